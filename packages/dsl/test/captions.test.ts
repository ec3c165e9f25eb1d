/** Pile captions (`caption:`): computed by the game for every seat alike, shaped like the zone. */
import { describe, expect, it } from 'vitest';
import { gameFrom, start } from './helpers';

const GAME = `
id: captions
name: Captions
players: { min: 2, max: 2 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..9 } }
zones:
  deck: { visibility: hidden, caption: "{count(pile)} left" }
  hand: { scope: player, visibility: owner, caption: "{count(pile)} cards" }
  building: { row: { max: 2 }, visibility: public, caption: "next {count(pile) + 1}" }
setup:
  - deal: { from: deck, to: hand, count: 2 }
moves:
  play:
    args:
      c: { type: card, from: "hand[self]" }
      p: { type: pile, zone: building, allowNew: true }
    do:
      - move: { cards: c, to: "building[p]" }
end:
  - { when: "count(deck) == 99", draw: seats }
`;

describe('pile captions', () => {
  it('each pile gets its line, per seat and per pile, the same in every seat’s view', () => {
    const game = gameFrom(GAME);
    const m = start(game, 2, 'cap');
    const seat = Number(m.state.ctx.currentPlayer);
    const card = (m.state.G.zones.hand as number[][])[seat]![0]!;
    expect(m.move(seat, 'play', card, 0)).toBe(true);
    const view = (s: string | null) => game.playerView!({ G: m.state.G, ctx: m.state.ctx, playerID: s } as never) as { captions?: unknown };
    expect(view('0').captions).toEqual({ deck: '5 left', hand: seat === 0 ? ['1 cards', '2 cards'] : ['2 cards', '1 cards'], building: ['next 2'] });
    expect(view('1').captions).toEqual(view('0').captions);
    expect(view(null).captions).toEqual(view('0').captions);
  });

  it('a count says its noun in the singular for one: quoted words are text, not a read of a hidden pile', () => {
    const game = gameFrom(GAME.replace('caption: "{count(pile)} cards"', `caption: "{count(pile)} {count(pile) == 1 ? 'card' : 'cards'}"`));
    const m = start(game, 2, 'cap');
    const seat = Number(m.state.ctx.currentPlayer);
    const card = (m.state.G.zones.hand as number[][])[seat]![0]!;
    expect(m.move(seat, 'play', card, 0)).toBe(true);
    const view = game.playerView!({ G: m.state.G, ctx: m.state.ctx, playerID: '0' } as never) as { captions: { hand: string[] } };
    expect([...view.captions.hand].sort()).toEqual(['1 card', '2 cards']);
  });

  it('a game without captions sends none', () => {
    const game = gameFrom(GAME.replace(/, caption: "[^"]*"/g, ''));
    const m = start(game, 2, 'cap');
    expect(game.playerView!({ G: m.state.G, ctx: m.state.ctx, playerID: '0' } as never)).not.toHaveProperty('captions');
  });
});
