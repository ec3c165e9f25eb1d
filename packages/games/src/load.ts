/**
 * Finds every game under packages/games/: a folder with a game.yaml (and, only if it needs one, a hooks.ts
 * exporting `hooks`). Adding a game means adding a folder; the server, the simulator and the UI all come here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compile, DiagnosticError, hookNames, validate, type Chooser, type CompiledGame, type GameDef, type GameHooks } from '@deckhand/dsl';

export interface LoadedGame {
  id: string;
  name: string;
  /** The folder the game lives in. */
  dir: string;
  def: GameDef;
  hooks: GameHooks;
  game: CompiledGame;
  /** The game's simulation bot, from its optional bots.ts (`export const bot = { choose }`); random play otherwise. */
  bot?: { choose: Chooser };
}

/** packages/games/ */
export const GAMES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Folders that hold a game.yaml, sorted by name: `root` alone when it is a game itself (a folder made by
 * `npm create deckhand`), else its sub-folders that are.
 */
export function gameFolders(root: string = GAMES_DIR): string[] {
  if (existsSync(join(root, 'game.yaml'))) return [resolve(root)];
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, d.name, 'game.yaml')))
    .map((d) => join(root, d.name))
    .sort();
}

/**
 * How a game's TypeScript (hooks.ts, bots.ts) is imported. Natively by default (the CLI, tests and the dev server
 * run under a TypeScript loader); the production server, which runs plain Node, swaps in a bundler.
 */
let importModule: (file: string) => Promise<unknown> = (file) => import(pathToFileURL(file).href);

export function setModuleImporter(importer: (file: string) => Promise<unknown>): void {
  importModule = importer;
}

/** Imports a game's TypeScript module the way games are loaded here (natively, or bundled on plain Node). */
export function importGameModule(file: string): Promise<unknown> {
  return importModule(file);
}

async function loadBot(dir: string): Promise<{ choose: Chooser } | undefined> {
  const file = join(dir, 'bots.ts');
  if (!existsSync(file)) return undefined;
  const mod = (await importModule(file)) as { bot?: { choose: Chooser } };
  return mod.bot;
}

async function loadHooks(dir: string): Promise<GameHooks> {
  const file = join(dir, 'hooks.ts');
  if (!existsSync(file)) return {};
  const mod = (await importModule(file)) as { hooks?: GameHooks; default?: GameHooks };
  return mod.hooks ?? mod.default ?? {};
}

/** Validates and compiles the game in `dir`. Throws a DiagnosticError listing every problem if it is invalid. */
export async function loadGameFrom(dir: string): Promise<LoadedGame> {
  const file = join(dir, 'game.yaml');
  const hooks = await loadHooks(dir);
  const r = validate(readFileSync(file, 'utf8'), {
    file,
    hooks: hookNames(hooks),
    readContent: (rel) => {
      const p = resolve(dir, rel);
      return p.startsWith(dir) && existsSync(p) ? readFileSync(p, 'utf8') : undefined;
    },
  });
  if (!r.ok) throw new DiagnosticError(r.diagnostics);
  const bot = await loadBot(dir);
  return { id: r.def.id, name: r.def.name, dir, def: r.def, hooks, game: compile(r.def, hooks), ...(bot ? { bot } : {}) };
}

/** Every game, in folder order. */
export async function loadGames(root: string = GAMES_DIR): Promise<LoadedGame[]> {
  return Promise.all(gameFolders(root).map((d) => loadGameFrom(d)));
}

/** One game by id (its folder name). */
export async function loadGame(id: string, root: string = GAMES_DIR): Promise<LoadedGame> {
  const dir = gameFolders(root).find((d) => d.endsWith(`/${id}`) || d.endsWith(`\\${id}`));
  if (!dir) throw new Error(`no game "${id}" under ${root} (games: ${gameFolders(root).map((d) => d.split(/[/\\]/).pop()).join(', ')})`);
  return loadGameFrom(dir);
}
