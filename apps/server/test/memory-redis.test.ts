/**
 * A long-running process with Redis on (as when several processes share the load) plays matches one after another:
 * once they are over, its memory is back within 20 % of where it was after the first ones warmed it up. Whatever a
 * match leaves behind (a subscription, a cache keyed by match, a parsed copy of every update) would add up here.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { READY_TIMEOUT_MS, startServerProcess, type ServerProcess } from './helpers/process';
import { startRedis, type ThrowawayRedis } from './helpers/redis';
import { createMatch } from './helpers/lobby';
import { RawSeat } from './helpers/socket';
import { sleep, waitUntil } from './helpers/net';

const GAME = 'crazy-eights';
const dataDir = mkdtempSync(join(tmpdir(), 'deckhand-memory-'));
let redis: ThrowawayRedis | undefined;
let server: ServerProcess | undefined;

beforeAll(async () => {
  redis = await startRedis();
  // The shipped games (no fixture module), every seat a bot, watched by one spectator so that the bots play.
  server = await startServerProcess({ DATA_DIR: dataDir, REDIS_URL: redis.url, ALLOW_ALL_BOT_MATCHES: '1', DECKHAND_GAMES_MODULE: '' });
}, READY_TIMEOUT_MS + 30_000);
afterAll(async () => {
  await server?.kill('SIGKILL');
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Resident memory of the server process (kB, from /proc). */
function rssKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.split(/\s+/)[1]);
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
  const start = rssKb(proc.pid!);
  for (let i = 0; i < 6; i++) await playOne(url);
  await sleep(1500);
  const end = rssKb(proc.pid!);
  expect(end, `resident memory ${Math.round(start / 1024)} MB after the warm-up, ${Math.round(end / 1024)} MB after 6 more matches`).toBeLessThanOrEqual(start * 1.2);
});
