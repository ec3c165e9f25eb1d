/**
 * Deckhand as an outside developer gets it: every published package is built, packed and installed from its
 * tarball into an empty folder outside the workspace (registry dependencies resolved normally, from npm's cache when
 * warm). One install serves every check:
 *  - each tarball holds only its whitelisted files and a licence;
 *  - a plain `node` ES module (no TypeScript loader) validates and compiles Bag's game.yaml and plays it to the end
 *    under boardgame.io's Client and under boardgame.io's Server (app/play.mjs);
 *  - a consumer using the dsl and the kit type-checks under strict settings (app/tsconfig.json) on the TypeScript the
 *    repository pins and on the current major, and so do the snippets of docs/use-in-your-app.md (doc-snippets.ts);
 *  - a Vite + React app importing Bag's YAML through @deckhand/vite-plugin builds with no compiler code in its bundle
 *    (its gzipped size is logged: docs/benchmarks.md), and a broken YAML fails the build at its line and column;
 *    served by boardgame.io's Server (app/web/serve.mjs), it opens in Chromium and a move played on the kit's
 *    GameBoard reaches the server;
 *  - `npm create deckhand my-game`, from create-deckhand's tarball, makes a folder (game-folder.ts) that installs
 *    only what its commands need, whose own `npm test` passes, whose `deckhand validate` and `deckhand simulate
 *    --report` work, whose `deckhand serve` answers /health, lists the game and hosts a match, and whose `deckhand
 *    dev` previews the game in Chromium and swaps in a saved change;
 *  - `npm publish --dry-run` passes for every package.
 */
import { execFile, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allSnippets } from './doc-snippets';
import { ALWAYS_ALLOWED, buildAndPack, PUBLISHED, publishDryRun, ROOT, type Packed } from './packages';
import { createFolder, deckhand, GAME_ID, installFolder, startDeckhand, stop } from './game-folder';
import { localPrebuild } from './native-prebuild';

const run = promisify(execFile);
const APP = join(__dirname, 'app');

/** Registry versions the consumer installs beside our tarballs (the ones this repository is tested with). */
const REGISTRY_DEPS = {
  'boardgame.io': '0.50.2',
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@types/react': '19.3.3',
  '@types/react-dom': '19.3.0',
  '@types/node': '20.19.43',
  vite: '8.3.8',
  '@vitejs/plugin-react': '6.3.0',
  typescript: '5.9.3',
  // The current major, under its own name so both compilers sit side by side.
  typescript7: 'npm:typescript@7.0.2',
};

let work: string;
let app: string;
let game: string;
let packed: Packed[];
const timings: Record<string, number> = {};

async function timed<T>(label: string, f: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  try {
    return await f();
  } finally {
    timings[label] = Math.round(performance.now() - t0);
  }
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'deckhand-consumer-'));
  const tarballs = join(work, 'tarballs');
  app = join(work, 'app');
  mkdirSync(tarballs);
  packed = await timed('build + pack', () => Promise.all(PUBLISHED.map((p) => buildAndPack(p, tarballs))));
  cpSync(APP, app, { recursive: true });
  cpSync(join(ROOT, 'packages/games/bag/game.yaml'), join(app, 'bag.yaml'));
  for (const s of allSnippets()) {
    mkdirSync(join(app, dirname(s.path)), { recursive: true });
    writeFileSync(join(app, s.path), s.code);
  }
  const ours = Object.fromEntries(packed.filter((p) => p.pkg.into === 'app').map((p) => [p.pkg.name, `file:${p.tarball}`]));
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'deckhand-consumer',
      private: true,
      type: 'module',
      dependencies: { ...ours, ...REGISTRY_DEPS },
      // boardgame.io 0.50.2's lobby routes answer 404 with koa-compose 4.2 (docs/use-in-your-app.md).
      overrides: { 'koa-compose': '4.1.0' },
    }),
  );
  // The server's SQLite binary: this checkout's, as a user would download it (native-prebuild.ts).
  const prebuild = localPrebuild(ROOT, work);
  // The app and the game folder install side by side (one npm cache): the slowest part of the test, bounded once.
  await Promise.all([
    timed('npm install (app)', () =>
      run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: app, maxBuffer: 1 << 24, env: { ...process.env, ...prebuild } }),
    ),
    (async () => {
      game = await timed('npm create deckhand', () => createFolder(work, packed));
      await timed('npm install (game folder)', () => installFolder(game, packed, prebuild));
    })(),
  ]);
}, 900_000);

