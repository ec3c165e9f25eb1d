import { spawn, type ChildProcess } from 'node:child_process';
import { RATE_ENV } from '../../src/limits';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { freePort, waitUntil } from './net';

/** How long a started server may take to say it is ready. */
export const READY_TIMEOUT_MS = 90_000;

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerProcess {
  url: string;
  port: number;
  proc: ChildProcess;
  logs: string[];
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

/**
 * Runs src/main.ts as its own process, the way `npm start` does, but as a single `node --import tsx` process so
 * that a SIGKILL really kills the server (the tsx CLI would leave its child running).
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--conditions=@deckhand/source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      BOT_DELAY_MS: '0',
      DECKHAND_GAMES_MODULE: join(serverDir, 'test/fixtures/games-module.ts'),
      // These tests are about durability and scale-out, with every client on 127.0.0.1 playing at loopback speed.
      ...Object.fromEntries(Object.values(RATE_ENV).map((name) => [name, '10000/1,10000/1'])),
      RATE_CONNECTION_BYTES: '10000000/1,10000000/1',
      MAX_CONNECTIONS_PER_ADDRESS: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  proc.stdout!.on('data', (d: Buffer) => logs.push(...d.toString().split('\n').filter(Boolean)));
  proc.stderr!.on('data', (d: Buffer) => logs.push(...d.toString().split('\n').filter(Boolean)));
  try {
    await waitUntil(
      () => {
        if (proc.exitCode !== null) throw new Error(`server exited ${proc.exitCode}: ${logs.join('\n')}`);
        return logs.some((l) => l.includes('Deckhand is ready'));
      },
      // tsx compiles the whole server on start: seconds on a quiet machine, much longer on a loaded one.
      READY_TIMEOUT_MS,
      'server process to be ready',
    );
  } catch (err) {
    // A server that never became ready must not outlive the test (it would keep its port and its CPU).
    proc.kill('SIGKILL');
    throw new Error(`${(err as Error).message}; its last lines:\n${logs.slice(-20).join('\n')}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    proc,
    logs,
    kill: (signal) =>
      new Promise((resolve) => {
        if (proc.exitCode !== null || proc.signalCode !== null) return resolve(proc.exitCode);
        proc.once('exit', (code) => resolve(code));
        proc.kill(signal);
      }),
  };
}
