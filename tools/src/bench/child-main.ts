/**
 * Entry of a bench child: tools/dist/bench-child.mjs when built (started with --built), this file through tsx
 * otherwise. Plain Node cannot import a game's bots.ts, so built children bundle it on import, as the built CLI does.
 */
import { importBundledModule, setModuleImporter } from '@deckhand/games';
import { serveBench } from './child';

if (process.argv.includes('--built')) setModuleImporter(importBundledModule);
serveBench();
