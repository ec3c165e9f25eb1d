/**
 * `deckhand bench [--quick] [--json] [--repeats N] [--no-server]`: every speed figure of issue 14 measured in one
 * run, each as a ratio against its peer measured next to it (docs/benchmarks.md). Runs in production mode, as a
 * server does; a progress bar on a terminal only. `--server-table` measures only the server, at every K of its
 * goals (25 to 1,000 concurrent matches, 3 repeats, within 30 minutes).
 */
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import type { Io } from '../cli';
import { coreSteps, formatTable, measureCore, measureLong, ratios, runServerBench, spread, verdict, type BenchFigure } from '../bench';

const USAGE = 'usage: deckhand bench [--quick] [--json] [--repeats N] [--no-server | --server-table]';

export interface BenchOptions {
  /** The progress bar's stream; drawn only when it is a terminal and the output is not JSON. */
  progress?: NodeJS.WriteStream;
}

export async function benchCommand(argv: string[], io: Io, opts: BenchOptions = {}): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { quick: { type: 'boolean', default: false }, json: { type: 'boolean', default: false }, repeats: { type: 'string' }, 'no-server': { type: 'boolean', default: false }, 'server-table': { type: 'boolean', default: false } },
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
  // boardgame.io reads NODE_ENV when it is loaded; bin/deckhand.mjs sets it first. Say so if someone overrode it.
  if (process.env.NODE_ENV !== 'production') io.err(`deckhand bench: NODE_ENV is ${process.env.NODE_ENV ?? 'unset'}, not production: boardgame.io runs its development checks`);
  const stream = opts.progress ?? process.stderr;
  const bar = !json && stream.isTTY ? new SingleBar({ stream, format: 'benchmarking {bar} {value}/{total} runs', barsize: 30, hideCursor: true, clearOnComplete: true, noTTYOutput: false }) : undefined;
  let figures: BenchFigure[] = [];
  if (!serverTable) {
    bar?.start(coreSteps(repeats) + 3 * repeats, 0);
    try {
      figures = await measureCore({ quick, repeats, tick: () => bar?.increment() });
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
        env: { node: process.version, NODE_ENV: process.env.NODE_ENV ?? null, quick, repeats },
        figures: figures.map((f) => ({ ...f, ratio: spread(ratios(f)), verdict: verdict(f) })),
        notes,
      }),
    );
  } else {
    io.out(`NODE_ENV=${process.env.NODE_ENV}, node ${process.version}, ${repeats} repeats${quick ? ' (quick: short runs, rough figures)' : ''}, interleaved`);
    io.out(formatTable(figures));
    for (const f of figures) if (f.note) io.out(`  ${f.id}: ${f.note}`);
    for (const n of notes) io.out(n);
  }
  return 0;
}
