import { describe, expect, it } from 'vitest';
import { gameFrom, start } from '../../../test/helpers';
import { prng } from '../../sim/prng';
import { determinize } from './determinize';

/** Bag in small: 12 numbers, 4 each, the rest in the box, then each returns 2 to the box in secret. */
const boxed = gameFrom(`
id: boxed
name: Boxed
players: { min: 2, max: 2 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 0..11 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, order: set, visibility: owner }
  box: { order: set, visibility: hidden }
setup:
  - shuffle: deck
  - deal: { from: deck, to: hand, count: 4 }
  - move: { from: deck, to: box, count: all }
phases:
  choose:
    start: true
    simultaneous: true
    moves: [returnToBox]
    next: play
  play:
    moves: [name]
moves:
  returnToBox:
    args:
      chosen: { type: cards, from: "hand[self]", count: 2 }
    do:
      - move: { cards: chosen, to: box }
  name:
    args:
      n: { type: number, min: 0, max: 11 }
    do:
      - move: { from: "hand[*]", where: card.value == n, to: box, reveal: true }
      - endTurn
eliminate: count(hand[seat]) == 0
end:
  - when: count(alive) == 1
    winner: alive[0]
`);
const { def } = boxed.deckhand;

function afterReturns(seed: string) {
  const m = start(boxed, 2, seed);
  const hands = m.state.G.zones.hand as number[][];
  const mine = hands[0]!.slice(0, 2);
  const theirs = hands[1]!.slice(0, 2);
  expect(m.move(0, 'returnToBox', mine)).toBe(true);
  expect(m.move(1, 'returnToBox', theirs)).toBe(true);
  return { state: m.state, mine, theirs };
}

describe("other seats' secret choices in a determinization", () => {
  it("gives the opponent's secret move as many cards as it chose, from the box, never the seat's own or a card it holds", () => {
    for (let i = 0; i < 8; i++) {
      const { state, mine } = afterReturns(`b${i}`);
      const view = boxed.deckhand.playerView(state.G, '0');
      const theirEntry = view.log.find((e) => e.move === 'returnToBox' && e.seat === 1)!;
      expect(theirEntry.args).toBeUndefined();
      const G = determinize({ def, hooks: {}, view, seat: 0, numPlayers: 2, rand: prng(i) });
      const sampled = G.log.find((e) => e.move === 'returnToBox' && e.seat === 1)!.args![0] as number[];
      expect(sampled).toHaveLength(2);
      for (const c of sampled) {
        expect(G.zones.box).toContain(c);
        expect(mine).not.toContain(c);
      }
      // The seat's own entry is as its view has it, and the view itself is not changed.
      expect(G.log.find((e) => e.move === 'returnToBox' && e.seat === 0)!.args).toEqual([mine]);
      expect(theirEntry.args).toBeUndefined();
    }
  });

  it('draws them at random among the box cards the seat did not put there', () => {
    const { state, mine } = afterReturns('r');
    const view = boxed.deckhand.playerView(state.G, '0');
    const seen = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const G = determinize({ def, hooks: {}, view, seat: 0, numPlayers: 2, rand: prng(i) });
      for (const c of G.log.find((e) => e.move === 'returnToBox' && e.seat === 1)!.args![0] as number[]) seen.add(c);
    }
    // Any of the 8 cards the seat never saw (not its 2 in hand, not its 2 boxed) may be one the opponent boxed.
    const hand = (state.G.zones.hand as number[][])[0]!;
    const unseen = def.cards.map((c) => c.id).filter((c) => !mine.includes(c) && !hand.includes(c));
    expect([...seen].sort((a, b) => a - b)).toEqual(unseen);
  });

  it('lets the opponent read its own choice back from the log, as the real opponent can', () => {
    const { state } = afterReturns('p');
    const view = boxed.deckhand.playerView(state.G, '0');
    const G = determinize({ def, hooks: {}, view, seat: 0, numPlayers: 2, rand: prng(5) });
    const theirs = boxed.deckhand.playerView(G, '1').log.find((e) => e.move === 'returnToBox' && e.seat === 1)!;
    expect(theirs.args![0]).toHaveLength(2);
  });
});
