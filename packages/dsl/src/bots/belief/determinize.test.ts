import { describe, expect, it } from 'vitest';
import { gameFrom, start } from '../../../test/helpers';
import { prng } from '../../sim/prng';
import { determinize } from './determinize';
import { HANDS_YAML, HIDDEN_YAML } from '../../../test/bot-games';

const game = gameFrom(HIDDEN_YAML);
const { def, hooks } = game.deckhand;

/** A match a few moves in: some cards revealed into the hidden discard. */
function midGame(seed: string) {
  const m = start(game, 3, seed);
  for (let turn = 0; turn < 4 && !m.state.ctx.gameover; turn++) m.move(Number(m.state.ctx.currentPlayer), 'name', 1 + (turn % 6));
  return m.state;
}

describe('determinize', () => {
  it('gives a full state that shows the seat exactly its own view, for many samples', () => {
    for (let i = 0; i < 30; i++) {
      const state = midGame(`d${i}`);
      const seat = i % 3;
      const view = game.deckhand.playerView(state.G, String(seat));
      const G = determinize({ def, hooks, view, seat, numPlayers: 3, rand: prng(i) });
      const again = game.deckhand.playerView({ ...G, log: state.G.log }, String(seat));
      expect(again.zones).toEqual(view.zones);
      expect(again.faceUp).toEqual(view.faceUp);
      // Every card is somewhere, once.
      const all = JSON.stringify(G.zones).match(/\d+/g)!.map(Number).sort((a, b) => a - b);
      expect(all).toEqual(def.cards.map((c) => c.id));
    }
  });

  it('keeps the public state of play the rules read: the hand being played, who played the cards seen', () => {
    const rounds = gameFrom(HANDS_YAML);
    const m = start(rounds, 2, 'h');
    const seat = Number(m.state.ctx.currentPlayer);
    expect(m.move(seat, 'play', (m.state.G.zones.hand as number[][])[seat]![0]!)).toBe(true);
    const other = 1 - seat;
    const view = rounds.deckhand.playerView(m.state.G, String(other));
    const G = determinize({ def: rounds.deckhand.def, hooks: rounds.deckhand.hooks, view, seat: other, numPlayers: 2, rand: prng(5) });
    expect(G.hands).toEqual({ number: 1 });
    // The card on the table scores for the seat that played it when the hand is scored.
    expect(G.playedBy).toEqual(view.playedBy);
    expect(Object.values(G.playedBy!)).toEqual([seat]);
    const again = rounds.deckhand.playerView({ ...G, log: m.state.G.log }, String(other));
    expect({ hands: again.hands, playedBy: again.playedBy, movedOn: again.movedOn }).toEqual({ hands: view.hands, playedBy: view.playedBy, movedOn: view.movedOn });
  });

  it('keeps printed backs: a slot showing a back only takes a card with that back', () => {
    for (let i = 0; i < 20; i++) {
      const state = midGame(`b${i}`);
      const view = game.deckhand.playerView(state.G, '0');
      const G = determinize({ def, hooks, view, seat: 0, numPlayers: 3, rand: prng(100 + i) });
      const aside = G.zones.aside as number[];
      (view.zones.aside as { back: Record<string, unknown> }[]).forEach((slot, k) => expect(def.cards[aside[k]!]!.attrs.back).toBe(slot.back.back));
    }
  });

  it('puts cards seen revealed and now out of sight into the shared hidden zone they went to', () => {
    let checked = 0;
    for (let i = 0; i < 20; i++) {
      const state = midGame(`r${i}`);
      const view = game.deckhand.playerView(state.G, '1');
      const revealed = new Set(view.log.flatMap((e) => e.revealed ?? []));
      if (revealed.size === 0) continue;
      const G = determinize({ def, hooks, view, seat: 1, numPlayers: 3, rand: prng(200 + i) });
      expect(new Set(G.zones.discard as number[])).toEqual(revealed);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it("puts the cards a seat chose in its own secret moves where its move sent them, never in another's hand", () => {
    const bury = gameFrom(`
id: bury
name: Bury
players: { min: 2, max: 2 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..12 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: owner }
  box: { visibility: hidden }
setup:
  - shuffle: deck
  - deal: { from: deck, to: hand, count: 5 }
moves:
  bury:
    args:
      c: { type: card, from: "hand[self]" }
    do: [ { move: { cards: c, to: box } }, endTurn ]
end:
  - { when: "count(box) == 8", draw: seats }
`);
    for (let i = 0; i < 20; i++) {
      const m = start(bury, 2, `bury${i}`);
      const mine = (m.state.G.zones.hand as number[][])[0]!.slice(0, 2);
      expect(m.move(0, 'bury', mine[0])).toBe(true);
      expect(m.move(1, 'bury', (m.state.G.zones.hand as number[][])[1]![0])).toBe(true);
      expect(m.move(0, 'bury', mine[1])).toBe(true);
      const view = bury.deckhand.playerView(m.state.G, '0');
      const G = determinize({ def: bury.deckhand.def, hooks: {}, view, seat: 0, numPlayers: 2, rand: prng(300 + i) });
      for (const c of mine) expect(G.zones.box).toContain(c);
      expect((G.zones.hand as number[][])[1]).not.toContain(mine[0]);
    }
  });

  it('samples differently with different seeds and identically with the same seed', () => {
    const state = midGame('s');
    const view = game.deckhand.playerView(state.G, '0');
    const one = (seed: number) => JSON.stringify(determinize({ def, hooks, view, seat: 0, numPlayers: 3, rand: prng(seed) }).zones);
    expect(one(1)).toBe(one(1));
    expect(new Set([1, 2, 3, 4, 5].map(one)).size).toBeGreaterThan(1);
  });
});
