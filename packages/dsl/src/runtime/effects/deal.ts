/**
 * The `deal` effect compiled once per game: where code generation is on, as generated source (runtime/effects/deal.fast.ts);
 * elsewhere, and as its reference, into the closure below, as `move` is (runtime/effects/effects.ts): its count and
 * `startAt` expressions, its source pile and its target reference are found once, and each card goes onto its pile
 * without the one-card lists the interpreter made for it. Build Up deals one card onto each hand pile at every turn
 * start, so this runs once per turn in every playout.
 *
 * Same order of work as before: the source pile first, then the count, then the target piles (all named before the
 * first card moves, each looked up again when its card is put down), cards taken from the top, rounds of one card per
 * pile, a refill when the source runs out.
 */
import type { Env } from '../../expr/env';
import type { Scope } from '../../expr/scope';
import { T } from '../../expr/types';
import { generates } from '../../expr/compile/codegen';
import { generatedDeal } from './deal.fast';
import type { Effect, EffectOp } from '../../ir/types';
import type { EffectsFn } from './exec';
import { refillFrom, setCardFace, touched, type Exec } from './exec';
import { alive, DealShort, type Program } from '../program';
import { resolverOf } from '../state/resolve-ref';
import type { Pile } from '../state/state';
import { pileAt, putCards, rowOf, type Loc } from '../state/zones';

type DealOp = Extract<EffectOp, { op: 'deal' }>;

/** `deal`, compiled: generated where code generation is on, else the closure; `sourceOf` finds the one pile it deals from (effects.ts's `onePileFn`). */
export function dealFn(p: Program, e: Effect & DealOp, scope: Scope, sourceOf: (x: Exec, env: Env) => Pile): EffectsFn {
  if (generates(p.runtime)) {
    try {
      return generatedDeal(p, e, scope, sourceOf);
    } catch {
      // The closure below does the same.
    }
  }
  return dealClosure(p, e, scope, sourceOf);
}

/** `deal` as a closure: the reference for the generated form (deal.fast.ts), and what runs where code generation is off. */
function dealClosure(p: Program, e: Effect & DealOp, scope: Scope, sourceOf: (x: Exec, env: Env) => Pile): EffectsFn {
  const def = p.def;
  const toZone = def.zones[e.to.zone]!;
  const toName = e.to.zone;
  const countAll = e.count === 'all';
  const countFn = e.count === 'all' ? undefined : p.expr(e.count, scope, T.number);
  const startFn = e.startAt !== undefined ? p.expr(e.startAt, scope, T.number) : undefined;
  const eachPile = e.eachPile === true;
  const faceUp = e.faceUp;
  const ordered = toZone.order === 'set';
  const perSeatRoundRobin = toZone.scope === 'player' && e.to.seat === undefined;
  const targetsOf = perSeatRoundRobin ? undefined : resolverOf(p, e.to, scope);

  /** The piles of one seat, in dealing order (a row: each pile, or its first). */
  const seatLocs = (env: Env, seat: number, out: Loc[]) => {
    if (!toZone.row) {
      out.push({ zone: toName, seat });
      return;
    }
    const n = eachPile ? rowOf(env.G, toZone, seat).length : 1;
    for (let pile = 0; pile < n; pile++) out.push({ zone: toName, seat, pile });
  };

  /** Every target pile of one round, in order: seats from `startAt` round the table, or what `to` names. */
  const targets = (env: Env): Loc[] => {
    if (targetsOf) {
      const locs = targetsOf(env);
      if (!eachPile && locs.length > 1) locs.length = 1;
      return locs;
    }
    const seats = alive(env.G, env.numPlayers);
    const start = startFn ? Number(startFn(env)) : (seats[0] ?? 0);
    const first = Math.max(0, seats.indexOf(start));
    const out: Loc[] = [];
    for (let i = 0; i < seats.length; i++) seatLocs(env, seats[(first + i) % seats.length]!, out);
    return out;
  };

  return (x, env) => {
    const G = env.G;
    const source = sourceOf(x, env);
    const per = countFn ? Number(countFn(env)) : Infinity;
    const locs = targets(env);
    const need = countAll ? source.length : per * locs.length;
    const have = source.length;
    let last: number | undefined;
    outer: for (let round = 0; countAll ? source.length > 0 : round < per; round++) {
      for (let t = 0; t < locs.length; t++) {
        if (countAll && source.length === 0) break outer;
        if (source.length === 0 && !refillFrom(x, env, scope, source, e.refill, e.refillKeep)) {
          // During setup a deal that runs short is a spec error, not "deal what there is".
          if (x.setup) throw new DealShort(e, need, have);
          break outer;
        }
        const card = source.pop()!;
        const loc = locs[t]!;
        const pile = pileAt(G, def, loc)!;
        if (ordered) putCards(pile, toZone, [card]);
        else pile.push(card);
        setCardFace(G, card, faceUp);
        touched(x, 1);
        last = loc.seat;
      }
    }
    if (e.lastTo && last !== undefined) G.vars[e.lastTo] = last;
  };
}
