/**
 * Hardening finding 8: WordARound's race answer reached the browser as text, and a script answered 10 ms after the
 * card was uncovered. game.yaml marks the ring words `drawn:`, so every socket (each seat and a spectator) receives
 * them only as glyph outlines: no word of the deck appears as a string anywhere in anything the server sends, before,
 * during or after the race, and the card's face names no word. A round's log line shows its word as the same drawing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import type { CompiledGame } from '@deckhand/dsl';
import { loadRegisteredGames } from '../src/games';
import { startInProcess, type Running } from './helpers/in-process';
import { createMatch, joinAll } from './helpers/lobby';
import { waitUntil } from './helpers/net';
import { RawSeat } from './helpers/socket';

const wordaround = (await loadRegisteredGames('@deckhand/games')).find((g) => g.name === 'wordaround')! as Game & CompiledGame;
const def = wordaround.deckhand.def;
const RINGS = ['black', 'red', 'blue'] as const;
const deckWords = new Set(def.cards.flatMap((c) => RINGS.map((r) => String(c.attrs[r]))));

let srv: Running;
const open: RawSeat[] = [];
beforeAll(async () => {
  srv = await startInProcess({ games: [wordaround] });
});
afterAll(async () => {
  for (const s of open) s.close();
  await srv?.close();
});

/** Every string value inside `x` (keys are the format's, not game data). */
function stringValues(x: unknown, out: string[] = []): string[] {
  if (typeof x === 'string') out.push(x);
  else if (Array.isArray(x)) for (const v of x) stringValues(v, out);
  else if (x && typeof x === 'object') for (const v of Object.values(x)) stringValues(v, out);
  return out;
}

async function racing() {
  const matchID = await createMatch(srv.url, 'wordaround', { numPlayers: 2 });
  const seats = (await joinAll(srv.url, 'wordaround', matchID, 2)).map((j) => new RawSeat(srv.url, 'wordaround', matchID, j.playerID, j.credentials));
  const spectator = new RawSeat(srv.url, 'wordaround', matchID, null);
  open.push(...seats, spectator);
  for (const s of [...seats, spectator]) await s.sync();
  for (const s of seats) s.move('ready', [], s.lastStateID());
  await waitUntil(() => [...seats, spectator].every((s) => s.lastState()?.G.race?.open), 5000, 'the first card to be uncovered');
  const G = spectator.lastState().G;
  const top = (G.zones.stack as (number | null)[]).at(-1) as number;
  return { matchID, seats, spectator, top };
}

describe('WordARound words reach the browser only as drawings (finding 8)', () => {
  it('the uncovered card: no word as text in any message to either seat or a spectator; each ring comes as one glyph outline per letter, the same for everyone', async () => {
    const { seats, spectator, top } = await racing();
    const card = def.cards[top]!;
    for (const s of [...seats, spectator]) {
      const leaked = s.received.flatMap((m) => stringValues(m.args)).filter((v) => deckWords.has(v));
      expect(leaked, `seat ${s.playerID}`).toEqual([]);
      const face = s.lastState().G.faces[String(top)];
      // The face names no word: no ring attribute as text, only the back colour.
      for (const r of RINGS) expect(face.attrs[r]).toBeUndefined();
      for (const r of RINGS) {
        const ink = face.ink[r];
        expect(ink.glyphs).toHaveLength([...String(card.attrs[r])].length);
        for (const g of ink.glyphs) {
          expect(g.d).toMatch(/^M-?\d+ -?\d+(l-?\d+ -?\d+)+z/);
          expect(g.w).toBeGreaterThan(0);
        }
      }
    }
    // One drawing per match: every seat and the spectator see the same outlines (the board lays them out alike).
    const inks = [...seats, spectator].map((s) => JSON.stringify(s.lastState().G.faces[String(top)].ink));
    expect(new Set(inks).size).toBe(1);
  });

  it('after a round the answer is not named either (race.last carries no answer), and the won card shows no words', async () => {
    const { seats, spectator, top } = await racing();
    const G0 = seats[0]!.lastState().G;
    const ring = G0.vars.ring as (typeof RINGS)[number];
    const word = String(def.cards[top]!.attrs[ring]);
    const winner = seats[0]!;
    winner.move('raceAnswer', [word], winner.lastStateID());
    await waitUntil(() => spectator.lastState()?.G.race?.last?.round === 1, 5000, 'the round to resolve');
    for (const s of [seats[1]!, spectator]) {
      expect(s.lastState().G.race.last).not.toHaveProperty('answer');
      // The round's line names the word as its drawing ("Seat 1 read [drawing] first"), as the card showed it.
      const line = (s.lastState().G.log as { race?: { answer?: string; word?: unknown; ink?: { glyphs: unknown[] } } }[]).find((e) => e.race);
      expect(line?.race).not.toHaveProperty('answer');
      expect(line?.race?.word).toEqual({ card: top, attr: ring });
      expect(line?.race?.ink).toEqual(G0.faces[String(top)].ink[ring]);
      const leaked = s.received.flatMap((m) => stringValues(m.args)).filter((v) => deckWords.has(v));
      expect(leaked, `seat ${s.playerID}`).toEqual([]);
    }
    // The winner's own log holds what they typed (their own text); nothing else of the deck.
    const own = winner.received.flatMap((m) => stringValues(m.args)).filter((v) => deckWords.has(v));
    expect(new Set(own)).toEqual(new Set([word]));
  });
});
