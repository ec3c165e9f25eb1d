/**
 * `any`, `all`, `count` and `filter` with a condition as one generated loop (expr/builtins/list-gen.ts): made for `card` and
 * `seat`, equal to the closures on every list and state below, the element's outer binding put back after, and a
 * name bound by `as` left to the closures.
 */
import { describe, expect, it } from 'vitest';
import type { GameDef } from '../../ir/types';
import { compileExpr, type Runtime } from '../compile/compile';
import type { Env } from '../env';
import { makeScope, withLocal } from '../scope';
import { rankSuitCards, seatHelpers, stateWith, zoneDef } from '../../../test/expr-state';
import { T, type Ty } from '../types';
import type { GameState } from '../../runtime/state/state';

const def = {
  zones: { deck: zoneDef('deck'), hand: zoneDef('hand', { scope: 'player' }), stock: zoneDef('stock', { scope: 'player' }), build: zoneDef('build', { row: {} }) },
  options: {},
  vars: {},
  cardTypes: { c: { attributes: { rank: 'number', suit: 'string' }, back: [] } },
} satisfies Pick<GameDef, 'zones' | 'options' | 'vars' | 'cardTypes'>;
const runtime: Runtime = { cards: rankSuitCards(), helpers: { ...seatHelpers, faceUp: () => false } };
const scope = makeScope(def, { self: true, args: new Map<string, Ty>([['n', T.number]]) });

const compiled = (source: string, codegen: boolean) => {
  const r = compileExpr(source, scope, undefined, { ...runtime, codegen });
  if (!r.ok) throw new Error(r.errors[0]!.message);
  return r.fn;
};

const states: GameState[] = [
  stateWith({ deck: [0, 1, 2, 3], hand: [[4, 9], [], [13, 14, 5]], stock: [[1], [], [2, 3]], build: [[6, 7, 8], []] }),
  stateWith({ deck: [], hand: [[], [], []], stock: [[], [], []], build: [] }, { out: [1] }),
  stateWith({ deck: [10, 11], hand: [[0], [1], [2]], stock: [[3], [4], [5]], build: [[9], [10, 11, 12, 13]] }, { out: [0, 2] }),
];
const envOf = (G: GameState, n: number): Env => ({ G, numPlayers: 3, currentPlayer: 1, turn: 2, phase: null, self: 2, seat: 7, card: 11, args: { n } });

const SOURCES = [
  'any(seats, count(stock[seat]) == 0)',
  'filter(seats, count(stock[seat]) == 0)[0]',
  'filter(alive, count(hand[seat]) > n)',
  'count(alive, count(hand[seat]) == 0)',
  'all(seats, count(hand[seat]) < 3)',
  'any(hand[self], card.rank > n)',
  'all(deck, card.suit == "clubs")',
  'count(hand[self], card.rank >= n)',
  'filter(deck, card.rank != n)',
  // Nested: an inner loop inside the outer one's condition, each with its own element.
  'any(seats, any(hand[seat], card.rank == n))',
  'count(seats, all(stock[seat], card.rank > n) and count(hand[seat]) > 0)',
  'filter(seats, count(hand[seat], card.rank > n) > 0)',
  // The element read through a closure (`sum` has no source of its own), and by an inner loop's condition: bound on
  // the environment (`e.seat = el`); the others read it from the loop's local.
  'any(seats, sum(hand[seat], card.rank) > n)',
  'count(seats, count(filter(hand[seat], card.rank > seat)) > 0)',
];

/** The sources whose loops must keep binding the element on the environment (see the last two above). */
const BINDS = new Set(['any(seats, sum(hand[seat], card.rank) > n)', 'count(seats, count(filter(hand[seat], card.rank > seat)) > 0)']);

