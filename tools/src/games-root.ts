/**
 * Where a command finds its games. Inside the checkout: packages/games/. In a folder made by `npm create deckhand`
 * (its own game.yaml) or a folder of game folders, the games are there, wherever the CLI is installed.
 */
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { GAMES_DIR } from '@deckhand/games';

const isGame = (dir: string) => existsSync(join(dir, 'game.yaml'));
const holdsGames = (dir: string) => {
  try {
    return readdirSync(dir, { withFileTypes: true }).some((d) => d.isDirectory() && isGame(join(dir, d.name)));
  } catch {
    return false;
  }
};

/**
 * The folder of games a command reads: --games-root when given; else the working directory when it is a game or
 * holds games; else the checkout's packages/games/ when it exists (the CLI runs from this repository); else the
 * working directory.
 */
export function gamesRoot(flag: string | undefined, cwd: string = process.cwd()): string {
  if (flag !== undefined) return resolve(flag);
  if (isGame(cwd)) return dirname(resolve(cwd));
  if (holdsGames(cwd)) return resolve(cwd);
  return existsSync(GAMES_DIR) ? GAMES_DIR : resolve(cwd);
}

/**
 * The game a command names, or, named none, the one the working directory is (a folder made by
 * `npm create deckhand`): its id (folder name) and the folder holding it.
 */
export function gameTarget(id: string | undefined, flag: string | undefined, cwd: string = process.cwd()): { id: string; root: string } | undefined {
  if (id !== undefined) return { id, root: gamesRoot(flag, cwd) };
  if (flag === undefined && isGame(cwd)) return { id: basename(resolve(cwd)), root: dirname(resolve(cwd)) };
  return undefined;
}

/** The folders `deckhand serve` hosts: the working directory's game, or its game folders, or packages/games/. */
export function servedRoot(dir: string | undefined, cwd: string = process.cwd()): string {
  if (dir !== undefined) return resolve(dir);
  if (isGame(cwd) || holdsGames(cwd)) return resolve(cwd);
  return existsSync(GAMES_DIR) ? GAMES_DIR : resolve(cwd);
}
