/**
 * Legal listings hand out the same frozen actions again while a move's argument domains are the same
 * shared lists (runtime/legal/legal-plan.ts: listLegal): a number range is listed once, not once per listing, and a
 * changed range or a per-candidate precondition lists afresh; a move whose every argument the YAML fixes is listed
 * once for the game.
 */
import { describe, expect, it } from 'vitest';
import { simulator } from '../src/index';
import { gameFrom } from './helpers';

const GAME = `
id: reuse
name: Reuse
players: { min: 2, max: 2 }
cards:
  c: { attributes: { rank: number } }
deck:
  - { type: c, range: { rank: 1..6 } }
zones:
  deck: { visibility: public }
  hand: { scope: player, order: set, visibility: public }
vars:
  top: { type: number, initial: 2 }
setup:
  - deal: { from: deck, to: hand, count: 2 }
turn:
  first: 0
moves:
  name:
    args:
      n: { type: number, min: 0, max: vars.top }
    do:
      - set: { var: top, value: "vars.top + 1" }
  low:
    args:
      c: { type: card, from: "hand[self]" }
    if: c.rank >= 5
    do:
      - endTurn
end:
  - when: vars.top > 5
    draw: seats
`;

describe('legal listings reused while their domains stay the same', () => {
  const game = gameFrom(GAME);
  const sim = simulator(game);

  it('lists the same frozen actions again for an unchanged number range, and new ones once the range moves', () => {
    const s = sim.start({ players: 2, seed: 'r' });
    const first = sim.legalActions(s, 0);
    const again = sim.legalActions(s, 0);
    const names = first.filter((a) => a.move === 'name');
    expect(names.map((a) => a.args)).toEqual([[0], [1], [2]]);
    expect(again.filter((a) => a.move === 'name')).toEqual(names);
    again.filter((a) => a.move === 'name').forEach((a, i) => expect(a).toBe(names[i]));
    // The shared ones are frozen (a fresh listing's, handed out once, need not be: see the next test).
    for (const a of names) {
      expect(Object.isFrozen(a)).toBe(true);
      expect(Object.isFrozen(a.args)).toBe(true);
    }
    expect(() => (first[0]!.args as unknown[]).push(9)).toThrow();

    expect(sim.apply(s, 0, names[1]!)).toBe(true); // vars.top is now 3: the range 0..3 is another list
    const wider = sim.legalActions(s, 0).filter((a) => a.move === 'name');
    expect(wider.map((a) => a.args)).toEqual([[0], [1], [2], [3]]);
    expect(wider[0]).not.toBe(names[0]);
  });

  it('a card argument with a precondition is listed afresh each time, and agrees with the reducer path', () => {
    const s = sim.start({ players: 2, seed: 'r' });
    const lows = sim.legalActions(s, 0).filter((a) => a.move === 'low');
    const again = sim.legalActions(s, 0).filter((a) => a.move === 'low');
    expect(again).toEqual(lows);
    expect(lows.length).toBeGreaterThan(0);
    expect(again[0]).not.toBe(lows[0]);
    // No shuffle: seat 0 was dealt ids 5 and 3 (ranks 6 and 4), and only the first passes the precondition.
    const hand = (s.G.zones.hand as number[][])[0]!;
    expect(hand).toEqual([3, 5]);
    expect(lows.map((a) => a.args[0])).toEqual(hand.filter((c) => Number(game.deckhand.def.cards[c]!.attrs.rank) >= 5));
    expect(game.deckhand.legalActions(s.G, s.ctx, '0')).toEqual(sim.legalActions(s, 0));
  });

  it('a move whose arguments the YAML fixes is listed once for the game, whatever the table, until its precondition fails', () => {
    const fixedGame = gameFrom(FIXED);
    const fixedSim = simulator(fixedGame);
    const s = fixedSim.start({ players: 2, seed: 'f' });
    const first = fixedSim.legalActions(s, 0).filter((a) => a.move === 'call');
    expect(first.map((a) => a.args)).toEqual([[1, true, 'up'], [1, true, 'down'], [1, false, 'up'], [1, false, 'down'], [2, true, 'up'], [2, true, 'down'], [2, false, 'up'], [2, false, 'down']]);
    for (const a of first) expect(Object.isFrozen(a) && Object.isFrozen(a.args)).toBe(true);
    expect(fixedGame.deckhand.legalActions(s.G, s.ctx, '0').filter((a) => a.move === 'call')).toEqual(first);
    // The table changes (a count goes up, the turn passes): the same objects are handed out again.
    expect(fixedSim.apply(s, 0, first[2]!)).toBe(true);
    const later = fixedSim.legalActions(s, 1).filter((a) => a.move === 'call');
    later.forEach((a, i) => expect(a).toBe(first[i]));
    // Its precondition (read once per listing, not per candidate) closes it.
    expect(fixedSim.apply(s, 1, later[0]!)).toBe(true);
    expect(fixedSim.apply(s, 0, first[0]!)).toBe(true);
    expect(s.G.vars.calls).toBe(3);
    expect(fixedSim.legalActions(s, 1).filter((a) => a.move === 'call')).toEqual([]);
  });
});

const FIXED = `
id: fixed
name: Fixed
players: { min: 2, max: 2 }
cards:
  c: { attributes: { rank: number } }
deck:
  - { type: c, range: { rank: 1..4 } }
zones:
  deck: { visibility: public }
vars:
  calls: { type: number, initial: 0 }
turn:
  first: 0
moves:
  call:
    args:
      n: { type: number, min: 1, max: 2 }
      loud: { type: boolean }
      way: { type: choice, values: [up, down] }
    if: vars.calls < 3
    do:
      - set: { var: calls, value: "vars.calls + 1" }
      - endTurn
  rest:
    do:
      - endTurn
end:
  - when: vars.calls > 5
    draw: seats
`;

