import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Row } from './Row';

const faces = {
  85: { type: 'wild', attrs: {} },
  9: { type: 'number', attrs: { value: 2 } },
  80: { type: 'wild', attrs: {} },
  1: { type: 'number', attrs: { value: 1 } },
  10: { type: 'number', attrs: { value: 2 } },
  48: { type: 'number', attrs: { value: 7 } },
};

const meta = {
  title: 'Cards/Row',
  component: Row,
  args: { label: 'Building pile', piles: [[85, 9], [80], [1]], faces },
} satisfies Meta<typeof Row>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Build Up's building piles, read only. */
export const BuildingPiles: Story = {};

/** Choosing where to play: an existing pile or a new one (fewer than 4 exist). */
export const PickTarget: Story = {
  args: { onSelectPile: fn(), allowNew: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Choose Building pile 2' }));
    await expect(args.onSelectPile).toHaveBeenLastCalledWith(1);
    await userEvent.click(c.getByRole('button', { name: '+ New pile' }));
    await expect(args.onSelectPile).toHaveBeenLastCalledWith(3);
  },
};

export const TargetChosen: Story = { args: { onSelectPile: fn(), target: 0 } };

/** A player's four hand piles; only the tops can be played. */
export const HandPiles: Story = {
  args: { label: 'Hand pile', piles: [[10, 48], [], [1], [9]], onSelectCard: fn(), selected: [48] },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'number: value 7' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(c.getByRole('button', { name: 'number: value 1' }));
    await expect(args.onSelectCard).toHaveBeenCalledWith(1);
  },
};
