/** Go Fish's rules (rules.md), each test named after its rule id. */
import { beforeAll, describe, expect, it } from 'vitest';
import { playout, type CompiledGame, type GameState } from '@deckhand/dsl';
import { logSentence, sentenceText } from '@deckhand/dsl/client';
import { loadGame } from '../src/load';
import { startMatch, type Match } from '../src/testing/match';

let game: CompiledGame;
beforeAll(async () => {
  game = (await loadGame('go-fish')).game;
});

const RANK_PLURALS = ['aces', 'twos', 'threes', 'fours', 'fives', 'sixes', 'sevens', 'eights', 'nines', 'tens', 'jacks', 'queens', 'kings'];
const rank = (id: number) => game.deckhand.def.cards[id]!.attrs.rank as number;
const zone = (m: Match, name: string) => m.view(null).G.zones[name] as unknown[][];
const own = (m: Match, seat: number) => (m.view(seat).G.zones.hand as (number | null)[][])[seat]!.filter((c): c is number => c !== null);
const current = (m: Match) => Number(m.ctx().currentPlayer);
const NAMES = { seat: (s: number) => `Seat ${s + 1}`, card: (id: number) => `card ${id}` };

describe('Go Fish', () => {
  it('G1: 52 cards, every rank 1–13 in each of four suits', () => {
    const cards = game.deckhand.def.cards;
    expect(cards).toHaveLength(52);
    expect(new Set(cards.map((c) => `${c.attrs.rank}-${c.attrs.suit}`)).size).toBe(52);
    for (let r = 1; r <= 13; r++) expect(cards.filter((c) => c.attrs.rank === r)).toHaveLength(4);
  });

  it('G2: 2 to 6 players', () => {
    expect(game.deckhand.def.players).toEqual({ min: 2, max: 6 });
  });

  it('G3: 7 cards each with 2–3 players, 5 with 4–6; the rest is the pond', () => {
    for (let players = 2; players <= 6; players++) {
      const m = startMatch(game, { players, seed: `g3-${players}` });
      const each = players <= 3 ? 7 : 5;
      const held = zone(m, 'hand').map((h) => h.length);
      const books = zone(m, 'books').flat().length;
      expect(held.reduce((a, b) => a + b, 0) + books).toBe(each * players);
      expect((m.view(null).G.zones.deck as unknown[]).length).toBe(52 - each * players);
      m.stop();
    }
  });

  it('G4: only a rank you hold, from another player still in', () => {
    const m = startMatch(game, { players: 3, seed: 'g4' });
    const me = current(m);
    const mine = new Set(own(m, me).map(rank));
    const missing = [...Array(13).keys()].map((i) => i + 1).find((r) => !mine.has(r))!;
    const other = (me + 1) % 3;
    expect(m.move(me, 'ask', other, missing)).toBe(false);
    expect(m.move(me, 'ask', me, [...mine][0])).toBe(false);
    expect(m.move(other, 'ask', me, rank(own(m, other)[0]!))).toBe(false);
    const asked = [...mine][0]!;
    expect(m.move(me, 'ask', other, asked)).toBe(true);
    // The log says the rank by its name: "Seat 1 asked Seat 2 for queens".
    const line = m.view(null).G.log.find((e) => e.move === 'ask')!;
    const text = sentenceText(logSentence(game.deckhand.def, line), { seat: (s) => `Seat ${s + 1}`, card: () => undefined });
    expect(text).toBe(`Seat ${me + 1} asked Seat ${other + 1} for ${RANK_PLURALS[asked - 1]}`);
    m.stop();
  });

  it('G5 and G6: handed over (shown) or fished; the asker goes on unless the fish is another rank', () => {
    let handed = 0;
    let fishedRight = 0;
    let fishedWrong = 0;
    for (let i = 0; i < 6; i++) {
      let before: GameState | undefined;
      let turnBefore = 0;
      playout(game, {
        players: 2 + (i % 3),
        seed: `g56-${i}`,
        onState: (s) => {
          const last = s.G.log.filter((e) => e.move === 'ask').pop();
          // An ask this state added (its own line comes before the lines its effects wrote, e.g. "Go fish!").
          if (before && last && s.G.log.length > before.log.length && s.G.log.indexOf(last) >= before.log.length) {
            const [who, asked] = last.args as [number, number];
            const heldBefore = (before.zones.hand as number[][])[who]!.filter((c) => rank(c) === asked);
            if (heldBefore.length > 0) {
              handed++;
              expect(last.revealed).toEqual(expect.arrayContaining(heldBefore));
              expect((s.G.zones.hand as number[][])[who]!.some((c) => rank(c) === asked)).toBe(false);
              // The asker goes on (unless laying down a book emptied their hand: with nothing to ask, the turn ends).
              const asker = last.seat!;
              if (!s.ctx.gameover && (s.G.zones.hand as number[][])[asker]!.length > 0) expect(s.ctx.turn).toBe(turnBefore);
            } else if ((before.zones.deck as number[]).length > 0) {
              const fished = (before.zones.deck as number[]).at(-1)!;
              // The lines this ask wrote: its own, "Go fish!", and the fish's line when it is shown.
              const lines = s.G.log.slice(s.G.log.indexOf(last));
              const refused = lines.findIndex((e) => e.move === undefined && /Go fish!/.test(sentenceText(logSentence(game.deckhand.def, e), NAMES)));
              expect(refused).toBeGreaterThan(0);
              if (rank(fished) === asked) {
                fishedRight++;
                // Shown after the refusal, on the asker's own line ("Seat 1 fished 5 of spades: …"), not on the ask's.
                const shown = lines.findIndex((e) => e.revealed?.includes(fished));
                expect(shown).toBeGreaterThan(refused);
                expect(sentenceText(logSentence(game.deckhand.def, lines[shown]!), NAMES)).toBe(`Seat ${last.seat! + 1} fished card ${fished}: the rank asked for, so asks again`);
                expect(last.revealed ?? []).not.toContain(fished);
              } else {
                fishedWrong++;
                // Not shown as a fish (it may be shown in a book it completed: "… lays down a book: …").
                const said = lines.map((e) => sentenceText(logSentence(game.deckhand.def, e), NAMES));
                expect(said.filter((l) => / fished /.test(l))).toEqual([]);
                lines.forEach((e, i) => e.revealed?.includes(fished) && expect(said[i]).toMatch(/ lays down a book: /));
                expect(s.ctx.turn).toBe(turnBefore + 1);
              }
            }
          }
          before = s.G;
          turnBefore = s.ctx.turn;
        },
      });
    }
    expect(handed).toBeGreaterThan(5);
    expect(fishedWrong).toBeGreaterThan(5);
    expect(fishedRight).toBeGreaterThan(0);
  });

  it('G7: no hand ever holds four of a rank; books are four of one rank', () => {
    for (let i = 0; i < 4; i++) {
      playout(game, {
        players: 2 + i,
        seed: `g7-${i}`,
        onState: (s) => {
          for (const hand of s.G.zones.hand as number[][]) {
            const counts = new Map<number, number>();
            for (const c of hand) counts.set(rank(c), (counts.get(rank(c)) ?? 0) + 1);
            expect(Math.max(0, ...counts.values())).toBeLessThan(4);
          }
          for (const books of s.G.zones.books as number[][]) {
            expect(books.length % 4).toBe(0);
            for (let b = 0; b < books.length; b += 4) expect(new Set(books.slice(b, b + 4).map(rank)).size).toBe(1);
          }
        },
      });
    }
  });

  it('G8: an empty hand draws at the start of its turn; with no pond left that player is out', () => {
    let refills = 0;
    let outs = 0;
    for (let i = 0; i < 8; i++) {
      playout(game, {
        players: 2 + (i % 5),
        seed: `g8-${i}`,
        onState: (s) => {
          const hands = s.G.zones.hand as number[][];
          if (!s.ctx.gameover) {
            const me = Number(s.ctx.currentPlayer);
            if ((s.G.zones.deck as number[]).length > 0 || hands[me]!.length > 0) expect(s.G.out).not.toContain(me);
            if (hands[me]!.length > 0 && s.G.log.at(-1)?.move !== 'ask') refills++;
          }
          hands.forEach((h, seat) => {
            if (h.length === 0 && (s.G.zones.deck as number[]).length === 0) expect(s.G.out).toContain(seat);
          });
          outs = Math.max(outs, s.G.out.length);
        },
      });
    }
    expect(refills).toBeGreaterThan(0);
    expect(outs).toBeGreaterThan(0);
  });

  it('G9: with all 13 books down, seats rank by books (ties share); the most books win', () => {
    for (let players = 2; players <= 6; players++) {
      const r = playout(game, { players, seed: `g9-${players}` });
      expect(r.completed).toBe(true);
      const books = (r.final.G.zones.books as number[][]).map((b) => b.length / 4);
      expect(books.reduce((a, b) => a + b, 0)).toBe(13);
      const over = r.final.ctx.gameover as { ranks: number[]; scores: number[]; winners: string[] };
      expect(over.scores).toEqual(books);
      const most = Math.max(...books);
      expect(over.winners.map(Number)).toEqual(books.flatMap((b, s) => (b === most ? [s] : [])));
      for (let s = 0; s < players; s++) expect(over.ranks[s]).toBe(1 + books.filter((b) => b > books[s]!).length);
    }
  });

  it('G10: a seat sees its own hand, the books and shown cards; never another hand or the pond', () => {
    const m = startMatch(game, { players: 3, seed: 'g10' });
    for (let s = 0; s < 3; s++) {
      const v = m.view(s).G;
      (v.zones.hand as (number | null)[][]).forEach((h, owner) => expect(h.every((c) => (owner === s ? c !== null : c === null))).toBe(true));
      expect((v.zones.deck as unknown[]).every((c) => c === null)).toBe(true);
    }
    m.stop();
  });
});
