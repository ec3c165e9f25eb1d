/** Old Maid's rules (rules.md), each test named after its rule id: seeded matches through the game's own reducer. */
import { beforeAll, describe, expect, it } from 'vitest';
import { drawFace, logSentence, playout, sentenceText, type CompiledGame, type GameState } from '@deckhand/dsl';
import { namesOf, sayValue } from '@deckhand/dsl/client';
import { loadGame } from '../src/load';
import { startMatch } from '../src/testing/match';

let game: CompiledGame;
beforeAll(async () => {
  game = (await loadGame('old-maid')).game;
});

const rank = (id: number) => game.deckhand.def.cards[id]!.attrs.rank as number;
const hands = (G: GameState) => G.zones.hand as number[][];
const noPairs = (hand: number[]) => new Set(hand.map(rank)).size === hand.length;

/** Every state of a few seeded random playouts at each player count. */
function eachState(check: (G: GameState, state: { ctx: { currentPlayer: string; gameover?: unknown } }, players: number) => void): void {
  for (let players = 2; players <= 6; players++) {
    for (let i = 0; i < 3; i++) playout(game, { players, seed: `om-${players}-${i}`, onState: (s) => check(s.G, s, players) });
  }
}

describe('Old Maid', () => {
  it('O1: 51 cards, every rank four times except the queen, three times and never clubs', () => {
    const cards = game.deckhand.def.cards;
    expect(cards).toHaveLength(51);
    for (let r = 1; r <= 13; r++) expect(cards.filter((c) => c.attrs.rank === r)).toHaveLength(r === 12 ? 3 : 4);
    expect(cards.some((c) => c.attrs.rank === 12 && c.attrs.suit === 'clubs')).toBe(false);
  });

  it('O2: 2 to 6 players', () => {
    expect(game.deckhand.def.players).toEqual({ min: 2, max: 6 });
  });

  it('O3: every card is dealt, one at a time (before pairs go down, hands differ by at most one)', () => {
    for (let players = 2; players <= 6; players++) {
      const m = startMatch(game, { players, seed: `o3-${players}` });
      const G = m.view(null).G as unknown as GameState;
      const held = (G.zones.hand as unknown[][]).map((h) => h.length);
      const laid = (G.zones.pairs as unknown[]).length;
      expect(held.reduce((a, b) => a + b, 0) + laid).toBe(51);
      expect((G.zones.deck as unknown[]).length).toBe(0);
      // Each seat got 51/players rounded down or up; pairs laid down come off in twos.
      for (const h of held) expect(Math.floor(51 / players) - h).toBeGreaterThanOrEqual(-1);
      m.stop();
    }
  });

  it('O4: before the first draw no hand holds a pair, and the pairs laid down come in twos of a rank', () => {
    for (let players = 2; players <= 6; players++) {
      const m = startMatch(game, { players, seed: `o4-${players}` });
      for (let s = 0; s < players; s++) {
        const own = (m.view(s).G.zones.hand as (number | null)[][])[s]!.filter((c): c is number => c !== null);
        expect(noPairs(own), `seat ${s}`).toBe(true);
      }
      const laid = m.view(null).G.zones.pairs as number[];
      const byRank = new Map<number, number>();
      for (const c of laid) byRank.set(rank(c), (byRank.get(rank(c)) ?? 0) + 1);
      for (const n of byRank.values()) expect(n % 2).toBe(0);
      m.stop();
    }
  });

  it('O5: you draw one card from the next player still holding cards; a position outside their fan is refused', () => {
    const m = startMatch(game, { players: 3, seed: 'o5' });
    const me = Number(m.ctx().currentPlayer);
    const from = (me + 1) % 3;
    const sizes = () => (m.view(null).G.zones.hand as unknown[][]).map((h) => h.length);
    const before = sizes();
    expect(m.move(me, 'draw', before[from]!)).toBe(false);
    expect(m.move(me, 'draw', -1)).toBe(false);
    expect(m.move(from, 'draw', 0)).toBe(false);
    expect(m.move(me, 'draw', 0)).toBe(true);
    const after = sizes();
    expect(after[from]).toBe(before[from]! - 1);
    // The drawer gained a card, or laid it down with its partner.
    expect([before[me]! + 1, before[me]! - 1]).toContain(after[me]);
    m.stop();
  });

  it('O6: after every draw the drawer holds no pair, and the turn has passed; the log says the pair as a player does', () => {
    let draws = 0;
    let paired = 0;
    const names = { seat: (s: number) => `Seat ${s + 1}`, card: (id: number) => game.deckhand.def.cards[id] && drawFace('playing', game.deckhand.def.cards[id]!.attrs, game.deckhand.def.cardTypes.playing).speak };
    for (let players = 2; players <= 5; players++) {
      let prev: GameState | undefined;
      playout(game, {
        players,
        seed: `o6-${players}`,
        onState: (s) => {
          const fresh = prev ? s.G.log.slice(prev.log.length) : [];
          const draw = fresh.find((e) => e.move === 'draw');
          if (prev && draw) {
            draws++;
            expect(noPairs(hands(s.G)[draw.seat!]!)).toBe(true);
            if (!s.ctx.gameover) expect(Number(s.ctx.currentPlayer)).not.toBe(draw.seat);
            const laid = (s.G.zones.pairs as number[]).slice((prev.zones.pairs as number[]).length);
            const lines = fresh.filter((e) => e !== draw).map((e) => sentenceText(logSentence(game.deckhand.def, e), names));
            if (laid.length === 0) expect(lines).toEqual([]);
            else {
              paired++;
              // "Seat 2 lays down a pair of jacks: jack of hearts and jack of spades", not "…; Seat 2 showed …".
              const [a, b] = laid.map((c) => names.card(c)!);
              const plural = sayValue(namesOf(game.deckhand.def.cardTypes, 'rank'), rank(laid[0]!), true);
              expect(lines).toEqual([`Seat ${draw.seat! + 1} lays down a pair of ${plural}: ${a} and ${b}`]);
            }
          }
          prev = s.G;
        },
      });
    }
    expect(draws).toBeGreaterThan(20);
    expect(paired).toBeGreaterThan(5);
  });

  it('O7: a player with no cards is out; turns skip them and nobody draws from them', () => {
    let outs = 0;
    eachState((G, s) => {
      for (let seat = 0; seat < hands(G).length; seat++) if (hands(G)[seat]!.length === 0) expect(G.out).toContain(seat);
      if (!s.ctx.gameover) expect(G.out).not.toContain(Number(s.ctx.currentPlayer));
      const last = G.log.findLast((e) => e.move !== undefined);
      if (last?.move === 'draw') outs += G.out.length;
    });
    expect(outs).toBeGreaterThan(0);
  });

  it('O8: the one left holding cards holds the odd queen alone, and loses; everyone else wins', () => {
    for (let players = 2; players <= 6; players++) {
      const r = playout(game, { players, seed: `o8-${players}` });
      expect(r.completed).toBe(true);
      const over = r.final.ctx.gameover as { winners: string[]; losers: string[]; ranks: number[] };
      const loser = Number(over.losers[0]);
      expect(over.losers).toHaveLength(1);
      expect(hands(r.final.G)[loser]!.map(rank)).toEqual([12]);
      expect(over.winners.map(Number).sort()).toEqual(Array.from({ length: players }, (_, s) => s).filter((s) => s !== loser));
      expect(r.standings!.ranks[loser]).toBe(players);
    }
  });

  it('O9: a seat sees its own hand and the pairs, never another hand; everything at the end', () => {
    const m = startMatch(game, { players: 3, seed: 'o9' });
    for (let s = 0; s < 3; s++) {
      const v = m.view(s).G.zones.hand as (number | null)[][];
      v.forEach((h, owner) => {
        if (owner === s) expect(h.every((c) => typeof c === 'number')).toBe(true);
        else expect(h.every((c) => c === null)).toBe(true);
      });
      expect((m.view(s).G.zones.pairs as unknown[]).every((c) => typeof c === 'number')).toBe(true);
    }
    m.stop();
    const r = playout(game, { players: 3, seed: 'o9-end' });
    const seen = game.deckhand.playerView(r.final.G, '0').zones.hand as (number | null)[][];
    expect(seen.flat().every((c) => typeof c === 'number')).toBe(true);
  });
});
