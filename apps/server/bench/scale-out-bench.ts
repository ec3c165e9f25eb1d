/**
 * Scale-out benchmark: server CPU per move with one server process and with three, side by side in one run, on the
 * same storage (one PostgreSQL 15 cluster, one Redis) and behind the same HAProxy (deploy/haproxy.cfg), each
 * process Deckhand's production bundle. The load is bench/server/load.ts: K concurrent 4-player Bag matches made
 * through the lobby, one socket per seat, no think time. CPU is the sum over the server processes (/proc), divided
 * by the moves made in the window. Three layouts:
 *  - `1 process`: the baseline;
 *  - `3 processes`: the shipped proxy configuration (a match's sockets hashed by its id to one process);
 *  - `3 processes (round robin)`: the same proxy balancing each socket round robin, so the seats of one match sit on
 *    different processes (what the shipped configuration avoids; every process then renders every update).
 * Each repeat runs every layout, rotating which goes first. Loopback only; each run is bounded by `seconds`.
 *
 *   npx tsx apps/server/bench/scale-out-bench.ts [--k 20] [--seconds 8] [--repeats 2] [--warmup 0] [--json] [--layouts '1 process,3 processes']
 *   BENCH_LOG_DIR=/tmp/logs npx tsx apps/server/bench/scale-out-bench.ts    # keep every server's output
 *   BENCH_PROFILE_DIR=/tmp/prof npx tsx apps/server/bench/scale-out-bench.ts # a CPU profile of every server process
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { settled, startDeckhand, type RunningServer } from './server/servers';
import { runLoad, type LoadResult } from './server/load';
import { cpuMsOf } from './server/cpu';
import { createDatabase, startPostgres } from '../test/helpers/postgres';
import { startRedis } from '../test/helpers/redis';
import { startHaproxy } from '../test/helpers/haproxy';

export type Layout = '1 process' | '3 processes' | '3 processes (round robin)';
export const LAYOUTS: readonly Layout[] = ['1 process', '3 processes', '3 processes (round robin)'];

export interface ScaleOutRun extends Pick<LoadResult, 'k' | 'moves' | 'movesPerSecond' | 'p50Ms' | 'p99Ms' | 'cpuMsPerMove' | 'errors' | 'errorKinds'> {
  layout: Layout;
  repeat: number;
  /**
   * CPU the processes spend with no match in play (heartbeats, health checks, timers), in ms per second, measured
   * just before the load. On a machine where the load reaches only tens of moves a second, three processes' idle
   * CPU is a visible part of each move's share; `cpuMsPerMoveNet` is the CPU per move without it.
   */
  idleMsPerSecond: number;
  cpuMsPerMoveNet: number;
}

export interface ScaleOutOptions {
  k: number;
  seconds: number;
  repeats: number;
  /** The layouts to run (default all three). */
  layouts?: readonly Layout[];
  /** Seconds of unmeasured load before each window (bench/server/load.ts); default 0. */
  warmupSeconds?: number;
  log?: (line: string) => void;
}

const IDLE_SAMPLE_MS = 4000;

const BALANCE = /^\s*balance hash var\(txn\.match\)$/m;
const roundRobin = (cfg: string) => {
  if (!BALANCE.test(cfg)) throw new Error('deploy/haproxy.cfg no longer balances on `hash var(txn.match)`: update the round-robin layout');
  return cfg.replace(BALANCE, '  balance roundrobin');
};

