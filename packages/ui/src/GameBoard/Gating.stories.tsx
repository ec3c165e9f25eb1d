/**
 * Forms gated by the server's legal list, and clicks that are answered: a card enables only the moves some legal
 * tuple takes it for (Expeditions: a card that may only be discarded does not open Play, and Play says why); a card
 * with one legal play plays on one click ("confirm moves" turns that off); a card of your own that does not play says
 * why when clicked (Trumps: follow suit). The legal lists are the fixtures' own (from the compiled games), narrowed
 * where a story needs a state the seeded playout did not reach.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtures, type Fixture } from '../fixtures';
import { scenes } from '../fixtures/scenes';
import type { PlayerView } from '../types';
import { GameBoard, type GameBoardProps } from './GameBoard';
import type { LegalMoves } from './targets';

function withLegal(f: Fixture, keep: (move: string, args: unknown[]) => boolean = () => true): PlayerView {
  const moves: LegalMoves['moves'] = {};
  for (const a of f.legal) if (keep(a.move, a.args)) (moves[a.move] ??= { args: [] }).args.push(a.args);
  return { ...f.view, legal: { moves, unavailable: {} } } as PlayerView;
}

function board(f: Fixture, view: PlayerView): Pick<GameBoardProps, 'def' | 'view' | 'ctx' | 'playerID' | 'players'> {
  return { def: f.def, view, ctx: f.ctx, playerID: f.playerID, players: Array.from({ length: f.ctx.numPlayers }, (_, s) => ({ name: s === 0 ? 'Ada' : `Bot ${s + 1}` })) };
}

// Expeditions at its start: seat 0 may play or discard each of its 7 cards; here the white wager (52) may only be
// discarded (as when a higher white card already lies in its expedition).
const exp = scenes.find((s) => s.id === 'expeditions-start')!.fixture;
const discardOnly = withLegal(exp, (m, a) => m !== 'play' || a[0] !== 52);
const trumps = fixtures.trumpsTwo;

const meta = {
  title: 'Board/Gating',
  component: GameBoard,
  parameters: { layout: 'fullscreen' },
  args: { ...board(exp, discardOnly), onMove: fn(), motion: 'off' },
} satisfies Meta<typeof GameBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirming moves: the discard-only card leaves Play closed, with the rule it breaks; Discard takes it. */
export const DiscardOnlyCardLeavesPlayClosed: Story = {
  args: { confirmMoves: true },
  play: async ({ canvasElement, args: a }) => {
    const c = within(canvasElement);
    const wager = c.getByRole('button', { name: /white wager/i });
    await userEvent.click(wager);
    await expect(a.onMove).not.toHaveBeenCalled();
    const play = within(c.getByRole('form', { name: 'Play' }));
    await expect(play.getByRole('button', { name: 'Play' })).toBeDisabled();
    await expect(play.getByRole('status')).toHaveTextContent(/An expedition takes its wagers first/);
    const discard = within(c.getByRole('form', { name: 'Discard' }));
    await expect(discard.getByRole('button', { name: 'Discard' })).toBeEnabled();
    await userEvent.click(discard.getByRole('button', { name: 'Discard' }));
    await expect(a.onMove).toHaveBeenCalledWith('discard', [52]);
  },
};

/** By default the same card, whose only legal play is a discard, is discarded on one click. */
export const DiscardOnlyCardOneClick: Story = {
  play: async ({ canvasElement, args: a }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /white wager/i }));
    await expect(a.onMove).toHaveBeenCalledTimes(1);
    await expect(a.onMove).toHaveBeenCalledWith('discard', [52]);
  },
};

/** A card that may be played or discarded is picked, not played: both forms take it, and Play sends it. */
export const TwoPlaysPickFirst: Story = {
  play: async ({ canvasElement, args: a }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: /yellow 10/i }));
    await expect(a.onMove).not.toHaveBeenCalled();
    await expect(within(c.getByRole('form', { name: 'Discard' })).getByRole('button', { name: 'Discard' })).toBeEnabled();
    await userEvent.click(within(c.getByRole('form', { name: 'Play' })).getByRole('button', { name: 'Play' }));
    await expect(a.onMove).toHaveBeenCalledWith('play', [8]);
  },
};

/** Trumps, hearts led: a spade cannot be played while hearts are held; clicked, the board says so and sends nothing. */
export const UnplayableCardSaysWhy: Story = {
  args: board(trumps, withLegal(trumps, (_m, a) => trumps.view.faces[a[0] as number]?.attrs['suit'] === 'hearts')),
  play: async ({ canvasElement, args: a }) => {
    const c = within(canvasElement);
    const spade = c.getByRole('button', { name: /^3 of spades$/ });
    await expect(spade).toHaveAttribute('aria-disabled', 'true');
    await expect(spade).not.toHaveAttribute('data-legal');
    await userEvent.click(spade);
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('3 of spades does not play now. Follow the suit led while you hold it.'));
    await expect(a.onMove).not.toHaveBeenCalled();
    // A heart plays on one click (the trick is its one place).
    await userEvent.click(c.getByRole('button', { name: /^3 of hearts$/ }));
    await expect(a.onMove).toHaveBeenCalledWith('play', [6]);
  },
};

// Expeditions mid-game, seat 0 to draw: from the draw pile, or the top card of a discard pile.
const draw = scenes.find((s) => s.id === 'expeditions-mid')!.fixture;

/** The draw pile is what a player reaches for to draw: pointing at it draws (the move takes no argument). */
export const DrawFromTheStock: Story = {
  args: board(draw, withLegal(draw)),
  play: async ({ canvasElement, args: a }) => {
    const c = within(canvasElement);
    const stock = c.getByRole('button', { name: /^Draw from /i });
    await expect(stock).toHaveAttribute('data-move', 'drawDeck');
    await userEvent.click(stock);
    await expect(a.onMove).toHaveBeenCalledWith('drawDeck', []);
  },
};

/** The top card of a discard pile is taken with one click: taking it is the one thing that card can do. */
export const TakeADiscardInOneClick: Story = {
  args: board(draw, withLegal(draw)),
  play: async ({ canvasElement, args: a }) => {
    const top = canvasElement.querySelector<HTMLElement>('button.dh-card[data-card="17"]')!;
    await expect(top).toHaveAttribute('data-legal', 'true');
    await userEvent.click(top);
    await expect(a.onMove).toHaveBeenCalledTimes(1);
    await expect(a.onMove).toHaveBeenCalledWith('take', [17]);
  },
};
