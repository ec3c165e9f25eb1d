/**
 * The three servers the benchmark compares, each started as its own process on loopback (so its CPU time can be read
 * apart from the load generator's): Deckhand's production server on a throwaway SQLite file, and plain
 * boardgame.io's `Server` serving the hand-written Bag (tools/bench/plain-bag-server.ts) twice: in memory (its
 * default, the goal's peer), and made durable with Deckhand's own `SqliteStorage` as its `db` on a throwaway file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { RATE_ENV } from '../../src/limits';
import { bundleModule, currentServerBundle, SERVER_DIR } from '../../src/production/bundle';
import { cpuMsOf } from './cpu';

const ROOT = resolve(SERVER_DIR, '../..');

export type Contender = 'deckhand' | 'plain' | 'plain-durable';

/** Every contender, in the order a repeat's rotation starts from. */
export const CONTENDERS: readonly Contender[] = ['deckhand', 'plain', 'plain-durable'];

export interface StartOptions {
  /** Write a V8 CPU profile of the server process here when it exits (node --cpu-prof). */
  profileDir?: string;
  /** More environment for the server process (DATABASE_URL, REDIS_URL: bench/scale-out-bench.ts). */
  env?: Record<string, string>;
}

export interface DurableStartOptions extends StartOptions {
  /**
   * The SQLite file to serve from (created when missing) and keep after `stop()`: a restart on the same file reads
   * back what the last process wrote. Default: a file in a throwaway folder, removed by `stop()`.
   */
  dbFile?: string;
}

const profileFlags = (opts: StartOptions) => (opts.profileDir ? ['--cpu-prof', '--cpu-prof-dir', opts.profileDir] : []);

export interface RunningServer {
  contender: Contender;
  url: string;
  /** The game's name on that server. */
  game: string;
  pid: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => ok(port));
    });
  });
}

function waitForLine(proc: ChildProcess, pattern: RegExp, what: string): Promise<RegExpExecArray> {
  return new Promise((ok, fail) => {
    let seen = '';
    const timer = setTimeout(() => fail(new Error(`${what} did not start in 60 s:\n${seen.slice(-2000)}`)), 60_000);
    const onData = (d: Buffer) => {
      seen += d.toString();
      const m = pattern.exec(seen);
      if (m) {
        clearTimeout(timer);
        proc.stdout!.off('data', onData);
        ok(m);
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', (d: Buffer) => (seen += d.toString()));
    proc.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`${what} exited (${code}):\n${seen.slice(-2000)}`));
    });
  });
}

/**
 * Resolves once the process has stopped working after start-up (under 5 % of a core over half a second), or after
 * `maxMs`: a server says it is ready before it has finished compiling and warming up (games' modules bundled on
 * first import, lazy module loads), and that work must not be billed to the first moves measured.
 */
export async function settled(pid: number, maxMs = 20_000): Promise<void> {
  const end = performance.now() + maxMs;
  let before = cpuMsOf(pid);
  while (performance.now() < end) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuMsOf(pid);
    if (!(now - before > 25)) return; // also stops at once where /proc cannot be read (NaN)
    before = now;
  }
}

function stopper(proc: ChildProcess, cleanup: () => void = () => undefined): () => Promise<void> {
  return () =>
    new Promise((ok) => {
      const done = () => {
        cleanup();
        ok();
      };
      if (proc.exitCode !== null || proc.signalCode !== null) return done();
      const hard = setTimeout(() => proc.kill('SIGKILL'), 5000);
      proc.once('exit', () => {
        clearTimeout(hard);
        done();
      });
      proc.kill('SIGTERM');
    });
}

/**
 * Deckhand's server as `npm start` runs it (the production bundle of the sources checked out now, NODE_ENV=production),
 * limits opened for one busy IP.
 */
export async function startDeckhand(opts: StartOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'deckhand-bench-'));
  // Never a bundle of older sources than these: it would measure (or fail on) yesterday's code.
  const { bundle } = await currentServerBundle();
  const proc = spawn(process.execPath, [...profileFlags(opts), bundle], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      BOT_DELAY_MS: '0',
      WEB_DIST: join(dataDir, 'no-web'),
      // Every benchmark socket comes from 127.0.0.1 at loopback speed: the per-IP and per-seat limits would refuse
      // most of it, as they should for one real address. Plain boardgame.io has no limits at all.
      ...Object.fromEntries(Object.values(RATE_ENV).map((name) => [name, '1000000/1,1000000/1'])),
      RATE_CONNECTION_BYTES: '100000000/1,100000000/1',
      MAX_CONNECTIONS_PER_ADDRESS: '1000000',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // BENCH_LOG_DIR keeps each server's output (a process that dies mid-run says why there).
  const logDir = process.env['BENCH_LOG_DIR'];
  if (logDir) {
    const out = createWriteStream(join(logDir, `deckhand-${proc.pid}.log`));
    proc.stdout!.pipe(out);
    proc.stderr!.pipe(out);
    proc.once('exit', (code, signal) => out.write(`\nexited: ${code ?? signal}\n`));
  }
  await waitForLine(proc, /Deckhand is ready/, 'the Deckhand server');
  await settled(proc.pid!);
  return {
    contender: 'deckhand',
    url: `http://127.0.0.1:${port}`,
    game: 'bag',
    pid: proc.pid!,
    stop: stopper(proc, () => rmSync(dataDir, { recursive: true, force: true })),
  };
}

