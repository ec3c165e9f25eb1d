/**
 * `nx run tools:build`: the CLI bundled to dist/cli.mjs (with @deckhand/dsl and @deckhand/games; other npm
 * packages stay imports), so `npx deckhand` runs plain JavaScript instead of compiling TypeScript through tsx on
 * every start and carrying tsx's per-closure wrappers in every hot loop. bin/deckhand.mjs runs it while it is newer
 * than every source it was built from.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleModule } from '@deckhand/games';

const TOOLS = dirname(fileURLToPath(import.meta.url));
export const CLI_BUNDLE = join(TOOLS, 'dist', 'cli.mjs');

const t0 = performance.now();
await bundleModule(join(TOOLS, 'src', 'built-entry.ts'), CLI_BUNDLE);
console.log(`built ${CLI_BUNDLE} in ${Math.round(performance.now() - t0)} ms`);
