import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import bagOver from '../fixtures/bag-over.json';
import type { LogEntry } from '../types';
import { Log } from './Log';

const names = ['Ada', 'Bea', 'Cy'];

const meta = {
  title: 'Table/Log',
  component: Log,
  args: {
    seatName: (s: number) => names[s] ?? `Seat ${s + 1}`,
    faces: { 13: { type: 'number', attrs: { value: 13 } }, 4: { type: 'number', attrs: { value: 4 } } },
    log: [
      { turn: 1, seat: 0, move: 'name', args: [13], revealed: [13] },
      { turn: 2, seat: 1, move: 'name', args: [9], revealed: [] },
      { turn: 3, seat: 2, move: 'nameTwo', args: [3], revealed: [4] },
      { turn: 4, seat: 0, move: 'returnToBox' },
      { turn: 4, seat: null, message: 'A wild was played: every hand is pooled, shuffled and dealt out again.' },
    ] satisfies LogEntry[],
  },
} satisfies Meta<typeof Log>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const items = c.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Ada:name 13revealed');
    await expect(within(items[0]!).getByRole('img', { name: 'number: value 13' })).toBeVisible();
    await expect(items[1]).toHaveTextContent('nobody had it');
    await expect(items[3]).toHaveTextContent('(secret)');
  },
};

export const Empty: Story = {
  args: { log: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing has happened yet.')).toBeVisible();
  },
};

/** A whole game of Bag, from a real playout (fixtures), last 8 lines. */
export const RealGame: Story = {
  args: { log: bagOver.view.log as LogEntry[], faces: bagOver.view.faces, limit: 8 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(8);
  },
};
