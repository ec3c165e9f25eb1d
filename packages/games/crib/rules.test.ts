/**
 * Crib's rules (rules.md), each test named after its rule id. The counts (K5–K9) are checked against a scorer
 * written here in TypeScript on its own, over every count of seeded whole games, and on hands known from cribbage.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fastPlayout, simulator, type CompiledGame, type GameState, type SimState } from '@deckhand/dsl';
import { loadGame } from '../src/load';
import { startMatch } from '../src/testing/match';

let game: CompiledGame;
beforeAll(async () => {
  game = (await loadGame('crib')).game;
});

type Card = { rank: number; suit: string };
const attrs = (id: number) => game.deckhand.def.cards[id]!.attrs as Card;
const idOf = (rank: number, suit: string) => game.deckhand.def.cards.findIndex((c) => c.attrs.rank === rank && c.attrs.suit === suit);

/** Every k-element choice of `xs`. */
function choose<T>(xs: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (xs.length < k) return [];
  const [first, ...rest] = xs as [T, ...T[]];
  return [...choose(rest, k - 1).map((c) => [first, ...c]), ...choose(rest, k)];
}

/** A count as cribbage scores it (the scorer the YAML is checked against), with its parts. */
export function score(held: Card[], starter: Card, crib: boolean) {
  const five = [...held, starter];
  let fifteens = 0;
  for (let k = 2; k <= 5; k++) for (const c of choose(five, k)) if (c.reduce((n, x) => n + Math.min(x.rank, 10), 0) === 15) fifteens += 2;
  const pairs = 2 * choose(five, 2).filter(([a, b]) => a!.rank === b!.rank).length;
  let runs = 0;
  for (let k = 5; k >= 3 && runs === 0; k--) {
    for (const c of choose(five, k)) {
      const r = c.map((x) => x.rank).sort((a, b) => a - b);
      if (r.every((x, i) => i === 0 || x === r[i - 1]! + 1)) runs += k;
    }
  }
  const suited = held.every((x) => x.suit === held[0]!.suit);
  const flush = suited ? (starter.suit === held[0]!.suit ? 5 : crib ? 0 : 4) : 0;
  const nobs = held.filter((x) => x.rank === 11 && x.suit === starter.suit).length;
  return { total: fifteens + pairs + runs + flush + nobs, said: `fifteens ${fifteens}, pairs ${pairs}, runs ${runs}, flush ${flush}, nobs ${nobs}` };
}

const text = (parts: unknown[] | undefined) => (parts ?? []).map((p) => (typeof p === 'string' ? p : `{${JSON.stringify(p)}}`)).join('');

interface Count {
  seat: number;
  crib: boolean;
  n: number;
  said: string;
  cards: number[];
  starter: number;
  dealer: number;
  /** The highest score before the count's action. */
  high: number;
}

/** Seeded whole games on the fast simulator (the agreement test holds it to boardgame.io): every count, every hand. */
function play(seeds: number) {
  const counts: Count[] = [];
  const games: { scores: number[]; winner: number; hands: number; dealers: number[]; heels: number }[] = [];
  const firstCounters: { dealer: number; seat: number }[] = [];
  for (let i = 0; i < seeds; i++) {
    let prev = 0;
    let prevScore = [0, 0];
    // The table before the action: a count's cards leave the table in the same action when the hand ends.
    let before: GameState | undefined;
    const dealers: number[] = [];
    let heels = 0;
    let countedThisHand = false;
    const r = fastPlayout(game, {
      players: 2,
      seed: `crib-${i}`,
      onState: (s: { G: GameState }) => {
        const G = s.G;
        const score = G.vars.score as number[];
        for (const e of G.log.slice(prev)) {
          if (e.hand?.at === 'begins') {
            dealers.push(G.vars.dealer as number);
            countedThisHand = false;
          }
          const line = text(e.parts);
          const m = / counts (the crib )?\{\{"n":(\d+)\}\}: (.*)$/.exec(line);
          if (m && before) {
            const seat = (e.parts![0] as { seat: number }).seat;
            const crib = m[1] !== undefined;
            const dealer = before.vars.dealer as number;
            if (!countedThisHand) firstCounters.push({ dealer, seat });
            countedThisHand = true;
            const cards = crib ? (before.zones.crib as number[]) : (before.zones.hand as number[][])[seat]!;
            counts.push({ seat, crib, n: Number(m[2]), said: m[3]!, cards: [...cards], starter: (before.zones.starter as number[])[0]!, dealer, high: Math.max(...(before.vars.score as number[])) });
          }
          if (line.includes('his heels')) {
            heels++;
            const d = G.vars.dealer as number;
            expect(attrs((G.zones.starter as number[])[0]!).rank).toBe(11);
            expect(score[d]! - prevScore[d]!).toBe(2);
          }
        }
        prev = G.log.length;
        prevScore = [...score];
        before = structuredClone(G);
      },
    });
    expect(r.winner, `seed crib-${i}`).toBeDefined();
    games.push({ scores: r.final.G.vars.score as number[], winner: Number(r.winner), hands: r.final.G.hands?.number ?? 1, dealers, heels });
  }
  return { counts, games, firstCounters };
}

