/**
 * Runs the real server (apps/server/src/main.ts, as `npm start` does, as its own process) on a free loopback port
 * with a throwaway data dir, serving this app's dist/. A process, not an import: the web app may not depend on the
 * server's code (module boundaries), only talk to it over HTTP like a browser does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = resolve(webDir, '../server');
export const distDir = join(webDir, 'dist');

function newestIn(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newestIn(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** What the client bundle is built from: this app's sources and the kit's and the language's it bundles. */
const SOURCES = [join(webDir, 'src'), resolve(webDir, '../../packages/ui/src'), resolve(webDir, '../../packages/dsl/src')];

/** `nx run web:test` builds first (dependsOn); a bare `vitest run` builds here when the build is missing or stale. */
export async function ensureBuilt(): Promise<void> {
  const index = join(distDir, 'index.html');
  if (existsSync(index) && statSync(index).mtimeMs >= Math.max(...SOURCES.map(newestIn))) return;
  const { build } = await import('vite');
  // The production build `nx run web:build` makes: under vitest NODE_ENV is "test", which would bundle React's
  // development build (twice the size, and not what players get).
  const env = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    await build({ root: webDir, configFile: join(webDir, 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
  } finally {
    process.env['NODE_ENV'] = env;
  }
}

async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
  });
}

export interface RunningServer {
  url: string;
  logs: string[];
  /** The server's DATA_DIR (its SQLite file is deckhand.sqlite): tests may read the stored truth as a referee would. */
  dataDir: string;
  stop(): Promise<void>;
}

export async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'deckhand-web-e2e-'));
  const proc: ChildProcess = spawn(process.execPath, ['--conditions=@deckhand/source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: distDir, BOT_DELAY_MS: '0', LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '',
      // The suite creates matches (most against bots) and opens pages and sockets far faster than people do, all from
      // 127.0.0.1: the per-address budgets of a public server (bot tables, connections) would refuse most of it.
      RATE_CREATES: '1000/1,1000/1', RATE_HTTP: '1000/1,1000/1', RATE_CONNECTIONS: '1000/1,1000/1',
      BOT_TABLES_PER_ADDRESS: '1000', MAX_CONNECTIONS_PER_ADDRESS: '1000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  proc.stdout!.on('data', (d: Buffer) => logs.push(d.toString()));
  proc.stderr!.on('data', (d: Buffer) => logs.push(d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + 90_000; // a loaded 2-core machine compiles every game first
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited ${proc.exitCode}: ${logs.join('')}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > end) throw new Error(`server did not start: ${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    logs,
    dataDir,
    async stop() {
      if (proc.exitCode === null) {
        const exited = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (proc.exitCode === null) proc.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
