/**
 * A seat's view of a zone is handed back as the very same frozen object while the zone is the same object in the
 * stored state (runtime/views/view-zones.ts), and so is its zones map while no zone changed; a seat's part of a zone every
 * seat has is kept while that seat's part is unchanged. What a view shows is always what a fresh view shows: a
 * face-up flag turning over changes a `faces` zone's view, the end of the game (reveal at end) changes every view,
 * and a state that is not frozen (changed in place, as the simulator does) is viewed afresh every time.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../src/index';
import { gameFrom, start } from './helpers';

const YAML = `
id: view-zones
name: View zones
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
  lay:
    args:
      c: { type: card, from: "hand[self]" }
    do:
      - move: { cards: c, to: table, faceUp: false }
      - endTurn
  turn:
    do:
      - flip: { zone: table, faceUp: true }
      - endTurn
  wait:
    do:
      - endTurn
end:
  - { when: "count(deck) == 0", draw: seats }
`;

type Zones = Record<string, unknown>;
const hand = (m: ReturnType<typeof start>, seat: number) => (m.state.G.zones['hand'] as number[][])[seat]!;
/** The view of a copy of G that is not frozen: made afresh, as before any view was kept. */
const fresh = (game: ReturnType<typeof gameFrom>, G: GameState, seat: string) => game.deckhand.playerView({ ...G }, seat);

describe("a seat's view of the zones", () => {
  it('is the same frozen object per unchanged zone and seat part, and the same zones map while nothing moved', () => {
    const game = gameFrom(YAML);
    const match = start(game, 2);
    const first = game.deckhand.playerView(match.state.G, '1').zones as Zones;
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first['rows'])).toBe(true);
    expect(Object.isFrozen((first['rows'] as unknown[])[0])).toBe(true);
    expect(match.move(0, 'wait')).toBe(true);
    expect(game.deckhand.playerView(match.state.G, '1').zones).toBe(first);
    // Seat 1 keeps a card in its own row: the hands and rows change, the deck and table do not, nor seat 0's parts.
    expect(match.move(1, 'keep', hand(match, 1)[0]!)).toBe(true);
    const second = game.deckhand.playerView(match.state.G, '1').zones as Zones;
    expect(second).not.toBe(first);
    expect(second['deck']).toBe(first['deck']);
    expect(second['table']).toBe(first['table']);
    expect(second['rows']).not.toBe(first['rows']);
    expect((second['rows'] as unknown[])[0]).toBe((first['rows'] as unknown[])[0]);
    expect((second['rows'] as unknown[])[1]).not.toBe((first['rows'] as unknown[])[1]);
    expect((second['hand'] as unknown[])[0]).toBe((first['hand'] as unknown[])[0]);
    expect(second).toEqual(fresh(game, match.state.G, '1').zones);
  });

  it('follows the face-up flags of a zone whose cards turn over one by one', () => {
    const game = gameFrom(YAML);
    const match = start(game, 2);
    const card = hand(match, 0)[0]!;
    expect(match.move(0, 'lay', card)).toBe(true);
    const down = game.deckhand.playerView(match.state.G, '1');
    expect(down.zones['table']).toEqual([null]);
    expect(match.move(1, 'turn')).toBe(true);
    const up = game.deckhand.playerView(match.state.G, '1');
    expect(up.zones['table']).toEqual([card]);
    expect(up.faces[card]).toBeDefined();
    expect(up.zones).toEqual(fresh(game, match.state.G, '1').zones);
  });

  it('is kept per seat and per match, and never for a state that is not frozen', () => {
    const game = gameFrom(YAML);
    const [a, b] = [start(game, 2), start(game, 2, 'y')];
    const zones = (m: typeof a, seat: string) => game.deckhand.playerView(m.state.G, seat).zones;
    const [a0, a1, b0] = [zones(a, '0'), zones(a, '1'), zones(b, '0')];
    expect(a0['hand']).not.toEqual(a1['hand']);
    expect(zones(a, '1')).toBe(a1);
    expect(zones(b, '0')).toBe(b0);
    expect(zones(a, '0')).toBe(a0);
    // A state changed in place (the fast simulator's) keeps its objects' identity: its view is made afresh.
    const hands = [...(a.state.G.zones['hand'] as number[][])];
    const G = { ...a.state.G, zones: { ...a.state.G.zones, hand: hands } } as GameState;
    const before = game.deckhand.playerView(G, '0').zones;
    hands[0] = [];
    const after = game.deckhand.playerView(G, '0').zones;
    expect(after['hand']).toEqual([[], [null, null, null]]);
    expect(before['hand']).not.toEqual(after['hand']);
  });

  it('of a zone every seat sees alike is one object for every seat; a seat never keeps a zones map gone stale', () => {
    const game = gameFrom(YAML);
    const match = start(game, 2);
    const zones = (seat: string | null) => game.deckhand.playerView(match.state.G, seat).zones as Zones;
    const [z0, z1, watcher] = [zones('0'), zones('1'), zones(null)];
    // The deck (hidden), the table (face up one by one, no owner) and the rows (public) are seen alike; hands are not.
    for (const name of ['deck', 'table', 'rows']) {
      expect(z1[name], name).toBe(z0[name]);
      expect(watcher[name], name).toBe(z0[name]);
    }
    expect(z1['hand']).not.toBe(z0['hand']);
    // Seat 0 lays a card face down, both look; seat 1 turns it over, which changes the table alone, and looks
    // first, so the shared table view is made for it. Seat 0's last zones map must not be handed back.
    expect(match.move(0, 'lay', hand(match, 0)[0]!)).toBe(true);
    const [down0] = [zones('0'), zones('1')];
    expect(match.move(1, 'turn')).toBe(true);
    const up1 = zones('1');
    const up0 = zones('0');
    expect(up0).not.toBe(down0);
    expect(up0['table']).toBe(up1['table']);
    expect(up0['hand']).toBe(down0!['hand']);
    expect(up0).toEqual(fresh(game, match.state.G, '0').zones);
    expect(up1).toEqual(fresh(game, match.state.G, '1').zones);
  });
});
