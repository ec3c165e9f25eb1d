/** Blackjack's rules (rules.md), each test named after its rule id. */
import { beforeAll, describe, expect, it } from 'vitest';
import { fastPlayout, logSentence, sentenceText, type CompiledGame, type GameState } from '@deckhand/dsl';
import type { Ctx } from 'boardgame.io';
import { loadGame } from '../src/load';
import { startMatch } from '../src/testing/match';

let game: CompiledGame;
const rank = (id: number) => game.deckhand.def.cards[id]!.attrs.rank as number;
/** J3: a hand's total, an ace counting 11 where that keeps it at 21 or under. */
const total = (cards: number[]) => {
  const points = cards.reduce((a, c) => a + Math.min(rank(c), 10), 0);
  return points + (cards.some((c) => rank(c) === 1) && points <= 11 ? 10 : 0);
};
const natural = (cards: number[]) => cards.length === 2 && total(cards) === 21;
const hands = (G: { zones: Record<string, unknown> }) => G.zones.hand as number[][];
const dealer = (G: { zones: Record<string, unknown> }) => G.zones.dealer as number[];

/** One hand as it was settled: each seat's cards, doubled or not, the dealer's cards, and the outcome. */
interface Settled {
  seats: { cards: number[]; doubled: boolean }[];
  last: ('win' | 'lose' | 'push' | null)[];
  scoreBefore: number[];
  scoreAfter: number[];
}

interface Seen {
  settled: Settled[];
  results: { G: GameState; players: number }[];
  turns: { seat: number; current: string; legal: string[]; cards: number[]; done: boolean }[];
  lines: string[];
}

/** Seeded whole games on the fast simulator at every seat count, each hand read just before it was settled. */
function play(seeds: number): Seen {
  const seen: Seen = { settled: [], results: [], turns: [], lines: [] };
  for (const players of [1, 2, 3, 4, 5]) {
    for (let i = 0; i < seeds; i++) {
      let before: { G: GameState } | undefined;
      const r = fastPlayout(game, {
        players,
        seed: `bj-${players}-${i}`,
        onState: (s: { G: GameState; ctx: Ctx }) => {
          const G = s.G;
          const prev = before?.G;
          // A hand was settled between the last state and this one: read the table as it was just before.
          if (prev && G.house!.played && (!prev.house!.played || prev.house!.played.turn !== G.house!.played.turn)) {
            // Who doubled down in the settled hand: its log, from the line that began it.
            const hand = G.house!.played.hand;
            const begun = G.log.findIndex((e) => e.hand?.at === 'begins' && e.hand.number === hand);
            const doubled = new Set(G.log.slice(begun).filter((e) => e.move === 'double').map((e) => e.seat));
            seen.settled.push({
              seats: hands(prev).map((cards, s) => ({ cards, doubled: doubled.has(s) })),
              last: G.house!.last,
              scoreBefore: prev.vars.score as number[],
              scoreAfter: G.vars.score as number[],
            });
          }
          if (!s.ctx.gameover) {
            const seat = Number(s.ctx.currentPlayer);
            seen.turns.push({ seat, current: s.ctx.currentPlayer, legal: game.deckhand.legalActions(G, s.ctx, s.ctx.currentPlayer).map((a) => a.move), cards: hands(G)[seat]!.slice(), done: (G.vars.done as boolean[])[seat]! });
          }
          before = { G: JSON.parse(JSON.stringify(G)) as GameState };
        },
      });
      expect(r.completed).toBe(true);
      seen.results.push({ G: r.final.G, players });
    }
  }
  return seen;
}

let seen: Seen;
beforeAll(async () => {
  game = (await loadGame('blackjack')).game;
  seen = play(4);
}, 120_000);

/** Settles one hand by rules.md J6, for checking the game's own settling. */
function outcome(cards: number[], d: number[]): 'win' | 'lose' | 'push' {
  if (total(cards) > 21) return 'lose';
  if (total(d) > 21 || total(cards) > total(d)) return 'win';
  if (natural(cards) && !natural(d)) return 'win';
  if (total(cards) < total(d) || (natural(d) && !natural(cards))) return 'lose';
  return 'push';
}

