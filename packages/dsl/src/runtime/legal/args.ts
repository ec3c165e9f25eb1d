/**
 * Move arguments at run time: checking what a client sent (anything may arrive) and listing every legal value
 * for bots. Both read the same definitions, so a bot can only ever propose what the server accepts.
 */
import type { Env } from '../../expr/env';
import type { Scope } from '../../expr/scope';
import { T } from '../../expr/types';
import type { ArgDef, MoveDef, SourceRef } from '../../ir/types';
import type { Exec } from '../effects/exec';
import { seesCard } from '../views/view';
import { rowOf } from '../state/zones';
import { pileWalkerOf, type PileWalker } from '../state/resolve-ref';
import type { Program } from '../program';
import type { Pile } from '../state/state';
import { MAX_SUBSETS, subsetPlan, subsetsOf } from './subsets';

/**
 * Cards an argument may name right now (top cards only, where the argument says so). In a `faces` zone only the
 * cards the mover (`env.self`) sees: a face-down card's id would say which card it is, so it is neither listed nor
 * accepted from a client (validation refuses unseen sources of the other visibilities before a game runs).
 */
export function candidateCards(x: Exec, from: readonly SourceRef[], top: boolean, env: Env, scope: Scope): number[] {
  return candidatesOf(x.p, from, top, scope)(env);
}

type Candidates = (env: Env) => number[];

/** Per program, source list and scope: the candidates function with `top` and without. */
const candidateFns = new WeakMap<Program, WeakMap<readonly SourceRef[], Map<Scope, [Candidates | undefined, Candidates | undefined]>>>();

/** `candidateCards` for one source list, made once per program, list, scope and `top` (two lookups a call after). */
function candidatesOf(p: Program, from: readonly SourceRef[], top: boolean, scope: Scope): Candidates {
  let byFrom = candidateFns.get(p);
  if (!byFrom) candidateFns.set(p, (byFrom = new WeakMap()));
  let byScope = byFrom.get(from);
  if (!byScope) byFrom.set(from, (byScope = new Map()));
  let pair = byScope.get(scope);
  if (!pair) byScope.set(scope, (pair = [undefined, undefined]));
  const at = top ? 0 : 1;
  return (pair[at] ??= compileCandidates(p, from, top, scope));
}

/**
 * One source's walk, its zone and visitor found once: the visitor reads the list being filled and the environment
 * from slots set per call (no closure per source per call). Nothing the visitor calls lists cards again.
 */
interface Source {
  walk: PileWalker;
  visit: (pile: Pile, seat: number | undefined) => void;
  out: number[] | undefined;
  env: Env | undefined;
}

function compileCandidates(p: Program, from: readonly SourceRef[], top: boolean, scope: Scope): Candidates {
  const sources: Source[] = from.map((ref) => {
    const zone = p.def.zones[ref.zone]!;
    const onTop = top || ref.top === true;
    const faces = zone.visibility === 'faces';
    const src: Source = {
      walk: pileWalkerOf(p, ref, scope),
      out: undefined,
      env: undefined,
      visit: (pile, seat) => {
        if (pile.length === 0) return;
        const out = src.out!;
        if (faces) {
          const env = src.env!;
          const first = onTop ? pile.length - 1 : 0;
          for (let i = first; i < pile.length; i++) if (seesCard(env.G, zone, pile, i, seat, env.self ?? null)) out.push(pile[i]!);
        } else if (onTop) out.push(pile[pile.length - 1]!);
        else for (let i = 0; i < pile.length; i++) out.push(pile[i]!);
      },
    };
    return src;
  });
  return (env) => {
    const out: number[] = [];
    for (let k = 0; k < sources.length; k++) {
      const src = sources[k]!;
      src.out = out;
      src.env = env;
      try {
        src.walk(env, src.visit);
      } finally {
        src.out = undefined;
        src.env = undefined;
      }
    }
    return out;
  };
}

/**
 * Why a card id was refused. Where the argument takes cards from a `faces` zone the answer is the same for any id
 * (face down, elsewhere or no card at all), so a client probing ids learns nothing about where a hidden card lies.
 */
function refusal(x: Exec, a: ArgDef & { type: 'card' | 'cards' }): string {
  const what = a.type === 'card' ? 'that card cannot be chosen' : 'a card that cannot be chosen';
  const faces = a.from.some((ref) => x.p.def.zones[ref.zone]!.visibility === 'faces');
  return faces ? `${a.name}: ${what} (only a face-up card, one you see, can be named)` : `${a.name}: ${what}`;
}