let seen: ReturnType<typeof play>;
beforeAll(() => {
  seen = play(40);
});

/** A simulator state at the first count of a seeded game, with the given hand (for the player to count) and starter. */
function dealt(hand: [number, string][], starter: [number, string]): { sim: ReturnType<typeof simulator>; s: SimState; seat: number } {
  const sim = simulator(game);
  const s = sim.start({ players: 2, seed: 'crib-fixed' });
  for (let k = 0; k < 2; k++) {
    const seat = sim.actors(s)[0]!;
    expect(sim.apply(s, seat, sim.legalActions(s, seat)[0]!)).toBe(true);
  }
  const seat = sim.actors(s)[0]!;
  const want = [...hand.map(([r, su]) => idOf(r, su)), idOf(...starter)];
  const at = [...(s.G.zones.hand as number[][])[seat]!.map((_, i) => ['hand', seat, i] as const), ['starter', 0, 0] as const];
  // Swap each wanted card into its place, wherever it lies, so every card is still somewhere once.
  want.forEach((id, k) => {
    const [zone, pile, index] = at[k]!;
    const target = zone === 'hand' ? (s.G.zones.hand as number[][])[pile]! : (s.G.zones.starter as number[]);
    for (const [name, z] of Object.entries(s.G.zones)) {
      const piles = (Array.isArray(z[0]) ? z : [z]) as number[][];
      for (const p of piles) {
        const j = p.indexOf(id);
        if (j >= 0 && !(p === target && j === index)) {
          p[j] = target[index]!;
          target[index] = id;
          return void name;
        }
      }
    }
  });
  return { sim, s, seat };
}

function countOf(hand: [number, string][], starter: [number, string]): number {
  const { sim, s, seat } = dealt(hand, starter);
  const before = (s.G.vars.score as number[])[seat]!;
  expect(sim.apply(s, seat, { move: 'count', args: [] })).toBe(true);
  return (s.G.vars.score as number[])[seat]! - before;
}

