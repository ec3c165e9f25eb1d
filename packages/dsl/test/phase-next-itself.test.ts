/** A phase whose `next` names itself starts over: its onBegin runs again and its turn.first is evaluated again. */
import { expect, it } from 'vitest';
import { gameFrom, start } from './helpers';

const ROUNDS = `
id: rounds
name: Rounds
players: { min: 2, max: 2 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..10 } }
zones:
  deck: {}
vars:
  begins: { type: number, initial: 0 }
phases:
  round:
    start: true
    onBegin: [ { set: { var: begins, value: vars.begins + 1 } } ]
    moves: [go]
    next: round
    turn: { first: "vars.begins % 2" }
moves:
  go:
    do: [ endPhase ]
end:
  - { when: "vars.begins > 3", draw: seats }
`;

it('a phase whose next is itself begins again, with its turn.first evaluated anew, until the game ends', () => {
  const m = start(gameFrom(ROUNDS), 2);
  expect(m.state.G.vars.begins).toBe(1);
  expect(m.state.ctx.currentPlayer).toBe('1');
  const seen: [unknown, unknown, unknown][] = [];
  for (let i = 0; i < 3; i++) {
    expect(m.move(Number(m.state.ctx.currentPlayer), 'go')).toBe(true);
    seen.push([m.state.G.vars.begins, m.state.ctx.phase, m.state.ctx.currentPlayer]);
  }
  // Begun twice more (the first player alternating with the count), then the end rule held on the fourth start.
  expect(seen).toEqual([
    [2, 'round', '0'],
    [3, 'round', '1'],
    [4, null, '1'],
  ]);
  expect(m.state.ctx.gameover).toBeDefined();
});
