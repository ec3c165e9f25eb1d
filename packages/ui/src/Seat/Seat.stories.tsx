import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Seat } from './Seat';

const meta = {
  title: 'Table/Seat',
  component: Seat,
  args: { seat: 0, name: 'Ada', cards: 7, connected: true },
} satisfies Meta<typeof Seat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};

export const Turn: Story = {
  args: { active: true },
  play: async ({ canvasElement }) => {
    const seat = within(canvasElement).getByRole('group', { name: /Ada: to move/ });
    await expect(seat).toHaveAttribute('aria-current', 'true');
  },
};

export const You: Story = { args: { you: true, active: true } };

export const Out: Story = {
  args: { out: true, cards: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Ada: out, connected, 0 cards' })).toBeVisible();
  },
};

export const Disconnected: Story = { args: { connected: false } };

export const Bot: Story = { args: { name: 'Bot Bea', bot: true } };

export const Winner: Story = { args: { winner: true } };

/** A ranked end (Go Fish by books): a seat after the winners shows its place. */
export const Placed: Story = {
  args: { place: 2, cards: 0 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: 'Ada: connected, 2nd place, 0 cards' })).toBeVisible();
    await expect(c.getByText('2nd')).toBeVisible();
  },
};

export const Unnamed: Story = { args: { name: undefined, seat: 2, connected: undefined } };