afterAll(() => {
  console.log(`consumer test timings (ms): ${JSON.stringify(timings)}`);
  if (work) rmSync(work, { recursive: true, force: true });
}, 120_000);

describe('the packed packages', () => {
  it('hold only their whitelisted files, and a licence', () => {
    for (const { pkg, files } of packed) {
      expect(files, pkg.name).toContain('LICENSE');
      expect(files.filter((f) => !ALWAYS_ALLOWED.test(f) && !pkg.allowed.test(f)), pkg.name).toEqual([]);
    }
  });

  it('run on plain Node: Bag is validated, compiled and played to the end under boardgame.io Client and Server', async () => {
    const { stdout } = await timed('node play', () => run(process.execPath, ['play.mjs', 'bag.yaml'], { cwd: app, env: { ...process.env, NODE_ENV: 'production' } }));
    const out = JSON.parse(stdout.trim().split('\n').at(-1)!) as { id: string; client: { gameover: unknown }; server: { gameover: unknown; seatsSawGameover: boolean } };
    expect(out.id).toBe('bag');
    expect(out.client.gameover).toHaveProperty('winner');
    expect(out.server.gameover).toHaveProperty('winner');
    expect(out.server.seatsSawGameover).toBe(true);
  }, 120_000);

  /**
   * Under skipLibCheck: false the compiler also checks every declaration file it reads. Two files of other packages
   * fail there whatever we ship: boardgame.io's types pull ts-toolbelt (too deep for TypeScript's limits), and jsep's
   * typings use `export =` in a package marked "type": "module". Every other file, ours and the consumer's, must be
   * clean (so with skipLibCheck: true, create-vite's default, nothing fails at all).
   */
  const KNOWN_THIRD_PARTY = /^node_modules\/(ts-toolbelt\/out\/index\.d\.ts|jsep\/typings\/tsd\.d\.ts)\(/;
  for (const [compiler, bin] of [
    ['TypeScript 5.9', 'node_modules/typescript/bin/tsc'],
    ['TypeScript 7', 'node_modules/typescript7/bin/tsc'],
  ] as const) {
    const tsc = (project: string) =>
      timed(`tsc ${project} (${compiler})`, () =>
        run(bin, ['-p', project, '--pretty', 'false'], { cwd: app, maxBuffer: 1 << 24 }).then(
          () => [] as string[],
          (e: { stdout: string }) => e.stdout.split('\n').filter((l) => /error TS\d+/.test(l)),
        ),
      );
    it(`type-check under strict consumer settings (${compiler})`, async () => {
      expect((await tsc('tsconfig.json')).filter((l) => !KNOWN_THIRD_PARTY.test(l))).toEqual([]);
    }, 180_000);

    // The pages' snippets also use boardgame.io/react, whose own declarations fail a library check under React 19's
    // types (a global JSX namespace, prop-types): they are checked as create-vite's template does, skipLibCheck on.
    it(`compile the docs' snippets (${compiler})`, async () => {
      expect(await tsc('tsconfig.docs.json')).toEqual([]);
    }, 180_000);
  }

  it('build a Vite + React app from a YAML import, with no compiler in the browser bundle', async () => {
    cpSync(join(app, 'bag.yaml'), join(app, 'web/src/bag.yaml'));
    // A production build, as a user's `vite build` (the test runner's NODE_ENV=test would keep React's development code).
    const { stdout } = await timed('vite build', () => run(process.execPath, ['web/build.mjs'], { cwd: app, maxBuffer: 1 << 24, env: { ...process.env, NODE_ENV: 'production' } }));
    const out = JSON.parse(stdout.trim().split('\n').at(-1)!) as { jsBytes: number; jsGzipBytes: number; firstLoadGzipBytes: number; firstLoadFiles: number; compilerCode: string[]; brokenError: string };
    console.log(
      `consumer app JavaScript: ${out.jsBytes} bytes, ${out.jsGzipBytes} gzipped in all; first load ${out.firstLoadGzipBytes} gzipped (${out.firstLoadFiles} files)`,
    );
    expect(out.compilerCode).toEqual([]);
    expect(out.firstLoadFiles).toBeGreaterThan(0);
    // Issue 34's goal for the consumer's match page with one precompiled game (docs/benchmarks.md).
    expect(out.firstLoadGzipBytes).toBeLessThanOrEqual(160 * 1024);
    expect(out.brokenError).toMatch(/src\/game\.yaml:7:1: unknown key "playerz" in the game \(did you mean "players"\?\) \[schema\/unknown-key\]/);
  }, 180_000);

  it('play a move on the kit\'s GameBoard in Chromium, in that app hosted by boardgame.io\'s Server', async () => {
    const server = spawn(process.execPath, ['web/serve.mjs'], { cwd: app, stdio: ['ignore', 'pipe', 'pipe'] });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      const port = await new Promise<number>((resolve, reject) => {
        let out = '';
        server.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const m = out.match(/\{"port":(\d+)\}/);
          if (m) resolve(Number(m[1]));
        });
        server.on('exit', (code) => reject(new Error(`serve.mjs exited (${code}): ${out}`)));
      });
      const origin = `http://127.0.0.1:${port}`;
      const stored = async () => (await (await fetch(`${origin}/test/match/m1`)).json()) as { stateID?: number; log?: number };
      const page = await browser.newPage();
      // The kit's animations are a chunk of their own, fetched once the board has drawn: the consumer's bundler must
      // have split it and the page must get it.
      const lazyChunks: string[] = [];
      page.on('response', (r) => {
        if (/\/(motion-features|drag-kit)-[\w-]+\.js$/.test(r.url()) && r.ok()) lazyChunks.push(r.url());
      });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await timed('chromium: page to first move', async () => {
        await page.goto(`${origin}/?match=m1&seat=0`);
        // Bag for two: each seat first returns five of its cards to the box.
        const cards = page.locator('[aria-label="Your area"] button[data-card]');
        await cards.first().waitFor({ timeout: 60_000 });
        for (let i = 0; i < 5; i++) await cards.nth(i).click();
        await page.getByRole('form', { name: 'Return to the box' }).getByRole('button', { name: 'Return to the box' }).click();
        await expect.poll(async () => (await stored()).stateID ?? 0, { timeout: 30_000 }).toBeGreaterThan(0);
      });
      expect((await stored()).log).toBe(1);
      await expect.poll(() => lazyChunks.some((u) => u.includes('motion-features')), { timeout: 30_000 }).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      server.kill();
    }
  }, 180_000);

  it('pass `npm publish --dry-run`', async () => {
    for (const pkg of PUBLISHED) {
      const log = await timed(`publish --dry-run ${pkg.name}`, () => publishDryRun(pkg));
      expect(log).toContain(`${pkg.name}@`);
    }
  }, 120_000);
});

