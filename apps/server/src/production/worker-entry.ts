/**
 * Entry of the bundled bot worker thread (dist/bot-worker.mjs, beside dist/main.mjs): plain JavaScript, so a
 * production install starts its threads without tsx. Games' TypeScript is bundled on import, as in the main thread.
 */
import { setModuleImporter } from '@deckhand/games';
import { importGameModule } from './games-import';

setModuleImporter(importGameModule);
await import('../bot-threads/worker');
