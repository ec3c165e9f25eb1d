/** Turn order: `reverse`, `skip`, `next(seat, n)`, `prev(seat)` and `turnOrder(seat)`, all passing over seats that are out. */
import { describe, expect, it } from 'vitest';
import { gameFrom, start } from './helpers';

const GAME = `
id: order
name: Order
players: { min: 2, max: 5 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..3 } }
zones:
  deck: { visibility: public }
vars:
  seen: { type: seat }
  firstAfter: { type: seat }
moves:
  go:
    do: [ endTurn ]
  rev:
    do: [ reverse, endTurn ]
  skp:
    args:
      n: { type: number, min: 1, max: 3 }
    do: [ { skip: n }, endTurn ]
  out:
    args:
      s: { type: seat }
    do: [ { eliminate: s } ]
  look:
    args:
      n: { type: number, min: -3, max: 3 }
    do:
      - set: { var: seen, value: "n >= 0 ? next(self, n) : prev(self, 0 - n)" }
  above:
    args:
      v: { type: number, min: 0, max: 9 }
    do:
      - set: { var: firstAfter, value: "filter(turnOrder(next(self)), seat > v)[0]" }
end:
  - when: count(alive) == 1
    winner: alive[0]
`;

const cur = (m: ReturnType<typeof start>) => Number(m.state.ctx.currentPlayer);

describe('turn order', () => {
  it('reverse turns the direction round; a second reverse turns it back', () => {
    const m = start(gameFrom(GAME), 5);
    expect(m.move(0, 'go')).toBe(true);
    expect(cur(m)).toBe(1);
    expect(m.move(1, 'rev')).toBe(true);
    expect(cur(m)).toBe(0);
    expect(m.move(0, 'go')).toBe(true);
    expect(cur(m)).toBe(4);
    expect(m.move(4, 'rev')).toBe(true);
    expect(cur(m)).toBe(0);
    expect(m.state.G.dir).toBe(1);
  });

  it('skip passes over n seats in play, in the current direction, once', () => {
    const m = start(gameFrom(GAME), 5);
    expect(m.move(0, 'skp', 1)).toBe(true);
    expect(cur(m)).toBe(2);
    expect(m.move(2, 'go')).toBe(true);
    expect(cur(m)).toBe(3);
    expect(m.move(3, 'rev')).toBe(true);
    expect(m.move(2, 'skp', 2)).toBe(true);
    expect(cur(m)).toBe(4);
  });

  it('skip, next(seat, n) and prev pass over seats that are out', () => {
    const m = start(gameFrom(GAME), 5);
    expect(m.move(0, 'out', 1)).toBe(true);
    expect(m.move(0, 'look', 1)).toBe(true);
    expect(m.state.G.vars.seen).toBe(2);
    expect(m.move(0, 'look', 2)).toBe(true);
    expect(m.state.G.vars.seen).toBe(3);
    expect(m.move(0, 'look', -1)).toBe(true);
    expect(m.state.G.vars.seen).toBe(4);
    expect(m.move(0, 'look', -3)).toBe(true);
    expect(m.state.G.vars.seen).toBe(2);
    expect(m.move(0, 'skp', 1)).toBe(true);
    expect(cur(m)).toBe(3);
  });

  it('next and prev follow the direction after a reverse', () => {
    const m = start(gameFrom(GAME), 4);
    expect(m.move(0, 'rev')).toBe(true);
    expect(cur(m)).toBe(3);
    expect(m.move(3, 'look', 1)).toBe(true);
    expect(m.state.G.vars.seen).toBe(2);
    expect(m.move(3, 'look', -1)).toBe(true);
    expect(m.state.G.vars.seen).toBe(0);
  });

  it('turnOrder(seat) lists the seats in play from seat on, in the turn direction: the first after it that qualifies', () => {
    const m = start(gameFrom(GAME), 5);
    expect(m.move(0, 'out', 2)).toBe(true);
    // From seat 1 on (seat 2 is out): 1, 3, 4, 0; the first above 2 is seat 3.
    expect(m.move(0, 'above', 2)).toBe(true);
    expect(m.state.G.vars.firstAfter).toBe(3);
    // Nobody above 4: no seat.
    expect(m.move(0, 'above', 4)).toBe(true);
    expect(m.state.G.vars.firstAfter).toBe(null);
    expect(m.move(0, 'rev')).toBe(true);
    // Seat 4 moves after the reverse: from next(4) = 3 on, backwards: 3, 1, 0, 4; the first above 0 is seat 3, the
    // first above 3 is seat 4 (the last in that order).
    expect(cur(m)).toBe(4);
    expect(m.move(4, 'above', 0)).toBe(true);
    expect(m.state.G.vars.firstAfter).toBe(3);
    expect(m.move(4, 'above', 3)).toBe(true);
    expect(m.state.G.vars.firstAfter).toBe(4);
  });
});
