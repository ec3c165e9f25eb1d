/**
 * Results and seat variables name seats that exist (issue 36, bug 5): a seat written as a number is checked against the
 * most players the game allows; a seat computed at run time that is no seat of the table is an error naming the
 * culprit; an end that names no winner is a loss for every seat, not a draw among nobody.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, simulator, validate } from '../src/index';
import { standings } from '../src/sim/standings';
import { gameFrom } from './helpers';

const GAME = (end: string, extra = '') => `
id: seats
name: Seats
players: { min: 2, max: 3 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..8 } }
zones:
  deck: { visibility: hidden }
  table: { visibility: public }
vars:
  who: { type: seat, initial: 0 }
moves:
  go:
    do:
      - move: { from: deck, to: table }${extra}
      - endTurn
end:
  - when: count(table) >= 2
    ${end}
`;

const codes = (yaml: string) => {
  const r = validate(yaml, { file: 'g.yaml' });
  return r.ok ? [] : r.diagnostics.map(formatDiagnostic);
};

describe('seats that exist', () => {
  it('a seat written as a number must be a seat at every table the game allows', () => {
    expect(codes(GAME('winner: 7'))).toEqual([expect.stringMatching(/^g\.yaml:\d+:\d+: seat 7 does not exist: the game seats at most 3 players, as seats 0 to 2 .*\[seat\/range\]$/)]);
    expect(codes(GAME('loser: 3'))).toEqual([expect.stringContaining('[seat/range]')]);
    expect(codes(GAME('winner: 1'))).toEqual([]);
    expect(codes(GAME('winner: current', '\n      - set: { var: who, value: 9 }'))).toEqual([expect.stringContaining('seat 9 does not exist')]);
  });

  it('a seat variable set out of range at run time is an error that names it', () => {
    const game = gameFrom(GAME('winner: current', '\n      - set: { var: who, value: "count(table) + 5" }'));
    const sim = simulator(game);
    const s = sim.start({ players: 2, seed: 'x' });
    expect(() => sim.apply(s, 0, { move: 'go', args: [] })).toThrow('seat variable "who" is 6, which is not a seat: this table has seats 0 to 1');
  });

  it('an end naming a seat the table lacks is an error, not a win for "seat 7"', () => {
    const game = gameFrom(GAME('winner: "count(table) + 5"'));
    const sim = simulator(game);
    const s = sim.start({ players: 2, seed: 'x' });
    expect(sim.apply(s, 0, { move: 'go', args: [] })).toBe(true);
    expect(() => sim.apply(s, 1, { move: 'go', args: [] })).toThrow(`the end's "winner" is 7, which is not a seat`);
  });

  it('an empty winners list is a loss for every seat, not a draw among nobody', () => {
    const game = gameFrom(GAME('winners: filter(seats, false)'));
    const sim = simulator(game);
    const s = sim.start({ players: 2, seed: 'x' });
    sim.apply(s, 0, { move: 'go', args: [] });
    sim.apply(s, 1, { move: 'go', args: [] });
    expect(s.G.result).toEqual({ winners: [], losers: [0, 1], ranks: [1, 1] });
    expect(s.ctx.gameover).not.toHaveProperty('draw');
    expect(standings(s.ctx.gameover, 2)).toMatchObject({ winners: [], losers: [0, 1], draw: false });
  });
});
