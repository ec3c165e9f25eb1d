/** What runs after every action: triggers until none holds, eliminations, the end of a hand, the end rules. */
import { onPile } from '../../expr/bind';
import type { Env } from '../../expr/env';
import { T } from '../../expr/types';
import type { ZoneRef } from '../../ir/types';
import { eliminate, resolve, type Exec } from '../effects/exec';
import { run } from '../effects/effects';
import type { Fn, Program } from '../program';
import { pileAt } from '../state/zones';
import type { Pile } from '../state/state';
import { resultFrom } from '../effects/result';
import { endHandIfOver, nextHand } from './hands';
import { playHouseIfDue } from './house';
import { rowWalk, type RowWalk } from './after-action.fast';

/** How many rounds one trigger may fire in, in one action (a row trigger firing for several piles in one round counts
 * once): a trigger whose effects keep its condition true is a bug of the game. */
const MAX_TRIGGER_FIRINGS = 100;

/** A trigger fired more than MAX_TRIGGER_FIRINGS times in one action (its effects never make its condition false). */
class TriggerLoop extends Error {
  constructor(
    readonly index: number,
    readonly line: number | undefined,
  ) {
    super(
      `trigger ${index + 1}${line !== undefined ? ` (line ${line})` : ''} fired ${MAX_TRIGGER_FIRINGS} times in one action: its effects never make its "when" false`,
    );
    this.name = 'TriggerLoop';
  }
}

interface AfterPlan {
  /** Per trigger: its condition, compiled once, in its own scope. */
  when: Fn[];
  /** Per trigger on a zone: the piles it watches (every pile of a row unless it names one); none for the others. */
  refs: (ZoneRef | undefined)[];
  /**
   * Per trigger on a shared zone watching all of it: true for every pile of a shared row, false for a shared zone that
   * is one pile; undefined for the others, whose piles are resolved as locations.
   */
  sharedRow: (boolean | undefined)[];
  /** Per trigger with `sharedRow` set: its condition's generated walk over the piles, where there is one. */
  walks: (RowWalk | undefined)[];
  eliminate?: Fn;
  ends: Fn[];
}

const afterPlans = new WeakMap<Program, AfterPlan>();
/** The plan last asked for (one game at a time, mostly: skips the map lookup after every action). */
let lastPlan: { p: Program; plan: AfterPlan } | undefined;

function afterPlan(p: Program): AfterPlan {
  if (lastPlan?.p === p) return lastPlan.plan;
  let plan = afterPlans.get(p);
  if (plan) {
    lastPlan = { p, plan };
    return plan;
  }
  const sharedRow = p.def.triggers.map((t) => {
    const zone = t.zone ? p.def.zones[t.zone.zone] : undefined;
    if (!t.zone || !zone || zone.scope === 'player') return undefined;
    if (!zone.row) return false;
    return t.zone.pile === undefined || t.zone.pile === '*' ? true : undefined;
  });
  plan = {
    when: p.def.triggers.map((t) => p.expr(t.when, t.zone ? p.scopes.trigger : p.scopes.global, T.boolean)),
    refs: p.def.triggers.map((t) => (t.zone ? { ...t.zone, ...(p.def.zones[t.zone.zone]!.row && t.zone.pile === undefined ? { pile: '*' } : {}) } : undefined)),
    sharedRow,
    walks: p.def.triggers.map((t, i) => (sharedRow[i] === undefined ? undefined : rowWalk(p, t.when, p.scopes.trigger, sharedRow[i]!))),
    ...(p.def.eliminateWhen !== undefined ? { eliminate: p.expr(p.def.eliminateWhen, p.scopes.seat, T.boolean) } : {}),
    ends: p.def.end.map((e) => p.expr(e.when, p.scopes.global, T.boolean)),
  };
  afterPlans.set(p, plan);
  lastPlan = { p, plan };
  return plan;
}

/** Fires triggers until none holds, then eliminations, then the end conditions. */
export function afterAction(x: Exec, env: Env): void {
  const p = x.p;
  const plan = afterPlan(p);
  if (p.def.triggers.length > 0) fireTriggers(x, env, plan);
  if (plan.eliminate) checkEliminations(env, plan.eliminate);
  if (env.G.result) return;
  // The house plays (`house:`) once it is due, before the hand's end is checked (its play may end the hand).
  if (p.def.house !== undefined && playHouseIfDue(x, env) && env.G.result) return;
  // A hand that is over is scored before the end rules read the scores; the next one is dealt only if none holds.
  const handOver = p.def.hands !== undefined && endHandIfOver(x, env);
  // Scoring the hand may put a seat out (a score below zero): checked again, so the end rules see it and the next
  // hand is not dealt to it (issue 36, bug 6).
  if (handOver && plan.eliminate) checkEliminations(env, plan.eliminate);
  for (let i = 0; i < plan.ends.length; i++) {
    if (env.G.result) return;
    if (!plan.ends[i]!(env)) continue;
    const end = p.def.end[i]!;
    env.G.result = resultFrom(x, env, end, p.scopes.global);
    if (end.reason !== undefined) env.G.result.reason = end.reason;
    return;
  }
  if (handOver && !env.G.result) nextHand(x, env);
}

