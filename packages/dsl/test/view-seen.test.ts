/**
 * The cards a seat sees, and the maps a view filters by them (faces, face-up flags, who played a card), are kept per
 * match and seat while the seat's zones map, the log's shown cards and the state's maps are the same objects
 * (runtime/views/view-seen.ts); a set read afresh holding the same cards keeps them too. Whatever is kept, a view equals
 * the one made afresh from an unfrozen copy of the state: a card turned face up, or handed to another seat, shows
 * (or stops showing) at once.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../src/index';
import { gameFrom, start } from './helpers';

const YAML = `
id: view-seen
name: View seen
players: { min: 2, max: 2 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..12 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: owner }
  rows: { scope: player, row: { fixed: 2 }, visibility: public }
  table: { visibility: faces }
setup:
  - deal: { from: deck, to: hand, count: 3 }
moves:
  keep:
    args:
      c: { type: card, from: "hand[self]" }
    do:
      - move: { cards: c, to: "rows[self][0]" }
      - endTurn
  shift:
    args:
      c: { type: card, from: "rows[self][0]" }
    do:
      - move: { cards: c, to: "rows[self][1]" }
      - endTurn
  lay:
    args:
      c: { type: card, from: "hand[self]" }
    do:
      - move: { cards: c, to: table, faceUp: false }
      - endTurn
  give:
    args:
      c: { type: card, from: "hand[self]" }
    do:
      - move: { cards: c, to: "hand[1 - self]" }
      - endTurn
  turn:
    do:
      - flip: { zone: table, faceUp: true }
      - endTurn
  show:
    do:
      - flip: { zone: "rows[self][0]", faceUp: true }
      - endTurn
  wait:
    do:
      - endTurn
end:
  - { when: "count(deck) == 0", draw: seats }
`;

const hand = (m: ReturnType<typeof start>, seat: number) => (m.state.G.zones['hand'] as number[][])[seat]!;
const asJson = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;

describe('the cards a seat sees', () => {
  const game = () => gameFrom(YAML);
  /** Both seats' and a spectator's views of the current state, each checked against one made afresh. */
  const views = (g: ReturnType<typeof gameFrom>, G: GameState) =>
    (['0', '1', null] as const).map((seat) => {
      const view = g.deckhand.playerView(G, seat);
      expect(asJson(view), `seat ${seat}`).toEqual(asJson(g.deckhand.playerView({ ...G }, seat)));
      return view;
    });

  it('keeps the faces and the filtered maps while no card moved, and while a card moves between piles it sees', () => {
    const g = game();
    const match = start(g, 2);
    const card = hand(match, 0)[0]!;
    expect(match.move(0, 'keep', card)).toBe(true);
    const [first] = views(g, match.state.G);
    expect(first!.faces[card]).toBeDefined();
    expect(match.move(1, 'wait')).toBe(true);
    const [second] = views(g, match.state.G);
    expect(second!.zones).toBe(first!.zones);
    expect(second!.faces).toBe(first!.faces);
    expect(second!.faceUp).toBe(first!.faceUp);
    expect(second!.playedBy).toBe(first!.playedBy);
    // The card goes from one of its rows to the other: the zones map is new, the cards seen are the same.
    expect(match.move(0, 'shift', card)).toBe(true);
    const [third] = views(g, match.state.G);
    expect(third!.zones).not.toBe(second!.zones);
    expect(third!.faces).toBe(second!.faces);
  });

  it('shows a card turned face up at once, and gives a new faces map', () => {
    const g = game();
    const match = start(g, 2);
    const card = hand(match, 0)[0]!;
    expect(match.move(0, 'lay', card)).toBe(true);
    const [, before] = views(g, match.state.G);
    expect(before!.faces[card]).toBeUndefined();
    expect(before!.faceUp[card]).toBeUndefined();
    expect(match.move(1, 'turn')).toBe(true);
    const [, after, watcher] = views(g, match.state.G);
    expect(after!.faces[card]).toBeDefined();
    expect(after!.faceUp[card]).toBe(true);
    expect(watcher!.faces[card]).toBeDefined();
  });

  it('follows a card into another seat’s hand: its new holder sees its face at once', () => {
    const g = game();
    const match = start(g, 2);
    // Seat 1 views a state first so that its kept set exists, then seat 0 hands it a card.
    const [, beforeOne] = views(g, match.state.G);
    const card = hand(match, 0)[0]!;
    expect(beforeOne!.faces[card]).toBeUndefined();
    expect(match.move(0, 'give', card)).toBe(true);
    const [, afterOne] = views(g, match.state.G);
    expect(afterOne!.faces[card]).toBeDefined();
    expect(afterOne!.faces).not.toBe(beforeOne!.faces);
  });

  it('gives new face-up flags when a card it already sees turns face up', () => {
    const g = game();
    const match = start(g, 2);
    const card = hand(match, 0)[0]!;
    expect(match.move(0, 'keep', card)).toBe(true);
    const [, before] = views(g, match.state.G);
    expect(before!.faces[card]).toBeDefined();
    expect(before!.faceUp[card]).toBeUndefined();
    expect(match.move(1, 'wait')).toBe(true);
    expect(match.move(0, 'show')).toBe(true);
    const [, after] = views(g, match.state.G);
    expect(after!.faces).toBe(before!.faces);
    expect(after!.faceUp[card]).toBe(true);
  });
});
