/** Crazy Eights' rules (rules.md), each test named after its rule id. */
import { beforeAll, describe, expect, it } from 'vitest';
import { playout, simulator, type CompiledGame, type GameState } from '@deckhand/dsl';
import { loadGame } from '../src/load';
import { startMatch, type Match } from '../src/testing/match';

let game: CompiledGame;
beforeAll(async () => {
  game = (await loadGame('crazy-eights')).game;
});

const card = (id: number) => game.deckhand.def.cards[id]!.attrs as { rank: number; suit: string };
const current = (m: Match) => Number(m.ctx().currentPlayer);
const own = (m: Match, seat: number) => (m.view(seat).G.zones.hand as (number | null)[][])[seat]!.filter((c): c is number => c !== null);
const top = (m: Match) => (m.view(null).G.zones.discard as number[]).at(-1)!;

/** Every state after a play of `rank`, over seeded playouts: the state before it and after it. */
function afterPlays(rank: number, check: (before: { G: GameState; turn: number; seat: number; dir: number }, after: { G: GameState; seat: number }, players: number) => void) {
  let seen = 0;
  for (let i = 0; i < 12; i++) {
    const players = 3 + (i % 3);
    let prev: { G: GameState; turn: number; seat: number; dir: number } | undefined;
    playout(game, {
      players,
      seed: `c-${rank}-${i}`,
      onState: (s) => {
        // The move this state added: its own line comes before the lines its effects wrote ("Play changes direction.").
        const last = prev ? s.G.log.slice(prev.G.log.length).find((e) => e.move !== undefined) : undefined;
        if (prev && last?.move === 'play' && card((last.revealed ?? [])[0]!).rank === rank && !s.ctx.gameover) {
          seen++;
          check(prev, { G: s.G, seat: Number(s.ctx.currentPlayer) }, players);
        }
        prev = { G: s.G, turn: s.ctx.turn, seat: Number(s.ctx.currentPlayer), dir: s.G.dir ?? 1 };
      },
    });
  }
  expect(seen).toBeGreaterThan(3);
}

