import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READY_TIMEOUT_MS, startServerProcess, type ServerProcess } from './helpers/process';
import { createDatabase, type ThrowawayPostgres } from './helpers/postgres';
import { startPostgresAndRedis } from './helpers/redis';
import { api, createMatch, joinAll } from './helpers/lobby';
import { RawSeat } from './helpers/socket';
import { currentSeat, fixtureName, playOneMove } from './helpers/driver';
import { io } from 'socket.io-client';

let pgServer: ThrowawayPostgres;
let redis: { url: string; stop(): Promise<void> };
let env: Record<string, string>;
const procs: ServerProcess[] = [];

beforeAll(async () => {
  [pgServer, redis] = await startPostgresAndRedis();
  env = { DATABASE_URL: await createDatabase(pgServer.url, 'scaleout'), REDIS_URL: redis.url };
});
afterAll(async () => {
  for (const p of procs) await p.kill('SIGKILL');
  await redis?.stop();
  await pgServer?.stop();
});

// Each test starts real server processes: allow each its ready time (READY_TIMEOUT_MS) and the play after it.
describe('two server processes sharing PostgreSQL and Redis', { timeout: 3 * READY_TIMEOUT_MS }, () => {
  it('seats one player on each process, survives losing one process mid-match, and finishes', async () => {
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    procs.push(a, b);
    // Created through A, visible through B: the storage is shared.
    const matchID = await createMatch(a.url, fixtureName, { numPlayers: 2, setupData: { target: 12 } });
    expect((await api(b.url, 'GET', `/games/${fixtureName}/${matchID}`)).status).toBe(200);
    const [c0, c1] = await joinAll(b.url, fixtureName, matchID, 2);
    const p0 = new RawSeat(a.url, fixtureName, matchID, c0!.playerID, c0!.credentials);
    const p1 = new RawSeat(b.url, fixtureName, matchID, c1!.playerID, c1!.credentials);
    await p0.sync();
    await p1.sync();
    let seats = [p0, p1];

    // Moves made on either process reach the player on the other one (Redis pub/sub).
    for (let i = 0; i < 6; i++) await playOneMove(currentSeat(seats), seats);
    expect(p0.lastStateID()).toBe(p1.lastStateID());

    // Process A dies; its player reconnects to B and the match goes on.
    await a.kill('SIGKILL');
    p0.close();
    const p0again = new RawSeat(b.url, fixtureName, matchID, c0!.playerID, c0!.credentials);
    await p0again.sync();
    expect(p0again.lastStateID()).toBe(p1.lastStateID());
    seats = [p0again, p1];
    for (let guard = 0; guard < 200 && !p1.lastState().ctx.gameover; guard++) await playOneMove(currentSeat(seats), seats);
    expect(p1.lastState().ctx.gameover).toBeDefined();
    expect(p0again.lastState().ctx.gameover).toEqual(p1.lastState().ctx.gameover);
    for (const s of seats) s.close();
  });

  it('a move sent to both processes at once is applied once (compare-and-set across processes)', async () => {
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    procs.push(a, b);
    const matchID = await createMatch(a.url, fixtureName, { numPlayers: 2 });
    const [c0, c1] = await joinAll(a.url, fixtureName, matchID, 2);
    const onA = new RawSeat(a.url, fixtureName, matchID, '0', c0!.credentials);
    const onB = new RawSeat(b.url, fixtureName, matchID, '0', c0!.credentials);
    const watcher = new RawSeat(b.url, fixtureName, matchID, '1', c1!.credentials);
    for (const s of [onA, onB, watcher]) await s.sync();
    const state = onA.lastState();
    const hand = state.G.hands['0'] as number[];
    onA.move('play', [hand[0]], state._stateID);
    onB.move('play', [hand[1]], state._stateID);
    await new Promise((r) => setTimeout(r, 1500));
    expect(watcher.lastStateID()).toBe(state._stateID + 1);
    expect(watcher.received.filter((m) => m.event === 'update')).toHaveLength(1);
    expect(watcher.lastState().G.discard).toHaveLength(1);
    for (const s of [onA, onB, watcher]) s.close();
  });

  it('offers websocket transport only (no long-polling sessions to pin to a process)', async () => {
    const p = procs.find((x) => x.proc.exitCode === null && x.proc.signalCode === null)!;
    const res = await fetch(`${p.url}/socket.io/?EIO=4&transport=polling`);
    expect(res.status).toBe(400);
    const polling = io(`${p.url}/${fixtureName}`, { transports: ['polling'], reconnection: false });
    const err = await new Promise((resolve) => polling.once('connect_error', resolve));
    expect(err).toBeTruthy();
    polling.close();
  });
});
