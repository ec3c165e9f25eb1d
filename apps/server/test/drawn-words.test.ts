/**
 * Hardening finding 8: WordARound's race answer reached the browser as text, and a script answered 10 ms after the
 * card was uncovered. game.yaml marks the ring words `drawn:`, so every socket (each seat and a spectator) receives
 * them only as glyph outlines: no word of the deck appears as a string anywhere in anything the server sends before
 * or during the race, and the card's face names no word. Once the round is over its log line spells the word, next
 * to the card's per-match alias only (security/card-alias.ts): never next to a card id that holds in another match.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import type { CompiledGame } from '@deckhand/dsl';
import { loadRegisteredGames } from '../src/games';
import { startInProcess, type Running } from './helpers/in-process';
import { createMatch, joinAll } from './helpers/lobby';
import { waitUntil } from './helpers/net';
import { RawSeat } from './helpers/socket';
import { ALIAS_FLOOR } from '../src/security/card-alias';
import { aliasesOf } from './helpers/aliases';

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

/** `x` without its race log lines' spelled words (`race.answer` inside a log entry). */
function withoutRaceLines(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(withoutRaceLines);
  if (!x || typeof x !== 'object') return x;
  const o = x as Record<string, unknown>;
  if (o['race'] && typeof o['turn'] === 'number') return { ...o, race: { ...(o['race'] as object), answer: undefined } };
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, withoutRaceLines(v)]));
}

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
  // The card as the sockets name it (this match's alias), and its id in the deck (read from the stored secret).
  const alias = (G.zones.stack as (number | null)[]).at(-1) as number;
  const top = (await aliasesOf(srv.storage, wordaround, matchID)).real(alias)!;
  return { matchID, seats, spectator, top, alias };
}

describe('WordARound words reach the browser only as drawings (finding 8)', () => {
  it('the uncovered card: no word as text in any message to either seat or a spectator; each ring comes as one path (finding 2: no glyph per letter), the same for everyone', async () => {
    const { seats, spectator, top, alias } = await racing();
    expect(alias).toBeGreaterThanOrEqual(ALIAS_FLOOR);
    const card = def.cards[top]!;
    for (const s of [...seats, spectator]) {
      const leaked = s.received.flatMap((m) => stringValues(m.args)).filter((v) => deckWords.has(v));
      expect(leaked, `seat ${s.playerID}`).toEqual([]);
      const face = s.lastState().G.faces[String(alias)];
      // The face names no word: no ring attribute as text, only the back colour.
      for (const r of RINGS) expect(face.attrs[r]).toBeUndefined();
      for (const r of RINGS) {
        const ink = face.ink[r];
        expect(card.attrs[r]).toEqual(expect.any(String));
        expect(Object.keys(ink).sort()).toEqual(['d', 'em', 'h', 'w']);
        expect(ink.d).toMatch(/^(M-?\d+ -?\d+(l-?\d+ -?\d+)+z)+$/);
      }
    }
    // One drawing per match: every seat and the spectator see the same outlines (the board lays them out alike).
    const inks = [...seats, spectator].map((s) => JSON.stringify(s.lastState().G.faces[String(alias)].ink));
    expect(new Set(inks).size).toBe(1);
  });

  it('after a round its line spells the word, next to the card alias of this match only; race.last and the won card name none', async () => {
    const { seats, spectator, top, alias } = await racing();
    const G0 = seats[0]!.lastState().G;
    const ring = G0.vars.ring as (typeof RINGS)[number];
    const word = String(def.cards[top]!.attrs[ring]);
    const winner = seats[0]!;
    winner.move('raceAnswer', [word], winner.lastStateID());
    await waitUntil(() => spectator.lastState()?.G.race?.last?.round === 1, 5000, 'the round to resolve');
    for (const s of [seats[1]!, spectator]) {
      expect(s.lastState().G.race.last).not.toHaveProperty('answer');
      // The round's line spells the word ("Seat 1 read “jolly” first") and names the card by its alias, not its id.
      const line = (s.lastState().G.log as { race?: { answer?: string; word?: { card: number }; ink?: unknown } }[]).find((e) => e.race);
      expect(line?.race?.answer).toBe(word);
      expect(line?.race?.word).toEqual({ card: alias, attr: ring });
      expect(line?.race?.word?.card).not.toBe(top);
      expect(line?.race).not.toHaveProperty('ink');
      // That line is the only place a deck word reaches this socket, in any message.
      const spelled = s.received.flatMap((m) => stringValues(m.args)).filter((v) => deckWords.has(v));
      expect(new Set(spelled), `seat ${s.playerID}`).toEqual(new Set([word]));
      const unlogged = s.received.flatMap((m) => stringValues(withoutRaceLines(m.args))).filter((v) => deckWords.has(v));
      expect(unlogged, `seat ${s.playerID}`).toEqual([]);
    }
    // The winner's own log holds what they typed (their own text); nothing else of the deck.
    const own = winner.received.flatMap((m) => stringValues(m.args)).filter((v) => deckWords.has(v));
    expect(new Set(own)).toEqual(new Set([word]));
  });
});
