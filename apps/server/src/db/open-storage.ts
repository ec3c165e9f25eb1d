import { join, resolve } from 'node:path';
import type { DeckhandStorage } from './storage';
import { SqliteStorage } from './sqlite';
import { PostgresStorage } from './postgres';

/** PostgreSQL when a DATABASE_URL is given (shared by several processes), otherwise the embedded SQLite file. */
export function openStorage(opts: { databaseUrl?: string; dataDir: string }): DeckhandStorage {
  if (opts.databaseUrl) return new PostgresStorage(opts.databaseUrl);
  return new SqliteStorage(join(resolve(opts.dataDir), 'deckhand.sqlite'));
}
