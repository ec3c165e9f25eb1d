/**
 * Triggers on a zone: every pile of a shared row is checked last first, each read afresh as it is reached (the
 * effects of one may close piles before it is reached), and a shared zone that is one pile is checked as pile 0.
 * Both engines (boardgame.io and the simulator) read the same rules.
 */
import { describe, expect, it } from 'vitest';
import { simulator } from '../src/index';
import { gameFrom, start } from './helpers';

const GAME = `
id: trigger-piles
name: Trigger piles
players: { min: 2, max: 2 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..7 } }
zones:
  deck: { visibility: public }
  build: { row: { max: 3 }, visibility: public }
  heap: { visibility: public }
  done: { visibility: public }
turn:
  first: 0
moves:
  fill:
    do:
      - newPile: build
      - newPile: build
      - newPile: build
      - move: { from: deck, to: "build[0]", count: 2 }
      - move: { from: deck, to: "build[1]", count: 1 }
      - move: { from: deck, to: "build[2]", count: 2 }
      - move: { from: deck, to: heap, count: 2 }
      - endTurn
triggers:
  - zone: build
    when: count(pile) >= 2
    do:
      - log: "Pile {pileIndex} of {count(pile)} is set aside."
      - move: { from: "build[pileIndex]", to: done, count: all }
      - removeEmptyPiles: build
  - zone: heap
    when: count(pile) >= 2
    do:
      - log: "The heap ({pileIndex}) is set aside."
      - move: { from: heap, to: done, count: all }
end:
  - when: count(done) > 0
    draw: seats
`;

describe('triggers on the piles of a shared zone', () => {
  const game = gameFrom(GAME);
  const texts = (log: { message?: string; parts?: unknown[] }[]) =>
    log.filter((e) => e.message !== undefined || e.parts !== undefined).map((e) => e.message ?? (e.parts ?? []).map((p) => (typeof p === 'string' ? p : JSON.stringify(p))).join(''));

  it('checks every pile of a row last first, each as it is when reached, and a one-pile zone as pile 0', () => {
    const m = start(game, 2, 't');
    expect(m.move(0, 'fill')).toBe(true);
    const G = m.state.G;
    // Pile 2 went first; closing it left pile 1 (one card) and pile 0 (two), so pile 0 went next; pile 1 stays.
    expect((G.zones.build as number[][]).map((p) => p.length)).toEqual([1]);
    expect((G.zones.heap as number[]).length).toBe(0);
    expect((G.zones.done as number[]).length).toBe(6);
    const lines = texts(G.log).filter((t) => /set aside/.test(t));
    expect(lines).toEqual(['Pile {"n":2} of {"n":2} is set aside.', 'Pile {"n":0} of {"n":2} is set aside.', 'The heap ({"n":0}) is set aside.']);
  });

  it('reaches the same table in the simulator', () => {
    const m = start(game, 2, 't');
    m.move(0, 'fill');
    const sim = simulator(game);
    const s = sim.start({ players: 2, seed: 't' });
    expect(sim.apply(s, 0, { move: 'fill', args: [] })).toBe(true);
    expect(s.G.zones).toEqual(m.state.G.zones);
    expect(s.G.log).toEqual(m.state.G.log);
  });
});
