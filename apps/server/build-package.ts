/**
 * `npm run build:package` (and `prepack`): @deckhand/server as npm gets it, under dist/pkg/: the library
 * (index.mjs, from src/production/package-entry.ts), its bot worker (bot-worker.mjs), the types (index.d.mts), and
 * under root/ the web client (built here with Vite from apps/web) and the fonts, where the bundle finds them
 * (scripts/node-package.ts).
 */
import { join } from 'node:path';
import { build } from 'tsdown';
import { build as viteBuild } from 'vite';
import { bundlePackage, CHECKOUT, clean, copyIntoRoot } from '../../scripts/node-package';

const SERVER = import.meta.dirname;
const OUT = join(SERVER, 'dist', 'pkg');

const t0 = performance.now();
clean(OUT);
// @deckhand/dsl is a package of its own: imported, so a game compiled by the consumer's copy meets the same code.
await bundlePackage(
  SERVER,
  [
    { entry: join(SERVER, 'src/production/package-entry.ts'), out: join(OUT, 'index.mjs') },
    { entry: join(SERVER, 'src/production/worker-entry.ts'), out: join(OUT, 'bot-worker.mjs') },
  ],
  /^@deckhand\/dsl(\/|$)/,
);
// The lobby and match pages, built apart from apps/web/dist so that a package build never changes what `npm start` serves.
const WEB = join(CHECKOUT, 'apps/web');
await viteBuild({ root: WEB, configFile: join(WEB, 'vite.config.ts'), logLevel: 'warn', build: { outDir: join(OUT, 'root/apps/web/dist'), emptyOutDir: true, sourcemap: false, manifest: false } });
copyIntoRoot(join(OUT, 'root'), 'packages/games/assets/fonts');
// One bundled index.d.mts (tsdown's declaration bundler, as for the other packages), with @deckhand/games' types in it.
await build({
  config: false,
  cwd: SERVER,
  entry: { index: 'src/index.ts' },
  outDir: OUT,
  clean: false,
  format: 'esm',
  platform: 'node',
  dts: { tsconfig: 'tsconfig.build.json', emitDtsOnly: true },
  tsconfig: 'tsconfig.build.json',
  deps: { alwaysBundle: [/^@deckhand\/games/], onlyBundle: false },
  logLevel: 'warn',
});
console.log(`built ${OUT} in ${Math.round(performance.now() - t0)} ms`);
