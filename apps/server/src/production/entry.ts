/**
 * Entry of the production bundle (dist/main.mjs, built by `nx run server:build`, run by `npm start` through
 * apps/server/start.mjs with NODE_ENV=production): games' TypeScript is bundled on import, then the server starts.
 */
import { setModuleImporter } from '@deckhand/games';
import { importGameModule } from './games-import';

setModuleImporter(importGameModule);
await import('../main');
