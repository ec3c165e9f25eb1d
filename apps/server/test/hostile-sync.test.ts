/**
 * Hostile clients against syncs and the lobby (hardening issue, finding 2): loopback only, every flood bounded in
 * count and every wait in time. The server runs with its production limits (DEFAULT_LIMITS) unless a test says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { startInProcess, type Running } from './helpers/in-process';
import { api, createMatch, joinAll } from './helpers/lobby';
import { RawSeat } from './helpers/socket';
import { sleep, waitUntil } from './helpers/net';
import { currentSeat, playOneMove } from './helpers/driver';
import { secretHand } from './fixtures/secret-hand';
import { DEFAULT_LIMITS } from '../src/limits';
import { REFUSED_EVENT } from '../src/transport/socket-transport';

const GAME = secretHand.name!;
const open: RawSeat[] = [];
const seat = (srv: Running, matchID: string, playerID: string | null, credentials?: string) => {
  const s = new RawSeat(srv.url, GAME, matchID, playerID, credentials);
  open.push(s);
  return s;
};
const refusals = (s: RawSeat) => s.received.filter((m) => m.event === REFUSED_EVENT).map((m) => m.args[0]);

/** A two-seat match with both seats synced over raw sockets. */
async function honestMatch(srv: Running) {
  const matchID = await createMatch(srv.url, GAME, { numPlayers: 2 });
  const joined = await joinAll(srv.url, GAME, matchID, 2);
  const seats = joined.map((j) => seat(srv, matchID, j.playerID, j.credentials));
  for (const s of seats) await s.sync();
  return { matchID, seats };
}

let srv: Running;
beforeAll(async () => {
  srv = await startInProcess({
    games: [secretHand as Game],
    limits: { ...DEFAULT_LIMITS, spectatorsPerMatch: 5, concurrentSyncsPerMatch: 2 },
  });
});
afterAll(async () => {
  for (const s of open) s.close();
  await srv?.close();
});