describe('a game folder made by `npm create deckhand`', () => {
  /** What a designer's folder must not install: the monorepo's own tooling (the CLI's commands need none of it). */
  const NOT_NEEDED = ['nx', '@nx/js', 'storybook', '@storybook/react-vite', 'playwright-core', 'eslint', 'typescript-eslint', 'dependency-cruiser', 'fast-check', 'tsx', 'react-dom', '@changesets/cli', 'tsdown'];

  it('holds the game, its rules and its test, with scripts for every command, and installs only what they need', async () => {
    const manifest = JSON.parse(readFileSync(join(game, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(Object.keys(manifest.scripts).sort()).toEqual(['dev', 'serve', 'simulate', 'test', 'validate']);
    for (const f of ['game.yaml', 'rules.md', 'rules.test.ts', 'README.md']) expect(existsSync(join(game, f)), f).toBe(true);
    expect(NOT_NEEDED.filter((p) => existsSync(join(game, 'node_modules', p)))).toEqual([]);
    // The server does not bring the report's plotting (vega): only the CLI, whose `simulate --report` draws with it.
    const server = JSON.parse(readFileSync(join(game, 'node_modules/@deckhand/server/package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(server.dependencies).filter((d) => /vega|react|vite|storybook/.test(d))).toEqual([]);
    const { stdout } = await run('du', ['-sk', join(game, 'node_modules')]);
    console.log(`game folder node_modules: ${Math.round(Number(stdout.split('\t')[0]) / 1024)} MB, ${readdirSync(join(game, 'node_modules')).length} top-level entries`);
  });

  it('passes its own `npm test` (the rules test, under Vitest)', async () => {
    const { stdout } = await timed('game folder: npm test', () => run('npm', ['test'], { cwd: game, maxBuffer: 1 << 24 }));
    expect(stripVTControlCharacters(stdout)).toMatch(/Tests\s+8 passed \(8\)/);
  }, 180_000);

  it('validates its game.yaml and simulates it with a report', async () => {
    expect((await deckhand(game, ['validate'])).stdout).toMatch(/1 spec valid/);
    const { stdout } = await timed('game folder: simulate', () => deckhand(game, ['simulate', '--players', '3', '--games', '20', '--report', 'report.html']));
    expect(stdout).toMatch(/completed 20\/20/);
    expect(readFileSync(join(game, 'report.html'), 'utf8')).toMatch(/<svg/);
  }, 120_000);

  it('serves the folder\'s game with `deckhand serve`: health, the lobby list, the web client, a match created', async () => {
    const { proc, match } = await timed('game folder: serve ready', () => startDeckhand(game, ['serve', '--port', '0'], /localhost:(\d+)\//, { BOT_THREADS: '1' }));
    try {
      const origin = `http://127.0.0.1:${match[1]}`;
      expect(await (await fetch(`${origin}/health`)).json()).toMatchObject({ status: 'ok', games: 1 });
      expect(((await (await fetch(`${origin}/api/games`)).json()) as { id: string }[]).map((g) => g.id)).toEqual([GAME_ID]);
      expect(await (await fetch(`${origin}/`)).text()).toMatch(/<script type="module"[^>]* src="\/assets\/index-[\w-]+\.js"/);
      const created = await fetch(`${origin}/games/${GAME_ID}/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ numPlayers: 2 }) });
      expect(created.status).toBe(200);
      expect(await created.json()).toHaveProperty('matchID');
      expect(existsSync(join(game, 'data/deckhand.sqlite'))).toBe(true);
    } finally {
      await stop(proc);
    }
  }, 120_000);

  it('previews the game with `deckhand dev` in Chromium, and swaps in a saved change', async () => {
    const { proc, match } = await timed('game folder: dev ready', () => startDeckhand(game, ['dev', '--port', '0'], /live preview at (http:\/\/\S+)/));
    console.log(`npm create deckhand → deckhand dev ready: ${timings['npm create deckhand']! + timings['npm install (game folder)']! + timings['game folder: dev ready']!} ms (install beside the app's)`);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      const page = await browser.newPage();
      await page.goto(match[1]!);
      await page.locator('.match-board').waitFor({ timeout: 60_000 });
      const version = () => page.locator('main.dev').getAttribute('data-version');
      const before = await version();
      const spec = join(game, 'game.yaml');
      writeFileSync(spec, readFileSync(spec, 'utf8').replace('default: 5', 'default: 6'));
      await expect.poll(version, { timeout: 30_000 }).not.toBe(before);
    } finally {
      await browser.close();
      await stop(proc);
    }
  }, 180_000);
});
