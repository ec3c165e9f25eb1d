/**
 * The checks after a turn start's own effects are left out where they cannot hold (runtime/turn/turn-start.ts:
 * turnStartQuiet): no trigger or end condition reads a zone or variable the turn start changes, or anything that
 * changes without an effect. The first turn's start still checks, since nothing has checked the setup before it.
 */
import { describe, expect, it } from 'vitest';
import { simulator } from '../src/index';
import { turnStartQuiet } from '../src/runtime/turn/turn-start';
import { gameFrom } from './helpers';

/** A game whose turn start is `onBegin`, with the given triggers and end (YAML lines, indented as list items). */
function game(onBegin: string, end: string, triggers = '', extra = '') {
  return gameFrom(`
id: quiet
name: Quiet
players: { min: 2, max: 2 }
cards:
  c: { attributes: { rank: number } }
deck:
  - { type: c, range: { rank: 1..8 } }
zones:
  deck: { visibility: hidden }
  stock: { visibility: public }
  hand: { scope: player, visibility: public }
  row: { row: { max: 3 }, visibility: public }
vars:
  calls: { type: number, initial: 0 }
${extra}
turn:
  canPass: true
  onBegin:
${onBegin}
moves:
  stack:
    args:
      c: { type: card, from: "hand[self]" }
    do:
      - move: { cards: c, to: stock }
${triggers}
end:
${end}
`);
}

const DEAL = '    - deal: { from: deck, to: "hand[current]", count: 1 }';
const quietOf = (g: ReturnType<typeof game>) => turnStartQuiet(g.deckhand.program.def, g.deckhand.program.def.turn);

describe('checks after a turn start left out where they cannot hold', () => {
  it('leaves them out when the conditions read only zones the turn start leaves alone', () => {
    const g = game(DEAL, '  - when: "count(stock) >= 3 and vars.calls == 0"\n    winner: 0', 'triggers:\n  - zone: row\n    when: count(pile) == 4\n    do:\n      - removeEmptyPiles: row');
    expect(quietOf(g)).toBe(true);
  });

  it('keeps them where a condition reads what the turn start changes, or what changes without an effect', () => {
    expect(quietOf(game(DEAL, '  - when: "count(hand[0]) > 5"\n    winner: 0'))).toBe(false);
    expect(quietOf(game(DEAL, '  - when: "count(deck) == 0"\n    winner: 0'))).toBe(false);
    expect(quietOf(game(DEAL, '  - when: "turn > 9"\n    winner: 0'))).toBe(false);
    expect(quietOf(game(DEAL, '  - when: "count(stock) > current + 5"\n    winner: 0'))).toBe(false);
    // A variable the turn start sets, read by the end.
    expect(quietOf(game(`${DEAL}\n    - set: { var: calls, value: "vars.calls + 1" }`, '  - when: "vars.calls > 9"\n    winner: 0'))).toBe(false);
    // A trigger on a zone the turn start deals to.
    expect(quietOf(game('    - deal: { from: deck, to: stock, count: 1 }', '  - when: "count(row) > 9"\n    winner: 0', 'triggers:\n  - zone: stock\n    when: count(pile) == 4\n    do:\n      - log: full'))).toBe(false);
    // Cards named by an expression may come from any zone.
    expect(quietOf(game('    - move: { cards: "top(hand[current])", to: stock }', '  - when: "count(row) > 9"\n    winner: 0'))).toBe(false);
  });

  it('reads a name in a string literal or after a dot as data, not as a zone', () => {
    const g = game('    - deal: { from: deck, to: stock, count: 1 }', `  - when: "count(row) > 2 and 'stock' != 'deck'"\n    winner: 0`);
    expect(quietOf(g)).toBe(true);
    // Read from the parsed expression, not scanned as text: `1e1` is a number, not a name `e1`.
    expect(quietOf(game(DEAL, '  - when: "count(row) > 1e1"\n    winner: 0'))).toBe(true);
  });

  it('still checks at the first turn: an end the setup already meets ends the game there', () => {
    const g = game(DEAL, '  - when: "count(stock) == 0"\n    winner: 1');
    expect(quietOf(g)).toBe(true);
    const s = simulator(g).start({ players: 2, seed: 'q' });
    expect(s.G.result?.winner).toBe(1);
    expect(s.ctx.turn).toBe(1);
  });

  it('plays the same with the checks left out as the reducer path does', () => {
    const g = game(DEAL, '  - when: "count(stock) >= 3"\n    winner: 0');
    expect(quietOf(g)).toBe(true);
    const sim = simulator(g);
    const s = sim.start({ players: 2, seed: 'p' });
    // Seat 0 stacks three cards over its turns (passing in between): the end holds after its third card, not sooner.
    for (let i = 0; i < 12 && !sim.isOver(s); i++) {
      const seat = sim.actors(s)[0]!;
      const list = sim.legalActions(s, seat);
      expect(g.deckhand.legalActions(s.G, s.ctx, String(seat))).toEqual(list);
      const stack = list.find((a) => a.move === 'stack');
      expect(sim.apply(s, seat, seat === 0 && stack ? stack : list[list.length - 1]!)).toBe(true);
    }
    expect(s.G.result?.winner).toBe(0);
    expect((s.G.zones.stock as number[]).length).toBe(3);
  });
});
