/**
 * `top(pile, n)` and `bottom(pile, n)` (issue 36, constructs): the n cards at that end of a pile, as a list in pile
 * order (fewer when the pile is shorter), usable wherever a list of cards is; the information-flow check traces them.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, simulator, validate } from '../src/index';
import { gameFrom } from './helpers';

const GAME = (value: string, zone = 'public') => `
id: ends
name: Ends
players: { min: 2, max: 2 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..9 } }
zones:
  deck: { visibility: hidden }
  table: { visibility: ${zone} }
vars:
  x: { type: number, initial: 0 }
setup:
  - move: { from: deck, to: table, count: 4, faceUp: true }
moves:
  go:
    do:
      - set: { var: x, value: "${value}" }
      - endTurn
end:
  - when: vars.x > 100
    draw: seats
`;

/** The value `value` computes on the table after setup, and the table's values from bottom to top. */
function after(value: string): { x: number; table: number[] } {
  const game = gameFrom(GAME(value));
  const sim = simulator(game);
  const s = sim.start({ players: 2, seed: 't' });
  expect(sim.apply(s, 0, { move: 'go', args: [] })).toBe(true);
  const table = (s.G.zones.table as number[]).map((id) => (game.deckhand.def.cards[id]!.attrs as { v: number }).v);
  return { x: s.G.vars.x as number, table };
}

describe('top(pile, n) and bottom(pile, n)', () => {
  it('the n cards at either end, in pile order; fewer when the pile is shorter; none for n ≤ 0', () => {
    const { x, table } = after('sum(top(table, 2), card.v)');
    expect(table).toHaveLength(4);
    expect(x).toBe(table[2]! + table[3]!);
    expect(after('sum(bottom(table, 3), card.v)').x).toBe(table[0]! + table[1]! + table[2]!);
    expect(after('top(table, 2)[0].v').x).toBe(table[2]);
    expect(after('count(top(table, 10))').x).toBe(4);
    expect(after('count(bottom(table, -1))').x).toBe(0);
  });

  it('a count that is no number is refused; more than the top of a top zone is a leak', () => {
    const r = validate(GAME("count(top(table, 'two'))"), { file: 'g.yaml' });
    expect(r.ok ? [] : r.diagnostics.map(formatDiagnostic)).toEqual([expect.stringContaining('expects a number of cards as its second argument')]);
    const leak = validate(GAME('sum(top(table, 2), card.v)', 'top'), { file: 'g.yaml' });
    expect(leak.ok ? [] : leak.diagnostics.map((d) => d.code)).toEqual(['info/leak']);
    expect(validate(GAME('top(table).v', 'top'), { file: 'g.yaml' }).ok).toBe(true);
  });
});
