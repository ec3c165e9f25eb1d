/**
 * `deckhand new`: writes a new game folder — a starter game, or a copy of an existing game under a new id — with
 * its rules checklist, a README and a rules test that passes as written. Templates are data files in
 * tools/templates/ with __PLACEHOLDERS__.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { displayName, idProblem } from './game-id';
import { localModules } from './local-imports';

const TEMPLATES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'templates');

export interface ScaffoldOptions {
  id: string;
  /** packages/games/, or another folder of games. */
  gamesRoot: string;
  /** An existing game (folder name) to start from instead of the starter game. */
  from?: string;
  name?: string;
}

export class ScaffoldError extends Error {}

type Vars = Record<string, string>;
const fill = (text: string, vars: Vars) => text.replace(/__([A-Z]+)__/g, (m, k: string) => vars[k] ?? m);
const template = (name: string, vars: Vars) => fill(readFileSync(join(TEMPLATES, name), 'utf8'), vars);

/** A game.yaml under a new id and name: only the two top-level lines change, so comments and layout stay. */
function renamedSpec(yaml: string, id: string, name: string): string {
  const quoted = /^[\w -]+$/.test(name) ? name : JSON.stringify(name);
  return yaml.replace(/^id:.*$/m, `id: ${id}`).replace(/^name:.*$/m, `name: ${quoted}`);
}

function gameIds(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, d.name, 'game.yaml')))
    .map((d) => d.name)
    .sort();
}

function starterFiles(id: string, name: string): Record<string, string> {
  const vars = { ID: id, NAME: name };
  const yaml = template('starter/game.yaml', vars);
  const description = String((parse(yaml) as { description?: string }).description ?? '');
  return {
    'game.yaml': yaml,
    'rules.md': template('starter/rules.md', vars),
    'README.md': template('starter/README.md', { ...vars, DESCRIPTION: description }),
    'rules.test.ts': template('starter/rules.test.ts.tmpl', vars),
  };
}

/**
 * The copy's rules page: the source's "how to play" text under the new name when it has one (the designer edits it
 * from there), then a fresh rule checklist whose ids name the copy's own tests.
 */
function derivedRules(sourceDir: string, vars: Vars): string {
  const fresh = template('derived/rules.md', vars);
  const source = join(sourceDir, 'rules.md');
  if (!existsSync(source)) return fresh;
  const howTo = readFileSync(source, 'utf8').replace(/^# .*$/m, `# How to play ${vars['NAME']}`).trimEnd();
  const checklist = fresh.slice(fresh.indexOf('## Rule checklist'));
  return `${howTo}\n\n${checklist}`;
}

function derivedFiles(sourceDir: string, from: string, id: string, name: string): Record<string, string> {
  const yaml = renamedSpec(readFileSync(join(sourceDir, 'game.yaml'), 'utf8'), id, name);
  const spec = parse(yaml) as { description?: string; players?: { min?: number; max?: number } };
  const vars = {
    ID: id,
    NAME: name,
    FROM: from,
    DESCRIPTION: String(spec.description ?? ''),
    MIN: String(spec.players?.min ?? 2),
    MAX: String(spec.players?.max ?? spec.players?.min ?? 2),
  };
  const files: Record<string, string> = {
    'game.yaml': yaml,
    'rules.md': derivedRules(sourceDir, vars),
    'README.md': template('starter/README.md', vars),
    'rules.test.ts': template('derived/rules.test.ts.tmpl', vars),
  };
  // The hooks and the bot, and what they import from their folder, come along; the source's tests do not.
  for (const rel of localModules(sourceDir, ['hooks.ts', 'bots.ts'])) files[rel] = readFileSync(join(sourceDir, rel), 'utf8');
  return files;
}

/** Writes the new game's folder and returns the paths written (relative to it). Throws a ScaffoldError on a bad id. */
export function scaffold(opts: ScaffoldOptions): string[] {
  const { id, gamesRoot } = opts;
  const problem = idProblem(id);
  if (problem) throw new ScaffoldError(problem);
  const dir = join(gamesRoot, id);
  if (existsSync(dir)) throw new ScaffoldError(`${dir} already exists: choose another id (games: ${gameIds(gamesRoot).join(', ')})`);
  const name = opts.name?.trim() || displayName(id);
  let files: Record<string, string>;
  let sourceDir: string | undefined;
  if (opts.from !== undefined) {
    const known = gameIds(gamesRoot);
    if (!known.includes(opts.from)) throw new ScaffoldError(`no game "${opts.from}" to start from (games: ${known.join(', ')})`);
    sourceDir = join(gamesRoot, opts.from);
    files = derivedFiles(sourceDir, opts.from, id, name);
  } else files = starterFiles(id, name);
  mkdirSync(dir, { recursive: true });
  try {
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, rel)), { recursive: true });
      writeFileSync(join(dir, rel), text);
    }
    // Content data files (decks, word lists) are copied as they are.
    if (sourceDir && existsSync(join(sourceDir, 'content'))) cpSync(join(sourceDir, 'content'), join(dir, 'content'), { recursive: true });
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return [...Object.keys(files), ...(sourceDir && existsSync(join(sourceDir, 'content')) ? ['content/'] : [])].sort();
}
