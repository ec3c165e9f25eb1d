/** `limit: { turns, then }`: a cap on a game's length with its own way to end, checked after the game's own end rules. */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, playout, validate } from '../src/index';
import { gameFrom, start } from './helpers';

const GAME = (limit: string, end = 'when: "false"\n    draw: seats') => `
id: capped
name: Capped
players: { min: 2, max: 3 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..4 } }
zones:
  deck: { visibility: public }
vars:
  score: { type: number, scope: player }
moves:
  go:
    do:
      - set: { var: score, seat: self, value: "vars.score[self] + self + 1" }
      - endTurn
end:
  - ${end}
${limit}
`;

describe('limit', () => {
  it('ends the game after the given number of turns, as `then` says', () => {
    const g = gameFrom(GAME('limit: { turns: 5, then: { rank: { by: "vars.score[seat]" } } }'));
    const m = start(g, 2);
    let moves = 0;
    while (!m.state.ctx.gameover && moves < 50) {
      expect(m.move(Number(m.state.ctx.currentPlayer), 'go')).toBe(true);
      moves++;
    }
    expect(moves).toBe(5);
    // Seat 0 scored 1 a turn over 3 turns, seat 1 2 a turn over 2: 3 and 4.
    expect(m.state.G.result).toMatchObject({ winner: 1, ranks: [2, 1], scores: [3, 4], reason: 'The limit of 5 turns was reached.' });
  });

  it("the game's own end rules come first", () => {
    const g = gameFrom(GAME('limit: { turns: 3, then: { draw: seats, reason: Time is up. } }', 'when: turn > 3 and true\n    winner: 0'));
    expect(playout(g, { players: 2, seed: 1 }).final.G.result).toEqual({ winner: 0 });
    const h = gameFrom(GAME('limit: { turns: 3, then: { draw: seats, reason: Time is up. } }'));
    expect(playout(h, { players: 3, seed: 1 }).final.G.result).toMatchObject({ draw: [0, 1, 2], reason: 'Time is up.' });
  });

  it('needs a way to end and checks its expressions', () => {
    const noWay = validate(GAME('limit: { turns: 3, then: { reason: Over. } }'), { file: 'capped.yaml' });
    expect(noWay.ok).toBe(false);
    expect(noWay.diagnostics.map(formatDiagnostic).join('\n')).toMatch(/capped\.yaml:21:20: say how the game ends at the limit.*\[schema\/missing\]/);
    const bad = validate(GAME('limit: { turns: 3, then: { winner: "vars.scroe[0]" } }'), { file: 'capped.yaml' });
    expect(bad.diagnostics.map(formatDiagnostic).join('\n')).toMatch(/vars has no "scroe".*\[var\/unknown\]/);
  });
});
