/** `refill: { from, keep }`: an empty source is refilled from another zone, leaving that zone's top cards in place. */
import { describe, expect, it } from 'vitest';
import { simulator } from '../src/index';
import { gameFrom, start } from './helpers';

const GAME = (refill: string) => `
id: refill
name: Refill
players: { min: 2, max: 2 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..6 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: owner }
  discard: { visibility: public }
setup:
  - move: { from: deck, to: discard, count: 4 }
moves:
  draw:
    do:
      - move: { from: deck, to: "hand[self]", refill: ${refill} }
end:
  - when: "false"
    draw: seats
`;

describe('refill keep', () => {
  it('keeps the top card of the discard and shuffles the rest into the empty deck', () => {
    const g = gameFrom(GAME('{ from: discard, keep: 1 }'));
    const m = start(g, 2);
    const discard = [...(m.state.G.zones.discard as number[])];
    expect(m.move(0, 'draw')).toBe(true);
    expect(m.move(0, 'draw')).toBe(true);
    // The deck is empty now: the next draw refills it from the discard, all but its top card.
    expect((m.state.G.zones.deck as number[]).length).toBe(0);
    expect(m.move(0, 'draw')).toBe(true);
    expect(m.state.G.zones.discard).toEqual([discard.at(-1)]);
    expect((m.state.G.zones.deck as number[]).length).toBe(2);
    expect((m.state.G.zones.hand as number[][])[0]).toHaveLength(3);
    // Cards never vanish or double.
    const all = [...(m.state.G.zones.deck as number[]), ...(m.state.G.zones.discard as number[]), ...(m.state.G.zones.hand as number[][]).flat()];
    expect(all.sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('without keep (or the plain form) the whole discard goes back', () => {
    for (const refill of ['discard', '{ from: discard }']) {
      const m = start(gameFrom(GAME(refill)), 2);
      m.move(0, 'draw');
      m.move(0, 'draw');
      expect(m.move(0, 'draw')).toBe(true);
      expect(m.state.G.zones.discard).toEqual([]);
      expect((m.state.G.zones.deck as number[]).length).toBe(3);
    }
  });

  it('the fast simulator does the same', () => {
    const g = gameFrom(GAME('{ from: discard, keep: 1 }'));
    const m = start(g, 2, 's');
    const sim = simulator(g);
    const s = sim.fromState({ G: structuredClone(m.state.G), ctx: m.state.ctx, plugins: m.state.plugins });
    for (let i = 0; i < 3; i++) {
      expect(m.move(0, 'draw')).toBe(true);
      expect(sim.apply(s, 0, { move: 'draw', args: [] })).toBe(true);
    }
    expect(s.G.zones).toEqual(m.state.G.zones);
  });
});
