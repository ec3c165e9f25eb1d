import { spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort, waitUntil } from './net';
import { startPostgres, type ThrowawayPostgres } from './postgres';

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
  const stop = () =>
    new Promise<void>((resolve) => {
      if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
    });
  const started = waitUntil(async () => {
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
  try {
    await started;
  } catch (e) {
    await stop(); // never leave a half-started redis-server behind
    throw e;
  }
  return { url, stop };
}

/**
 * PostgreSQL and Redis started together for one test file. When either fails to start, the one that did is stopped
 * before the error is thrown, so a failed start leaks no server and no temp folder.
 */
export async function startPostgresAndRedis(): Promise<[ThrowawayPostgres, { url: string; stop(): Promise<void> }]> {
  const [pgResult, redisResult] = await Promise.allSettled([startPostgres(), startRedis()]);
  if (pgResult.status === 'fulfilled' && redisResult.status === 'fulfilled') return [pgResult.value, redisResult.value];
  await Promise.allSettled([pgResult, redisResult].flatMap((r) => (r.status === 'fulfilled' ? [r.value.stop()] : [])));
  const causes = [pgResult, redisResult].flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
  throw new Error(`could not start the test services: ${causes.join('; ')}`);
}
