/** Trumps' rules (rules.md), each test named after its rule id. */
import { beforeAll, describe, expect, it } from 'vitest';
import { playout, type CompiledGame, type GameState } from '@deckhand/dsl';
import { loadGame } from '../src/load';
import { startMatch, type Match } from '../src/testing/match';

let game: CompiledGame;
beforeAll(async () => {
  game = (await loadGame('trumps')).game;
});

const card = (id: number) => game.deckhand.def.cards[id]!.attrs as { rank: number; suit: string };
// Aces are high: the standard card with `aces: high` ranks the ace 14.
const high = (id: number) => card(id).rank;
const current = (m: Match) => Number(m.ctx().currentPlayer);
const own = (m: Match, seat: number) => (m.view(seat).G.zones.hand as (number | null)[][])[seat]!.filter((c): c is number => c !== null);
const trick = (m: Match) => m.view(null).G.zones.trick as number[];

/** The winner of a full trick by the rules as written in rules.md (T6), from the cards and who played each. */
function expectedWinner(cards: number[], seats: number[], trump: string): number {
  const led = card(cards[0]!).suit;
  const suit = cards.some((c) => card(c).suit === trump) ? trump : led;
  let best = -1;
  cards.forEach((c, i) => {
    if (card(c).suit === suit && (best < 0 || high(c) > high(cards[best]!))) best = i;
  });
  return seats[best]!;
}

/** Every finished trick over seeded playouts: its cards in play order with their players, and the states around it. */
function tricks(check: (t: { cards: number[]; seats: number[]; trump: string; before: GameState; after: GameState; next: number; over: boolean }) => void) {
  let seen = 0;
  for (let i = 0; i < 6; i++) {
    const players = 2 + (i % 3);
    let inTrick: { cards: number[]; seats: number[] } = { cards: [], seats: [] };
    let prev: GameState | undefined;
    playout(game, {
      players,
      seed: `t-${i}`,
      onState: (s) => {
        // The play this state added (a trick's last card is followed by "Bea takes the trick").
        const last = prev ? s.G.log.slice(prev.log.length).find((e) => e.move !== undefined) : undefined;
        if (prev && last?.move === 'play') {
          inTrick.cards.push(last.revealed![0]!);
          inTrick.seats.push(last.seat!);
          if ((s.G.zones.trick as number[]).length === 0) {
            seen++;
            check({ ...inTrick, trump: String(s.G.vars.trump), before: prev, after: s.G, next: Number(s.ctx.currentPlayer), over: Boolean(s.ctx.gameover) });
            inTrick = { cards: [], seats: [] };
          }
        }
        prev = s.G;
      },
    });
  }
  expect(seen).toBeGreaterThan(50);
}

