/**
 * One action per move where one choice makes it (issue 37's median-clicks goal), each with "Confirm moves" turning it
 * off:
 * - a move whose only argument is a choice of buttons (Bag's "Name a number") is made by pressing the choice, and one
 *   whose only argument has one value (Spades' "Bid nil") by its own button;
 * - the last card of a pick of a fixed number (Crib's two for the crib) makes the move;
 * - a card of your hand that asks for its value (Go Fish) is dragged onto the seat it asks: card and seat in one
 *   gesture (a real mouse drag in Chromium, as dnd-kit's mouse sensor hears it).
 * The legal lists are the fixtures' own (from the compiled games).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Fixture } from '../fixtures';
import { fixtures } from '../fixtures';
import { scenes } from '../fixtures/scenes';
import type { PlayerView } from '../types';
import { GameBoard } from './GameBoard';
import { fetchDragKit } from './lazy-drag';
import type { LegalMoves } from './targets';

const PHONE = { phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' } };

function withLegal(f: Fixture): PlayerView {
  const moves: LegalMoves['moves'] = {};
  for (const a of f.legal) (moves[a.move] ??= { args: [] }).args.push(a.args);
  return { ...f.view, legal: { moves, unavailable: {} } } as PlayerView;
}

function args(f: Fixture) {
  const players = Array.from({ length: f.ctx.numPlayers }, (_, s) => ({ name: s === 0 ? 'Ada' : `Bot ${s + 1}`, bot: s > 0 }));
  return { def: f.def, view: withLegal(f), ctx: f.ctx, playerID: f.playerID, players, onMove: fn(), motion: 'off' as const };
}

const bag = fixtures.bagPlay;
const crib = scenes.find((s) => s.id === 'crib-mid')!.fixture;
const goFish = scenes.find((s) => s.id === 'go-fish-mid')!.fixture;

const meta = {
  title: 'Board/One action',
  component: GameBoard,
  parameters: { layout: 'fullscreen', viewport: { options: PHONE } },
  args: args(bag),
} satisfies Meta<typeof GameBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bag: pressing 12 names 12; there is no second button to press. */
export const ChoiceIsTheMove: Story = {
  play: async ({ canvasElement, args: a }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Name a number' }));
    await expect(form.queryByRole('button', { name: 'Name a number' })).toBeNull();
    await userEvent.click(form.getByRole('button', { name: '12' }));
    await expect(a.onMove).toHaveBeenCalledTimes(1);
    await expect(a.onMove).toHaveBeenCalledWith('name', [12]);
  },
};

/** With "Confirm moves", pressing 12 only chooses it; the move's button sends it. */
export const ChoiceWithConfirmMoves: Story = {
  args: { confirmMoves: true },
  play: async ({ canvasElement, args: a }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Name a number' }));
    const twelve = form.getByRole('button', { name: '12' });
    await userEvent.click(twelve);
    await expect(twelve).toHaveAttribute('aria-pressed', 'true');
    await expect(a.onMove).not.toHaveBeenCalled();
    await userEvent.click(form.getByRole('button', { name: 'Name a number' }));
    await expect(a.onMove).toHaveBeenCalledWith('name', [12]);
  },
};

const spades = scenes.find((s) => s.id === 'spades-start')!.fixture;

/** Spades' bidding: a number bids it at once; "Bid nil", whose only value is 0, is its own button, one press. */
export const OneValueIsTheMovesButton: Story = {
  args: args(spades),
  play: async ({ canvasElement, args: a }) => {
    const moves = within(canvasElement.querySelector<HTMLElement>('.dh-board-moves')!);
    await expect(moves.queryByRole('button', { name: '0' })).toBeNull();
    await userEvent.click(moves.getByRole('button', { name: 'Bid nil' }));
    await expect(a.onMove).toHaveBeenCalledWith('bidNil', [0]);
    await userEvent.click(moves.getByRole('button', { name: '4' }));
    await expect(a.onMove).toHaveBeenLastCalledWith('bid', [4]);
  },
};

const cribCards = (c: HTMLElement) => within(within(c).getByRole('region', { name: 'Your area' })).getAllByRole('button', { pressed: false }).filter((b) => b.hasAttribute('data-card'));

