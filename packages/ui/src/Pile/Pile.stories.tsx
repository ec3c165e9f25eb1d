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
    // A pile with no caption says what its count counts (Rummy's discard pile read a bare "5").
    await expect(canvasElement.querySelector('.dh-pile-count')).toHaveTextContent(/^5 cards$/);
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
    const pile = within(canvasElement).getByRole('group', { name: 'Discard: 0 cards' });
    await expect(pile).toBeVisible();
    // Seen, it says "empty" once: no "0 cards" under it.
    await expect(pile.innerText.replace(/\s+/g, ' ').trim()).toBe('Discard empty');
  },
};

/** A caption that only counts (Build Up's completed piles: "0 cards") is not said under "empty" either. */
export const EmptyCounted: Story = {
  args: { label: 'Completed piles', pile: [], note: '0 cards' },
  play: async ({ canvasElement }) => {
    const pile = within(canvasElement).getByRole('group', { name: 'Completed piles: 0 cards' });
    await expect(pile.innerText.replace(/\s+/g, ' ').trim()).toBe('Completed piles empty');
  },
};

/** Art of Argument's set: every card shows. */
export const Spread: Story = { args: { label: 'Set 1', pile: [6, 11, 48], display: 'spread' } };

/**
 * An expedition (`display: cascade`): every card in a column, each covering the one before down to its corner,
 * which stays readable; nothing else of a covered card shows, so no text runs under the next card.
 */
export const Cascade: Story = {
  args: {
    label: 'Expedition 2',
    faces: { 1: { type: 'n', attrs: { value: 3 } }, 2: { type: 'n', attrs: { value: 5 } }, 3: { type: 'n', attrs: { value: 9 } } },
    pile: [1, 2, 3],
    display: 'cascade',
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: 'Expedition 2: 3 cards' })).toBeVisible();
    const cards = c.getAllByRole('img');
    await expect(cards.map((e) => e.getAttribute('aria-label'))).toEqual(['n: value 3', 'n: value 5', 'n: value 9']);
    for (let i = 0; i + 1 < cards.length; i++) {
      const [under, over] = [cards[i]!.getBoundingClientRect(), cards[i + 1]!.getBoundingClientRect()];
      // One column, each card lower than the one it covers, and its value (a plain face's number, in the corner) clear of it.
      await expect(over.left).toBe(under.left);
      await expect(over.top).toBeGreaterThan(under.top);
      const value = cards[i]!.querySelector('.dh-card-number')!;
      await expect(value).toHaveTextContent(String([3, 5][i]));
      await expect(value.getBoundingClientRect().bottom).toBeLessThanOrEqual(over.top + 0.5);
      await expect(getComputedStyle(cards[i]!.querySelector('.dh-card-type')!).visibility).toBe('hidden');
    }
    await expect(getComputedStyle(cards[2]!.querySelector('.dh-card-number')!).position).not.toBe('absolute');
  },
};

/**
 * A solitaire column (Klondike): face-down cards under face-up ones. A back has nothing to read, so the card after it
 * covers all of it but a sliver; a face-up card still shows its corner to the next.
 */
export const CascadeOverBacks: Story = {
  args: {
    label: 'Column 4',
    faces: { 1: { type: 'n', attrs: { value: 8 } }, 2: { type: 'n', attrs: { value: 7 } } },
    pile: [null, null, null, 1, 2],
    display: 'cascade',
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: 'Column 4: 5 cards' })).toBeVisible();
    const cards = [...canvasElement.querySelectorAll('.dh-pile-cascade > .dh-card')];
    const tops = cards.map((e) => e.getBoundingClientRect().top);
    // Each back shows a sliver (its edge and padding, under 12 px); the face-up 8 shows its corner (more than the sliver).
    for (const i of [0, 1, 2]) await expect(tops[i + 1]! - tops[i]!).toBeLessThan(12);
    await expect(tops[4]! - tops[3]!).toBeGreaterThan(tops[1]! - tops[0]!);
    await expect(cards[3]!.querySelector('.dh-card-number')!.getBoundingClientRect().bottom).toBeLessThanOrEqual(tops[4]! + 0.5);
  },
};

export const SelectTop: Story = {
  args: { onSelectCard: fn(), selected: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'number: value 7' }));
    await expect(args.onSelectCard).toHaveBeenCalledWith(49);
  },
};

export const Target: Story = { args: { target: true } };
