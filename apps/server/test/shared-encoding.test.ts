/**
 * One encoding per distinct message: the sockets of a match that are sent the same thing for an update (spectators,
 * a seat's second tab) get it in one socket.io broadcast, encoded once; each still gets only what its seat may see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { startInProcess, ROOMY_LIMITS, type Running } from './helpers/in-process';
import { createMatch, joinAll } from './helpers/lobby';
import { SeatPool, type RawSeat } from './helpers/socket';
import { currentSeat, playOneMove } from './helpers/driver';
import { secretHand } from './fixtures/secret-hand';

const GAME = secretHand.name!;
let srv: Running;
const pool = new SeatPool(GAME);
beforeAll(async () => {
  srv = await startInProcess({ games: [secretHand as Game], limits: ROOMY_LIMITS });
});
afterAll(async () => {
  pool.closeAll();
  await srv?.close();
});

const updates = (s: RawSeat) => s.received.filter((m) => m.event === 'update');

describe('an update sent to several sockets', () => {
  it('is encoded once for the spectators and once for a seat open in two tabs, each seeing what its seat may', async () => {
    const matchID = await createMatch(srv.url, GAME, { numPlayers: 2 });
    const [a, b] = await joinAll(srv.url, GAME, matchID, 2);
    const sock = (playerID: string | null, credentials?: string) => pool.open(srv.url, matchID, playerID, credentials);
    const tabs = [sock(a!.playerID, a!.credentials), sock(a!.playerID, a!.credentials)];
    const other = sock(b!.playerID, b!.credentials);
    const watchers = [sock(null), sock(null), sock(null)];
    const all = [...tabs, other, ...watchers];
    for (const s of all) await s.sync();
    const shared = srv.server.transport.stats.sharedEncodings;
    await playOneMove(currentSeat([tabs[0]!, other]), all);
    expect(all.every((s) => updates(s).length === 1)).toBe(true);
    // Spectators: one encoding; the seat's two tabs: another; the other seat's own view goes to its one socket.
    expect(srv.server.transport.stats.sharedEncodings - shared).toBe(2);
    const state = (s: RawSeat) => updates(s)[0]!.args[1];
    for (const w of watchers) expect(state(w)).toEqual(state(watchers[0]!));
    expect(state(tabs[1]!)).toEqual(state(tabs[0]!));
    const hands = (s: RawSeat) => state(s).G.hands as Record<string, unknown>;
    expect(Array.isArray(hands(tabs[0]!)[a!.playerID])).toBe(true);
    expect(hands(tabs[0]!)[b!.playerID]).toEqual(expect.any(Number));
    expect(Array.isArray(hands(other)[b!.playerID])).toBe(true);
    expect(hands(other)[a!.playerID]).toEqual(expect.any(Number));
    for (const w of watchers) expect(Object.values(hands(w)).every((h) => typeof h === 'number')).toBe(true);
  });
});
