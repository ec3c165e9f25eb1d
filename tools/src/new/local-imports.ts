/** The TypeScript files a game's hooks.ts and bots.ts need from their own folder, followed through relative imports. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.\/[^'"]+)['"]|import\(\s*['"](\.\/[^'"]+)['"]\s*\)/g;

const isFile = (p: string) => existsSync(p) && statSync(p).isFile();

/** Relative paths (from `dir`) of `entries` and every same-folder module they import, tests excluded. */
export function localModules(dir: string, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.filter((e) => existsSync(join(dir, e)));
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of readFileSync(join(dir, file), 'utf8').matchAll(IMPORT)) {
      const spec = normalize(m[1] ?? m[2]!);
      if (spec.startsWith('..')) continue;
      const candidates = [spec, `${spec}.ts`, `${spec}.tsx`, join(spec, 'index.ts')];
      const found = candidates.find((c) => isFile(join(dir, c)) && !/\.test\.tsx?$/.test(c));
      if (found) queue.push(found);
    }
  }
  return [...seen].sort();
}
