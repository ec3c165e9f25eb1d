/**
 * `npm run build:package` (and `prepack`): the `deckhand` command as npm gets it, under dist/pkg/: the CLI
 * (cli.mjs, run by bin/deckhand.mjs), the rules-test helpers (testing.mjs, `@deckhand/cli/testing`; without
 * declarations yet: rolldown-plugin-dts 0.x could not bundle @deckhand/games' types into them), and under root/
 * what the bundle finds beside it (scripts/node-package.ts): the game templates, and the dev preview page, built
 * here with Vite from apps/web (`deckhand dev` serves it with the game as a virtual module).
 */
import { join } from 'node:path';
import { build } from 'vite';
import { bundlePackage, clean, CHECKOUT, copyIntoRoot } from '../scripts/node-package';

const TOOLS = import.meta.dirname;
const OUT = join(TOOLS, 'dist', 'pkg');
const WEB = join(CHECKOUT, 'apps/web');

const t0 = performance.now();
clean(OUT);
// Our published packages stay imports: the server the CLI starts is the @deckhand/server the consumer installed.
await bundlePackage(
  TOOLS,
  [
    { entry: join(TOOLS, 'src/package-entry.ts'), out: join(OUT, 'cli.mjs') },
    { entry: join(TOOLS, 'src/testing.ts'), out: join(OUT, 'testing.mjs') },
  ],
  /^@deckhand\/(dsl|server)(\/|$)/,
);
copyIntoRoot(join(OUT, 'root'), 'tools/templates');
// The dev page where tools/src/dev/server.ts looks for apps/web: compiled, with the game left as an import that
// the dev server answers (its virtual module), and no vite.config.ts beside it (which says "serve as built").
await build({
  root: WEB,
  configFile: join(WEB, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    outDir: join(OUT, 'root/apps/web'),
    emptyOutDir: true,
    sourcemap: false,
    // apps/web's chunk manifest is for its own first-load test: no file of the package.
    manifest: false,
    // One page for a designer's own machine: its size is not a download that matters.
    chunkSizeWarningLimit: 8192,
    rolldownOptions: { input: join(WEB, 'dev.html'), external: ['virtual:deckhand-dev-game'] },
  },
});
console.log(`built ${OUT} in ${Math.round(performance.now() - t0)} ms`);
