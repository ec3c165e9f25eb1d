/**
 * Server benchmark: Deckhand's hosted server (durable SQLite storage, production build) against plain boardgame.io's
 * `Server` under the same load — K concurrent 4-player Bag matches made through the lobby, one socket per seat, no
 * think time (bench/server/load.ts). Plain boardgame.io runs twice: with its in-memory storage (`plain`, the goal's
 * peer) and made durable with Deckhand's own SqliteStorage as its `db` (`plain-durable`: what a durable plain server
 * costs, beside the goal). Each repeat measures every K on all three, rotating which goes first, so all see the same
 * machine; a figure is reported per repeat for each, and `deckhand bench` (tools) turns Deckhand / plain into ratios
 * with min/median/max. Loopback only; every run is bounded by `seconds`.
 *
 *   npx tsx apps/server/bench/server-bench.ts [--quick] [--json] [--repeats 3] [--ks 25,100,250,500] [--seconds 8]
 *   npx tsx apps/server/bench/server-bench.ts --table          # K = 25…1,000, 3 repeats, at most 30 min
 *   npx tsx apps/server/bench/server-bench.ts --ks 25 --repeats 1 --only deckhand --profile /tmp/prof
 *
 * --json prints `{ figures }` as one line on stdout (progress goes to stderr). --budget-minutes stops starting runs
 * once the time is spent (the repeats measured so far are reported). --only runs one server (its figures then have
 * no peer); --profile writes each server process's V8 CPU profile (node --cpu-prof) to that folder. Each figure
 * carries the plain-durable values as `secondPeer` (beside `peer`, which goals are judged against).
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { runLoad, type LoadResult } from './server/load';
import { CONTENDERS, startContender, type Contender, type RunningServer } from './server/servers';
import { cpuMsOf } from './server/cpu';
import { spread } from './server/stats';
import type { BenchFigure } from './server/figure';

export type { BenchFigure };

/**
 * A server figure: `peer` is plain boardgame.io in memory (the goal's peer, as `deckhand bench` reads it), and
 * `secondPeer` the same plain server made durable, measured in the same repeats (same indexes). Tools that know only
 * `BenchFigure` ignore the extra fields.
 */
export interface ServerFigure extends BenchFigure {
  secondPeer: number[];
  secondPeerLabel: string;
}

export interface ServerBenchOptions {
  quick: boolean;
  repeats: number;
  /** Concurrent matches per run (default 25, 100, 250, 500; quick: 10). */
  ks?: number[];
  /** Measured seconds per run (default 8; quick: 2). */
  seconds?: number;
  log?: (line: string) => void;
  /** Run one server only (profiling); its figures then have no peer. All three run otherwise, --quick too. */
  only?: Contender;
  /** Write each server process's V8 CPU profile here. */
  profileDir?: string;
  /** Stop starting new runs once this much time has passed (whole repeats measured so far are kept). */
  budgetMinutes?: number;
}

export const FULL_KS = [25, 100, 250, 500];
/** `--table`: every K the issue's goals name, 3 repeats, within a time budget (what the lead runs on a quiet host). */
export const TABLE = { ks: [25, 100, 250, 500, 1000], repeats: 3, seconds: 10, budgetMinutes: 30 };
const PEER = 'plain boardgame.io Server, in-memory';
const SECOND_PEER = "plain boardgame.io Server, durable: Deckhand's SqliteStorage as its db";

/** `goal`: the ratio deckhand / peer must reach (higher is better) or stay under (lower is better), as tools reads it. */
type Metric = { key: keyof LoadResult; id: string; label: string; unit: string; higherIsBetter: boolean; goal?: (k: number) => number | undefined };

