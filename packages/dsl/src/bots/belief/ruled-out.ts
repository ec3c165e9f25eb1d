/**
 * What a seat knows from what was *not* shown. A move that shows every card matching a test in some zones
 * (`move: { from: "hand[*]", where: "card.value == n", to: centre, reveal: true }`) tells everyone more than the
 * cards it showed: every other card passing the test was not in those zones then. If nothing ever puts a card back
 * into such a zone after setup, it is not there now either. Bag's "name 7, nobody holds it" is the plain case: 7 is
 * in no hand, so a determinization that deals 7 to the opponent samples a world the seat knows to be impossible
 * (and a search over such worlds likes naming numbers already known to be out).
 *
 * Only sure inferences are drawn, from the game's own definitions and the seat's log:
 * - the move's effect runs unconditionally (top level of the move's `do`), moves every matching card (no count),
 *   reveals them, and its test reads only the card, the move's arguments and constants (no zone or variable);
 * - the zones searched are named for every seat (`hand[*]`, `hand`) or for the mover (`hand[self]`);
 * - no effect outside setup ever moves, deals, passes or refills cards into that zone.
 */
import type { Effect, GameDef, ZoneRef } from '../../ir/types';
import type { GameHooks } from '../../hooks/api';
import { newEnv } from '../../expr/env';
import { withLocal } from '../../expr/scope';
import { T } from '../../expr/types';
import { buildProgram, type Program } from '../../runtime/program';
import type { GameState, LogEntry } from '../../runtime/state/state';

/** A place a card is known not to be: a zone, for one seat's pile of it or (seat undefined) for all of them. */
export interface Place {
  zone: string;
  seat?: number;
}

/** Zones that something after setup may put cards into. */
function refilledZones(def: GameDef): Set<string> {
  const out = new Set<string>();
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object') {
      const e = x as { op?: unknown; to?: { zone?: unknown }; from?: { zone?: unknown }; refill?: unknown; zone?: unknown };
      if ((e.op === 'move' || e.op === 'deal') && typeof e.to?.zone === 'string') out.add(e.to.zone);
      if (e.refill && typeof e.from?.zone === 'string') out.add(e.from.zone);
      if ((e.op === 'passHands' || e.op === 'poolAndRedeal') && typeof e.zone === 'string') out.add(e.zone);
      Object.values(x).forEach(walk);
    }
  };
  walk([def.moves, def.phases, def.triggers, def.turn]);
  return out;
}

/** Identifiers an expression reads that are state (zones and variables): its result would depend on the state. */
function readsState(def: GameDef, expr: unknown): boolean {
  if (typeof expr !== 'string') return true;
  return (expr.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []).some((name) => Object.hasOwn(def.zones, name) || Object.hasOwn(def.vars ?? {}, name));
}

export interface Inference {
  move: string;
  effect: Effect & { op: 'move' };
  /** The searched zone for every seat (undefined) or for the mover. */
  mover: boolean;
}

const cache = new WeakMap<GameDef, { program: Program; inferences: Inference[] }>();

export function inferencesOf(def: GameDef, hooks: GameHooks): { program: Program; inferences: Inference[] } {
  let hit = cache.get(def);
  if (hit) return hit;
  const refilled = refilledZones(def);
  const inferences: Inference[] = [];
  for (const m of Object.values(def.moves)) {
    for (const e of m.do) {
      if (e.op !== 'move' || !e.reveal || !e.from || e.where === undefined || e.cards !== undefined) continue;
      if (e.count !== undefined && e.count !== 'all') continue;
      if (refilled.has(e.from.zone) || readsState(def, e.where)) continue;
      const ref: ZoneRef = e.from;
      if (ref.pile !== undefined && ref.pile !== '*') continue;
      const everySeat = ref.seat === undefined || ref.seat === '*';
      if (!everySeat && ref.seat !== 'self') continue;
      inferences.push({ move: m.name, effect: e, mover: !everySeat });
    }
  }
  hit = { program: buildProgram(def, hooks), inferences };
  cache.set(def, hit);
  return hit;
}

/**
 * Per card id, the places the seat knows it is not, from the moves in its log whose showing nothing of a card says
 * so (see above). `G` supplies the constants a test may read (options); it is never searched.
 */
export function ruledOut(def: GameDef, hooks: GameHooks, log: readonly LogEntry[], G: GameState, numPlayers: number): Map<number, Place[]> {
  const out = new Map<number, Place[]>();
  const { program, inferences } = inferencesOf(def, hooks);
  if (inferences.length === 0) return out;
  for (const entry of log) {
    if (entry.move === undefined || entry.seat === null || !entry.args) continue;
    const shown = new Set(entry.revealed ?? []);
    for (const inf of inferences) {
      if (inf.move !== entry.move) continue;
      const m = def.moves[entry.move]!;
      const args = Object.fromEntries(m.args.map((a, i) => [a.name, entry.args![i]]));
      const test = program.expr(inf.effect.where!, withLocal(program.scopes.move[m.name]!, 'card', T.card), T.boolean);
      // One environment shape everywhere (newEnv), so the compiled test's reads stay monomorphic.
      const env = newEnv(G, numPlayers, entry.seat, entry.turn, null);
      env.self = entry.seat;
      env.args = args;
      const place: Place = inf.mover ? { zone: inf.effect.from!.zone, seat: entry.seat } : { zone: inf.effect.from!.zone };
      for (const card of def.cards) {
        if (shown.has(card.id)) continue;
        env.card = card.id;
        if (!test(env)) continue;
        const list = out.get(card.id) ?? [];
        list.push(place);
        out.set(card.id, list);
      }
    }
  }
  return out;
}

/** Whether a card known to be out of `places` may sit in `zone` (pile of `seat`, for player zones). */
export function mayBeIn(places: readonly Place[] | undefined, zone: string, seat: number | undefined): boolean {
  return !places?.some((p) => p.zone === zone && (p.seat === undefined || p.seat === seat));
}
