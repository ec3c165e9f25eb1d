/** Which moves' arguments are secret (kept from other seats' logs) and which run on the server only, derived from zones. */
import { describe, expect, it } from 'vitest';
import { gameFrom, start } from './helpers';

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

const BURY = `
id: bury
name: Bury
players: { min: 2, max: 2 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..10 } }
zones:
  deck: {}
  hand: { scope: player, visibility: owner }
  box: { visibility: hidden }
setup:
  - deal: { from: deck, to: hand, count: 5 }
moves:
  bury:
    args:
      c: { type: card, from: "hand[self]" }
    do: [ { move: { cards: c, to: box } }, endTurn ]
end:
  - { when: "count(box) == 10", draw: seats }
`;

describe('secret arguments in the log', () => {
  const game = gameFrom(BURY);
  const m = start(game, 2, 'bury');
  const buried = (m.state.G.zones.hand as number[][])[0]![2]!;
  expect(m.move(0, 'bury', buried)).toBe(true);
  const entry = (seat: string | null) => game.deckhand.playerView(m.state.G, seat).log.find((e) => e.move === 'bury')!;

  it('the seat that made a secret move still reads its arguments, and the face of the card it put out of sight', () => {
    expect(entry('0').args).toEqual([buried]);
    expect(game.deckhand.playerView(m.state.G, '0').faces[buried]).toBeDefined();
    expect((game.deckhand.playerView(m.state.G, '0').zones.box as unknown[]).every((c) => c === null)).toBe(true);
  });

  it('every other seat and a spectator see the move without its arguments or the card', () => {
    for (const seat of ['1', null]) {
      expect(entry(seat)).toEqual({ turn: 1, seat: 0, move: 'bury' });
      expect(game.deckhand.playerView(m.state.G, seat).faces[buried]).toBeUndefined();
      expect(JSON.stringify(game.deckhand.playerView(m.state.G, seat).log)).not.toContain(String(buried));
    }
  });
});