const METRICS: Metric[] = [
  { key: 'movesPerSecond', id: 'moves', label: 'server moves/s', unit: 'moves/s', higherIsBetter: true, goal: (k) => (k <= 500 ? 1 : undefined) },
  { key: 'p50Ms', id: 'p50', label: 'server move round trip p50', unit: 'ms', higherIsBetter: false },
  // At K = 1,000 the goal is absolute (p99 under 100 ms, no errors): said in the figure's note.
  { key: 'p99Ms', id: 'p99', label: 'server move round trip p99', unit: 'ms', higherIsBetter: false, goal: (k) => (k <= 500 ? 1 : undefined) },
  { key: 'cpuMsPerMove', id: 'cpu', label: 'server CPU per move', unit: 'ms CPU', higherIsBetter: false },
  { key: 'errors', id: 'errors', label: 'server errors', unit: 'errors', higherIsBetter: false },
  { key: 'updateBytesPerSeatMove', id: 'bytes', label: 'update sent to one seat per move', unit: 'bytes', higherIsBetter: false, goal: () => 1.25 },
  // One frame per seat per move is the least a server can send (an update each); more would be the first thing to cut.
  { key: 'framesPerSeatMove', id: 'frames', label: 'frames reaching one seat per move', unit: 'frames', higherIsBetter: false },
  { key: 'lobbyMs', id: 'lobby', label: 'lobby create + 4 joins under load, median', unit: 'ms', higherIsBetter: false },
  { key: 'rampMs', id: 'open', label: 'opening all K matches (16 at a time)', unit: 'ms', higherIsBetter: false },
  // K less the matches waiting to be (re)opened: how much of the load the window really had (load.ts).
  { key: 'inPlay', id: 'inplay', label: 'matches in play, mean over the window', unit: 'matches', higherIsBetter: true },
  { key: 'openMs', id: 'opening', label: 'opening one match (lobby + 4 syncs) under load, median', unit: 'ms', higherIsBetter: false },
  { key: 'retries', id: 'retries', label: 'lobby/connection attempts retried', unit: 'retries', higherIsBetter: false },
];

/** JSON has no NaN: a run with no sample of a figure (no move, no lobby round) reports 0 and says so in the note. */
const finite = (x: number) => (Number.isFinite(x) ? x : 0);

async function measure(contender: Contender, k: number, seconds: number, profileDir?: string): Promise<LoadResult> {
  const server: RunningServer = await startContender(contender, { ...(profileDir ? { profileDir } : {}) });
  try {
    return await runLoad({ url: server.url, game: server.game }, { k, seconds, cpuMs: () => cpuMsOf(server.pid) });
  } finally {
    await server.stop();
  }
}

const short = (r: LoadResult) =>
  `${r.movesPerSecond.toFixed(0)} moves/s, p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms, ` +
  `${r.cpuMsPerMove.toFixed(2)} ms CPU/move, ${r.updateBytesPerSeatMove.toFixed(0)} B/update, ` +
  `${r.framesPerSeatMove.toFixed(2)} frames/seat/move ${JSON.stringify(r.frameKinds)} ${r.bytesPerMove.toFixed(0)} B/move, lobby ${r.lobbyMs.toFixed(0)} ms, ` +
  `a match opened in ${r.openMs.toFixed(0)} ms, ` +
  `opened in ${(r.rampMs / 1000).toFixed(1)} s, ${r.inPlay.toFixed(1)} in play, ${r.retries} retries${r.retries ? ' ' + JSON.stringify(r.retryKinds) : ''}, ` +
  `${r.errors} errors${r.errors ? ' ' + JSON.stringify(r.errorKinds) : ''}`;

/** The contenders of one repeat at one K: the list rotated by one place per repeat and per K. */
export function rotation(turn: number): Contender[] {
  const at = turn % CONTENDERS.length;
  return [...CONTENDERS.slice(at), ...CONTENDERS.slice(0, at)];
}

const emptyResults = (): Record<Contender, LoadResult[]> => ({ deckhand: [], plain: [], 'plain-durable': [] });

/**
 * Runs every K on all three servers `repeats` times, interleaved, and returns one figure per metric and K. The third
 * server runs in --quick too (a short run at K = 10, a few seconds more): `deckhand bench` is where a host reads the
 * figures, and the durable peer is the one that says what durability costs plain boardgame.io.
 */
