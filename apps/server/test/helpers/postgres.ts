import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitUntil } from './net';
import pg from 'pg';

/** Finds PostgreSQL's server binaries (Debian keeps them out of PATH under /usr/lib/postgresql/<v>/bin). */
function pgBin(name: string): string {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    for (const v of readdirSync(root).sort().reverse()) {
      const p = join(root, v, 'bin', name);
      if (existsSync(p)) return p;
    }
  }
  return name; // hope it is on PATH
}

export interface ThrowawayPostgres {
  url: string;
  stop(): Promise<void>;
  /** `pg_ctl restart -m fast`: every session is cut, the server is back once it accepts connections again. */
  restart(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster on a free loopback port, for tests only: trust auth, no fsync, in a temp dir.
 * PostgreSQL refuses to run as root, so under root (CI containers) it runs as the `postgres` (or `nobody`) user.
 */
export async function startPostgres(): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'deckhand-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  let user = 'postgres';
  if (asRoot) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      user = 'nobody';
    }
  }
  const run = (bin: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', user, '--', pgBin(bin), ...args]] : [pgBin(bin), args];
  const [cmd, args] = run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  execFileSync(cmd, args, { stdio: 'ignore' });
  const [pcmd, pargs] = run('postgres', [
    '-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1',
    '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=100',
  ]);
  const proc: ChildProcess = spawn(pcmd, pargs, { stdio: 'ignore' });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitUntil(async () => {
    const c = new pg.Client({ connectionString: url });
    try {
      await c.connect();
      await c.end();
      return true;
    } catch {
      return false;
    }
  }, 30_000, 'postgres to accept connections');
  return {
    url,
    async restart() {
      const [rcmd, rargs] = run('pg_ctl', ['restart', '-D', data, '-m', 'fast', '-w', '-l', join(dir, 'restarted.log')]);
      await new Promise<void>((resolve, reject) =>
        execFile(rcmd, rargs, { timeout: 30_000 }, (err) => (err ? reject(new Error(`pg_ctl restart failed: ${err.message}`)) : resolve())),
      );
    },
    async stop() {
      // runuser does not relay signals to postgres, so stop it the supported way.
      const [scmd, sargs] = run('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']);
      try {
        execFileSync(scmd, sargs, { stdio: 'ignore', timeout: 20_000 });
      } catch {
        proc.kill('SIGKILL');
      }
      await new Promise((r) => (proc.exitCode !== null || proc.signalCode !== null ? r(null) : proc.once('exit', r)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh database in the cluster, so each test file starts empty. */
export async function createDatabase(url: string, name: string): Promise<string> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${name}`);
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  return url.replace(/\/postgres$/, `/${name}`);
}
