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
const BUILDS = [
  { entry: join(TOOLS, 'src', 'built-entry.ts'), out: join(TOOLS, 'dist', 'cli.mjs') },
  // One bench workload alone, to profile built code (docs/benchmarks.md).
  { entry: join(TOOLS, 'bench', 'profile.ts'), out: join(TOOLS, 'dist', 'profile.mjs') },
  // A child of `deckhand bench`: the workloads it is given, timed in a process of their own (src/bench/children.ts).
  { entry: join(TOOLS, 'src', 'bench', 'child-main.ts'), out: join(TOOLS, 'dist', 'bench-child.mjs') },
];

for (const { entry, out } of BUILDS) {
  const t0 = performance.now();
  await bundleModule(entry, out);
  console.log(`built ${out} in ${Math.round(performance.now() - t0)} ms`);
}
