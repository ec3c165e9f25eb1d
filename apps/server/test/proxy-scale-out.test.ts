/**
 * The hosting topology of docs/scale-out.md, as processes on loopback: PostgreSQL 15, Redis, three server processes
 * and HAProxy with the shipped deploy/haproxy.cfg. A match is played through the proxy while one process is killed,
 * Redis goes away for seconds and PostgreSQL restarts; every process that was not killed must still be running, every
 * move must be answered and every seat must reach the end of the match by itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOVE_REJECTED_EVENT } from '@deckhand/dsl';
import { READY_TIMEOUT_MS, startServerProcess, type ServerProcess } from './helpers/process';
import { createDatabase, startPostgres, type ThrowawayPostgres } from './helpers/postgres';
import { startRedis, type ThrowawayRedis } from './helpers/redis';
import { startHaproxy, type RunningProxy } from './helpers/haproxy';
import { api, createMatch, joinAll } from './helpers/lobby';
import { RawSeat } from './helpers/socket';
import { fixtureName } from './helpers/driver';
import { sleep, waitUntil } from './helpers/net';
import { REFUSED_EVENT } from '../src/transport/socket-transport';

let pg: ThrowawayPostgres | undefined;
let redis: ThrowawayRedis | undefined;
let proxy: RunningProxy | undefined;
const procs: ServerProcess[] = [];
const seats: RawSeat[] = [];

beforeAll(async () => {
  [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
  const env = {
    DATABASE_URL: await createDatabase(pg.url, 'proxied'),
    REDIS_URL: redis.url,
    // A killed process is found dead within ~1.5 s, and its seats' grace period is a second: the test stays short.
    HEARTBEAT_MS: '500',
    SEAT_GRACE_SECONDS: '1',
    TRUST_PROXY: '1',
  };
  // One after another: three compilations at once would starve each other on a small machine.
  for (let i = 0; i < 3; i++) procs.push(await startServerProcess(env));
  proxy = await startHaproxy(procs.map((p) => p.port));
}, 4 * READY_TIMEOUT_MS);

afterAll(async () => {
  for (const s of seats) s.close();
  await proxy?.stop();
  for (const p of procs) await p.kill('SIGKILL');
  await redis?.stop();
  await pg?.stop();
});

const alive = () => procs.filter((p) => p.proc.exitCode === null && p.proc.signalCode === null);

/** The process the proxy sends a match's requests to (the shipped config names it in a response header). */
async function holderOf(matchID: string): Promise<ServerProcess> {
  // A kept-alive connection the proxy closed when a server went down fails once: the request is made again.
  const res = await waitUntil(() => fetch(`${proxy!.url}/health?match=${matchID}`).catch(() => undefined), 5000, 'the proxy to answer');
  const name = res.headers.get('x-deckhand-server');
  const index = Number(name?.replace(/^s/, '')) - 1;
  if (!procs[index]) throw new Error(`unexpected server header ${name}`);
  return procs[index]!;
}

function seat(url: string, matchID: string, cred: { playerID: string; credentials: string }): RawSeat {
  const s = new RawSeat(url, fixtureName, matchID, cred.playerID, cred.credentials);
  seats.push(s);
  return s;
}

/** Moves of the log as (seat, move, args), in order. */
const movesOf = (log: any[]) =>
  log.filter((e) => e.action?.type === 'MAKE_MOVE').map((e) => ({ seat: e.action.payload.playerID, move: e.action.payload.type, args: e.action.payload.args }));

/** The fixture's move for a seat, from its own view: its lowest card, or a draw. */
function choose(s: RawSeat): ReturnType<typeof movesOf>[number] {
  const hand = s.lastState().G.hands[s.playerID!] as number[];
  return hand.length > 0 ? { seat: s.playerID!, move: 'play', args: [Math.min(...hand)] } : { seat: s.playerID!, move: 'draw', args: [] };
}