/**
 * The plain server built the way Deckhand's production bundle is (esbuild, boardgame.io bundled in, every other
 * package imported from node_modules), so neither side pays for a TypeScript loader. Built once per bench process,
 * into a folder inside the repository so that those imports resolve.
 */
const PLAIN_BUNDLE = join(SERVER_DIR, 'bench', 'dist', 'plain-bag-server.mjs');
/** Deckhand's `SqliteStorage` built on its own, for the plain server to load as its `db` (plain-durable-storage.ts). */
const STORAGE_BUNDLE = join(SERVER_DIR, 'bench', 'dist', 'plain-durable-storage.mjs');

/**
 * Bundles to a file of this process's own, then renames it into place: two processes building the same bundle at
 * once (test files run in parallel) never let a server start from a half-written one.
 */
async function bundleInPlace(entry: string, outfile: string): Promise<void> {
  const own = `${outfile}.${process.pid}.mjs`;
  await bundleModule(entry, own);
  renameSync(own, outfile);
}

let plainBuilt: Promise<void> | undefined;
const buildPlain = () => (plainBuilt ??= bundleInPlace(join(ROOT, 'tools/bench/plain-bag-server.ts'), PLAIN_BUNDLE));
let storageBuilt: Promise<void> | undefined;
const buildStorage = () => (storageBuilt ??= bundleInPlace(join(SERVER_DIR, 'bench/plain-durable-storage.ts'), STORAGE_BUNDLE));

/** The plain bundle as its own process, `extraEnv` added; resolves once it has said READY and settled. */
async function spawnPlain(contender: Contender, opts: StartOptions, extraEnv: Record<string, string>, cleanup?: () => void): Promise<RunningServer> {
  const port = await freePort();
  const proc = spawn(process.execPath, [...profileFlags(opts), PLAIN_BUNDLE], {
    cwd: join(ROOT, 'tools'),
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    await waitForLine(proc, /READY (\d+)/, `the ${contender} boardgame.io server`);
  } catch (err) {
    proc.kill('SIGKILL');
    cleanup?.();
    throw err;
  }
  await settled(proc.pid!);
  return { contender, url: `http://127.0.0.1:${port}`, game: 'plain-bag', pid: proc.pid!, stop: stopper(proc, cleanup) };
}

/** Plain boardgame.io's `Server` with its in-memory storage, built and run like the Deckhand server. */
export async function startPlain(opts: StartOptions = {}): Promise<RunningServer> {
  await buildPlain();
  return spawnPlain('plain', opts, {});
}

/**
 * The same plain server made durable the standard way: `Server({ games, db })` with Deckhand's `SqliteStorage` (WAL,
 * synchronous=NORMAL, prepared statements, group commit) on a throwaway file, so that against Deckhand the storage
 * engine is the same and only the server differs. boardgame.io's Master then fetches the match's metadata and state
 * from the file and writes state and metadata back on every move.
 */
export async function startPlainDurable(opts: DurableStartOptions = {}): Promise<RunningServer> {
  await Promise.all([buildPlain(), buildStorage()]);
  const dataDir = opts.dbFile ? undefined : mkdtempSync(join(tmpdir(), 'plain-durable-bench-'));
  const dbFile = opts.dbFile ?? join(dataDir!, 'plain.sqlite');
  const cleanup = dataDir ? () => rmSync(dataDir, { recursive: true, force: true }) : undefined;
  return spawnPlain('plain-durable', opts, { PLAIN_STORAGE_MODULE: STORAGE_BUNDLE, PLAIN_DB_FILE: dbFile }, cleanup);
}

/** Starts `contender` (the Deckhand server or one of the plain ones). */
export function startContender(contender: Contender, opts: StartOptions = {}): Promise<RunningServer> {
  if (contender === 'deckhand') return startDeckhand(opts);
  return contender === 'plain' ? startPlain(opts) : startPlainDurable(opts);
}