describe('Trumps', () => {
  it('T1: 52 cards, ranks 1–13 in four suits', () => {
    const cards = game.deckhand.def.cards;
    expect(cards).toHaveLength(52);
    expect(new Set(cards.map((c) => `${c.attrs.rank}${c.attrs.suit}`)).size).toBe(52);
  });

  it('T2: 2 to 4 players', () => {
    expect(game.deckhand.def.players).toEqual({ min: 2, max: 4 });
  });

  it('T3: one card turned up names trumps; 51 ÷ players cards each; the player after the dealer leads', () => {
    for (let players = 2; players <= 4; players++) {
      const m = startMatch(game, { players, seed: `t3-${players}` });
      const G = m.view(null).G;
      const up = G.zones.upcard as number[];
      expect(up).toHaveLength(1);
      expect(G.vars.trump).toBe(card(up[0]!).suit);
      expect((G.zones.hand as unknown[][]).map((h) => h.length)).toEqual(Array(players).fill(Math.floor(51 / players)));
      expect(current(m)).toBe((Number(G.vars.dealer) + 1) % players);
      m.stop();
    }
  });

  it('T4: a card off the suit led is refused while you hold that suit; with none of it, any card goes', () => {
    let refused = 0;
    let void_ = 0;
    for (let i = 0; i < 8 && (refused === 0 || void_ === 0); i++) {
      const m = startMatch(game, { players: 3, seed: `t4-${i}` });
      const leader = current(m);
      expect(m.move(leader, 'play', own(m, leader)[0]!)).toBe(true);
      const led = card(trick(m)[0]!).suit;
      const me = current(m);
      const hand = own(m, me);
      const follow = hand.filter((c) => card(c).suit === led);
      const other = hand.filter((c) => card(c).suit !== led);
      if (follow.length && other.length) {
        expect(m.move(me, 'play', other[0]!)).toBe(false);
        expect(m.move(me, 'play', follow[0]!)).toBe(true);
        refused++;
      } else if (!follow.length) {
        expect(m.move(me, 'play', other[0]!)).toBe(true);
        void_++;
      }
      m.stop();
    }
    expect(refused).toBeGreaterThan(0);
  });

  it('T5: the leader may lead any card', () => {
    const m = startMatch(game, { players: 4, seed: 't5' });
    const leader = current(m);
    const hand = own(m, leader);
    const suits = new Set(hand.map((c) => card(c).suit));
    expect(suits.size).toBeGreaterThan(1);
    expect(m.move(leader, 'play', hand.at(-1)!)).toBe(true);
    m.stop();
  });

  it('T6: the highest trump takes the trick, else the highest card of the suit led, aces high', () => {
    let trumped = 0;
    tricks((t) => {
      const winner = expectedWinner(t.cards, t.seats, t.trump);
      expect(t.after.vars.leader).toBe(winner);
      if (t.cards.some((c) => card(c).suit === t.trump) && card(t.cards[0]!).suit !== t.trump) trumped++;
    });
    expect(trumped).toBeGreaterThan(0);
  });

  it('T7: the winner of a trick counts it and leads the next one', () => {
    tricks((t) => {
      const winner = Number(t.after.vars.leader);
      const before = (t.before.vars.tricks as number[])[winner]!;
      expect((t.after.vars.tricks as number[])[winner]).toBe(before + 1);
      expect((t.after.zones.trick as number[]).length).toBe(0);
      if (!t.over) expect(t.next).toBe(winner);
    });
  });

  it('T8: the game ends when every card is played; most tricks first', () => {
    for (let players = 2; players <= 4; players++) {
      const r = playout(game, { players, seed: `t8-${players}` });
      expect(r.completed).toBe(true);
      const G = r.final.G;
      expect((G.zones.hand as number[][]).every((h) => h.length === 0)).toBe(true);
      const tricksWon = G.vars.tricks as number[];
      expect(tricksWon.reduce((a, b) => a + b, 0)).toBe(Math.floor(51 / players));
      const best = Math.max(...tricksWon);
      const winners = tricksWon.map((n, s) => (n === best ? s : -1)).filter((s) => s >= 0);
      expect(r.standings!.winners).toEqual(winners);
      // Places follow tricks: a seat with more tricks never places below one with fewer.
      for (let a = 0; a < players; a++) for (let b = 0; b < players; b++) if (tricksWon[a]! > tricksWon[b]!) expect(r.standings!.ranks[a]!).toBeLessThan(r.standings!.ranks[b]!);
    }
  });

  it('T9: you see your own hand, the trump card and the trick; never another hand, the stock or the tricks taken', () => {
    const m = startMatch(game, { players: 3, seed: 't9' });
    const leader = current(m);
    m.move(leader, 'play', own(m, leader)[0]!);
    for (let seat = 0; seat < 3; seat++) {
      const G = m.view(seat).G;
      const hands = G.zones.hand as (number | null)[][];
      expect(hands[seat]!.every((c) => c !== null)).toBe(true);
      hands.forEach((h, s) => s !== seat && expect(h.every((c) => c === null)).toBe(true));
      expect((G.zones.upcard as (number | null)[])[0]).not.toBeNull();
      expect((G.zones.trick as (number | null)[]).every((c) => c !== null)).toBe(true);
      expect((G.zones.deck as (number | null)[]).every((c) => c === null)).toBe(true);
    }
    m.stop();
  });
});
