/** Which moves' arguments are secret (left out of the log) and which run on the server only, derived from zones. */
import { describe, expect, it } from 'vitest';
import { gameFrom } from './helpers';

const GAME = (visibility: string, top: boolean) => `
id: secret
name: Secret
players: { min: 2, max: 2 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..10 } }
zones:
  deck: {}
  stock: { scope: player, visibility: ${visibility} }
  table: { visibility: public }
setup:
  - deal: { from: deck, to: stock, count: 5 }
moves:
  play:
    args:
      c: { type: card, from: "stock[self]", top: ${top} }
    do: [ { move: { cards: c, to: table } } ]
end:
  - { when: "count(table) == 10", draw: seats }
`;

describe('secret move arguments', () => {
  it('a top-only card from a zone whose top everyone sees is not secret; the move still runs on the server', () => {
    const m = gameFrom(GAME('top', true)).deckhand.def.moves.play!;
    expect(m.secretArgs).toBe(false);
    expect(m.serverOnly).toBe(true);
  });

  it('any card of that zone, or a top card of a zone whose top is hidden, is secret', () => {
    expect(gameFrom(GAME('top', false)).deckhand.def.moves.play!.secretArgs).toBe(true);
    expect(gameFrom(GAME('hidden', true)).deckhand.def.moves.play!.secretArgs).toBe(true);
    expect(gameFrom(GAME('owner', true)).deckhand.def.moves.play!.secretArgs).toBe(true);
    expect(gameFrom(GAME('faces', true)).deckhand.def.moves.play!.secretArgs).toBe(true);
    expect(gameFrom(GAME('public', false)).deckhand.def.moves.play!.secretArgs).toBe(false);
  });
});
