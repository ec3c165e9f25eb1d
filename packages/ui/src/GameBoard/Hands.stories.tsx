/**
 * Any hand size draws as a hand: two-player Trumps deals 25 cards each (the largest hand a shipped game deals), and
 * every one of them must show (overlapped so its corner index reads, wrapping onto another row) and be playable
 * where the rules allow, at desktop and phone widths, light and dark.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtures } from '../fixtures';
import type { PlayerView } from '../types';
import { GameBoard } from './GameBoard';
import type { LegalMoves } from './targets';

const f = fixtures.trumpsTwo;

/** The fixture's legal actions in the shape the server puts in a seat's view. */
function withLegal(): PlayerView {
  const moves: LegalMoves['moves'] = {};
  for (const a of f.legal) (moves[a.move] ??= { args: [] }).args.push(a.args);
  return { ...f.view, legal: { moves, unavailable: {} } } as PlayerView;
}

const meta = {
  title: 'Board/Hands',
  component: GameBoard,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
  },
  args: { def: f.def, view: withLegal(), ctx: f.ctx, playerID: f.playerID, players: [{ name: 'Ada' }, { name: 'Bea', bot: true }], onMove: fn(), motion: 'off' },
} satisfies Meta<typeof GameBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every card of a 25-card hand is in the dock, none hidden under another past its corner, none outside the dock's
 * width; the dock need not scroll to show them; and a legal card plays on a click.
 */
const play: Story['play'] = async ({ canvasElement, args: a }) => {
  const c = within(canvasElement);
  const hand = c.getByRole('group', { name: 'Your hand: 25 cards' });
  const cards = [...hand.querySelectorAll<HTMLElement>('.dh-card')];
  await expect(cards.length).toBe(25);
  const dock = c.getByRole('region', { name: 'Your hand and moves' });
  const box = dock.getBoundingClientRect();
  const rects = cards.map((e) => e.getBoundingClientRect());
  rects.forEach((r, i) => {
    // Inside the dock, side to side.
    expect(r.left, `card ${i + 1} starts inside the dock`).toBeGreaterThanOrEqual(box.left - 0.5);
    expect(r.right, `card ${i + 1} ends inside the dock`).toBeLessThanOrEqual(box.right + 0.5);
    // Its corner index shows: the next card in its row leaves at least 18 px of it uncovered.
    const next = rects[i + 1];
    if (next && Math.abs(next.top - r.top) < 2) expect(next.left - r.left, `card ${i + 1} shows its corner`).toBeGreaterThanOrEqual(18);
  });
  // The whole hand shows without scrolling the dock.
  await expect(dock.scrollHeight).toBeLessThanOrEqual(dock.clientHeight + 1);
  // Seat 0 leads: every card may be played, and the trick is the one place it goes: one click plays it.
  const legal = cards.filter((e) => e.getAttribute('data-legal') === 'true');
  await expect(legal.length).toBe(25);
  await userEvent.click(legal[24]!);
  await expect(a.onMove).toHaveBeenCalledTimes(1);
  const [name, args] = (a.onMove as ReturnType<typeof fn>).mock.calls[0]!;
  await expect(name).toBe('play');
  await expect(f.legal.some((x) => x.move === 'play' && x.args[0] === (args as number[])[0])).toBe(true);
};

export const TwentyFiveCardsDesktop: Story = { play };
export const TwentyFiveCardsDesktopDark: Story = { parameters: { theme: 'dark' }, play };
export const TwentyFiveCardsPhone: Story = { globals: { viewport: { value: 'phone' } }, play };
export const TwentyFiveCardsPhoneDark: Story = { globals: { viewport: { value: 'phone' } }, parameters: { theme: 'dark' }, play };

/**
 * A hand the game leaves in the player's order (`order: set`) of standard cards is drawn sorted as a card player
 * sorts it: in Trumps, where the suit led must be followed, by suit (♠ ♥ ♣ ♦), then by rank.
 */
export const SortedBySuitThenRank: Story = {
  play: async ({ canvasElement }) => {
    const hand = within(canvasElement).getByRole('group', { name: 'Your hand: 25 cards' });
    const order = ['spades', 'hearts', 'clubs', 'diamonds'];
    const keys = [...hand.querySelectorAll<HTMLElement>('.dh-card')].map((e) => {
      const face = f.view.faces[Number(e.getAttribute('data-card'))]!;
      return [order.indexOf(String(face.attrs['suit'])), Number(face.attrs['rank'])] as const;
    });
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    await expect(keys).toEqual(sorted);
    await expect(new Set(keys.map((k) => k[0])).size).toBeGreaterThan(1);
  },
};
