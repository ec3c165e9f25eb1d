/**
 * Arranging your own hand (hand-arrangement.ts): where the game leaves the order to the player (Crazy Eights' hand is
 * a set), any card of it — playable now or not — may be dragged to another place in the hand, by mouse (real events
 * in Chromium, as dnd-kit's sensors hear them), by touch (a press held a moment) or by keyboard (Space lifts, arrows carry, Space puts down). The order
 * is kept in this browser for the match; nothing is sent. "Sort" puts the hand back in sorted order. A hand whose
 * order is the game's (Old Maid's fan, a stack) is not offered.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtures } from '../fixtures';
import { scenes } from '../fixtures/scenes';
import type { PlayerView, ViewPile } from '../types';
import { GameBoard, type GameBoardProps } from './GameBoard';
import { fetchDragKit } from './lazy-drag';

const c8 = fixtures.crazyEightsPlay;
const names = [{ name: 'Ada', connected: true }, { name: 'Bea', connected: true }, { name: 'Cy', connected: true, bot: true }];
const MATCH = 'arrange-story';
const STORED = `deckhand:hand-order:${MATCH}:0`;

const centre = (el: Element) => {
  const r = el.getBoundingClientRect();
  return { clientX: r.x + r.width / 2, clientY: r.y + r.height / 2 };
};
const mouse = (type: string, target: EventTarget, at: { clientX: number; clientY: number }) =>
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, buttons: type === 'mouseup' ? 0 : 1, ...at }));
const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));

/** Presses on `card`, moves in steps (past the few pixels that tell a drag from a click) and lets go over `onto`. */
async function drag(card: Element, onto: Element) {
  const from = centre(card);
  mouse('mousedown', card, from);
  await frame();
  for (const step of [8, 16]) {
    mouse('mousemove', document, { clientX: from.clientX + step, clientY: from.clientY - step });
    await frame();
  }
  const to = centre(onto);
  mouse('mousemove', document, to);
  await frame();
  mouse('mousemove', document, { clientX: to.clientX + 1, clientY: to.clientY });
  await frame();
  mouse('mouseup', onto, to);
  // dnd-kit swallows any click for 50 ms after a drag ends (the click a browser sends after the release): a player's
  // next click comes later than that.
  await new Promise((r) => setTimeout(r, 80));
}

/**
 * The board, a button outside it that draws it afresh (as a page reloaded in the same browser would), and one that
 * sends the next state (as the server would after a move).
 */
function Remount(props: Omit<GameBoardProps, 'view'> & { views: PlayerView[] }) {
  const [n, setN] = useState(0);
  const [at, setAt] = useState(0);
  const { views, ...board } = props;
  return (
    <div>
      <button type="button" onClick={() => setN((i) => i + 1)}>Reload</button>
      <button type="button" onClick={() => setAt((i) => Math.min(i + 1, views.length - 1))}>Next state</button>
      <GameBoard key={n} {...board} view={views[at]!} />
    </div>
  );
}

/** Crazy Eights after Ada draws the 2 of spades (card 0) from the stock. */
function afterDraw(view: PlayerView): PlayerView {
  const zones = structuredClone(view.zones) as Record<string, unknown>;
  (zones['deck'] as ViewPile).pop();
  (zones['hand'] as ViewPile[])[0]!.push(0);
  return { ...view, zones: zones as PlayerView['zones'], faces: { ...view.faces, 0: { type: 'playing', attrs: { rank: 2, suit: 'spades', colour: 'black' } } } };
}

