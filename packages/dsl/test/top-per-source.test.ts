/** `top: [zone, …]` on a card argument: only the top card of those sources, any card of the others. */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, validate } from '../src/index';
import { gameFrom, start } from './helpers';

const GAME = (top: string) => `
id: take
name: Take
players: { min: 2, max: 2 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..9 } }
zones:
  deck: { visibility: hidden }
  discard: { visibility: public }
  market: { visibility: public }
  hand: { scope: player, visibility: owner }
setup:
  - move: { from: deck, to: discard, count: 3 }
  - move: { from: deck, to: market, count: 3 }
moves:
  take:
    args:
      c: { type: card, from: [discard, market], top: ${top} }
    do:
      - move: { cards: c, to: "hand[self]" }
end:
  - when: "false"
    draw: seats
`;

describe('top per source', () => {
  it('the discard gives only its top card, the market any card', () => {
    const g = gameFrom(GAME('[discard]'));
    const m = start(g, 2);
    const discard = [...(m.state.G.zones.discard as number[])];
    const market = [...(m.state.G.zones.market as number[])];
    expect(m.move(0, 'take', discard[0])).toBe(false);
    expect(m.move(0, 'take', market[0])).toBe(true);
    expect(m.move(0, 'take', discard.at(-1))).toBe(true);
    expect(m.move(0, 'take', discard[1])).toBe(true); // the new top
    expect(m.move(0, 'take', discard[0])).toBe(true);
  });

  it('top: true still means every source', () => {
    const m = start(gameFrom(GAME('true')), 2);
    const market = [...(m.state.G.zones.market as number[])];
    expect(m.move(0, 'take', market[0])).toBe(false);
    expect(m.move(0, 'take', market.at(-1))).toBe(true);
  });

  it('a zone that is not a source is an error at it', () => {
    const r = validate(GAME('[dicsard]'), { file: 'take.yaml' });
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map(formatDiagnostic).join('\n')).toMatch(/take\.yaml:20:55: "dicsard" is not one of the zones this argument is chosen from \(did you mean "discard"\?\) \[zone\/unknown\]/);
  });
});
