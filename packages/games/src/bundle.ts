/**
 * Running the workspace's TypeScript on plain Node, without a TypeScript loader: esbuild bundles an entry (the
 * hosted server's, the CLI's, or one game's hooks.ts/bots.ts) into one ES module. The production server
 * (apps/server/src/production) and the built CLI (tools/build.ts) share these options, so both run the same way:
 *  - bundled: our own code (@deckhand/*, relative imports) and boardgame.io, whose subpaths (`boardgame.io/server`)
 *    have no exports map and so cannot be imported by Node's ESM resolver;
 *  - left as imports resolved from node_modules at run time: every other npm package (native better-sqlite3,
 *    socket.io, koa, immer, esbuild itself…), exactly the versions the lockfile installed;
 *  - `import.meta.url` in our sources becomes the source file's URL *relative to the bundle*, resolved when the
 *    bundle runs (`new URL('../../src/x.ts', import.meta.url)`), so paths computed from it (the games folder,
 *    templates, the web client's dist) mean what they mean when the sources run directly, and a checkout (or an
 *    image) that is copied or moved after the build still finds its own files: no path of the machine that built
 *    the bundle is written into it.
 * esbuild is imported when something is bundled, not when this module loads: loading a game never needs it.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BuildOptions, Plugin } from 'esbuild';

const BUNDLED_PACKAGES = /^(@deckhand\/|boardgame\.io(\/|$))/;

// Spelt in two pieces wherever this file names it: this file is bundled too, and would rewrite its own needle.
const IMPORT_META_URL = 'import.meta' + '.url';

/** `import.meta.url` of `source` as an expression evaluated inside the bundle written to `outfile`. */
export function sourceUrlIn(outfile: string, source: string): string {
  const rel = relative(dirname(outfile), source).split(sep).join('/');
  return `new URL(${JSON.stringify(rel.startsWith('.') ? rel : `./${rel}`)}, ${IMPORT_META_URL}).href`;
}

/**
 * How a bundle meant for npm differs (the server and CLI packages): no source beside it, so each source file's
 * `import.meta.url` points at the same path under `<bundle folder>/root/` (relative to `checkout`), where the package
 * build copies the few files those paths reach (the web client, fonts, templates); and the packages we publish
 * (`external`) stay imports of the consumer's installed copy.
 */
export interface PackageLayout {
  checkout: string;
  external: RegExp;
}

/** Where `source` stands inside the bundle's folder: itself, or its copy under root/ in a package. */
const standIn = (outfile: string, source: string, layout?: PackageLayout) => (layout ? join(dirname(outfile), 'root', relative(layout.checkout, source)) : source);

const workspacePlugin = (outfile: string, layout?: PackageLayout): Plugin => ({
  name: 'deckhand-workspace',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED_PACKAGES.test(args.path) && !layout?.external.test(args.path) ? undefined : { path: args.path, external: true },
    );
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${'/'}node_modules${'/'}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      return { contents: source.replaceAll(IMPORT_META_URL, sourceUrlIn(outfile, standIn(outfile, args.path, layout))), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
});

const REQUIRE_BANNER = `import { createRequire as __deckhandRequire } from 'node:module'; const require = __deckhandRequire(${IMPORT_META_URL});`;

/** esbuild options for one entry bundled to `outfile` (an ES module for Node 20); `layout` for an npm package. */
export function bundleOptions(entry: string, outfile: string, layout?: PackageLayout): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // boardgame.io's CommonJS `require`s of external packages need a `require` inside an ES module.
    banner: { js: REQUIRE_BANNER },
    // Our packages' sources, not their dist/ builds (scripts/source-condition.ts).
    conditions: ['@deckhand/source'],
    plugins: [workspacePlugin(resolve(outfile), layout)],
    logLevel: 'warning',
    legalComments: 'none',
  };
}

/** Bundles `entry` (with everything of ours it imports) to `outfile`. */
export async function bundleModule(entry: string, outfile: string): Promise<void> {
  const { build } = await import('esbuild');
  await build(bundleOptions(entry, outfile));
}

/**
 * Under the checkout's node_modules (a cache, never committed), so the bare imports a bundled module leaves (npm
 * packages) resolve from the same node_modules as the code that imports it.
 */
const GAME_MODULES = join(resolve(dirname(fileURLToPath(import.meta.url)), '../../..'), 'node_modules', '.cache', 'deckhand', 'games');

/**
 * Imports a game's TypeScript (hooks.ts, bots.ts) on plain Node: bundled on first import (a few tens of ms per
 * file, once per process), so an edited or newly added game folder is picked up by a restart without a rebuild. For
 * `setModuleImporter` in built code.
 */
export async function importBundledModule(file: string): Promise<unknown> {
  const name = createHash('sha256').update(file).digest('hex').slice(0, 16);
  const outfile = join(GAME_MODULES, `${name}.mjs`);
  await bundleModule(file, outfile);
  // A query per import: a second import in one process never meets a stale module cache entry.
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}
