/** Golf's rules (rules.md), each test named after its rule id. */
import { beforeAll, describe, expect, it } from 'vitest';
import { fastPlayout, type CompiledGame, type GameState } from '@deckhand/dsl';
import type { Ctx } from 'boardgame.io';
import { loadGame } from '../src/load';
import { startMatch } from '../src/testing/match';

let game: CompiledGame;
const rank = (id: number) => game.deckhand.def.cards[id]!.attrs.rank as number;
const columns = (G: { zones: Record<string, unknown> }) => G.zones.columns as number[][];
const wasteTop = (G: { zones: Record<string, unknown> }) => (G.zones.waste as number[]).at(-1)!;
/** F3: whether a card may go on the waste's top card. */
const fits = (c: number, top: number) => rank(top) !== 13 && Math.abs(rank(c) - rank(top)) === 1;

interface Seen {
  states: number;
  playable: number;
  refused: number;
  games: { result: NonNullable<GameState['result']>; left: number; stock: number; stuck: boolean }[];
}

/** Seeded whole games on the fast simulator, every state checked against rules.md. */
function play(seeds: number): Seen {
  const seen: Seen = { states: 0, playable: 0, refused: 0, games: [] };
  for (let i = 0; i < seeds; i++) {
    const r = fastPlayout(game, {
      players: 1,
      seed: `golf-${i}`,
      onState: (s: { G: GameState; ctx: Ctx }) => {
        if (s.ctx.gameover) return;
        seen.states++;
        const G = s.G;
        const legal = game.deckhand.legalActions(G, s.ctx, '0');
        const plays = new Set(legal.filter((a) => a.move === 'play').map((a) => a.args[0] as number));
        // Only each column's top card, exactly when it fits the waste (F3); the stock whenever it has cards (F4).
        for (const col of columns(G)) {
          col.forEach((c, k) => {
            const allowed = k === col.length - 1 && fits(c, wasteTop(G));
            if (k === col.length - 1 && !allowed) seen.refused++;
            if (allowed) seen.playable++;
            expect(plays.has(c), `card ${rank(c)} at depth ${col.length - 1 - k} on ${rank(wasteTop(G))}`).toBe(allowed);
          });
        }
        expect(legal.some((a) => a.move === 'turn')).toBe((G.zones.stock as number[]).length > 0);
      },
    });
    expect(r.completed).toBe(true);
    const G = r.final.G;
    const left = columns(G).reduce((a, c) => a + c.length, 0);
    const stuck = !columns(G).some((c) => c.length > 0 && fits(c.at(-1)!, wasteTop(G)));
    seen.games.push({ result: G.result!, left, stock: (G.zones.stock as number[]).length, stuck });
  }
  return seen;
}

let seen: Seen;
beforeAll(async () => {
  game = (await loadGame('golf')).game;
  seen = play(30);
}, 120_000);

describe('Golf', () => {
  it('F1: 52 cards, ace (1) to king (13) in four suits; one player', () => {
    const cards = game.deckhand.def.cards;
    expect(cards).toHaveLength(52);
    expect(new Set(cards.map((c) => `${c.attrs.rank}${c.attrs.suit}`)).size).toBe(52);
    expect([Math.min(...cards.map((c) => rank(c.id))), Math.max(...cards.map((c) => rank(c.id)))]).toEqual([1, 13]);
    expect(game.deckhand.def.players).toEqual({ min: 1, max: 1 });
  });

  it('F2: seven columns of five face-up cards, one face up on the waste, 16 face down in the stock', () => {
    const m = startMatch(game, { players: 1, seed: 'f2' });
    const G = m.view(0).G;
    expect(columns(G).map((c) => c.length)).toEqual([5, 5, 5, 5, 5, 5, 5]);
    for (const c of columns(G).flat()) expect(G.faces[c]).toBeDefined();
    expect(G.zones.waste).toHaveLength(1);
    expect((G.zones.stock as unknown[]).length).toBe(16);
    m.stop();
  });

  it('F3: a column\'s top card goes on the waste when one rank above or below it; nothing on a king', () => {
    expect(seen.states).toBeGreaterThan(300);
    expect(seen.playable).toBeGreaterThan(50);
    expect(seen.refused).toBeGreaterThan(500);
    const m = startMatch(game, { players: 1, seed: 'f3' });
    const G = m.view(0).G;
    const wrong = columns(G).map((c) => c.at(-1)!).find((c) => !fits(c, wasteTop(G)));
    if (wrong !== undefined) expect(m.move(0, 'play', wrong)).toBe(false);
    const buried = columns(G)[0]![0]!;
    expect(m.move(0, 'play', buried)).toBe(false);
    const right = columns(G).map((c) => c.at(-1)!).find((c) => fits(c, wasteTop(G)));
    if (right !== undefined) {
      expect(m.move(0, 'play', right)).toBe(true);
      expect(wasteTop(m.view(0).G)).toBe(right);
    }
    m.stop();
  });

  it('F4: the next stock card may be turned onto the waste at any time while the stock lasts', () => {
    const m = startMatch(game, { players: 1, seed: 'f4' });
    for (let k = 0; k < 16; k++) expect(m.move(0, 'turn')).toBe(true);
    expect(m.view(0).G.zones.waste).toHaveLength(17);
    expect(m.move(0, 'turn')).toBe(false);
    m.stop();
  });

  it('F5: won when every column is cleared; lost when the stock is empty and no card can be played; never drawn', () => {
    for (const g of seen.games) {
      expect(g.result.draw).toBeUndefined();
      if (g.left === 0) expect(g.result.winners).toEqual([0]);
      else {
        expect(g.stock).toBe(0);
        expect(g.stuck).toBe(true);
        expect(g.result.winners).toEqual([]);
        expect(g.result.losers).toEqual([0]);
      }
    }
    expect(seen.games.some((g) => g.left > 0)).toBe(true);
  });

  it('F6: the score is the number of cards cleared from the columns', () => {
    for (const g of seen.games) expect(g.result.scores).toEqual([35 - g.left]);
  });

  it('F7: every column card and the waste\'s top show; the stock stays hidden until turned', () => {
    const m = startMatch(game, { players: 1, seed: 'f7' });
    for (const viewer of [0, null]) {
      const G = m.view(viewer).G;
      expect((G.zones.stock as (number | null)[]).every((c) => c === null)).toBe(true);
      expect(columns(G).flat().every((c) => typeof c === 'number')).toBe(true);
    }
    m.stop();
  });
});
