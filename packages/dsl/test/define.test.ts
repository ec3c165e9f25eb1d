/** Named expressions (`define:`): calls by value, on both compiled paths, and what the validator says of bad ones. */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, validate } from '../src/index';
import { gameFrom, start } from './helpers';

const GAME = (define: string, effects: string) => `
id: named
name: Named
players: { min: 2, max: 3 }
cards:
  c: { attributes: { rank: number, suit: string } }
deck:
  - { type: c, range: { rank: 1..6, suit: [a, b] } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: owner }
  table: { visibility: public }
vars:
  got: { type: number, scope: player, private: owner }
  other: { type: number, scope: player, private: owner }
  seen: { type: string }
define:
${define}
setup:
  - deal: { from: deck, to: hand, count: 4 }
moves:
  go:
    do:
${effects}
      - endTurn
end:
  - when: "false"
    draw: seats
`;

const DEFS = `  total(cards): sum(cards, card.value)
  "above(cards, v)": count(cards, card.rank > v)
  mine: total(hand[self])
  pairs(cards): count(groups(cards, card.rank), count(group) >= 2)
  label(x): "x > 3 ? 'high' : 'low'"`;

describe('named expressions', () => {
  for (const codegen of [true, false]) {
    it(`give what their body written in place gives (${codegen ? 'generated code' : 'closures'})`, () => {
      const g = gameFrom(GAME(DEFS.replace('card.value', 'card.rank'), `      - set: { var: got, seat: self, value: "mine + above(hand[self], 3) * 100 + pairs(hand[self]) * 1000" }
      - set: { var: other, seat: self, value: "sum(hand[self], card.rank) + count(hand[self], card.rank > 3) * 100 + count(groups(hand[self], card.rank), count(group) >= 2) * 1000" }
      - set: { var: seen, value: "label(count(table))" }`), {}, { codegen });
      for (const seed of ['a', 'b', 'c', 'd']) {
        const m = start(g, 2, seed);
        expect(m.move(0, 'go')).toBe(true);
        const { got, other, seen } = m.state.G.vars as { got: number[]; other: number[]; seen: string };
        expect(got[0]).toBe(other[0]);
        expect(got[0]).toBeGreaterThan(0);
        expect(seen).toBe('low');
      }
    });
  }

  it('bind by value: a name the body binds never captures one the caller passes in', () => {
    // The caller binds `card` (a card of the hand); the body binds its own `card` over the list. Written in place,
    // the argument `card.rank` would read the body's card instead.
    const g = gameFrom(GAME('  "above(cards, v)": count(cards, card.rank > v)', `      - set: { var: got, seat: self, value: "sum(hand[self], above(hand[self], card.rank))" }
      - set: { var: other, seat: self, value: "sum(hand[self] as c, count(hand[self], card.rank > c.rank))" }`));
    const m = start(g, 2, 's');
    m.move(0, 'go');
    const { got, other } = m.state.G.vars as { got: number[]; other: number[] };
    expect(got[0]).toBe(other[0]);
  });

  it('a body sees the caller\'s self, and the game\'s zones and variables', () => {
    const g = gameFrom(GAME('  mine: count(hand[self])\n  theirs(s): vars.got[s] + count(hand[s])', `      - set: { var: got, seat: self, value: "mine * 10 + theirs(self)" }`));
    const m = start(g, 2, 's');
    m.move(0, 'go');
    expect((m.state.G.vars as { got: number[] }).got[0]).toBe(44);
  });

  it('is checked at each call for that call\'s argument types: one body over cards and over seats', () => {
    const r = validate(GAME('  size(list): count(list)', `      - set: { var: got, seat: self, value: "size(hand[self]) + size(seats)" }`));
    expect(r.diagnostics.map(formatDiagnostic)).toEqual([]);
  });

  it('reports a type error in the body at the body, once, however many calls find it', () => {
    const r = validate(GAME('  total(cards): sum(cards, card.suit)', `      - set: { var: got, seat: self, value: "total(hand[self]) + total(table)" }
      - set: { var: other, seat: self, value: "total(hand[self])" }`), { file: 'g.yaml' });
    expect(r.diagnostics.map(formatDiagnostic)).toEqual([
      'g.yaml:18:17: sum() expects a list and a number expression in the body of total() ("sum(cards, card.suit)") (sum(list, value): the sum of a number per element) [expr/type]',
    ]);
  });
});
