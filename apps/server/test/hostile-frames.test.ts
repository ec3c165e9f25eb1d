/**
 * Hostile raw socket frames and forged proxy headers (hardening, second round, findings 3 and 4): loopback only,
 * every flood bounded in count and every wait in time, production limits unless a test tightens one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { io, type Socket } from 'socket.io-client';
import { startInProcess, type Running } from './helpers/in-process';
import { api, createMatch, joinAll } from './helpers/lobby';
import { RawSeat } from './helpers/socket';
import { waitUntil } from './helpers/net';
import { currentSeat, playOneMove } from './helpers/driver';
import { secretHand } from './fixtures/secret-hand';
import { DEFAULT_LIMITS } from '../src/limits';

const GAME = secretHand.name!;
const opened: Socket[] = [];
const seats: RawSeat[] = [];

/** A raw socket.io client that records how its connection ended. */
function raw(url: string): { socket: Socket; ended: () => string | undefined; refused: () => boolean } {
  const socket = io(`${url}/${GAME}`, { transports: ['websocket'], reconnection: false, forceNew: true });
  opened.push(socket);
  let reason: string | undefined;
  let refused = false;
  socket.on('disconnect', (r) => (reason = r));
  socket.on('connect_error', () => (refused = true));
  return { socket, ended: () => reason, refused: () => refused };
}
const connected = (s: Socket) => waitUntil(() => s.connected, 5000, 'connect');

/** An array nested `depth` deep, as the attacker sent it. */
function nested(depth: number): unknown {
  let v: unknown = 0;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

let srv: Running;
beforeAll(async () => {
  srv = await startInProcess({ games: [secretHand as Game], limits: { ...DEFAULT_LIMITS, connectionsPerAddress: 6 } });
});
afterAll(async () => {
  for (const s of opened) s.disconnect();
  for (const s of seats) s.close();
  await srv?.close();
});

describe('raw frames are bounded before they are parsed (finding 3)', () => {
  it('a 60 kB frame cuts its connection', async () => {
    const a = raw(srv.url);
    await connected(a.socket);
    a.socket.emit('update', 'x'.repeat(60_000));
    await waitUntil(() => a.ended(), 5000, 'the connection to be cut');
  });

  it('a frame nested 3,000 deep (small enough to pass the byte cap) is not parsed: its connection is cut', async () => {
    const a = raw(srv.url);
    await connected(a.socket);
    const cut = srv.server.transport.stats.cut;
    a.socket.emit('update', nested(3000));
    await waitUntil(() => a.ended(), 5000, 'the connection to be cut');
    expect(srv.server.transport.stats.cut).toBe(cut + 1);
  });

  it('a connection sending frames faster than its budget is cut, not merely refused', async () => {
    const a = raw(srv.url);
    await connected(a.socket);
    const { points, burst } = DEFAULT_LIMITS.connectionFrames;
    for (let i = 0; i < (points + burst) * 2; i++) a.socket.emit('chat', 'm', { id: String(i), sender: '0', payload: 'hi' });
    await waitUntil(() => a.ended(), 5000, 'the connection to be cut');
  });

  it('a connection sending more bytes than its budget is cut', async () => {
    const a = raw(srv.url);
    await connected(a.socket);
    const { points, burst } = DEFAULT_LIMITS.connectionBytes;
    const frame = 'y'.repeat(DEFAULT_LIMITS.maxFrameBytes - 100);
    // Under the frame budget, over the byte budget.
    for (let i = 0; i < Math.ceil((points + burst) / frame.length) + 2; i++) a.socket.emit('chat', 'm', frame);
    await waitUntil(() => a.ended(), 5000, 'the connection to be cut');
  });

  it('connections per address are capped; one closing makes room', async () => {
    const cap = srv.server.transport.stats.turnedAway;
    const held = [] as ReturnType<typeof raw>[];
    for (let i = 0; i < 6; i++) {
      const c = raw(srv.url);
      await connected(c.socket);
      held.push(c);
    }
    const extra = raw(srv.url);
    await waitUntil(() => extra.refused(), 5000, 'the seventh connection to be refused');
    expect(srv.server.transport.stats.turnedAway).toBe(cap + 1);
    held[0]!.socket.disconnect();
    await waitUntil(async () => {
      const again = raw(srv.url);
      await waitUntil(() => again.socket.connected || again.refused(), 5000, 'an answer');
      return again.socket.connected;
    }, 5000, 'room for one more');
    for (const c of held) c.socket.disconnect();
  });

  it('honest play goes on beside an attacker whose deep frames are cut', async () => {
    const matchID = await createMatch(srv.url, GAME, { numPlayers: 2 });
    const joined = await joinAll(srv.url, GAME, matchID, 2);
    const honest = joined.map((j) => new RawSeat(srv.url, GAME, matchID, j.playerID, j.credentials));
    seats.push(...honest);
    for (const s of honest) await s.sync();
    for (let round = 0; round < 3; round++) {
      const a = raw(srv.url);
      await connected(a.socket);
      for (let i = 0; i < 5; i++) a.socket.emit('update', nested(3000));
      await waitUntil(() => a.ended(), 5000, 'the attacker to be cut');
      await playOneMove(currentSeat(honest), honest);
    }
    for (const s of honest) s.close();
  });
});

describe('X-Forwarded-For behind a trusted proxy (finding 4)', () => {
  let proxied: Running;
  beforeAll(async () => {
    proxied = await startInProcess({ games: [secretHand as Game], limits: { ...DEFAULT_LIMITS, trustProxy: 1 } });
  });
  afterAll(async () => proxied?.close());

  it('a client writing its own left-most entry is still counted by the address the proxy appended', async () => {
    const { points, burst } = DEFAULT_LIMITS.creates;
    const statuses: number[] = [];
    for (let i = 0; i < points + burst + 10; i++) {
      // What a proxy forwards when the client sent "X-Forwarded-For: 10.9.<i>": its own entry appended on the right.
      const r = await api(proxied.url, 'POST', `/games/${GAME}/create`, { numPlayers: 2 }, { 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}, 203.0.113.7` });
      statuses.push(r.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    // Another client behind the same proxy has its own budget.
    expect((await api(proxied.url, 'POST', `/games/${GAME}/create`, { numPlayers: 2 }, { 'x-forwarded-for': '198.51.100.4' })).status).toBe(200);
  });
});
