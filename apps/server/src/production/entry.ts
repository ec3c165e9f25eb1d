/**
 * Entry of the production bundle (dist/main.mjs, built by `nx run server:build`, run by `npm start` through
 * apps/server/start.mjs with NODE_ENV=production): games' TypeScript is bundled on import, bot threads run the
 * bundled worker beside this file, then the server starts.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setModuleImporter } from '@deckhand/games';
import { setDefaultWorkerScript } from '../bot-threads/pool';
import { importGameModule } from './games-import';

setModuleImporter(importGameModule);
// import.meta.dirname is the bundle's own folder when it runs (only import.meta.url is rewritten at build time).
setDefaultWorkerScript({ url: pathToFileURL(join(import.meta.dirname, 'bot-worker.mjs')) });
await import('../main');
