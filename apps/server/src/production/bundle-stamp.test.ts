import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleIsCurrent, bundleStamped, stampFileOf } from './bundle-stamp';

/** A two-file program in a temp folder: the entry imports a helper, so the stamp must cover both. */
function program() {
  const dir = mkdtempSync(join(tmpdir(), 'deckhand-stamp-'));
  writeFileSync(join(dir, 'helper.ts'), 'export const answer = (): number => 41;\n');
  writeFileSync(join(dir, 'entry.ts'), "import { answer } from './helper';\nconsole.log(answer());\n");
  return { dir, entry: join(dir, 'entry.ts'), helper: join(dir, 'helper.ts'), bundle: join(dir, 'dist', 'main.mjs') };
}

describe('bundle stamp', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('says a bundle is current until one of the files it was built from changes, and again once rebuilt', async () => {
    const p = program();
    dirs.push(p.dir);
    expect(bundleIsCurrent(p.bundle)).toBe(false); // never built
    await bundleStamped(p.entry, p.bundle);
    expect(bundleIsCurrent(p.bundle)).toBe(true);
    writeFileSync(p.helper, 'export const answer = (): number => 42;\n'); // an imported file, not the entry
    expect(bundleIsCurrent(p.bundle)).toBe(false);
    await bundleStamped(p.entry, p.bundle);
    expect(bundleIsCurrent(p.bundle)).toBe(true);
  });

  it('counts a bundle without its stamp, with a garbled stamp or with an input gone as not current', async () => {
    const p = program();
    dirs.push(p.dir);
    await bundleStamped(p.entry, p.bundle);
    writeFileSync(stampFileOf(p.bundle), '{not json');
    expect(bundleIsCurrent(p.bundle)).toBe(false);
    await bundleStamped(p.entry, p.bundle);
    unlinkSync(stampFileOf(p.bundle));
    expect(bundleIsCurrent(p.bundle)).toBe(false);
    await bundleStamped(p.entry, p.bundle);
    unlinkSync(p.helper);
    expect(bundleIsCurrent(p.bundle)).toBe(false);
  });
});
