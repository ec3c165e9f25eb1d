/**
 * Drag and drop (dnd-kit): a card that plays now may be dragged onto where it goes. A legal pile plays it, exactly
 * the server's legal tuple; any other pile does nothing and says why in the game's words, the card still picked.
 * The mouse is driven with real events in Chromium, as dnd-kit's mouse sensor hears them.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtures, type Fixture } from '../fixtures';
import { backgroundOf, contrast } from '../../.storybook/contrast';
import { GameBoard, type GameBoardProps } from './GameBoard';
import { fetchDragKit } from './lazy-drag';

const names = [{ name: 'Ada', connected: true }, { name: 'Bea', connected: true }, { name: 'Cy', connected: true, bot: true }];

function args(f: Fixture): Pick<GameBoardProps, 'def' | 'view' | 'ctx' | 'playerID' | 'players'> {
  return { def: f.def, view: f.view, ctx: f.ctx, playerID: f.playerID, players: names.slice(0, f.ctx.numPlayers) };
}

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
  mouse('mouseup', document, to);
  await frame();
}

const bu = fixtures.buildUpPlay;

const meta = {
  title: 'Board/Drag',
  component: GameBoard,
  parameters: { layout: 'fullscreen' },
  args: { ...args(bu), onMove: fn(), motion: 'off' },
  // dnd-kit is fetched on demand (lazy-drag.tsx): here before the board draws, so it has it from the start.
  loaders: [async () => ({ kit: await fetchDragKit() })],
} satisfies Meta<typeof GameBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const pile = (c: HTMLElement, name: RegExp) => c.querySelector(`[role="group"][aria-label^="${name.source}"]`)!;

/** Build Up: drag the 2 from your hand pile onto building pile 2 (it needs a 2): played, as the server's legal tuple. */
export const DropOnLegalPile: Story = {
  play: async ({ canvasElement, args: a }) => {
    const c = within(canvasElement);
    const two = c.getByRole('button', { name: '2' });
    await drag(two, pile(canvasElement, /Building pile 2:/));
    await expect(a.onMove).toHaveBeenCalledTimes(1);
    await expect(a.onMove).toHaveBeenCalledWith('play', [15, 1]);
    await expect(c.queryByRole('alert')).toBeNull();
  },
};

/** Building pile 1 needs a 3: the drop plays nothing and says why in the game's words; the 2 stays picked up. */
export const DropOnIllegalPile: Story = {
  play: async ({ canvasElement, args: a }) => {
    const c = within(canvasElement);
    const two = c.getByRole('button', { name: '2' });
    await drag(two, pile(canvasElement, /Building pile 1:/));
    await expect(a.onMove).not.toHaveBeenCalled();
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('2 cannot go on building pile 1. A pile takes the next number (a new pile starts with 1); a wild is any number.'));
    await expect(two).toHaveAttribute('aria-pressed', 'true');
    // Its legal places are still offered, for a second try by drag or by tap.
    await expect(c.getAllByRole('button', { name: /^Play 2 on / }).length).toBe(2);
  },
};

/** A short press and release is still a click: the card is picked, not dropped anywhere. */
export const ClickStaysAClick: Story = {
  play: async ({ canvasElement, args: a }) => {
    const c = within(canvasElement);
    const two = c.getByRole('button', { name: '2' });
    await userEvent.click(two);
    await expect(two).toHaveAttribute('aria-pressed', 'true');
    await expect(a.onMove).not.toHaveBeenCalled();
  },
};

const c8 = fixtures.crazyEightsPlay;

/**
 * Crazy Eights: "Play" takes only a card, and sends it to the discard pile. Dragging the 7 of hearts there plays it;
 * tapping it offers the discard pile as its place too.
 */
export const DropWhereTheMoveSendsIt: Story = {
  args: args(c8),
  play: async ({ canvasElement, args: a }) => {
    const c = within(canvasElement);
    const seven = c.getByRole('button', { name: '7 of hearts' });
    // Only the card the rules allow is offered (the server's legal moves): the 6 of spades and 10 of clubs are not.
    // They are still buttons, which say why they do not play (aria-disabled), but not offered as legal.
    await expect(c.getByRole('button', { name: '6 of spades' })).toHaveAttribute('aria-disabled', 'true');
    await expect(c.getByRole('button', { name: '6 of spades' })).not.toHaveAttribute('data-legal');
    await drag(seven, pile(canvasElement, /Discard pile:/));
    await expect(a.onMove).toHaveBeenCalledWith('play', [26]);
    // Picked up by the drag, it shows the same place a tap would have offered.
    await expect(c.getByRole('button', { name: 'Play 7 of hearts on discard pile' })).toBeVisible();
  },
};

