/**
 * Screenshot comparison with pixelmatch against committed baselines (test/visual/baselines/*.png). A missing
 * baseline fails; `UPDATE_SNAPSHOTS=1 npx vitest run test/visual.e2e.test.ts` (from apps/web) writes them after an
 * intended change (look at them before committing). On a mismatch the actual image and the diff are left in the OS
 * temp dir for a look.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export const BASELINES = resolve(dirname(fileURLToPath(import.meta.url)), 'baselines');

/** Share of pixels allowed to differ (anti-aliasing noise), and pixelmatch's per-pixel colour threshold. */
export const MAX_DIFF_RATIO = 0.002;
const PIXEL_THRESHOLD = 0.1;

export interface Diff {
  ratio: number;
  width: number;
  height: number;
  /** Where the actual and diff images were written, when they differ. */
  saved?: string;
}

/** The share of differing pixels between two PNGs (1 when their sizes differ). */
export function diffPng(a: Buffer, b: Buffer, name = 'diff'): Diff {
  const x = PNG.sync.read(a);
  const y = PNG.sync.read(b);
  if (x.width !== y.width || x.height !== y.height) return { ratio: 1, width: y.width, height: y.height, saved: save(name, b, undefined, a) };
  const out = new PNG({ width: x.width, height: x.height });
  const bad = pixelmatch(x.data, y.data, out.data, x.width, x.height, { threshold: PIXEL_THRESHOLD });
  const ratio = bad / (x.width * x.height);
  return { ratio, width: x.width, height: x.height, ...(ratio > MAX_DIFF_RATIO ? { saved: save(name, b, PNG.sync.write(out), a) } : {}) };
}

let outDir: string | undefined;
function save(name: string, actual: Buffer, diff?: Buffer, expected?: Buffer): string {
  outDir ??= mkdtempSync(join(tmpdir(), 'deckhand-visual-'));
  writeFileSync(join(outDir, `${name}.actual.png`), actual);
  if (expected) writeFileSync(join(outDir, `${name}.expected.png`), expected);
  if (diff) writeFileSync(join(outDir, `${name}.diff.png`), diff);
  return outDir;
}

/** Compares with the baseline `name`.png; (re)writes it when UPDATE_SNAPSHOTS is set; a missing one is a failure. */
export function matchBaseline(name: string, actual: Buffer): Diff & { written?: boolean } {
  const file = join(BASELINES, `${name}.png`);
  if (!existsSync(file) && !process.env['UPDATE_SNAPSHOTS']) {
    return { ratio: 1, width: 0, height: 0, saved: save(name, actual) };
  }
  if (process.env['UPDATE_SNAPSHOTS']) {
    mkdirSync(BASELINES, { recursive: true });
    writeFileSync(file, actual);
    const { width, height } = PNG.sync.read(actual);
    return { ratio: 0, width, height, written: true };
  }
  return diffPng(readFileSync(file), actual, name);
}