const meta = {
  title: 'Board/Arrange hand',
  component: Remount,
  parameters: { layout: 'fullscreen' },
  args: { def: c8.def, views: [c8.view, afterDraw(c8.view)], ctx: c8.ctx, playerID: '0', players: names, onMove: fn(), motion: 'off', matchID: MATCH },
  // dnd-kit is fetched on demand (lazy-drag.tsx): here before the board draws. Each story starts from a sorted hand.
  loaders: [
    async () => {
      localStorage.removeItem(STORED);
      return { kit: await fetchDragKit() };
    },
  ],
} satisfies Meta<typeof Remount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hand's cards as drawn, by name. */
const order = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[aria-label^="Your hand:"] .dh-card')].map((e) => e.getAttribute('aria-label'));
const SORTED = ['6 of spades', '7 of hearts', '10 of clubs'];

/** What dnd-kit last said to a screen reader (its live region). */
const announced = (root: HTMLElement) => root.ownerDocument.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';

/**
 * By mouse: the 10 of clubs (it does not play now) dragged onto the 6 of spades takes its place; nothing is played or
 * refused, the order holds when the board is drawn again, and Sort puts the hand back.
 */
export const DragToReorder: Story = {
  play: async ({ canvasElement, args: a }) => {
    const c = within(canvasElement);
    await expect(order(canvasElement)).toEqual(SORTED);
    // Sorted as dealt: nothing to go back to.
    await expect(c.queryByRole('button', { name: 'Sort your hand' })).toBeNull();
    await drag(c.getByRole('button', { name: '10 of clubs' }), c.getByRole('button', { name: '6 of spades' }));
    await waitFor(() => expect(order(canvasElement)).toEqual(['10 of clubs', '6 of spades', '7 of hearts']));
    await expect(a.onMove).not.toHaveBeenCalled();
    await expect(c.queryByRole('alert')).toBeNull();
    await expect(announced(canvasElement)).toBe('Put at Your hand, place 1 of 3.');
    // Kept in this browser for the match: a board drawn again shows the same order.
    await expect(JSON.parse(localStorage.getItem(STORED)!)).toEqual({ hand: [36, 23, 26] });
    await userEvent.click(c.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(order(canvasElement)).toEqual(['10 of clubs', '6 of spades', '7 of hearts']));
    // Sort: back to suit then rank, and nothing kept.
    await userEvent.click(c.getByRole('button', { name: 'Sort your hand' }));
    await expect(order(canvasElement)).toEqual(SORTED);
    await expect(JSON.parse(localStorage.getItem(STORED)!)).toEqual({});
    await expect(c.queryByRole('button', { name: 'Sort your hand' })).toBeNull();
  },
};

/** A card that plays now, dragged within the hand, moves there rather than playing (it plays on a pile, or a click). */
export const PlayableCardMovesToo: Story = {
  play: async ({ canvasElement, args: a }) => {
    const c = within(canvasElement);
    await drag(c.getByRole('button', { name: '7 of hearts' }), c.getByRole('button', { name: '10 of clubs' }));
    await waitFor(() => expect(order(canvasElement)).toEqual(['6 of spades', '10 of clubs', '7 of hearts']));
    await expect(a.onMove).not.toHaveBeenCalled();
    // Put down: not left picked up.
    await expect(c.getByRole('button', { name: '7 of hearts' })).toHaveAttribute('aria-pressed', 'false');
    // And a click still plays it, from its new place.
    await userEvent.click(c.getByRole('button', { name: '7 of hearts' }));
    await expect(a.onMove).toHaveBeenCalledWith('play', [26]);
  },
};

/** One finger's touch event at `at` on `target` (Chromium builds real TouchEvents, as dnd-kit's touch sensor hears them). */
function touch(type: string, target: Element, at: { clientX: number; clientY: number }) {
  const t = new Touch({ identifier: 1, target, ...at });
  target.dispatchEvent(new TouchEvent(type, { bubbles: true, cancelable: true, touches: type === 'touchend' ? [] : [t], targetTouches: type === 'touchend' ? [] : [t], changedTouches: [t] }));
}

