import type { Game } from 'boardgame.io';
import { ProcessGameConfig } from 'boardgame.io/internal';

interface GamesModule {
  loadGames(): Promise<{ game: Game }[]> | { game: Game }[];
}

/**
 * The server's whole game registry: every game `@deckhand/games` compiles (one per folder under packages/games),
 * so adding a game needs no server code. DECKHAND_GAMES_MODULE swaps in another module with the same `loadGames`
 * export; the tests use it to add small fixture games.
 */
export async function loadRegisteredGames(moduleSpecifier = process.env['DECKHAND_GAMES_MODULE']): Promise<Game[]> {
  const mod = (await import(moduleSpecifier || '@deckhand/games')) as GamesModule;
  const loaded = await mod.loadGames();
  const games = loaded.map(({ game }) => ProcessGameConfig(game) as Game);
  const names = new Set<string>();
  for (const game of games) {
    if (!game.name || !/^[a-z0-9][a-z0-9-]{0,63}$/.test(game.name)) throw new Error(`bad game name "${game.name}"`);
    if (names.has(game.name)) throw new Error(`two games named "${game.name}"`);
    names.add(game.name);
  }
  return games;
}
