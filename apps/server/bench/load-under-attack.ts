/**
 * Load under attack: one server with its production limits (DEFAULT_LIMITS, bots at the production delay) and a
 * throwaway SQLite file; an honest two-seat match plays a move every 100 ms from 127.0.0.1 while each attack of the
 * hardening issues (bench/attacks.ts) runs in turn for `seconds`, from its own loopback address. Prints the honest
 * move round trip (emit → both seats are sent the new state) per attack, p50 and p95, and what the server refused.
 *
 *   npx tsx apps/server/bench/load-under-attack.ts [seconds per attack=5]
 *
 * apps/server/test/load-under-attack.test.ts runs a short version and asserts only that the server stays up and the
 * honest sockets are never disconnected; the figures are a benchmark (docs/benchmarks.md), not a pass/fail threshold.
 */
import { pathToFileURL } from 'node:url';
import type { Game } from 'boardgame.io';
import { startInProcess, type Running } from '../test/helpers/in-process';
import { createMatch, joinAll } from '../test/helpers/lobby';
import { RawSeat } from '../test/helpers/socket';
import { sleep, waitUntil } from '../test/helpers/net';
import { secretHand, type SecretHandState } from '../test/fixtures/secret-hand';
import { DEFAULT_LIMITS } from '../src/limits';
import { DEFAULT_BOT_DELAY_MS } from '../src/config';
import { ATTACKS, type Attack, type AttackContext } from './attacks';

const GAME = secretHand.name!;

export interface AttackRow {
  attack: string;
  honestMoves: number;
  p50: number;
  p95: number;
  max: number;
  /** What the attacker sent, and what the server refused or cut meanwhile. */
  requests: number;
  events: number;
  refusedEvents: number;
  cutConnections: number;
  turnedAway: number;
}

export interface AttackReport {
  seconds: number;
  rows: AttackRow[];
  honestDisconnects: number;
  serverUp: boolean;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]! : NaN);

/** An honest match, both seats synced; a fresh one is opened whenever the previous one ends. */
async function honestMatch(srv: Running) {
  const matchID = await createMatch(srv.url, GAME, { numPlayers: 2 });
  const joined = await joinAll(srv.url, GAME, matchID, 2);
  const seats = joined.map((j) => new RawSeat(srv.url, GAME, matchID, j.playerID, j.credentials));
  for (const s of seats) await s.sync();
  return { matchID, seats };
}

export async function loadUnderAttack(seconds: number, attacks: Attack[] = ATTACKS): Promise<AttackReport> {
  const srv = await startInProcess({ games: [secretHand as Game], limits: DEFAULT_LIMITS, botDelayMs: DEFAULT_BOT_DELAY_MS, botTimeScale: 1 });
  let disconnects = 0;
  const rows: AttackRow[] = [];
  let match = await honestMatch(srv);
  const watch = (seats: RawSeat[]) => seats.forEach((s) => s.socket.on('disconnect', (reason) => reason !== 'io client disconnect' && disconnects++));
  watch(match.seats);
  try {
    for (const attack of attacks) {
      const stats = srv.server.transport.stats;
      const before = { refused: stats.refused, cut: stats.cut, turnedAway: stats.turnedAway };
      const ctx: AttackContext = { srv, game: GAME, honestMatch: () => match.matchID, sent: { requests: 0, events: 0, cut: 0 } };
      let stop = false;
      const running = attack.run(ctx, () => stop);
      await sleep(300); // the attack is under way before the first honest move is timed
      const rtts: number[] = [];
      const end = Date.now() + seconds * 1000;
      // At least a few moves per attack, however long opening a fresh honest match took under it.
      while (Date.now() < end || rtts.length < 5) {
        const state = match.seats[0]!.lastState();
        if (state.ctx.gameover !== undefined) {
          for (const s of match.seats) s.close();
          match = await honestMatch(srv);
          watch(match.seats);
          continue;
        }
        const mover = match.seats.find((s) => s.playerID === state.ctx.currentPlayer)!;
        const hand = (mover.lastState().G as SecretHandState).hands[mover.playerID!] as number[];
        const prior = mover.lastStateID();
        const sent = performance.now();
        if (hand.length > 0) mover.move('play', [Math.min(...hand)], prior);
        else mover.move('draw', [], prior);
        const seats = match.seats;
        await waitUntil(() => seats.every((s) => s.lastStateID() > prior), 15_000, `the honest move under "${attack.name}"`);
        rtts.push(performance.now() - sent);
        await sleep(100);
      }
      stop = true;
      await running;
      const sorted = [...rtts].sort((a, b) => a - b);
      rows.push({
        attack: attack.name,
        honestMoves: rtts.length,
        p50: percentile(sorted, 0.5),
        p95: percentile(sorted, 0.95),
        max: sorted.at(-1) ?? NaN,
        requests: ctx.sent.requests,
        events: ctx.sent.events,
        refusedEvents: stats.refused - before.refused,
        // Cut by the frame guard, or (a frame over the byte cap) by the websocket layer: as the attacker saw it.
        cutConnections: Math.max(stats.cut - before.cut, ctx.sent.cut),
        turnedAway: stats.turnedAway - before.turnedAway,
      });
      await sleep(500); // the attacker's sockets close before the next attack starts
    }
    const health = await fetch(`${srv.url}/health`).then((r) => r.status, () => 0);
    return { seconds, rows, honestDisconnects: disconnects, serverUp: health === 200 };
  } finally {
    for (const s of match.seats) s.close();
    await srv.close();
  }
}

export function formatReport(r: AttackReport): string {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  return [
    `load under attack, ${r.seconds} s per attack: honest move round trip (emit → both seats sent the new state)`,
    ...r.rows.map(
      (row) =>
        `  ${row.attack.padEnd(30)} p50 ${ms(row.p50).padStart(9)}  p95 ${ms(row.p95).padStart(9)}  max ${ms(row.max).padStart(9)}  (${row.honestMoves} moves; attacker sent ${row.requests} requests, ${row.events} events; refused ${row.refusedEvents} events, cut ${row.cutConnections} and turned away ${row.turnedAway} connections)`,
    ),
    `  honest disconnects: ${r.honestDisconnects}; server up: ${r.serverUp}`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const seconds = Number(process.argv[2] ?? 5);
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