/** The stock takes no card: dropped there, nothing happens and the board says so. */
export const DropOnPileNoMoveTakes: Story = {
  args: args(c8),
  play: async ({ canvasElement, args: a }) => {
    const c = within(canvasElement);
    await drag(c.getByRole('button', { name: '7 of hearts' }), pile(canvasElement, /Stock:/));
    await expect(a.onMove).not.toHaveBeenCalled();
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent(/^7 of hearts cannot go on stock\.$/));
  },
};

/** The refusal in the dark token set: the alert keeps its contrast. */
export const DropRefusedDark: Story = {
  ...DropOnIllegalPile,
  parameters: { theme: 'dark' },
  play: async (ctx) => {
    await DropOnIllegalPile.play!(ctx);
    const alert = within(ctx.canvasElement).getByRole('alert');
    await expect(contrast(getComputedStyle(alert).color, backgroundOf(alert))).toBeGreaterThanOrEqual(4.5);
  },
};

/** What dnd-kit last said to a screen reader (its live region). */
const announced = (root: HTMLElement) => root.ownerDocument.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';

/** Carries the lifted card with arrow keys until the live region says it is over `target`; false if it never gets there. */
async function carryTo(root: HTMLElement, target: RegExp): Promise<boolean> {
  const tries = ['{ArrowUp}', ...Array<string>(6).fill('{ArrowRight}'), ...Array<string>(8).fill('{ArrowLeft}'), '{ArrowUp}', ...Array<string>(8).fill('{ArrowRight}')];
  for (const key of tries) {
    if (target.test(announced(root))) return true;
    await userEvent.keyboard(key);
    await frame();
  }
  return target.test(announced(root));
}

/**
 * By keyboard (dnd-kit's KeyboardSensor): Space lifts the 2, the arrow keys carry it from pile to pile (each one
 * named, and whether it may go there), Space puts it down: on building pile 2 it plays, as the server's legal tuple.
 */
export const KeyboardCarryToLegalPile: Story = {
  play: async ({ canvasElement, args: a }) => {
    const c = within(canvasElement);
    const two = c.getByRole('button', { name: '2' });
    two.focus();
    await userEvent.keyboard('[Space]');
    // Lifted: the card stays in place, faded, and the live region names the pile it is over (its own, to start).
    await waitFor(() => expect(two).toHaveAttribute('data-dragging', 'true'));
    await expect(announced(canvasElement)).toMatch(/^(Picked up 2|Over your hand piles \d)\.$/);
    await expect(await carryTo(canvasElement, /^Over building pile 2: it can go here\.$/)).toBe(true);
    await userEvent.keyboard('[Space]');
    await expect(a.onMove).toHaveBeenCalledTimes(1);
    await expect(a.onMove).toHaveBeenCalledWith('play', [15, 1]);
  },
};

/** Carried onto a pile it may not go on, it is refused in the game's words (as a pointer drop); Escape puts it back. */
export const KeyboardCarryRefusedAndEscape: Story = {
  play: async ({ canvasElement, args: a }) => {
    const c = within(canvasElement);
    const two = c.getByRole('button', { name: '2' });
    two.focus();
    await userEvent.keyboard('[Space]');
    await expect(await carryTo(canvasElement, /^Over building pile 1\.$/)).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect(a.onMove).not.toHaveBeenCalled();
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent(/^2 cannot go on building pile 1\./));
    // Lifted again and put back with Escape: nothing played, and the board says it was put back.
    two.focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(announced(canvasElement)).toBe('Put back.'));
    await expect(a.onMove).not.toHaveBeenCalled();
  },
};

/** Enter on a card still picks it (the keyboard path that needs no carrying): its places are offered to tab to. */
export const EnterStillPicks: Story = {
  play: async ({ canvasElement, args: a }) => {
    const c = within(canvasElement);
    const two = c.getByRole('button', { name: '2' });
    two.focus();
    await userEvent.keyboard('{Enter}');
    await expect(two).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getAllByRole('button', { name: /^Play 2 on / }).length).toBe(2);
    await expect(a.onMove).not.toHaveBeenCalled();
  },
};
