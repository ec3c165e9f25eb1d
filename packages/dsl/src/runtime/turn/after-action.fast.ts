/**
 * A row trigger's walk as generated JavaScript (`new Function`): its `when` condition written into one loop over the
 * piles of a shared row (or a shared zone's one pile), with `pile`, `pileIndex` and `seat` read from the loop's
 * locals (expr/compile/compile.ts `inlineOver`). It returns the first pile, from a given index down, whose condition holds.
 *
 * Why: `fireTriggers`' reference loop (runtime/turn/after-action.ts, what runs where code generation is off) binds each pile on
 * the action's environment (three writes), calls the condition's own function, and puts the old bindings back after
 * the walk, after every action. Build Up's "a building pile of 10" checks up to four piles after every play: the
 * walk alone was ~3 % of its simulator's time (CPU profile, `fireTriggers` self).
 *
 * The same piles in the same order as the reference: the caller passes the row as it is now and the index to start
 * at (the last pile first; after a firing, the pile before it in the row as the effects left it); a missing pile is
 * skipped; `seat` is the current player, read on each walk. A condition that reads one of those names through a
 * closure or inside a list builtin's condition (where the element is bound on the environment) is not generated:
 * the caller keeps the reference loop (`rowWalk` gives undefined).
 */
import { Consts, generates } from '../../expr/compile/codegen';
import { inlineOver } from '../../expr/compile/compile';
import type { Env } from '../../expr/env';
import type { Scope } from '../../expr/scope';
import { T } from '../../expr/types';
import type { Expr } from '../../ir/types';
import type { Program } from '../program';
import type { Pile } from '../state/state';

/** The index of the first pile of `zone` from `from` down to 0 whose condition holds, or -1 (a shared zone that is one pile: 0 or -1). */
export type RowWalk = (env: Env, zone: Pile[] | Pile, from: number) => number;

/** The trigger scope's locals, read from the walk's own locals of the same names. */
const LOCALS: ReadonlyMap<string, string> = new Map([
  ['pile', 'pile'],
  ['pileIndex', 'pileIndex'],
  ['seat', 'seat'],
]);

/**
 * The generated walk of condition `when` (in the trigger scope `scope`) over a shared row (`row`) or a shared zone's
 * one pile; undefined where code generation is off or the condition cannot be written into the loop.
 */
export function rowWalk(p: Program, when: Expr, scope: Scope, row: boolean): RowWalk | undefined {
  if (!generates(p.runtime) || typeof when !== 'string') return undefined;
  const cond = inlineOver(when, scope, T.boolean, p.runtime, LOCALS, '');
  if (cond === undefined || cond.readsRecord) return undefined;
  const k = new Consts();
  k.add(cond.consts, cond.constsName);
  try {
    return k.make<RowWalk>(
      `${cond.declarations}return function walk(e, zone, from) {
${cond.locals}
const seat = e.currentPlayer;
for (let pileIndex = from; pileIndex >= 0; pileIndex--) {
const pile = ${row ? 'zone[pileIndex]' : 'zone'};
if (!pile) continue;
if (${cond.src}) return pileIndex;
}
return -1;
};`,
    );
  } catch {
    return undefined;
  }
}