describe('sync amplification (finding 2)', () => {
  // 300, within the connection's frame budget (limits.ts connectionFrames): past it the connection is cut instead
  // (hostile-frames.test.ts).
  it('300 spectator syncs sent at once from one socket: a handful are served, one view is built, play goes on', async () => {
    const { matchID, seats } = await honestMatch(srv);
    const builds = srv.server.transport.stats.syncBuilds;
    const attacker = await seat(srv, matchID, null).connect();
    for (let i = 0; i < 300; i++) attacker.emitRaw('sync', matchID, null, undefined, 2);
    await waitUntil(() => srv.server.transport.stats.refused >= 250, 10_000, 'the flood to be refused');
    await waitUntil(() => attacker.received.some((m) => m.event === 'sync'), 5000, 'the first syncs to be served');
    await sleep(200);
    const served = attacker.received.filter((m) => m.event === 'sync').length;
    // The socket's bucket (burst included) lets through at most a few dozen events; its sync bucket far fewer.
    expect(served).toBeLessThanOrEqual(DEFAULT_LIMITS.syncs.points * 2 + DEFAULT_LIMITS.syncs.burst);
    expect(served).toBeGreaterThan(0);
    // Every served sync was for the same state: one view built for the spectator seat, shared by the rest.
    expect(srv.server.transport.stats.syncBuilds - builds).toBe(1);
    // Refusals say why, and are themselves throttled (one a second), so they cannot be amplified either.
    // The first bound the flood meets says so: the match's eight syncs at once, or the socket's sync bucket (eleven).
    expect(refusals(attacker)[0]).toMatchObject({ event: 'sync', reason: expect.stringMatching(/^(rate limited|match busy, retry shortly)$/) });
    expect(refusals(attacker).length).toBeLessThanOrEqual(3);
    // The honest seats were never disconnected and still play.
    await playOneMove(currentSeat(seats), seats);
    expect(seats.every((s) => s.socket.connected)).toBe(true);
  });

  it('watchers of one state share one filtered view: 5 spectators and 2 seats syncing cost one build per seat', async () => {
    const { matchID, seats } = await honestMatch(srv);
    const builds = srv.server.transport.stats.syncBuilds;
    const watchers = [0, 1, 2, 3, 4].map(() => seat(srv, matchID, null));
    for (const w of watchers) await w.sync();
    for (const s of seats) await s.sync();
    // The two seats built theirs in honestMatch; a re-sync at the same state is served from the cache.
    expect(srv.server.transport.stats.syncBuilds - builds).toBe(1);
    const views = watchers.map((w) => JSON.stringify(w.lastState()));
    expect(new Set(views).size).toBe(1);
  });

  it('spectators past the cap are refused with a reason; seats still sync', async () => {
    const { matchID, seats } = await honestMatch(srv);
    const watchers = [0, 1, 2, 3, 4].map(() => seat(srv, matchID, null));
    for (const w of watchers) await w.sync();
    const late = await seat(srv, matchID, null).connect();
    late.emitRaw('sync', matchID, null, undefined, 2);
    await waitUntil(() => refusals(late).length > 0, 5000, 'the sixth spectator to be refused');
    expect(refusals(late)[0]).toMatchObject({ event: 'sync', reason: 'too many spectators in this match' });
    expect(late.received.some((m) => m.event === 'sync')).toBe(false);
    // A watcher leaving frees a place.
    watchers[0]!.close();
    await waitUntil(() => srv.server.transport.socketsOf(matchID) === seats.length + 4, 5000, 'the watcher to leave');
    await late.sync();
    await seats[0]!.sync();
  });

  it('concurrent syncs for one match are bounded: the excess is told to retry, nothing is queued', async () => {
    const { matchID, seats } = await honestMatch(srv);
    // A move first: a sync to a match nobody has moved in reads nothing from the database (sync-reads.test.ts).
    await playOneMove(currentSeat(seats), seats);
    // Slow storage for this match, so that the syncs below overlap for certain.
    const storage = srv.storage as { fetch: (id: string, opts: object) => Promise<any> };
    const fetch = storage.fetch.bind(srv.storage);
    storage.fetch = async (id, opts) => {
      if (id === matchID) await sleep(300);
      return fetch(id, opts);
    };
    try {
      const crowd = await Promise.all(Array.from({ length: 4 }, () => seat(srv, matchID, null).connect()));
      for (const c of crowd) c.emitRaw('sync', matchID, null, undefined, 2);
      await waitUntil(() => crowd.every((c) => c.received.some((m) => m.event === 'sync' || m.event === REFUSED_EVENT)), 5000, 'every sync answered');
      const busy = crowd.filter((c) => refusals(c).some((r) => r.reason === 'match busy, retry shortly'));
      const served = crowd.filter((c) => c.received.some((m) => m.event === 'sync'));
      expect(served.length).toBe(2);
      expect(busy.length).toBe(2);
      // Told to retry, they are served once the others are done.
      for (const c of busy) await c.sync();
    } finally {
      storage.fetch = fetch;
    }
  });
});

describe('lobby floods (finding 2)', () => {
  it('one address sending 300 requests gets 429s with a reason and Retry-After; the server keeps serving', async () => {
    // Sent in concurrent batches, so that even a slow machine sends faster than the bucket refills.
    const statuses: number[] = [];
    let limited: { status: number; body: { error?: string; retryAfterMs?: number } } | undefined;
    for (let batch = 0; batch < 3 && !limited; batch++) {
      const replies = await Promise.all(Array.from({ length: 100 }, () => api(srv.url, 'GET', `/games/${GAME}`)));
      statuses.push(...replies.map((r) => r.status));
      limited = replies.find((r) => r.status === 429);
    }
    expect(limited?.body.error).toMatch(/too many requests; retry in \d+ s/);
    expect(limited?.body.retryAfterMs).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(DEFAULT_LIMITS.httpRequests.burst);
    // The bucket's one-second window may turn between the batches and this check (listing is fast now: one bounded
    // query), handing out a few fresh tokens: keep asking until refused, as a flooder would.
    let raw = await fetch(`${srv.url}/games/${GAME}`);
    for (let i = 0; i < 60 && raw.status !== 429; i++) {
      await raw.text();
      raw = await fetch(`${srv.url}/games/${GAME}`);
    }
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    await raw.text();
    // The health check and the web client are not lobby routes: still answered.
    expect((await api(srv.url, 'GET', '/health')).status).toBe(200);
    await sleep(DEFAULT_LIMITS.httpRequests.seconds * 1000 + 100);
    expect((await api(srv.url, 'GET', `/games/${GAME}`)).status).toBe(200);
  });
});
