/**
 * The production build: esbuild bundles the server's TypeScript (and the workspace packages it uses) into one ES
 * module that plain `node` runs, with no TypeScript loader. What is bundled and what is left to Node:
 *  - bundled: our own code (@deckhand/*, relative imports) and boardgame.io, whose subpaths (`boardgame.io/server`)
 *    have no exports map and so cannot be imported by Node's ESM resolver;
 *  - left as imports resolved from node_modules at run time: every other npm package (native better-sqlite3,
 *    socket.io, koa, immer…), exactly the versions the lockfile installed;
 *  - `import.meta.url` in our sources is pinned to the source file's own URL, so paths computed from it (the games
 *    folder, the web client's dist) mean what they mean when the sources run directly.
 * Games are not bundled into the server: they are read from their folders when the server starts (adding a game is
 * adding a folder). Their TypeScript (hooks.ts, bots.ts) is bundled the same way, one small module per file, by
 * `bundleModule` when it is first imported (games-import.ts).
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type BuildOptions, type Plugin } from 'esbuild';

/** apps/server */
export const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Where `nx run server:build` writes the bundle (`npm start` runs it). */
export const SERVER_BUNDLE = join(SERVER_DIR, 'dist', 'main.mjs');

const BUNDLED_PACKAGES = /^(@deckhand\/|boardgame\.io(\/|$))/;

const workspacePlugin: Plugin = {
  name: 'deckhand-workspace',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (BUNDLED_PACKAGES.test(args.path) ? undefined : { path: args.path, external: true }));
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${'/'}node_modules${'/'}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

// Spelt in two pieces: this file is bundled too, and its own `import.meta` + `.url` would be pinned like any other.
const REQUIRE_BANNER = "import { createRequire as __deckhandRequire } from 'node:module'; const require = __deckhandRequire(import.meta" + '.url);';

/** Options shared by the server bundle and the games' modules. */
export function bundleOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // boardgame.io's CommonJS `require`s of external packages need a `require` inside an ES module.
    banner: { js: REQUIRE_BANNER },
    plugins: [workspacePlugin],
    logLevel: 'warning',
    legalComments: 'none',
  };
}

/** Builds dist/main.mjs from src/production/entry.ts. */
export async function bundleServer(outfile: string = SERVER_BUNDLE): Promise<void> {
  await build(bundleOptions(join(SERVER_DIR, 'src/production/entry.ts'), outfile));
}

/** Bundles one TypeScript module (a game's hooks.ts or bots.ts with what it imports) to `outfile`. */
export async function bundleModule(file: string, outfile: string): Promise<void> {
  await build(bundleOptions(file, outfile));
}
