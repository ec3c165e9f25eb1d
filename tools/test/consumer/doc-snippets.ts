/**
 * The TypeScript snippets of docs/use-in-your-app.md, each fenced as ```ts src/doc/<file> (or tsx), and the ones of
 * the packages' READMEs fenced the same way: the consumer test writes them into its app and compiles them against the
 * packed packages, so the pages cannot drift from the API.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './packages';

export const DOC = join(ROOT, 'docs/use-in-your-app.md');
/** Pages where only the blocks fenced with a path are checked (their other blocks are fragments). */
export const READMES = [join(ROOT, 'packages/dsl/README.md'), join(ROOT, 'apps/server/README.md')];

export interface Snippet {
  path: string;
  code: string;
}

/**
 * The ts/tsx blocks of a page. `every`: each block must name its `src/doc/…` path (one without would go unchecked);
 * otherwise blocks without a path are skipped.
 */
export function docSnippets(file: string, every: boolean): Snippet[] {
  const blocks = [...readFileSync(file, 'utf8').matchAll(/^```(ts|tsx)\b([^\n]*)\n([\s\S]*?)^```/gm)];
  return blocks.flatMap(([, lang, info, code]) => {
    const path = info!.trim();
    if (/^src\/doc\/[\w-]+\.tsx?$/.test(path)) return [{ path, code: code! }];
    if (every) throw new Error(`${file}: a ${lang} block has no src/doc/<file> path: ${JSON.stringify(path)}`);
    return [];
  });
}

/** Every snippet the consumer test compiles. */
export function allSnippets(): Snippet[] {
  return [...docSnippets(DOC, true), ...READMES.flatMap((f) => docSnippets(f, false))];
}
