/**
 * The CLI on built code: the esbuild bundle of the CLI (what `nx run tools:build` writes to tools/dist/cli.mjs)
 * answers a quick command exactly as the TypeScript sources run through tsx do, and bin/deckhand.mjs runs the
 * bundle only while no source is newer than it.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { bundleModule } from '@deckhand/games';
import { freshBuild } from '../bin/fresh-build.mjs';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../..');
const BIN = join(ROOT, 'tools/bin/deckhand.mjs');
// Under node_modules, so the npm packages the bundle leaves as imports resolve as they do from tools/dist.
const OUT = join(ROOT, 'node_modules/.cache/deckhand/cli-test/cli.mjs');

const SIMULATE = ['simulate', 'bag', '--players', '3', '--games', '4', '--seed', 'built', '--json'];

/** `simulate --json`'s record without its one measurement (actions per second). */
function outcome(stdout: string): unknown {
  const { actionsPerSecond, ...rest } = JSON.parse(stdout) as Record<string, unknown>;
  expect(actionsPerSecond).toBeGreaterThan(0);
  return rest;
}

describe('the built CLI', () => {
  it('gives the same answers as the sources through tsx (validate, of a game with hooks.ts too, and a seeded simulate with the game bots of bots.ts)', async () => {
    await bundleModule(join(ROOT, 'tools/src/built-entry.ts'), OUT);
    const viaBundle = (argv: string[]) =>
      run(process.execPath, ['--input-type=module', '-e', `const { main } = await import(${JSON.stringify(pathToFileURL(OUT).href)}); process.exitCode = await main(${JSON.stringify(argv)});`], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: 'production' },
      });
    const viaSources = (argv: string[]) => run(process.execPath, [BIN, ...argv], { cwd: ROOT, env: { ...process.env, DECKHAND_FROM_SOURCE: '1', NODE_ENV: 'production' } });
    const spec = join(ROOT, 'packages/games/build-up/game.yaml');
    const [a, b] = [await viaBundle(['validate', spec]), await viaSources(['validate', spec])];
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).toContain('valid');
    // A game with TypeScript hooks: plain Node cannot import its hooks.ts, so the built CLI bundles it first.
    const hooked = join(ROOT, 'packages/games/art-of-argument/game.yaml');
    const [h1, h2] = [await viaBundle(['validate', hooked]), await viaSources(['validate', hooked])];
    expect(h1.stdout).toBe(h2.stdout);
    expect(h1.stdout).toMatch(/1 spec valid/);
    const [c, d] = [await viaBundle(SIMULATE), await viaSources(SIMULATE)];
    expect(outcome(c.stdout)).toEqual(outcome(d.stdout));
    expect(outcome(c.stdout)).toMatchObject({ game: 'bag', games: 4, completed: 4 });
  });

  it('runs only while no TypeScript source is newer than the bundle', () => {
    const dir = mkdtempSync(join(tmpdir(), 'deckhand-fresh-'));
    const src = join(dir, 'src', 'deep');
    mkdirSync(src, { recursive: true });
    const bundle = join(dir, 'cli.mjs');
    const source = join(src, 'a.ts');
    writeFileSync(source, 'export {};\n');
    expect(freshBuild(bundle, [join(dir, 'src')])).toBeUndefined(); // not built
    writeFileSync(bundle, '');
    utimesSync(source, new Date(1000), new Date(1000));
    utimesSync(bundle, new Date(2000), new Date(2000));
    expect(freshBuild(bundle, [join(dir, 'src'), join(dir, 'missing')])).toBe(pathToFileURL(bundle).href);
    utimesSync(source, new Date(3000), new Date(3000));
    expect(freshBuild(bundle, [join(dir, 'src')])).toBeUndefined(); // a source changed after the build
  });
});
