/**
 * @deckhand/games: every shipped game, discovered from its folder.
 * `await loadGames()` → LoadedGame[] ({ id, name, dir, def, hooks, game }); `await loadGame(id)` → one.
 */
export { GAMES_DIR, gameFolders, importGameModule, loadGame, loadGameFrom, loadGames, setModuleImporter, type LoadedGame } from './load';
export { BOT_KINDS, botFromSpec, seatChooser, type BotSpecOptions } from './seat-bots';
// A card type's `drawn:` attributes as glyph outlines (node only: reads the font file): the hosted server adds them to
// every view it sends, the Storybook fixtures to theirs.
export { drawnAttributes, inkFace, inkFaces, inkText } from './ink/ink';
// The font the words are drawn from, for tools and the drawn-word attack test (what a script would use).
export { EM, loadFont, outlineOf, type Outline, type Point } from './ink/outline';
// …and a finished race line's word spelled, beside the card's per-match alias only (ink/spell.ts).
export { spellLog, spellRaceWord } from './ink/spell';
// Plain-Node runs of our TypeScript (the production server's bundle, the built CLI, games' hooks.ts/bots.ts there).
export { bundleModule, bundleOptions, importBundledModule, type PackageLayout } from './bundle';
