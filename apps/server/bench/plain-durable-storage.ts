/**
 * The storage that makes plain boardgame.io durable in the server bench: Deckhand's own `SqliteStorage` (same
 * engine, pragmas, file format and group commit as the hosted server), handed to plain boardgame.io's `Server` as
 * its `db`. It is bundled on its own (bench/server/servers.ts) and loaded at run time by the plain server's entry
 * (tools/bench/plain-bag-server.ts, PLAIN_STORAGE_MODULE): that entry lives in `tools` and may not import the
 * server, nor the server the tools' hand-written Bag (Nx module boundaries), so the two meet as built modules.
 */
import type { StorageAPI } from 'boardgame.io';
import { SqliteStorage } from '../src/db/sqlite';

/** Opens (creating when missing) the SQLite file the plain server keeps its matches in. */
export function openStorage(file: string): StorageAPI.Async {
  if (!file) throw new Error('openStorage: no SQLite file given');
  return new SqliteStorage(file);
}
