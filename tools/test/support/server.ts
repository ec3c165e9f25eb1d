/**
 * The real server (apps/server/src/main.ts) as its own process on a free loopback port with a throwaway data dir:
 * a process, not an import, since tools may not depend on the server's code. `env` adds settings, e.g.
 * DECKHAND_GAMES_MODULE to serve games from another folder.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const serverDir = resolve(import.meta.dirname, '../../../apps/server');

export async function freePort(): Promise<number> {
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
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'deckhand-tools-server-'));
  const proc = spawn(process.execPath, ['--conditions=@deckhand/source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  proc.stdout!.on('data', (d: Buffer) => logs.push(d.toString()));
  proc.stderr!.on('data', (d: Buffer) => logs.push(d.toString()));
  const stop = async () => {
    if (proc.exitCode === null) {
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (proc.exitCode === null) proc.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) {
      await stop();
      throw new Error(`server exited ${proc.exitCode}: ${logs.join('')}`);
    }
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, stop };
    } catch {
      /* not listening yet */
    }
    if (Date.now() > end) {
      await stop();
      throw new Error(`server did not start: ${logs.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
