/** @deckhand/vite-plugin: import a Deckhand game.yaml as a compiled module (`deckhand()` in vite.config). */
export { deckhand, diagnosticsMessage, type DeckhandPluginOptions } from './plugin';
