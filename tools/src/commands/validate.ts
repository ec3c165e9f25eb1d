/** `deckhand validate FILE…`: exit 0 when every spec is valid, else 1 with one diagnostic per line. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatDiagnostic, hookNames, validate, type GameHooks } from '@deckhand/dsl';
import type { Io } from '../cli';

async function implementedHooks(dir: string): Promise<string[] | undefined> {
  const file = join(dir, 'hooks.ts');
  if (!existsSync(file)) return undefined;
  const mod = (await import(pathToFileURL(file).href)) as { hooks?: GameHooks };
  return hookNames(mod.hooks);
}

export async function validateCommand(files: string[], io: Io): Promise<number> {
  if (files.length === 0) {
    io.err('usage: deckhand validate FILE…');
    return 2;
  }
  let failed = 0;
  for (const f of files) {
    const shown = relative(process.cwd(), resolve(f)) || f;
    if (!existsSync(f)) {
      io.err(`${shown}:1:1: file not found [content/missing]`);
      failed++;
      continue;
    }
    const dir = dirname(resolve(f));
    const hooks = await implementedHooks(dir);
    const r = validate(readFileSync(f, 'utf8'), {
      file: shown,
      ...(hooks ? { hooks } : {}),
      readContent: (rel) => {
        const p = resolve(dir, rel);
        return p.startsWith(dir) && existsSync(p) ? readFileSync(p, 'utf8') : undefined;
      },
    });
    if (!r.ok) {
      failed++;
      for (const d of r.diagnostics) io.err(formatDiagnostic(d));
    }
  }
  if (failed === 0) io.out(`${files.length} spec${files.length === 1 ? '' : 's'} valid`);
  return failed === 0 ? 0 : 1;
}