export async function serverBench(opts: ServerBenchOptions): Promise<ServerFigure[]> {
  const ks = opts.ks ?? (opts.quick ? [10] : FULL_KS);
  const seconds = opts.seconds ?? (opts.quick ? 2 : 8);
  const log = opts.log ?? (() => undefined);
  const results = new Map<number, Record<Contender, LoadResult[]>>(ks.map((k) => [k, emptyResults()]));
  const began = performance.now();
  const budgetMs = (opts.budgetMinutes ?? Infinity) * 60_000;
  /** How long the last round of runs at each K took: a new round starts only if one as long still fits the budget. */
  const roundMs = new Map<number, number>();
  let outOfTime: string | undefined;
  runs: for (let r = 0; r < opts.repeats; r++) {
    for (const k of ks) {
      const spent = performance.now() - began;
      if (r > 0 && spent + (roundMs.get(k) ?? 0) > budgetMs) {
        outOfTime = `time budget (${opts.budgetMinutes} min) reached: ${r} repeat${r === 1 ? '' : 's'} measured`;
        log(outOfTime);
        break runs;
      }
      const roundStart = performance.now();
      // Rotate who goes first, so none always meets a machine another has just warmed (or heated).
      for (const contender of rotation(r + ks.indexOf(k))) {
        if (opts.only && opts.only !== contender) continue;
        const result = await measure(contender, k, seconds, opts.profileDir);
        results.get(k)![contender].push(result);
        log(`repeat ${r + 1}/${opts.repeats} K=${k} ${contender.padEnd(13)} ${short(result)}`);
      }
      roundMs.set(k, performance.now() - roundStart);
    }
  }
  const figures: ServerFigure[] = [];
  for (const m of METRICS) {
    for (const k of ks) {
      const all = results.get(k)!;
      // Figures are per repeat: a repeat cut short by the budget leaves its unmatched runs out (a server left out
      // by --only has none at all, and does not count).
      const n = Math.min(...CONTENDERS.map((c) => all[c].length).filter((l) => l > 0));
      const [deckhand, plain, durable] = CONTENDERS.map((c) => all[c].slice(0, n)) as [LoadResult[], LoadResult[], LoadResult[]];
      const errors = deckhand.reduce((n, x) => n + x.errors, 0);
      const durableErrors = durable.filter((x) => x.errors).length;
      const notRunning = deckhand.filter((x) => x.running < k).length;
      const empty = [...deckhand, ...plain, ...durable].filter((x) => !Number.isFinite(x[m.key] as number)).length;
      const notes = [
        errors ? `${deckhand.filter((x) => x.errors).length} of ${deckhand.length} Deckhand runs had errors` : '',
        durableErrors ? `${durableErrors} of ${durable.length} plain-durable runs had errors` : '',
        notRunning ? `${notRunning} of ${deckhand.length} Deckhand runs never had all ${k} matches running` : '',
        empty ? `${empty} runs had no sample (reported as 0)` : '',
        outOfTime ?? '',
        k >= 1000 && (m.id === 'p99' || m.id === 'errors') ? 'goal at K = 1,000: Deckhand p99 < 100 ms with no errors' : '',
      ].filter(Boolean);
      const goal = m.goal?.(k);
      figures.push({
        id: `server.${m.id}.k${k}`,
        label: `${m.label}, K = ${k}`,
        unit: m.unit,
        higherIsBetter: m.higherIsBetter,
        deckhand: deckhand.map((x) => finite(x[m.key] as number)),
        peer: plain.map((x) => finite(x[m.key] as number)),
        peerLabel: PEER,
        secondPeer: durable.map((x) => finite(x[m.key] as number)),
        secondPeerLabel: SECOND_PEER,
        ...(goal !== undefined ? { goal } : {}),
        ...(notes.length ? { note: notes.join('; ') } : {}),
      });
    }
  }
  return figures;
}

/** deckhand / peer per repeat as `median (min–max)`, or a dash when no repeat has both. */
function ratioText(deckhand: number[], peer: number[]): string {
  const ratios = deckhand.map((d, i) => d / peer[i]!).filter(Number.isFinite);
  const r = spread(ratios);
  return ratios.length ? `${r.median.toFixed(2)} (${r.min.toFixed(2)}–${r.max.toFixed(2)})` : '—';
}