/**
 * Makes the fixture's move for `s` (lowest card, or draw) and waits for its answer: the new state, or a refusal
 * with a reason. Nothing else counts: a move left unanswered fails the test.
 */
async function moveAndAnswer(s: RawSeat, timeoutMs = 15_000): Promise<{ applied: boolean; reason?: string; move: ReturnType<typeof movesOf>[number] }> {
  const state = s.lastState();
  const move = choose(s);
  const before = s.received.length;
  s.move(move.move, move.args, state._stateID);
  const answer = await waitUntil(
    () => {
      if (s.lastStateID() > state._stateID) return { applied: true };
      const refused = s.received.slice(before).find((m) => m.event === MOVE_REJECTED_EVENT || m.event === REFUSED_EVENT);
      return refused ? { applied: false, reason: String(refused.args[0]?.reason ?? refused.args[0]?.message ?? 'refused') } : undefined;
    },
    timeoutMs,
    `an answer to ${move.move} at state ${state._stateID}`,
  );
  return { ...answer, move };
}

/**
 * Plays the match to its end from the humans' seats, each deciding from its own view (bots play the other seats):
 * waits until every seat holds the same state, then the current seat moves. `during` runs once, after `after` moves.
 */
async function playToEnd(humans: RawSeat[], opts: { after?: number; during?: () => Promise<void>; acked?: ReturnType<typeof movesOf> } = {}): Promise<void> {
  let outage: Promise<void> | undefined;
  for (let moves = 0; moves < 400; moves++) {
    // Every seat catches up by itself (updates, or a re-sync after a lost one): no reload, no reconnect here.
    const target = Math.max(...humans.map((h) => h.lastStateID()));
    await waitUntil(() => humans.every((h) => h.lastStateID() >= target), 20_000, `every seat at state ${target}`);
    const state = humans.find((h) => h.lastStateID() === Math.max(...humans.map((x) => x.lastStateID())))!.lastState();
    if (state.ctx.gameover) break;
    if (moves === opts.after && opts.during) {
      outage = opts.during();
      outage.catch(() => undefined); // its failure is reported where it is awaited, below
    }
    const mover = humans.find((h) => h.playerID === state.ctx.currentPlayer);
    if (!mover) {
      // A bot's (or an away player's stand-in's) turn: it must come by itself.
      await waitUntil(() => humans.every((h) => h.lastStateID() > state._stateID), 20_000, `a bot's move after state ${state._stateID}`);
      continue;
    }
    const answer = await moveAndAnswer(mover);
    if (answer.applied) opts.acked?.push(answer.move);
    else await sleep(250); // refused with a reason (storage restarting): the player tries again
  }
  await outage;
  expect(humans[0]!.lastState().ctx.gameover).toBeDefined();
}

