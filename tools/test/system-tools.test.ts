/**
 * scripts/system-tools.mjs, the one place the tests look for Chromium, redis-server and PostgreSQL's initdb: found
 * through CHROMIUM_PATH or PATH, and each missing one named with the command that installs it.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// The workspace's one finder of system programs (plain JavaScript that `npm test` runs before any build), not a project.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { chromiumPath, findChromium, missingTools, onPath } from '../../scripts/system-tools.mjs';

const dir = mkdtempSync(join(tmpdir(), 'deckhand-path-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fakeProgram(name: string): string {
  mkdirSync(join(dir, 'bin'), { recursive: true });
  const file = join(dir, 'bin', name);
  writeFileSync(file, '#!/bin/sh\n');
  chmodSync(file, 0o755);
  return file;
}

describe('system tools', () => {
  it('finds Chromium by CHROMIUM_PATH first, then on PATH under its usual names', () => {
    const onPathChrome = fakeProgram('chromium-browser');
    const explicit = fakeProgram('my-chrome');
    expect(findChromium({ CHROMIUM_PATH: explicit, PATH: join(dir, 'bin') })).toBe(explicit);
    expect(findChromium({ PATH: join(dir, 'bin') })).toBe(onPathChrome);
    expect(onPath('redis-server', { PATH: join(dir, 'bin') })).toBeUndefined();
  });

  it('a CHROMIUM_PATH that does not exist is missing, with the fix named', () => {
    expect(findChromium({ CHROMIUM_PATH: join(dir, 'nope'), PATH: '' })).toBeUndefined();
    expect(() => chromiumPath({ CHROMIUM_PATH: join(dir, 'nope'), PATH: '' })).toThrow(/chromium not found .*apt-get install chromium.*CHROMIUM_PATH/);
  });

  it('names each missing program with the command that installs it', () => {
    const missing = missingTools({ CHROMIUM_PATH: join(dir, 'nope'), PATH: join(dir, 'empty') });
    expect(missing.find((m) => m.startsWith('chromium'))).toMatch(/apt-get install chromium/);
    expect(missing.find((m) => m.startsWith('redis-server'))).toMatch(/apt-get install redis-server/);
    // initdb may still be found under /usr/lib/postgresql on a machine that has it; where it is not, it is named.
    for (const m of missing) expect(m).toMatch(/not found \(needed by .*\); install it: (sudo )?apt-get install \S+/);
  });
});
