/**
 * List-building functions for scoring by combinations (cribbage's fifteens, poker's best five of seven, a meld's
 * runs): `combinations`, `subsets`, `slice`, `list`, `map`, `sortBy`, and `text` for numbers said in text. A list of
 * numbers doubles as a lexicographic key: `<`, `>`, `==` compare two of them element by element, and `max`, `best`,
 * `sortBy` take one as the value per element — so a hand's strength is `list(category, highRank, kicker)`, with no
 * arithmetic packing several numbers into one.
 */
import { eachBound } from '../bind';
import type { Builtin } from './builtin';
import { T, isList, show, type Ty } from '../types';

/** The most lists `combinations` or `subsets` may make: past it a spec almost surely asks for too much, each action. */
export const COMBINATIONS_MAX = 5000;

/** n choose k, or Infinity once it passes the bound (no overflow on large inputs). */
function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) {
    r = (r * (n - i + 1)) / i;
    if (r > COMBINATIONS_MAX) return Infinity;
  }
  return Math.round(r);
}

/** Every k-element sublist of `list`, each in list order, in lexicographic order of positions. */
export function combinationsOf<E>(list: readonly E[], k: number): E[][] {
  const n = list.length;
  if (choose(n, k) > COMBINATIONS_MAX) throw new Error(`combinations of ${n} taken ${k} at a time would be more than ${COMBINATIONS_MAX} lists`);
  const out: E[][] = [];
  if (k < 0 || k > n) return out;
  const idx = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    out.push(idx.map((i) => list[i]!));
    let i = k - 1;
    while (i >= 0 && idx[i] === n - k + i) i--;
    if (i < 0) return out;
    idx[i]!++;
    for (let j = i + 1; j < k; j++) idx[j] = idx[j - 1]! + 1;
  }
}

/**
 * Orders two values the way the language compares keys: numbers by value; lists of numbers element by element, a
 * list that is a prefix of the other first; null (an empty list's `max`) below everything.
 */
export function compareValues(a: unknown, b: unknown): number {
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const d = Number(a[i]) - Number(b[i]);
      if (d !== 0) return d;
    }
    return a.length - b.length;
  }
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : -1;
  if (b === null || b === undefined) return 1;
  return Number(a) - Number(b);
}

/** Whether a value per element can be a key: a number or a list of numbers. */
export function isKey(t: Ty): boolean {
  return t.t === 'number' || t.t === 'numbers';
}

/** The list type whose elements are of type `t` (a card: cards; a seat: seats; a number: numbers; cards: groups). */
function listOf(t: Ty): Ty | undefined {
  if (t.t === 'card') return T.cards;
  if (t.t === 'number') return t.seat ? T.seats : T.numbers;
  if (t.t === 'cards') return T.groups;
  return undefined;
}

/** A list type without the `set` refinement (a sublist, a concatenation: no longer that zone). */
export function plainList(t: Ty): Ty {
  return t.t === 'cards' ? T.cards : t;
}

function whole(v: unknown): number {
  const n = Math.trunc(Number(v));
  return Number.isFinite(n) ? n : 0;
}