/** Crib: the first card is picked, the second lays both away (the legal pair, as the server lists it). */
export const SecondCardLaysAway: Story = {
  args: args(crib),
  play: async ({ canvasElement, args: a }) => {
    const [first, second] = cribCards(canvasElement);
    await userEvent.click(first!);
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(a.onMove).not.toHaveBeenCalled();
    await userEvent.click(second!);
    await expect(a.onMove).toHaveBeenCalledTimes(1);
    const ids = [first, second].map((b) => Number(b!.getAttribute('data-card')));
    await expect(a.onMove).toHaveBeenCalledWith('layAway', [ids]);
    // Put down once sent: nothing stays picked for the next state.
    await expect(within(canvasElement).queryAllByRole('button', { pressed: true }).filter((b) => b.hasAttribute('data-card'))).toEqual([]);
  },
};

/** With "Confirm moves", two cards picked wait for the Lay away button. */
export const SecondCardWithConfirmMoves: Story = {
  args: { ...args(crib), confirmMoves: true },
  play: async ({ canvasElement, args: a }) => {
    const [first, second] = cribCards(canvasElement);
    await userEvent.click(first!);
    await userEvent.click(second!);
    await expect(a.onMove).not.toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Lay away' }));
    await expect(a.onMove).toHaveBeenCalledWith('layAway', [[first, second].map((b) => Number(b!.getAttribute('data-card')))]);
  },
};

const centre = (el: Element) => {
  const r = el.getBoundingClientRect();
  return { clientX: r.x + r.width / 2, clientY: r.y + r.height / 2 };
};
const mouse = (type: string, target: EventTarget, at: { clientX: number; clientY: number }) =>
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, buttons: type === 'mouseup' ? 0 : 1, ...at }));
const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
/** What dnd-kit's live region last said (the board's announcements). */
const announced = (root: HTMLElement) => root.ownerDocument.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';

/** Go Fish, two seats to ask: a king dragged onto Bot 3's box asks Bot 3 for kings, whichever pile of the box it is over. */
const dragOntoSeat: Story['play'] = async ({ canvasElement, args: a }) => {
  const c = within(canvasElement);
  await waitFor(() => expect(canvasElement.querySelector('.dh-board')).toHaveAttribute('data-drag', 'ready'));
  const hand = within(c.getByRole('group', { name: /^Your hand: / }));
  const [king] = hand.getAllByRole('button', { name: /^king of / });
  const seat = canvasElement.querySelector('.dh-board-seat[data-seat="2"]')!;
  seat.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const from = centre(king!);
  mouse('mousedown', king!, from);
  await frame();
  for (const step of [8, 16]) {
    mouse('mousemove', document, { clientX: from.clientX + step, clientY: from.clientY - step });
    await frame();
  }
  // While carried, the seats it may ask are marked as places (the same as a tap on the card shows).
  await waitFor(() => expect(c.getByRole('button', { name: 'Ask Bot 3 for kings' })).toBeVisible());
  await expect(c.getByRole('button', { name: 'Ask Bot 2 for kings' })).toBeVisible();
  // Let go over the seat's hand (a pile inside its box): the box that takes the card is the seat.
  const over = seat.querySelector('.dh-pile');
  await expect(over, "a pile in Bot 3's box").not.toBeNull();
  const to = centre(over!);
  mouse('mousemove', document, to);
  await frame();
  mouse('mousemove', document, { clientX: to.clientX + 1, clientY: to.clientY });
  await frame();
  // A person lets go once the seat shows it takes the card (the board says so to a screen reader too).
  await waitFor(() => expect(announced(canvasElement)).toMatch(/^Over Bot 3.*: you can ask (them|Bot 3)\.$/));
  mouse('mouseup', document, to);
  await frame();
  await waitFor(() => expect(a.onMove).toHaveBeenCalledTimes(1));
  await expect(c.queryByRole('alert')).toBeNull();
  await expect(a.onMove).toHaveBeenCalledWith('ask', [2, 13]);
};

export const DragCardOntoSeatAsks: Story = {
  args: args(goFish),
  loaders: [async () => ({ kit: await fetchDragKit() })],
  play: dragOntoSeat,
};

export const DragCardOntoSeatAsksPhoneDark: Story = {
  args: args(goFish),
  globals: { viewport: { value: 'phone' } },
  parameters: { theme: 'dark' },
  loaders: [async () => ({ kit: await fetchDragKit() })],
  play: dragOntoSeat,
};
