/**
 * The random bot (`random` in `deckhand simulate --bots`, the report's random baseline, the server's random seats):
 * it picks a move kind first, uniformly among the kinds it may make, then one of that kind's actions. Uniform over
 * every listed action, a kind with many arguments swamps the others: with a raise of 40 possible amounts beside fold
 * and call, a random player raised 40 times in 42 and almost never folded, so simulated games said nothing about a
 * game where folding matters. Picked by kind, it folds, calls and raises a third of the time each.
 *
 * Free moves (`free: true`) count together as one kind, as in the uniform pick (bots/random.ts says why). Where every
 * listed action is of one kind, it draws once from `rand`, exactly as the uniform pick does.
 */
import type { CompiledGame } from '../compile/compile';
import type { Action } from '../runtime/legal/action';
import type { Chooser } from './chooser';
import { randomLegal } from './random';

const freeMoves = new WeakMap<CompiledGame, ReadonlySet<string>>();

function freeOf(game: CompiledGame | undefined): ReadonlySet<string> {
  if (!game) return new Set();
  let out = freeMoves.get(game);
  if (!out) freeMoves.set(game, (out = new Set(Object.values(game.deckhand.def.moves).filter((m) => m.free).map((m) => m.name))));
  return out;
}

/** A random legal action: a kind first (the free moves together one kind), then an action of that kind. */
export function randomByKind(actions: readonly Action[], rand: () => number, game?: CompiledGame): Action {
  const free = freeOf(game);
  const kinds = new Map<string, Action[]>();
  for (const a of actions) {
    const kind = free.has(a.move) ? '\u0000free' : a.move;
    const list = kinds.get(kind);
    if (list) list.push(a);
    else kinds.set(kind, [a]);
  }
  if (kinds.size <= 1) return randomLegal(actions, rand, game);
  // In the order the kinds were first listed: the same actions give the same pick.
  const groups = [...kinds.values()];
  const group = groups[Math.floor(rand() * groups.length)]!;
  return group[Math.floor(rand() * group.length)]!;
}

export const randomByKindChoice: Chooser = (actions, rand, _state, _seat, game) => randomByKind(actions, rand, game);
