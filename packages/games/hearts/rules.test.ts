/** Hearts' rules (rules.md), each test named after its rule id. */
import { beforeAll, describe, expect, it } from 'vitest';
import { fastPlayout, simulator, type CompiledGame, type GameState } from '@deckhand/dsl';
import type { Ctx } from 'boardgame.io';
import { loadGame } from '../src/load';
import { handsOf, startMatch, type Match } from '../src/testing/match';

let game: CompiledGame;
const card = (id: number) => game.deckhand.def.cards[id]!.attrs as { rank: number; suit: string };
const isPoint = (id: number) => card(id).suit === 'hearts' || (card(id).suit === 'spades' && card(id).rank === 12);
const TWO_OF_CLUBS = () => game.deckhand.def.cards.findIndex((c) => c.attrs.suit === 'clubs' && c.attrs.rank === 2);

/**
 * Why rules.md forbids the card, by rule id (none: it may be played): the two of clubs leads the first trick (H4),
 * follow suit (H5), no points on the first trick unless holding nothing else (H6), hearts lead only once broken (H7).
 */
function forbidden(G: GameState, seat: number, c: number): string[] {
  const hand = (G.zones.hand as number[][])[seat]!;
  const trick = G.zones.trick as number[];
  const firstTrick = G.vars.tricks === 0;
  const out: string[] = [];
  if (firstTrick && trick.length === 0 && c !== TWO_OF_CLUBS()) out.push('H4');
  if (trick.length > 0) {
    const led = card(trick[0]!).suit;
    if (card(c).suit !== led && hand.some((h) => card(h).suit === led)) out.push('H5');
  }
  if (firstTrick && isPoint(c) && !hand.every(isPoint)) out.push('H6');
  if (trick.length === 0 && card(c).suit === 'hearts' && !G.vars.broken && !hand.every((h) => card(h).suit === 'hearts')) out.push('H7');
  return out;
}

interface Seen {
  /** How often each rule refused a card someone held, over every play state. */
  refusals: Record<string, number>;
  plays: number;
  tricks: { cards: number[]; seats: number[]; leader: number; next: number; over: boolean }[];
  hands: { number: number; points: number[]; before: number[]; after: number[]; passes: string[] }[];
  games: { scores: number[]; ranks: number[]; hands: number }[];
}

/** Seeded whole games on the fast simulator (the agreement test holds it to boardgame.io), checked as they go. */
function play(seeds: number): Seen {
  const seen: Seen = { refusals: {}, plays: 0, tricks: [], hands: [], games: [] };
  for (let i = 0; i < seeds; i++) {
    let trick: { cards: number[]; seats: number[] } = { cards: [], seats: [] };
    let prevLog = 0;
    let points = [0, 0, 0, 0];
    let scores = [0, 0, 0, 0];
    let passes: string[] = [];
    const r = fastPlayout(game, {
      players: 4,
      seed: `hearts-${i}`,
      onState: (s: { G: GameState; ctx: Ctx }) => {
        const G = s.G;
        // The log says what happened, in order: cards played, tricks taken, passes, hands ending.
        for (const e of G.log.slice(prevLog)) {
          if (e.move === 'play') {
            trick.cards.push(e.revealed![0]!);
            trick.seats.push(e.seat!);
            if (trick.cards.length === 4) {
              const leader = Number(G.vars.leader);
              points[leader]! += trick.cards.filter((c) => card(c).suit === 'hearts').length + 13 * trick.cards.filter((c) => isPoint(c) && card(c).suit === 'spades').length;
              seen.tricks.push({ ...trick, leader, next: Number(s.ctx.currentPlayer), over: G.log.some((x, k) => k >= prevLog && x.hand?.at === 'ends') });
              trick = { cards: [], seats: [] };
            }
          }
          if (e.message?.startsWith('The chosen cards')) passes.push(e.message);
          if (e.hand?.at === 'ends') {
            const after = [...(G.vars.score as number[])];
            seen.hands.push({ number: e.hand.number, points, before: scores, after, passes });
            scores = after;
            points = [0, 0, 0, 0];
            passes = [];
          }
        }
        prevLog = G.log.length;
        if (s.ctx.gameover || s.ctx.phase !== 'play') return;
        // Every card the player to move holds: the game allows it exactly when rules.md does.
        const seat = Number(s.ctx.currentPlayer);
        const legal = new Set(game.deckhand.legalActions(G, s.ctx, String(seat)).map((a) => a.args[0] as number));
        for (const c of (G.zones.hand as number[][])[seat]!) {
          const why = forbidden(G, seat, c);
          for (const id of why) seen.refusals[id] = (seen.refusals[id] ?? 0) + 1;
          expect(legal.has(c), `seat ${seat} card ${card(c).rank} of ${card(c).suit}: ${why.join(', ') || 'allowed'}`).toBe(why.length === 0);
        }
        seen.plays++;
      },
    });
    expect(r.completed).toBe(true);
    seen.games.push({ scores: r.final.G.vars.score as number[], ranks: r.final.G.result!.ranks!, hands: r.final.G.hands!.number });
  }
  return seen;
}

