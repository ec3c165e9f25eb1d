/** `onTable:` as a condition: the view lists the zones the table leaves off now, the same for every seat. */
import { describe, expect, it } from 'vitest';
import { gameFrom, start } from './helpers';

const GAME = `
id: ontable
name: On table
players: { min: 2, max: 4 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..12 } }
zones:
  deck: { visibility: hidden }
  box: { visibility: hidden, onTable: players == 2 }
  spare: { visibility: public, onTable: "count(spare) > 0" }
  hand: { scope: player, visibility: owner }
setup:
  - deal: { from: deck, to: hand, count: 2 }
moves:
  spare:
    args:
      c: { type: card, from: "hand[self]" }
    do:
      - move: { cards: c, to: spare }
end:
  - { when: "count(deck) == 99", draw: seats }
`;

type View = { offTable?: string[] };
const viewOf = (game: ReturnType<typeof gameFrom>, m: ReturnType<typeof start>, seat: string | null) =>
  game.playerView!({ G: m.state.G, ctx: m.state.ctx, playerID: seat } as never) as View;

describe('onTable as a condition', () => {
  it('a zone used only at one player count is left off at the others (Bag’s box with three players)', () => {
    const game = gameFrom(GAME);
    expect(viewOf(game, start(game, 2, 't'), '0').offTable).toEqual(['spare']);
    const three = start(game, 3, 't');
    expect(viewOf(game, three, '0').offTable).toEqual(['box', 'spare']);
    expect(viewOf(game, three, null).offTable).toEqual(viewOf(game, three, '2').offTable);
  });

  it('follows the state: a zone drawn once it holds cards', () => {
    const game = gameFrom(GAME);
    const m = start(game, 2, 't');
    const seat = Number(m.state.ctx.currentPlayer);
    const card = (m.state.G.zones.hand as number[][])[seat]![0]!;
    expect(m.move(seat, 'spare', card)).toBe(true);
    expect(viewOf(game, m, '0')).not.toHaveProperty('offTable');
  });

  it('a game without conditions sends no list', () => {
    const game = gameFrom(GAME.replace(/, onTable: [^}]*/g, ' '));
    expect(viewOf(game, start(game, 3, 't'), '0')).not.toHaveProperty('offTable');
  });
});
