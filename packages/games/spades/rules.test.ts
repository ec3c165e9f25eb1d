/** Spades' rules (rules.md), each test named after its rule id. */
import { beforeAll, describe, expect, it } from 'vitest';
import { fastPlayout, randomChoice, type Chooser, type CompiledGame, type GameState } from '@deckhand/dsl';
import type { Ctx } from 'boardgame.io';
import { loadGame } from '../src/load';
import { handsOf, startMatch } from '../src/testing/match';

let game: CompiledGame;
const card = (id: number) => game.deckhand.def.cards[id]!.attrs as { rank: number; suit: string };

/** Why rules.md forbids the card, by rule id (none: it may be played): follow suit (P4), spades lead only once broken (P5). */
function forbidden(G: GameState, seat: number, c: number): string[] {
  const hand = (G.zones.hand as number[][])[seat]!;
  const trick = G.zones.trick as number[];
  const out: string[] = [];
  if (trick.length > 0) {
    const led = card(trick[0]!).suit;
    if (card(c).suit !== led && hand.some((h) => card(h).suit === led)) out.push('P4');
  }
  if (trick.length === 0 && card(c).suit === 'spades' && !G.vars.broken && !hand.every((h) => card(h).suit === 'spades')) out.push('P5');
  return out;
}

interface Hand {
  game: number;
  dealer: number;
  /** Bids in the order made: a number, or 'nil'. */
  bids: { seat: number; bid: number | 'nil' }[];
  tricks: number[];
  firstLeader?: number;
  before: { score: number[]; bags: number[] };
  after?: { score: number[]; bags: number[] };
  dealt: number[];
}

interface Seen {
  refusals: Record<string, number>;
  plays: number;
  tricks: { cards: number[]; seats: number[]; leader: number; next: number; over: boolean }[];
  hands: Hand[];
  games: { result: NonNullable<GameState['result']>; score: number[] }[];
}

const teamsOf = (G: GameState) => ({ score: [...(G.vars.score as number[])], bags: [...(G.vars.bags as number[])] });

