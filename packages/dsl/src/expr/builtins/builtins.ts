/** The functions an expression may call. Each checks its argument types at compile time. */
import { eachBound, type Bind } from '../bind';
import type { Env } from '../env';
import { COMBINATION_BUILTINS, compareValues, isKey } from './combinations';
import { LIST_CHECKS } from './list-checks';
import { VALUE_NAMES } from '../value-names';
import { TEAM_BUILTINS } from './team-builtins';
import { PHASE_BUILTINS } from './bid-builtins';
import { HOUSE_BUILTINS } from './house-builtins';
import type { Builtin, Checked } from './builtin';
import { T, elementOf, isList, show, type Ty } from '../types';

/** The most numbers `range(a, b)` may hold: a longer list is almost surely a mistake, and costly on every action. */
export const RANGE_MAX = 1000;

/** `top`/`bottom` of a pile: one card, or with a count the n cards at that end (a list). A set zone has no ends. */
/** The pile (a list of card ids) that holds `card`, wherever it lies: a zone, a seat's zone, a pile of a row. */
function pileHolding(zones: unknown, card: number): readonly number[] | undefined {
  if (Array.isArray(zones)) {
    if (zones.length > 0 && typeof zones[0] === 'number') return zones.includes(card) ? (zones as number[]) : undefined;
    for (const inner of zones) {
      const hit = pileHolding(inner, card);
      if (hit) return hit;
    }
    return undefined;
  }
  if (zones !== null && typeof zones === 'object') {
    for (const k in zones) {
      const hit = pileHolding((zones as Record<string, unknown>)[k], card);
      if (hit) return hit;
    }
  }
  return undefined;
}

function endType(end: 'top' | 'bottom', a: Ty[]): Ty | string {
  const pile = a[0]!;
  if (pile.t !== 'cards') return 'expects a list of cards';
  if (pile.set) return `cannot take the ${end} of "${pile.set}": "${pile.set}" is a set: it has no ${end}`;
  if (a.length === 2) return a[1]!.t === 'number' ? T.cards : 'expects a number of cards as its second argument: ' + `${end}(cards, n)`;
  return T.card;
}

