/**
 * Checks over a list of cards by a key per card, for melds and tricks: a run (`consecutive(chosen, card.rank)`), a
 * set (`same(chosen, card.rank)` and `distinct(chosen, card.suit)`), an ordered pile (`sorted(pile, card.rank)`), and
 * following the lead of a trick (`follows(hand[self], c, trick, card.suit)`). Each is one condition a designer
 * reads aloud, where the same thing written with `any`/`count` takes a line and a helper variable.
 */
import { eachBound, type Bind } from '../bind';
import type { Builtin, Checked } from './builtin';
import type { Env } from '../env';
import { T, isList, show, type Ty } from '../types';

const SCALAR = ['number', 'string', 'boolean', 'null'];

/** The key of every element of argument 0, in list order. */
function keys(env: Env, args: Checked[], bind: Bind): unknown[] {
  const out: unknown[] = [];
  const keyOf = args[1]!.fn;
  eachBound(env, args[0]!.fn(env) as unknown[], bind, (bound) => void out.push(keyOf(bound) ?? null));
  return out;
}

function listCheck(name: string, doc: string, key: 'number' | 'scalar', test: (keys: unknown[]) => boolean): [string, Builtin] {
  return [
    name,
    {
      arity: [2, 2],
      lambdaArg: 1,
      doc,
      type: (a: Ty[]) =>
        isList(a[0]!) && (key === 'number' ? a[1]!.t === 'number' : SCALAR.includes(a[1]!.t))
          ? T.boolean
          : `expects a list and a ${key === 'number' ? 'number' : 'key (a number, text or flag)'} per element, got ${a.map(show).join(', ')}`,
      impl: (env, args, _h, bind) => test(keys(env, args, bind)),
    },
  ];
}

const numbers = (ks: unknown[]): number[] | undefined => (ks.every((k) => typeof k === 'number') ? (ks as number[]) : undefined);

export const LIST_CHECKS: [string, Builtin][] = [
  listCheck('same', 'same(list, key): whether every element has the same key (true for zero or one element), e.g. same(chosen, card.rank)', 'scalar', (ks) =>
    ks.every((k) => k === ks[0]),
  ),
  listCheck('distinct', 'distinct(list, key): whether no two elements share a key, e.g. distinct(chosen, card.suit)', 'scalar', (ks) => new Set(ks).size === ks.length),
  listCheck(
    'consecutive',
    'consecutive(list, key): whether the keys, in any order, form a run of whole numbers each one more than the last (no gaps, no repeats), e.g. consecutive(chosen, card.rank)',
    'number',
    (ks) => {
      const ns = numbers(ks);
      if (!ns) return false;
      const sorted = [...ns].sort((a, b) => a - b);
      return sorted.every((n, i) => Number.isInteger(n) && (i === 0 || n === sorted[i - 1]! + 1));
    },
  ),
  listCheck(
    'sorted',
    'sorted(list, key): whether the keys never go down in list order (bottom to top for a pile); sorted(list, -card.rank) for downwards',
    'number',
    (ks) => {
      const ns = numbers(ks);
      return ns !== undefined && ns.every((n, i) => i === 0 || n >= ns[i - 1]!);
    },
  ),
  [
    'follows',
    {
      arity: [4, 4],
      lambdaArg: 3,
      doc: "follows(hand, card, trick, key): whether card may be played to trick when players must follow the lead: the trick is empty, or card's key matches the card led (the trick's first card), or no card in hand matches it; e.g. follows(hand[self], c, trick, card.suit)",
      type: (a: Ty[]) =>
        a[0]!.t === 'cards' && a[1]!.t === 'card' && a[2]!.t === 'cards' && SCALAR.includes(a[3]!.t)
          ? T.boolean
          : `expects a hand (cards), the card played, the trick (cards) and a key per card, got ${a.map(show).join(', ')}`,
      impl: (env, args, _h, bind) => {
        const trick = args[2]!.fn(env) as number[];
        if (trick.length === 0) return true;
        const keyOf = (card: number) => args[3]!.fn(bind(env, card)) ?? null;
        const led = keyOf(trick[0]!);
        const card = args[1]!.fn(env);
        if (typeof card === 'number' && keyOf(card) === led) return true;
        return !(args[0]!.fn(env) as number[]).some((c) => c !== card && keyOf(c) === led);
      },
    },
  ],
];
