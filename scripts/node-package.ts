/**
 * Building a Node package we publish that is bundled by esbuild rather than tsdown (@deckhand/server, the deckhand
 * CLI): they carry private workspace code (@deckhand/games) and boardgame.io's server, whose subpaths plain Node
 * cannot import. @deckhand/games' bundleOptions with a PackageLayout does the bundling; this file adds what every
 * such package needs around it: copying the files the bundle reaches through `import.meta.url` under dist/…/root/,
 * and refusing a build whose bundle imports an npm package its package.json does not declare (the consumer would
 * meet it as ERR_MODULE_NOT_FOUND).
 */
import { builtinModules, createRequire } from 'node:module';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { bundleOptions, type PackageLayout } from '@deckhand/games';

export const CHECKOUT = resolve(import.meta.dirname, '..');

interface Manifest {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const readManifest = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest;
const namesOf = (m: Manifest) => [...Object.keys(m.dependencies ?? {}), ...Object.keys(m.peerDependencies ?? {}), ...Object.keys(m.optionalDependencies ?? {})];

/** Imported only by code we never run: boardgame.io's FlatFile storage requires node-persist when it is made. */
const NEVER_LOADED = new Set(['node-persist']);

/** `zod/v4` → zod, `@koa/router` → @koa/router. */
export const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/**
 * Bundles each entry; returns the npm packages the bundles import. A bundled dependency's own dependencies count as
 * declared (boardgame.io's server imports koa, which boardgame.io declares).
 */
export async function bundlePackage(pkgDir: string, entries: { entry: string; out: string }[], external: RegExp): Promise<Set<string>> {
  const { build } = await import('esbuild');
  const layout: PackageLayout = { checkout: CHECKOUT, external };
  const imported = new Set<string>();
  for (const { entry, out } of entries) {
    const result = await build({ ...bundleOptions(entry, out, layout), metafile: true });
    for (const output of Object.values(result.metafile.outputs)) {
      for (const i of output.imports) if (i.external && !i.path.startsWith('node:') && !builtinModules.includes(i.path)) imported.add(packageName(i.path));
    }
  }
  const manifest = readManifest(join(pkgDir, 'package.json'));
  const declared = new Set(namesOf(manifest));
  const require = createRequire(join(pkgDir, 'package.json'));
  for (const dep of [...declared]) {
    let file: string;
    try {
      file = require.resolve(`${dep}/package.json`);
    } catch {
      continue;
    }
    for (const n of namesOf(readManifest(file))) declared.add(n);
  }
  const undeclared = [...imported].filter((n) => !declared.has(n) && !NEVER_LOADED.has(n)).sort();
  if (undeclared.length) throw new Error(`${pkgDir}/package.json does not declare what its bundle imports: ${undeclared.join(', ')}`);
  return imported;
}

/** Copies `from` (relative to the checkout) to the same place under `root` (the bundle's stand-in checkout). */
export function copyIntoRoot(root: string, from: string): void {
  const source = join(CHECKOUT, from);
  if (!existsSync(source)) throw new Error(`${from} is missing: build it first`);
  cpSync(source, join(root, from), { recursive: true });
}

export function clean(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export { dirname };