describe('Crib', () => {
  it('K1: 52 standard cards, ace low, for 2 players; fifteens count picture cards 10', () => {
    const cards = game.deckhand.def.cards;
    expect(cards).toHaveLength(52);
    expect(new Set(cards.map((c) => `${c.attrs.rank}-${c.attrs.suit}`)).size).toBe(52);
    expect(Math.min(...cards.map((c) => c.attrs.rank as number))).toBe(1);
    expect(game.deckhand.def.players).toEqual({ min: 2, max: 2 });
    // K + 5 is fifteen: a king counts 10.
    expect(countOf([[13, 'spades'], [5, 'hearts'], [2, 'clubs'], [9, 'diamonds']], [4, 'hearts'])).toBe(score([{ rank: 13, suit: 'spades' }, { rank: 5, suit: 'hearts' }, { rank: 2, suit: 'clubs' }, { rank: 9, suit: 'diamonds' }], { rank: 4, suit: 'hearts' }, false).total);
  });

  it('K2: a random player deals first, the deal alternates, six cards each', () => {
    const first = new Set(seen.games.map((g) => g.dealers[0]));
    expect(first).toEqual(new Set([0, 1]));
    for (const g of seen.games) g.dealers.forEach((d, i) => i > 0 && expect(d).toBe(1 - g.dealers[i - 1]!));
    const sim = simulator(game);
    const s = sim.start({ players: 2, seed: 'c2' });
    expect((s.G.zones.hand as number[][]).map((h) => h.length)).toEqual([6, 6]);
    expect((s.G.zones.deck as number[]).length).toBe(40);
  });

  it('K3: the player who did not deal, then the dealer, lays exactly two cards into the crib', () => {
    const sim = simulator(game);
    const s = sim.start({ players: 2, seed: 'c3' });
    const dealer = s.G.vars.dealer as number;
    expect(sim.actors(s)).toEqual([1 - dealer]);
    const hand = (s.G.zones.hand as number[][])[1 - dealer]!;
    expect(sim.apply(s, 1 - dealer, { move: 'layAway', args: [hand.slice(0, 3)] })).toBe(false);
    expect(sim.apply(s, 1 - dealer, { move: 'layAway', args: [hand.slice(0, 1)] })).toBe(false);
    expect(sim.apply(s, dealer, { move: 'layAway', args: [(s.G.zones.hand as number[][])[dealer]!.slice(0, 2)] })).toBe(false);
    expect(sim.legalActions(s, 1 - dealer)).toHaveLength(15); // six choose two
    expect(sim.apply(s, 1 - dealer, { move: 'layAway', args: [hand.slice(0, 2)] })).toBe(true);
    expect((s.G.zones.crib as number[]).length).toBe(2);
    expect(sim.actors(s)).toEqual([dealer]);
  });

  it('K4: the starter is turned once both have laid away; a jack gives the dealer 2 for his heels', () => {
    const sim = simulator(game);
    const s = sim.start({ players: 2, seed: 'c4' });
    const first = sim.actors(s)[0]!;
    sim.apply(s, first, sim.legalActions(s, first)[0]!);
    expect((s.G.zones.starter as number[]).length).toBe(0);
    const second = sim.actors(s)[0]!;
    sim.apply(s, second, sim.legalActions(s, second)[0]!);
    expect((s.G.zones.starter as number[]).length).toBe(1);
    expect(s.G.faceUp[String((s.G.zones.starter as number[])[0])]).toBe(true);
    expect(seen.games.reduce((n, g) => n + g.heels, 0)).toBeGreaterThan(0);
  });

  it('K5: two for every choice of cards adding up to fifteen (the 29 hand, and every count of 40 games)', () => {
    // 5 5 5 J, the starter the fourth 5 of the jack's suit: eight fifteens, six pairs of fives, nobs: 29.
    expect(countOf([[5, 'spades'], [5, 'hearts'], [5, 'diamonds'], [11, 'clubs']], [5, 'clubs'])).toBe(29);
    for (const c of seen.counts) expect(c.said.split(',')[0]).toBe(score(c.cards.map(attrs), attrs(c.starter), c.crib).said.split(',')[0]);
  });

  it('K6: two for every pair (three of a kind six, four of a kind twelve)', () => {
    expect(countOf([[9, 'spades'], [9, 'hearts'], [9, 'diamonds'], [2, 'clubs']], [13, 'clubs'])).toBe(6);
    expect(countOf([[12, 'spades'], [12, 'hearts'], [12, 'diamonds'], [12, 'clubs']], [1, 'clubs'])).toBe(12);
    for (const c of seen.counts) expect(c.said.split(',')[1]).toBe(score(c.cards.map(attrs), attrs(c.starter), c.crib).said.split(',')[1]);
  });

  it('K7: every longest run scores its length, each different run counted (a double run)', () => {
    // 5 6 6 7 + K: two runs of three (6), a pair (2), 5+K (2) = 10.
    expect(countOf([[5, 'spades'], [6, 'hearts'], [6, 'diamonds'], [7, 'clubs']], [13, 'clubs'])).toBe(10);
    // A 2 3 4 5: a run of five (5) and one fifteen (2); the ace is low.
    expect(countOf([[1, 'spades'], [2, 'hearts'], [3, 'diamonds'], [4, 'clubs']], [5, 'clubs'])).toBe(7);
    // Q K A is no run: the ace is never above the king.
    expect(countOf([[12, 'spades'], [13, 'hearts'], [1, 'diamonds'], [7, 'clubs']], [3, 'clubs'])).toBe(0);
    for (const c of seen.counts) expect(c.said.split(',')[2]).toBe(score(c.cards.map(attrs), attrs(c.starter), c.crib).said.split(',')[2]);
  });

  it('K8: a hand flush scores 4, or 5 with the starter; the crib only all five', () => {
    expect(countOf([[2, 'hearts'], [4, 'hearts'], [8, 'hearts'], [12, 'hearts']], [13, 'clubs'])).toBe(4);
    expect(countOf([[2, 'hearts'], [4, 'hearts'], [8, 'hearts'], [12, 'hearts']], [13, 'hearts'])).toBe(5);
    for (const c of seen.counts) expect(c.said.split(',')[3]).toBe(score(c.cards.map(attrs), attrs(c.starter), c.crib).said.split(',')[3]);
    // The crib's own rule shows in the scorer's cases met by the seeded games' cribs.
    expect(seen.counts.some((c) => c.crib)).toBe(true);
  });

  it('K9: the jack of the starter\'s suit scores 1 (nobs)', () => {
    expect(countOf([[11, 'hearts'], [2, 'clubs'], [4, 'spades'], [8, 'diamonds']], [12, 'hearts'])).toBe(1);
    expect(countOf([[11, 'hearts'], [2, 'clubs'], [4, 'spades'], [8, 'diamonds']], [12, 'spades'])).toBe(0);
    for (const c of seen.counts) {
      const want = score(c.cards.map(attrs), attrs(c.starter), c.crib);
      expect(c.said.split(',')[4]).toBe(want.said.split(',')[4]);
      expect(c.n).toBe(want.total);
    }
  });

  it('K10: the player who did not deal counts first, then the dealer\'s hand, then the crib', () => {
    for (const f of seen.firstCounters) expect(f.seat).toBe(1 - f.dealer);
    for (const c of seen.counts) if (c.crib) expect(c.seat).toBe(c.dealer);
    const sim = simulator(game);
    const s = sim.start({ players: 2, seed: 'c10' });
    for (let k = 0; k < 2; k++) sim.apply(s, sim.actors(s)[0]!, sim.legalActions(s, sim.actors(s)[0]!)[0]!);
    const dealer = s.G.vars.dealer as number;
    expect(sim.apply(s, dealer, { move: 'count', args: [] })).toBe(false);
    expect(sim.apply(s, 1 - dealer, { move: 'count', args: [] })).toBe(true);
    expect((s.G.zones.crib as number[]).length).toBe(4);
    expect(sim.apply(s, dealer, { move: 'count', args: [] })).toBe(true);
  });

  it('K11: the first to 61 wins at once; a count after it never happens', () => {
    for (const g of seen.games) {
      expect(g.scores[g.winner]).toBeGreaterThanOrEqual(61);
      expect(g.scores[1 - g.winner]).toBeLessThan(61);
    }
    // Nobody counts once someone has 61, and a dealer who reaches 61 with the hand leaves the crib uncounted.
    for (const c of seen.counts) expect(c.high).toBeLessThan(61);
    const cribs = seen.counts.filter((c) => c.crib).length;
    const dealerHands = seen.counts.filter((c) => !c.crib && c.seat === c.dealer).length;
    // Every crib counted follows its dealer's hand; a hand that won leaves its crib uncounted.
    expect(cribs).toBeLessThanOrEqual(dealerHands);
    for (const c of seen.counts.filter((x) => x.crib)) expect(c.high).toBeLessThan(61);
  });

  it('K12: a seat sees its own hand, the starter and counted cards; never the other hand or the crib', () => {
    const m = startMatch(game, { players: 2, seed: 'c12' });
    try {
      const dealer = m.view(null).G.vars.dealer as number;
      const other = 1 - dealer;
      const mine = (m.view(other).G.zones.hand as (number | null)[][])[other]!;
      expect(mine.every((c) => c !== null)).toBe(true);
      expect((m.view(other).G.zones.hand as (number | null)[][])[dealer]!.every((c) => c === null)).toBe(true);
      expect(m.move(other, 'layAway', mine.slice(0, 2))).toBe(true);
      // The dealer sees the crib only as backs, though the cards are theirs.
      expect((m.view(dealer).G.zones.crib as (number | null)[]).every((c) => c === null)).toBe(true);
      const dealt = (m.view(dealer).G.zones.hand as (number | null)[][])[dealer]!;
      expect(m.move(dealer, 'layAway', dealt.slice(0, 2))).toBe(true);
      expect((m.view(other).G.zones.starter as (number | null)[]).every((c) => c !== null)).toBe(true);
      expect(m.move(other, 'count')).toBe(true);
      // The counted hand is face up for both.
      expect((m.view(dealer).G.zones.shown as (number | null)[][])[other]!.every((c) => c !== null)).toBe(true);
    } finally {
      m.stop();
    }
  });
});
