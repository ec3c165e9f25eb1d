/**
 * Entry of the built CLI (tools/dist/cli.mjs, `nx run tools:build`): plain Node cannot import a game's hooks.ts or
 * bots.ts, so they are bundled on import, as the production server does.
 */
import { importBundledModule, setModuleImporter } from '@deckhand/games';

setModuleImporter(importBundledModule);

export { main } from './cli';
