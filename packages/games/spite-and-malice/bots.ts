/**
 * Spite and Malice's simulation bot (`deckhand simulate`, the fixtures' playouts): the rulebook's own advice. Play the
 * pay-off pile's top whenever you can; else play from your hand or a discard pile while you can; discard only when
 * no play is left (the discard ends the turn). A purely random bot discards about as often as it plays, so most
 * tables run through the draw pile with no centre pile finished and end stalled, which says little about the game.
 */
import type { Chooser } from '@deckhand/dsl';

const choose: Chooser = (actions, rand, state, seat) => {
  const payoff = (state.G.zones.payoff as number[][])[seat] ?? [];
  const top = payoff[payoff.length - 1];
  const plays = actions.filter((a) => a.move === 'play');
  const fromPayoff = plays.filter((a) => a.args[0] === top);
  const pool = fromPayoff.length > 0 ? fromPayoff : plays.length > 0 ? plays : actions;
  return pool[Math.floor(rand() * pool.length)]!;
};

export const bot = { choose };
