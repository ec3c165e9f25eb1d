/** The power operator `**` (issue 36, constructs): right-associative, the same with and without generated code, checked like `*`. */
import { describe, expect, it } from 'vitest';
import { fastPlayout, formatDiagnostic, validate } from '../src/index';
import { gameFrom } from './helpers';
const GAME = (x: string) => `
id: p
name: P
players: { min: 2, max: 2 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..4 } }
zones:
  deck: { visibility: hidden }
  table: { visibility: public }
vars:
  x: { type: number, initial: ${x} }
  y: { type: number, initial: 0 }
moves:
  go:
    do:
      - move: { from: deck, to: table }
      - set: { var: y, value: "2 ** count(table) + (0 ** -1)" }
      - endTurn
end:
  - when: count(deck) == 0
    draw: seats
`;

describe('the power operator', () => {
  it.each([true, false])('computes powers from the right, a missing number as 0 (generated code: %s)', (codegen) => {
    const r = fastPlayout(gameFrom(GAME('"2 ** 3 ** 2"'), {}, { codegen }), { players: 2, seed: 1 });
    expect(r.final.G.vars).toEqual({ x: 512, y: 16 });
  });

  it('takes numbers only, said at the culprit', () => {
    const r = validate(GAME(`"2 ** 'a'"`), { file: 'g.yaml' });
    expect(r.ok ? [] : r.diagnostics.map(formatDiagnostic)).toEqual(['g.yaml:13:37: "**" expects number, got string in "2 ** \'a\'" [expr/type]']);
  });
});
