/**
 * Zone references (`hand[self]`, `handPiles[self][*]`, `building[p]`) compiled once per reference and scope into a
 * function from an environment to the concrete piles it names. Listing a card argument's candidates and watching a
 * trigger's piles resolve references on every action: the seat and pile expressions are found once here instead of
 * per call, and each location is built as one object literal of its final shape.
 */
import type { Env } from '../expr/env';
import type { Scope } from '../expr/scope';
import type { ZoneRef } from '../ir/types';
import { alive, refPileFn, refSeatFn, type Fn, type Program } from './program';
import { rowOf, type Loc } from './zones';

export type Resolver = (env: Env) => Loc[];

const compiled = new WeakMap<Program, WeakMap<ZoneRef, Map<Scope, Resolver>>>();

export function resolverOf(p: Program, ref: ZoneRef, scope: Scope): Resolver {
  let byRef = compiled.get(p);
  if (!byRef) compiled.set(p, (byRef = new WeakMap()));
  let byScope = byRef.get(ref);
  if (!byScope) byRef.set(ref, (byScope = new Map()));
  let fn = byScope.get(scope);
  if (!fn) byScope.set(scope, (fn = compileResolver(p, ref, scope)));
  return fn;
}

function compileResolver(p: Program, ref: ZoneRef, scope: Scope): Resolver {
  const zone = p.def.zones[ref.zone]!;
  const name = ref.zone;
  const seatFn = refSeatFn(p, ref, scope);
  const pileFn = refPileFn(p, ref, scope);
  const everySeat = seatFn === '*' || seatFn === undefined;
  const everyPile = pileFn === '*' || pileFn === undefined;
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
