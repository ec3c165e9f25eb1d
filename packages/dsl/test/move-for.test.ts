/**
 * The simulator finds an action's move by its name in the current phase's moves (sim/flow.ts `moveFor`), remembering
 * the move it found last. Another name, a name the phase does not have, and the same name in another phase must each
 * get their own answer, never the one remembered.
 */
import { describe, expect, it } from 'vitest';
import { simulator } from '../src/index';
import { gameFrom } from './helpers';

const GAME = `
id: movefor
name: Move For
players: { min: 2, max: 2 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..12 } }
zones:
  deck: { visibility: public }
  low: { visibility: public }
  high: { visibility: public }
vars:
  turns: { type: number, initial: 0 }
turn:
  first: 0
phases:
  first:
    start: true
    moves: [low, high]
    endIf: count(deck) <= 8
    next: second
  second:
    moves: [high]
moves:
  low:
    do:
      - move: { from: deck, to: low }
  high:
    do:
      - move: { from: deck, to: high }
      - endTurn
end:
  - when: count(deck) == 0
    draw: seats
`;

describe('the move an action names (simulator)', () => {
  it('is the one of that name in the phase now, not the one found last', () => {
    const sim = simulator(gameFrom(GAME));
    const s = sim.start({ players: 2, seed: 'm' });
    const zone = (name: string) => (s.G.zones[name] as number[]).length;
    expect(sim.apply(s, 0, { move: 'low', args: [] })).toBe(true);
    expect(sim.apply(s, 0, { move: 'low', args: [] })).toBe(true);
    // Another name right after: its own move (a card to `high`, the turn ends).
    expect(sim.apply(s, 0, { move: 'high', args: [] })).toBe(true);
    expect([zone('low'), zone('high')]).toEqual([2, 1]);
    // A name no phase has, right after one that exists: refused, nothing moves.
    expect(sim.apply(s, 1, { move: 'nope', args: [] })).toBe(false);
    expect(sim.apply(s, 1, { move: 'low', args: [] })).toBe(true);
    expect([zone('low'), zone('high')]).toEqual([3, 1]);
    // The deck is at 8: the phase ended with that action (and so did the turn); `second` has `high` only.
    expect(s.ctx.phase).toBe('second');
    expect(s.ctx.currentPlayer).toBe('0');
    expect(sim.apply(s, 0, { move: 'low', args: [] })).toBe(false);
    expect(sim.apply(s, 0, { move: 'high', args: [] })).toBe(true);
    expect(sim.apply(s, 1, { move: 'high', args: [] })).toBe(true);
    expect([zone('low'), zone('high')]).toEqual([3, 3]);
    expect(s.G.log.filter((e) => e.move !== undefined).map((e) => e.move)).toEqual(['low', 'low', 'high', 'low', 'high', 'high']);
  });
});
