/**
 * Zone references (`hand[self]`, `handPiles[self][*]`, `building[p]`) compiled once per reference and scope into a
 * function from an environment to the concrete piles it names. Listing a card argument's candidates and watching a
 * trigger's piles resolve references on every action: the seat and pile expressions are found once here instead of
 * per call, and each location is built as one object literal of its final shape.
 */
import type { Env } from '../../expr/env';
import type { Scope } from '../../expr/scope';
import type { ZoneRef } from '../../ir/types';
import { alive, refPileFn, refSeatFn, type Fn, type Program } from '../program';
import { rowOf, type Loc } from './zones';
import type { Pile } from './state';

export type Resolver = (env: Env) => Loc[];

/** `compile` run once per program, reference and scope; later calls get the same function back. */
function oncePerRef<T>(compile: (p: Program, ref: ZoneRef, scope: Scope) => T): (p: Program, ref: ZoneRef, scope: Scope) => T {
  const compiled = new WeakMap<Program, WeakMap<ZoneRef, Map<Scope, T>>>();
  return (p, ref, scope) => {
    let byRef = compiled.get(p);
    if (!byRef) compiled.set(p, (byRef = new WeakMap()));
    let byScope = byRef.get(ref);
    if (!byScope) byRef.set(ref, (byScope = new Map()));
    let fn = byScope.get(scope);
    if (fn === undefined) byScope.set(scope, (fn = compile(p, ref, scope)));
    return fn;
  };
}

/** What a reference names, found once: its zone, and its seat and pile expressions ('*' or none: all of them). */
function refShape(p: Program, ref: ZoneRef, scope: Scope) {
  const seatFn = refSeatFn(p, ref, scope);
  const pileFn = refPileFn(p, ref, scope);
  return {
    zone: p.def.zones[ref.zone]!,
    name: ref.zone,
    seatFn,
    pileFn,
    everySeat: seatFn === '*' || seatFn === undefined,
    everyPile: pileFn === '*' || pileFn === undefined,
  };
}

export const resolverOf = oncePerRef(compileResolver);

function compileResolver(p: Program, ref: ZoneRef, scope: Scope): Resolver {
  const { zone, name, seatFn, pileFn, everySeat, everyPile } = refShape(p, ref, scope);
  /** The piles of one seat's row (seat undefined: a shared row) that the reference names. */
  const addRow = (env: Env, out: Loc[], seat: number | undefined) => {
    if (everyPile) {
      const n = rowOf(env.G, zone, seat).length;
      for (let pile = 0; pile < n; pile++) out.push(seat === undefined ? { zone: name, pile } : { zone: name, seat, pile });
    } else {
      const pile = Number((pileFn as Fn)(env));
      out.push(seat === undefined ? { zone: name, pile } : { zone: name, seat, pile });
    }
  };
  if (zone.scope !== 'player') {
    if (!zone.row) return () => [{ zone: name }];
    return (env) => {
      const out: Loc[] = [];
      addRow(env, out, undefined);
      return out;
    };
  }
  if (!zone.row) {
    if (everySeat) return (env) => alive(env.G, env.numPlayers).map((seat) => ({ zone: name, seat }));
    return (env) => [{ zone: name, seat: Number((seatFn as Fn)(env)) }];
  }
  return (env) => {
    const out: Loc[] = [];
    if (everySeat) for (const seat of alive(env.G, env.numPlayers)) addRow(env, out, seat);
    else addRow(env, out, Number((seatFn as Fn)(env)));
    return out;
  };
}

/** Visits each existing pile a reference names, with its seat (undefined in a shared zone). */
export type PileWalker = (env: Env, visit: (pile: Pile, seat: number | undefined) => void) => void;

/**
 * The piles `resolve` names, in the same order, skipping the ones `pileAt` finds missing — but walked directly, with
 * no location objects: listing a card argument's candidates does this for every action (Build Up's stuck checks).
 */
export const pileWalkerOf = oncePerRef(compileWalker);

function compileWalker(p: Program, ref: ZoneRef, scope: Scope): PileWalker {
  const { zone, name, seatFn, pileFn, everySeat, everyPile } = refShape(p, ref, scope);
  /** The named piles of one row. */
  const walkRow = (env: Env, row: Pile[], seat: number | undefined, visit: (pile: Pile, seat: number | undefined) => void) => {
    if (everyPile) {
      for (let i = 0; i < row.length; i++) visit(row[i]!, seat);
      return;
    }
    const i = Number((pileFn as Fn)(env));
    const pile = Number.isInteger(i) ? row[i] : undefined;
    if (pile) visit(pile, seat);
  };
  if (zone.scope !== 'player') {
    if (!zone.row) return (env, visit) => visit(env.G.zones[name] as Pile, undefined);
    return (env, visit) => walkRow(env, env.G.zones[name] as Pile[], undefined, visit);
  }
  /** What one seat holds in the zone: a pile, or a row of piles. */
  const walkSeat = (env: Env, perSeat: unknown[], seat: number, visit: (pile: Pile, seat: number | undefined) => void) => {
    const held = Number.isInteger(seat) ? perSeat[seat] : undefined;
    if (held === undefined) return;
    if (zone.row) walkRow(env, held as Pile[], seat, visit);
    else visit(held as Pile, seat);
  };
  if (everySeat) {
    return (env, visit) => {
      const perSeat = env.G.zones[name] as unknown[];
      const out = env.G.out;
      for (let seat = 0; seat < env.numPlayers; seat++) if (out.length === 0 || !out.includes(seat)) walkSeat(env, perSeat, seat, visit);
    };
  }
  return (env, visit) => walkSeat(env, env.G.zones[name] as unknown[], Number((seatFn as Fn)(env)), visit);
}
