/**
 * `deckhand bench [--quick] [--json] [--repeats N] [--isolated] [--shared] [--no-server]`: every speed figure of
 * issue 14 measured in one run, each as a ratio against its peer measured next to it (docs/benchmarks.md). Runs in
 * production mode, as a server does; a progress bar on a terminal only. The reducer, simulator and limit workloads
 * are timed in both settings (src/bench/setting.ts) unless one is named: each in a process of its own (the verdicts)
 * and all in one process (printed beside); `--quick` times only the shared one unless a setting is named.
 * `--server-table` measures only the server, at every K of its goals (25 to 1,000 concurrent matches, 3 repeats,
 * within 30 minutes).
 */
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import type { Io } from '../io';
import { coreSteps, formatTable, measureCore, measureLong, ratios, runServerBench, SETTING_TEXT, spread, verdict, type BenchFigure, type CoreFigure, type Setting } from '../bench';

const USAGE = 'usage: deckhand bench [--quick] [--json] [--repeats N] [--isolated] [--shared] [--no-server | --server-table]';

export interface BenchOptions {
  /** The progress bar's stream; drawn only when it is a terminal and the output is not JSON. */
  progress?: NodeJS.WriteStream;
}

export async function benchCommand(argv: string[], io: Io, opts: BenchOptions = {}): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { quick: { type: 'boolean', default: false }, json: { type: 'boolean', default: false }, repeats: { type: 'string' }, isolated: { type: 'boolean', default: false }, shared: { type: 'boolean', default: false }, 'no-server': { type: 'boolean', default: false }, 'server-table': { type: 'boolean', default: false } },
    });
  } catch (e) {
    io.err(`deckhand bench: ${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const { quick, json } = parsed.values;
  const serverTable = parsed.values['server-table']!;
  if (serverTable && parsed.values['no-server']) {
    io.err(`deckhand bench: --server-table and --no-server exclude each other\n${USAGE}`);
    return 2;
  }
  const repeats = Number(parsed.values.repeats ?? (quick ? 3 : 5));
  if (!Number.isInteger(repeats) || repeats < 1 || repeats > 50) {
    io.err(`deckhand bench: --repeats must be a whole number from 1 to 50\n${USAGE}`);
    return 2;
  }
  const named = (['isolated', 'shared'] as const).filter((s) => parsed.values[s]);
  // Both by default. Quick (what `npm test` runs, to check that every workload runs and every pair plays the same
  // games) times them all in one child: each isolated child costs a start of seconds (tools tests fork those).
  const settings: Setting[] = named.length > 0 ? named : quick ? ['shared'] : ['isolated', 'shared'];
  // boardgame.io reads NODE_ENV when it is loaded; bin/deckhand.mjs sets it first. Say so if someone overrode it.
  if (process.env.NODE_ENV !== 'production') io.err(`deckhand bench: NODE_ENV is ${process.env.NODE_ENV ?? 'unset'}, not production: boardgame.io runs its development checks`);
  const stream = opts.progress ?? process.stderr;
  const bar = !json && stream.isTTY ? new SingleBar({ stream, format: 'benchmarking {bar} {value}/{total} runs', barsize: 30, hideCursor: true, clearOnComplete: true, noTTYOutput: false }) : undefined;
  let figures: BenchFigure[] = [];
  let children = '';
  let pinned: (number | null)[] | null = null;
  if (!serverTable) {
    bar?.start(coreSteps(repeats, settings.length) + 3 * repeats, 0);
    try {
      const core = await measureCore({ quick, repeats, settings, tick: () => bar?.increment() });
      figures = core.figures;
      children = core.code;
      pinned = core.pinned;
      figures.push(...(await measureLong({ quick, repeats, tick: () => bar?.increment() })));
    } finally {
      bar?.stop();
    }
  }
  const notes: string[] = [];
  if (!parsed.values['no-server']) {
    if (!json) io.out('server figures: running apps/server/bench/server-bench.ts …');
    const server = await runServerBench({ quick, repeats, table: serverTable, ...(json ? {} : { log: (l: string) => io.err(`  server: ${l}`) }) });
    if (server.ok) figures.push(...server.figures);
    else notes.push(`server figures missing: ${server.reason}`);
  }
  if (json) {
    io.out(
      JSON.stringify({
        env: { node: process.version, NODE_ENV: process.env.NODE_ENV ?? null, quick, repeats, settings, children: children || null, pinned },
        figures: figures.map((f) => {
          const shared = (f as CoreFigure).shared;
          return { ...f, ratio: spread(ratios(f)), verdict: verdict(f), ...(shared ? { shared: { ...shared, ratio: spread(ratios(shared)) } } : {}) };
        }),
        notes,
      }),
    );
  } else {
    io.out(`NODE_ENV=${process.env.NODE_ENV}, node ${process.version}, ${repeats} repeats${quick ? ' (quick: short runs, rough figures)' : ''}, interleaved`);
    if (!serverTable) {
      io.out(`reducer, simulator and limit figures: ${SETTING_TEXT[settings[0]!]} (${settings[0]}${settings.length > 1 || settings[0] === 'isolated' ? ', the verdicts' : ''}); children ran ${children === 'built' ? 'tools/dist/bench-child.mjs' : 'the sources through tsx (not built: slower)'}`);
      io.out(pinningText(pinned));
      if (settings.includes('shared') && settings[0] !== 'shared') io.out(`the "shared process" column: the same pairs timed with ${SETTING_TEXT.shared}, as until session 13 (workloads share V8's type feedback)`);
      if (settings[0] === 'shared') io.out('only the shared setting was measured: the verdicts below are not the bench\'s own (it judges each workload in a process of its own)');
      io.out('long playouts: in this process');
    }
    io.out(formatTable(figures));
    for (const f of figures) if (f.note) io.out(`  ${f.id}: ${f.note}`);
    for (const n of notes) io.out(n);
  }
  return 0;
}

/** The header line saying where the repeats ran (core.ts, pinning.ts). */
function pinningText(pinned: (number | null)[] | null): string {
  if (pinned === null) return 'children not pinned to a CPU (one CPU, no taskset, or DECKHAND_BENCH_PIN=0): a ratio\'s two runs may have run on CPUs of different speed';
  const cpus = pinned.map((c) => (c === null ? 'unpinned' : String(c))).join(', ');
  return `each repeat's runs on one CPU, every child pinned to it (CPU by repeat: ${cpus}); a pair's two workloads timed back to back where the order allows`;
}
