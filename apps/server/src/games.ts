import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Game } from 'boardgame.io';
import { parse } from 'yaml';
import { ProcessGameConfig } from 'boardgame.io/internal';
import type { BotGame, GameBot } from './bots';

interface GamesModule {
  loadGames(): Promise<LoadedEntry[]> | LoadedEntry[];
}
interface LoadedEntry {
  game: Game;
  bot?: GameBot;
  /** The game's folder (@deckhand/games); its game.yaml's top-level `description` is shown in the lobby. */
  dir?: string;
}

/** The YAML's `description:` line, which the IR does not keep. */
function descriptionIn(dir: string | undefined): string | undefined {
  const file = dir && join(dir, 'game.yaml');
  if (!file || !existsSync(file)) return undefined;
  try {
    const d = (parse(readFileSync(file, 'utf8')) as { description?: unknown } | null)?.description;
    return typeof d === 'string' ? d : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The server's whole game registry: every game `@deckhand/games` compiles (one per folder under packages/games),
 * so adding a game needs no server code. DECKHAND_GAMES_MODULE swaps in another module with the same `loadGames`
 * export; the tests use it to add small fixture games. A game's own bot (its bots.ts) rides along on the game, for
 * the BotRunner.
 */
export async function loadRegisteredGames(moduleSpecifier = process.env['DECKHAND_GAMES_MODULE']): Promise<BotGame[]> {
  const mod = (await import(moduleSpecifier || '@deckhand/games')) as GamesModule;
  const loaded = await mod.loadGames();
  const games = loaded.map(({ game, bot, dir }): BotGame => {
    const description = descriptionIn(dir);
    return Object.assign(ProcessGameConfig(game) as Game, bot ? { bot } : {}, description ? { description } : {});
  });
  const names = new Set<string>();
  for (const game of games) {
    if (!game.name || !/^[a-z0-9][a-z0-9-]{0,63}$/.test(game.name)) throw new Error(`bad game name "${game.name}"`);
    if (names.has(game.name)) throw new Error(`two games named "${game.name}"`);
    names.add(game.name);
  }
  return games;
}