/** By touch: a press held a moment (a quick swipe scrolls instead) lifts the 10 of clubs; let go over the 6 of spades. */
export const TouchReorder: Story = {
  play: async ({ canvasElement, args: a }) => {
    const c = within(canvasElement);
    const ten = c.getByRole('button', { name: '10 of clubs' });
    const from = centre(ten);
    touch('touchstart', ten, from);
    // Held past the touch sensor's delay (180 ms) without moving.
    await new Promise((r) => setTimeout(r, 300));
    const to = centre(c.getByRole('button', { name: '6 of spades' }));
    for (const f of [0.3, 0.7, 1]) {
      touch('touchmove', ten, { clientX: from.clientX + (to.clientX - from.clientX) * f, clientY: from.clientY + (to.clientY - from.clientY) * f });
      await frame();
    }
    await waitFor(() => expect(announced(canvasElement)).toBe('Over Your hand, place 1 of 3: let go to put it there.'));
    touch('touchend', ten, to);
    await waitFor(() => expect(order(canvasElement)).toEqual(['10 of clubs', '6 of spades', '7 of hearts']));
    await expect(a.onMove).not.toHaveBeenCalled();
  },
};

/** By keyboard: Space lifts the 6 of spades, → carries it over the next place (said aloud), Space puts it there. */
export const KeyboardReorder: Story = {
  play: async ({ canvasElement, args: a }) => {
    const c = within(canvasElement);
    const six = c.getByRole('button', { name: '6 of spades' });
    six.focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(six).toHaveAttribute('data-dragging', 'true'));
    // Lifted: faded where it was (a card that does not play now is otherwise drawn whole).
    await expect(getComputedStyle(six).opacity).toBe('0.35');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(announced(canvasElement)).toBe('Over Your hand, place 2 of 3: let go to put it there.'));
    // The place it would take is marked on the side it goes to.
    await expect(c.getByRole('button', { name: '7 of hearts' })).toHaveAttribute('data-slot', 'after');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(order(canvasElement)).toEqual(['7 of hearts', '6 of spades', '10 of clubs']));
    await expect(a.onMove).not.toHaveBeenCalled();
    await expect(c.getByRole('button', { name: 'Sort your hand' })).toBeVisible();
  },
};

/**
 * A sorted hand takes a drawn card into its sorted place; once arranged, a card that comes later goes at the end of
 * the hand (where the player sees what came in), and Sort then sorts it in with the rest.
 */
export const NewCardsAtTheEnd: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await drag(c.getByRole('button', { name: '6 of spades' }), c.getByRole('button', { name: '10 of clubs' }));
    await waitFor(() => expect(order(canvasElement)).toEqual(['7 of hearts', '10 of clubs', '6 of spades']));
    await userEvent.click(c.getByRole('button', { name: 'Next state' }));
    await waitFor(() => expect(order(canvasElement)).toEqual(['7 of hearts', '10 of clubs', '6 of spades', '2 of spades']));
    await userEvent.click(c.getByRole('button', { name: 'Sort your hand' }));
    await expect(order(canvasElement)).toEqual(['2 of spades', ...SORTED]);
  },
};

/** Never arranged, the hand stays sorted: the drawn card takes its sorted place. */
export const SortedHandSortsNewCards: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Next state' }));
    await waitFor(() => expect(order(canvasElement)).toEqual(['2 of spades', ...SORTED]));
  },
};

const oldMaid = scenes.find((x) => x.id === 'old-maid-mid')!.fixture;

/** Old Maid's fan is ordered by the game (a stack): its cards are not offered for arranging, and no Sort shows. */
export const NotWhereTheOrderIsTheGames: Story = {
  args: { def: oldMaid.def, views: [oldMaid.view], ctx: oldMaid.ctx, playerID: oldMaid.playerID },
  play: async ({ canvasElement }) => {
    const hand = canvasElement.querySelector<HTMLElement>('[aria-label^="Your "][role="group"]');
    await expect(hand).not.toBeNull();
    await expect(hand!.querySelector('[data-slot], [aria-roledescription="draggable"]')).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: /^Sort / })).toBeNull();
  },
};