let seen: Seen;
beforeAll(async () => {
  game = (await loadGame('hearts')).game;
  seen = play(3);
}, 120_000);

const current = (m: Match) => Number(m.ctx().currentPlayer);

/** A match through the passing phase: every seat passes its three lowest cards. */
function passed(seed: string): { m: Match; dealt: number[][]; chosen: number[][] } {
  const m = startMatch(game, { players: 4, seed });
  const dealt = handsOf(m, 'hand', 4);
  const chosen = dealt.map((h) => h.slice(0, 3));
  chosen.forEach((c, s) => expect(m.move(s, 'passCards', c)).toBe(true));
  return { m, dealt, chosen };
}

describe('Hearts', () => {
  it('H1: 52 cards, ranks 2–14 in four suits; 4 players; every hand deals all 52, 13 each', () => {
    const cards = game.deckhand.def.cards;
    expect(cards).toHaveLength(52);
    expect(new Set(cards.map((c) => `${c.attrs.rank}${c.attrs.suit}`)).size).toBe(52);
    expect(Math.min(...cards.map((c) => c.attrs.rank as number))).toBe(2);
    expect(Math.max(...cards.map((c) => c.attrs.rank as number))).toBe(14);
    expect(game.deckhand.def.players).toEqual({ min: 4, max: 4 });
    const m = startMatch(game, { players: 4, seed: 'h1' });
    expect(handsOf(m, 'hand', 4).map((h) => h.length)).toEqual([13, 13, 13, 13]);
    m.stop();
    // A new hand deals all 52 again (every trick of a hand is 4 cards, 13 tricks a hand).
    expect(seen.tricks.length).toBe(13 * seen.hands.length);
  });

  it('H2: everyone passes three cards: left, right, across, then no pass, and round again', () => {
    const { m, chosen } = passed('h2');
    const now = handsOf(m, 'hand', 4);
    chosen.forEach((cards, s) => cards.forEach((c) => expect(now[(s + 1) % 4]).toContain(c)));
    expect(now.map((h) => h.length)).toEqual([13, 13, 13, 13]);
    m.stop();
    const cycle = ['The chosen cards are passed to the left.', 'The chosen cards are passed to the right.', 'The chosen cards are passed across the table.'];
    expect(seen.hands.length).toBeGreaterThan(8);
    for (const h of seen.hands) expect(h.passes, `hand ${h.number}`).toEqual((h.number - 1) % 4 === 3 ? [] : [cycle[(h.number - 1) % 4]]);
  });

  it("H3: nobody sees another player's passed cards before everyone has chosen; they arrive together", () => {
    const m = startMatch(game, { players: 4, seed: 'h3' });
    const dealt = handsOf(m, 'hand', 4);
    for (let s = 0; s < 3; s++) expect(m.move(s, 'passCards', dealt[s]!.slice(0, 3))).toBe(true);
    // Three have chosen: their cards wait face down, nothing has arrived.
    expect(handsOf(m, 'hand', 4).map((h) => h.length)).toEqual([10, 10, 10, 13]);
    for (const viewer of [0, 1, 2, 3, null]) {
      const G = m.view(viewer).G;
      for (let s = 0; s < 3; s++) {
        const pile = (G.zones.passing as (number | null)[][])[s]!;
        expect(pile).toHaveLength(3);
        if (viewer !== s) {
          expect(pile.every((c) => c === null)).toBe(true);
          for (const c of dealt[s]!.slice(0, 3)) expect(G.faces[c], `seat ${viewer} sees seat ${s}'s passed card`).toBeUndefined();
          expect(G.log.filter((e) => e.move === 'passCards' && e.seat === s).every((e) => e.args === undefined)).toBe(true);
        }
      }
    }
    expect(m.move(3, 'passCards', dealt[3]!.slice(0, 3))).toBe(true);
    expect(handsOf(m, 'hand', 4).map((h) => h.length)).toEqual([13, 13, 13, 13]);
    expect(m.ctx().phase).toBe('play');
    m.stop();
  });

  it('H4: the holder of the two of clubs leads it to the first trick', () => {
    const { m } = passed('h4');
    const leader = current(m);
    const hand = handsOf(m, 'hand', 4)[leader]!;
    expect(hand).toContain(TWO_OF_CLUBS());
    expect(m.move(leader, 'play', hand.find((c) => c !== TWO_OF_CLUBS())!)).toBe(false);
    expect(m.move(leader, 'play', TWO_OF_CLUBS())).toBe(true);
    m.stop();
    expect(seen.refusals.H4).toBeGreaterThan(0);
    for (const t of seen.tricks.filter((_, i) => i % 13 === 0)) expect(t.cards[0]).toBe(TWO_OF_CLUBS());
  });

  it('H5: a card off the suit led is refused while its player holds that suit', () => {
    expect(seen.plays).toBeGreaterThan(400);
    expect(seen.refusals.H5).toBeGreaterThan(100);
  });

  it('H6: no heart and no queen of spades on the first trick, unless the player holds nothing else', () => {
    expect(seen.refusals.H6).toBeGreaterThan(0);
    for (const t of seen.tricks.filter((_, i) => i % 13 === 0)) expect(t.cards.filter(isPoint)).toEqual([]);
  });

  it('H7: hearts may not be led until a heart has been played, unless the leader holds only hearts', () => {
    expect(seen.refusals.H7).toBeGreaterThan(0);
  });

  it('H8: the highest card of the suit led takes the trick; its winner leads the next', () => {
    for (const t of seen.tricks) {
      const led = card(t.cards[0]!).suit;
      let best = 0;
      t.cards.forEach((c, i) => {
        if (card(c).suit === led && card(c).rank > card(t.cards[best]!).rank) best = i;
      });
      expect(t.leader).toBe(t.seats[best]);
      if (!t.over) expect(t.next).toBe(t.leader);
    }
  });

  it('H9: a hand scores 1 per heart and 13 for the queen of spades; shooting the moon gives everyone else 26', () => {
    for (const h of seen.hands) {
      expect(h.points.reduce((a, b) => a + b, 0)).toBe(26);
      const moon = h.points.indexOf(26);
      const gained = h.after.map((v, s) => v - h.before[s]!);
      expect(gained).toEqual(moon < 0 ? h.points : h.points.map((_, s) => (s === moon ? 0 : 26)));
    }
  });

  it('H9: shooting the moon — the seat that took all 26 points scores nothing, everyone else 26', () => {
    const sim = simulator(game);
    const s = sim.start({ players: 4, seed: 'h9-moon' });
    // Play the first hand down to its last card.
    const mover = () => sim.actors(s).find((x) => sim.legalActions(s, x).length > 0)!;
    while ((s.G.zones.hand as number[][]).flat().length > 1 || s.ctx.phase !== 'play') {
      const seat = mover();
      expect(sim.apply(s, seat, sim.legalActions(s, seat)[0]!)).toBe(true);
    }
    const seat = mover();
    const last = sim.legalActions(s, seat)[0]!;
    const probe = sim.clone(s);
    sim.apply(probe, seat, last);
    const taker = Number(probe.G.vars.leader);
    const lastTrick = [...(s.G.zones.trick as number[]), last.args[0] as number];
    const inLast = lastTrick.filter((c) => card(c).suit === 'hearts').length + 13 * lastTrick.filter((c) => isPoint(c) && card(c).suit === 'spades').length;
    // Give the last trick's taker every other point of the hand, as if they had taken every point card.
    s.G.vars.points = [0, 1, 2, 3].map((x) => (x === taker ? 26 - inLast : 0));
    sim.apply(s, seat, last);
    expect(s.G.vars.score).toEqual([0, 1, 2, 3].map((x) => (x === taker ? 0 : 26)));
    expect(s.G.hands!.number).toBe(2);
  });

  it('H10: scores are kept across hands; after a hand in which someone reaches 100, the lowest score wins', () => {
    for (const g of seen.games) {
      expect(g.hands).toBeGreaterThan(1);
      expect(Math.max(...g.scores)).toBeGreaterThanOrEqual(100);
      const low = Math.min(...g.scores);
      g.scores.forEach((v, s) => expect(g.ranks[s] === 1).toBe(v === low));
    }
    // No hand but a game's last ended with someone at 100.
    for (let i = 0; i + 1 < seen.hands.length; i++) if (seen.hands[i + 1]!.number > 1) expect(Math.max(...seen.hands[i]!.after)).toBeLessThan(100);
    expect(seen.hands.filter((h) => Math.max(...h.after) >= 100)).toHaveLength(seen.games.length);
  });

  it('H11: you see your own hand, your passed cards and the trick; never another hand, passed cards or taken tricks', () => {
    const { m } = passed('h11');
    const leader = current(m);
    m.move(leader, 'play', TWO_OF_CLUBS());
    for (let seat = 0; seat < 4; seat++) {
      const G = m.view(seat).G;
      const hands = G.zones.hand as (number | null)[][];
      expect(hands[seat]!.every((c) => c !== null)).toBe(true);
      hands.forEach((h, s) => s !== seat && expect(h.every((c) => c === null)).toBe(true));
      expect((G.zones.trick as (number | null)[]).every((c) => c !== null)).toBe(true);
      expect((G.zones.taken as (number | null)[][]).flat().every((c) => c === null)).toBe(true);
      expect((G.zones.deck as (number | null)[]).every((c) => c === null)).toBe(true);
      // Each seat still reads the cards it passed in its own log, and nobody else's.
      const own = G.log.filter((e) => e.move === 'passCards');
      expect(own.filter((e) => e.args !== undefined).map((e) => e.seat)).toEqual([seat]);
    }
    m.stop();
  });
});
