/**
 * Memory of one long-running server process playing matches one after another (issue 35: "a process grew from 201
 * to 1,364 MB over 12 Hearts matches with Redis on, ~95 MB a match"). Each match has every seat a bot (bot threads
 * on, as shipped), watched by one spectator so that the bots play; after each match ends, the process's resident
 * memory (VmRSS from /proc, every thread) and its JS heap after a full collection (test/fixtures/gc-probe.mjs) are
 * printed. With `--redis` the process runs with a throwaway Redis (pub/sub and the process registry), as one of
 * several processes would; without, in process.
 *
 *   npx tsx apps/server/bench/memory-by-match.ts [--game hearts] [--matches 12] [--redis] [--level easy|medium|hard]
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startServerProcess } from '../test/helpers/process';
import { startRedis } from '../test/helpers/redis';
import { createMatch } from '../test/helpers/lobby';
import { RawSeat } from '../test/helpers/socket';
import { sleep, waitUntil } from '../test/helpers/net';

const { values } = parseArgs({
  options: { game: { type: 'string', default: 'hearts' }, matches: { type: 'string', default: '12' }, redis: { type: 'boolean', default: false }, level: { type: 'string', default: 'medium' }, 'match-timeout': { type: 'string', default: '300' } },
});
const game = values.game!;
const dataDir = mkdtempSync(join(tmpdir(), 'deckhand-memory-bench-'));
const probeFile = join(dataDir, 'memory.json');
const probe = fileURLToPath(new URL('../test/fixtures/gc-probe.mjs', import.meta.url));
const mb = (n: number) => `${(n / 2 ** 20).toFixed(0)} MB`;

function rssOf(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : NaN;
}

async function heldMemory(pid: number): Promise<{ heapUsed: number; rss: number }> {
  rmSync(probeFile, { force: true });
  process.kill(pid, 'SIGUSR2');
  await waitUntil(() => existsSync(probeFile), 10_000, 'the memory probe');
  await sleep(50);
  return JSON.parse(readFileSync(probeFile, 'utf8')) as { heapUsed: number; rss: number };
}

const redis = values.redis ? await startRedis() : undefined;
const server = await startServerProcess({
  DATA_DIR: dataDir,
  ...(redis ? { REDIS_URL: redis.url } : {}),
  ALLOW_ALL_BOT_MATCHES: '1',
  DECKHAND_GAMES_MODULE: '',
  NODE_OPTIONS: `${process.env['NODE_OPTIONS'] ?? ''} --expose-gc --import=${probe}`.trim(),
  GC_PROBE_FILE: probeFile,
});
try {
  const pid = server.proc.pid!;
  console.log(`${game}, ${values.matches} matches, Redis ${redis ? 'on' : 'off'}, bots ${values.level}: start RSS ${mb(rssOf(pid))}`);
  for (let i = 1; i <= Number(values.matches); i++) {
    const t0 = performance.now();
    const matchID = await createMatch(server.url, game, { numPlayers: 4, bots: 4, botLevels: Array(4).fill(values.level) });
    const watcher = new RawSeat(server.url, game, matchID, null);
    try {
      await watcher.sync();
      await waitUntil(() => watcher.lastState()?.ctx.gameover, Number(values['match-timeout']) * 1000, `match ${matchID} to end`);
    } finally {
      watcher.close();
    }
    const rss = rssOf(pid);
    const held = await heldMemory(pid);
    console.log(`match ${i}: ${((performance.now() - t0) / 1000).toFixed(0)} s; RSS ${mb(rss)}; after a full GC: heap ${mb(held.heapUsed)}, RSS ${mb(held.rss)}`);
  }
  await sleep(5000);
  console.log(`5 s idle after the last: RSS ${mb(rssOf(pid))}`);
} finally {
  await server.kill('SIGKILL');
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
