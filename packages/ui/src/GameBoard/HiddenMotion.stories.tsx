/**
 * Cards travel while hidden too (flights-layer.tsx): a card drawn from the face-down stock flies to where it lands,
 * as a back, and turns face up in your own hand; a card another seat draws flies to their hand as a back. The card
 * has no id in the view where it is hidden, so it is worked out from the pile counts the seat already sees.
 * Sampled frame by frame, as the Motion stories sample a card that is seen the whole way.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtures } from '../fixtures';
import type { PlayerView, ViewPile } from '../types';
import { GameBoard, type GameBoardProps } from './GameBoard';
import { hiddenFlights } from './hidden-flights';

const c8 = fixtures.crazyEightsPlay;
const names = [{ name: 'Ada', connected: true }, { name: 'Bea', connected: true }, { name: 'Cy', connected: true, bot: true }];
/** The card Ada draws: the 5 of diamonds (its id is new to her view, and the stock's top was a back). */
const DRAWN = 40;

/** Crazy Eights after a seat draws the stock's top: Ada's draw shows her its face; another seat's shows a back. */
function afterDraw(view: PlayerView, seat: number): PlayerView {
  const zones = structuredClone(view.zones) as Record<string, unknown>;
  (zones['deck'] as ViewPile).pop();
  const hands = zones['hand'] as ViewPile[];
  hands[seat] = [...hands[seat]!, seat === 0 ? DRAWN : null];
  const faces = seat === 0 ? { ...view.faces, [DRAWN]: { type: 'playing', attrs: { rank: 5, suit: 'diamonds', colour: 'red' } } } : view.faces;
  return { ...view, zones: zones as PlayerView['zones'], faces };
}

/** The board, and a button outside it that sends the next state (as the server would after the move). */
function Replay(props: Omit<GameBoardProps, 'view'> & { views: PlayerView[] }) {
  const [at, setAt] = useState(0);
  const { views, ...board } = props;
  return (
    <div>
      <button type="button" onClick={() => setAt((i) => Math.min(i + 1, views.length - 1))}>Next state</button>
      <GameBoard {...board} view={views[at]!} />
    </div>
  );
}

const meta = {
  title: 'Board/Hidden motion',
  component: Replay,
  parameters: { layout: 'fullscreen' },
  args: { def: c8.def, ctx: c8.ctx, playerID: '0', players: names, onMove: fn(), views: [c8.view, afterDraw(c8.view, 0)], motion: 'on' },
} satisfies Meta<typeof Replay>;

export default meta;
type Story = StoryObj<typeof meta>;

type Point = { x: number; y: number };
const centre = (el: Element): Point => {
  const r = el.getBoundingClientRect();
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
};
const group = (root: HTMLElement, start: string) => root.querySelector<HTMLElement>(`[role="group"][aria-label^="${start}"]`)!;
const frame = () => new Promise(requestAnimationFrame);

/** The flight's layer has arrived (it is fetched on demand: a move made before it arrives does not fly). */
async function layerReady(root: HTMLElement) {
  await waitFor(() => expect(root.querySelector('.dh-flights')).not.toBeNull());
  await frame();
}

/** Where the travelling card is drawn on every frame until `frames` have passed, and whether it showed a back. */
async function track(root: HTMLElement, frames: number): Promise<{ path: Point[]; backs: number; faces: number }> {
  const path: Point[] = [];
  let backs = 0;
  let faces = 0;
  for (let i = 0; i < frames; i++) {
    await frame();
    const el = root.querySelector('.dh-flight');
    if (!el) continue;
    path.push(centre(el));
    // What shows of it now: the copy not faded out.
    const shown = [...el.querySelectorAll<HTMLElement>('.dh-card')].find((c) => getComputedStyle(c).opacity !== '0');
    if (shown?.classList.contains('dh-card-back')) backs++;
    else if (shown) faces++;
  }
  return { path, backs, faces };
}

/** How far along the way from `from` to `to` each point is (0 at the start, 1 where it lands). */
function along(path: Point[], from: Point, to: Point): number[] {
  const span2 = (to.x - from.x) ** 2 + (to.y - from.y) ** 2;
  return path.map((p) => ((p.x - from.x) * (to.x - from.x) + (p.y - from.y) * (to.y - from.y)) / span2);
}

/**
 * Ada draws: a back leaves the stock, passes between the stock and her hand, and turns over to land face up where
 * the 5 of diamonds is drawn; the card itself shows there only once its copy has arrived.
 */
export const YourDrawTravels: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await layerReady(canvasElement);
    const from = centre(group(canvasElement, 'Stock:').querySelector('.dh-card')!);
    await userEvent.click(c.getByRole('button', { name: 'Next state' }));
    const { path, backs, faces } = await track(canvasElement, 90);
    const landed = group(canvasElement, 'Your hand:').querySelector<HTMLElement>(`[data-card="${DRAWN}"]`)!;
    await expect(landed).not.toBeNull();
    const to = centre(landed);
    await expect(Math.hypot(to.x - from.x, to.y - from.y)).toBeGreaterThan(40);
    const t = along(path, from, to);
    const trace = JSON.stringify(t.map((v) => +v.toFixed(2)));
    await expect(t.filter((v) => v > 0.15 && v < 0.85).length, `frames drawn between the stock and the hand: ${trace}`).toBeGreaterThanOrEqual(1);
    await expect(t.at(-1)!, `where it came to rest: ${trace}`).toBeCloseTo(1, 1);
    await expect(backs, 'frames showing its back').toBeGreaterThanOrEqual(1);
    await expect(faces, 'frames showing its face, turned over as it lands').toBeGreaterThanOrEqual(1);
    // Landed: the copy is gone and the card itself shows, face up, in the hand.
    await waitFor(() => expect(canvasElement.querySelector('.dh-flight')).toBeNull());
    await expect(landed.style.visibility).toBe('');
    await expect(landed).toHaveAccessibleName('5 of diamonds');
  },
};

