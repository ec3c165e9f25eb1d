// Whether the built CLI may run: tools/dist/cli.mjs exists and no source it was built from (TypeScript under
// tools/src, tools/bench and the packages' src folders) changed after it. Reading the modification times costs a few ms.
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const TOOLS = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = resolve(TOOLS, '..');
export const CLI_BUNDLE = join(TOOLS, 'dist', 'cli.mjs');
/** What the bundle is built from: our own TypeScript (npm packages are imported, not bundled, except boardgame.io). */
const SOURCES = [join(TOOLS, 'src'), join(TOOLS, 'bench'), ...readdirSync(join(ROOT, 'packages')).map((p) => join(ROOT, 'packages', p, 'src'))];

/** The newest modification time of a TypeScript file under `dir` (0 if none or no such folder). */
function newest(dir) {
  let latest = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) latest = Math.max(latest, newest(path));
    else if (/\.tsx?$/.test(e.name)) latest = Math.max(latest, statSync(path).mtimeMs);
  }
  return latest;
}

/** The built CLI's URL when it may run (it exists and no source is newer), else undefined. */
export function freshBuild(bundle = CLI_BUNDLE, sources = SOURCES) {
  let builtAt;
  try {
    builtAt = statSync(bundle).mtimeMs;
  } catch {
    return undefined;
  }
  for (const dir of sources) if (newest(dir) > builtAt) return undefined;
  return pathToFileURL(bundle).href;
}
