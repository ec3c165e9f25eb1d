/**
 * `name(value, attribute)` and `plural(value, attribute)`: a computed value said by an attribute's names — the rank a
 * centre pile takes next ("next jack"), which `name(x)` alone cannot know to be a rank.
 */
import { describe, expect, it } from 'vitest';
import { compileExpr, makeScope, validate } from '../src/index';
import { gameFrom, start } from './helpers';

const GAME = `
id: next-rank
name: Next rank
players: { min: 2, max: 2 }
cards:
  playing: { standard: true }
deck:
  - { standard: 52 }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, order: set, visibility: owner }
  piles: { row: { max: 2 }, visibility: public, caption: "next {name(count(pile) + 1, rank)}, then {plural(count(pile) + 2, rank)}" }
setup:
  - move: { from: deck, to: "hand[0]", count: all }
moves:
  play:
    args:
      c: { type: card, from: "hand[self]" }
      p: { type: pile, zone: piles, allowNew: true }
    if: c.rank == count(piles[p]) + 1
    log: "{self} played {c}; {name(count(piles[p]) + 1, rank)} goes next"
    do:
      - move: { cards: c, to: "piles[p]" }
end:
  - { when: "count(deck) == 99", draw: seats }
`;

describe('name(value, attribute)', () => {
  const game = gameFrom(GAME);

  it('says a computed rank by the ranks\u2019 names, in captions and log lines', () => {
    const m = start(game, 2, 'names');
    const seat = Number(m.state.ctx.currentPlayer);
    const hand = (m.state.G.zones.hand as number[][])[seat]!;
    const byRank = (r: number) => hand.find((c) => game.deckhand.def.cards[c]!.attrs.rank === r)!;
    for (let r = 1; r <= 10; r++) expect(m.move(seat, 'play', byRank(r), 0)).toBe(true);
    const captions = () => (game.playerView!({ G: m.state.G, ctx: m.state.ctx, playerID: '0' } as never) as { captions: { piles: string[] } }).captions.piles;
    expect(captions()).toEqual(['next jack, then queens']);
    expect(m.move(seat, 'play', byRank(11), 0)).toBe(true);
    expect(captions()).toEqual(['next queen, then kings']);
    const parts = m.state.G.log.at(-1)!.parts!.filter((p) => typeof p === 'string').join('');
    expect(parts).toContain('; queen goes next');
    // A value with no name reads as written: past the king.
    expect(m.move(seat, 'play', byRank(12), 0)).toBe(true);
    expect(m.move(seat, 'play', byRank(13), 0)).toBe(true);
    expect(captions()).toEqual(['next 14, then 15s']);
  });

  it('takes a number or a text, and an attribute by its name', () => {
    const r = validate(GAME);
    if (!r.ok) throw new Error('the game is valid');
    const scope = makeScope(r.def, {});
    expect(compileExpr('name(3, rank)', scope).ok).toBe(true);
    const notAValue = compileExpr('name(seats, rank)', scope);
    expect(notAValue.ok ? '' : notAValue.errors[0]!.message).toMatch(/says a number or a text, got list of seats/);
    const notAName = compileExpr("name(3, 'rank')", scope);
    expect(notAName.ok ? '' : notAName.errors[0]!.message).toMatch(/the second argument must name a card attribute/);
  });
});