/** Bea draws: a back travels from the stock to Bea's hand and never shows a face (Ada may not see it). */
export const TheirDrawTravelsFaceDown: Story = {
  args: { views: [c8.view, afterDraw(c8.view, 1)] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await layerReady(canvasElement);
    const from = centre(group(canvasElement, 'Stock:').querySelector('.dh-card')!);
    await userEvent.click(c.getByRole('button', { name: 'Next state' }));
    const { path, backs, faces } = await track(canvasElement, 90);
    const hand = group(canvasElement, "Bea's hand:");
    await expect(hand).toHaveAccessibleName("Bea's hand: 6 cards");
    const to = centre([...hand.querySelectorAll('.dh-card')].at(-1)!);
    const t = along(path, from, to);
    const trace = JSON.stringify(t.map((v) => +v.toFixed(2)));
    await expect(t.filter((v) => v > 0.15 && v < 0.85).length, `frames drawn between the stock and Bea's hand: ${trace}`).toBeGreaterThanOrEqual(1);
    await expect(t.at(-1)!, `where it came to rest: ${trace}`).toBeCloseTo(1, 1);
    await expect(backs).toBeGreaterThanOrEqual(1);
    await expect(faces, 'no frame showed a face').toBe(0);
    await waitFor(() => expect(canvasElement.querySelector('.dh-flight')).toBeNull());
  },
};

/** Motion off (reduced motion): nothing travels; the drawn card is in the hand at once, face up. */
export const NoTravelWithMotionOff: Story = {
  args: { motion: 'off' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await layerReady(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Next state' }));
    const { path } = await track(canvasElement, 30);
    await expect(path, 'frames with a card in flight').toHaveLength(0);
    const landed = group(canvasElement, 'Your hand:').querySelector<HTMLElement>(`[data-card="${DRAWN}"]`)!;
    await expect(landed.style.visibility).toBe('');
    await expect(landed).toBeVisible();
  },
};

/**
 * The flights themselves, worked out from two views of one seat (hidden-flights.ts): what travels where in the cases
 * that matter, and never a card id the seat does not see at that end (a back has none to give).
 */
export const WorkedOutFromTheViewAlone: Story = {
  play: async () => {
    const def = c8.def;
    const v = c8.view.zones as { deck: ViewPile; hand: ViewPile[]; discard: ViewPile };
    const z = (deck: ViewPile, hand: ViewPile[], discard: ViewPile) => ({ deck, hand, discard }) as PlayerView['zones'];
    const backs = (n: number): ViewPile => Array<null>(n).fill(null);
    // Ada draws: from the stock's top to the card she now sees in her hand.
    await expect(hiddenFlights(def, c8.view.zones, afterDraw(c8.view, 0).zones)).toEqual([{ from: { pile: 'deck||', fromTop: 0 }, to: { pile: 'hand|0|', card: DRAWN } }]);
    // Bea draws: a back to the top of Bea's hand.
    await expect(hiddenFlights(def, c8.view.zones, afterDraw(c8.view, 1).zones)).toEqual([{ from: { pile: 'deck||', fromTop: 0 }, to: { pile: 'hand|1|', fromTop: 0 } }]);
    // A deal of two each round the table: stock to Ada, Bea, Cy, Ada, Bea, Cy.
    const dealt = hiddenFlights(def, z(backs(10), [[], [], []], []), z(backs(4), [[1, 2], backs(2), backs(2)], []));
    await expect(dealt.map((f) => f.to.pile)).toEqual(['hand|0|', 'hand|1|', 'hand|2|', 'hand|0|', 'hand|1|', 'hand|2|']);
    await expect(dealt.filter((f) => f.to.card !== undefined).map((f) => f.to.card).sort()).toEqual([1, 2]);
    // Ada's 7 of hearts played face down onto the stock: from where she saw it, to a back.
    await expect(hiddenFlights(def, c8.view.zones, z([...v.deck, null], [[23, 36], v.hand[1]!, v.hand[2]!], v.discard))).toEqual([{ from: { pile: 'hand|0|', card: 26 }, to: { pile: 'deck||', fromTop: 0 } }]);
    // A card seen moving between two seen places is motion's, not a hidden flight; nor is a card turned over in place.
    await expect(hiddenFlights(def, c8.view.zones, z(v.deck, [[23, 36], v.hand[1]!, v.hand[2]!], [...v.discard, 26]))).toEqual([]);
    await expect(hiddenFlights(def, c8.view.zones, z(v.deck, v.hand, [...v.discard.slice(0, -1), null]))).toEqual([]);
    // Bea's hand to Cy's (a pass between two hands Ada does not see): back to back.
    await expect(hiddenFlights(def, c8.view.zones, z(v.deck, [v.hand[0]!, backs(4), backs(5)], v.discard))).toEqual([{ from: { pile: 'hand|1|', fromTop: 0 }, to: { pile: 'hand|2|', fromTop: 0 } }]);
    // No earlier view (the first sight of a table): nothing travels.
    await expect(hiddenFlights(def, undefined, c8.view.zones)).toEqual([]);
  },
};
