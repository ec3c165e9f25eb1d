/**
 * Clients sharing an address with honest players, and the HTTP limiter's routes (hardening, second round, findings
 * 6 and 7): loopback only (every client here is 127.0.0.1, as a classroom behind one NAT is one address), bounded
 * counts and times, production limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { startInProcess, type Running } from './helpers/in-process';
import { api, createMatch, joinAll } from './helpers/lobby';
import { RawSeat } from './helpers/socket';
import { sleep } from './helpers/net';
import { currentSeat, playOneMove } from './helpers/driver';
import { secretHand } from './fixtures/secret-hand';
import { DEFAULT_LIMITS } from '../src/limits';
import { REFUSED_EVENT } from '../src/transport/socket-transport';

const GAME = secretHand.name!;
const open: RawSeat[] = [];
let srv: Running;
beforeAll(async () => {
  srv = await startInProcess({ games: [secretHand as Game], limits: DEFAULT_LIMITS });
});
afterAll(async () => {
  for (const s of open) s.close();
  await srv?.close();
});

describe('a flood from the address of an honest player (finding 7)', () => {
  it("12 sockets flooding from a seated player's address: the player's 10 moves all land, none refused", async () => {
    const matchID = await createMatch(srv.url, GAME, { numPlayers: 2 });
    const joined = await joinAll(srv.url, GAME, matchID, 2);
    const honest = joined.map((j) => new RawSeat(srv.url, GAME, matchID, j.playerID, j.credentials));
    open.push(...honest);
    for (const s of honest) await s.sync();
    const attackers = await Promise.all(Array.from({ length: 12 }, () => new RawSeat(srv.url, GAME, matchID, null).connect()));
    open.push(...attackers);
    // Each attacker sends 25 events a second (past its own socket's 20, under the 50 that would cut it): 300 a
    // second from the address, three times the address's rate, for as long as the honest player plays.
    let flooding = true;
    const flood = (async () => {
      while (flooding) {
        for (const a of attackers) for (let i = 0; i < 5; i++) a.emitRaw('chat', matchID, { id: 'x', sender: '0', payload: 'spam' });
        await sleep(200);
      }
    })();
    await sleep(2500); // the address's reserve is spent by now
    const started = honest[0]!.lastStateID();
    try {
      for (let i = 0; i < 10; i++) await playOneMove(currentSeat(honest), honest, 4000);
    } finally {
      flooding = false;
      await flood;
    }
    expect(honest[0]!.lastStateID()).toBeGreaterThanOrEqual(started + 10);
    for (const s of honest) expect(s.received.filter((m) => m.event === REFUSED_EVENT)).toEqual([]);
    // The flood itself was refused.
    expect(attackers.some((a) => a.received.some((m) => m.event === REFUSED_EVENT))).toBe(true);
  });
});

describe('IPv6 clients are counted per /64 (finding 7)', () => {
  let proxied: Running;
  beforeAll(async () => {
    proxied = await startInProcess({ games: [secretHand as Game], limits: { ...DEFAULT_LIMITS, trustProxy: 1 } });
  });
  afterAll(async () => proxied?.close());

  it('a client rotating through the addresses of its /64 shares one create budget', async () => {
    const { points, burst } = DEFAULT_LIMITS.creates;
    const statuses: number[] = [];
    for (let i = 1; i <= points + burst + 10; i++) {
      const r = await api(proxied.url, 'POST', `/games/${GAME}/create`, { numPlayers: 2 }, { 'x-forwarded-for': `2001:db8:7:7::${i.toString(16)}` });
      statuses.push(r.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    expect((await api(proxied.url, 'POST', `/games/${GAME}/create`, { numPlayers: 2 }, { 'x-forwarded-for': '2001:db8:7:8::1' })).status).toBe(200);
  });
});

describe('the HTTP limiter meters the routes the router answers (finding 6)', () => {
  // Five requests a minute, so that the count does not depend on how fast this machine answers.
  const tight = { ...DEFAULT_LIMITS, httpRequests: { points: 5, seconds: 60, burst: 0, burstSeconds: 1 } };

  it.each([['/GAMES'], ['/Games/secret-hand'], ['/GAMES/SECRET-HAND/']])('%s is metered like /games', async (path) => {
    const own = await startInProcess({ games: [secretHand as Game], limits: tight });
    try {
      const statuses = await Promise.all(Array.from({ length: 30 }, () => api(own.url, 'GET', path).then((r) => r.status)));
      expect(statuses.filter((s) => s === 429).length).toBe(25);
    } finally {
      await own.close();
    }
  });

  it('metadata writes through an upper-case path are metered', async () => {
    const own = await startInProcess({ games: [secretHand as Game], limits: tight });
    try {
      const matchID = await createMatch(own.url, GAME, { numPlayers: 2 });
      const [seat] = await joinAll(own.url, GAME, matchID, 1);
      const body = { playerID: seat!.playerID, credentials: seat!.credentials, newName: 'Eve' };
      // Create and join spent two of the five.
      const statuses = await Promise.all(Array.from({ length: 30 }, () => api(own.url, 'POST', `/GAMES/${GAME.toUpperCase()}/${matchID}/UPDATE`, body).then((r) => r.status)));
      expect(statuses.filter((s) => s === 429).length).toBe(27);
    } finally {
      await own.close();
    }
  });
});
