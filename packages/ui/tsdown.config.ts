/**
 * `nx run ui:build`: dist/index.js + dist/index.d.ts, and dist/style.css, every component's stylesheet in import order.
 * The components import their CSS in the sources (Vite serves it in development); the build gathers it into one file
 * that dist/index.js imports, so a consumer's bundler brings the styles along with the first component it uses.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { defineConfig } from 'tsdown';
import { packageBuild } from '../../scripts/package-build';

const SUFFIX = '?deckhand-css';

function gatherCss() {
  const sheets = new Map<string, string>();
  return {
    name: 'deckhand:gather-css',
    // A suffix, so tsdown's own CSS handling (an optional package) never sees a .css module.
    resolveId(source: string, importer: string | undefined) {
      return source.endsWith('.css') && importer ? `${resolve(dirname(importer), source)}${SUFFIX}` : null;
    },
    load(id: string) {
      if (!id.endsWith(SUFFIX)) return null;
      sheets.set(id, readFileSync(id.slice(0, -SUFFIX.length), 'utf8'));
      return { code: 'export {};', moduleSideEffects: 'no-treeshake' as const };
    },
    renderChunk(code: string, chunk: { isEntry: boolean; fileName: string }) {
      return chunk.isEntry && chunk.fileName.endsWith('.js') ? `import './style.css';\n${code}` : null;
    },
    generateBundle(_: unknown, bundle: Record<string, { type: string; moduleIds?: string[] }>) {
      const order = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? (c.moduleIds ?? []) : []));
      const ids = [...sheets.keys()].sort((a, b) => order.indexOf(a) - order.indexOf(b));
      (this as unknown as { emitFile(f: object): void }).emitFile({ type: 'asset', fileName: 'style.css', source: ids.map((id) => sheets.get(id)).join('\n') });
    },
  };
}

export default defineConfig(packageBuild({ index: 'src/index.ts' }, { platform: 'browser', plugins: [gatherCss()] }));
