/**
 * Entry of the npm package's CLI (dist/pkg/cli.mjs, build-package.ts): plain Node cannot import a game's hooks.ts
 * or bots.ts, so they are bundled on import, as in the built CLI of the checkout (built-entry.ts).
 */
import { importBundledModule, setModuleImporter } from '@deckhand/games';

setModuleImporter(importBundledModule);

export { main } from './cli';
