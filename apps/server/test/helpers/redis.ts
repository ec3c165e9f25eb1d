import { spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort, waitUntil } from './net';

export interface ThrowawayRedis {
  url: string;
  stop(): Promise<void>;
  /** An outage: the server stops, stays away `downMs`, and starts again on the same port (empty: nothing persisted). */
  restart(downMs: number): Promise<void>;
}

/** A throwaway redis-server on a free loopback port, nothing persisted. */
export async function startRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  let current = await runRedis(port);
  return {
    url: current.url,
    stop: () => current.stop(),
    async restart(downMs) {
      await current.stop();
      await new Promise((r) => setTimeout(r, downMs));
      current = await runRedis(port);
    },
  };
}

async function runRedis(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  await waitUntil(async () => {
    if (proc.exitCode !== null) throw new Error('redis-server exited; is it installed? (.ci/run installs it)');
    const r = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    r.on('error', () => {
      /* not up yet */
    });
    try {
      await r.connect();
      await r.ping();
      return true;
    } catch {
      return false;
    } finally {
      r.disconnect();
    }
  }, 15_000, 'redis');
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}
