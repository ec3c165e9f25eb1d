/**
 * Effects compiled into closures (runtime/effects/effects.ts): the effects with closures of their own (move, set, if,
 * forEach, forEachSeat, endTurn) do what the language says, through boardgame.io's reducer and the fast simulator
 * alike, including the ways a move is refused.
 */
import { describe, expect, it } from 'vitest';
import { simulator, type GameState } from '../src/index';
import { gameFrom, playBothWays, start } from './helpers';

const GAME = (moves: string, zones = '') => `
id: fx
name: Effects
players: { min: 3, max: 3 }
cards:
  c: { attributes: { rank: number } }
deck:
  - { type: c, range: { rank: 1..9 } }
zones:
  deck: { visibility: public }
  hand: { scope: player, order: set, visibility: public }
  table: { visibility: public }
  spare: { visibility: public }
${zones}
vars:
  total: { type: number }
  got: { type: number, scope: player }
setup:
  - deal: { from: deck, to: hand, count: 2 }
turn:
  first: 0
moves:
${moves}
end:
  - when: "false"
    draw: seats
`;

/** Plays `move` as seat 0 both ways; both must agree on whether it was accepted and on the state after it. */
const both = (yaml: string, move: string, ...args: unknown[]) => playBothWays(gameFrom(yaml), 3, 'fx', 0, move, ...args);

const hands = (G: GameState) => G.zones.hand as number[][];

describe('compiled effects', () => {
  it('move from every seat with where: takes the matching cards, records who held each shown card and who played them', () => {
    // The deal (2 each from a pile of 9, seat 0 first): seat 0 gets ids 8 and 5, seat 1 7 and 4, seat 2 6 and 3.
    const { G } = both(GAME(`  go:
    do:
      - move: { from: "hand[*]", where: card.rank >= 7, to: table, reveal: true }`), 'go');
    expect([...(G.zones.table as number[])].sort()).toEqual([6, 7, 8]);
    expect(hands(G)).toEqual([[5], [4], [3]]);
    const entry = G.log.find((e) => e.move === 'go')!;
    // Seats in turn, each card put before those taken earlier (a pile's own order is kept when it gives several).
    expect(entry.revealed).toEqual([6, 7, 8]);
    expect(entry.from).toEqual([2, 1, 0]);
    expect(G.playedBy).toEqual({ 6: 0, 7: 0, 8: 0 });
  });

  it('move with a count takes from the top, and refills an empty source from another zone', () => {
    const { G } = both(GAME(`  go:
    do:
      - move: { from: deck, to: spare, count: 3 }
      - move: { from: deck, to: "hand[self]", count: 2, refill: spare }`), 'go');
    // deck held 0, 1, 2 after the deal: all three went to spare; the empty deck took them all back, shuffled, and
    // gave two of them.
    expect(G.zones.spare).toEqual([]);
    expect(hands(G)[0]!.length).toBe(4);
    expect((G.zones.deck as number[]).length).toBe(1);
  });

  it("move by card id finds the card wherever it lies, in the mover's hand or another seat's", () => {
    const yaml = GAME(`  give:
    args:
      c: { type: card, from: "hand[self]" }
    do:
      - move: { cards: c, to: "hand[1]" }
  take:
    do:
      - move: { cards: "hand[2][0]", to: table }`);
    const { ok, G } = both(yaml, 'give', 8);
    expect(ok).toBe(true);
    expect(hands(G)[1]).toEqual([4, 7, 8]);
    expect(both(yaml, 'take').G.zones.table).toEqual([3]);
  });

  it('a pile of a seat that does not exist, or one over capacity, refuses the move and leaves the state as it was', () => {
    const yaml = GAME(
      `  far:
    do:
      - move: { from: deck, to: "hand[7]" }
  full:
    do:
      - move: { from: deck, to: small, count: 2 }`,
      '  small: { visibility: public, capacity: 1 }',
    );
    const far = both(yaml, 'far');
    expect(far.ok).toBe(false);
    expect((far.G.zones.deck as number[]).length).toBe(3);
    const full = both(yaml, 'full');
    expect(full.ok).toBe(false);
    expect(full.G.zones.small).toEqual([]);
  });

  it("move to a row's pile by index: into a pile there, a new one just past the end, refused beyond it or the row's max", () => {
    const yaml = GAME(
      `  build:
    args:
      p: { type: number, min: 0, max: 9 }
    do:
      - move: { from: deck, to: "rows[p]" }
  mine:
    args:
      i: { type: number, min: 0, max: 9 }
    do:
      - move: { from: deck, to: "mine[self][i]" }`,
      '  rows: { visibility: public, row: { max: 2 } }\n  mine: { scope: player, visibility: public, row: { fixed: 2 } }',
    );
    // The deck holds 0, 1, 2 after the deal (2, then 1, then 0 from its top).
    expect(both(yaml, 'build', 0).G.zones.rows).toEqual([[2]]);
    expect(both(yaml, 'build', 1).ok).toBe(false);
    expect(both(yaml, 'mine', 1).G.zones.mine).toEqual([[[], [2]], [[], []], [[], []]]);
    expect(both(yaml, 'mine', 2).ok).toBe(false);
    // In turn on one table: pile 0, a new pile 1, a third pile refused (max 2), pile 1 again; both ways alike.
    const game = gameFrom(yaml);
    const m = start(game, 3, 'fx');
    const sim = simulator(game);
    const s = sim.start({ players: 3, seed: 'fx' });
    const seq = [0, 1, 2, 1];
    expect(seq.map((p) => m.move(0, 'build', p))).toEqual([true, true, false, true]);
    expect(seq.map((p) => sim.apply(s, 0, { move: 'build', args: [p] }))).toEqual([true, true, false, true]);
    expect(s.G.zones.rows).toEqual([[2], [1, 0]]);
    expect(m.state.G.zones.rows).toEqual([[2], [1, 0]]);
  });

  it('set, if, forEachSeat and forEach: per-seat values, both branches, a body per element', () => {
    const { G } = both(GAME(`  go:
    do:
      - forEachSeat:
          - set: { var: got, seat: seat, value: "count(hand[seat]) * 10 + seat" }
      - if: vars.got[1] == 21
        then:
          - set: { var: total, value: 100 }
        else:
          - set: { var: total, value: -1 }
      - forEach:
          in: hand[self]
          as: h
          do:
            - set: { var: total, value: vars.total + h.rank }
            - move: { cards: h, to: table }`), 'go');
    expect(G.vars.got).toEqual([20, 21, 22]);
    // ranks of ids 8 and 5 are 9 and 6
    expect(G.vars.total).toBe(115);
    expect(G.zones.table).toEqual([5, 8]);
    expect(hands(G)[0]).toEqual([]);
  });
});
