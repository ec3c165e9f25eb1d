import { describe, expect, it } from 'vitest';
import type { ArgDef } from '../ir/types';
import { describeCondition } from './describe';
import { zoneDef } from '../../test/expr-state';

const zone = zoneDef;
const def = {
  zones: {
    hand: zone('hand', { scope: 'player', visibility: 'owner' }),
    building: zone('building', { row: { max: 4 } }),
    handPiles: zone('handPiles', { scope: 'player', row: { fixed: 4 }, label: 'hand piles' }),
  },
  options: { anyoneMayNameTwo: { type: 'boolean' as const, default: false } },
  vars: {},
};
const say = (expr: string, args: ArgDef[] = []) => describeCondition(expr, { def, args });

describe('default reasons read the precondition in words', () => {
  it('counts, seats and options', () => {
    expect(say('count(hand[self]) == 1 or options.anyoneMayNameTwo')).toBe(
      'Only when the number of cards in your hand is 1, or the option “anyone may name two” is on.',
    );
  });

  it('card types, attributes and pile arguments', () => {
    const args: ArgDef[] = [
      { name: 'c', type: 'card', from: [{ zone: 'hand', seat: 'self' }], top: false },
      { name: 'p', type: 'pile', zone: { zone: 'building' }, allowNew: true },
    ];
    expect(say("c.type == 'wild' or c.value == count(building[p]) + 1", args)).toBe(
      'Only when the card is a wild, or the value of the card is the number of cards in the chosen building pile plus 1.',
    );
  });

  it('comparisons, negation and labels', () => {
    expect(say('not (count(handPiles[current]) >= 2)')).toBe("Only when not (the number of cards in the current player's hand piles is at least 2).");
    expect(say('count(hand[self]) < players')).toBe('Only when the number of cards in your hand is less than the number of players.');
  });

  it('reads named binders as their lists', () => {
    expect(say('any(hand[self] as c, c.value == 3)')).toBe('Only when there is one in your hand where the value of c is 3.');
  });

  it('falls back to the expression text for what it has no words for, never to nothing', () => {
    expect(say('abs(count(hand[self]) - 3) <= 1')).toBe('Only when abs(count(hand[self]) - 3) is at most 1.');
  });
});
