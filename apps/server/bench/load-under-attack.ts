/**
 * Load under attack: one honest two-seat match plays a move every 100 ms while one attacker, from another loopback
 * address (127.0.0.2, so per-IP limits tell them apart as they would two hosts), floods syncs of that match, moves
 * for its own seat and match creates. Prints the honest move round trip (emit → the mover is sent the new state).
 *
 *   npx tsx apps/server/bench/load-under-attack.ts [seconds=10]
 *
 * The server runs in this process with its production limits (DEFAULT_LIMITS) and a throwaway SQLite file.
 * apps/server/test/load-under-attack.test.ts runs a short version and asserts only that the server stays up and the
 * honest sockets are never disconnected; the figure itself is a benchmark, not a pass/fail threshold.
 */
import { request } from 'node:http';
import { pathToFileURL } from 'node:url';
import type { Game } from 'boardgame.io';
import { io, type Socket } from 'socket.io-client';
import { startInProcess, type Running } from '../test/helpers/in-process';
import { createMatch, joinAll } from '../test/helpers/lobby';
import { RawSeat } from '../test/helpers/socket';
import { sleep, waitUntil } from '../test/helpers/net';
import { secretHand, type SecretHandState } from '../test/fixtures/secret-hand';
import { DEFAULT_LIMITS } from '../src/limits';

const GAME = secretHand.name!;
const ATTACKER_ADDRESS = '127.0.0.2';

export interface AttackReport {
  seconds: number;
  honestMoves: number;
  p50: number;
  p95: number;
  max: number;
  honestDisconnects: number;
  attackerEvents: number;
  attackerCreates: { sent: number; created: number; refused: number };
  refusedEvents: number;
  /** Attacker connections cut for overrunning their frame budget (frame-guard.ts). */
  cutConnections: number;
  serverUp: boolean;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]! : NaN);

/** POST from the attacker's address (fetch cannot choose its source address). */
function postFrom(url: string, body: unknown): Promise<number> {
  return new Promise((resolve) => {
    const data = JSON.stringify(body);
    const req = request(url, { method: 'POST', localAddress: ATTACKER_ADDRESS, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end(data);
  });
}

/** An honest match, both seats synced; a fresh one is opened whenever the previous one ends. */
async function honestMatch(srv: Running) {
  const matchID = await createMatch(srv.url, GAME, { numPlayers: 2 });
  const joined = await joinAll(srv.url, GAME, matchID, 2);
  const seats = joined.map((j) => new RawSeat(srv.url, GAME, matchID, j.playerID, j.credentials));
  for (const s of seats) await s.sync();
  return { matchID, seats };
}

export async function loadUnderAttack(seconds: number): Promise<AttackReport> {
  const srv = await startInProcess({ games: [secretHand as Game], limits: DEFAULT_LIMITS });
  const rtts: number[] = [];
  let disconnects = 0;
  let attackerEvents = 0;
  const creates = { sent: 0, created: 0, refused: 0 };
  const attackers: Socket[] = [];
  try {
    let match = await honestMatch(srv);
    const watch = (seats: RawSeat[]) => seats.forEach((s) => s.socket.on('disconnect', (reason) => reason !== 'io client disconnect' && disconnects++));
    watch(match.seats);

    // The attacker's own match, where it holds a seat and so may send moves.
    const own = await createMatch(srv.url, GAME, { numPlayers: 2 });
    const [mine] = await joinAll(srv.url, GAME, own, 1);
    const flood = io(`${srv.url}/${GAME}`, { transports: ['websocket'], reconnection: true, forceNew: true, localAddress: ATTACKER_ADDRESS } as never);
    attackers.push(flood);
    await new Promise<void>((resolve) => flood.once('connect', () => resolve()));
    flood.emit('sync', own, mine!.playerID, mine!.credentials, 2);

    const end = Date.now() + seconds * 1000;
    let stop = false;
    const attack = (async () => {
      while (!stop) {
        for (let i = 0; i < 50; i++) {
          flood.emit('sync', match.matchID, null, undefined, 2);
          flood.emit('update', { type: 'MAKE_MOVE', payload: { type: 'draw', args: [], playerID: mine!.playerID, credentials: mine!.credentials } }, 0, own, mine!.playerID);
          attackerEvents += 2;
        }
        if (creates.sent - creates.created - creates.refused < 20) {
          creates.sent++;
          void postFrom(`${srv.url}/games/${GAME}/create`, { numPlayers: 2 }).then((status) => (status === 200 ? creates.created++ : creates.refused++));
        }
        await sleep(5);
      }
    })();

    while (Date.now() < end) {
      const state = match.seats[0]!.lastState();
      if (state.ctx.gameover !== undefined) {
        for (const s of match.seats) s.close();
        match = await honestMatch(srv);
        watch(match.seats);
        continue;
      }
      const mover = match.seats.find((s) => s.playerID === state.ctx.currentPlayer)!;
      const hand = (mover.lastState().G as SecretHandState).hands[mover.playerID!] as number[];
      const before = mover.lastStateID();
      const sent = performance.now();
      if (hand.length > 0) mover.move('play', [Math.min(...hand)], before);
      else mover.move('draw', [], before);
      await waitUntil(() => match.seats.every((s) => s.lastStateID() > before), 10_000, 'the honest move');
      rtts.push(performance.now() - sent);
      await sleep(100);
    }
    stop = true;
    await attack;
    const health = await fetch(`${srv.url}/health`).then((r) => r.status, () => 0);
    for (const s of match.seats) s.close();
    const sorted = [...rtts].sort((a, b) => a - b);
    return {
      seconds,
      honestMoves: rtts.length,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      max: sorted.at(-1) ?? NaN,
      honestDisconnects: disconnects,
      attackerEvents,
      attackerCreates: creates,
      refusedEvents: srv.server.transport.stats.refused,
      cutConnections: srv.server.transport.stats.cut,
      serverUp: health === 200,
    };
  } finally {
    for (const a of attackers) a.close();
    await srv.close();
  }
}

export function formatReport(r: AttackReport): string {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  return [
    `load under attack, ${r.seconds} s: honest move round trip p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, max ${ms(r.max)} over ${r.honestMoves} moves`,
    `  attacker sent ${r.attackerEvents} socket events (syncs + moves) and ${r.attackerCreates.sent} creates (${r.attackerCreates.created} created, ${r.attackerCreates.refused} refused)`,
    `  server refused ${r.refusedEvents} socket events and cut ${r.cutConnections} connections; honest disconnects: ${r.honestDisconnects}; server up: ${r.serverUp}`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const seconds = Number(process.argv[2] ?? 10);
  loadUnderAttack(seconds).then(
    (r) => {
      console.log(formatReport(r));
      process.exit(0);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