/** Seeded whole games on the fast simulator (the agreement test holds it to boardgame.io), checked as they go. */
function play(seeds: number, choose: Chooser = randomChoice, seen: Seen = { refusals: {}, plays: 0, tricks: [], hands: [], games: [] }): Seen {
  const first = seen.games.length;
  for (let i = first; i < first + seeds; i++) {
    let trick: { cards: number[]; seats: number[] } = { cards: [], seats: [] };
    let prevLog = 0;
    let hand: Hand | undefined;
    const r = fastPlayout(game, {
      players: 4,
      seed: `spades-${i}`,
      choose,
      onState: (s: { G: GameState; ctx: Ctx }) => {
        const G = s.G;
        for (const e of G.log.slice(prevLog)) {
          if (e.hand?.at === 'ends' && hand) {
            hand.after = teamsOf(G);
            seen.hands.push(hand);
            hand = undefined;
          }
          if (e.hand?.at === 'begins') {
            hand = { game: i, dealer: Number(G.vars.dealer), bids: [], tricks: [0, 0, 0, 0], before: teamsOf(G), dealt: (G.zones.hand as number[][]).map((h) => h.length) };
          }
          if (e.move === 'bid') hand!.bids.push({ seat: e.seat!, bid: e.args![0] as number });
          if (e.move === 'bidNil') hand!.bids.push({ seat: e.seat!, bid: 'nil' });
          if (e.move === 'play') {
            hand!.firstLeader ??= e.seat!;
            trick.cards.push(e.revealed![0]!);
            trick.seats.push(e.seat!);
            if (trick.cards.length === 4) {
              const leader = Number(G.vars.leader);
              hand!.tricks[leader]! += 1;
              seen.tricks.push({ ...trick, leader, next: Number(s.ctx.currentPlayer), over: G.log.some((x, k) => k >= prevLog && x.hand?.at === 'ends') });
              trick = { cards: [], seats: [] };
            }
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
    seen.games.push({ result: r.final.G.result!, score: [...(r.final.G.vars.score as number[])] });
  }
  return seen;
}

/** A partnership's hand as rules.md scores it (P7–P9): its score and bags after the hand. */
function scored(h: Hand, team: number): { score: number; bags: number } {
  const members = [team, team + 2];
  const bid = members.reduce((a, s) => a + Number(h.bids.find((b) => b.seat === s)!.bid === 'nil' ? 0 : h.bids.find((b) => b.seat === s)!.bid), 0);
  const took = members.reduce((a, s) => a + h.tricks[s]!, 0);
  let score = h.before.score[team]! + (took >= bid ? 10 * bid + (took - bid) : -10 * bid);
  for (const s of members) if (h.bids.find((b) => b.seat === s)!.bid === 'nil') score += h.tricks[s] === 0 ? 100 : -100;
  let bags = h.before.bags[team]! + Math.max(0, took - bid);
  score -= 100 * Math.floor(bags / 10);
  bags %= 10;
  return { score, bags };
}

let seen: Seen;
beforeAll(async () => {
  game = (await loadGame('spades')).game;
  seen = play(12);
  // Random bids are mostly too high, so random games end at -200 before ten bags pile up: a few games where everyone
  // bids 1 (the rest random) make overtricks, bags and the 500 end.
  const lowBids: Chooser = (actions, rand, ...rest) => {
    const one = actions.find((a) => a.move === 'bid' && a.args[0] === 1);
    return one ?? randomChoice(actions, rand, ...rest);
  };
  play(3, lowBids, seen);
}, 120_000);

describe('Spades', () => {
  it('P1: 52 cards, ranks 2–14 in four suits; 4 players; 13 each from the dealer\'s left; the deal passes left', () => {
    const cards = game.deckhand.def.cards;
    expect(cards).toHaveLength(52);
    expect(new Set(cards.map((c) => `${c.attrs.rank}${c.attrs.suit}`)).size).toBe(52);
    expect(Math.min(...cards.map((c) => c.attrs.rank as number))).toBe(2);
    expect(Math.max(...cards.map((c) => c.attrs.rank as number))).toBe(14);
    expect(game.deckhand.def.players).toEqual({ min: 4, max: 4 });
    for (const h of seen.hands) expect(h.dealt).toEqual([13, 13, 13, 13]);
    // Every hand plays 13 tricks of 4 cards.
    expect(seen.tricks.length).toBe(13 * seen.hands.length);
    let rotations = 0;
    for (let i = 1; i < seen.hands.length; i++) {
      const [prev, h] = [seen.hands[i - 1]!, seen.hands[i]!];
      if (prev.game !== h.game) continue;
      expect(h.dealer).toBe((prev.dealer + 1) % 4);
      rotations++;
    }
    expect(rotations).toBeGreaterThan(5);
  });

  it('P2: partners sit opposite (seats 1 and 3 against 2 and 4) and share one score and one count of bags', () => {
    expect(game.deckhand.def.teams).toMatchObject({ count: 2, seating: 'alternate' });
    for (const g of seen.games) {
      expect(g.score).toHaveLength(2);
      expect(g.result.teams).toEqual([[0, 2], [1, 3]]);
      const won = g.result.winningTeam!;
      expect(g.result.winners).toEqual([won, won + 2]);
      expect(g.result.losers).toEqual([1 - won, 3 - won]);
    }
  });

  it('P3: from the dealer\'s left everyone bids once, in turn, 1 to 13 or nil; every bid is seen by all', () => {
    const bids = seen.hands.flatMap((h) => h.bids);
    expect(bids.some((b) => b.bid === 'nil')).toBe(true);
    for (const h of seen.hands) {
      expect(h.bids.map((b) => b.seat)).toEqual([1, 2, 3, 4].map((k) => (h.dealer + k) % 4));
      for (const b of h.bids) if (b.bid !== 'nil') expect(b.bid >= 1 && b.bid <= 13, `bid ${b.bid}`).toBe(true);
    }
    const m = startMatch(game, { players: 4, seed: 's3' });
    const first = Number(m.ctx().currentPlayer);
    expect(m.move((first + 1) % 4, 'bid', 3)).toBe(false);
    expect(m.move(first, 'bid', 0)).toBe(false);
    expect(m.move(first, 'bid', 14)).toBe(false);
    expect(m.move(first, 'bid', 4)).toBe(true);
    expect(m.move(first, 'bid', 4)).toBe(false);
    expect(m.move((first + 1) % 4, 'bidNil', 0)).toBe(true);
    for (const viewer of [0, 1, 2, 3, null]) {
      const G = m.view(viewer).G;
      expect((G.vars.bid as number[])[first]).toBe(4);
      expect((G.vars.nil as boolean[])[(first + 1) % 4]).toBe(true);
    }
    expect(m.move((first + 2) % 4, 'bid', 2)).toBe(true);
    expect(m.move((first + 3) % 4, 'bid', 2)).toBe(true);
    expect(m.ctx().phase).toBe('play');
    m.stop();
  });

  it('P4: the player left of the dealer leads the first trick; a card off the suit led is refused while its player holds that suit', () => {
    for (const h of seen.hands) expect(h.firstLeader).toBe((h.dealer + 1) % 4);
    expect(seen.plays).toBeGreaterThan(600);
    expect(seen.refusals.P4).toBeGreaterThan(100);
  });

  it('P5: spades may not be led until a spade has been played, unless the leader holds only spades', () => {
    expect(seen.refusals.P5).toBeGreaterThan(0);
  });

  it('P6: the highest spade takes the trick, else the highest card of the suit led; its winner leads the next', () => {
    let trumped = 0;
    for (const t of seen.tricks) {
      const suit = t.cards.some((c) => card(c).suit === 'spades') ? 'spades' : card(t.cards[0]!).suit;
      if (suit === 'spades' && card(t.cards[0]!).suit !== 'spades') trumped++;
      let best = -1;
      t.cards.forEach((c, i) => {
        if (card(c).suit === suit && (best < 0 || card(c).rank > card(t.cards[best]!).rank)) best = i;
      });
      expect(t.leader).toBe(t.seats[best]);
      if (!t.over) expect(t.next).toBe(t.leader);
    }
    expect(trumped).toBeGreaterThan(0);
  });

  it('P7: partners who took their bid score 10 a trick bid and 1 a trick over; otherwise they lose 10 a trick bid', () => {
    let made = 0;
    let set = 0;
    for (const h of seen.hands) {
      for (const team of [0, 1]) {
        expect(h.after!.score[team], `hand by dealer ${h.dealer}, team ${team}`).toBe(scored(h, team).score);
        const bid = [team, team + 2].reduce((a, s) => a + Number(h.bids.find((b) => b.seat === s)!.bid === 'nil' ? 0 : h.bids.find((b) => b.seat === s)!.bid), 0);
        if (h.tricks[team]! + h.tricks[team + 2]! >= bid) made++;
        else set++;
      }
    }
    expect(made).toBeGreaterThan(0);
    expect(set).toBeGreaterThan(0);
  });

  it('P8: nil scores 100 when its player took no trick and costs 100 otherwise; its tricks count toward the bid', () => {
    const nils = seen.hands.flatMap((h) => h.bids.filter((b) => b.bid === 'nil').map((b) => h.tricks[b.seat]!));
    expect(nils.length).toBeGreaterThan(0);
    expect(nils.some((t) => t > 0)).toBe(true);
    // Scored as P7's check computes it (scored() counts a nil bidder's tricks toward the partnership's bid).
    for (const h of seen.hands) for (const team of [0, 1]) expect(h.after!.score[team]).toBe(scored(h, team).score);
  });

  it('P9: every trick over the bid is a bag; at 10 bags a partnership loses 100 points and 10 bags', () => {
    for (const h of seen.hands) for (const team of [0, 1]) expect(h.after!.bags[team]).toBe(scored(h, team).bags);
    // Ten bags were reached (and paid for) in some hand.
    expect(seen.hands.some((h) => h.after!.bags.some((b, t) => b < h.before.bags[t]!))).toBe(true);
    expect(seen.hands.every((h) => h.after!.bags.every((b) => b >= 0 && b < 10))).toBe(true);
  });

  it('P10: a partnership at 500 (or the chosen target) or more with more points wins; one at −200 or less loses; equal scores play on', () => {
    for (const g of seen.games) {
      const [a, b] = g.score as [number, number];
      expect(a).not.toBe(b);
      expect(Math.max(a, b) >= 500 || Math.min(a, b) <= -200).toBe(true);
      expect(g.result.winningTeam).toBe(a > b ? 0 : 1);
    }
    // A shorter game: the host's target of 100 ends it once a partnership has 100 and more than the other.
    const m = startMatch(game, { players: 4, seed: 's10', setupData: { target: 100 } });
    expect(m.view(0).G.options.target).toBe(100);
    m.stop();
    const short = fastPlayout(game, { players: 4, seed: 's10', setupData: { target: 100 } });
    const [a, b] = short.final.G.vars.score as [number, number];
    expect(Math.max(a, b) >= 100 || Math.min(a, b) <= -200).toBe(true);
    expect(Math.max(a, b)).toBeLessThan(500);
    // Every hand but a game's last ended with neither limit reached, or with equal scores: play went on.
    seen.hands.forEach((h, i) => {
      if (seen.hands[i + 1]?.game !== h.game) return;
      const [a, b] = h.after!.score as [number, number];
      expect(a === b || (Math.max(a, b) < 500 && Math.min(a, b) > -200)).toBe(true);
    });
  });

  it('P11: you see your own hand, the trick, every bid, tricks taken and scores; never another hand or tricks taken', () => {
    const m = startMatch(game, { players: 4, seed: 's11' });
    const first = Number(m.ctx().currentPlayer);
    for (let k = 0; k < 4; k++) expect(m.move((first + k) % 4, 'bid', 3)).toBe(true);
    // Play one whole trick: every seat plays its first legal card.
    for (let k = 0; k < 4; k++) {
      const seat = Number(m.ctx().currentPlayer);
      const own = handsOf(m, 'hand', 4)[seat]!;
      expect(own.some((c) => m.move(seat, 'play', c))).toBe(true);
    }
    const left = handsOf(m, 'hand', 4);
    expect(left.map((h) => h.length)).toEqual([12, 12, 12, 12]);
    for (const viewer of [0, 1, 2, 3, null]) {
      const G = m.view(viewer).G;
      for (let s = 0; s < 4; s++) {
        if (viewer === s) continue;
        const pile = (G.zones.hand as (number | null)[][])[s]!;
        expect(pile.every((c) => c === null)).toBe(true);
        for (const c of left[s]!) expect(G.faces[c]).toBeUndefined();
        expect(((G.zones.taken as (number | null)[][])[s] ?? []).every((c) => c === null)).toBe(true);
      }
      expect(G.vars.bid).toEqual([3, 3, 3, 3]);
      expect((G.vars.tricks as number[]).reduce((a, b) => a + b, 0)).toBe(1);
      expect(G.vars.score).toEqual([0, 0]);
    }
    m.stop();
  });
});