/** Puts out every seat in play for which the game's `eliminate` holds. */
function checkEliminations(env: Env, check: (env: Env) => unknown): void {
  // `seat` bound on the action's own environment for the check and put back after it (a copy of the environment
  // per action was a tenth of this function); the check only reads it, and elimination reads no `seat`. The seats
  // in before the checks, in order: an elimination puts out only the seat just checked, so a seat not out when its
  // turn to be checked comes was in before the checks. Counted, not read from the list `alive` (no list to find,
  // and a loop over a number is cheaper than one over a list's elements).
  const bound = env.seat;
  try {
    for (let seat = 0; seat < env.numPlayers; seat++) {
      const out = env.G.out;
      if (out.length !== 0 && out.includes(seat)) continue;
      env.seat = seat;
      if (check(env)) eliminate(env, seat);
    }
  } finally {
    env.seat = bound;
  }
}

/** How often each trigger fired in this action, and in which round last (made on the first firing only). */
interface Firings {
  fires: number[];
  lastRound: number[];
}

/**
 * Counts a firing of trigger `i` in `round` (once per round), failing on a trigger that never stops. The counters are
 * made on the first firing only (most actions fire nothing, and this runs after every action): pass the ones this
 * returned the last time, or undefined.
 */
function countFiring(f: Firings | undefined, triggers: number, i: number, round: number, line: number | undefined): Firings {
  f ??= { fires: new Array<number>(triggers).fill(0), lastRound: new Array<number>(triggers).fill(-1) };
  if (f.lastRound[i] === round) return f;
  f.lastRound[i] = round;
  if (++f.fires[i]! >= MAX_TRIGGER_FIRINGS) throw new TriggerLoop(i, line);
  return f;
}

function fireTriggers(x: Exec, env: Env, plan: AfterPlan): void {
  const p = x.p;
  const triggers = p.def.triggers;
  let firings: Firings | undefined;
  // Each pile's condition reads the action's own environment with the pile bound on it, and the old bindings put
  // back at once (no copy of the environment per action: a condition only reads it); effects run in a fresh one.
  for (let round = 0; ; round++) {
    let fired = false;
    for (let i = 0; i < triggers.length; i++) {
      const t = triggers[i]!;
      const when = plan.when[i]!;
      const ref = plan.refs[i];
      if (!ref) {
        if (when(env)) {
          firings = countFiring(firings, triggers.length, i, round, t.src?.line);
          run(x, t.do, env, p.scopes.global);
          fired = true;
        }
        continue;
      }
      const row = plan.sharedRow[i];
      if (row !== undefined) {
        // Every pile of a shared row (or a shared zone's one pile), last first: the piles `resolve` names and
        // `pileAt` finds as each is reached, read without location objects. The count is taken once, as `resolve`
        // takes it; each pile is read afresh, since the effects of one may close piles after it. Each pile is bound on
        // the environment in turn, its own bindings put back once after the walk (and before any effects run).
        const name = ref.zone;
        // The zone read again only after effects ran (a condition only reads).
        let zone = env.G.zones[name] as Pile[] | Pile;
        const walk = plan.walks[i];
        if (walk !== undefined) {
          // The same piles in the same order as the loop below, found by the condition's generated walk
          // (runtime/turn/after-action.fast.ts), which binds nothing on the environment.
          let j = walk(env, zone, row ? (zone as Pile[]).length - 1 : 0);
          while (j >= 0) {
            const pile = row ? (zone as Pile[])[j]! : (zone as Pile);
            firings = countFiring(firings, triggers.length, i, round, t.src?.line);
            run(x, t.do, { ...env, pile, pileIndex: j, seat: env.currentPlayer }, p.scopes.trigger);
            fired = true;
            zone = env.G.zones[name] as Pile[] | Pile;
            j = j > 0 ? walk(env, zone, j - 1) : -1;
          }
          continue;
        }
        const count = row ? zone.length : 1;
        const outerPile = env.pile;
        const outerIndex = env.pileIndex;
        const outerSeat = env.seat;
        try {
          for (let j = count - 1; j >= 0; j--) {
            const pile = row ? (zone as Pile[])[j] : (zone as Pile);
            if (!pile) continue;
            const seat = env.currentPlayer;
            env.pile = pile;
            env.pileIndex = j;
            env.seat = seat;
            if (!when(env)) continue;
            // Effects run with the environment as it was (in a copy with the pile bound), as for the other piles.
            env.pile = outerPile;
            env.pileIndex = outerIndex;
            env.seat = outerSeat;
            firings = countFiring(firings, triggers.length, i, round, t.src?.line);
            run(x, t.do, { ...env, pile, pileIndex: j, seat }, p.scopes.trigger);
            fired = true;
            zone = env.G.zones[name] as Pile[] | Pile;
          }
        } finally {
          env.pile = outerPile;
          env.pileIndex = outerIndex;
          env.seat = outerSeat;
        }
        continue;
      }
      const locs = resolve(x, ref, env, p.scopes.trigger);
      // Last pile first, as the effects of one may open or close piles after it.
      for (let j = locs.length - 1; j >= 0; j--) {
        const loc = locs[j]!;
        const pile = pileAt(env.G, p.def, loc);
        if (!pile) continue;
        const pileIndex = loc.pile ?? 0;
        const seat = loc.seat ?? env.currentPlayer;
        if (onPile(env, pile, pileIndex, seat, when)) {
          firings = countFiring(firings, triggers.length, i, round, t.src?.line);
          run(x, t.do, { ...env, pile, pileIndex, seat }, p.scopes.trigger);
          fired = true;
        }
      }
    }
    if (!fired) break;
  }
}
