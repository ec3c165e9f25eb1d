/**
 * The expression checker's seat type: a number known to be a seat however the expression gets it, so a log line
 * names it ("Ada") rather than printing a number — including elements bound by `forEach … as` and `as` over seats.
 */
import { describe, expect, it } from 'vitest';
import { compileExpr } from '../src/expr/compile/compile';
import { makeScope, withLocal } from '../src/expr/scope';
import { isSeat, T } from '../src/expr/types';
import { validate, type LogPart } from '../src/index';
import { gameFrom, start } from './helpers';

const YAML = `
id: seats
name: Seats
players: { min: 3, max: 3 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..30 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: owner }
vars:
  dealer: { type: seat }
  partner: { type: seat, scope: player }
setup:
  - deal: { from: deck, to: hand, count: 3 }
moves:
  tell:
    do:
      - forEach:
          in: filter(alive, seat != self)
          as: p
          do:
            - log: "{p} is not {self}; {p + 1} is a number"
      - forEach:
          in: range(0, 1)
          as: i
          do:
            - log: "{i} is a number, {seats[i]} a seat"
      - log: "{best(alive as s, count(hand[s]))} holds most; {vars.dealer} deals; {vars.partner[self]} partners; {count(alive) > 2 ? current : next(current)} plays; {count(alive)} in"
      - endTurn
end:
  - { when: "count(deck) == 0", draw: seats }
`;

const kinds = (parts: readonly LogPart[]) =>
  parts.filter((p) => typeof p !== 'string').map((p) => (typeof p === 'object' && 'seat' in p ? 'seat' : 'n' in p ? 'number' : 'other'));

describe('the seat type', () => {
  it('types seats wherever they come from, and only those', () => {
    const r = validate(YAML);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const scope = withLocal(makeScope(r.def, { self: true }), 'p', T.seat);
    const seat = (src: string) => {
      const c = compileExpr(src, scope);
      if (!c.ok) throw new Error(c.errors[0]!.message);
      return isSeat(c.ty);
    };
    for (const s of ['self', 'current', 'p', 'alive[0]', 'next(self)', 'prev(p, 2)', 'vars.dealer', 'vars.partner[p]', 'best(seats, count(hand[seat]))', 'filter(alive, seat != self)[1]', 'true ? self : null']) {
      expect(seat(s), s).toBe(true);
    }
    for (const s of ['players', 'self + 1', 'count(alive)', 'max(seats, count(hand[seat]))', 'range(0, 2)[0]', 'true ? self : 1', 'turn']) {
      expect(seat(s), s).toBe(false);
    }
    // A seat is still a number wherever a number is wanted.
    expect(compileExpr('self + 1 == next(self)', scope, T.boolean).ok).toBe(true);
  });

  it('a log line names seats bound by forEach … as and by as, and prints numbers as numbers', () => {
    const m = start(gameFrom(YAML), 3, 'seats');
    expect(m.move(0, 'tell')).toBe(true);
    const lines = m.state.G.log.filter((e) => e.parts && e.move === undefined).map((e) => kinds(e.parts!));
    expect(lines).toEqual([
      ['seat', 'seat', 'number'],
      ['seat', 'seat', 'number'],
      ['number', 'seat'],
      ['number', 'seat'],
      ['seat', 'seat', 'seat', 'seat', 'number'],
    ]);
  });
});
