/**
 * Random legal play, the baseline bot (`random` in `deckhand simulate --bots`, the strength benchmark and the
 * server's bot seats) and the rollout policy of games without a bot of their own.
 *
 * A uniformly random pick among the listed actions, except that a game's free moves (`free: true`: they do not
 * use up the mover's turn or pick, so they may follow one another without end) together count as one choice.
 * Uniform over every action, a player who may rearrange its table at any time (Art of Argument's `rearrange`, one
 * action per card and set) spends nearly every move rearranging: 92 % of the moves of a random game went to it, and
 * some games did not end in 3,000 moves. Counted as one choice, a free move is taken about once for each move that
 * moves the game on.
 *
 * Where no listed action is free (every shipped game but Art of Argument) it draws once from `rand`, exactly as a
 * plain uniform pick does, so those games' seeded random play is unchanged.
 */
import type { CompiledGame } from '../compile/compile';
import type { Action } from '../runtime/legal/action';
import type { Chooser } from './chooser';

const freeMoves = new WeakMap<CompiledGame, ReadonlySet<string>>();

function freeOf(game: CompiledGame): ReadonlySet<string> {
  let out = freeMoves.get(game);
  if (!out) {
    out = new Set(Object.values(game.deckhand.def.moves).filter((m) => m.free).map((m) => m.name));
    freeMoves.set(game, out);
  }
  return out;
}

/** A random legal action, the free ones counted together as one choice (see above). */
export function randomLegal(actions: readonly Action[], rand: () => number, game?: CompiledGame): Action {
  const free = game ? freeOf(game) : undefined;
  let nFree = 0;
  if (free && free.size > 0) for (const a of actions) if (free.has(a.move)) nFree++;
  if (nFree === 0 || nFree === actions.length) return actions[Math.floor(rand() * actions.length)]!;
  // One slot per move that moves the game on, and one for all the free moves.
  const i = Math.floor(rand() * (actions.length - nFree + 1));
  const moving = actions.filter((a) => !free!.has(a.move));
  if (i < moving.length) return moving[i]!;
  const freeOnes = actions.filter((a) => free!.has(a.move));
  return freeOnes[Math.floor(rand() * freeOnes.length)]!;
}

export const randomChoice: Chooser = (actions, rand, _state, _seat, game) => randomLegal(actions, rand, game);
