/** What a seat may do now (`legalView`, which the server adds to the seat's view): the same checks a move meets. */
import { describe, expect, it } from 'vitest';
import { isLegal, nextValues, playableCards } from '../src/index';
import { gameFrom, start } from './helpers';

const GAME = `
id: legal
name: Legal
players: { min: 2, max: 3 }
cards:
  n: { attributes: { value: number } }
  wild: {}
deck:
  - { type: n, range: { value: 1..9 } }
  - { type: wild, copies: 2 }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, order: set, visibility: owner, label: private hand }
  building: { row: { max: 2 }, visibility: public, label: building }
  helper: { visibility: hidden, onTable: false }
setup:
  - deal: { from: deck, to: hand, count: 3 }
turn:
  canPass: true
phases:
  main:
    start: true
    label: Main play
    moves: [play, sayOne]
  later:
    moves: [late]
moves:
  play:
    label: Play a card
    args:
      c: { type: card, from: "hand[self]" }
      p: { type: pile, zone: building, allowNew: true, label: target pile }
    if: "c.type == 'wild' or c.value == count(building[p]) + 1"
    unless: "A pile takes the next number, or a wild"
    do:
      - move: { cards: c, to: "building[p]" }
  sayOne:
    if: count(hand[self]) == 1
    do: [ endTurn ]
  late:
    do: [ endTurn ]
end:
  - { when: "count(deck) == 99", draw: seats }
`;

describe('legal moves in the view', () => {
  const game = gameFrom(GAME);
  const m = start(game, 2, 'legal-seed');
  const seat = Number(m.state.ctx.currentPlayer);
  const other = 1 - seat;
  const view = (s: number) => ({ legal: game.deckhand.legalView(m.state.G, m.state.ctx, String(s)) });

  it('lists exactly the tuples the server accepts for the seat to move', () => {
    const legal = view(seat).legal!;
    expect(legal.waiting).toBeUndefined();
    const hand = (m.state.G.zones.hand as number[][])[seat]!;
    const faces = game.deckhand.def.cards;
    const expected = hand.filter((c) => faces[c]!.type === 'wild' || faces[c]!.attrs.value === 1).map((c) => [c, 0]);
    expect(legal.moves.play?.args ?? []).toEqual(expected);
    expect(legal.moves.pass).toEqual({ args: [[]] });
    // Every listed tuple is accepted, and a tuple not listed is refused.
    for (const args of legal.moves.play?.args ?? []) {
      const probe = start(game, 2, 'legal-seed');
      expect(probe.move(seat, 'play', ...args)).toBe(true);
    }
    const refused = hand.find((c) => !expected.some(([e]) => e === c));
    if (refused !== undefined) {
      expect(isLegal(legal, 'play', [refused, 0])).toBe(false);
      expect(start(game, 2, 'legal-seed').move(seat, 'play', refused, 0)).toBe(false);
    }
  });

  it('says why every other move is unavailable, in the game’s words or derived from the precondition', () => {
    const legal = view(seat).legal!;
    expect(legal.unavailable.sayOne).toBe('Only when the number of cards in your private hand is 1.');
    expect(legal.unavailable.late).toBe('Only during the later phase.');
    // A hand of 4, 5 and 6 (card ids 3, 4, 5): nothing starts a pile, so the move's own `unless` is the reason.
    const G = structuredClone(m.state.G);
    (G.zones.hand as number[][])[seat] = [3, 4, 5];
    const stuck = game.deckhand.legalView(G, m.state.ctx, String(seat));
    expect(stuck.moves.play).toBeUndefined();
    expect(stuck.unavailable.play).toBe('A pile takes the next number, or a wild.');
    (G.zones.hand as number[][])[seat] = [4];
    expect(game.deckhand.legalView(G, m.state.ctx, String(seat)).moves.sayOne).toEqual({ args: [[]] });
  });

  it('the seat not to move is told whose turn it is, and gets no moves', () => {
    const legal = view(other).legal!;
    expect(legal.moves).toEqual({});
    expect(legal.waiting).toBe(`It is not your turn: seat ${seat + 1} is playing.`);
    expect(legal.unavailable.play).toBe(legal.waiting);
  });

  it('client helpers derive playable cards and targets without running rules', () => {
    const legal = view(seat).legal!;
    const cards = playableCards(legal, 'play', 0);
    expect(cards).toEqual([...new Set((legal.moves.play?.args ?? []).map((t) => t[0] as number))].sort((a, b) => a - b));
    for (const c of cards) expect(nextValues(legal, 'play', [c])).toEqual([0]);
  });

  it('names the empty choice when an argument has nothing to choose from', () => {
    const g = gameFrom(GAME.replace('count: 3', 'count: 0'));
    const mm = start(g, 2, 'x');
    const s = Number(mm.state.ctx.currentPlayer);
    expect(g.deckhand.legalView(mm.state.G, mm.state.ctx, String(s)).unavailable.play).toBe('No card to choose from your private hand.');
  });
});
