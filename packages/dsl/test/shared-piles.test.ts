/**
 * Consecutive states share what a move left alone (runtime/state/share.ts), and a seat's view of a pile is made once per
 * pile object (runtime/views/view-pile.ts): after a move, every pile it did not touch is the same object as before, in the
 * state and in every view of it, while the piles it did change are new and hold exactly what a fresh copy would.
 */
import { describe, expect, it } from 'vitest';
import { gameFrom, start } from './helpers';

const YAML = `
id: shared-piles
name: Shared piles
players: { min: 3, max: 3 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..12 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: owner }
  rows: { visibility: public, row: { fixed: 2 } }
  table: { visibility: public }
  shown: { visibility: faces }
setup:
  - deal: { from: deck, to: hand, count: 3 }
  - move: { from: deck, to: "rows[0]", count: 1 }
moves:
  play:
    args:
      c: { type: card, from: "hand[self]" }
    do:
      - move: { cards: c, to: table }
      - endTurn
end:
  - { when: "count(table) == 9", draw: seats }
`;

const hands = (G: { zones: Record<string, unknown> }) => G.zones['hand'] as number[][];

describe('structural sharing of piles between states', () => {
  it('keeps every untouched pile, row and zone as the same object and gives the touched ones new contents', () => {
    const game = gameFrom(YAML);
    const match = start(game, 3);
    expect(match.move(0, 'play', hands(match.state.G)[0]![0]!)).toBe(true);
    const before = match.state.G;
    const card = hands(before)[1]![0]!;
    expect(match.move(1, 'play', card)).toBe(true);
    const after = match.state.G;
    // Untouched: the deck, seat 0's and seat 2's hands, the whole row zone, the faces zone.
    expect(after.zones['deck']).toBe(before.zones['deck']);
    expect(hands(after)[0]).toBe(hands(before)[0]);
    expect(hands(after)[2]).toBe(hands(before)[2]);
    expect(after.zones['rows']).toBe(before.zones['rows']);
    expect(after.zones['shown']).toBe(before.zones['shown']);
    // Touched: seat 1's hand (and so the hand zone's list of seats) and the table.
    expect(hands(after)).not.toBe(hands(before));
    expect(hands(after)[1]).not.toBe(hands(before)[1]);
    expect(hands(after)[1]).toEqual(hands(before)[1]!.filter((c) => c !== card));
    expect(after.zones['table']).toEqual([...(before.zones['table'] as number[]), card]);
    // The earlier state still reads as it did.
    expect(hands(before)[1]).toContain(card);
  });

  it('hands every seat the same frozen view of a pile it sees the same way, again after a move that left it alone', () => {
    const game = gameFrom(YAML);
    const match = start(game, 3);
    const views = (G: typeof match.state.G) => [0, 1, 2].map((s) => game.deckhand.playerView(G, String(s)));
    const [a0, a1, a2] = views(match.state.G);
    // A public pile: one view for all; a hidden deck: one view of nulls for all; a hand: its owner's and the others'.
    expect(a1!.zones['rows']).toEqual(a0!.zones['rows']);
    expect((a1!.zones['rows'] as unknown[])[0]).toBe((a0!.zones['rows'] as unknown[])[0]);
    expect(a1!.zones['deck']).toBe(a0!.zones['deck']);
    expect(a0!.zones['deck']).toEqual((match.state.G.zones['deck'] as number[]).map(() => null));
    expect(Object.isFrozen(a0!.zones['deck'])).toBe(true);
    const hand2 = (v: typeof a0) => (v!.zones['hand'] as unknown[])[2];
    expect(hand2(a0)).toBe(hand2(a1));
    expect(hand2(a0)).toEqual([null, null, null]);
    expect(hand2(a2)).toEqual(hands(match.state.G)[2]);
    expect(match.move(0, 'play', hands(match.state.G)[0]![0]!)).toBe(true);
    const [b0, , b2] = views(match.state.G);
    expect(b0!.zones['deck']).toBe(a0!.zones['deck']);
    expect((b0!.zones['rows'] as unknown[])[0]).toBe((a0!.zones['rows'] as unknown[])[0]);
    expect(hand2(b2)).toBe(hand2(a2));
    // The pile the move changed is a new view with the new contents.
    expect(b0!.zones['table']).not.toBe(a0!.zones['table']);
    expect(b0!.zones['table']).toEqual(match.state.G.zones['table']);
  });

  it('shows a pile changed in place as it is now (the fast simulator writes its piles in place)', () => {
    const game = gameFrom(YAML);
    const match = start(game, 3);
    const G = JSON.parse(JSON.stringify(match.state.G)) as typeof match.state.G;
    const table = G.zones['table'] as number[];
    const deck = G.zones['deck'] as number[];
    const first = game.deckhand.playerView(G, '0');
    expect(first.zones['table']).toEqual([]);
    table.push(deck.pop()!);
    const second = game.deckhand.playerView(G, '0');
    expect(second.zones['table']).toEqual(table);
    expect(second.zones['deck']).toEqual(deck.map(() => null));
  });
});
