/** An `end` rule's `reason:` reaches the result (the end screen says why the game ended). */
import { describe, expect, it } from 'vitest';
import { validate } from '../src/index';
import { gameFrom, start } from './helpers';

const GAME = `
id: reasons
name: Reasons
players: { min: 2, max: 2 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..4 } }
zones:
  deck: {}
  hand: { scope: player }
setup:
  - deal: { from: deck, to: hand, count: 2 }
moves:
  drop:
    args:
      c: { type: card, from: "hand[self]" }
    do: [ { move: { cards: c, to: deck } }, endTurn ]
end:
  - when: "any(seats, count(hand[seat]) == 0)"
    winner: "filter(seats, count(hand[seat]) == 0)[0]"
    reason: A player has no cards left
  - when: turn > 50
    draw: seats
`;

describe('end reasons', () => {
  it('the fired rule\'s reason is copied into the result', () => {
    const m = start(gameFrom(GAME), 2, 'r');
    for (let i = 0; i < 4 && !m.state.G.result; i++) {
      const seat = Number(m.state.ctx.currentPlayer);
      const hand = (m.state.G.zones.hand as number[][])[seat]!;
      expect(m.move(seat, 'drop', hand[0])).toBe(true);
    }
    expect(m.state.G.result).toMatchObject({ winner: 0, reason: 'A player has no cards left' });
  });

  it('a rule without a reason leaves none, and an empty reason is refused', () => {
    const r = validate(GAME.replace('reason: A player has no cards left', 'reason: ""'), { file: 'g.yaml' });
    expect(r.ok).toBe(false);
    const ok = validate(GAME, { file: 'g.yaml' });
    expect(ok.ok && ok.def.end.map((e) => e.reason)).toEqual(['A player has no cards left', undefined]);
  });
});
