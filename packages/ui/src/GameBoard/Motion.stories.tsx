/**
 * What a move leaves behind for a moment: the cards it moved or turned up are marked (a ring in the "changed"
 * colour), and piles whose count changed show it; cards slide from where they were to where they land (motion's
 * layout animation, keyed by card id). With motion off (the player's reduced-motion setting, or `motion="off"`) the
 * cards jump and the mark is simply there; either way it clears after a moment.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtures } from '../fixtures';
import type { PlayerView, ViewPile } from '../types';
import { backgroundOf, contrast } from '../../.storybook/contrast';
import { loadCardAnimations } from '../Card';
import { GameBoard, type GameBoardProps } from './GameBoard';
import { CHANGE_MARK_MS } from './useTableChanges';

const bu = fixtures.buildUpPlay;
const names = [{ name: 'Ada', connected: true }, { name: 'Bot 2', connected: true, bot: true }];

/** Build Up after Ada plays her 2 (card 15, hand pile 2) on building pile 2, as the server's next view has it. */
function afterPlay(view: PlayerView): PlayerView {
  const zones = structuredClone(view.zones) as Record<string, unknown>;
  const hands = zones['handPiles'] as ViewPile[][];
  hands[0] = hands[0]!.map((p) => p.filter((c) => c !== 15));
  const building = zones['building'] as ViewPile[];
  building[1] = [...building[1]!, 15];
  return { ...view, zones: zones as PlayerView['zones'] };
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
  title: 'Board/Motion',
  component: Replay,
  parameters: { layout: 'fullscreen' },
  args: { def: bu.def, ctx: bu.ctx, playerID: '0', players: names, onMove: fn(), views: [bu.view, afterPlay(bu.view)], motion: 'on' },
} satisfies Meta<typeof Replay>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (root: HTMLElement, id: number) => root.querySelector<HTMLElement>(`.dh-board [data-card="${id}"]`);
const group = (root: HTMLElement, start: string) => root.querySelector<HTMLElement>(`[role="group"][aria-label^="${start}"]`)!;

/** The 2 lands on building pile 2: marked as changed, and so are the counts of the two piles it left and joined; then not. */
export const ChangedCardsMarked: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // The first sight of a table is not news.
    await expect(canvasElement.querySelector('[data-changed]')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Next state' }));
    await waitFor(() => expect(card(canvasElement, 15)).toHaveAttribute('data-changed', 'true'));
    await expect(group(canvasElement, 'Building pile 2:')).toHaveAttribute('data-changed', 'true');
    await expect(group(canvasElement, 'Your hand piles 2:')).toHaveAttribute('data-changed', 'true');
    // Nothing else moved.
    await expect(canvasElement.querySelectorAll('.dh-card[data-changed]')).toHaveLength(1);
    await expect(group(canvasElement, 'Building pile 1:')).not.toHaveAttribute('data-changed');
    await waitFor(() => expect(canvasElement.querySelector('[data-changed]')).toBeNull(), { timeout: CHANGE_MARK_MS + 2000 });
  },
};

/** Where card `id` is drawn on every animation frame until `frames` have passed: its centre, as a player sees it. */
async function track(root: HTMLElement, id: number, frames: number): Promise<{ path: { x: number; y: number }[]; arriving: boolean }> {
  const path: { x: number; y: number }[] = [];
  let arriving = false;
  for (let i = 0; i < frames; i++) {
    await new Promise(requestAnimationFrame);
    const el = card(root, id);
    if (!el) continue;
    const r = el.getBoundingClientRect();
    path.push({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
    arriving ||= getComputedStyle(el).animationName === 'dh-arrive';
  }
  return { path, arriving };
}

/**
 * Motion on: the card travels from the hand pile to building pile 2. Its drawn position is sampled frame by frame:
 * it must be drawn between the two places on its way (not jump there in one frame), and come to rest where it lies.
 */
export const AnimationOn: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // The animations are fetched once the board has drawn (lazy-motion.tsx): a move made before they arrive jumps.
    await loadCardAnimations();
    await new Promise(requestAnimationFrame);
    const start = card(canvasElement, 15)!.getBoundingClientRect();
    const from = { x: start.x + start.width / 2, y: start.y + start.height / 2 };
    await userEvent.click(c.getByRole('button', { name: 'Next state' }));
    // 0.3 s of travel is ~18 frames at 60 Hz; 90 frames leave room for a slow machine's first frames.
    const { path, arriving } = await track(canvasElement, 15, 90);
    await expect(group(canvasElement, 'Building pile 2:').querySelector('[data-card="15"]')).not.toBeNull();
    const moving = card(canvasElement, 15)!;
    await waitFor(() => expect(['', 'none']).toContain(moving.style.transform), { timeout: 3000 });
    const end = moving.getBoundingClientRect();
    const to = { x: end.x + end.width / 2, y: end.y + end.height / 2 };
    const span = Math.hypot(to.x - from.x, to.y - from.y);
    await expect(span).toBeGreaterThan(20);
    // How far along the way from `from` to `to` each frame drew it (0 at the start, 1 where it lands).
    const along = path.map((p) => ((p.x - from.x) * (to.x - from.x) + (p.y - from.y) * (to.y - from.y)) / (span * span));
    // At least one frame drew it on its way (a jump draws every frame at the end: 1, 1, 1, …). One, not more: on a
    // loaded machine the 0.3 s flight may get only a frame or two.
    const trace = JSON.stringify(along.map((t) => +t.toFixed(2)));
    await expect(along.filter((t) => t > 0.15 && t < 0.85).length, `frames drawn between the two places: ${trace}`).toBeGreaterThanOrEqual(1);
    await expect(along.at(-1)!, `where it rests: ${trace}`).toBeCloseTo(1, 1);
    // The arrival mark animates too (the card's ring, 0.7 s), while it travels.
    await expect(arriving, 'the arrival mark animated').toBe(true);
  },
};

/** Motion off (reduced motion): the card is at once where it lands and the mark does not animate, but it is there. */
export const AnimationOff: Story = {
  args: { motion: 'off' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Next state' }));
    await waitFor(() => expect(card(canvasElement, 15)).toHaveAttribute('data-changed', 'true'));
    const landed = card(canvasElement, 15)!;
    await expect(['', 'none']).toContain(landed.style.transform);
    await expect(getComputedStyle(landed).animationName).toBe('none');
    await expect(getComputedStyle(landed).boxShadow).toMatch(/3px/);
  },
};

/** In the dark token set the mark stands out from the table it lies on (3:1, as any control's edge must). */
export const ChangedCardsMarkedDark: Story = {
  args: { motion: 'off' },
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Next state' }));
    await waitFor(() => expect(card(canvasElement, 15)).toHaveAttribute('data-changed', 'true'));
    // The ring is the card's first shadow: its colour comes first in the computed value.
    const ring = getComputedStyle(card(canvasElement, 15)!).boxShadow;
    const table = backgroundOf(canvasElement.querySelector('.dh-board-table')!);
    await expect(contrast(ring, table)).toBeGreaterThanOrEqual(3);
  },
};
