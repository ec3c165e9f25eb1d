/**
 * The `deal` effect's closure (runtime/effects/deal.ts): round the table from `startAt`, into one named pile, onto each
 * pile of a row or only its first, everything with `count: all`, face up, `lastTo` — the same table through
 * boardgame.io's reducer and the fast simulator.
 */
import { describe, expect, it } from 'vitest';
import { validate, type GameState } from '../src/index';
import { gameFrom, playBothWays } from './helpers';

const GAME = (moves: string, setup = '  - deal: { from: deck, to: hand, count: 2 }') => `
id: dl
name: Deals
players: { min: 3, max: 3 }
cards:
  c: { attributes: { rank: number } }
deck:
  - { type: c, range: { rank: 1..9 } }
zones:
  deck: { visibility: public }
  hand: { scope: player, order: set, visibility: public }
  table: { visibility: public }
  rows: { scope: player, row: { fixed: 2 }, visibility: public }
vars:
  last: { type: seat }
setup:
${setup}
turn:
  first: 0
moves:
${moves}
end:
  - when: "false"
    draw: seats
`;

/** Plays `move` as seat 0 both ways; both must accept it and reach the same state. */
function both(yaml: string, move: string): GameState {
  const { ok, G } = playBothWays(gameFrom(yaml), 3, 'dl', 0, move);
  expect(ok).toBe(true);
  return G;
}

describe('deal', () => {
  // Setup deals 2 each from ids 0..8, seat 0 first, from the top (the end): seat 0 gets 8 and 5, seat 1 7 and 4,
  // seat 2 6 and 3; the deck keeps 0, 1, 2.
  it('deals round the table from startAt, into set-ordered hands, and records the last seat dealt', () => {
    const G = both(GAME(`  go:
    do:
      - deal: { from: deck, to: hand, count: 1, startAt: 2, lastTo: last }`), 'go');
    expect(G.zones.hand).toEqual([
      [1, 5, 8],
      [0, 4, 7],
      [2, 3, 6],
    ]);
    expect(G.zones.deck).toEqual([]);
    expect(G.vars.last).toBe(1);
  });

  it('deals everything with count: all into one named pile, face up', () => {
    const G = both(GAME(`  go:
    do:
      - deal: { from: "hand[self]", to: table, count: all, faceUp: true }`), 'go');
    expect(G.zones.table).toEqual([8, 5]);
    expect((G.zones.hand as number[][])[0]).toEqual([]);
    expect(G.faceUp).toEqual({ 5: true, 8: true });
  });

  it('deals onto each pile of a row with eachPile, and only onto its first pile without', () => {
    const G = both(GAME(`  go:
    do:
      - deal: { from: deck, to: "rows[self]", count: 1, eachPile: true }
      - deal: { from: deck, to: "rows[1]", count: 1 }`), 'go');
    const rows = G.zones.rows as number[][][];
    expect(rows[0]).toEqual([[2], [1]]);
    expect(rows[1]).toEqual([[0], []]);
    expect(rows[2]).toEqual([[], []]);
  });

  it('deals what there is during play, and refuses a setup deal that runs short', () => {
    const G = both(GAME(`  go:
    do:
      - deal: { from: deck, to: table, count: 5 }`), 'go');
    expect(G.zones.table).toEqual([2, 1, 0]);
    const r = validate(GAME('  go: { do: [ endTurn ] }', '  - deal: { from: deck, to: hand, count: 4 }'), { file: 'short.yaml' });
    expect(r.ok).toBe(false);
    expect(r.ok ? [] : r.diagnostics.map((d) => d.message).join(' ')).toMatch(/deal/);
  });
});
