/**
 * How the production server imports a game's TypeScript (hooks.ts, bots.ts): Node cannot run TypeScript, and the
 * game is not part of the server bundle (it is read from its folder at start), so each file is bundled by esbuild
 * into dist/games/ on first import — a few tens of milliseconds per game, once per start, so an edited or newly
 * added game folder is picked up by a restart without rebuilding the server.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleModule, SERVER_DIR } from './bundle';

/**
 * Under the checkout's node_modules (a cache, never committed), so the bare imports a module leaves (npm packages)
 * resolve from the same node_modules as the server's; outside dist/, which is the build's cached output.
 */
const OUT_DIR = join(SERVER_DIR, '..', '..', 'node_modules', '.cache', 'deckhand', 'games');

export async function importGameModule(file: string): Promise<unknown> {
  const name = createHash('sha256').update(file).digest('hex').slice(0, 16);
  const outfile = join(OUT_DIR, `${name}.mjs`);
  await bundleModule(file, outfile);
  // A query per start: a restarted server (or a second import in one process) never meets a stale module cache entry.
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}
