import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Hand } from './Hand';

const ids = [1, 4, 7, 9, 12, 15, 16, 18, 20, 21];
const faces = Object.fromEntries(ids.map((v) => [v, { type: 'number', attrs: { value: v } }]));

const meta = {
  title: 'Cards/Hand',
  component: Hand,
  args: { cards: ids, faces, onChange: fn() },
} satisfies Meta<typeof Hand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SelectOne: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'number: value 7' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([7]);
    // With max 1, another card replaces the selection.
    await userEvent.click(c.getByRole('button', { name: 'number: value 9' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([9]);
    await expect(c.getByRole('button', { name: 'number: value 7' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Bag, two players: choose 5 of your 10 cards to return to the box. */
export const SelectUpToFive: Story = {
  args: { max: 5 },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    for (const v of [1, 4, 7, 9, 12]) await userEvent.click(c.getByRole('button', { name: `number: value ${v}` }));
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 4, 7, 9, 12]);
    await expect(c.getByText('5 of 5 selected')).toBeVisible();
    // The sixth cannot be added: the other cards are disabled.
    await expect(c.getByRole('button', { name: 'number: value 15' })).toBeDisabled();
    // Deselecting one frees a slot.
    await userEvent.click(c.getByRole('button', { name: 'number: value 4' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 7, 9, 12]);
    await expect(c.getByRole('button', { name: 'number: value 15' })).toBeEnabled();
  },
};

export const Fan: Story = { args: { fan: true } };

export const ReadOnly: Story = {
  args: { max: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

export const Opponent: Story = {
  args: { label: "Bea's hand", cards: [null, null, null, null], max: 0, size: 'sm' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: "Bea's hand: 4 cards" })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('button', { name: 'number: value 7' });
    await expect(card).toBeDisabled();
    await userEvent.click(card, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
