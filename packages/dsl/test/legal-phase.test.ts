/**
 * A phase whose every move is listed from fixed actions is listed by combination (runtime/legal/legal-phase.ts): the
 * once-per-listing preconditions that hold pick one combined list, copied for each listing. The actions, their order
 * and their objects must be what listing each move in turn gives, and no listing may share its list with another.
 */
import { describe, expect, it } from 'vitest';
import { simulator } from '../src/index';
import { gameFrom } from './helpers';

const GAME = `
id: combos
name: Combos
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
  low:
    args:
      n: { type: number, min: 1, max: 2 }
    if: vars.calls < 2
    do:
      - set: { var: calls, value: "vars.calls + 1" }
      - endTurn
  wave:
    do:
      - endTurn
  high:
    args:
      up: { type: boolean }
    if: vars.calls >= 1
    do:
      - set: { var: calls, value: "vars.calls + 1" }
      - endTurn
end:
  - when: vars.calls > 3
    draw: seats
`;

const shape = (list: readonly { move: string; args: unknown[] }[]) => list.map((a) => [a.move, ...a.args]);

describe('a phase of fixed moves listed by which preconditions hold', () => {
  const game = gameFrom(GAME);
  const sim = simulator(game);

  it('lists each combination in move order, the same actions as the reducer path, in a new list every time', () => {
    const s = sim.start({ players: 2, seed: 'c' });
    // calls = 0: low and wave open, high closed.
    const first = sim.legalActions(s, 0);
    expect(shape(first)).toEqual([['low', 1], ['low', 2], ['wave']]);
    expect(game.deckhand.legalActions(s.G, s.ctx, '0')).toEqual(first);
    const again = sim.legalActions(s, 0);
    expect(again).not.toBe(first);
    again.forEach((a, i) => expect(a).toBe(first[i]));
    // A caller may change its own list without changing the next one's.
    first.length = 0;
    first.push({ move: 'bogus', args: [] });
    expect(shape(sim.legalActions(s, 0))).toEqual([['low', 1], ['low', 2], ['wave']]);

    // calls = 1: all three open.
    expect(sim.apply(s, 0, again[0]!)).toBe(true);
    const all = sim.legalActions(s, 1);
    expect(shape(all)).toEqual([['low', 1], ['low', 2], ['wave'], ['high', true], ['high', false]]);
    expect(game.deckhand.legalActions(s.G, s.ctx, '1')).toEqual(all);
    expect(all[0]).toBe(again[0]);
    for (const a of all) expect(Object.isFrozen(a) && Object.isFrozen(a.args)).toBe(true);

    // calls = 2: low closed again, high still open.
    expect(sim.apply(s, 1, all[3]!)).toBe(true);
    const late = sim.legalActions(s, 0);
    expect(shape(late)).toEqual([['wave'], ['high', true], ['high', false]]);
    expect(late[1]).toBe(all[3]);
    expect(game.deckhand.legalActions(s.G, s.ctx, '0')).toEqual(late);
  });
});
