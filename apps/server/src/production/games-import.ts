/**
 * How the production server imports a game's TypeScript (hooks.ts, bots.ts): Node cannot run TypeScript, and the
 * game is not part of the server bundle (it is read from its folder at start), so each file is bundled by esbuild
 * on first import (@deckhand/games' `importBundledModule`, shared with the built CLI) — a few tens of milliseconds
 * per game, once per start, so an edited or newly added game folder is picked up by a restart without rebuilding.
 */
export { importBundledModule as importGameModule } from '@deckhand/games';