/**
 * A table of the figures for a terminal: medians of all three servers and the ratios' spread over the repeats,
 * Deckhand / plain in memory (the goal's ratio) and Deckhand / plain made durable beside it.
 */
export function formatFigures(figures: ServerFigure[]): string {
  const f = (x: number) => (Number.isFinite(x) ? (Math.abs(x) >= 100 ? x.toFixed(0) : x.toPrecision(3)) : '—');
  const lines = [
    'figure | Deckhand (median) | plain in-memory (median) | plain durable (median) | Deckhand / plain, median (min–max) | Deckhand / plain durable | goal (on Deckhand / plain)',
    '---|---|---|---|---|---|---',
  ];
  for (const fig of figures) {
    const goal = fig.goal === undefined ? '' : `${fig.higherIsBetter ? '≥' : '≤'} ${fig.goal}`;
    const medians = [fig.deckhand, fig.peer, fig.secondPeer].map((v) => f(spread(v).median)).join(' | ');
    const ratios = `${ratioText(fig.deckhand, fig.peer)} | ${ratioText(fig.deckhand, fig.secondPeer)}`;
    lines.push(`${fig.label} (${fig.unit}) | ${medians} | ${ratios} | ${goal}${fig.note ? ` — ${fig.note}` : ''}`);
  }
  return lines.join('\n');
}

const USAGE = `usage: npx tsx apps/server/bench/server-bench.ts [options]
  --quick                 rough figures in seconds (K = 10, 2 repeats)
  --table                 K = 25…1,000, 3 repeats, at most 30 min
  --ks 25,100,250         concurrent matches per run (default 25,100,250,500)
  --repeats N             runs of every K on all three servers (default 3)
  --seconds S             measured seconds per run (default 8)
  --budget-minutes M      stop starting runs after M minutes; the repeats measured so far are reported
  --only SERVER           run one server: deckhand, plain or plain-durable (its figures then have no peer)
  --profile DIR           write each server process's V8 CPU profile to DIR
  --json                  print { figures } as one line on stdout (progress goes to stderr)`;

/** The command line, or the usage on stderr and exit code 2 when it is wrong (0 for --help). */
function readArgs() {
  try {
    const parsed = parseArgs({
      options: {
        help: { type: 'boolean', short: 'h', default: false },
        quick: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        repeats: { type: 'string' },
        ks: { type: 'string' },
        seconds: { type: 'string' },
        table: { type: 'boolean', default: false },
        'budget-minutes': { type: 'string' },
        only: { type: 'string' },
        profile: { type: 'string' },
      },
    });
    if (parsed.values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    const only = parsed.values.only;
    if (only !== undefined && !(CONTENDERS as readonly string[]).includes(only)) throw new Error(`--only: no server named '${only}' (one of ${CONTENDERS.join(', ')})`);
    return parsed;
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = readArgs();
  const quick = values.quick!;
  const table = values.table!;
  const budget = values['budget-minutes'] ?? (table ? String(TABLE.budgetMinutes) : undefined);
  const started = Date.now();
  const figures = await serverBench({
    quick,
    repeats: Number(values.repeats ?? (table ? TABLE.repeats : quick ? 2 : 3)),
    ...(values.ks ? { ks: values.ks.split(',').map(Number) } : table ? { ks: TABLE.ks } : {}),
    ...(values.seconds ? { seconds: Number(values.seconds) } : table ? { seconds: TABLE.seconds } : {}),
    ...(budget ? { budgetMinutes: Number(budget) } : {}),
    log: (line) => process.stderr.write(line + '\n'),
    ...(values.only ? { only: values.only as Contender } : {}),
    ...(values.profile ? { profileDir: values.profile } : {}),
  });
  if (values.json) process.stdout.write(JSON.stringify({ figures }) + '\n');
  else {
    console.log(`load average ${loadavg().map((x) => x.toFixed(1)).join(' ')} on ${cpus().length} cores, ${((Date.now() - started) / 60_000).toFixed(1)} min`);
    console.log(formatFigures(figures));
  }
}
