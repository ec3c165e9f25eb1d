/** The `repeat` effect: a loop until a condition, the same on boardgame.io and the fast simulator, and its guards. */
import { describe, expect, it } from 'vitest';
import { fastPlayout, formatDiagnostic, playout, validate } from '../src/index';
import { gameFrom, start } from './helpers';

const GAME = (loop: string, extra = '') => `
id: house
name: House
players: { min: 1, max: 3 }
cards:
  c: { attributes: { rank: number } }
deck:
  - { type: c, range: { rank: 1..10 }, copies: 4 }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: public }
  house: { visibility: public }
vars:
  passes: { type: number }
define:
  total(cards): sum(cards, card.rank)
setup:
  - shuffle: deck
moves:
  stand:
    do:
${loop}
      - endTurn
${extra}end:
  - when: count(house) > 0
    winner: "total(house) > 21 or total(hand[0]) > total(house) ? 0 : current"
`;

const HOUSE = `      - repeat:
          while: total(house) < 17 and count(deck) > 0
          do:
            - move: { from: deck, to: house, faceUp: true }
            - set: { var: passes, value: vars.passes + 1 }`;

describe('repeat', () => {
  it('the house draws while its total is under 17: it stops at 17 or more, having drawn one card per pass', () => {
    const g = gameFrom(GAME(HOUSE));
    const r = validate(GAME(HOUSE));
    if (!r.ok) throw new Error('invalid');
    const rank = (id: number) => r.def.cards[id]!.attrs.rank as number;
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const m = start(g, 1, seed);
      expect(m.move(0, 'stand')).toBe(true);
      const house = m.state.G.zones.house as number[];
      const total = house.reduce((n, id) => n + rank(id), 0);
      expect(total).toBeGreaterThanOrEqual(17);
      expect(total - rank(house.at(-1)!)).toBeLessThan(17);
      expect(m.state.G.vars.passes).toBe(house.length);
    }
  });

  it('until: reads the same as while with the condition turned around', () => {
    const g = gameFrom(GAME(HOUSE.replace('while: total(house) < 17 and count(deck) > 0', 'until: total(house) >= 17 or count(deck) == 0')));
    const m = start(g, 1, 'a');
    m.move(0, 'stand');
    const w = start(gameFrom(GAME(HOUSE)), 1, 'a');
    w.move(0, 'stand');
    expect(m.state.G.zones.house).toEqual(w.state.G.zones.house);
  });

  it('the simulator and boardgame.io agree on a game that loops', () => {
    const g = gameFrom(GAME(HOUSE));
    for (const seed of [1, 2, 3]) {
      const opts = { players: 2, seed, maxMoves: 20 };
      const slow = playout(g, opts);
      const fast = fastPlayout(g, opts);
      expect(JSON.parse(JSON.stringify(fast.final.G))).toEqual(JSON.parse(JSON.stringify(slow.final.G)));
      expect(fast.winner).toEqual(slow.winner);
    }
  });

  it('a loop still asking for more after its max passes stops the action with an error naming its line', () => {
    const g = gameFrom(GAME(`      - repeat:
          while: vars.passes >= 0
          max: 5
          do:
            - set: { var: passes, value: vars.passes + 1 }`));
    const m = start(g, 1, 'a');
    expect(() => m.move(0, 'stand')).toThrow(/the repeat at line 22 ran its 5 passes and its "while" still holds/);
  });

  it('refuses a body that changes nothing its condition reads, and a repeat without one condition', () => {
    const still = validate(GAME(`      - repeat:
          while: total(house) < 17
          do:
            - set: { var: passes, value: vars.passes + 1 }`), { file: 'g.yaml' });
    expect(still.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(/^g\.yaml:23:18: the body of this repeat changes nothing its "while" reads, so the loop would make no pass or never stop: its body leaves what it reads \(house\) as it was .*\[loop\/static\]$/),
    ]);
    const both = validate(GAME(`      - repeat:
          while: total(house) < 17
          until: total(house) > 20
          do: []`), { file: 'g.yaml' });
    expect(both.diagnostics.map((d) => d.code)).toEqual(['schema/invalid']);
  });
});
