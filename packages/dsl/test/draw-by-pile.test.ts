/**
 * A face-down pile's top card is drawn by naming the pile, not the card (packages/dsl/README.md, "Moves"): one move
 * "draw from the stock or take the discard" chooses the pile with a `choice` argument. Nothing the mover is sent —
 * the legal list, the view, the log — carries the stock's top card before it is drawn, nor depends on which it is.
 */
import { describe, expect, it } from 'vitest';
import { logSentence, sentenceText } from '../src/client';
import type { GameState, PlayerView } from '../src/index';
import { gameFrom, start } from './helpers';

const GAME = `
id: draw-by-pile
name: Draw by pile
players: { min: 2, max: 2 }
cards:
  c: { attributes: { v: number }, face: { title: "{v}", speak: "{v}" } }
deck:
  - { type: c, range: { v: 1..30 } }
zones:
  deck: { visibility: hidden, label: stock }
  discard: { visibility: top }
  hand: { scope: player, order: set, visibility: owner }
setup:
  - shuffle: deck
  - deal: { from: deck, to: hand, count: 3 }
  - move: { from: deck, to: discard }
turn:
  stages: [draw, discard]
moves:
  draw:
    stage: draw
    then: next
    args:
      source: { type: choice, values: [stock, discard], label: pile }
    if: source == 'stock' or count(discard) > 0
    unless: The discard pile is empty.
    log: "{self} drew from the {source}"
    do:
      - if: source == 'stock'
        then: [ { move: { from: deck, to: "hand[self]" } } ]
        else: [ { move: { from: discard, to: "hand[self]" } } ]
  discard:
    stage: discard
    args:
      c: { type: card, from: "hand[self]" }
    do:
      - move: { cards: c, to: discard }
      - endTurn
end:
  - when: count(deck) == 0
    draw: seats
`;

describe('drawing a face-down pile by naming the pile', () => {
  const game = gameFrom(GAME);
  const view = (G: GameState, seat: number) => (game.playerView as (a: { G: unknown; ctx: unknown; playerID: string }) => PlayerView)({ G, ctx: {}, playerID: String(seat) });

  it('offers the piles, not the cards, the same whichever card lies on top of the stock', () => {
    const m = start(game, 2, 'pile');
    const G = m.state.G;
    const deck = G.zones.deck as number[];
    const top = deck.at(-1)!;
    // The same table with the stock's top and bottom cards swapped: the mover cannot tell the two apart.
    const swapped = structuredClone(G);
    const d = swapped.zones.deck as number[];
    [d[0], d[d.length - 1]] = [d[d.length - 1]!, d[0]!];
    const legal = game.deckhand.legalActions(G, m.state.ctx, '0');
    expect(legal).toEqual([{ move: 'draw', args: ['stock'] }, { move: 'draw', args: ['discard'] }]);
    expect(game.deckhand.legalActions(swapped, m.state.ctx, '0')).toEqual(legal);
    expect(game.deckhand.legalView(G, m.state.ctx, '0')).toEqual(game.deckhand.legalView(swapped, m.state.ctx, '0'));
    expect(view(G, 0).faces?.[top]).toBeUndefined();
    expect((view(G, 0).zones.deck as unknown[]).every((c) => c === null)).toBe(true);
    expect(view(G, 0).zones.deck).toEqual(view(swapped, 0).zones.deck);
  });

  it('the stock card drawn is the drawer’s alone; the discard taken is named to everyone', () => {
    const m = start(game, 2, 'log');
    const drawn = (m.state.G.zones.deck as number[]).at(-1)!;
    expect(m.move(0, 'draw', 'stock')).toBe(true);
    expect((m.state.G.zones.hand as number[][])[0]).toContain(drawn);
    const line = (seat: number) => sentenceText(logSentence(game.deckhand.def, view(m.state.G, seat).log.at(-1)!), { seat: (s) => `Seat ${s + 1}`, card: () => undefined });
    expect(line(1)).toBe('Seat 1 drew from the stock');
    expect(view(m.state.G, 1).faces?.[drawn]).toBeUndefined();
    expect(view(m.state.G, 0).faces?.[drawn]).toBeDefined();
    m.move(0, 'discard', (m.state.G.zones.hand as number[][])[0]![0]);
    const top = (m.state.G.zones.discard as number[]).at(-1)!;
    expect(m.move(1, 'draw', 'discard')).toBe(true);
    expect((m.state.G.zones.hand as number[][])[1]).toContain(top);
    expect(m.move(1, 'draw', 'stock')).toBe(false); // one draw a turn: the stage moved on
  });
});