/** A count of cards: a whole number, never below 0 (a fraction or a negative reads as the whole number below, or 0). */
function countOf(v: unknown): number {
  const n = Math.floor(Number(v));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

const numbersOnly = (args: Ty[]) => (args.every((a) => a.t === 'number') ? T.number : 'expects numbers');
/** next/prev: numbers in, a seat out. */
const seatFrom = (args: Ty[]) => (args.every((a) => a.t === 'number') ? T.seat : 'expects a seat (and a number)');

function iterate(env: Env, args: Checked[], bind: Bind, each: (keep: boolean, el: unknown) => boolean | void): void {
  const list = args[0]!.fn(env) as unknown[];
  if (args.length === 1) {
    for (const el of list) if (each(true, el) === false) return;
    return;
  }
  const pred = args[1]!.fn;
  eachBound(env, list, bind, (bound, el) => each(Boolean(pred(bound)), el));
}

/** The element of a list whose value is largest (`sign` 1) or smallest (-1); the first one on a tie; null when empty. */
function extreme(env: Env, args: Checked[], bind: Bind, sign: 1 | -1): { el: unknown; value: unknown } | null {
  let best: { el: unknown; value: unknown } | null = null;
  const of = args[1]!.fn;
  if (args[1]!.ty.t === 'numbers') {
    // A key of several numbers (expr/combinations.ts), compared element by element.
    eachBound(env, args[0]!.fn(env) as unknown[], bind, (bound, el) => {
      const value = [...(of(bound) as unknown[])];
      if (!best || sign * compareValues(value, best.value) > 0) best = { el, value };
    });
    return best;
  }
  eachBound(env, args[0]!.fn(env) as unknown[], bind, (bound, el) => {
    const value = Number(of(bound));
    if (!best || sign * value > sign * (best.value as number)) best = { el, value };
  });
  return best;
}

/** Orders group keys: numbers by value, then texts, then the rest (booleans, null) by their text. */
function compareKeys(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

/** A list and a number per element, or a list of numbers: a key compared element by element (`best(hands, list(…))`). */
const listAndKey = (what: (a: Ty[]) => Ty) => (a: Ty[]) =>
  isList(a[0]!) && isKey(a[1]!) ? what(a) : `expects a list and a number (or list of numbers) per element, got ${a.map(show).join(', ')}`;

/** max/min: of numbers, or of a number per element of a list (null when the list is empty). */
function extremum(name: 'max' | 'min', sign: 1 | -1): Builtin {
  return {
    arity: [1, 8],
    lambdaArg: 1,
    doc: `${name}(a, b, …): the ${name === 'max' ? 'largest' : 'smallest'} number; ${name}(list, value): the ${name === 'max' ? 'largest' : 'smallest'} value over a list (null when empty)`,
    type: (a) => (isList(a[0]!) ? (a.length === 2 ? listAndKey(() => (a[1]!.t === 'numbers' ? T.numbers : T.number))(a) : `${name}(list, value) takes a list and one number expression`) : numbersOnly(a)),
    impl: (env, args, _h, bind) => {
      if (isList(args[0]!.ty)) return extreme(env, args, bind, sign)?.value ?? null;
      const xs = args.map((a) => Number(a.fn(env)));
      return sign === 1 ? Math.max(...xs) : Math.min(...xs);
    },
  };
}

export const BUILTINS: ReadonlyMap<string, Builtin> = new Map<string, Builtin>([
  [
    'count',
    {
      arity: [1, 2],
      lambdaArg: 1,
      doc: 'count(list) or count(list, condition): how many cards/seats (or piles in a row) there are, or how many match',
      type: (a) =>
        (isList(a[0]!) || (a[0]!.t === 'row' && a.length === 1)) && (a.length === 1 || a[1]!.t === 'boolean')
          ? T.number
          : `expects a list (and a condition), got ${a.map(show).join(', ')}`,
      impl: (env, args, _h, bind) => {
        if (args[0]!.ty.t === 'row') return (args[0]!.fn(env) as unknown[]).length;
        if (args.length === 1) {
          const list = args[0]!.fn(env);
          if (Array.isArray(list)) return list.length;
        }
        let n = 0;
        iterate(env, args, bind, (keep) => {
          if (keep) n++;
        });
        return n;
      },
    },
  ],
  [
    'any',
    {
      arity: [2, 2],
      lambdaArg: 1,
      doc: 'any(list, condition): whether some element matches',
      type: (a) => (isList(a[0]!) && a[1]!.t === 'boolean' ? T.boolean : 'expects a list and a condition'),
      impl: (env, args, _h, bind) => {
        let found = false;
        iterate(env, args, bind, (keep) => {
          if (keep) found = true;
          return !keep;
        });
        return found;
      },
    },
  ],
  [
    'all',
    {
      arity: [2, 2],
      lambdaArg: 1,
      doc: 'all(list, condition): whether every element matches',
      type: (a) => (isList(a[0]!) && a[1]!.t === 'boolean' ? T.boolean : 'expects a list and a condition'),
      impl: (env, args, _h, bind) => {
        let every = true;
        iterate(env, args, bind, (keep) => {
          if (!keep) every = false;
          return keep;
        });
        return every;
      },
    },
  ],
  [
    'filter',
    {
      arity: [2, 2],
      lambdaArg: 1,
      doc: 'filter(list, condition): the elements that match',
      type: (a) => (isList(a[0]!) && a[1]!.t === 'boolean' ? a[0]! : 'expects a list and a condition'),
      impl: (env, args, _h, bind) => {
        const out: unknown[] = [];
        iterate(env, args, bind, (keep, el) => {
          if (keep) out.push(el);
        });
        return out;
      },
    },
  ],
  [
    'sum',
    {
      arity: [2, 2],
      lambdaArg: 1,
      doc: 'sum(list, value): the sum of a number per element',
      type: (a) => (isList(a[0]!) && a[1]!.t === 'number' ? T.number : 'expects a list and a number expression'),
      impl: (env, args, _h, bind) => {
        let total = 0;
        const of = args[1]!.fn;
        eachBound(env, args[0]!.fn(env) as unknown[], bind, (bound) => void (total += Number(of(bound))));
        return total;
      },
    },
  ],
  [
    'top',
    {
      arity: [1, 2],
      doc: 'top(cards): the top (last) card, or null when empty; top(cards, n): the top n cards (fewer when the pile has fewer), in pile order',
      type: (a) => endType('top', a),
      impl: (env, args) => {
        const l = args[0]!.fn(env) as number[];
        if (args.length === 2) return l.slice(Math.max(0, l.length - countOf(args[1]!.fn(env))));
        return l.length ? l[l.length - 1] : null;
      },
    },
  ],
  [
    'bottom',
    {
      arity: [1, 2],
      doc: 'bottom(cards): the bottom (first) card, or null when empty; bottom(cards, n): the bottom n cards, in pile order',
      type: (a) => endType('bottom', a),
      impl: (env, args) => {
        const l = args[0]!.fn(env) as number[];
        if (args.length === 2) return l.slice(0, countOf(args[1]!.fn(env)));
        return l.length ? l[0] : null;
      },
    },
  ],
  [
    'contains',
    {
      arity: [2, 2],
      doc: 'contains(list, element): whether a list holds a card or seat',
      type: (a) =>
        (a[0]!.t === 'cards' && a[1]!.t === 'card') || ((a[0]!.t === 'seats' || a[0]!.t === 'numbers') && a[1]!.t === 'number')
          ? T.boolean
          : 'expects a list and an element of it',
      impl: (env, args) => (args[0]!.fn(env) as unknown[]).includes(args[1]!.fn(env)),
    },
  ],
  ['min', extremum('min', -1)],
  ['max', extremum('max', 1)],
  [
    'best',
    {
      arity: [2, 2],
      lambdaArg: 1,
      doc: 'best(list, value): the element (card, seat or group) with the largest value, the first on a tie; null when empty',
      type: listAndKey((a) => elementOf(a[0]!)),
      impl: (env, args, _h, bind) => extreme(env, args, bind, 1)?.el ?? null,
    },
  ],
  [
    'worst',
    {
      arity: [2, 2],
      lambdaArg: 1,
      doc: 'worst(list, value): the element (card, seat or group) with the smallest value, the first on a tie; null when empty',
      type: listAndKey((a) => elementOf(a[0]!)),
      impl: (env, args, _h, bind) => extreme(env, args, bind, -1)?.el ?? null,
    },
  ],
  [
    'groups',
    {
      arity: [2, 2],
      lambdaArg: 1,
      doc: 'groups(cards, key): the cards grouped by a key per card (e.g. card.rank), one list per key, by ascending key',
      type: (a) =>
        a[0]!.t === 'cards' && ['number', 'string', 'boolean', 'null'].includes(a[1]!.t)
          ? T.groups
          : `expects a list of cards and a key per card (a number, text or flag), got ${a.map(show).join(', ')}`,
      impl: (env, args, _h, bind) => {
        const byKey = new Map<unknown, number[]>();
        const keyOf = args[1]!.fn;
        eachBound(env, args[0]!.fn(env) as number[], bind, (bound, el) => {
          const key = keyOf(bound) ?? null;
          const g = byKey.get(key);
          if (g) g.push(el as number);
          else byKey.set(key, [el as number]);
        });
        return [...byKey.entries()].sort((a, b) => compareKeys(a[0], b[0])).map(([, g]) => g);
      },
    },
  ],
  [
    'range',
    {
      arity: [2, 2],
      doc: 'range(a, b): the whole numbers from a to b, both included (empty when b < a; at most 1000)',
      type: (a) => (a.every((t) => t.t === 'number') ? T.numbers : 'expects two numbers'),
      impl: (env, args) => {
        const lo = Math.ceil(Number(args[0]!.fn(env)));
        const hi = Math.floor(Number(args[1]!.fn(env)));
        // Never cut short without a word (issue 36, bug 8): a longer range is a bug of the spec, said where it happens.
        if (hi - lo + 1 > RANGE_MAX) throw new Error(`range(${lo}, ${hi}) would hold ${hi - lo + 1} numbers; a range holds at most ${RANGE_MAX}`);
        const out: number[] = [];
        for (let n = lo; n <= hi; n++) out.push(n);
        return out;
      },
    },
  ],
  [
    'abs',
    {
      arity: [1, 1],
      doc: 'abs(n): the absolute value',
      type: numbersOnly,
      impl: (env, args) => Math.abs(Number(args[0]!.fn(env))),
    },
  ],
  [
    'floor',
    {
      arity: [1, 1],
      doc: 'floor(n): rounds down',
      type: numbersOnly,
      impl: (env, args) => Math.floor(Number(args[0]!.fn(env))),
    },
  ],
  [
    'next',
    {
      arity: [1, 2],
      doc: 'next(seat) or next(seat, n): the next (n-th next) seat in the turn direction that is still in the game',
      type: seatFrom,
      impl: (env, args, h) => h.next(env, Number(args[0]!.fn(env)), args[1] ? Number(args[1].fn(env)) : 1),
    },
  ],
  [
    'prev',
    {
      arity: [1, 2],
      doc: 'prev(seat) or prev(seat, n): the previous (n-th previous) seat in the turn direction that is still in the game',
      type: seatFrom,
      impl: (env, args, h) => h.next(env, Number(args[0]!.fn(env)), -(args[1] ? Number(args[1].fn(env)) : 1)),
    },
  ],
  [
    'turnOrder',
    {
      arity: [1, 1],
      doc: 'turnOrder(seat): the seats still in the game in the turn direction, starting at seat (first when it is in); e.g. filter(turnOrder(next(self)), count(hand[seat]) > 0)[0] is the next seat that holds a card',
      type: (a) => (a[0]!.t === 'number' ? T.seats : 'expects a seat'),
      impl: (env, args) => {
        const from = Number(args[0]!.fn(env));
        const n = env.numPlayers;
        const dir = env.G.dir ?? 1;
        const order: number[] = [];
        for (let k = 0; k < n; k++) {
          const s = (((from + dir * k) % n) + n) % n;
          if (!env.G.out.includes(s)) order.push(s);
        }
        return order;
      },
    },
  ],
  [
    'isOut',
    {
      arity: [1, 1],
      doc: 'isOut(seat): whether the seat has been eliminated',
      type: (a) => (a[0]!.t === 'number' ? T.boolean : 'expects a seat'),
      impl: (env, args) => env.G.out.includes(Number(args[0]!.fn(env))),
    },
  ],
  [
    'playedBy',
    {
      arity: [1, 1],
      doc: 'playedBy(card): the seat whose move last moved the card (null if no move has)',
      type: (a) => (a[0]!.t === 'card' ? T.seat : 'expects a card'),
      impl: (env, args) => {
        const c = args[0]!.fn(env);
        return typeof c === 'number' ? (env.G.playedBy?.[c] ?? null) : null;
      },
    },
  ],
  [
    'movedThisTurn',
    {
      // The two-argument form, movedThisTurn(card, zone), is compiled by itself (compile.ts): its zone is a name.
      arity: [1, 2],
      doc: 'movedThisTurn(card) or movedThisTurn(card, zone): whether a move made in this turn moved the card (the card just discarded, just drawn), out of that zone if one is named (the card just taken from the discard pile)',
      type: (a) => (a[0]!.t === 'card' ? T.boolean : 'expects a card'),
      impl: (env, args) => {
        const c = args[0]!.fn(env);
        return typeof c === 'number' && env.G.movedOn?.[c] === env.turn;
      },
    },
  ],
  [
    'cardsOn',
    {
      arity: [1, 1],
      doc: 'cardsOn(card): the cards lying on the card in its pile, bottom first (none when it is the top card): move a card with everything on it by cards: list(c) + cardsOn(c)',
      type: (a) => (a[0]!.t === 'card' ? T.cards : 'expects a card'),
      impl: (env, args) => {
        const c = args[0]!.fn(env);
        if (typeof c !== 'number') return [];
        const pile = pileHolding(env.G.zones, c);
        return pile ? pile.slice(pile.indexOf(c) + 1) : [];
      },
    },
  ],
  [
    'cardUnder',
    {
      arity: [1, 1],
      doc: 'cardUnder(card): the card it lies on in its pile, or null at the bottom (or off the table)',
      type: (a) => (a[0]!.t === 'card' ? T.card : 'expects a card'),
      impl: (env, args) => {
        const c = args[0]!.fn(env);
        if (typeof c !== 'number') return null;
        const pile = pileHolding(env.G.zones, c);
        const i = pile ? pile.indexOf(c) : -1;
        return i > 0 ? pile![i - 1]! : null;
      },
    },
  ],
  [
    'faceUp',
    {
      arity: [1, 1],
      doc: 'faceUp(card): whether the card lies face up',
      type: (a) => (a[0]!.t === 'card' ? T.boolean : 'expects a card'),
      impl: (env, args, h) => {
        const c = args[0]!.fn(env);
        return c !== null && h.faceUp(env, c as number);
      },
    },
  ],
  ...LIST_CHECKS,
  ...VALUE_NAMES,
  ...COMBINATION_BUILTINS,
  ...TEAM_BUILTINS,
  ...PHASE_BUILTINS,
  ...HOUSE_BUILTINS,
]);
