/**
 * Why a move is unavailable when an argument has nothing to choose (runtime/legal/empty-choice.ts): a `cards` argument
 * whose cards are there but make no choice the precondition accepts says that nothing fits, and why, in the game's
 * words; one with too few cards says how many it needs.
 */
import { describe, expect, it } from 'vitest';
import { gameFrom, start } from './helpers';

const GAME = (unless: string) => `
id: melds
name: Melds
players: { min: 2, max: 2 }
cards:
  n: { attributes: { rank: number, suit: string } }
deck:
  - { type: n, range: { rank: 1..13, suit: [a, b, c, d] } }
zones:
  deck: {}
  hand: { scope: player, visibility: owner }
  melds: { row: { max: 10 }, visibility: public }
setup:
  - deal: { from: deck, to: hand, count: 5 }
moves:
  meld:
    label: Meld
    args:
      cards: { type: cards, from: "hand[self]", min: 3, label: cards to meld }
    if: same(cards, card.rank) or (same(cards, card.suit) and consecutive(cards, card.rank))
${unless}
    do:
      - move: { cards: cards, to: "melds[count(melds)]" }
  book:
    label: Book
    args:
      cards: { type: cards, from: "hand[self]", min: 4, max: 4 }
    if: same(cards, card.rank)
    do:
      - move: { cards: cards, to: "melds[count(melds)]" }
end:
  - { when: "count(deck) == 99", draw: seats }
`;

/** The reason Meld and Book are unavailable to the seat to move, holding `hand` (card ids). */
function reasons(unless: string, hand: number[]) {
  const game = gameFrom(GAME(unless));
  const m = start(game, 2, 'x');
  const seat = Number(m.state.ctx.currentPlayer);
  const G = structuredClone(m.state.G);
  (G.zones.hand as number[][])[seat] = hand;
  return game.deckhand.legalView(G, m.state.ctx, String(seat)).unavailable;
}

// Card ids run rank by rank, each rank in suits a–d: rank r of suit s is (r - 1) * 4 + s.
const id = (rank: number, suit: number) => (rank - 1) * 4 + suit;

describe('a cards argument with cards but no acceptable choice', () => {
  const noMeld = [id(1, 0), id(3, 1), id(5, 2), id(7, 3), id(9, 0)];

  it('says nothing fits, with the move’s own reason', () => {
    const r = reasons('    unless: A meld is three or more cards of one rank, or a run of one suit.', noMeld);
    expect(r.meld).toBe('Nothing in your hand to meld. A meld is three or more cards of one rank, or a run of one suit.');
  });

  it('without `unless:`, with the reason derived from the precondition', () => {
    const r = reasons('', noMeld);
    expect(r.meld).toMatch(/^Nothing in your hand to meld\. Only when /);
    // A label that is no verb is said as a thing: "No book in your hand."
    expect(r.book).toMatch(/^No book in your hand\. Only when /);
  });

  it('a hand too small says how many cards the move needs', () => {
    const r = reasons('', [id(1, 0), id(1, 1)]);
    expect(r.meld).toBe('Meld needs 3 cards from your hand; there are 2.');
  });

  it('a hand holding a meld offers it', () => {
    const game = gameFrom(GAME(''));
    const m = start(game, 2, 'x');
    const seat = Number(m.state.ctx.currentPlayer);
    const G = structuredClone(m.state.G);
    (G.zones.hand as number[][])[seat] = [id(4, 0), id(4, 1), id(4, 2), id(9, 3)];
    expect(game.deckhand.legalView(G, m.state.ctx, String(seat)).moves.meld?.args).toEqual([[[id(4, 0), id(4, 1), id(4, 2)]]]);
  });
});
