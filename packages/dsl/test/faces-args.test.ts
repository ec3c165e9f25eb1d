/**
 * A `faces` zone shows or hides card by card, so validation cannot tell whether a card argument drawn from it names
 * only cards its mover sees: the run time does. A face-down card's id is neither listed to the mover (its page,
 * its bot) nor accepted from a hostile client that sends it anyway, and the refusal reads the same for any id.
 */
import { describe, expect, it } from 'vitest';
import { gameFrom, start } from './helpers';

const GAME = (ownerSees: boolean) => `
id: faces-args
name: Faces args
players: { min: 2, max: 2 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..12 } }
zones:
  deck: { visibility: hidden }
  table: { visibility: faces }
  stock: { scope: player, visibility: faces${ownerSees ? ', ownerSeesFaceDown: true' : ''} }
  won: { scope: player, visibility: public }
setup:
  - shuffle: deck
  - deal: { from: deck, to: table, count: 2, faceUp: true }
  - deal: { from: deck, to: table, count: 2 }
  - deal: { from: deck, to: stock, count: 3 }
  - flip: "stock[0]"
moves:
  take:
    args:
      c: { type: card, from: table }
    do: [ { move: { cards: c, to: "won[self]" } } ]
  takeTwo:
    args:
      cs: { type: cards, count: 2, from: table }
    do: [ { move: { cards: cs, to: "won[self]" } } ]
  steal:
    args:
      c: { type: card, from: "stock[next(self)]" }
    do: [ { move: { cards: c, to: "won[self]" } } ]
  keep:
    args:
      c: { type: card, from: "stock[self]" }
    do: [ { move: { cards: c, to: "won[self]" } } ]
end:
  - { when: "count(table) == 0", draw: seats }
`;

describe('card arguments from faces zones', () => {
  const game = gameFrom(GAME(false));
  const m = start(game, 2, 'faces');
  const G = m.state.G;
  const table = G.zones.table as number[];
  const up = table.filter((c) => G.faceUp[c]);
  const down = table.filter((c) => !G.faceUp[c]);
  const stocks = G.zones.stock as number[][];
  const legal = (move: string) => game.deckhand.legalActions(m.state.G, m.state.ctx, '0').filter((a) => a.move === move);

  it('lists only the face-up cards of a faces zone (the mover sees no other)', () => {
    expect(up).toHaveLength(2);
    expect(down).toHaveLength(2);
    expect(legal('take').map((a) => a.args[0]).sort()).toEqual([...up].sort());
    expect(legal('takeTwo').map((a) => a.args[0])).toEqual([[...up].sort((a, b) => table.indexOf(a) - table.indexOf(b))]);
    // Seat 1's stock has its top card face up (the setup flipped seat 0's only): seat 0 may steal none of it.
    expect(legal('steal')).toEqual([]);
    expect(legal('keep').map((a) => a.args[0])).toEqual([stocks[0]!.at(-1)]);
  });

  it("refuses a face-down card's id sent by a hostile client, with the same reason as for any other id", () => {
    const why = (move: string, args: unknown[]) => game.deckhand.explainMove(m.state.G, m.state.ctx, '0', move, args);
    for (const id of down) {
      expect(m.move(0, 'take', id)).toBe(false);
      expect(why('take', [id])).toBe('That choice is not allowed (c: that card cannot be chosen (only a face-up card, one you see, can be named)).');
    }
    // A card that is nowhere on the table reads the same: probing ids tells nothing about where a hidden card lies.
    const elsewhere = stocks[1]![0]!;
    expect(why('take', [elsewhere])).toBe(why('take', [down[0]]));
    expect(m.move(0, 'takeTwo', [up[0], down[0]])).toBe(false);
    expect(why('takeTwo', [[up[0], down[0]]])).toContain('cs: a card that cannot be chosen (only a face-up card, one you see, can be named)');
    expect(m.move(0, 'steal', stocks[1]![0])).toBe(false);
    expect(m.move(0, 'keep', stocks[0]![0])).toBe(false);
    expect(m.state.G).toEqual(G);
    // The face-up card the listing offers is accepted.
    expect(m.move(0, 'take', up[0])).toBe(true);
  });

  it("lets a seat name its own face-down cards where the zone's owner sees them (ownerSeesFaceDown)", () => {
    const own = gameFrom(GAME(true));
    const n = start(own, 2, 'faces');
    const mine = (n.state.G.zones.stock as number[][])[0]!;
    const listed = own.deckhand.legalActions(n.state.G, n.state.ctx, '0').filter((a) => a.move === 'keep').map((a) => a.args[0]);
    expect(listed.sort()).toEqual([...mine].sort());
    expect(n.move(0, 'keep', mine[0])).toBe(true);
  });
});
