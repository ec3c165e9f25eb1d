/**
 * Per-match card aliases (security/card-alias.ts), checked as a hostile client sees them: card ids are the same in
 * every match, so a client that learned what an id stands for in one match could use it in every later one. Every
 * card a socket is sent is an alias of its match, different in every other match, the same after a rejoin; and a
 * move naming a card by its raw id, or by another match's alias, is refused with a reason and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game, State } from 'boardgame.io';
import { MOVE_REJECTED_EVENT, type CompiledGame, type LegalView } from '@deckhand/dsl';
import { loadRegisteredGames } from '../src/games';
import { ALIAS_FLOOR, CardAliases } from '../src/security/card-alias';
import { cardArgKinds, mapCardArgs } from '../src/security/alias-args';
import { startInProcess, type Running } from './helpers/in-process';
import { createMatch, joinAll } from './helpers/lobby';
import { waitUntil } from './helpers/net';
import { SeatPool, type RawSeat } from './helpers/socket';

const hearts = (await loadRegisteredGames('@deckhand/games')).find((g) => g.name === 'hearts')! as Game & CompiledGame;
const def = hearts.deckhand.def;
const kinds = cardArgKinds(def);
const pool = new SeatPool('hearts');

let srv: Running;
beforeAll(async () => {
  srv = await startInProcess({ games: [hearts] });
});
afterAll(async () => {
  pool.closeAll();
  await srv?.close();
});

interface Table {
  matchID: string;
  seats: RawSeat[];
  /** The match's stored secret (its random seed; only a test can read it). */
  seed: string;
  /** The match's aliases as the server makes them, from its stored secret. */
  aliases: CardAliases;
}

async function table(): Promise<Table> {
  const matchID = await createMatch(srv.url, 'hearts', { numPlayers: 4 });
  const seats = pool.connect(srv.url, matchID, await joinAll(srv.url, 'hearts', matchID, 4));
  for (const s of seats) await s.sync();
  const { state } = await srv.storage.fetch(matchID, { state: true });
  const seed = (state as State & { plugins: { random: { data: { seed: unknown } } } }).plugins.random.data.seed;
  return { matchID, seats, seed: String(seed), aliases: new CardAliases(String(seed), def.cards.length) };
}

/** Every card number a view names: its piles and the keys of its faces (what a script would collect). */
function cardsIn(G: { zones: Record<string, unknown>; faces: Record<string, unknown> }): number[] {
  const out: number[] = [];
  const walk = (v: unknown) => (typeof v === 'number' ? out.push(v) : Array.isArray(v) ? v.forEach(walk) : undefined);
  Object.values(G.zones).forEach(walk);
  for (const k of Object.keys(G.faces)) out.push(Number(k));
  return out;
}

/** A seat with a legal move that names a card, and that move's first legal tuple. */
function cardMove(t: Table): { seat: RawSeat; move: string; args: unknown[] } {
  for (const seat of t.seats) {
    const legal = seat.lastState().G.legal as LegalView;
    for (const [move, m] of Object.entries(legal.moves)) if (kinds.has(move) && m.args.length > 0) return { seat, move, args: m.args[0]! };
  }
  throw new Error('no seat has a card move');
}

const rejections = (seat: RawSeat) => seat.received.filter((m) => m.event === MOVE_REJECTED_EVENT).map((m) => m.args[0]);

describe('card ids reach clients only as per-match aliases', () => {
  it("each match's secret is 128 random bits, not its creation time (boardgame.io's default seed)", async () => {
    const [a, b] = [await table(), await table()];
    for (const t of [a, b]) {
      expect(t.seed).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const { metadata } = await srv.storage.fetch(t.matchID, { metadata: true });
      // boardgame.io's Random.seed() is Date.now() in base 36: no time near the match's creation gives this seed.
      for (let dt = -2000; dt <= 2000; dt++) expect(t.seed).not.toBe((metadata.createdAt + dt).toString(36).slice(-10));
    }
    expect(a.seed).not.toBe(b.seed);
  });

  it('two matches name the same cards differently; every card a seat is sent is an alias of its own match', async () => {
    const [a, b] = [await table(), await table()];
    for (const t of [a, b]) {
      for (const seat of t.seats) {
        const cards = cardsIn(seat.lastState().G);
        expect(cards.length).toBeGreaterThan(0);
        // No raw deck id: each is one of this match's aliases, and none is one of the other match's.
        for (const c of cards) {
          expect(c).toBeGreaterThanOrEqual(ALIAS_FLOOR);
          expect(t.aliases.real(c)).toBeDefined();
          expect((t === a ? b : a).aliases.real(c)).toBeUndefined();
        }
      }
    }
    // The same card (every id of the deck) has a different alias in each match.
    for (let id = 0; id < def.cards.length; id++) expect(a.aliases.alias(id)).not.toBe(b.aliases.alias(id));
  });

  it('a rejoin sees the same aliases (the same view as before)', async () => {
    const t = await table();
    const seat = t.seats[0]!;
    const before = seat.lastState().G;
    const again = await seat.sync();
    expect(again.state.G.zones).toEqual(before.zones);
    expect(Object.keys(again.state.G.faces).sort()).toEqual(Object.keys(before.faces).sort());
  });

  it("a move naming a card by its raw id or by another match's alias is refused with a reason; its own alias plays", async () => {
    const [t, other] = [await table(), await table()];
    const { seat, move, args } = cardMove(t);
    const stateID = seat.lastStateID();
    const raw = mapCardArgs(kinds, move, args, (c) => t.aliases.real(c))!;
    const foreign = mapCardArgs(kinds, move, raw, (id) => other.aliases.alias(id))!;
    for (const forged of [raw, foreign]) {
      const before = rejections(seat).length;
      seat.move(move, forged, stateID);
      await waitUntil(() => rejections(seat).length > before, 5000, 'the refusal');
      expect(rejections(seat).at(-1)).toMatchObject({ move, code: 'illegal', message: 'That card is not on this table; look again and retry.' });
    }
    // Nothing changed: the stored state is where it was.
    expect((await srv.storage.fetch(t.matchID, { state: true })).state!._stateID).toBe(stateID);
    // The legal tuple as the view gave it (aliases) is played, and the stored log holds the card's real id.
    seat.move(move, args, stateID);
    await waitUntil(() => seat.lastStateID() > stateID, 5000, 'the move to be applied');
    const { state } = await srv.storage.fetch(t.matchID, { state: true });
    const logged = (state!.G as { log: { move?: string; args?: unknown[] }[] }).log.find((e) => e.move === move);
    expect(logged?.args).toEqual(raw);
    // Syncing again (a reload), the seat is sent boardgame.io's action log with its move's cards aliased too.
    const synced = await seat.sync();
    const actions = (synced.log as { action: { type: string; payload: { type: string; args: unknown[] } } }[]).filter((e) => e.action.type === 'MAKE_MOVE');
    expect(actions.map((e) => e.action.payload.args)).toContainEqual(args);
  });
});
