/**
 * Whether a built bundle is the current code. Next to `<bundle>` esbuild's own list of the files it read goes into
 * `<bundle>.inputs.json`, with one digest of their contents; the bundle is current while every one of them still
 * reads the same. A digest, not file times: a checkout, a rebase or an Nx cache restore all rewrite times without
 * meaning anything. Reading the few hundred inputs takes tens of milliseconds.
 *
 * Why: the bench (and its test) start whatever dist/main.mjs is there, and a bundle built hours ago ran yesterday's
 * rules against today's games (its validator refused them, so the server exited at start-up).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { bundleOptions } from '@deckhand/games';

interface Stamp {
  /** Every file esbuild read into the bundle, relative to the bundle's folder (so a restored copy still checks). */
  inputs: string[];
  digest: string;
}

export const stampFileOf = (bundle: string) => `${bundle}.inputs.json`;

/** One digest over every input's path and contents; undefined when one of them is gone. */
function digestOf(base: string, inputs: readonly string[]): string | undefined {
  const hash = createHash('sha256');
  for (const name of inputs) {
    const file = resolve(base, name);
    if (!existsSync(file)) return undefined;
    hash.update(name).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Bundles `entry` to `outfile` (the shared options of @deckhand/games) and writes the stamp beside it. */
export async function bundleStamped(entry: string, outfile: string): Promise<void> {
  const { build } = await import('esbuild');
  const cwd = process.cwd();
  const result = await build({ ...bundleOptions(entry, outfile), metafile: true, absWorkingDir: cwd });
  const base = dirname(outfile);
  const inputs = Object.keys(result.metafile.inputs)
    .map((p) => relative(base, resolve(cwd, p)))
    .sort();
  const stamp: Stamp = { inputs, digest: digestOf(base, inputs)! };
  writeFileSync(stampFileOf(outfile), JSON.stringify(stamp));
}

/** True when `bundle` exists and was built from exactly the sources there now. */
export function bundleIsCurrent(bundle: string): boolean {
  const file = stampFileOf(bundle);
  if (!existsSync(bundle) || !existsSync(file)) return false;
  let stamp: Stamp;
  try {
    stamp = JSON.parse(readFileSync(file, 'utf8')) as Stamp;
  } catch {
    return false;
  }
  return Array.isArray(stamp.inputs) && stamp.inputs.length > 0 && digestOf(dirname(bundle), stamp.inputs) === stamp.digest;
}
