/**
 * Spec mistakes do not end as a plausible draw (issue 36, bug 4): every hand's deal is checked, not only the first's;
 * a later hand's deal that runs short while playing is an error naming it; and the draw the engine declares when
 * nobody can move says why.
 */
import { describe, expect, it } from 'vitest';
import { fastPlayout, formatDiagnostic, simulator, validate } from '../src/index';
import { gameFrom } from './helpers';

const HANDS = (onBegin: string, players = '{ min: 2, max: 2 }') => `
id: hands
name: Hands
players: ${players}
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..12 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: owner }
  table: { visibility: public }
hands:
  onBegin:
${onBegin}
  endIf: all(seats, count(hand[seat]) == 0)
moves:
  play:
    args: { c: { type: card, from: "hand[self]" } }
    do: [ { move: { cards: c, to: table } }, endTurn ]
end:
  - when: handNumber > 5
    draw: seats
`;

describe('no spec mistake ends as a plausible draw', () => {
  it("checks every hand's deal, not only the first's", () => {
    const r = validate(HANDS('    - gather: deck\n    - shuffle: deck\n    - deal: { from: deck, to: hand, count: handNumber + 3 }'), { file: 'g.yaml' });
    expect(r.ok ? [] : r.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(/^g\.yaml:17:7: this deal runs out of cards in hand 4 at 2 players: the deck holds 12 cards .*\[deal\/too-large\]$/),
    ]);
  });

  it('a later deal that runs short while playing is an error that names it', () => {
    // No gather: the second hand deals from the 4 cards the first left (play could have decided otherwise, so only
    // the run can tell): the 8th play ends the first hand and starts the second.
    const game = gameFrom(HANDS('    - shuffle: deck\n    - deal: { from: deck, to: hand, count: 4 }'));
    const sim = simulator(game);
    const s = sim.start({ players: 2, seed: 'short' });
    const play = () => {
      const seat = sim.actors(s)[0]!;
      return sim.apply(s, seat, sim.legalActions(s, seat)[0]!);
    };
    for (let i = 0; i < 7; i++) expect(play()).toBe(true);
    expect(play).toThrow('the deal at line 16 needs 8 cards but only 4 remain');
  });

  it('the draw declared when nobody can move gives its reason', () => {
    const game = gameFrom(`
id: stuck
name: Stuck
players: { min: 2, max: 2 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..4 } }
zones:
  deck: { visibility: hidden }
  table: { visibility: public }
moves:
  take:
    if: count(deck) > 0
    do: [ { move: { from: deck, to: table } }, endTurn ]
end:
  - when: count(table) > 10
    winner: current
`);
    const r = fastPlayout(game, { players: 2, seed: 's' });
    expect(r.final.G.result).toEqual({ draw: [0, 1], reason: 'Nobody could move for two whole rounds: the table is deadlocked' });
  });
});
