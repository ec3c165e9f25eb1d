/**
 * Every shipped game (packages/games/<id>/game.yaml) validates. The dsl package must not depend on
 * @deckhand/games, so the folders are read directly; a game's hooks.ts, when present, is imported for the names
 * of the hooks it implements.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, hookNames, validate, type GameHooks } from '../src/index';

const GAMES = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'games');

const folders = readdirSync(GAMES, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(GAMES, d.name, 'game.yaml')))
  .map((d) => d.name)
  .sort();

async function implementedHooks(dir: string): Promise<string[] | undefined> {
  const file = join(dir, 'hooks.ts');
  if (!existsSync(file)) return undefined;
  const mod = (await import(pathToFileURL(file).href)) as { hooks?: GameHooks; default?: GameHooks };
  return hookNames(mod.hooks ?? mod.default);
}

describe('good games', () => {
  it('finds the shipped games', () => {
    expect(folders).toContain('bag');
  });

  it.each(folders)('%s/game.yaml validates', async (id) => {
    const dir = join(GAMES, id);
    const hooks = await implementedHooks(dir);
    const r = validate(readFileSync(join(dir, 'game.yaml'), 'utf8'), {
      file: `${id}/game.yaml`,
      ...(hooks ? { hooks } : {}),
      readContent: (rel) => {
        const p = resolve(dir, rel);
        return p.startsWith(dir + sep) && existsSync(p) ? readFileSync(p, 'utf8') : undefined;
      },
    });
    expect(r.ok ? [] : r.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(r.ok && r.def.id).toBe(id);
  });
});