export const COMBINATION_BUILTINS: [string, Builtin][] = [
  [
    'combinations',
    {
      arity: [2, 2],
      doc: `combinations(cards, k): every way to choose k of the cards (as groups, each in the list's order; at most ${COMBINATIONS_MAX})`,
      type: (a) => (a[0]!.t === 'cards' && a[1]!.t === 'number' ? T.groups : `expects a list of cards and a number, got ${a.map(show).join(', ')}`),
      impl: (env, args) => combinationsOf(args[0]!.fn(env) as number[], whole(args[1]!.fn(env))),
    },
  ],
  [
    'subsets',
    {
      arity: [1, 1],
      doc: `subsets(cards): every non-empty choice of the cards (as groups: the single cards first, then pairs, …; at most ${COMBINATIONS_MAX})`,
      type: (a) => (a[0]!.t === 'cards' ? T.groups : `expects a list of cards, got ${show(a[0]!)}`),
      impl: (env, args) => {
        const list = args[0]!.fn(env) as number[];
        if (2 ** list.length - 1 > COMBINATIONS_MAX) throw new Error(`subsets of ${list.length} cards would be more than ${COMBINATIONS_MAX} lists`);
        const out: number[][] = [];
        for (let k = 1; k <= list.length; k++) out.push(...combinationsOf(list, k));
        return out;
      },
    },
  ],
  [
    'slice',
    {
      arity: [2, 3],
      doc: 'slice(list, from) or slice(list, from, to): the elements from position `from` up to (not including) `to`, counted from 0; a negative position counts from the end (slice(hand, -2) is the last two)',
      type: (a) => (isList(a[0]!) && a.slice(1).every((t) => t.t === 'number') ? plainList(a[0]!) : `expects a list and one or two positions, got ${a.map(show).join(', ')}`),
      impl: (env, args) => {
        const list = args[0]!.fn(env) as unknown[];
        return list.slice(whole(args[1]!.fn(env)), args[2] ? whole(args[2].fn(env)) : undefined);
      },
    },
  ],
  [
    'list',
    {
      arity: [1, 16],
      doc: 'list(a, b, …): a list of the values given, all numbers, all cards or all seats; list(category, high) is a key compared element by element',
      type: (a) => {
        const first = a[0]!;
        const kind = first.t === 'number' && !first.seat ? 'number' : first.t === 'number' ? 'seat' : first.t;
        if (first.t === 'number' && a.every((t) => t.t === 'number')) return a.every((t) => t.t === 'number' && t.seat) ? T.seats : T.numbers;
        if (first.t === 'card' && a.every((t) => t.t === 'card' || t.t === 'null')) return T.cards;
        return `takes numbers, cards or seats, all of one kind, got ${a.map(show).join(', ')} (${kind} first)`;
      },
      impl: (env, args) => args.map((a) => a.fn(env)).filter((v) => v !== null && v !== undefined),
    },
  ],
  [
    'map',
    {
      arity: [2, 2],
      lambdaArg: 1,
      doc: 'map(list, value): the value for each element, as a list (numbers, cards or seats): map(hand[self], card.rank)',
      type: (a) => {
        if (!isList(a[0]!)) return `expects a list and a value per element, got ${a.map(show).join(', ')}`;
        return listOf(a[1]!) ?? `gives a list of numbers, cards, seats or lists of cards; a value per element of type ${show(a[1]!)} cannot be listed`;
      },
      impl: (env, args, _h, bind) => {
        const out: unknown[] = [];
        const of = args[1]!.fn;
        eachBound(env, args[0]!.fn(env) as unknown[], bind, (bound) => void out.push(of(bound)));
        return out;
      },
    },
  ],
  [
    'sortBy',
    {
      arity: [2, 2],
      lambdaArg: 1,
      doc: 'sortBy(list, key): the list ordered by a key per element, smallest first, equal keys kept in list order; the key is a number or a list of numbers (compared element by element): sortBy(groups(h, card.rank), list(-count(group), -group[0].rank))',
      type: (a) => (isList(a[0]!) && isKey(a[1]!) ? plainList(a[0]!) : `expects a list and a number (or list of numbers) per element, got ${a.map(show).join(', ')}`),
      impl: (env, args, _h, bind) => {
        const keyed: { el: unknown; key: unknown; i: number }[] = [];
        const of = args[1]!.fn;
        eachBound(env, args[0]!.fn(env) as unknown[], bind, (bound, el) => void keyed.push({ el, key: of(bound), i: keyed.length }));
        return keyed.sort((x, y) => compareValues(x.key, y.key) || x.i - y.i).map((k) => k.el);
      },
    },
  ],
  [
    'text',
    {
      arity: [1, 1],
      doc: "text(value): a number, flag or text as text, so both branches of ?: may be text: count(hand[self]) == 0 ? 'none' : text(count(hand[self]))",
      type: (a) => (['number', 'string', 'boolean', 'null'].includes(a[0]!.t) ? T.string : `expects a number, text or flag, got ${show(a[0]!)}`),
      impl: (env, args) => {
        const v = args[0]!.fn(env);
        return v === null || v === undefined ? '' : String(v);
      },
    },
  ],
];
