/**
 * Named binders (`list as c`), the shadowing diagnostic, and the list functions over groups and values: groups,
 * max/min over a list, best/worst, range.
 */
import { describe, expect, it } from 'vitest';
import type { GameDef } from '../ir/types';
import type { GameState } from '../runtime/state/state';
import { compileExpr, type Runtime } from './compile/compile';
import { makeScope, withLocal, type Scope } from './scope';
import { rankSuitCards, seatHelpers, stateWith, zoneDef } from '../../test/expr-state';
import { T, type Ty } from './types';

const zone = zoneDef;

const def: Scope['def'] = {
  zones: {
    hand: zone('hand', { scope: 'player', order: 'set', visibility: 'owner' }),
    books: zone('books', { scope: 'player' }),
    trick: zone('trick'),
  },
  options: {},
  vars: {},
  cardTypes: { c: { attributes: { rank: 'number', suit: 'string' }, back: [] } },
} satisfies Pick<GameDef, 'zones' | 'options' | 'vars' | 'cardTypes'>;

const runtime: Runtime = { cards: rankSuitCards(), helpers: { ...seatHelpers, faceUp: () => true } };

function G(): GameState {
  // seat 0 holds rank 1 ×3 (0, 5, 10) and rank 2 ×2 (1, 6) and 3; seat 1 holds four of rank 4 (3, 8, 13) — only 3.
  return stateWith({ hand: [[0, 1, 2, 5, 6, 10], [3, 8, 13], []], books: [[4, 9, 14], [], [0]], trick: [7, 11, 2] });
}

const scope = makeScope(def, { self: true });

function run(source: string, s: Scope = scope): unknown {
  const r = compileExpr(source, s, undefined, runtime);
  if (!r.ok) throw new Error(`${source}: ${r.errors.map((x) => `${x.code} ${x.message}`).join('; ')}`);
  return r.fn({ G: G(), numPlayers: 3, currentPlayer: 0, turn: 1, phase: null, self: 0 });
}

function error(source: string, s: Scope = scope, expected?: Ty) {
  const r = compileExpr(source, s, expected);
  if (r.ok) throw new Error(`${source} should not compile`);
  return r.errors[0]!;
}

describe('named binders', () => {
  it('reach the outer element from inside an inner list function', () => {
    expect(run('any(hand[self] as c, count(hand[self], card.rank == c.rank) == 3)')).toBe(true);
    expect(run('any(hand[self] as c, count(hand[self], card.rank == c.rank) == 4)')).toBe(false);
    expect(run('filter(hand[self] as c, count(hand[self], card.rank == c.rank) == 2)')).toEqual([1, 6]);
    expect(run('sum(seats as s, count(hand[s]))')).toBe(9);
  });

  it('an inner unnamed binder that hides the outer one is an error, not an always-true condition', () => {
    const e = error('any(hand[self], count(hand[self], card.rank == card.rank) == 4)');
    expect(e.code).toBe('expr/shadow');
    expect(e.message).toMatch(/the element "card" of count\(\) hides the outer "card"/);
  });

  it('a named binder may not hide a bound name, a move argument or a built-in', () => {
    expect(error('any(hand[self] as seat, true)', withLocal(scope, 'seat', T.number)).code).toBe('expr/shadow');
    expect(error('any(hand[self] as n, true)', makeScope(def, { self: true, args: new Map([['n', T.number]]) })).message).toMatch(/move argument "n"/);
    expect(error('any(hand[self] as players, true)').message).toMatch(/built-in "players"/);
    expect(error('any(seats, any(seats, seat == 1))').code).toBe('expr/shadow');
  });

  it('"as" anywhere else is a syntax error', () => {
    expect(error('hand[self] as c').code).toBe('expr/syntax');
    expect(error('top(trick as c)').code).toBe('expr/syntax');
    expect(error('any(hand[self] as 3, true)').code).toBe('expr/syntax');
  });

  it('the position points at the offending name', () => {
    expect(error('any(hand[self] as players, true)').index).toBe(18);
  });
});

describe('groups, max/min, best/worst, range', () => {
  it('groups cards by a key, by ascending key', () => {
    expect(run('groups(hand[self], card.rank)')).toEqual([[0, 5, 10], [1, 6], [2]]);
    expect(run('count(groups(hand[self], card.suit))')).toBe(3);
    expect(run('groups(hand[self], card.rank)[1]')).toEqual([1, 6]);
    expect(run('any(groups(hand[self], card.rank), count(group) == 3)')).toBe(true);
    expect(run('filter(groups(hand[self], card.rank) as g, count(g) >= 2)')).toEqual([[0, 5, 10], [1, 6]]);
    expect(run('groups(trick, card.rank)')).toEqual([[11], [7, 2]]);
  });

  it('max and min over a list, null when it is empty', () => {
    expect(run('max(trick, card.rank)')).toBe(3);
    expect(run('min(trick, card.rank)')).toBe(2);
    expect(run('max(hand[2], card.rank)')).toBe(null);
    expect(run('max(seats, count(books[seat]))')).toBe(3);
    expect(run('max(1, 7, 3)')).toBe(7);
  });

  it('best and worst: the element with the largest or smallest value, the first on a tie', () => {
    expect(run('best(seats, count(books[seat]))')).toBe(0);
    expect(run('worst(seats, count(books[seat]))')).toBe(1);
    expect(run('best(trick, card.rank)')).toBe(7);
    expect(run('best(filter(trick, card.suit == "spades"), card.rank)')).toBe(11);
    expect(run('best(hand[2], card.rank)')).toBe(null);
    expect(run('best(groups(hand[self], card.rank), count(group))')).toEqual([0, 5, 10]);
  });

  it('range gives whole numbers, both ends included', () => {
    expect(run('range(1, 4)')).toEqual([1, 2, 3, 4]);
    expect(run('range(3, 1)')).toEqual([]);
    expect(run('count(filter(range(1, 13), n % 2 == 0))')).toBe(6);
    expect(run('any(range(1, 5) as r, count(hand[self], card.rank == r) == 3)')).toBe(true);
  });

  it('type errors name the function', () => {
    expect(error('groups(seats, seat)').code).toBe('expr/type');
    expect(error('best(trick, card.suit)').code).toBe('expr/type');
    expect(error('max(trick)').message).toMatch(/max\(list, value\)/);
  });
});

describe('list functions over card and seat', () => {
  it('bind them on the environment they are given and put its own back, after a full walk, an early stop and nested walks', () => {
    const cases: [string, unknown][] = [
      ['any(hand[self], card.rank == 1)', true],
      ['all(hand[self], card.rank == 9)', false],
      ['count(seats, count(hand[seat], card.rank == 1) > 0)', 1],
      ['filter(seats, any(hand[seat], card.rank == 4))', [1]],
      ['sum(seats, count(filter(hand[seat], card.rank > 1)))', 6],
    ];
    for (const [source, expected] of cases) {
      const r = compileExpr(source, scope, undefined, runtime);
      if (!r.ok) throw new Error(`${source}: ${r.errors.map((x) => x.message).join('; ')}`);
      const env = { G: G(), numPlayers: 3, currentPlayer: 0, turn: 1, phase: null, self: 0, card: 42, seat: 7 };
      expect(r.fn(env), source).toEqual(expected);
      expect(env.card, source).toBe(42);
      expect(env.seat, source).toBe(7);
    }
  });
});
