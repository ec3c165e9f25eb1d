import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pile } from './Pile';

const faces = {
  49: { type: 'number', attrs: { value: 7 } },
  6: { type: 'term', attrs: { number: 2, term: 'backing' } },
  11: { type: 'term', attrs: { number: 3, term: 'burden of proof' } },
  48: { type: 'wild', attrs: {} },
};

const meta = {
  title: 'Cards/Pile',
  component: Pile,
  args: { label: 'Stockpile', faces, pile: [null, null, null, null, 49] },
} satisfies Meta<typeof Pile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Build Up's stockpile: face down but for its top card (visibility `top`). */
export const TopOnly: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: 'Stockpile: 5 cards' })).toBeVisible();
    await expect(c.getByRole('img', { name: 'number: value 7' })).toBeVisible();
    await expect(c.queryByRole('img', { name: 'face-down card' })).toBeNull();
  },
};

export const Hidden: Story = {
  args: { label: 'Deck', pile: [null, null, null] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'face-down card' })).toBeVisible();
  },
};

export const Backs: Story = { args: { label: 'Won', pile: [{ back: { back: 'red' } }, { back: { back: 'blue' } }] } };

export const Empty: Story = {
  args: { label: 'Discard', pile: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Discard: 0 cards' })).toBeVisible();
  },
};

/** Art of Argument's set: every card shows. */
export const Spread: Story = { args: { label: 'Set 1', pile: [6, 11, 48], display: 'spread' } };

export const SelectTop: Story = {
  args: { onSelectCard: fn(), selected: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'number: value 7' }));
    await expect(args.onSelectCard).toHaveBeenCalledWith(49);
  },
};

export const Target: Story = { args: { target: true } };
