/**
 * Issue 36, bug 8: `range()` longer than 1,000 numbers is an error, never cut short without a word; a game that ends by
 * its turn limit needs no `end:` rules; a value holding ": " unquoted is said in the designer's words, not the YAML
 * parser's "Nested mappings are not allowed in compact mappings".
 */
import { describe, expect, it } from 'vitest';
import { fastPlayout, formatDiagnostic, parseYaml, simulator } from '../src/index';
import { gameFrom } from './helpers';

const GAME = (rest: string) => `
id: limited
name: Limited
players: { min: 2, max: 2 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..30 } }
zones:
  deck: { visibility: hidden }
  table: { visibility: public }
vars:
  score: { type: number, scope: player, initial: 0 }
  n: { type: number, initial: 2000 }
setup:
  - shuffle: deck
moves:
  take:
    do:
      - move: { from: deck, to: table }
      - set: { var: score, seat: self, value: "vars.score[self] + top(table).v" }
      - endTurn
${rest}
`;

describe('range and limit', () => {
  it('a game without end rules ends at its turn limit, as the limit says', () => {
    const r = fastPlayout(gameFrom(GAME('limit: { turns: 6, then: { rank: { by: "vars.score[seat]" } } }')), { players: 2, seed: 'l' });
    expect(r.completed).toBe(true);
    expect(r.final.G.result?.reason).toBe('The limit of 6 turns was reached.');
    expect(r.final.G.result?.scores).toHaveLength(2);
  });

  it('a range longer than 1,000 numbers is a run-time error, not a list cut at 1,000', () => {
    const game = gameFrom(GAME('end:\n  - when: count(range(1, vars.n)) > 1000\n    winner: current'));
    const sim = simulator(game);
    expect(() => sim.apply(sim.start({ players: 2, seed: 'r' }), 0, { move: 'take', args: [] })).toThrow('range(1, 2000) would hold 2000 numbers; a range holds at most 1000');
  });

  it('an unquoted value holding ": " is said plainly, with the value quoted as the fix', () => {
    const r = parseYaml('g.yaml', 'end:\n  - when: count(deck) == 0\n    reason: Done: every card played\n');
    expect(r.diagnostics.map(formatDiagnostic)).toEqual([
      'g.yaml:3:13: the unquoted value of "reason" holds ": ", which YAML reads as a second key on this line (quote the value: reason: "Done: every card played") [yaml/syntax]',
    ]);
  });
});
