/**
 * The solitaire constructs (issue 36): a row keyed by a text attribute (`row: { by: suit }`, addressed by the value),
 * a card moved with every card on it (`cardsOn(c)`, `cardUnder(c)`, and the log's "and 2 cards on it"), and a pile
 * turned over (`move: { …, turnOver: true }`). Each move is played through boardgame.io and the fast simulator alike
 * (`playBothWays`), with and without generated code.
 */
import { describe, expect, it } from 'vitest';
import { logSentence, sentenceText } from '../src/client';
import type { CompiledGame } from '../src/index';
import { gameFrom, playBothWays, start } from './helpers';

const GAME = `
id: keyed
name: Keyed
players: { min: 1, max: 1 }
cards:
  c: { attributes: { rank: number, suit: string } }
deck:
  - { type: c, range: { rank: 1..3, suit: [red, blue] } }
zones:
  deck: { visibility: public }
  homes: { row: { by: suit }, visibility: public }
  cols: { row: { fixed: 2 }, visibility: faces, display: cascade }
setup:
  # Deck order (ids): 1red 1blue 2red 2blue 3red 3blue; each move takes the top.
  - move: { from: deck, to: "cols[0]", count: 3, faceUp: true }
  - move: { from: deck, to: "cols[1]", count: 1 }
moves:
  home:
    args:
      c: { type: card, from: [deck, "cols[*]"], top: true }
    if: c.rank == count(homes[c.suit]) + 1
    do:
      - move: { cards: c, to: homes, faceUp: true }
  onto:
    args:
      c: { type: card, from: "cols[*]" }
      p: { type: pile, zone: homes }
    do:
      - move: { cards: c, to: "homes[p]" }
  moveRun:
    label: Move
    args:
      c: { type: card, from: "cols[*]" }
      dest: { type: pile, zone: cols }
    if: faceUp(c)
    do:
      - move: { cards: "list(c) + cardsOn(c)", to: "cols[dest]", faceUp: true }
  turn:
    do:
      - move: { from: "cols[0]", to: deck, count: all, turnOver: true }
  under:
    args:
      c: { type: card, from: "cols[*]" }
    if: cardUnder(c) != null and cardUnder(c).suit == 'red'
    do: []
end:
  - when: count(homes[0]) + count(homes['blue']) == 6
    winner: 0
`;

const names = (g: CompiledGame) => ({
  seat: () => 'Ada',
  card: (id: number) => `${String(g.deckhand.def.cards[id]!.attrs.rank)} ${String(g.deckhand.def.cards[id]!.attrs.suit)}`,
});

for (const codegen of [true, false]) {
  describe(`solitaire constructs (${codegen ? 'generated code' : 'closures'})`, () => {
    const g = gameFrom(GAME, {}, { codegen });
    const m0 = start(g, 1);
    const [c0, c1] = m0.state.G.zones.cols as number[][];
    const card = (id: number) => g.deckhand.def.cards[id]!.attrs as { rank: number; suit: string };

    it('a row keyed by a text attribute: one pile per value, in deck order', () => {
      expect(g.deckhand.def.zones.homes!.row).toMatchObject({ by: 'suit', fixed: 2, keys: ['red', 'blue'] });
      expect((m0.state.G.zones.homes as number[][]).length).toBe(2);
    });

    it('a move to the keyed row without a pile puts the card on its own value\'s pile', () => {
      // The deck is 1red 1blue 2red 2blue 3red 3blue (ids 0-5); the deal took the top four, so 1blue is on top.
      const ace = (m0.state.G.zones.deck as number[]).at(-1)!;
      expect(card(ace)).toEqual({ rank: 1, suit: 'blue' });
      const r = playBothWays(g, 1, 'x', 0, 'home', ace);
      expect(r.ok).toBe(true);
      expect(r.G.zones.homes).toEqual([[], [ace]]);
      // homes[c.suit] in the condition reads the card's own pile: a two of blue is not next on an empty one.
      const legal = g.deckhand.legalActions(m0.state.G, m0.state.ctx, '0').filter((a) => a.move === 'home');
      expect(legal.map((a) => a.args[0])).toEqual([ace]);
    });

    it('a card named onto the pile of another value is refused; onto its own it lands', () => {
      const top = c0!.at(-1)!;
      const own = ['red', 'blue'].indexOf(card(top).suit);
      expect(playBothWays(g, 1, 'x', 0, 'onto', top, 1 - own).ok).toBe(false);
      const r = playBothWays(g, 1, 'x', 0, 'onto', top, own);
      expect(r.ok).toBe(true);
      expect((r.G.zones.homes as number[][])[own]).toEqual([top]);
    });

    it('cardsOn(c) moves a card with every card on it, in order, and the log counts them', () => {
      const bottom = c0![0]!;
      const r = playBothWays(g, 1, 'x', 0, 'moveRun', bottom, 1);
      expect(r.ok).toBe(true);
      expect((r.G.zones.cols as number[][])[1]).toEqual([...c1!, ...c0!]);
      const entry = r.G.log.at(-1)!;
      expect(entry.carried).toBe(2);
      expect(sentenceText(logSentence(g.deckhand.def, entry), names(g))).toBe(`Ada moved ${names(g).card(bottom)} and 2 cards on it to pile 2`);
      // The top card alone carries nothing, and the line says so.
      const one = playBothWays(g, 1, 'x', 0, 'moveRun', c0!.at(-1)!, 1);
      expect(one.G.log.at(-1)!.carried).toBeUndefined();
      // A face-down card is not moved (the condition reads faceUp).
      expect(playBothWays(g, 1, 'x', 0, 'moveRun', c1![0]!, 0).ok).toBe(false);
    });

    it('cardUnder(c) is the card c lies on, null at the bottom', () => {
      const m = start(g, 1);
      const legal = new Set(g.deckhand.legalActions(m.state.G, m.state.ctx, '0').filter((a) => a.move === 'under').map((a) => a.args[0]));
      const want = c0!.filter((_, i) => i > 0 && card(c0![i - 1]!).suit === 'red');
      expect([...legal].sort()).toEqual([...want].sort());
    });

    it('turnOver reverses the packet and turns each face', () => {
      const r = playBothWays(g, 1, 'x', 0, 'turn');
      expect(r.ok).toBe(true);
      const deck = r.G.zones.deck as number[];
      expect(deck.slice(-3)).toEqual([...c0!].reverse());
      // Face up in the column, face down in the deck.
      for (const c of c0!) expect(r.G.faceUp[c]).toBeUndefined();
    });
  });
}

describe('turnOver turns face-down cards up', () => {
  it('a face-down packet turned over lands face up, its order reversed', () => {
    const g = gameFrom(GAME.replace('turn:\n    do:\n      - move: { from: "cols[0]", to: deck, count: all, turnOver: true }', 'turn:\n    do:\n      - move: { from: "cols[1]", to: "cols[0]", count: all, turnOver: true }'));
    const m = start(g, 1);
    const [c0, c1] = m.state.G.zones.cols as number[][];
    expect(m.move(0, 'turn')).toBe(true);
    expect((m.state.G.zones.cols as number[][])[0]).toEqual([...c0!, ...[...c1!].reverse()]);
    for (const c of c1!) expect(m.state.G.faceUp[c]).toBe(true);
  });
});