function numberBounds(x: Exec, a: ArgDef & { type: 'number' }, env: Env, scope: Scope): [number, number] {
  // Bounds written as numbers (most) need no expression looked up and called.
  const min = typeof a.min === 'number' ? a.min : Number(x.p.expr(a.min, scope, T.number)(env));
  const max = typeof a.max === 'number' ? a.max : Number(x.p.expr(a.max, scope, T.number)(env));
  return [min, max];
}

function pileCount(x: Exec, a: ArgDef & { type: 'pile' }, env: Env, scope: Scope): { existing: number; canAdd: boolean } {
  const zone = x.p.def.zones[a.zone.zone]!;
  const seat = a.zone.seat !== undefined && a.zone.seat !== '*' ? Number(x.p.expr(a.zone.seat, scope, T.number)(env)) : undefined;
  const row = rowOf(env.G, zone, seat);
  const max = zone.row?.max ?? zone.row?.fixed ?? Infinity;
  return { existing: row.length, canAdd: a.allowNew && !zone.row?.fixed && row.length < max };
}

/** The prototype of every arguments record: nothing, not even Object.prototype (a `__proto__` argument is data). */
export const NO_PROTO: object = Object.freeze(Object.create(null) as object);

/**
 * A new, empty arguments record. `Object.create(null)` would do as well for safety but makes a slow dictionary
 * object, and the compiled rules read the arguments of every candidate action (Build Up's precondition: 5 % of its
 * simulator time went to reading `c` from such records); an empty prototype of our own keeps the record fast.
 */
export function newArgs(): Record<string, unknown> {
  return Object.create(NO_PROTO) as Record<string, unknown>;
}

/** Checks raw client values; returns the args by name, or a reason. */
export function checkArgValues(x: Exec, defs: readonly ArgDef[], raw: readonly unknown[], env: Env, scope: Scope): Record<string, unknown> | string {
  if (raw.length > defs.length) return `expected ${defs.length} argument(s), got ${raw.length}`;
  const args = newArgs();
  for (let i = 0; i < defs.length; i++) {
    const a = defs[i]!;
    const v = raw[i];
    switch (a.type) {
      case 'number': {
        if (typeof v !== 'number' || !Number.isInteger(v)) return `${a.name} must be a whole number`;
        const [min, max] = numberBounds(x, a, env, scope);
        if (v < min || v > max) return `${a.name} must be within ${min}..${max}`;
        break;
      }
      case 'boolean':
        if (typeof v !== 'boolean') return `${a.name} must be true or false`;
        break;
      case 'choice':
        if (typeof v !== 'string' || !a.values.includes(v)) return `${a.name} must be one of ${a.values.join(', ')}`;
        break;
      case 'seat':
        if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v >= env.numPlayers) return `${a.name} must be a seat`;
        break;
      case 'card': {
        if (typeof v !== 'number' || !Number.isInteger(v)) return `${a.name} must be a card id`;
        if (!candidateCards(x, a.from, a.top, env, scope).includes(v)) return refusal(x, a);
        break;
      }
      case 'cards': {
        const [min, max] = cardsBounds(x, a, env, scope);
        if (!Array.isArray(v) || !v.every((c) => typeof c === 'number' && Number.isInteger(c))) return `${a.name} must be a list of card ids`;
        if (v.length < min || v.length > max) {
          return min === max ? `${a.name} must be a list of ${min} card ids` : max === Infinity ? `${a.name} must name at least ${min} cards` : `${a.name} must name ${min} to ${max} cards`;
        }
        if (new Set(v).size !== v.length) return `${a.name} names a card twice`;
        const allowed = new Set(candidateCards(x, a.from, a.top, env, scope));
        if (!v.every((c) => allowed.has(c as number))) return refusal(x, a);
        args[a.name] = [...(v as number[])];
        continue;
      }
      case 'pile': {
        if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) return `${a.name} must be a pile number`;
        const { existing, canAdd } = pileCount(x, a, env, scope);
        if (v > existing || (v === existing && !canAdd)) return `${a.name}: there is no pile ${v}`;
        break;
      }
    }
    args[a.name] = v;
  }
  return args;
}

