/** `findCard`: the same answer wherever the search starts (a card lies in one place), including a zone searched first. */
import { describe, expect, it } from 'vitest';
import type { ZoneDef } from '../../ir/types';
import type { GameState } from './state';
import { findCard } from './zones';

const zone = (name: string, scope: 'shared' | 'player', row: boolean): ZoneDef =>
  ({ name, scope, order: 'stack', visibility: 'public', ownerSeesFaceDown: false, showBacks: false, ...(row ? { row: { max: 4 } } : {}) }) as ZoneDef;

const def = {
  zones: {
    deck: zone('deck', 'shared', false),
    hand: zone('hand', 'player', false),
    piles: zone('piles', 'player', true),
    building: zone('building', 'shared', true),
  },
};

const G = {
  zones: {
    deck: [0, 1, 2],
    hand: [[3, 4], [5]],
    piles: [[[6], [7, 8]], [[9]]],
    building: [[10, 11], [12]],
  },
} as unknown as GameState;

describe('findCard', () => {
  const cards = Array.from({ length: 13 }, (_, i) => i);

  it('finds every card, below the top too, with its zone, seat and pile', () => {
    expect(findCard(G, def, 1)).toEqual({ loc: { zone: 'deck' }, pile: [0, 1, 2], index: 1 });
    expect(findCard(G, def, 3)).toEqual({ loc: { zone: 'hand', seat: 0 }, pile: [3, 4], index: 0 });
    expect(findCard(G, def, 7)).toEqual({ loc: { zone: 'piles', seat: 0, pile: 1 }, pile: [7, 8], index: 0 });
    expect(findCard(G, def, 12)).toEqual({ loc: { zone: 'building', pile: 1 }, pile: [12], index: 0 });
    expect(findCard(G, def, 99)).toBeUndefined();
  });

  it('gives the same answer with any zone searched first, the card there or not', () => {
    for (const first of [undefined, 'deck', 'hand', 'piles', 'building', 'no such zone']) {
      for (const c of cards) expect(findCard(G, def, c, first)).toEqual(findCard(G, def, c));
      expect(findCard(G, def, 99, first)).toBeUndefined();
    }
  });
});