describe('three server processes behind HAProxy (deploy/haproxy.cfg)', { timeout: 180_000 }, () => {
  it('keeps a match on one process, survives its SIGKILL with no acknowledged move lost, and a player who never returns goes away', async () => {
    const matchID = await createMatch(proxy!.url, fixtureName, { numPlayers: 2, setupData: { target: 10 } });
    const creds = await joinAll(proxy!.url, fixtureName, matchID, 2);
    const holder = await holderOf(matchID);
    // The match id in the connection URL keeps the match's requests on one process.
    for (let i = 0; i < 3; i++) expect(await holderOf(matchID)).toBe(holder);
    const [p0, p1] = [seat(proxy!.url, matchID, creds[0]!), seat(proxy!.url, matchID, creds[1]!)];
    await p0.sync();
    await p1.sync();
    const acked: ReturnType<typeof movesOf> = [];
    for (let i = 0; i < 4; i++) {
      const state = p0.lastState();
      const mover = [p0, p1].find((s) => s.playerID === state.ctx.currentPlayer)!;
      const answer = await moveAndAnswer(mover);
      expect(answer.applied).toBe(true);
      acked.push(answer.move);
      await waitUntil(() => p0.lastStateID() === p1.lastStateID(), 5000, 'both seats at the same state');
    }

    // A move in flight, and the process holding the match dies at once.
    const state = p1.lastState();
    const mover = [p0, p1].find((s) => s.playerID === state.ctx.currentPlayer)!;
    const inFlight = choose(mover);
    mover.move(inFlight.move, inFlight.args, state._stateID);
    await holder.kill('SIGKILL');

    // Player 1 comes back through the proxy (another process now); player 0 never does.
    p0.close();
    p1.close();
    // As the web client does, it tries again until the proxy sends it to a live process.
    let back!: RawSeat;
    const synced = await waitUntil(
      async () => {
        back = seat(proxy!.url, matchID, creds[1]!);
        const sync = await back.sync().catch(() => undefined);
        if (!sync) back.close();
        return sync;
      },
      15_000,
      'player 1 back through the proxy',
    );
    expect(await holderOf(matchID)).not.toBe(holder);
    expect(movesOf(synced.log).slice(0, acked.length)).toEqual(acked);

    // Nobody's socket for seat 0 exists any more: a survivor marks it away, and after the grace period its bot plays.
    await waitUntil(
      () => back.received.some((m) => m.event === 'matchData' && m.args[1].some((p: any) => p.id === 0 && p.isConnected === false)),
      15_000,
      'seat 0 marked away',
    );
    await playToEnd([back], { acked });
    const final = await seat(proxy!.url, matchID, creds[1]!).sync();
    // Every move a player was told was applied is in the stored log, in order.
    const stored = movesOf(final.log);
    let at = 0;
    for (const m of acked) {
      at = stored.findIndex((s, i) => i >= at && JSON.stringify(s) === JSON.stringify(m)) + 1;
      expect(at, `acknowledged move ${JSON.stringify(m)} in the log`).toBeGreaterThan(0);
    }
    expect(alive()).toHaveLength(2);
  });

  it('rides out a Redis outage and a PostgreSQL restart: no process exits, every move is answered, every seat catches up, bots resume', async () => {
    const matchID = await createMatch(proxy!.url, fixtureName, { numPlayers: 3, bots: 1, setupData: { target: 20 } });
    const creds = await joinAll(proxy!.url, fixtureName, matchID, 2);
    const holder = await holderOf(matchID);
    const other = alive().find((p) => p !== holder)!;
    // Seat 0 through the proxy, seat 1 straight to the other process: every update must cross Redis.
    const p0 = seat(proxy!.url, matchID, creds[0]!);
    const p1 = seat(other.url, matchID, creds[1]!);
    await p0.sync();
    await p1.sync();
    const before = alive();

    await playToEnd([p0, p1], {
      after: 3,
      during: async () => {
        const outage = redis!.restart(3000);
        await sleep(500);
        // Joining while Redis is away: the seat is stored, so the join answers 200 (never a 500 that took the seat).
        const other = await createMatch(proxy!.url, fixtureName, { numPlayers: 2 });
        const joined = await api(proxy!.url, 'POST', `/games/${fixtureName}/${other}/join`, { playerID: '0', playerName: 'Ada' });
        expect(joined.status).toBe(200);
        const seats = (await api(proxy!.url, 'GET', `/games/${fixtureName}/${other}`)).body.players;
        expect(seats.find((p: { id: number }) => p.id === 0)?.name).toBe('Ada');
        await outage;
        // Back in play for a few moves, then PostgreSQL goes down under a move.
        await sleep(1500);
        await pg!.restart();
      },
    });
    expect(p1.lastState().ctx.gameover).toEqual(p0.lastState().ctx.gameover);
    expect(alive()).toEqual(before);
    for (const p of before) expect(p.logs.join('\n')).not.toMatch(/unhandled|uncaught/i);
    // Lobby writes work again on every process.
    for (const p of before) expect((await api(p.url, 'GET', `/games/${fixtureName}/${matchID}`)).status).toBe(200);
  });
});
