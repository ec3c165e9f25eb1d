/**
 * Entry of the npm package's bundle (dist/pkg/index.mjs, built by build-package.ts): the library of src/index.ts
 * on plain Node. As in the production bundle (entry.ts), games' TypeScript (hooks.ts, bots.ts) is bundled when it is
 * imported, and bot threads run the bundled worker beside this file.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setModuleImporter } from '@deckhand/games';
import { setDefaultWorkerScript } from '../bot-threads/pool';
import { importGameModule } from './games-import';

setModuleImporter(importGameModule);
// import.meta.dirname is the bundle's own folder when it runs (only import.meta.url is rewritten at build time).
setDefaultWorkerScript({ url: pathToFileURL(join(import.meta.dirname, 'bot-worker.mjs')) });

export * from '../index';
