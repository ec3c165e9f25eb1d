/**
 * A game folder as a designer gets it: `npm create deckhand my-game` run from create-deckhand's tarball, then
 * installed. Our other packages are not on the registry, so the folder's package.json is pointed at their tarballs
 * (`@deckhand/cli` itself, and overrides for the two it depends on) before `npm install`; every other package comes
 * from the registry as for a user.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Packed } from './packages';

const run = promisify(execFile);

export const GAME_ID = 'my-game';

const tarballOf = (packed: Packed[], name: string) => {
  const p = packed.find((x) => x.pkg.name === name);
  if (!p) throw new Error(`${name} was not packed`);
  return `file:${p.tarball}`;
};

/** `npm create deckhand my-game --no-install` in `work`, as npm runs it: create-deckhand's bin from its tarball. */
export async function createFolder(work: string, packed: Packed[]): Promise<string> {
  const create = tarballOf(packed, 'create-deckhand').slice('file:'.length);
  await run('npm', ['exec', '--yes', `--package=${create}`, '--', 'create-deckhand', GAME_ID, '--no-install'], { cwd: work, maxBuffer: 1 << 24 });
  return join(work, GAME_ID);
}

/** Points the folder's dependencies at the tarballs, then `npm install` (npm's cache, warm in CI). */
export async function installFolder(dir: string, packed: Packed[], env: Record<string, string>): Promise<void> {
  const file = join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { devDependencies: Record<string, string>; overrides?: Record<string, string> };
  manifest.devDependencies['@deckhand/cli'] = tarballOf(packed, '@deckhand/cli');
  manifest.overrides = { ...manifest.overrides, '@deckhand/dsl': tarballOf(packed, '@deckhand/dsl'), '@deckhand/server': tarballOf(packed, '@deckhand/server') };
  writeFileSync(file, JSON.stringify(manifest, null, 2));
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, maxBuffer: 1 << 24, env: { ...process.env, ...env } });
}

/** `npx deckhand …` in the folder, as its scripts run it. */
export function deckhand(dir: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  return run(join(dir, 'node_modules/.bin/deckhand'), args, { cwd: dir, maxBuffer: 1 << 24, env: { ...process.env, ...env } });
}

/**
 * Starts a long-running `deckhand` command (serve, dev) and resolves once a line of its output matches `ready`, with
 * the process (the caller stops it) and the match.
 */
export function startDeckhand(dir: string, args: string[], ready: RegExp, env: NodeJS.ProcessEnv = {}): Promise<{ proc: ChildProcess; match: RegExpMatchArray }> {
  const proc = spawn(join(dir, 'node_modules/.bin/deckhand'), args, { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = out.match(ready);
      if (m) resolve({ proc, match: m });
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    proc.on('exit', (code) => reject(new Error(`deckhand ${args.join(' ')} exited (${code}): ${out}`)));
  });
}

/** Stops a started command and waits for it to exit. */
export function stop(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    proc.once('exit', () => resolve());
    proc.kill('SIGINT');
    setTimeout(() => proc.kill('SIGKILL'), 10_000).unref();
  });
}
