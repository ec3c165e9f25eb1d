/** The functions an expression may call. Each checks its argument types at compile time. */
import type { Env } from './env';
import { T, show, type Ty } from './types';

export type Checked = { ty: Ty; fn: (env: Env) => unknown };

/**
 * A builtin either takes plain values (`fn`) or a list plus a predicate evaluated per element with `card` or
 * `seat` bound (`pred`).
 */
export interface Builtin {
  arity: [min: number, max: number];
  doc: string;
  /** Returns the result type, or an error message. */
  type: (args: Ty[]) => Ty | string;
  /** Index of an argument evaluated per element of argument 0 (with `card`/`seat` bound), if any. */
  lambdaArg?: number;
  impl: (env: Env, args: Checked[], helpers: Helpers) => unknown;
}

export interface Helpers {
  /** Next seat clockwise after `seat` that is still in the game. */
  next(env: Env, seat: number): number;
  alive(env: Env): number[];
  faceUp(env: Env, card: number): boolean;
}

const isList = (t: Ty) => t.t === 'cards' || t.t === 'seats';
const numbersOnly = (args: Ty[]) => (args.every((a) => a.t === 'number') ? T.number : 'expects numbers');

function withBound(env: Env, list: Ty, el: unknown): Env {
  return list.t === 'cards' ? { ...env, card: el as number } : { ...env, seat: el as number };
}

function iterate(env: Env, args: Checked[], each: (keep: boolean, el: unknown) => boolean | void): void {
  const list = args[0]!.fn(env) as unknown[];
  for (const el of list) {
    const keep = args.length > 1 ? Boolean(args[1]!.fn(withBound(env, args[0]!.ty, el))) : true;
    if (each(keep, el) === false) return;
  }
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
      impl: (env, args) => {
        if (args[0]!.ty.t === 'row') return (args[0]!.fn(env) as unknown[]).length;
        let n = 0;
        iterate(env, args, (keep) => {
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
      impl: (env, args) => {
        let found = false;
        iterate(env, args, (keep) => {
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
      impl: (env, args) => {
        let every = true;
        iterate(env, args, (keep) => {
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
      impl: (env, args) => {
        const out: unknown[] = [];
        iterate(env, args, (keep, el) => {
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
      impl: (env, args) => {
        let total = 0;
        for (const el of args[0]!.fn(env) as unknown[]) total += Number(args[1]!.fn(withBound(env, args[0]!.ty, el)));
        return total;
      },
    },
  ],
  [
    'top',
    {
      arity: [1, 1],
      doc: 'top(cards): the top (last) card, or null when empty',
      type: (a) => (a[0]!.t === 'cards' ? T.card : 'expects a list of cards'),
      impl: (env, args) => {
        const l = args[0]!.fn(env) as number[];
        return l.length ? l[l.length - 1] : null;
      },
    },
  ],
  [
    'bottom',
    {
      arity: [1, 1],
      doc: 'bottom(cards): the bottom (first) card, or null when empty',
      type: (a) => (a[0]!.t === 'cards' ? T.card : 'expects a list of cards'),
      impl: (env, args) => {
        const l = args[0]!.fn(env) as number[];
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
        (a[0]!.t === 'cards' && a[1]!.t === 'card') || (a[0]!.t === 'seats' && a[1]!.t === 'number')
          ? T.boolean
          : 'expects a list and an element of it',
      impl: (env, args) => (args[0]!.fn(env) as unknown[]).includes(args[1]!.fn(env)),
    },
  ],
  [
    'min',
    {
      arity: [1, 8],
      doc: 'min(a, b, …): the smallest number',
      type: numbersOnly,
      impl: (env, args) => Math.min(...args.map((a) => Number(a.fn(env)))),
    },
  ],
  [
    'max',
    {
      arity: [1, 8],
      doc: 'max(a, b, …): the largest number',
      type: numbersOnly,
      impl: (env, args) => Math.max(...args.map((a) => Number(a.fn(env)))),
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
      arity: [1, 1],
      doc: 'next(seat): the next seat clockwise that is still in the game',
      type: numbersOnly,
      impl: (env, args, h) => h.next(env, Number(args[0]!.fn(env))),
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
]);