describe('list functions with a condition as one generated loop', () => {
  it('is what runs for card and seat elements, in a function of its own beside the expression', () => {
    for (const source of SOURCES) {
      const fn = compiled(source, true);
      expect(fn.name, source).toBe('expr');
      expect(fn.toString(), source).toMatch(/\bh\d+\(e[,)]/);
      expect(compiled(source, false).toString(), source).not.toMatch(/\bh\d+\(e[,)]/);
    }
  });

  it('reads the element from the loop\'s own local, binding it on the environment only where something reads it there', () => {
    for (const source of SOURCES) {
      // The environment counts the writes of `seat` and `card` (the loops' bindings).
      let writes = 0;
      const env = envOf(states[0]!, 1);
      for (const field of ['seat', 'card'] as const) {
        let value = env[field];
        Object.defineProperty(env, field, { get: () => value, set: (v: number) => { writes++; value = v; } });
      }
      compiled(source, true)(env);
      expect(writes > 0, source).toBe(BINDS.has(source));
      expect([env.seat, env.card], source).toEqual([7, 11]);
    }
  });

  it('answers as the closures do, for every list and state', () => {
    for (const G of states) {
      for (const n of [0, 2, 4]) {
        for (const source of SOURCES) {
          const [gen, closure] = [compiled(source, true), compiled(source, false)];
          expect(gen(envOf(G, n)), `${source}, n = ${n}, out ${JSON.stringify(G.out)}`).toEqual(closure(envOf(G, n)));
        }
      }
    }
  });

  it('counts the seats instead of reading the list `seats`, with the same answers at every player count', () => {
    // Over `seats` the helper takes no list (`h0(e)`); over any other list of seats it reads the list.
    expect(compiled('any(seats, count(stock[seat]) == 0)', true).toString()).toMatch(/\bh\d+\(e\)/);
    expect(compiled('any(alive, count(stock[seat]) == 0)', true).toString()).toMatch(/\bh\d+\(e, /);
    const overSeats = SOURCES.filter((s) => s.includes('(seats,'));
    expect(overSeats.length).toBeGreaterThan(3);
    for (const G of states) {
      for (const numPlayers of [1, 2, 3, 4, 6]) {
        for (const source of overSeats) {
          const [gen, closure] = [compiled(source, true), compiled(source, false)];
          const env = { ...envOf(G, 2), numPlayers };
          expect(gen(env), `${source}, ${numPlayers} players`).toEqual(closure({ ...envOf(G, 2), numPlayers }));
          expect(env.seat, source).toBe(7);
        }
      }
    }
  });

  it('puts the outer element back after the loop, also after stopping early', () => {
    for (const source of ['any(seats, count(stock[seat]) == 0)', 'all(deck, card.rank < 2)', 'any(seats, any(hand[seat], card.rank == 5))']) {
      const env = envOf(states[0]!, 1);
      compiled(source, true)(env);
      expect([env.seat, env.card], source).toEqual([7, 11]);
    }
  });

  it('reads the outer element inside the condition where it is bound outside the loop', () => {
    // `seat` bound by the caller (a seat's elimination check) and a loop over cards inside: the card loop keeps it.
    const r = compileExpr('count(hand[seat], card.rank > 2) + count(stock[seat])', withLocal(scope, 'seat', T.seat), T.number, runtime);
    if (!r.ok) throw new Error(r.errors[0]!.message);
    const fn = r.fn;
    expect(fn.toString()).toMatch(/\bh\d+\(e, /);
    const G = states[0]!;
    expect([0, 1, 2].map((seat) => fn({ ...envOf(G, 0), seat }))).toEqual([2 + 1, 0, 2 + 2]);
  });

  it('leaves a condition over a name bound by "as" to the closures', () => {
    for (const source of ['any(hand[self] as c, c.rank > n)', 'filter(seats as s, count(hand[s]) > n)']) {
      expect(compiled(source, true).toString(), source).not.toMatch(/\bh\d+\(e, /);
      for (const G of states) expect(compiled(source, true)(envOf(G, 1)), source).toEqual(compiled(source, false)(envOf(G, 1)));
    }
  });
});
