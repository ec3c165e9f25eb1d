/**
 * A consistent copy of the server's SQLite file, taken while the server runs: SQLite's `VACUUM INTO` reads one
 * snapshot inside a read transaction (WAL mode lets the server keep writing meanwhile) and writes a compact,
 * self-contained file (no -wal or -shm beside it) that the server opens as it is. PostgreSQL is backed up with its
 * own tools (pg_dump; docs/hosting.md).
 */
import Database from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export class BackupError extends Error {}

export interface BackupResult {
  from: string;
  to: string;
  matches: number;
  /** The highest schema version recorded in the file (0: written before versions were recorded). */
  schemaVersion: number;
  bytes: number;
}

export function backupSqlite(from: string, to: string): BackupResult {
  const source = resolve(from);
  const target = resolve(to);
  if (!existsSync(source)) throw new BackupError(`no database at ${source} (set --data-dir, or DATA_DIR as the server has it)`);
  if (existsSync(target)) throw new BackupError(`${target} already exists; choose a new file name (a backup never overwrites)`);
  mkdirSync(dirname(target), { recursive: true });
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('VACUUM INTO ?').run(target);
  } finally {
    db.close();
  }
  const copy = new Database(target, { readonly: true });
  try {
    const hasVersions = copy.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'deckhand_schema'").get() !== undefined;
    const hasMatches = copy.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'matches'").get() !== undefined;
    return {
      from: source,
      to: target,
      matches: hasMatches ? (copy.prepare('SELECT COUNT(*) FROM matches').pluck().get() as number) : 0,
      schemaVersion: hasVersions ? ((copy.prepare('SELECT MAX(version) FROM deckhand_schema').pluck().get() as number | null) ?? 0) : 0,
      bytes: (copy.pragma('page_count', { simple: true }) as number) * (copy.pragma('page_size', { simple: true }) as number),
    };
  } finally {
    copy.close();
  }
}
