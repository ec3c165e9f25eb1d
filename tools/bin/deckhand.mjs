#!/usr/bin/env node
// Runs the TypeScript CLI through tsx's loader, so `npx deckhand` needs no build step.
import { register } from 'tsx/esm/api';
// boardgame.io skips its development-only checks (Immer freezes, serializability) in production mode.
process.env.NODE_ENV ??= 'production';
register();
const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv.slice(2));
