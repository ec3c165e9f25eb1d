/**
 * CLI conventions, for every command: `--help`/`-h` prints that command's help to stdout and exits 0 without
 * running it; `--version` prints the version; usage errors (no command, an unknown command or option, a missing
 * argument) go to stderr with exit 2. Run in process through `main`, and once through the real bin for the streams.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli';

const TOOLS = resolve(import.meta.dirname, '..');
const version = JSON.parse(readFileSync(join(TOOLS, 'package.json'), 'utf8')).version as string;
const COMMANDS = ['new', 'dev', 'validate', 'schema', 'simulate', 'serve', 'bench', 'backup'];

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('deckhand --help and --version', () => {
  it.each(COMMANDS)('`deckhand %s --help` and `-h` print its usage to stdout, exit 0', async (command) => {
    for (const flag of ['--help', '-h']) {
      const r = await run([command, flag]);
      expect(r.code).toBe(0);
      expect(r.err).toBe('');
      expect(r.out.startsWith(`usage: deckhand ${command}`)).toBe(true);
      expect(r.out.split('\n').length).toBeLessThan(10); // its help, not the schema or a run
    }
  });

  it('`--help` wins over other arguments and is not taken for an option value after `--`', async () => {
    expect((await run(['simulate', 'bag', '--players', '2', '--help'])).code).toBe(0);
    const r = await run(['validate', '--', '--help']);
    expect(r.out).not.toMatch(/^usage/);
  });

  it('`deckhand --help`, `-h` and `help` list every command; `help CMD` is that command’s help', async () => {
    for (const argv of [['--help'], ['-h'], ['help']]) {
      const r = await run(argv);
      expect(r.code).toBe(0);
      for (const c of COMMANDS) expect(r.out).toContain(`  ${c}`);
    }
    expect((await run(['help', 'backup'])).out).toMatch(/^usage: deckhand backup/);
  });

  it('`deckhand --version` prints the version', async () => {
    for (const flag of ['--version', '-V']) expect(await run([flag])).toEqual({ code: 0, out: `deckhand ${version}`, err: '' });
  });
});

describe('usage errors: stderr, exit 2', () => {
  it.each([
    [[]],
    [['nope']],
    [['help', 'nope']],
    [['validate']],
    [['validate', '--nope', 'x.yaml']],
    [['new']],
    [['simulate', 'bag', '--nope']],
    [['backup']],
    [['backup', '--nope', 'x']],
    [['serve', '--nope']],
    [['serve', 'a', 'b']],
    [['dev']],
  ])('deckhand %j', async (argv) => {
    const r = await run(argv);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/usage/);
  });

  it('the real command keeps the streams apart', () => {
    const bin = join(TOOLS, 'bin', 'deckhand.mjs');
    const help = spawnSync(process.execPath, [bin, 'backup', '--help'], { encoding: 'utf8' });
    expect([help.status, help.stderr]).toEqual([0, '']);
    expect(help.stdout).toMatch(/^usage: deckhand backup/);
    const bad = spawnSync(process.execPath, [bin, 'frobnicate'], { encoding: 'utf8' });
    expect([bad.status, bad.stdout]).toEqual([2, '']);
    expect(bad.stderr).toMatch(/unknown command "frobnicate"/);
    expect(execFileSync(process.execPath, [bin, '--version'], { encoding: 'utf8' })).toBe(`deckhand ${version}\n`);
  });
});

describe('deckhand backup', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('copies a live SQLite file (WAL, a writer open) with every row, and never overwrites', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'deckhand-backup-'));
    dirs.push(dir);
    const dataDir = join(dir, 'data');
    // A file as the server keeps it: WAL mode, rows still in the -wal file, the connection open.
    const { mkdirSync } = await import('node:fs');
    mkdirSync(dataDir);
    const live = new Database(join(dataDir, 'deckhand.sqlite'));
    live.pragma('journal_mode = WAL');
    live.exec('CREATE TABLE deckhand_schema (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL); CREATE TABLE matches (match_id TEXT PRIMARY KEY, metadata TEXT)');
    live.prepare('INSERT INTO deckhand_schema VALUES (2, ?, 0)').run('x');
    for (let i = 0; i < 3; i++) live.prepare('INSERT INTO matches VALUES (?, ?)').run(`m${i}`, '{}');
    try {
      const out = join(dir, 'backups', 'today.sqlite');
      const r = await run(['backup', '--data-dir', dataDir, out]);
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/^backed up 3 matches \(schema version 2, \d+ KiB\) from .* to .*today\.sqlite$/);
      const copy = new Database(out, { readonly: true });
      expect(copy.prepare('SELECT match_id FROM matches ORDER BY match_id').pluck().all()).toEqual(['m0', 'm1', 'm2']);
      copy.close();

      const again = await run(['backup', '--data-dir', dataDir, out]);
      expect(again.code).toBe(1);
      expect(again.err).toMatch(/already exists/);
    } finally {
      live.close();
    }
  });

  it('names the missing database, and sends a PostgreSQL host to pg_dump', async () => {
    const missing = await run(['backup', '--data-dir', '/nonexistent/deckhand', '/tmp/never.sqlite']);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/no database at \/nonexistent\/deckhand\/deckhand\.sqlite/);
    const out: string[] = [];
    const err: string[] = [];
    const { backupCommand } = await import('../src/commands/backup');
    const code = backupCommand(['x.sqlite'], { out: (l) => out.push(l), err: (l) => err.push(l) }, { DATABASE_URL: 'postgres://db/deckhand' });
    expect(code).toBe(2);
    expect(err.join('\n')).toMatch(/pg_dump/);
  });
});
