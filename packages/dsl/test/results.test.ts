/** How a game ends: winner, winners, loser, losers, draw, and rank with scores; in `end` rules and `endGame`. */
import { describe, expect, it } from 'vitest';
import { validate } from '../src/index';
import { gameFrom, start } from './helpers';

const GAME = (end: string, effect = '') => `
id: ends
name: Ends
players: { min: 2, max: 4 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..12 } }
zones:
  deck: { visibility: public }
vars:
  score: { type: number, scope: player }
  over: { type: boolean }
moves:
  point:
    args:
      s: { type: seat }
    do:
      - set: { var: score, seat: s, value: "vars.score[s] + 1" }
  stop:
    do:
      - set: { var: over, value: true }${effect}
end:
  - when: vars.over
${end}
`;

function finish(yaml: string, players: number, points: number[]) {
  const m = start(gameFrom(yaml), players);
  for (const s of points) expect(m.move(0, 'point', s)).toBe(true);
  expect(m.move(0, 'stop')).toBe(true);
  return { gameover: m.state.ctx.gameover, result: m.state.G.result };
}

describe('the end of a game', () => {
  it('one winner keeps the plain shape', () => {
    expect(finish(GAME('    winner: 2'), 3, []).gameover).toEqual({ winner: '2' });
  });

  it('a loser: everyone else wins; ranks put the loser last', () => {
    const { gameover } = finish(GAME('    loser: 1'), 4, []);
    expect(gameover).toEqual({ winners: ['0', '2', '3'], losers: ['1'], ranks: [1, 4, 1, 1] });
  });

  it('several winners: everyone else loses', () => {
    const { gameover } = finish(GAME('    winners: filter(seats, seat != 0)'), 3, []);
    expect(gameover).toEqual({ winners: ['1', '2'], losers: ['0'], ranks: [3, 1, 1] });
  });

  it('rank by a score: competition ranks (1, 2, 2, 4), scores per seat, first wins and last loses', () => {
    const { gameover } = finish(GAME('    rank: { by: "vars.score[seat]" }'), 4, [1, 1, 1, 2, 3, 2, 3]);
    expect(gameover).toEqual({ winner: '1', winners: ['1'], losers: ['0'], ranks: [4, 1, 2, 2], scores: [0, 3, 2, 2] });
  });

  it('rank ascending, with a tie-break per seat', () => {
    const { gameover } = finish(GAME('    rank: { by: "vars.score[seat]", order: asc, ties: seat }'), 3, [1, 2]);
    expect(gameover).toMatchObject({ winners: ['0'], losers: ['2'], ranks: [1, 2, 3], scores: [0, 1, 1] });
  });

  it('everyone tied in a ranking is a draw among all, with the scores', () => {
    const { gameover } = finish(GAME('    rank: { by: "vars.score[seat]" }'), 2, [0, 1]);
    expect(gameover).toEqual({ draw: true, players: ['0', '1'], winners: ['0', '1'], ranks: [1, 1], scores: [1, 1] });
  });

  it('endGame takes the same ways', () => {
    const yaml = GAME('    draw: seats', `
      - endGame: { loser: 0 }`);
    expect(finish(yaml, 2, []).gameover).toEqual({ winner: '1', winners: ['1'], losers: ['0'], ranks: [2, 1] });
  });

  it('two ways at once is an error at the second', () => {
    const r = validate(GAME('    winner: 0\n    draw: seats'), { file: 'e.yaml' });
    expect(r.ok ? [] : r.diagnostics.map((d) => `${d.line}:${d.col} ${d.code}`)).toEqual(['26:5 schema/invalid']);
  });
});
