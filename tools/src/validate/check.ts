/** Validates game.yaml files as the loader would (content files beside them, hook names from their hooks.ts). */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hookNames, validate, type Diagnostic, type GameDef, type GameHooks } from '@deckhand/dsl';
import { importGameModule } from '@deckhand/games';

/** A language diagnostic, or one the CLI adds: `hooks/load` when a game's hooks.ts does not import. */
export type FileDiagnostic = Omit<Diagnostic, 'code'> & { code: Diagnostic['code'] | 'hooks/load' };

export interface FileResult {
  /** The file as shown in diagnostics (relative to the working directory). */
  file: string;
  ok: boolean;
  diagnostics: FileDiagnostic[];
  /** Every file the spec was read from: game.yaml, its content files, its hooks.ts (what --watch watches). */
  inputs: string[];
  /** The IR, when the spec is valid. */
  def?: GameDef;
}

/**
 * The hook names a folder's hooks.ts implements. `fresh` imports it anew (a query string defeats the module cache),
 * so a watcher sees an edited hooks.ts.
 */
async function implementedHooks(dir: string, fresh: boolean): Promise<string[] | undefined> {
  const file = join(dir, 'hooks.ts');
  if (!existsSync(file)) return undefined;
  const url = pathToFileURL(file).href + (fresh ? `?v=${statSync(file).mtimeMs}` : '');
  let mod: { hooks?: GameHooks };
  try {
    mod = (await import(url)) as typeof mod;
  } catch (e) {
    // Plain Node (the built CLI, the npm package) cannot import TypeScript: the games' importer bundles it, afresh
    // on every call.
    if ((e as { code?: string }).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw e;
    mod = (await importGameModule(file)) as typeof mod;
  }
  return hookNames(mod.hooks);
}

/** The line of a load error that says what is wrong (esbuild puts it after "Transform failed with 1 error:"). */
function firstError(e: Error): string {
  const lines = e.message.split('\n').map((l) => l.trim()).filter(Boolean);
  return (lines.find((l) => /error:/i.test(l) && !/^Transform failed/.test(l)) ?? lines[0] ?? String(e)).slice(0, 300);
}

export async function checkFile(f: string, opts: { fresh?: boolean } = {}): Promise<FileResult> {
  const path = resolve(f);
  const file = relative(process.cwd(), path) || f;
  if (!existsSync(path)) {
    return { file, ok: false, inputs: [path], diagnostics: [{ code: 'content/missing', message: 'file not found', file, line: 1, col: 1, severity: 'error' }] };
  }
  const dir = dirname(path);
  const inputs = [path];
  let hooks: string[] | undefined;
  try {
    hooks = await implementedHooks(dir, opts.fresh ?? false);
    if (hooks) inputs.push(join(dir, 'hooks.ts'));
  } catch (e) {
    const hooksFile = relative(process.cwd(), join(dir, 'hooks.ts'));
    return { file, ok: false, inputs: [path, join(dir, 'hooks.ts')], diagnostics: [{ code: 'hooks/load', message: `hooks.ts does not load: ${firstError(e as Error)}`, file: hooksFile, line: 1, col: 1, severity: 'error' }] };
  }
  const r = validate(readFileSync(path, 'utf8'), {
    file,
    ...(hooks ? { hooks } : {}),
    readContent: (rel) => {
      const p = resolve(dir, rel);
      if (!p.startsWith(dir)) return undefined;
      inputs.push(p);
      return existsSync(p) ? readFileSync(p, 'utf8') : undefined;
    },
  });
  return { file, ok: r.ok, diagnostics: r.ok ? [] : r.diagnostics, inputs: [...new Set(inputs)], ...(r.ok ? { def: r.def } : {}) };
}
