/** The list checks for melds and tricks: same, distinct, consecutive, sorted, follows — values, types and words. */
import { describe, expect, it } from 'vitest';
import type { ArgDef, GameDef } from '../../ir/types';
import type { GameState } from '../../runtime/state/state';
import { compileExpr, type Runtime } from '../compile/compile';
import { describeCondition } from '../describe';
import { makeScope, type Scope } from '../scope';
import { rankSuitCards, seatHelpers, stateWith, zoneDef } from '../../../test/expr-state';
import { T, type Ty } from '../types';

const zone = zoneDef;

const def: Scope['def'] = {
  zones: {
    hand: zone('hand', { scope: 'player', order: 'set', visibility: 'owner' }),
    trick: zone('trick'),
    pile: zone('pile'),
  },
  options: {},
  vars: {},
  cardTypes: { c: { attributes: { rank: 'number', suit: 'string' }, back: [] } },
} satisfies Pick<GameDef, 'zones' | 'options' | 'vars' | 'cardTypes'>;

const runtime: Runtime = { cards: rankSuitCards(), helpers: { ...seatHelpers, faceUp: () => true } };

function G(zones: Partial<Record<'hand' | 'trick' | 'pile', unknown>> = {}): GameState {
  return stateWith({ hand: [[0, 1, 2, 5, 6], [11]], trick: [7, 11], pile: [0, 6, 12, 13], ...zones } as GameState['zones']);
}

const scope = makeScope(def, { self: true, args: new Map<string, Ty>([['chosen', T.cards], ['c', T.card]]) });

function run(source: string, args: Record<string, unknown>, zones?: Parameters<typeof G>[0]): unknown {
  const r = compileExpr(source, scope, T.boolean, runtime);
  if (!r.ok) throw new Error(`${source}: ${r.errors.map((x) => x.message).join('; ')}`);
  return r.fn({ G: G(zones), numPlayers: 2, currentPlayer: 0, turn: 1, phase: 'play', self: 0, args });
}

describe('list checks', () => {
  it('same: every element has one key (a set of a kind)', () => {
    expect(run('same(chosen, card.rank)', { chosen: [0, 5, 10] })).toBe(true);
    expect(run('same(chosen, card.rank)', { chosen: [0, 5, 11] })).toBe(false);
    expect(run('same(chosen, card.suit)', { chosen: [] })).toBe(true);
  });

  it('distinct: no two share a key', () => {
    expect(run('distinct(chosen, card.suit)', { chosen: [0, 5, 10] })).toBe(true);
    expect(run('distinct(chosen, card.suit)', { chosen: [0, 1] })).toBe(false);
  });

  it('consecutive: a run in any order, no gaps and no repeats', () => {
    expect(run('consecutive(chosen, card.rank)', { chosen: [2, 0, 1] })).toBe(true); // ranks 3, 1, 2
    expect(run('consecutive(chosen, card.rank)', { chosen: [0, 2] })).toBe(false); // 1, 3: a gap
    expect(run('consecutive(chosen, card.rank)', { chosen: [0, 1, 6] })).toBe(false); // 1, 2, 2: a repeat
    expect(run('same(chosen, card.suit) and consecutive(chosen, card.rank) and count(chosen) >= 3', { chosen: [10, 11, 12] })).toBe(true);
  });

  it('sorted: keys never go down in list order; a minus sorts downwards', () => {
    expect(run('sorted(pile, card.rank)', {})).toBe(true); // ranks 1, 2, 3, 4
    expect(run('sorted(pile, -card.rank)', {})).toBe(false);
    expect(run('sorted(pile, -card.rank)', {}, { pile: [3, 2, 2, 0] })).toBe(true); // 4, 3, 3, 1
  });

  it('follows: match the card led when you can, anything when you cannot or when leading', () => {
    // The trick was led by card 7 (hearts). Seat 0 holds hearts 5 and 6.
    expect(run('follows(hand[self], c, trick, card.suit)', { c: 5 })).toBe(true);
    expect(run('follows(hand[self], c, trick, card.suit)', { c: 0 })).toBe(false);
    // Without hearts in hand, anything goes.
    expect(run('follows(hand[self], c, trick, card.suit)', { c: 0 }, { hand: [[0, 1], []] })).toBe(true);
    // Leading: the trick is empty.
    expect(run('follows(hand[self], c, trick, card.suit)', { c: 0 }, { trick: [] })).toBe(true);
  });

  it('checks types at compile time', () => {
    const err = (s: string) => {
      const r = compileExpr(s, scope, T.boolean);
      return r.ok ? undefined : r.errors[0];
    };
    expect(err('consecutive(chosen, card.suit)')?.message).toMatch(/consecutive\(\) expects a list and a number per element, got list of cards, string/);
    expect(err('same(chosen, chosen)')?.code).toBe('expr/type');
    expect(err('follows(hand[self], chosen, trick, card.suit)')?.message).toMatch(/follows\(\) expects a hand/);
    expect(err('follows(hand[self], c, trick)')?.code).toBe('expr/arity');
  });

  it('reads in words for a default reason', () => {
    const args: ArgDef[] = [
      { name: 'chosen', type: 'cards', from: [{ zone: 'hand', seat: 'self' }], count: 3, top: false },
      { name: 'c', type: 'card', from: [{ zone: 'hand', seat: 'self' }], top: false },
    ];
    expect(describeCondition('same(chosen, card.suit) and consecutive(chosen, card.rank)', { def, args })).toBe(
      'Only when the cards all have the same suit and the cards form a run by rank.',
    );
    expect(describeCondition('follows(hand[self], c, trick, card.suit)', { def, args })).toBe(
      'Only when the card has the suit led in the trick (or your hand has none of it).',
    );
  });
});
