/**
 * Zoom and tooltips (issue 37 item 8): a card under the mouse, or a focused card asked with Z, is drawn large beside
 * itself with its name in words (its YAML `speak:`); the table-size control draws every card of the board larger or
 * smaller. Two-player Trumps: standard cards designed in YAML, 25 to a hand.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtures } from '../fixtures';
import { GameBoard } from '../GameBoard';
import type { PlayerView } from '../types';
import type { LegalMoves } from '../GameBoard/targets';
import { loadCardZoom } from './lazy-zoom';

const f = fixtures.trumpsTwo;
function withLegal(): PlayerView {
  const moves: LegalMoves['moves'] = {};
  for (const a of f.legal) (moves[a.move] ??= { args: [] }).args.push(a.args);
  return { ...f.view, legal: { moves, unavailable: {} } } as PlayerView;
}

const meta = {
  title: 'Board/Zoom',
  component: GameBoard,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
  },
  args: { def: f.def, view: withLegal(), ctx: f.ctx, playerID: f.playerID, players: [{ name: 'Ada' }, { name: 'Bea', bot: true }], onMove: fn(), motion: 'off', confirmMoves: true },
  // The zoom is fetched as a board draws (lazy-zoom.tsx): here before the board, so the first hover is not missed.
  loaders: [async () => void (await loadCardZoom())],
} satisfies Meta<typeof GameBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const handCards = (canvas: HTMLElement) => [...within(canvas).getByRole('group', { name: /^Your hand/ }).querySelectorAll<HTMLElement>('.dh-card')];

/**
 * The board once its drag kit has arrived (fetched after the first draw when the seat has a card to drag): the table is
 * drawn once more then, which cancels a hover begun before it, as it would for a player who had just opened the page.
 */
const dragReady = (canvas: HTMLElement) => waitFor(() => expect(canvas.querySelector<HTMLElement>('.dh-board')?.dataset['drag']).toBe('ready'), { timeout: 5000 });

/** The mouse rests on a card: it is shown large with its spoken name, and goes when the mouse leaves. */
export const HoverEnlarges: Story = {
  play: async ({ canvasElement }) => {
    await dragReady(canvasElement);
    const card = handCards(canvasElement)[3]!;
    const name = card.getAttribute('aria-label')!;
    await expect(name).toMatch(/ of (hearts|spades|diamonds|clubs)$/);
    await userEvent.hover(card);
    const tip = await waitFor(() => within(document.body).getByRole('tooltip'), { timeout: 3000 });
    await expect(within(tip).getByText(name)).toBeVisible();
    await expect(card).toHaveAccessibleDescription(name);
    const big = tip.querySelector<HTMLElement>('.dh-card')!.getBoundingClientRect();
    const small = card.getBoundingClientRect();
    await expect(big.width).toBeGreaterThanOrEqual(small.width * 2);
    // On screen and clear of the card itself.
    const t = tip.getBoundingClientRect();
    await expect(t.left >= 0 && t.right <= window.innerWidth && t.top >= 0 && t.bottom <= window.innerHeight).toBe(true);
    await expect(t.left >= small.right || t.right <= small.left).toBe(true);
    await userEvent.unhover(card);
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

/** From the keyboard: Z on a focused card shows it large; Escape puts it away and leaves the card as it was. */
export const KeyZEnlarges: Story = {
  play: async ({ canvasElement, args }) => {
    const card = handCards(canvasElement)[0]!;
    card.focus();
    await userEvent.keyboard('z');
    const tip = await waitFor(() => within(document.body).getByRole('tooltip'));
    await expect(tip).toHaveTextContent(card.getAttribute('aria-label')!);
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('tooltip')).toBeNull();
    await expect(card).toHaveFocus();
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

/** A card's drawn width and the width its zone designs it at (`--dh-card-w`, before the table size). */
function widths(card: HTMLElement) {
  return { drawn: card.getBoundingClientRect().width, designed: parseFloat(getComputedStyle(card).getPropertyValue('--dh-card-w')) };
}

/** Larger cards: every card of the board is drawn at 1.4 times its size, and a card still plays on a click. */
const larger: Story['play'] = async ({ canvasElement, args }) => {
  const root = canvasElement.querySelector('.dh-board')!;
  await expect(root).toHaveAttribute('data-table-size', 'larger');
  const card = handCards(canvasElement)[0]!;
  const { drawn, designed } = widths(card);
  await expect(drawn).toBeGreaterThan(designed * 1.35);
  await expect(drawn).toBeLessThan(designed * 1.45);
  // Nothing sticks out sideways: the page does not scroll across.
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth + 1);
  const legal = handCards(canvasElement).find((c) => c.getAttribute('data-legal') === 'true')!;
  await userEvent.click(legal);
  await expect(args.onMove).toHaveBeenCalledTimes(1);
};

export const LargerCards: Story = { args: { tableSize: 'larger', confirmMoves: false }, play: larger };
export const LargerCardsPhone: Story = { args: { tableSize: 'larger', confirmMoves: false }, globals: { viewport: { value: 'phone' } }, play: larger };

/** Smaller cards: the board's cards at 0.85 times their size. */
export const SmallerCards: Story = {
  args: { tableSize: 'small' },
  play: async ({ canvasElement }) => {
    const { drawn, designed } = widths(handCards(canvasElement)[0]!);
    await expect(drawn).toBeGreaterThan(designed * 0.8);
    await expect(drawn).toBeLessThan(designed * 0.9);
  },
};
