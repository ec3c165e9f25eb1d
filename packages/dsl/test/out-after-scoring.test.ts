/**
 * A seat put out by a hand's scoring (`hands.onEnd` takes its last chips) is out before the next hand is dealt: it
 * gets no cards and no turn, and the end rules see it at once. (Issue 36, bug 6: eliminations were checked only before
 * `hands.onEnd`, so the seat was dealt into the next hand.)
 */
import { describe, expect, it } from 'vitest';
import { fastPlayout } from '../src/index';
import { gameFrom, start } from './helpers';

const GAME = `
id: chips
name: Chips
players: { min: 3, max: 3 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..12 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: owner }
  table: { visibility: public }
vars:
  chips: { type: number, scope: player, initial: 1 }
hands:
  onBegin:
    - gather: deck
    - shuffle: deck
    - deal: { from: deck, to: hand, count: 1 }
  endIf: count(table) == count(alive)
  onEnd:
    - set: { var: chips, seat: 0, value: "vars.chips[0] - 1" }
eliminate: vars.chips[seat] <= 0
moves:
  play:
    args: { c: { type: card, from: "hand[self]" } }
    do: [ { move: { cards: c, to: table } }, endTurn ]
end:
  - when: count(alive) == 1
    winner: alive[0]
  - when: handNumber > 3
    draw: alive
`;

describe('a seat put out by scoring a hand', () => {
  it('is not dealt into the next hand and takes no turn in it', () => {
    const game = gameFrom(GAME);
    const m = start(game, 3, 'out');
    for (let i = 0; i < 3; i++) {
      const seat = Number(m.state.ctx.currentPlayer);
      const c = (m.state.G.zones.hand as number[][])[seat]![0]!;
      expect(m.move(seat, 'play', c)).toBe(true);
    }
    const G = m.state.G;
    expect(G.hands?.number).toBe(2);
    expect(G.out).toEqual([0]);
    expect((G.zones.hand as number[][]).map((h) => h.length)).toEqual([0, 1, 1]);
    expect(m.state.ctx.currentPlayer).not.toBe('0');
  });

  it('the simulator agrees', () => {
    const game = gameFrom(GAME);
    const slow = start(game, 3, 'out');
    const fast = fastPlayout(game, { players: 3, seed: 'out', maxMoves: 0 });
    expect(JSON.parse(JSON.stringify(fast.final.G))).toEqual(JSON.parse(JSON.stringify(slow.state.G)));
  });
});
