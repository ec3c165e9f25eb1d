import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitUntil } from './net';
// The workspace's one finder of system programs (plain JavaScript that `npm test` runs before any build), not a project.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { findPostgresBin } from '../../../../scripts/system-tools.mjs';
import pg from 'pg';

/** PostgreSQL's server programs (scripts/system-tools.mjs: Debian keeps them off PATH), named when missing. */
function pgBin(name: string): string {
  const found = findPostgresBin(name);
  if (!found) throw new Error(`PostgreSQL's ${name} not found; install it: apt-get install postgresql (npm test checks this first)`);
  return found;
}

/** Runs a set-up command, failing with what it printed (initdb's own words) instead of only its command line. */
function runOrExplain(cmd: string, args: string[]): void {
  try {
    execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  } catch (e) {
    const err = e as { stderr?: string; stdout?: string; message: string };
    const said = `${err.stderr ?? ''}${err.stdout ?? ''}`.trim().split('\n').slice(-8).join('\n');
    throw new Error(`${[cmd, ...args].join(' ')} failed${said ? `:\n${said}` : ` (${err.message})`}`);
  }
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
  try {
    runOrExplain(cmd, args);
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  const [pcmd, pargs] = run('postgres', [
    '-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1',
    '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=100',
  ]);
  const proc: ChildProcess = spawn(pcmd, pargs, { stdio: 'ignore' });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    // runuser does not relay signals to postgres, so stop it the supported way.
    const [scmd, sargs] = run('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']);
    try {
      execFileSync(scmd, sargs, { stdio: 'ignore', timeout: 20_000 });
    } catch {
      proc.kill('SIGKILL');
    }
    await new Promise((r) => (proc.exitCode !== null || proc.signalCode !== null ? r(null) : proc.once('exit', r)));
    rmSync(dir, { recursive: true, force: true });
  };
  const started = waitUntil(async () => {
    if (proc.exitCode !== null) throw new Error(`postgres exited with ${proc.exitCode} before accepting connections`);
    const c = new pg.Client({ connectionString: url });
    try {
      await c.connect();
      await c.end();
      return true;
    } catch {
      return false;
    }
  }, 30_000, 'postgres to accept connections');
  try {
    await started;
  } catch (e) {
    // Never leave a half-started server or its folder behind.
    await stop();
    throw e;
  }
  return {
    url,
    stop,
    async restart() {
      const [rcmd, rargs] = run('pg_ctl', ['restart', '-D', data, '-m', 'fast', '-w', '-l', join(dir, 'restarted.log')]);
      await new Promise<void>((resolve, reject) =>
        execFile(rcmd, rargs, { timeout: 30_000 }, (err) => (err ? reject(new Error(`pg_ctl restart failed: ${err.message}`)) : resolve())),
      );
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
