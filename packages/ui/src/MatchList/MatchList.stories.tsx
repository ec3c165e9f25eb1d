import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MatchList } from './MatchList';

const meta = {
  title: 'Lobby/MatchList',
  component: MatchList,
  args: {
    onJoin: fn(),
    matches: [
      { matchID: 'x7Kp', gameName: 'Bag', players: [{ id: 0, name: 'Ada', isConnected: true }, { id: 1 }, { id: 2, name: 'Bot', bot: true, isConnected: true }] },
      { matchID: 'Q2aa', gameName: 'Build Up', players: [{ id: 0, name: 'Bea', isConnected: false }, { id: 1 }] },
    ],
  },
} satisfies Meta<typeof MatchList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('· 1 of 3 seats free')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Join Bag match x7Kp in seat 2' }));
    await expect(args.onJoin).toHaveBeenCalledWith('x7Kp', 1);
  },
};

export const Empty: Story = {
  args: { matches: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No open matches yet: create one.')).toBeVisible();
  },
};
