/**
 * Combinations, slices, joined lists, keys of several numbers and text from numbers (expr/combinations.ts,
 * expr/list-ops.ts), evaluated on both compiled paths against hand-built hands; and a poker hand ranked by a table
 * of patterns (best five of seven) written as named expressions.
 */
import { describe, expect, it } from 'vitest';
import type { CardDef, DefineDef, GameDef } from '../../ir/types';
import { seatHelpers, stateWith, zoneDef } from '../../../test/expr-state';
import { compileExpr, type Runtime } from '../compile/compile';
import { combinationsOf, COMBINATIONS_MAX } from './combinations';
import type { Env } from '../env';
import { makeScope, type Scope } from '../scope';
import type { Ty } from '../types';

const SUITS = ['s', 'h', 'd', 'c'];
/** Card id = (rank - 1) * 4 + suit index: rank 1..13. */
const cards: CardDef[] = Array.from({ length: 52 }, (_, i) => ({ id: i, type: 'c', attrs: { rank: Math.floor(i / 4) + 1, suit: SUITS[i % 4]! }, zone: 'deck' }));
const card = (rank: number, suit: string) => (rank - 1) * 4 + SUITS.indexOf(suit);

const POKER: Record<string, [string[], string]> = {
  flush: [['h'], 'same(h, card.suit)'],
  straight: [['h'], 'consecutive(h, card.rank)'],
  byCount: [['h'], 'sortBy(groups(h, card.rank), list(-count(group), -group[0].rank))'],
  shape: [['h'], 'map(byCount(h), count(group))'],
  category: [
    ['h'],
    'straight(h) and flush(h) ? 8 : shape(h) == list(4, 1) ? 7 : shape(h) == list(3, 2) ? 6 : flush(h) ? 5 : straight(h) ? 4 : shape(h) == list(3, 1, 1) ? 3 : shape(h) == list(2, 2, 1) ? 2 : shape(h) == list(2, 1, 1, 1) ? 1 : 0',
  ],
  strength: [['h'], 'list(category(h)) + map(byCount(h), group[0].rank)'],
  best5: [['cards'], 'max(combinations(cards, 5) as h, strength(h))'],
  fifteens: [['cards'], 'count(subsets(cards), sum(group, min(card.rank, 10)) == 15)'],
};
const defines: Record<string, DefineDef> = Object.fromEntries(Object.entries(POKER).map(([name, [params, body]]) => [name, { name, params, body }]));

const def: Scope['def'] = {
  zones: { deck: zoneDef('deck'), hand: zoneDef('hand', { scope: 'player', visibility: 'owner' }), crib: zoneDef('crib') },
  options: {},
  vars: { points: { type: 'number', scope: 'global', initial: 0 } },
  cardTypes: { c: { attributes: { rank: 'number', suit: 'string' }, back: [] } },
  defines,
} satisfies Pick<GameDef, 'zones' | 'options' | 'vars' | 'cardTypes' | 'defines'>;

const runtime = (codegen: boolean): Runtime => ({ cards, codegen, helpers: { ...seatHelpers, faceUp: () => true } });

function run(source: string, hands: number[][], crib: number[] = [], codegen = true, expected?: Ty): unknown {
  const r = compileExpr(source, makeScope(def, { self: true }), expected, runtime(codegen));
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('; '));
  const G = stateWith({ deck: [], hand: hands, crib }, { vars: { points: 7 } });
  const env: Env = { G, numPlayers: hands.length, currentPlayer: 0, turn: 1, phase: null, self: 0 };
  return r.fn(env);
}

const errorOf = (source: string) => {
  const r = compileExpr(source, makeScope(def, { self: true }));
  return r.ok ? undefined : r.errors[0]!.message;
};

