/**
 * Table clicks for arguments that are not cards, derived from the moves' argument types (table-clicks.ts):
 * - Old Maid: the draw takes "a position in their fan" (`max: count(hand[next(self)]) - 1`): each card of the next
 *   seat's fan is a button, and a click draws that one, blind; no number to type.
 * - Go Fish: the ask takes a rank (`of: rank`) and a seat: a click on a king in your hand picks "kings", then the
 *   seat asked is clicked (its whole box is the button); with one seat to ask, the first click asks.
 * The legal lists are the fixtures' own (from the compiled games).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Fixture } from '../fixtures';
import { scenes } from '../fixtures/scenes';
import type { PlayerView } from '../types';
import { GameBoard } from './GameBoard';
import type { LegalMoves } from './targets';

const PHONE = { phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' } };
const fixture = (id: string) => scenes.find((s) => s.id === id)!.fixture;

function withLegal(f: Fixture, keep: (args: unknown[]) => boolean = () => true): PlayerView {
  const moves: LegalMoves['moves'] = {};
  for (const a of f.legal) if (keep(a.args)) (moves[a.move] ??= { args: [] }).args.push(a.args);
  return { ...f.view, legal: { moves, unavailable: {} } } as PlayerView;
}

function args(f: Fixture, view: PlayerView = withLegal(f)) {
  const players = Array.from({ length: f.ctx.numPlayers }, (_, s) => ({ name: s === 0 ? 'Ada' : `Bot ${s + 1}`, bot: s > 0 }));
  return { def: f.def, view, ctx: f.ctx, playerID: f.playerID, players, onMove: fn(), motion: 'off' as const };
}

// The start: the next seat's fan holds five cards.
const oldMaid = fixture('old-maid-start');
const goFish = fixture('go-fish-mid');

const meta = {
  title: 'Board/Table clicks',
  component: GameBoard,
  parameters: { layout: 'fullscreen', viewport: { options: PHONE } },
  args: args(oldMaid),
} satisfies Meta<typeof GameBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Old Maid: the next seat's fan is where the draw is made; a click on its first card draws place 0. */
const drawBlind: Story['play'] = async ({ canvasElement, args: a }) => {
  const c = within(canvasElement);
  const places = (oldMaid.view.zones['hand'] as unknown[][])[1]!.length;
  const buttons = c.getAllByRole('button', { name: /^Draw: card \d+ of Bot 2's hand$/ });
  await expect(buttons.length).toBe(places);
  // Only the next seat's fan: the other seat's cards are no button.
  await expect(c.queryAllByRole('button', { name: /of Bot 3's hand$/ })).toHaveLength(0);
  // Each card a target a finger can hit: at least 16 px of it shows, and nothing covers its middle strip.
  const lefts = buttons.map((b) => b.getBoundingClientRect().left);
  for (const [i, b] of buttons.entries()) {
    const r = b.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + 6, r.top + r.height / 2);
    await expect(hit && b.contains(hit), `${b.getAttribute('aria-label')} is on top at its left edge`).toBe(true);
    if (i > 0) await expect(lefts[i]! - lefts[i - 1]!, `card ${i + 1} shows 16 px or more of the one before`).toBeGreaterThanOrEqual(16);
  }
  await userEvent.click(buttons[0]!);
  await expect(a.onMove).toHaveBeenCalledWith('draw', [0]);
};

export const OldMaidDrawsFromTheFan: Story = { play: drawBlind };
export const OldMaidDrawsFromTheFanPhoneDark: Story = { globals: { viewport: { value: 'phone' } }, parameters: { theme: 'dark' }, play: drawBlind };

/** Go Fish, two seats to ask: a click on a card picks its rank, then the seat's box asks that seat for it. */
const askBySeat: Story['play'] = async ({ canvasElement, args: a }) => {
  const c = within(canvasElement);
  const hand = within(c.getByRole('group', { name: /^Your hand: / }));
  const [king] = hand.getAllByRole('button', { name: /^king of / });
  await userEvent.click(king!);
  await expect(a.onMove).not.toHaveBeenCalled();
  const bot3 = c.getByRole('button', { name: 'Ask Bot 3 for kings' });
  await expect(c.getByRole('button', { name: 'Ask Bot 2 for kings' })).toBeVisible();
  await userEvent.click(bot3);
  await expect(a.onMove).toHaveBeenCalledWith('ask', [2, 13]);
};

export const GoFishAsksByCardThenSeat: Story = { args: args(goFish), play: askBySeat };
export const GoFishAsksByCardThenSeatPhone: Story = { args: args(goFish), globals: { viewport: { value: 'phone' } }, play: askBySeat };

/** Go Fish with one seat left to ask (the other is out): the king asks for kings at once, one click. */
export const GoFishOneSeatAsksInOneClick: Story = {
  args: args(goFish, withLegal(goFish, (t) => t[0] === 1)),
  play: async ({ canvasElement, args: a }) => {
    const hand = within(within(canvasElement).getByRole('group', { name: /^Your hand: / }));
    const [three] = hand.getAllByRole('button', { name: /^3 of / });
    await userEvent.click(three!);
    await expect(a.onMove).toHaveBeenCalledWith('ask', [1, 3]);
  },
};
