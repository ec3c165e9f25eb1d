/**
 * The source of the dev preview's virtual module: the game as last validated (its IR, or the last valid one while
 * the spec has errors), the diagnostics with the source line each points at, and imports of the game's own hooks.ts
 * and bots.ts, which Vite serves to the browser like any module.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { GameDef } from '@deckhand/dsl';
import type { FileDiagnostic } from '../validate/check';

/** A diagnostic as the overlay shows it: where, what, and the line of source it points at. */
export interface DevDiagnostic extends FileDiagnostic {
  source?: string;
}

export interface DevGameState {
  id: string;
  dir: string;
  /** Counts validations, so the page can tell a reload from the first load. */
  version: number;
  /** The files whose change caused this version. */
  changed: string[];
  /** The IR the match runs: the current one, or the last valid one while `diagnostics` is not empty. */
  def: GameDef | null;
  /** Whether `def` is from an earlier version of the spec (the current one has errors). */
  stale: boolean;
  diagnostics: DevDiagnostic[];
}

/** Adds the source line to each diagnostic, read from the file it names. */
export function withSource(diagnostics: readonly FileDiagnostic[], dir: string): DevDiagnostic[] {
  const cache = new Map<string, string[]>();
  return diagnostics.map((d) => {
    const path = resolve(dir, '..', d.file);
    const candidates = [resolve(d.file), path, join(dir, d.file.split(/[/\\]/).pop()!)];
    const file = candidates.find((p) => existsSync(p));
    if (!file) return { ...d };
    if (!cache.has(file)) cache.set(file, readFileSync(file, 'utf8').split(/\r?\n/));
    const line = cache.get(file)![d.line - 1];
    return line === undefined ? { ...d } : { ...d, source: line };
  });
}

export function gameModuleSource(state: DevGameState): string {
  const imports: string[] = [];
  const hooks = join(state.dir, 'hooks.ts');
  const bots = join(state.dir, 'bots.ts');
  if (existsSync(hooks)) imports.push(`import * as hooksModule from ${JSON.stringify(hooks)};`);
  if (existsSync(bots)) imports.push(`import * as botsModule from ${JSON.stringify(bots)};`);
  return [
    ...imports,
    `export const game = ${JSON.stringify(state)};`,
    existsSync(hooks) ? 'export const hooks = hooksModule.hooks ?? hooksModule.default ?? {};' : 'export const hooks = {};',
    existsSync(bots) ? 'export const bot = botsModule.bot;' : 'export const bot = undefined;',
    // The page listens here for new versions of the game: a compiled page (the npm package's) has no HMR context of
    // its own, this module always has one.
    'export const hot = import.meta.hot;',
    '',
  ].join('\n');
}
