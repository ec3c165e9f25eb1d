import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `node apps/server/start.mjs` (what `npm start` and the image run) takes no options of its own: it is configured by
 * its environment. A host who asks it for help or its version is answered without a server being started; anything
 * else is a usage error (stderr, exit 2), never a server started with the option ignored.
 */
const START = join(import.meta.dirname, '..', 'start.mjs');
const run = (...args: string[]) => spawnSync(process.execPath, [START, ...args], { encoding: 'utf8', timeout: 20_000 });

describe('start.mjs options', () => {
  it('--help prints the usage and the main variables to stdout and exits 0', () => {
    const r = run('--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^usage: node apps\/server\/start\.mjs/);
    for (const name of ['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'REDIS_URL', 'TRUST_PROXY', 'docs/hosting.md', '/ready', '/metrics']) expect(r.stdout).toContain(name);
    expect(r.stderr).toBe('');
  });

  it("--version prints the server package's version and exits 0", () => {
    const { version } = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as { version: string };
    const r = run('--version');
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe(`deckhand server ${version}`);
  });

  it('refuses an unknown option on stderr with exit 2, without starting', () => {
    const r = run('--port', '9000');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^unknown option: --port\nusage:/);
  });
});