async function runLayout(layout: Layout, repeat: number, opts: ScaleOutOptions, storage: { pg: string; redis: string }, db: number): Promise<ScaleOutRun> {
  const env = { DATABASE_URL: await createDatabase(storage.pg, `bench_${db}`), REDIS_URL: storage.redis };
  const n = layout === '1 process' ? 1 : 3;
  const servers: RunningServer[] = [];
  try {
    // BENCH_PROFILE_DIR: a V8 CPU profile of every server process (node --cpu-prof), one folder per layout and repeat.
    const profiles = process.env['BENCH_PROFILE_DIR'];
    const profileDir = profiles ? join(profiles, `${layout.replace(/\W+/g, '-')}-${repeat + 1}`) : undefined;
    for (let i = 0; i < n; i++) servers.push(await startDeckhand({ env, ...(profileDir ? { profileDir } : {}) }));
    const proxy = await startHaproxy(
      servers.map((s) => Number(new URL(s.url).port)),
      layout === '3 processes (round robin)' ? roundRobin : undefined,
    );
    try {
      const cpuMs = () => servers.reduce((sum, s) => sum + cpuMsOf(s.pid), 0);
      // Each process settled once it started, but the first ones' bot threads may still have been warming up while
      // the later ones started: every process is let settle again before the idle sample.
      for (const s of servers) await settled(s.pid, 30_000);
      const idleFrom = cpuMs();
      await new Promise((r) => setTimeout(r, IDLE_SAMPLE_MS));
      const idleMsPerSecond = ((cpuMs() - idleFrom) * 1000) / IDLE_SAMPLE_MS;
      const r = await runLoad({ url: proxy.url, game: servers[0]!.game }, { k: opts.k, seconds: opts.seconds, cpuMs, ...(opts.warmupSeconds ? { warmupSeconds: opts.warmupSeconds } : {}) });
      const cpuMsPerMoveNet = r.moves > 0 ? r.cpuMsPerMove - (idleMsPerSecond * r.seconds) / r.moves : NaN;
      return { layout, repeat, k: r.k, moves: r.moves, movesPerSecond: r.movesPerSecond, p50Ms: r.p50Ms, p99Ms: r.p99Ms, cpuMsPerMove: r.cpuMsPerMove, errors: r.errors, errorKinds: r.errorKinds, idleMsPerSecond, cpuMsPerMoveNet };
    } finally {
      await proxy.stop();
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

export async function scaleOutBench(opts: ScaleOutOptions): Promise<ScaleOutRun[]> {
  const log = opts.log ?? (() => undefined);
  const [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
  const runs: ScaleOutRun[] = [];
  let db = 0;
  try {
    for (let repeat = 0; repeat < opts.repeats; repeat++) {
      const layouts = opts.layouts ?? LAYOUTS;
      for (let i = 0; i < layouts.length; i++) {
        const layout = layouts[(i + repeat) % layouts.length]!;
        const run = await runLayout(layout, repeat, opts, { pg: pg.url, redis: redis.url }, db++);
        log(
          `repeat ${repeat + 1}, ${layout}: ${run.cpuMsPerMove.toFixed(2)} ms CPU/move (${run.cpuMsPerMoveNet.toFixed(2)} without the idle ${run.idleMsPerSecond.toFixed(0)} ms/s), ` +
            `${run.movesPerSecond.toFixed(0)} moves/s, p99 ${run.p99Ms.toFixed(0)} ms, ${run.errors} errors ${JSON.stringify(run.errorKinds)}`,
        );
        runs.push(run);
      }
    }
  } finally {
    await redis.stop();
    await pg.stop();
  }
  return runs;
}

/** Median of each layout's figure over the repeats, and the ratio to one process. */
export function summarize(runs: ScaleOutRun[]): string[] {
  const median = (xs: number[]) => {
    const ok = xs.filter(Number.isFinite).sort((a, b) => a - b);
    return ok.length ? ok[Math.floor((ok.length - 1) / 2)]! : NaN;
  };
  const of = (layout: Layout) => runs.filter((r) => r.layout === layout);
  const base = median(of('1 process').map((r) => r.cpuMsPerMove));
  const baseNet = median(of('1 process').map((r) => r.cpuMsPerMoveNet));
  return LAYOUTS.filter((layout) => of(layout).length > 0).map((layout) => {
    const rs = of(layout);
    const cpu = median(rs.map((r) => r.cpuMsPerMove));
    const net = median(rs.map((r) => r.cpuMsPerMoveNet));
    return (
      `${layout}: CPU/move ${rs.map((r) => r.cpuMsPerMove.toFixed(2)).join(', ')} ms (median ${cpu.toFixed(2)}, ${(cpu / base).toFixed(2)}x one process); ` +
      `without idle ${rs.map((r) => r.cpuMsPerMoveNet.toFixed(2)).join(', ')} (median ${net.toFixed(2)}, ${(net / baseNet).toFixed(2)}x); ` +
      `idle ${rs.map((r) => r.idleMsPerSecond.toFixed(0)).join(', ')} ms/s; moves/s median ${median(rs.map((r) => r.movesPerSecond)).toFixed(0)}; ` +
      `p99 median ${median(rs.map((r) => r.p99Ms)).toFixed(0)} ms; errors ${rs.reduce((s, r) => s + r.errors, 0)}`
    );
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { layouts: { type: 'string' }, k: { type: 'string', default: '20' }, seconds: { type: 'string', default: '8' }, repeats: { type: 'string', default: '2' }, warmup: { type: 'string', default: '0' }, json: { type: 'boolean', default: false } },
  });
  process.env['NODE_ENV'] ??= 'production';
  const layouts = values.layouts?.split(',').map((l) => l.trim()) as Layout[] | undefined;
  const unknown = layouts?.find((l) => !LAYOUTS.includes(l));
  if (unknown) throw new Error(`--layouts: unknown layout "${unknown}"; the layouts are ${LAYOUTS.map((l) => `"${l}"`).join(', ')}`);
  const runs = await scaleOutBench({
    k: Number(values.k),
    seconds: Number(values.seconds),
    repeats: Number(values.repeats),
    warmupSeconds: Number(values.warmup),
    ...(layouts ? { layouts } : {}),
    log: (l) => console.error(l),
  });
  if (values.json) console.log(JSON.stringify({ runs }));
  for (const line of summarize(runs)) console.log(line);
}
