/**
 * Build Up's simulation bot (`deckhand simulate`): the rulebook's own strategy hint. Play from the stockpile
 * whenever you can, else from a hand pile, and never stop while a play is left (the turn then ends by itself).
 * A purely random bot passes so often that most two-player tables end deadlocked, which says little about the game.
 */
import type { Chooser } from '@deckhand/dsl';

const choose: Chooser = (actions, rand, state, seat) => {
  const stock = (state.G.zones.stock as number[][])[seat] ?? [];
  const top = stock[stock.length - 1];
  const plays = actions.filter((a) => a.move === 'play');
  if (plays.length === 0) return actions[0]!;
  const fromStock = plays.filter((a) => a.args[0] === top);
  const pool = fromStock.length > 0 ? fromStock : plays;
  return pool[Math.floor(rand() * pool.length)]!;
};

export const bot = { choose };
