/**
 * The operator's basics: Prometheus metrics at /metrics, readiness at /ready (storage and Redis reachable, not
 * shutting down), and a graceful shutdown that finishes the move in flight and closes sockets gradually, each told
 * to reconnect, in a way socket.io clients reconnect from by themselves.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { startInProcess, type Running } from './helpers/in-process';
import { api, createMatch, joinAll } from './helpers/lobby';
import { sleep, waitUntil } from './helpers/net';
import { RawSeat } from './helpers/socket';
import { startRedis } from './helpers/redis';
import { currentSeat, fixtureName, playOneMove } from './helpers/driver';
import { secretHand } from './fixtures/secret-hand';
import { testGames } from './helpers/games';
import { RedisPubSub } from '../src/transport/pubsub';
import { RECONNECT_EVENT } from '../src/transport/socket-transport';

/** One sample of a metric from the Prometheus text (labels as written, e.g. `{reason="not-your-turn"}`). */
function sample(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

async function seated(srv: Running) {
  const matchID = await createMatch(srv.url, fixtureName, { numPlayers: 2 });
  const seats = (await joinAll(srv.url, fixtureName, matchID, 2)).map((j) => new RawSeat(srv.url, fixtureName, matchID, j.playerID, j.credentials));
  for (const s of seats) await s.sync();
  return { matchID, seats };
}

describe('GET /metrics', () => {
  let srv: Running;
  beforeAll(async () => {
    // Bag, a compiled game, for the search bot (the fixture's bots play without a search).
    const bag = (await testGames()).map((g) => g.game).filter((g) => g.name === 'bag');
    srv = await startInProcess({ games: [secretHand as Game, ...(bag as Game[])] });
  });
  afterAll(async () => srv?.close());

  it('counts moves, their latency, refusals by reason, storage commits, live matches, sockets and the heap', async () => {
    const { seats } = await seated(srv);
    for (let i = 0; i < 3; i++) await playOneMove(currentSeat(seats), seats);
    // A move out of turn: refused with the stable code as its label.
    const idle = seats.find((s) => s !== currentSeat(seats))!;
    idle.move('draw', [], idle.lastStateID());
    await waitUntil(() => idle.received.some((m) => m.event.includes('rejected')), 5000, 'the refusal');

    const res = await fetch(`${srv.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(sample(text, 'deckhand_moves_total')).toBe(3);
    expect(sample(text, 'deckhand_move_duration_seconds_count{result="applied"}')).toBe(3);
    expect(sample(text, 'deckhand_rejected_events_total{reason="not-your-turn"}')).toBe(1);
    expect(sample(text, 'deckhand_storage_commit_seconds_count')).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'deckhand_live_matches')).toBe(1);
    expect(sample(text, 'deckhand_sockets')).toBe(2);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE deckhand_bot_decision_seconds histogram');
    for (const s of seats) s.close();
  });

  it('times bot decisions', async () => {
    const matchID = await createMatch(srv.url, 'bag', { numPlayers: 2, bots: 2, botLevels: ['easy', 'easy'] });
    const watcher = new RawSeat(srv.url, 'bag', matchID, null);
    await watcher.sync();
    await waitUntil(() => watcher.lastStateID() >= 4, 10_000, 'bots to move');
    watcher.close();
    const text = await (await fetch(`${srv.url}/metrics`)).text();
    expect(sample(text, 'deckhand_bot_decision_seconds_count')).toBeGreaterThanOrEqual(4);
  });
});

describe('GET /ready', () => {
  it('is 200 while storage and Redis answer, 503 naming Redis while it is down, 200 again once it is back', async () => {
    const redis = await startRedis();
    const port = new URL(redis.url).port;
    const pubSub = new RedisPubSub(redis.url);
    const srv = await startInProcess({ games: [secretHand as Game], pubSub });
    let again: ChildProcess | undefined;
    try {
      // Ready once both Redis connections are up (they connect as the server starts).
      const up = await waitUntil(async () => {
        const r = await api(srv.url, 'GET', '/ready');
        return r.status === 200 ? r : undefined;
      }, 10_000, '/ready');
      expect(up).toEqual({ status: 200, body: { status: 'ready', checks: { storage: 'ok', pubsub: 'ok' } } });
      expect((await api(srv.url, 'GET', '/health')).status).toBe(200);

      await redis.stop();
      const down = await waitUntil(async () => {
        const r = await api(srv.url, 'GET', '/ready');
        return r.status === 503 ? r : undefined;
      }, 10_000, '/ready to fail');
      expect(down.body.status).toBe('unavailable');
      expect(down.body.checks.storage).toBe('ok');
      expect(down.body.checks.pubsub).toMatch(/redis|answer/);

      again = spawn('redis-server', ['--port', port, '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      await waitUntil(async () => (await api(srv.url, 'GET', '/ready')).status === 200, 20_000, '/ready after Redis is back');
    } finally {
      await srv.close();
      if (again && again.exitCode === null) {
        const exited = new Promise((r) => again!.once('exit', r));
        again.kill('SIGTERM');
        await exited;
      }
      await redis.stop();
    }
  }, 60_000);
});

describe('shutdown', () => {
  it('answers the move in flight, then closes the sockets one by one over the drain window, each told to reconnect', async () => {
    const srv = await startInProcess({ games: [secretHand as Game], shutdownDrainMs: 800 });
    const { matchID, seats } = await seated(srv);
    const watchers = await Promise.all([0, 1, 2].map(async () => {
      const w = new RawSeat(srv.url, fixtureName, matchID, null);
      await w.sync();
      return w;
    }));
    const all = [...seats, ...watchers];
    const closedAt = new Map<RawSeat, { at: number; reason: string }>();
    for (const s of all) s.socket.on('disconnect', (reason) => closedAt.set(s, { at: performance.now(), reason }));

    // The storage holds the move's commit for a while, so that it is surely in flight when the shutdown begins.
    const live = srv.storage as unknown as { commitMove: (...args: unknown[]) => Promise<unknown> };
    const commit = live.commitMove.bind(live);
    let committing = false;
    live.commitMove = async (...args) => {
      committing = true;
      await sleep(300);
      return commit(...args);
    };
    const mover = currentSeat(seats);
    const before = mover.lastStateID();
    const G = mover.lastState().G;
    const hand = G.hands[mover.playerID!] as number[];
    if (hand.length > 0) mover.move('play', [Math.min(...hand)], before);
    else mover.move('draw', [], before);
    await waitUntil(() => committing, 5000, 'the move to reach storage');
    await srv.server.close();
    await waitUntil(() => closedAt.size === all.length, 5000, 'every client to see its connection close');

    // The move in flight was stored and announced (announcements follow the commit) before its socket went.
    expect(mover.lastStateID()).toBe(before + 1);
    for (const s of all) {
      expect(s.received.some((m) => m.event === RECONNECT_EVENT)).toBe(true);
      // A transport close, which socket.io clients reconnect from (a server-side disconnect they would not).
      expect(closedAt.get(s)?.reason).toBe('transport close');
    }
    const times = [...closedAt.values()].map((c) => c.at);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(400);
    await srv.close().catch(() => undefined);
  });
});
