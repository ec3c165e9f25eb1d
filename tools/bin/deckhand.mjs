#!/usr/bin/env node
// The `deckhand` command. Installed from npm (no TypeScript sources beside it) it runs the packaged CLI,
// dist/pkg/cli.mjs. In the checkout it runs the built CLI (dist/cli.mjs, `npx nx run tools:build`) when it exists
// and is newer than every TypeScript source it was built from; otherwise the TypeScript sources through tsx's
// loader, so the command never needs a build step and never runs stale code. DECKHAND_FROM_SOURCE=1 always runs
// the sources.
import { existsSync } from 'node:fs';
// boardgame.io skips its development-only checks (Immer freezes, serializability) in production mode.
process.env.NODE_ENV ??= 'production';
let main;
if (!existsSync(new URL('../src/cli.ts', import.meta.url))) {
  ({ main } = await import('../dist/pkg/cli.mjs'));
} else {
  const { freshBuild } = await import('./fresh-build.mjs');
  const built = process.env.DECKHAND_FROM_SOURCE === '1' ? undefined : freshBuild();
  if (built) {
    ({ main } = await import(built));
  } else {
    const { register } = await import('tsx/esm/api');
    // Inside the workspace: our packages' TypeScript sources, not their dist/ builds (scripts/source-condition.ts).
    const { registerSourceCondition } = await import('../../scripts/source-condition-hook.mjs');
    registerSourceCondition();
    register();
    ({ main } = await import('../src/cli.ts'));
  }
}
process.exitCode = await main(process.argv.slice(2));
