/** The runtime's effects, flow and replay, on small inline games. */
import { describe, expect, it } from 'vitest';
import { playout } from '../src/index';
import { gameFrom, start } from './helpers';

const ROWS = `
id: rows
name: Rows
players: { min: 2, max: 3 }
cards:
  n: { attributes: { value: number, wild: boolean } }
deck:
  - { type: n, range: { value: 1..3 }, copies: 4 }
zones:
  deck: {}
  done: {}
  piles: { scope: player, row: { fixed: 2 }, visibility: public }
  build: { row: { max: 2 }, visibility: public }
setup:
  - shuffle: deck
turn:
  onBegin:
    - deal: { from: deck, to: "piles[current]", count: 1, eachPile: true, faceUp: true, refill: done }
  canPass: true
  endWhenStuck: true
moves:
  play:
    args:
      c: { type: card, from: "piles[self][*]", top: true }
      p: { type: pile, zone: build, allowNew: true }
    if: c.value == count(build[p]) + 1
    do: [ { move: { cards: c, to: "build[p]" } } ]
triggers:
  - zone: build
    when: count(pile) == 3
    do:
      - move: { from: "build[pileIndex]", to: done, count: all }
      - removeEmptyPiles: build
end:
  - when: turn > 40
    draw: seats
`;

