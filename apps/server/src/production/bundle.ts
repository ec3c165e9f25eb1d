/**
 * The production build: esbuild bundles the server's TypeScript (and the workspace packages it uses) into one ES
 * module that plain `node` runs, with no TypeScript loader. What is bundled and what is left to Node is decided by
 * `bundleOptions` of @deckhand/games (packages/games/src/bundle.ts), which the built CLI shares.
 * Games are not bundled into the server: they are read from their folders when the server starts (adding a game is
 * adding a folder). Their TypeScript (hooks.ts, bots.ts) is bundled the same way, one small module per file, when it
 * is first imported (games-import.ts).
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleModule } from '@deckhand/games';
import { bundleIsCurrent, bundleStamped } from './bundle-stamp';

// The bench bundles plain boardgame.io's server the same way (bench/server/servers.ts).
export { bundleModule };

/** apps/server */
export const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Where `nx run server:build` writes the bundle (`npm start` runs it). */
export const SERVER_BUNDLE = join(SERVER_DIR, 'dist', 'main.mjs');

/** The bot worker thread's bundle, always beside the server's (entry.ts starts it from there). */
export const workerBundleOf = (outfile: string) => join(dirname(outfile), 'bot-worker.mjs');

/**
 * Builds dist/main.mjs from src/production/entry.ts, stamped with the sources it was built from, and the bot
 * worker dist/bot-worker.mjs beside it.
 */
export async function bundleServer(outfile: string = SERVER_BUNDLE): Promise<void> {
  await bundleModule(join(SERVER_DIR, 'src/production/worker-entry.ts'), workerBundleOf(outfile));
  await bundleStamped(join(SERVER_DIR, 'src/production/entry.ts'), outfile);
}

/**
 * The bundle of the code checked out now: dist/main.mjs when it was built from these very sources, else rebuilt
 * first (esbuild, a second or two). `rebuilt` says which, for the caller to report.
 */
export async function currentServerBundle(): Promise<{ bundle: string; rebuilt: boolean }> {
  // The worker is built with the server, from a subset of its sources: both there, or both rebuilt.
  if (bundleIsCurrent(SERVER_BUNDLE) && existsSync(workerBundleOf(SERVER_BUNDLE))) return { bundle: SERVER_BUNDLE, rebuilt: false };
  await bundleServer();
  return { bundle: SERVER_BUNDLE, rebuilt: true };
}
