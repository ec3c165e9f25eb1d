/**
 * The compiled pile walker (runtime/state/resolve-ref.ts `pileWalkerOf`), which listing a card argument's candidates and a
 * `move` from several piles use instead of building locations: for every kind of zone reference it visits exactly
 * the piles `resolve` names that `pileAt` finds, in the same order and with the same seats, seats out of play left out.
 */
import { describe, expect, it } from 'vitest';
import { newEnv } from '../src/expr/env';
import type { ZoneRef } from '../src/ir/types';
import { newExec, resolve } from '../src/runtime/effects/exec';
import { pileWalkerOf } from '../src/runtime/state/resolve-ref';
import { pileAt } from '../src/runtime/state/zones';
import { simulator } from '../src/index';
import { gameFrom } from './helpers';

const game = gameFrom(`
id: walk
name: Walk
players: { min: 4, max: 4 }
cards:
  c: { attributes: { rank: number } }
deck:
  - { type: c, range: { rank: 1..30 } }
zones:
  deck: { visibility: public }
  hand: { scope: player, visibility: public }
  building: { row: { max: 4 }, visibility: public }
  piles: { scope: player, row: { fixed: 3 }, visibility: public }
setup:
  - deal: { from: deck, to: hand, count: 2 }
  - deal: { from: deck, to: "piles[0]", count: 1, eachPile: true }
  - deal: { from: deck, to: "piles[2]", count: 1, eachPile: true }
turn:
  first: 0
moves:
  noop:
    do: []
end:
  - when: "false"
    draw: seats
`);

const p = game.deckhand.program;
const s = simulator(game).start({ players: 4, seed: 'walk' });
const G = s.G;
// Two building piles, and seat 1 out of play: the walker must skip it where every seat is named.
(G.zones.building as number[][]).push([], []);
(G.zones.building as number[][])[0]!.push(...(G.zones.deck as number[]).splice(0, 2));
G.out = [1];
const env = newEnv(G, 4, 2, 1, null);
const scope = p.scopes.global;

const REFS: [string, ZoneRef][] = [
  ['a shared pile', { zone: 'deck' }],
  ['every seat of a per-seat zone', { zone: 'hand' }],
  ["every seat, said with '*'", { zone: 'hand', seat: '*' }],
  ['one seat by expression', { zone: 'hand', seat: 'current' }],
  ['a seat out of play named directly', { zone: 'hand', seat: 1 }],
  ['a seat that does not exist', { zone: 'hand', seat: 9 }],
  ['every pile of a shared row', { zone: 'building' }],
  ['one pile of a shared row', { zone: 'building', pile: 1 }],
  ['a pile past the end of a row', { zone: 'building', pile: 3 }],
  ["every pile of every seat's row", { zone: 'piles' }],
  ["every pile of one seat's row", { zone: 'piles', seat: 0, pile: '*' }],
  ["one pile of each seat's row", { zone: 'piles', seat: '*', pile: 2 }],
  ['one pile of one seat by expression', { zone: 'piles', seat: 'current', pile: 'turn' }],
];

describe('pileWalkerOf', () => {
  it.each(REFS)('%s: the same piles, order and seats as resolve + pileAt', (_what, ref) => {
    const expected: [number[], number | undefined][] = [];
    for (const loc of resolve(newExec(p, { shuffle: (l) => [...l], int: () => 0, number: () => 0 }), ref, env, scope)) {
      const pile = pileAt(G, p.def, loc);
      if (pile) expected.push([pile, loc.seat]);
    }
    const seen: [number[], number | undefined][] = [];
    pileWalkerOf(p, ref, scope)(env, (pile, seat) => seen.push([pile, seat]));
    expect(seen.length).toBe(expected.length);
    // The very same pile arrays (a move takes cards out of them), not copies.
    seen.forEach(([pile, seat], i) => {
      expect(pile).toBe(expected[i]![0]);
      expect(seat).toBe(expected[i]![1]);
    });
  });

  it('skips out-of-play seats and reaches live ones (the fixture is not vacuous)', () => {
    const seats: (number | undefined)[] = [];
    pileWalkerOf(p, { zone: 'piles' }, scope)(env, (_pile, seat) => seats.push(seat));
    expect(seats).toEqual([0, 0, 0, 2, 2, 2, 3, 3, 3]);
    const sizes: number[] = [];
    pileWalkerOf(p, { zone: 'building' }, scope)(env, (pile) => sizes.push(pile.length));
    expect(sizes).toEqual([2, 0]);
  });
});