describe('combinations and keys', () => {
  for (const codegen of [true, false]) {
    const at = codegen ? 'generated code' : 'closures';
    it(`combinations, subsets, slice, joined lists (${at})`, () => {
      const h = [card(1, 's'), card(2, 's'), card(3, 's'), card(4, 's')];
      expect(run('count(combinations(hand[self], 2))', [h], [], codegen)).toBe(6);
      expect(run('count(subsets(hand[self]))', [h], [], codegen)).toBe(15);
      expect(run('map(slice(hand[self], 1, 3), card.rank)', [h], [], codegen)).toEqual([2, 3]);
      expect(run('map(slice(hand[self], -1), card.rank)', [h], [], codegen)).toEqual([4]);
      expect(run('count(hand[self] + crib)', [h], [card(9, 'h')], codegen)).toBe(5);
      expect(run('map(sortBy(hand[self] + crib, -card.rank), card.rank)', [h], [card(9, 'h')], codegen)).toEqual([9, 4, 3, 2, 1]);
      expect(run('list(1, 2) + range(3, 4)', [h], [], codegen)).toEqual([1, 2, 3, 4]);
    });

    it(`keys of several numbers compare element by element (${at})`, () => {
      expect(run('list(2, 9) > list(2, 8, 14)', [[]], [], codegen)).toBe(true);
      expect(run('list(2, 9) < list(2, 9, 1)', [[]], [], codegen)).toBe(true);
      expect(run('list(3, 2) == list(3, 2)', [[]], [], codegen)).toBe(true);
      expect(run('list(3, 2) != list(3, 1)', [[]], [], codegen)).toBe(true);
      expect(run("'points: ' + vars.points", [[]], [], codegen)).toBe('points: 7');
      expect(run("vars.points > 5 ? 'many' : text(vars.points)", [[]], [], codegen)).toBe('many');
    });

    it(`ranks poker hands by a table of patterns, best five of seven (${at})`, () => {
      const full = [card(9, 's'), card(9, 'h'), card(9, 'd'), card(4, 'c'), card(4, 's'), card(2, 'h'), card(13, 'c')];
      const flush = [card(2, 'h'), card(5, 'h'), card(9, 'h'), card(11, 'h'), card(13, 'h'), card(13, 's'), card(13, 'd')];
      const straight = [card(5, 's'), card(6, 'h'), card(7, 'd'), card(8, 'c'), card(9, 's'), card(9, 'h'), card(1, 'd')];
      const twoPair = [card(9, 's'), card(9, 'h'), card(4, 'd'), card(4, 'c'), card(12, 's'), card(2, 'h'), card(3, 'd')];
      expect(run('best5(hand[0])', [full], [], codegen)).toEqual([6, 9, 4]);
      expect(run('best5(hand[0])', [flush], [], codegen)).toEqual([5, 13, 11, 9, 5, 2]);
      expect(run('best5(hand[0])', [straight], [], codegen)).toEqual([4, 9, 8, 7, 6, 5]);
      expect(run('best5(hand[0])', [twoPair], [], codegen)).toEqual([2, 9, 4, 12]);
      expect(run('best(seats, best5(hand[seat]))', [twoPair, straight, full, flush], [], codegen)).toBe(2);
    });

    it(`counts cribbage fifteens over every subset (${at})`, () => {
      // 5 5 5 J + 5 starter: the famous 29 hand has eight fifteens.
      const h = [card(5, 's'), card(5, 'h'), card(5, 'd'), card(11, 'c')];
      expect(run('fifteens(hand[self] + crib)', [h], [card(5, 'c')], codegen)).toBe(8);
    });
  }

  it('refuses what does not type', () => {
    expect(errorOf('hand[self] + seats')).toMatch(/joins two lists of one kind/);
    expect(errorOf('list(1, 2) < 3')).toMatch(/compares a list of numbers/);
    expect(errorOf('combinations(seats, 2)')).toMatch(/expects a list of cards/);
    expect(errorOf("'x' + true")).toMatch(/makes text of a text/);
    expect(errorOf('map(hand[self], card.suit == \'s\')')).toMatch(/cannot be listed/);
  });

  it('bounds the lists it makes', () => {
    expect(combinationsOf([1, 2, 3, 4], 2)).toHaveLength(6);
    expect(() => combinationsOf(Array.from({ length: 30 }, (_, i) => i), 10)).toThrow(String(COMBINATIONS_MAX));
    expect(() => run('count(subsets(deck))', [[]], [], false)).not.toThrow();
  });
});