describe('runtime', () => {
  it('deals one card onto each pile of the turn player\'s row at the start of each turn (again while they are stuck)', () => {
    for (let s = 0; s < 20; s++) {
      const m = start(gameFrom(ROWS), 2, `deal${s}`);
      const piles = m.state.G.zones.piles as number[][][];
      const seat = Number(m.state.ctx.currentPlayer);
      const [a, b] = piles[seat]!.map((p) => p.length);
      expect(a).toBe(b);
      expect(a).toBeGreaterThanOrEqual(1);
      // Each turn so far dealt two cards; the turns before this one ended at once, nobody able to play.
      expect(piles.flat(2).length + (m.state.G.zones.deck as number[]).length).toBe(12);
      expect(piles.flat(2)).toHaveLength(2 * m.state.ctx.turn);
    }
  });

  it('a table where nobody can ever move ends as a draw instead of looping', () => {
    const game = gameFrom(ROWS.replace('if: c.value == count(build[p]) + 1', 'if: c.value == 99'));
    const m = start(game, 2, 'deadlock');
    expect(m.state.ctx.gameover).toEqual({ draw: true, players: ['0', '1'] });
  });

  it('is not deadlocked while turn starts still bring new cards: the draw comes only once nothing changes', () => {
    const game = gameFrom(ROWS.replace('if: c.value == count(build[p]) + 1', 'if: c.value == 99').replace('copies: 4', 'copies: 8'));
    const m = start(game, 2, 'deadlock');
    // 24 cards, 4 a round: six stuck rounds deal the whole deck before the table stops changing.
    expect(m.state.G.zones.deck).toEqual([]);
    expect((m.state.G.zones.piles as number[][][]).flat(2)).toHaveLength(24);
    expect(m.state.ctx.gameover).toEqual({ draw: true, players: ['0', '1'] });
  });

  it('opens a pile for a 1 and rejects a wrong number or a pile that is not next', () => {
    const game = gameFrom(ROWS);
    // Find a seed whose first player holds a 1 on top of a pile.
    for (let s = 0; s < 50; s++) {
      const m = start(game, 2, `s${s}`);
      const seat = Number(m.state.ctx.currentPlayer);
      const tops = (m.state.G.zones.piles as number[][][])[seat]!.map((p) => p.at(-1)!);
      const value = (id: number) => game.deckhand.def.cards[id]!.attrs.value;
      const one = tops.find((c) => value(c) === 1);
      const other = tops.find((c) => value(c) !== 1);
      if (one === undefined || other === undefined) continue;
      expect(m.move(seat, 'play', other, 0)).toBe(false);
      expect(m.move(seat, 'play', one, 1)).toBe(false); // pile 1 is not the next new pile
      expect(m.move(seat, 'play', one, 0)).toBe(true);
      expect(m.state.G.zones.build).toEqual([[one]]);
      return;
    }
    throw new Error('no seed with a 1 on top');
  });

  it('ends the turn by itself when the player has no legal play, and passes by choice', () => {
    const game = gameFrom(ROWS);
    for (let s = 0; s < 50; s++) {
      const m = start(game, 2, `stuck${s}`);
      const seat = Number(m.state.ctx.currentPlayer);
      const legal = game.deckhand.legalActions(m.state.G, m.state.ctx, String(seat)).filter((a) => a.move !== 'pass');
      if (legal.length === 0) continue;
      const turn = m.state.ctx.turn;
      expect(m.move(seat, 'pass')).toBe(true);
      expect(m.state.ctx.turn).toBeGreaterThan(turn);
      expect(m.state.G.log.at(-1)).toMatchObject({ seat, move: 'pass' });
      return;
    }
    throw new Error('no seed with a legal play');
  });

  it('replays exactly: the same seed and the same moves give the same states', () => {
    const game = gameFrom(ROWS);
    const a = playout(game, { players: 3, seed: 'replay' });
    const b = playout(game, { players: 3, seed: 'replay' });
    expect(a.final.G).toEqual(b.final.G);
    expect(a.moves).toBe(b.moves);
    const c = playout(game, { players: 3, seed: 'other' });
    expect(c.final.G).not.toEqual(a.final.G);
  });

  it('reshuffles the completed piles into the deck when it runs out, and deals what there is when nothing is left', () => {
    const game = gameFrom(ROWS);
    let completedPiles = 0;
    let reshuffled = 0;
    let prevDone = 0;
    const r = playout(game, {
      players: 2,
      seed: 'long',
      maxMoves: 500,
      onState: (state) => {
        const build = state.G.zones.build as number[][];
        const done = (state.G.zones.done as number[]).length;
        // A pile of 3 never stays on the table: it is set aside and its slot freed at once.
        expect(build.every((p) => p.length < 3)).toBe(true);
        expect(build.length).toBeLessThanOrEqual(2);
        if (done > prevDone) completedPiles++;
        if (done < prevDone) reshuffled++;
        prevDone = done;
        expect(Object.values(state.G.zones).flat(3)).toHaveLength(12);
      },
    });
    expect(completedPiles).toBeGreaterThan(0);
    expect(reshuffled).toBeGreaterThan(0);
    expect(r.completed).toBe(true);
  });

  it('passes hands left and pools and redeals them', () => {
    const game = gameFrom(`
id: pass
name: Pass
players: { min: 3, max: 3 }
cards: { c: { attributes: { v: number } } }
deck: [ { type: c, range: { v: 1..9 } } ]
zones:
  deck: {}
  hand: { scope: player, order: set, visibility: owner }
setup:
  - deal: { from: deck, to: hand, count: 3 }
moves:
  left: { do: [ { passHands: { zone: hand, direction: left } }, endTurn ] }
  pool: { do: [ { poolAndRedeal: { zone: hand, count: 3 } }, endTurn ] }
end: [ { when: turn > 10, draw: seats } ]
`);
    const m = start(game, 3);
    const before = (m.state.G.zones.hand as number[][]).map((h) => [...h]);
    expect(m.move(0, 'left')).toBe(true);
    const after = m.state.G.zones.hand as number[][];
    expect(after[1]).toEqual(before[0]);
    expect(after[2]).toEqual(before[1]);
    expect(after[0]).toEqual(before[2]);
    expect(m.move(1, 'pool')).toBe(true);
    const pooled = m.state.G.zones.hand as number[][];
    expect(pooled.map((h) => h.length)).toEqual([3, 3, 3]);
    expect(pooled.flat().sort()).toEqual(before.flat().sort());
  });

  it('rejects client events: every turn and game end comes from the game itself', () => {
    const game = gameFrom(ROWS);
    expect(game.events).toMatchObject({ endTurn: false, endGame: false, endPhase: false, setPhase: false, setActivePlayers: false });
  });

  it('validateSetupData checks options and player counts', () => {
    const game = gameFrom(ROWS);
    expect(game.validateSetupData!(undefined, 4)).toMatch(/2 to 3 players/);
    expect(game.validateSetupData!({ x: 1 }, 2)).toMatch(/unknown option "x"/);
    expect(game.validateSetupData!('nope' as never, 2)).toMatch(/object/);
  });
});
