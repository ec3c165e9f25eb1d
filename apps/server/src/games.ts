import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Game } from 'boardgame.io';
import { parse } from 'yaml';
import { ProcessGameConfig } from 'boardgame.io/internal';
import { loadGames } from '@deckhand/games';
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

/** What players read about a game that the IR does not keep: the YAML's descriptions and the folder's rules.md. */
export interface GameTexts {
  description?: string;
  /** The game folder's rules.md (player-facing rules), or '' when it has none. */
  rules: string;
  moves: Record<string, string>;
  cards: Record<string, string>;
}

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

function descriptions(section: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof section !== 'object' || section === null) return out;
  for (const [name, spec] of Object.entries(section)) {
    const d = text((spec as { description?: unknown } | null)?.description);
    if (d) out[name] = d;
  }
  return out;
}

function textsIn(dir: string | undefined): GameTexts {
  const yamlFile = dir && join(dir, 'game.yaml');
  const rulesFile = dir && join(dir, 'rules.md');
  const rules = rulesFile && existsSync(rulesFile) ? readFileSync(rulesFile, 'utf8') : '';
  if (!yamlFile || !existsSync(yamlFile)) return { rules, moves: {}, cards: {} };
  try {
    const y = parse(readFileSync(yamlFile, 'utf8')) as { description?: unknown; moves?: unknown; cards?: unknown } | null;
    const description = text(y?.description);
    return { ...(description ? { description } : {}), rules, moves: descriptions(y?.moves), cards: descriptions(y?.cards) };
  } catch {
    return { rules, moves: {}, cards: {} };
  }
}

/**
 * The server's whole game registry: every game `@deckhand/games` compiles (one per folder under packages/games),
 * so adding a game needs no server code. DECKHAND_GAMES_MODULE swaps in another module with the same `loadGames`
 * export; the tests use it to add small fixture games. A game's own bot (its bots.ts) rides along on the game, for
 * the BotRunner.
 */
export async function loadRegisteredGames(moduleSpecifier = process.env['DECKHAND_GAMES_MODULE']): Promise<BotGame[]> {
  // The shipped games are a static import (bundled into the production build); another module is imported by name.
  const mod = moduleSpecifier ? ((await import(moduleSpecifier)) as GamesModule) : { loadGames };
  return registered(await mod.loadGames());
}

/**
 * The games of one folder, ready for `createDeckhandServer`: the folder itself when it holds a game.yaml (a folder
 * made by `npm create deckhand`), else every sub-folder that does. Throws a DiagnosticError naming every problem of
 * an invalid spec.
 */
export async function loadGamesFrom(dir: string): Promise<BotGame[]> {
  return registered(await loadGames(dir));
}

function registered(loaded: LoadedEntry[]): BotGame[] {
  const games = loaded.map(({ game, bot, dir }): BotGame => {
    const texts = textsIn(dir);
    // `dir` lets the server serve the pictures the game's faces name (table/asset-routes.ts).
    return Object.assign(ProcessGameConfig(game) as Game, bot ? { bot } : {}, texts.description ? { description: texts.description } : {}, { texts }, dir ? { dir } : {});
  });
  const names = new Set<string>();
  for (const game of games) {
    if (!game.name || !/^[a-z0-9][a-z0-9-]{0,63}$/.test(game.name)) throw new Error(`bad game name "${game.name}"`);
    if (names.has(game.name)) throw new Error(`two games named "${game.name}"`);
    names.add(game.name);
  }
  return games;
}
