/**
 * A long-running process with Redis on (as when several processes share the load) plays matches one after another:
 * once they are over, its memory is back within 20 % of where it was after the first ones warmed it up. Whatever a
 * match leaves behind (a subscription, a cache keyed by match, a parsed copy of every update) would add up here.
 * Measured as the JS heap still in use after a full collection (fixtures/gc-probe.mjs): resident memory only grows
 * (V8 and the allocator keep freed pages), and read after a run it measured noise as much as leaks (282 → 340 MB
 * where the heap held after collection did not grow).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { READY_TIMEOUT_MS, startServerProcess, type ServerProcess } from './helpers/process';
import { startRedis, type ThrowawayRedis } from './helpers/redis';
import { createMatch } from './helpers/lobby';
import { RawSeat } from './helpers/socket';
import { sleep, waitUntil } from './helpers/net';
import { fileURLToPath } from 'node:url';

const GAME = 'crazy-eights';
const dataDir = mkdtempSync(join(tmpdir(), 'deckhand-memory-'));
const probeFile = join(dataDir, 'memory.json');
const probe = fileURLToPath(new URL('./fixtures/gc-probe.mjs', import.meta.url));
let redis: ThrowawayRedis | undefined;
let server: ServerProcess | undefined;

beforeAll(async () => {
  redis = await startRedis();
  // The shipped games (no fixture module), every seat a bot, watched by one spectator so that the bots play.
  server = await startServerProcess({ DATA_DIR: dataDir, REDIS_URL: redis.url, ALLOW_ALL_BOT_MATCHES: '1', DECKHAND_GAMES_MODULE: '',
    NODE_OPTIONS: `${process.env['NODE_OPTIONS'] ?? ''} --expose-gc --import=${probe}`.trim(),
    GC_PROBE_FILE: probeFile,
  });
}, READY_TIMEOUT_MS + 30_000);
afterAll(async () => {
  await server?.kill('SIGKILL');
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The server's memory right after a full collection (its SIGUSR2 probe writes it). */
async function heldMemory(pid: number): Promise<{ heapUsed: number; rss: number }> {
  rmSync(probeFile, { force: true });
  process.kill(pid, 'SIGUSR2');
  await waitUntil(() => existsSync(probeFile), 10_000, 'the memory probe');
  await sleep(50);
  return JSON.parse(readFileSync(probeFile, 'utf8')) as { heapUsed: number; rss: number };
}

async function playOne(url: string): Promise<void> {
  const matchID = await createMatch(url, GAME, { numPlayers: 4, bots: 4 });
  const watcher = new RawSeat(url, GAME, matchID, null);
  try {
    await watcher.sync();
    await waitUntil(() => watcher.lastState()?.ctx.gameover, 60_000, `match ${matchID} to end`);
  } finally {
    watcher.close();
  }
}

it('returns to within 20 % of its memory after playing matches one after another', { timeout: 240_000 }, async () => {
  const { url, proc } = server!;
  // Warm-up: code compiled on first use, the bot pool's threads, the caches' steady size.
  for (let i = 0; i < 2; i++) await playOne(url);
  await sleep(1500);
  const start = await heldMemory(proc.pid!);
  for (let i = 0; i < 6; i++) await playOne(url);
  await sleep(1500);
  const end = await heldMemory(proc.pid!);
  const mb = (n: number) => Math.round(n / 2 ** 20);
  expect(
    end.heapUsed,
    `heap held ${mb(start.heapUsed)} MB after the warm-up, ${mb(end.heapUsed)} MB after 6 more matches (resident ${mb(start.rss)} → ${mb(end.rss)} MB)`,
  ).toBeLessThanOrEqual(start.heapUsed * 1.2);
});