describe('Crazy Eights', () => {
  it('C1: 52 cards, ranks 1–13 in four suits', () => {
    const cards = game.deckhand.def.cards;
    expect(cards).toHaveLength(52);
    expect(new Set(cards.map((c) => `${c.attrs.rank}${c.attrs.suit}`)).size).toBe(52);
  });

  it('C2: 2 to 6 players', () => {
    expect(game.deckhand.def.players).toEqual({ min: 2, max: 6 });
  });

  it('C3: 7 cards each with 2 players, 5 with more; one card starts the discard and names the suit', () => {
    for (let players = 2; players <= 6; players++) {
      const m = startMatch(game, { players, seed: `c3-${players}` });
      expect((m.view(null).G.zones.hand as unknown[][]).map((h) => h.length)).toEqual(Array(players).fill(players === 2 ? 7 : 5));
      expect((m.view(null).G.zones.discard as unknown[]).length).toBe(1);
      expect(m.view(null).G.vars.suit).toBe(card(top(m)).suit);
      m.stop();
    }
  });

  it('C4: only a card of the suit to follow or the top rank is played', () => {
    const m = startMatch(game, { players: 3, seed: 'c4' });
    const me = current(m);
    const t = card(top(m));
    const hand = own(m, me);
    const bad = hand.find((c) => card(c).rank !== 8 && card(c).suit !== t.suit && card(c).rank !== t.rank);
    const good = hand.find((c) => card(c).rank !== 8 && (card(c).suit === t.suit || card(c).rank === t.rank));
    if (bad !== undefined) expect(m.move(me, 'play', bad)).toBe(false);
    if (good !== undefined) expect(m.move(me, 'play', good)).toBe(true);
    expect(bad !== undefined || good !== undefined).toBe(true);
    m.stop();
  });

  it('C5: an eight goes on anything and names the suit', () => {
    let eights = 0;
    for (let i = 0; i < 10; i++) {
      playout(game, {
        players: 2 + (i % 4),
        seed: `c5-${i}`,
        onState: (s) => {
          const last = s.G.log.at(-1);
          if (last?.move === 'playEight') {
            eights++;
            // The arguments name a hidden card, so the log keeps them from other seats; the eight itself is shown.
            expect(card(last.revealed![0]!).rank).toBe(8);
            expect(['clubs', 'diamonds', 'hearts', 'spades']).toContain(s.G.vars.suit);
          }
        },
      });
    }
    expect(eights).toBeGreaterThan(0);
  });

  it('C6: a queen skips the next player', () => {
    afterPlays(12, (before, after, players) => {
      const order = (s: number, k: number) => (((s + k * before.dir) % players) + players) % players;
      const live = (s: number) => !after.G.out.includes(s);
      expect(live(order(before.seat, 2))).toBe(true);
      expect(after.seat).toBe(order(before.seat, 2));
    });
  });

  it('C7: an ace reverses the direction of play', () => {
    afterPlays(1, (before, after, players) => {
      expect(after.G.dir ?? 1).toBe(-before.dir);
      expect(after.seat).toBe((((before.seat - before.dir) % players) + players) % players);
    });
  });

  it('C8: a draw only with nothing to play and a card left to draw', () => {
    const m = startMatch(game, { players: 2, seed: 'c8' });
    const me = current(m);
    const t = card(top(m));
    const canPlay = own(m, me).some((c) => card(c).rank === 8 || card(c).suit === t.suit || card(c).rank === t.rank);
    expect(m.move(me, 'draw')).toBe(!canPlay);
    m.stop();
  });

  it('C9: the first empty hand wins; the others rank by cards held, fewest first', () => {
    for (let players = 2; players <= 6; players++) {
      const r = playout(game, { players, seed: `c9-${players}` });
      expect(r.completed).toBe(true);
      const held = (r.final.G.zones.hand as number[][]).map((h) => h.length);
      const over = r.final.ctx.gameover as { ranks?: number[]; scores?: number[]; draw?: boolean };
      if (over.draw && !over.ranks) continue;
      expect(over.scores).toEqual(held);
      for (let s = 0; s < players; s++) expect(over.ranks![s]).toBe(1 + held.filter((h) => h < held[s]!).length);
      expect(held).toContain(0);
    }
  });

  it('C11: when the stock runs out, the discard pile but its top card becomes the new stock', () => {
    let refills = 0;
    for (let i = 0; i < 12 && refills < 3; i++) {
      let prev: GameState | undefined;
      playout(game, {
        players: 2,
        seed: `c11-${i}`,
        onState: (s) => {
          const last = s.G.log.at(-1);
          if (prev && (prev.zones.deck as number[]).length === 0 && last?.move === 'draw' && s.G.log.length > prev.log.length) {
            refills++;
            const discard = prev.zones.discard as number[];
            expect(s.G.zones.discard).toEqual([discard.at(-1)]);
            expect((s.G.zones.deck as number[]).length).toBe(discard.length - 2);
            const before = (prev.zones.hand as number[][])[last.seat!]!.length;
            expect((s.G.zones.hand as number[][])[last.seat!]).toHaveLength(before + 1);
          }
          prev = s.G;
        },
      });
    }
    expect(refills).toBeGreaterThan(0);
  });

  it('C12: after 300 turns the game ends, everyone ranked by cards held', () => {
    const sim = simulator(game);
    // A table set up as usual, then moved on to turn 299: two more turns reach the cap.
    const s = sim.start({ players: 3, seed: 'c12' });
    s.ctx = { ...s.ctx, turn: 299 };
    expect(sim.result(s)).toBeUndefined();
    let guard = 0;
    while (!sim.result(s) && guard++ < 60) {
      const seat = Number(s.ctx.currentPlayer);
      const [first] = sim.legalActions(s, seat);
      expect(sim.apply(s, seat, first!)).toBe(true);
    }
    const result = sim.result(s)!;
    expect(s.ctx.turn).toBe(301);
    expect(result.reason).toBe('300 turns were played: fewest cards first.');
    const held = (s.G.zones.hand as number[][]).map((h) => h.length);
    for (let seat = 0; seat < 3; seat++) expect(result.ranks![seat]).toBe(1 + held.filter((h) => h < held[seat]!).length);
  });

  it('C10: a seat sees its own hand and the discard top; never another hand or the stock', () => {
    const m = startMatch(game, { players: 3, seed: 'c10' });
    for (let s = 0; s < 3; s++) {
      const v = m.view(s).G;
      (v.zones.hand as (number | null)[][]).forEach((h, owner) => expect(h.every((c) => (owner === s ? c !== null : c === null))).toBe(true));
      expect((v.zones.deck as unknown[]).every((c) => c === null)).toBe(true);
      expect((v.zones.discard as unknown[]).at(-1)).not.toBeNull();
    }
    m.stop();
  });
});