/** How many cards a `cards` argument takes now: `count` exactly, or `min` (default 1) to `max` (default no limit). */
export function cardsBounds(x: Exec, a: ArgDef & { type: 'cards' }, env: Env, scope: Scope): [number, number] {
  if (a.count !== undefined) {
    const n = Number(x.p.expr(a.count, scope, T.number)(env));
    return [n, n];
  }
  const min = a.min !== undefined ? Number(x.p.expr(a.min, scope, T.number)(env)) : 1;
  const max = a.max !== undefined ? Number(x.p.expr(a.max, scope, T.number)(env)) : Infinity;
  return [min, max];
}

const MAX_COMBINATIONS = MAX_SUBSETS;

function combinations<T>(items: readonly T[], k: number, limit: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const go = (start: number) => {
    if (out.length >= limit) return;
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = start; i <= items.length - (k - pick.length); i++) {
      pick.push(items[i]!);
      go(i + 1);
      pick.pop();
    }
  };
  go(0);
  return out;
}

/** How many argument tuples a listing considers at most (the product of the domains is cut there). */
export const MAX_ENUMERATED = MAX_COMBINATIONS * 4;

/** The whole numbers min..max (at most 1,000), one shared read-only list per range: most ranges never change. */
const ranges = new Map<string, readonly number[]>();
let lastRange: { min: number; max: number; values: readonly number[] } | undefined;
export function numberRange(min: number, max: number): readonly number[] {
  // Most listings ask for the same range as the one before (a game has few number arguments).
  if (lastRange && lastRange.min === min && lastRange.max === max) return lastRange.values;
  const values = rangeOf(min, max);
  lastRange = { min, max, values };
  return values;
}

/** 0..n-1 for small n, one shared read-only list per n, kept in a list by n (no key text made per call). */
const firsts: (readonly number[])[] = [];
function firstNumbers(n: number): readonly number[] {
  if (!(n >= 0 && n < 64 && Number.isInteger(n))) return rangeOf(0, n - 1);
  return (firsts[n] ??= rangeOf(0, n - 1));
}

function rangeOf(min: number, max: number): readonly number[] {
  const key = `${min}:${max}`; // exact for any two numbers (fractional bounds included)
  let values = ranges.get(key);
  if (!values) {
    const list: number[] = [];
    for (let n = min; n <= max && list.length < 1000; n++) list.push(n);
    if (ranges.size > 1000) ranges.clear();
    ranges.set(key, (values = Object.freeze(list)));
  }
  return values;
}

/**
 * Each argument's legal values now, on their own (no argument's values depend on another's). With `move`, a
 * `cards` argument of variable size lists only the choices its precondition can accept (runtime/legal/subsets.ts). The
 * lists are read-only (a number range is shared between listings).
 */
export function argDomains(x: Exec, defs: readonly ArgDef[], env: Env, scope: Scope, move?: MoveDef): (readonly unknown[])[] {
  const out: (readonly unknown[])[] = [];
  for (const a of defs) {
    let values: readonly unknown[];
    switch (a.type) {
      case 'number': {
        const [min, max] = numberBounds(x, a, env, scope);
        values = numberRange(min, max);
        break;
      }
      case 'boolean':
        values = [true, false];
        break;
      case 'choice':
        values = [...a.values];
        break;
      case 'seat':
        values = numberRange(0, env.numPlayers - 1);
        break;
      case 'card':
        values = candidateCards(x, a.from, a.top, env, scope);
        break;
      case 'cards': {
        const candidates = candidateCards(x, a.from, a.top, env, scope);
        if (a.count !== undefined) {
          values = combinations(candidates, Number(x.p.expr(a.count, scope, T.number)(env)), MAX_COMBINATIONS);
          break;
        }
        const [min, max] = cardsBounds(x, a, env, scope);
        const plan = move ? subsetPlan(x.p, move, a.name) : {};
        values = subsetsOf(candidates, min, max, plan, env, a.name);
        break;
      }
      case 'pile': {
        const { existing, canAdd } = pileCount(x, a, env, scope);
        // 0..n-1, one shared read-only list per count (as number ranges are), not a new one at every listing.
        values = firstNumbers(existing + (canAdd ? 1 : 0));
        break;
      }
    }
    out.push(values);
  }
  return out;
}

/** Every combination of argument values (capped, for arguments with huge domains). */
export function enumerateArgValues(x: Exec, defs: readonly ArgDef[], env: Env, scope: Scope, move?: MoveDef): unknown[][] {
  let combos: unknown[][] = [[]];
  for (const values of argDomains(x, defs, env, scope, move)) {
    const next: unknown[][] = [];
    for (const c of combos) for (const v of values) if (next.length < MAX_ENUMERATED) next.push([...c, v]);
    combos = next;
  }
  return combos;
}
