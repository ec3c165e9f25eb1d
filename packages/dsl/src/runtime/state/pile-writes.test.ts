/** `takeAt` and `putCards`: the same piles as `splice` and a sort give, for every index and every card. */
import { describe, expect, it } from 'vitest';
import type { ZoneDef } from '../../ir/types';
import { putCards, takeAt } from './zones';

const zone = (order: 'set' | 'stack'): ZoneDef => ({ name: 'z', scope: 'shared', order, visibility: 'public', ownerSeesFaceDown: false, showBacks: false }) as ZoneDef;

describe('takeAt', () => {
  it('takes out the card at each index, the others in their order, as splice(index, 1)', () => {
    for (let n = 1; n <= 5; n++) {
      for (let i = 0; i < n; i++) {
        const pile = Array.from({ length: n }, (_, k) => 10 + k);
        const want = pile.slice();
        want.splice(i, 1);
        takeAt(pile, i);
        expect(pile).toEqual(want);
      }
    }
  });

  it('leaves the pile alone for an index outside it', () => {
    const pile = [1, 2, 3];
    takeAt(pile, 3);
    takeAt(pile, -1);
    expect(pile).toEqual([1, 2, 3]);
  });
});

describe('putCards', () => {
  it('puts each card of a set into its place in a sorted pile (as a sort would), wherever it belongs', () => {
    for (const cards of [[0], [5], [9], [4, 0, 9], [3, 3], [7, 1]]) {
      const pile = [2, 4, 6, 8];
      putCards(pile, zone('set'), cards);
      expect(pile).toEqual([2, 4, 6, 8, ...cards].sort((a, b) => a - b));
    }
    const empty: number[] = [];
    putCards(empty, zone('set'), [3, 1, 2]);
    expect(empty).toEqual([1, 2, 3]);
  });

  it('puts cards on top or at the bottom of a stack in their order', () => {
    const pile = [1, 2];
    putCards(pile, zone('stack'), [7, 8]);
    putCards(pile, zone('stack'), [5, 6], 'bottom');
    expect(pile).toEqual([5, 6, 1, 2, 7, 8]);
  });
});
