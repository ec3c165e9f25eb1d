/**
 * A secret card argument its move leaves where everyone sees it counts as revealed by the move (runtime/log/landed.ts):
 * the log names it for every seat and every view keeps its face. A card that ends where some seat may not see it
 * (a hand seen by its owner only, a face-down pile, a hidden pile) stays secret.
 */
import { describe, expect, it } from 'vitest';
import { logSentence, sentenceText } from '../src/index';
import { gameFrom, start } from './helpers';

const GAME = (to: string) => `
id: landed
name: Landed
players: { min: 3, max: 3 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..30 } }
zones:
  deck: {}
  hand: { scope: player, visibility: owner }
  open: { visibility: public }
  discard: { visibility: top }
  pot: { scope: player, visibility: owner }
  facedown: { visibility: faces }
  box: { visibility: hidden }
  melds: { row: { max: 4 }, visibility: public }
setup:
  - deal: { from: deck, to: hand, count: 5 }
moves:
  put:
    label: Put
    args:
      c: { type: card, from: "hand[self]" }
    do: [ { move: { cards: c, to: "${to}" } }, endTurn ]
  meld:
    label: Meld
    args:
      cs: { type: cards, from: "hand[self]", count: 2 }
      m: { type: pile, zone: melds, allowNew: true }
    do: [ { move: { cards: cs, to: "melds[m]" } } ]
end:
  - { when: "count(deck) == 99", draw: seats }
`;

const names = { seat: (s: number) => `Seat ${s + 1}`, card: (id: number) => `card ${id}` };

function played(to: string, move: 'put' | 'meld' = 'put') {
  const game = gameFrom(GAME(to));
  const m = start(game, 3, 'landed');
  const hand = (m.state.G.zones.hand as number[][])[0]!;
  const args = move === 'put' ? [hand[1]!] : [[hand[0]!, hand[2]!], 0];
  expect(m.move(0, move, ...args)).toBe(true);
  const view = (seat: string | null) => game.deckhand.playerView(m.state.G, seat);
  const line = (seat: string | null) => {
    const v = view(seat);
    const e = v.log.find((x) => x.move === move)!;
    return sentenceText(logSentence(game.deckhand.def, e), { ...names, card: (id) => (v.faces[id] ? `card ${id}` : undefined) });
  };
  return { game, m, cards: [args[0]].flat() as number[], view, line };
}

describe('a secret card argument that lands face up for everyone', () => {
  it('on a public pile: every seat and a spectator read the card and keep its face', () => {
    const { cards, view, line } = played('open');
    for (const seat of ['1', '2', null]) {
      expect(line(seat)).toBe(`Seat 1 put card ${cards[0]}`);
      expect(view(seat).faces[cards[0]!]).toBeDefined();
    }
  });

  it('on top of a pile whose top everyone sees: the discard is named, and stays known once covered', () => {
    const { game, m, cards, line } = played('discard');
    expect(line('2')).toBe(`Seat 1 put card ${cards[0]}`);
    const next = (m.state.G.zones.hand as number[][])[1]![0]!;
    expect(m.move(1, 'put', next)).toBe(true);
    expect(game.deckhand.playerView(m.state.G, '2').faces[cards[0]!]).toBeDefined();
  });

  it('several cards laid in a public row keep the other arguments too ("on pile 1")', () => {
    const { cards, line } = played('open', 'meld');
    expect(line('1')).toBe(`Seat 1 melded card ${cards[0]} and card ${cards[1]} on pile 1`);
    expect(line(null)).toBe(line('1'));
  });
});

describe('a secret card argument that lands where some seat may not see it stays secret', () => {
  for (const [what, to] of [
    ["another seat's owner-only zone", 'pot[1]'],
    ["a face-down pile", "facedown"],
    ['a hidden pile', 'box'],
  ] as const) {
    it(what, () => {
      const { cards, view, line, m } = played(to);
      expect(m.state.G.log.find((e) => e.move === 'put')!.revealed).toBeUndefined();
      for (const seat of ['2', null]) {
        expect(line(seat)).toBe('Seat 1 chose a card');
        expect(view(seat).faces[cards[0]!]).toBeUndefined();
        expect(view(seat).log.find((e) => e.move === 'put')!.args).toBeUndefined();
      }
      // Its maker still reads what it chose.
      expect(line('0')).toBe(`Seat 1 put card ${cards[0]}`);
    });
  }

  it('the seat that owns the zone sees it there, and only that seat', () => {
    const { cards, view } = played('pot[1]');
    expect(view('1').faces[cards[0]!]).toBeDefined();
    expect(view('2').faces[cards[0]!]).toBeUndefined();
  });
});

const TAKE = `
id: take
name: Take
players: { min: 3, max: 3 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..30 } }
zones:
  deck: {}
  hand: { scope: player, visibility: owner }
  discard: { visibility: top }
setup:
  - deal: { from: deck, to: hand, count: 2 }
  - move: { from: deck, to: discard, count: 3 }
moves:
  take:
    label: Take
    args:
      c: { type: card, from: discard, top: true }
    log: "{self} took {c}"
    do: [ { move: { cards: c, to: "hand[self]" } }, endTurn ]
  grab:
    label: Grab
    args:
      c: { type: card, from: discard, top: true }
    do: [ { move: { cards: c, to: "hand[self]" } }, endTurn ]
end:
  - { when: "count(deck) == 99", draw: seats }
`;

describe('a card argument chosen in everyone\'s sight (the top of an open pile) and taken into a hand', () => {
  for (const move of ['take', 'grab']) {
    it(`is named to every seat and keeps its face (${move === 'take' ? 'a log: template' : 'the default line'})`, () => {
      const game = gameFrom(TAKE);
      const m = start(game, 3, 'take');
      const top = (m.state.G.zones.discard as number[]).at(-1)!;
      expect(m.move(0, move, top)).toBe(true);
      for (const seat of ['1', '2', null]) {
        const v = game.deckhand.playerView(m.state.G, seat);
        const e = v.log.find((x) => x.move === move)!;
        const said = sentenceText(logSentence(game.deckhand.def, e), { ...names, card: (id) => (v.faces[id] ? `card ${id}` : undefined) });
        expect(said).toBe(`Seat 1 ${move === 'take' ? 'took' : 'grabbed'} card ${top}`);
        expect(v.faces[top]).toBeDefined();
        // Still in Seat 1's hand, unseen there: the hand shows no card to the others.
        expect((v.zones.hand as unknown[][])[0]).not.toContain(top);
      }
    });
  }
});
