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
 *  - `npm publish --dry-run` passes for every package.
 */
import { execFile, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allSnippets } from './doc-snippets';
import { ALWAYS_ALLOWED, buildAndPack, PUBLISHED, publishDryRun, ROOT, type Packed } from './packages';

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
  const ours = Object.fromEntries(packed.map((p) => [p.pkg.name, `file:${p.tarball}`]));
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
  await timed('npm install', () => run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: app, maxBuffer: 1 << 24 }));
}, 600_000);

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
    it(`type-check under strict consumer settings (${compiler})`, async () => {
      const tsc = (project: string) =>
        timed(`tsc ${project} (${compiler})`, () =>
          run(bin, ['-p', project, '--pretty', 'false'], { cwd: app, maxBuffer: 1 << 24 }).then(
            () => [] as string[],
            (e: { stdout: string }) => e.stdout.split('\n').filter((l) => /error TS\d+/.test(l)),
          ),
        );
      expect((await tsc('tsconfig.json')).filter((l) => !KNOWN_THIRD_PARTY.test(l))).toEqual([]);
      // The page's snippets also use boardgame.io/react, whose own declarations fail a library check under React 19's
      // types (a global JSX namespace, prop-types): they are checked as create-vite's template does, skipLibCheck on.
      expect(await tsc('tsconfig.docs.json')).toEqual([]);
    }, 180_000);
  }

  it('build a Vite + React app from a YAML import, with no compiler in the browser bundle', async () => {
    cpSync(join(app, 'bag.yaml'), join(app, 'web/src/bag.yaml'));
    // A production build, as a user's `vite build` (the test runner's NODE_ENV=test would keep React's development code).
    const { stdout } = await timed('vite build', () => run(process.execPath, ['web/build.mjs'], { cwd: app, maxBuffer: 1 << 24, env: { ...process.env, NODE_ENV: 'production' } }));
    const out = JSON.parse(stdout.trim().split('\n').at(-1)!) as { jsBytes: number; jsGzipBytes: number; compilerCode: string[]; brokenError: string };
    console.log(`consumer app JavaScript: ${out.jsBytes} bytes, ${out.jsGzipBytes} gzipped`);
    expect(out.compilerCode).toEqual([]);
    expect(out.jsGzipBytes).toBeGreaterThan(0);
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
