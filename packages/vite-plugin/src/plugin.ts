/**
 * `deckhand()`: a Vite plugin that makes `import bag from './bag.yaml'` yield the compiled game at build time. The
 * YAML is validated when it is imported (and again on every save in dev); a broken file fails the build, or shows
 * in Vite's error overlay, with every problem as `file:line:col: message [code]` and the first one's position.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { clientDef, formatDiagnostic, validate, type Diagnostic } from '@deckhand/dsl';
import type { Plugin } from 'vite';
import { browserModule, serverModule } from './module-code';

export interface DeckhandPluginOptions {
  /** Which imports are games; default: every `.yaml` / `.yml` file. */
  include?: RegExp;
}

const HOOK_FILES = ['hooks.ts', 'hooks.js', 'hooks.mjs'];

/** The message Vite prints and overlays: every diagnostic, one per line, paths relative to the project. */
export function diagnosticsMessage(diagnostics: readonly Diagnostic[], root: string): string {
  return diagnostics.map((d) => formatDiagnostic({ ...d, file: relative(root, d.file) || d.file })).join('\n');
}

export function deckhand(options: DeckhandPluginOptions = {}): Plugin {
  const include = options.include ?? /\.ya?ml$/;
  let root = process.cwd();
  return {
    name: 'deckhand',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform(text, id, opts) {
      const file = id.split('?')[0]!;
      if (!include.test(file)) return null;
      const dir = dirname(file);
      const hooksFile = HOOK_FILES.map((f) => join(dir, f)).find((f) => existsSync(f));
      const result = validate(text, {
        file,
        readContent: (rel) => {
          const path = resolve(dir, rel);
          if (!path.startsWith(dir) || !existsSync(path)) return undefined;
          this.addWatchFile(path);
          return readFileSync(path, 'utf8');
        },
      });
      if (!result.ok) {
        const first = result.diagnostics[0];
        this.error({
          message: diagnosticsMessage(result.diagnostics, root),
          id: file,
          ...(first ? { loc: { file, line: first.line, column: first.col } } : {}),
        });
      }
      const def = clientDef(result.def);
      const code = opts?.ssr ? serverModule({ def, serverDef: result.def, hooksImport: hooksFile }) : browserModule({ def });
      return { code, map: null };
    },
  };
}
