/**
 * The per-card maps of `G` (face-up, played by, moved on/from) are copied on write (runtime/state/card-maps.ts): a state
 * boardgame.io holds shares them with the next until a move writes one, and a write never reaches a map another
 * state holds.
 */
import { describe, expect, it } from 'vitest';
import { shareCardMaps, sharedMap, writable, writableFaceUp, writablePlayedBy } from '../src/runtime/state/card-maps';
import { cloneG } from '../src/sim/clone';
import { simulator, type GameState } from '../src/index';
import { gameFrom, start } from './helpers';

const GAME = `
id: card-maps
name: Card maps
players: { min: 2, max: 2 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..12 } }
zones:
  deck: { visibility: hidden }
  table: { visibility: faces }
  won: { scope: player, visibility: public }
vars:
  taps: { type: number, initial: 0 }
setup:
  - shuffle: deck
  - deal: { from: deck, to: table, count: 3, faceUp: true }
  - deal: { from: deck, to: table, count: 1 }
moves:
  turn:
    do: [ { flip: table } ]
  take:
    args:
      c: { type: card, from: table }
    do: [ { move: { cards: c, to: "won[self]" } } ]
  tap:
    do: [ { set: { var: taps, value: vars.taps + 1 } } ]
end:
  - { when: "count(table) == 0", draw: seats }
`;

describe('card maps through the reducer', () => {
  it('an action that writes no map keeps every map; one that writes a map copies it and leaves the old one as it was', () => {
    const game = gameFrom(GAME);
    const m = start(game, 2, 'maps');
    const [a, b] = (m.state.G.zones.table as number[]).filter((c) => m.state.G.faceUp[c]);

    expect(m.move(0, 'take', a)).toBe(true);
    const s1 = m.state.G;
    expect(s1.playedBy).toEqual({ [a!]: 0 });
    expect(sharedMap(s1, 'faceUp') && sharedMap(s1, 'playedBy')).toBe(true);

    expect(m.move(0, 'tap')).toBe(true);
    const s2 = m.state.G;
    expect(s2.vars.taps).toBe(1);
    expect([s2.faceUp, s2.playedBy]).toEqual([s1.faceUp, s1.playedBy]);
    expect(s2.faceUp).toBe(s1.faceUp);
    expect(s2.playedBy).toBe(s1.playedBy);

    const top = (m.state.G.zones.table as number[]).at(-1)!;
    const wasUp = m.state.G.faceUp[top] === true;
    expect(m.move(0, 'turn')).toBe(true);
    const s3 = m.state.G;
    expect(s3.faceUp).not.toBe(s2.faceUp);
    expect([s3.faceUp[top] === true, s2.faceUp[top] === true]).toEqual([!wasUp, wasUp]);
    expect(s3.playedBy).toBe(s2.playedBy);
    expect(s2.faceUp[b!]).toBe(true);
  });

  it('reaches the same state as the simulator, which writes its maps in place', () => {
    const game = gameFrom(GAME);
    const m = start(game, 2, 'maps-2');
    const sim = simulator(game);
    const s = sim.start({ players: 2, seed: 'maps-2' });
    for (let i = 0; i < 12 && !m.state.ctx.gameover; i++) {
      const seat = Number(m.state.ctx.currentPlayer);
      const list = sim.legalActions(s, seat);
      const a = list[i % list.length]!;
      expect(m.move(seat, a.move, ...a.args)).toBe(true);
      expect(sim.apply(s, seat, a)).toBe(true);
      expect(s.G).toEqual(JSON.parse(JSON.stringify(m.state.G)));
    }
  });
});

describe('writable', () => {
  const state = () => ({ faceUp: { 3: true }, playedBy: { 3: 1 } }) as unknown as GameState;

  it('writes a map in place while it is not shared, and creates one that is absent', () => {
    const G = state();
    const faceUp = G.faceUp;
    writable(G, 'faceUp')[5] = true;
    expect(G.faceUp).toBe(faceUp);
    writable(G, 'movedOn')[5] = 2;
    expect(G.movedOn).toEqual({ 5: 2 });
  });

  it('copies a frozen map before the first write; a copy of the state shares it until then', () => {
    const G = state();
    shareCardMaps(G);
    const copy = cloneG(G);
    expect(copy.faceUp).toBe(G.faceUp);
    delete writable(copy, 'faceUp')[3];
    writable(copy, 'playedBy')[4] = 0;
    expect([copy.faceUp, copy.playedBy]).toEqual([{}, { 3: 1, 4: 0 }]);
    expect([G.faceUp, G.playedBy]).toEqual([{ 3: true }, { 3: 1 }]);
    // The copy's own maps are written in place from then on.
    const own = copy.faceUp;
    writable(copy, 'faceUp')[7] = true;
    expect(copy.faceUp).toBe(own);
  });

  it('copies a map it last returned once that map is shared (its memory of maps known unshared is forgotten)', () => {
    const G = state();
    const faceUp = writable(G, 'faceUp');
    expect(writable(G, 'faceUp')).toBe(faceUp);
    shareCardMaps(G);
    const copy = cloneG(G);
    // Both states now hold the map last returned: a write through either copies it first.
    writable(copy, 'faceUp')[8] = true;
    expect(copy.faceUp).not.toBe(faceUp);
    expect(G.faceUp).toEqual({ 3: true });
    writable(G, 'faceUp')[9] = true;
    expect(G.faceUp).not.toBe(faceUp);
    expect([G.faceUp, copy.faceUp, faceUp]).toEqual([{ 3: true, 9: true }, { 3: true, 8: true }, { 3: true }]);
  });

  it('has named writers for faceUp and playedBy that do what it does', () => {
    const G = state();
    const [faceUp, playedBy] = [G.faceUp, G.playedBy];
    expect([writableFaceUp(G), writablePlayedBy(G)]).toEqual([faceUp, playedBy]);
    expect(writableFaceUp(G)).toBe(faceUp);
    expect(writablePlayedBy(G)).toBe(playedBy);
    shareCardMaps(G);
    writableFaceUp(G)[4] = true;
    writablePlayedBy(G)[4] = 0;
    expect([G.faceUp, G.playedBy, faceUp, playedBy]).toEqual([{ 3: true, 4: true }, { 3: 1, 4: 0 }, { 3: true }, { 3: 1 }]);
    const bare = {} as unknown as GameState;
    writablePlayedBy(bare)[2] = 1;
    expect(bare.playedBy).toEqual({ 2: 1 });
  });

  it('outside production, a write that bypasses it cannot change a shared map', () => {
    const G = state();
    shareCardMaps(G);
    expect(() => {
      (G.faceUp as Record<string, true>)[9] = true;
    }).toThrow(TypeError);
  });
});
