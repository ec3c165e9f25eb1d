/**
 * The production build is movable and needs only production dependencies: the server and bot-worker bundles are
 * built from this checkout, then moved into another folder laid out as a checkout or an image is (apps/server/dist,
 * packages/games with only some games, apps/web/dist, a node_modules holding only what `npm ci --omit=dev`
 * installs), and started there under plain Node, from yet another working directory. It must serve that folder's
 * games and web client, keep its matches in the working directory's ./data, bundle a game's hooks.ts on load, and
 * run its bot threads from the bundled worker (no tsx in a production install).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { GAMES_DIR } from '@deckhand/games';
import { bundleServer, SERVER_DIR, workerBundleOf } from '../src/production/bundle';
import { freePort, waitUntil } from './helpers/net';
import { api, createMatch, joinAll } from './helpers/lobby';
import { RawSeat } from './helpers/socket';
import { linkPackages, productionPackages } from './helpers/production-modules';

const CHECKOUT = resolve(SERVER_DIR, '../..');
// Built where `nx run server:build` builds (one folder deeper, so nothing else's dist/main.mjs is touched), then moved.
const BUILT = join(SERVER_DIR, 'dist', 'movable-test');
const MOVED_GAMES = ['art-of-argument', 'bag', 'old-maid'];
const WEB_MARKER = 'the moved folder’s own web client';

const root = mkdtempSync(join(tmpdir(), 'deckhand-moved-'));
const moved = join(root, 'deckhand');
const cwd = join(root, 'host');
let proc: ChildProcess | undefined;
let url = '';
let prodPackages: string[] = [];
const logs: string[] = [];

beforeAll(async () => {
  await bundleServer(join(BUILT, 'main.mjs'));
  // The move: the build's folder goes, its copy stays (the same depth below apps/server, as in a copied checkout).
  cpSync(BUILT, join(moved, 'apps/server/dist/movable-test'), { recursive: true });
  rmSync(BUILT, { recursive: true, force: true });
  for (const game of MOVED_GAMES) cpSync(join(GAMES_DIR, game), join(moved, 'packages/games', game), { recursive: true });
  // What a game's hooks.ts is bundled with at start (the image copies the same): the games' and the language's sources.
  for (const pkg of ['games/src', 'games/package.json', 'games/assets', 'dsl/src', 'dsl/package.json']) cpSync(join(GAMES_DIR, '..', pkg), join(moved, 'packages', pkg), { recursive: true });
  mkdirSync(join(moved, 'apps/web/dist'), { recursive: true });
  writeFileSync(join(moved, 'apps/web/dist/index.html'), `<!doctype html><title>${WEB_MARKER}</title>`);
  prodPackages = productionPackages(CHECKOUT);
  // npm links the workspace's own packages to the install's folders, not to the checkout that built it.
  linkPackages(CHECKOUT, prodPackages.filter((p) => !p.startsWith('@deckhand/')), join(moved, 'node_modules'));
  mkdirSync(join(moved, 'node_modules/@deckhand'), { recursive: true });
  for (const pkg of ['dsl', 'games']) symlinkSync(join('..', '..', 'packages', pkg), join(moved, 'node_modules/@deckhand', pkg), 'dir');
  mkdirSync(cwd, { recursive: true });

  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' };
  for (const k of ['DATA_DIR', 'WEB_DIST', 'INIT_CWD', 'DECKHAND_GAMES_MODULE', 'DATABASE_URL', 'REDIS_URL', 'NODE_OPTIONS']) delete env[k];
  Object.assign(env, { ALLOW_ALL_BOT_MATCHES: '1', BOT_DELAY_MS: '0', BOT_THREADS: '1' });
  proc = spawn(process.execPath, [join(moved, 'apps/server/dist/movable-test/main.mjs')], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  proc.stdout!.on('data', (d: Buffer) => logs.push(d.toString()));
  proc.stderr!.on('data', (d: Buffer) => logs.push(d.toString()));
  await waitUntil(
    () => {
      if (proc!.exitCode !== null) throw new Error(`bundle exited ${proc!.exitCode}: ${logs.join('')}`);
      return logs.join('').includes('Deckhand is ready');
    },
    40_000,
    'the moved server',
  );
  url = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  if (proc && proc.exitCode === null) {
    const exited = new Promise((r) => proc!.once('exit', r));
    proc.kill('SIGTERM');
    await exited;
  }
  rmSync(root, { recursive: true, force: true });
  rmSync(BUILT, { recursive: true, force: true });
});

describe('a moved production build', () => {
  it('holds no path of the checkout that built it', () => {
    const dist = join(moved, 'apps/server/dist/movable-test');
    for (const file of ['main.mjs', workerBundleOf('main.mjs'), 'main.mjs.inputs.json'].map((f) => join(dist, f.replace(/^.*[/\\]/, '')))) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toContain(CHECKOUT);
      expect(text, file).not.toContain('file://');
    }
  });

  it('is started with production dependencies only', () => {
    // (socket.io-client is there: boardgame.io itself depends on it.)
    for (const dev of ['tsx', 'vite', 'vitest', 'nx', 'react', 'react-dom', 'motion', 'vega', '@dnd-kit/core']) expect(prodPackages).not.toContain(dev);
    for (const runtime of ['boardgame.io', 'better-sqlite3', 'esbuild', 'prom-client', 'socket.io']) expect(prodPackages).toContain(runtime);
  });

  it("serves the moved folder's games and web client, and keeps matches in the working directory's ./data", async () => {
    expect((await api(url, 'GET', '/games')).body).toEqual(MOVED_GAMES);
    expect(await (await fetch(`${url}/`)).text()).toContain(WEB_MARKER);
    expect(existsSync(join(cwd, 'data', 'deckhand.sqlite'))).toBe(true);
    // The bundles of games' TypeScript go beside the moved install's own node_modules, not the checkout's.
    await createMatch(url, 'art-of-argument', { numPlayers: 2 });
    expect(readdirSync(join(moved, 'node_modules/.cache/deckhand/games')).length).toBeGreaterThan(0);
  });

  it('plays a game with TypeScript hooks (Art of Argument)', async () => {
    const matchID = await createMatch(url, 'art-of-argument', { numPlayers: 2 });
    const seats = (await joinAll(url, 'art-of-argument', matchID, 2)).map((j) => new RawSeat(url, 'art-of-argument', matchID, j.playerID, j.credentials));
    const synced = await seats[0]!.sync();
    expect(synced.state.G.zones).toBeDefined();
    expect(Object.keys(synced.state.G.legal.moves).length + Object.keys(synced.state.G.legal.unavailable).length).toBeGreaterThan(0);
    for (const s of seats) s.close();
  });

  it('its bots decide on the bundled worker thread', async () => {
    const matchID = await createMatch(url, 'bag', { numPlayers: 2, bots: 2, botLevels: ['easy', 'easy'] });
    const watcher = new RawSeat(url, 'bag', matchID, null);
    await watcher.sync();
    await waitUntil(() => watcher.lastStateID() >= 6, 60_000, 'bots to move');
    watcher.close();
    expect(logs.join('')).not.toMatch(/bot thread failed/);
  }, 90_000);
});
