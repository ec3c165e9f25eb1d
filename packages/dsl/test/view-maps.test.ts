/**
 * A seat's id-keyed maps in its view (face-up flags, who played each card it sees) are handed back as the very same
 * frozen object while their entries stay the same (runtime/views/view-maps.ts), kept per match, so a server comparing two
 * views of a seat, or aliasing them per match, skips them by identity; and a new map once an entry changed.
 */
import { describe, expect, it } from 'vitest';
import { gameFrom, start } from './helpers';

const YAML = `
id: view-maps
name: View maps
players: { min: 2, max: 2 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..8 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: owner }
  table: { visibility: public }
setup:
  - deal: { from: deck, to: hand, count: 3 }
moves:
  play:
    args:
      c: { type: card, from: "hand[self]" }
    do:
      - move: { cards: c, to: table }
      - endTurn
  wait:
    do:
      - endTurn
end:
  - { when: "count(table) == 6", draw: seats }
`;

const handCard = (m: ReturnType<typeof start>, seat: number) => (m.state.G.zones['hand'] as number[][])[seat]![0]!;

describe("a seat's id-keyed maps in its view", () => {
  it('are one frozen object while their entries stay the same, and a new one once a card is played', () => {
    const game = gameFrom(YAML);
    const match = start(game, 2);
    const card = handCard(match, 0);
    expect(match.move(0, 'play', card)).toBe(true);
    const first = game.deckhand.playerView(match.state.G, '1');
    expect(first.playedBy).toEqual({ [card]: 0 });
    expect(Object.isFrozen(first.playedBy)).toBe(true);
    expect(Object.isFrozen(first.faceUp)).toBe(true);
    // A move that moves no card: the next view hands back the same maps.
    expect(match.move(1, 'wait')).toBe(true);
    const second = game.deckhand.playerView(match.state.G, '1');
    expect(second.playedBy).toBe(first.playedBy);
    expect(second.faceUp).toBe(first.faceUp);
    const next = handCard(match, 0);
    expect(match.move(0, 'play', next)).toBe(true);
    const third = game.deckhand.playerView(match.state.G, '1');
    expect(third.playedBy).not.toBe(first.playedBy);
    expect(third.playedBy).toEqual({ [card]: 0, [next]: 0 });
  });

  it('are kept per match and per seat: views of another match or seat in between do not lose them', () => {
    const game = gameFrom(YAML);
    const [a, b] = [start(game, 2), start(game, 2)];
    expect(a.move(0, 'play', handCard(a, 0))).toBe(true);
    expect(b.move(0, 'play', handCard(b, 0))).toBe(true);
    expect(b.move(1, 'play', handCard(b, 1))).toBe(true);
    const played = (m: typeof a, seat: string) => game.deckhand.playerView(m.state.G, seat).playedBy;
    const [firstA, firstB, otherSeat] = [played(a, '0'), played(b, '0'), played(a, '1')];
    expect(Object.keys(firstB!)).toHaveLength(2);
    expect(played(a, '0')).toBe(firstA);
    expect(played(b, '0')).toBe(firstB);
    expect(played(a, '1')).toBe(otherSeat);
  });
});
