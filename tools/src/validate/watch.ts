/**
 * `deckhand validate --watch`: validates again whenever a spec, a content file it reads or its hooks.ts changes.
 * Watches the folders (editors often save by replacing the file, which a watch on the file itself would lose).
 */
import { watch, type FSWatcher } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { checkFile, type FileResult } from './check';

export interface WatchOptions {
  /** Called with every round of results, the first one included. */
  onResults: (results: FileResult[], changed: string[]) => void;
  signal: AbortSignal;
  /** Waits this long after the last change before validating (editors write a file in several steps). */
  debounceMs?: number;
}

export async function watchFiles(files: readonly string[], opts: WatchOptions): Promise<void> {
  const watchers = new Map<string, FSWatcher>();
  let inputs = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let pending = new Set<string>();
  let running = Promise.resolve();

  const round = async (changed: string[], fresh: boolean) => {
    const results: FileResult[] = [];
    for (const f of files) results.push(await checkFile(f, { fresh }));
    inputs = new Set(results.flatMap((r) => r.inputs));
    for (const dir of new Set([...inputs].map((p) => dirname(p)))) {
      if (watchers.has(dir)) continue;
      try {
        watchers.set(dir, watch(dir, (_event, name) => name && onChange(join(dir, name.toString()))));
      } catch {
        // A folder that does not exist yet (a content file's): its spec's diagnostics already say so.
      }
    }
    opts.onResults(results, changed);
  };
  const onChange = (path: string) => {
    if (!inputs.has(path)) return;
    pending.add(path);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const changed = [...pending].map((p) => basename(p));
      pending = new Set();
      running = running.then(() => round(changed, true));
    }, opts.debounceMs ?? 50);
  };

  await round([], false);
  await new Promise<void>((resolve) => {
    if (opts.signal.aborted) return resolve();
    opts.signal.addEventListener('abort', () => resolve(), { once: true });
  });
  clearTimeout(timer);
  for (const w of watchers.values()) w.close();
  await running;
}
