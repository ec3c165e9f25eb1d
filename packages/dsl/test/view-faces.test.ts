/**
 * A card's face is made once per game and shared by every view (runtime/views/view.ts): two seats' views, and one seat's
 * views before and after a move, hold the same face object for a card both show, so a server comparing views finds an
 * unchanged face by identity. The shared face is frozen and keeps the card type's secret attributes out.
 */
import { describe, expect, it } from 'vitest';
import { gameFrom, start } from './helpers';

const YAML = `
id: view-faces
name: View faces
players: { min: 2, max: 2 }
cards:
  n: { attributes: { value: number, mark: string }, secret: [mark] }
deck:
  - { type: n, range: { value: 1..8 }, attributes: { mark: x } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: owner }
  table: { visibility: public }
setup:
  - deal: { from: deck, to: hand, count: 2 }
moves:
  play:
    args:
      c: { type: card, from: "hand[self]" }
    do:
      - move: { cards: c, to: table }
      - endTurn
end:
  - { when: "count(table) == 4", draw: seats }
`;

describe('faces in a view', () => {
  it('are one frozen object per card, shared between seats and between states, without secret attributes', () => {
    const game = gameFrom(YAML);
    const match = start(game, 2);
    const card = (match.state.G.zones['hand'] as number[][])[0]![0]!;
    expect(match.move(0, 'play', card)).toBe(true);
    const [a, b] = [game.deckhand.playerView(match.state.G, '0'), game.deckhand.playerView(match.state.G, '1')];
    const face = a.faces[String(card)]!;
    expect(face).toEqual({ type: 'n', attrs: { value: expect.any(Number) } });
    expect(Object.isFrozen(face)).toBe(true);
    expect(b.faces[String(card)]).toBe(face);
    const other = (match.state.G.zones['hand'] as number[][])[1]![0]!;
    expect(match.move(1, 'play', other)).toBe(true);
    expect(game.deckhand.playerView(match.state.G, '0').faces[String(card)]).toBe(face);
  });

  it("are one frozen map while the seat sees the same cards, and a new map once it sees others", () => {
    const game = gameFrom(YAML);
    const match = start(game, 2);
    const before = game.deckhand.playerView(match.state.G, '0').faces;
    expect(Object.isFrozen(before)).toBe(true);
    expect(game.deckhand.playerView(match.state.G, '0').faces).toBe(before);
    expect(game.deckhand.playerView(match.state.G, '1').faces).not.toBe(before);
    const other = (match.state.G.zones['hand'] as number[][])[1]![0]!;
    expect(match.move(0, 'play', (match.state.G.zones['hand'] as number[][])[0]![0]!)).toBe(true);
    expect(match.move(1, 'play', other)).toBe(true);
    const after = game.deckhand.playerView(match.state.G, '0').faces;
    expect(after).not.toBe(before);
    expect(Object.keys(after)).toContain(String(other));
  });

  it("are kept per match: a seat's map is given again after views of other matches with other cards", () => {
    const game = gameFrom(YAML);
    const [a, b] = [start(game, 2), start(game, 2)];
    const faces = (m: typeof a) => game.deckhand.playerView(m.state.G, '0').faces;
    const hand = (m: typeof a, seat: number) => (m.state.G.zones['hand'] as number[][])[seat]![0]!;
    // In match b seat 1 has played a card to the table: seat 0 sees one more card there than in match a.
    expect(b.move(0, 'play', hand(b, 0))).toBe(true);
    expect(b.move(1, 'play', hand(b, 1))).toBe(true);
    const [firstA, firstB] = [faces(a), faces(b)];
    expect(Object.keys(firstB)).not.toEqual(Object.keys(firstA));
    // A server broadcasting to many matches asks for their views in turn: each match finds its own last map.
    expect(faces(a)).toBe(firstA);
    expect(faces(b)).toBe(firstB);
    expect(faces(a)).toBe(firstA);
  });
});