describe('Blackjack', () => {
  it('J1: 52 cards, ace to king in four suits; 1 to 5 players; the dealer is no player', () => {
    const def = game.deckhand.def;
    expect(def.cards).toHaveLength(52);
    expect(new Set(def.cards.map((c) => `${c.attrs.rank}${c.attrs.suit}`)).size).toBe(52);
    expect(def.players).toEqual({ min: 1, max: 5 });
    expect(def.house).toMatchObject({ label: 'Dealer', speak: 'the dealer', zones: ['dealer', 'hole'] });
    const m = startMatch(game, { players: 3, seed: 'j1' });
    expect(m.ctx().numPlayers).toBe(3);
    expect(m.ctx().playOrder).toEqual(['0', '1', '2']);
    m.stop();
  });

  it('J2: each player two cards face up, the dealer one up and its hole card face down', () => {
    for (const players of [1, 5]) {
      const m = startMatch(game, { players, seed: `j2-${players}` });
      const G = m.view(null).G;
      for (const h of hands(G)) {
        expect(h).toHaveLength(2);
        for (const c of h) expect(G.faces[c]).toBeDefined();
      }
      expect(dealer(G)).toHaveLength(1);
      expect(G.faces[dealer(G)[0]!]).toBeDefined();
      expect(G.zones.hole).toEqual([null]);
      expect((G.zones.deck as unknown[]).length).toBe(52 - 2 * players - 2);
      m.stop();
    }
  });

  it('J3: totals count pictures 10 and one ace as 11 while that keeps the hand at 21 or under', () => {
    const m = startMatch(game, { players: 5, seed: 'j3' });
    const G = m.view(0).G;
    const captions = (G as unknown as { captions: { hand: string[] } }).captions.hand;
    hands(G).forEach((h, s) => {
      const points = h.reduce((a, c) => a + Math.min(rank(c), 10), 0);
      const soft = h.some((c) => rank(c) === 1) && points <= 11;
      expect(captions[s]).toBe(`${total(h)}${soft ? ' soft' : ''}`);
    });
    m.stop();
    // An ace and a king are 21; two aces 12 soft; ace, 6, king 17 (the ace back to 1).
    const byRank = (r: number) => game.deckhand.def.cards.find((c) => c.attrs.rank === r)!.id;
    expect(total([byRank(1), byRank(13)])).toBe(21);
    expect(total([byRank(1), byRank(1) + 1])).toBe(12);
    expect(total([byRank(1), byRank(6), byRank(13)])).toBe(17);
  });

  it('J4: in turn, hit while under 21, stand, double down on two cards; bust ends the turn', () => {
    let first = 0;
    for (const t of seen.turns) {
      const tot = total(t.cards);
      expect(t.legal.includes('hit'), `hit at ${tot}`).toBe(!t.done && tot < 21);
      expect(t.legal.includes('double'), `double with ${t.cards.length} cards at ${tot}`).toBe(!t.done && tot < 21 && t.cards.length === 2);
      expect(t.legal.includes('stand')).toBe(!t.done);
      expect(t.done).toBe(false);
      if (t.seat === 0) first++;
    }
    expect(first).toBeGreaterThan(0);
    // A hand's turns go round in seat order, the first player first (checked on the log: who acted, in order).
    for (const { G, players } of seen.results) {
      let hand: number[] = [];
      for (const e of G.log) {
        if (e.hand?.at === 'begins') hand = [];
        if (e.move !== undefined && e.seat !== null) {
          if (hand.at(-1) !== e.seat) hand.push(e.seat);
        }
        if (e.hand?.at === 'ends') {
          expect(hand).toEqual([...Array(players).keys()]);
        }
      }
    }
  });

  it('J5: once every player has finished, the dealer turns up its hole card and draws while under 17', () => {
    let drew = 0;
    let allBust = 0;
    for (const { G } of seen.results) {
      // The dealer's final cards of the last hand: under 17 only when every player was bust.
      const d = dealer(G);
      const everyBust = hands(G).every((h) => total(h) > 21);
      if (everyBust) {
        allBust++;
        expect(d).toHaveLength(2);
      } else expect(total(d)).toBeGreaterThanOrEqual(17);
      // Without the last card, it was under 17 (it drew only while under 17).
      if (d.length > 2) {
        drew++;
        expect(total(d.slice(0, -1))).toBeLessThan(17);
      }
    }
    expect(drew).toBeGreaterThan(0);
    void allBust;
  });

  it('J6: each hand is settled against the dealer by its total', () => {
    let n = 0;
    for (const { G } of seen.results) {
      const d = dealer(G);
      hands(G).forEach((h, s) => {
        expect(G.house!.last[s], `seat ${s}: ${h.map(rank)} against ${d.map(rank)}`).toBe(outcome(h, d));
        n++;
      });
    }
    expect(n).toBeGreaterThan(40);
    const all = seen.results.flatMap(({ G }) => G.house!.last);
    expect(new Set(all)).toEqual(new Set(['win', 'lose', 'push']));
  });

  it('J7: a win scores the stake (2 doubled), a loss costs it, a push nothing; scores kept across hands', () => {
    for (const { G } of seen.results) {
      const score = G.vars.score as number[];
      const t = G.house!.tally;
      score.forEach((sc, s) => {
        // At most the hands won twice, at least the hands lost twice, taken away.
        expect(sc).toBeLessThanOrEqual(2 * t.wins[s]! - t.losses[s]!);
        expect(sc).toBeGreaterThanOrEqual(t.wins[s]! - 2 * t.losses[s]!);
        expect(t.wins[s]! + t.losses[s]! + t.pushes[s]!).toBe(5);
      });
    }
    for (const h of seen.settled) {
      h.last.forEach((o, s) => {
        const stake = h.seats[s]!.doubled ? 2 : 1;
        expect(h.scoreAfter[s]! - h.scoreBefore[s]!).toBe(o === 'win' ? stake : o === 'lose' ? -stake : 0);
      });
    }
    expect(seen.settled.length).toBeGreaterThan(50);
  });

  it('J8: after the chosen number of hands, every player ahead of the dealer wins', () => {
    for (const { G, players } of seen.results) {
      const r = G.result!;
      expect(G.hands!.number).toBe(5);
      const score = G.vars.score as number[];
      expect(r.winners).toEqual([...Array(players).keys()].filter((s) => score[s]! > 0));
      expect(r.scores).toEqual(score);
    }
    // A host may choose a shorter game.
    const r = fastPlayout(game, { players: 2, seed: 'j8', setupData: { hands: 2 } });
    expect(r.final.G.hands!.number).toBe(2);
    expect(r.final.G.result!.house!.wins.map((w, s) => w + r.final.G.result!.house!.losses[s]! + r.final.G.result!.house!.pushes[s]!)).toEqual([2, 2]);
  });

  it('J9: the hole card stays hidden from every seat (and a spectator) until the dealer turns it up', () => {
    const m = startMatch(game, { players: 2, seed: 'j9' });
    const hole = (m.clients[0]!.getState() as unknown as { G: GameState }).G.zones.hole as unknown[];
    expect(hole).toEqual([null]);
    for (const seat of [0, 1, null]) {
      const v = m.view(seat).G;
      expect(v.zones.hole).toEqual([null]);
      expect(Object.keys(v.faces)).toHaveLength(2 * 2 + 1);
      expect(v.zones.deck).toEqual(expect.arrayContaining([null]));
    }
    m.move(0, 'stand');
    m.move(1, 'stand');
    // The dealer has played: its hole card is among its face-up cards, seen by everyone.
    const v = m.view(1).G;
    const turned = v.log.find((e) => typeof e.parts?.[0] === 'string' && (e.parts[0] as string).startsWith('The dealer turns up'));
    const card = (turned!.parts![1] as { card: number }).card;
    expect(v.faces[card]).toBeDefined();
    m.stop();
  });

  it('J10: the log says what the dealer does in its name, and how each hand was settled', () => {
    const { G } = seen.results.find((r) => r.players === 2)!;
    const names = { seat: (s: number) => ['Ada', 'Bea'][s]!, card: (id: number) => String(rank(id)) };
    const lines = G.log.map((e) => sentenceText(logSentence(game.deckhand.def, e), names));
    expect(lines.filter((l) => l.startsWith('The dealer shows '))).toHaveLength(5);
    expect(lines.filter((l) => /^The dealer turns up \d+: \d+$/.test(l))).toHaveLength(5);
    for (const l of lines.filter((x) => x.startsWith('The dealer draws '))) expect(l).toMatch(/^The dealer draws \d+: \d+(, bust)?$/);
    const settled = lines.filter((l) => / beats |push$/.test(l));
    expect(settled).toHaveLength(10);
    for (const l of settled) expect(l).toMatch(/^(Ada|Bea) beats the dealer \(\+[12]\)$|^The dealer beats (Ada|Bea) \(−[12]\)$|^(Ada|Bea) and the dealer push$/);
  });
});
