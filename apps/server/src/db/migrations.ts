/**
 * Versioned schema migrations for both stores. Each migration has a number, a name and one step per database; the
 * applied numbers are recorded in `deckhand_schema` (one row each, with the time), and on start a store runs, in one
 * transaction under a lock, exactly the steps after the highest number recorded there. A database newer than this
 * server (a rollback after an upgrade) is refused with the versions named, not written to.
 *
 * Databases written before this table existed (schemas 1 and 2, below) have no row: every step is written so that
 * running it on a database that already has its effect changes nothing (IF NOT EXISTS, a column check), so such a
 * database is brought up to date the same way, and recorded.
 *
 * Adding a migration: append it here with the next number, its SQLite and PostgreSQL step, and a case in
 * migrations.test.ts's earlier schemas if it changes what an existing database holds.
 */
import type Database from 'better-sqlite3';

export interface Migration {
  version: number;
  name: string;
  sqlite(db: Database.Database): void;
  postgres: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'matches and their log',
    sqlite: (db) =>
      db.exec(`
        CREATE TABLE IF NOT EXISTS matches (
          match_id      TEXT PRIMARY KEY,
          game_name     TEXT NOT NULL,
          state         TEXT,
          state_id      INTEGER NOT NULL DEFAULT -1,
          initial_state TEXT,
          metadata      TEXT NOT NULL,
          is_gameover   INTEGER NOT NULL DEFAULT 0,
          updated_at    INTEGER NOT NULL DEFAULT 0
        );
        CREATE INDEX IF NOT EXISTS matches_game ON matches (game_name, updated_at);
        CREATE TABLE IF NOT EXISTS match_log (
          seq      INTEGER PRIMARY KEY AUTOINCREMENT,
          match_id TEXT NOT NULL,
          entry    TEXT NOT NULL
        );
        CREATE INDEX IF NOT EXISTS match_log_match ON match_log (match_id, seq);
      `),
    postgres: `
      CREATE TABLE IF NOT EXISTS matches (
        match_id      TEXT PRIMARY KEY,
        game_name     TEXT NOT NULL,
        state         TEXT,
        state_id      INTEGER NOT NULL DEFAULT -1,
        initial_state TEXT,
        metadata      TEXT NOT NULL,
        is_gameover   BOOLEAN NOT NULL DEFAULT FALSE,
        updated_at    BIGINT NOT NULL DEFAULT 0
      );
      CREATE INDEX IF NOT EXISTS matches_game ON matches (game_name, updated_at);
      CREATE TABLE IF NOT EXISTS match_log (
        seq      BIGSERIAL PRIMARY KEY,
        match_id TEXT NOT NULL,
        entry    TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS match_log_match ON match_log (match_id, seq);
    `,
  },
  {
    // States written before keep their log inside (log_length null) until their next move (sqlite.ts).
    version: 2,
    name: "the game's log stored apart",
    sqlite: (db) => {
      const columns = db.prepare('PRAGMA table_info(matches)').all() as { name: string }[];
      if (!columns.some((c) => c.name === 'log_length')) db.exec('ALTER TABLE matches ADD COLUMN log_length INTEGER');
      db.exec(`
        CREATE TABLE IF NOT EXISTS game_log (
          match_id TEXT NOT NULL,
          first    INTEGER NOT NULL,
          entries  TEXT NOT NULL,
          PRIMARY KEY (match_id, first)
        ) WITHOUT ROWID;
      `);
    },
    postgres: `
      ALTER TABLE matches ADD COLUMN IF NOT EXISTS log_length INTEGER;
      CREATE TABLE IF NOT EXISTS game_log (
        match_id TEXT NOT NULL,
        first    INTEGER NOT NULL,
        entries  TEXT NOT NULL,
        PRIMARY KEY (match_id, first)
      );
    `,
  },
  {
    // Table chat kept with the match (chat/table-chat.ts): one row per line, wiped with the match.
    version: 3,
    name: 'table chat',
    sqlite: (db) =>
      db.exec(`
        CREATE TABLE IF NOT EXISTS match_chat (
          seq      INTEGER PRIMARY KEY AUTOINCREMENT,
          match_id TEXT NOT NULL,
          entry    TEXT NOT NULL
        );
        CREATE INDEX IF NOT EXISTS match_chat_match ON match_chat (match_id, seq);
      `),
    postgres: `
      CREATE TABLE IF NOT EXISTS match_chat (
        seq      BIGSERIAL PRIMARY KEY,
        match_id TEXT NOT NULL,
        entry    TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS match_chat_match ON match_chat (match_id, seq);
    `,
  },
];

/** The schema version this server writes. */
export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

const VERSION_TABLE = 'CREATE TABLE IF NOT EXISTS deckhand_schema (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)';

/** Refuses a database whose schema is newer than this server knows. */
function checkNotNewer(current: number, where: string): void {
  if (current > SCHEMA_VERSION) {
    throw new Error(
      `${where} has schema version ${current}, newer than this server's ${SCHEMA_VERSION}: it was written by a later Deckhand. Run that version (or restore a backup taken before the upgrade).`,
    );
  }
}

/** Brings a SQLite database to SCHEMA_VERSION; returns the versions applied. Takes the write lock (two processes may open one file). */
export function migrateSqlite(db: Database.Database, where = 'the SQLite file'): number[] {
  return db
    .transaction(() => {
      db.exec(VERSION_TABLE);
      const current = (db.prepare('SELECT MAX(version) FROM deckhand_schema').pluck().get() as number | null) ?? 0;
      checkNotNewer(current, where);
      const record = db.prepare('INSERT INTO deckhand_schema (version, name, applied_at) VALUES (?, ?, ?)');
      const applied: number[] = [];
      for (const m of MIGRATIONS) {
        if (m.version <= current) continue;
        m.sqlite(db);
        record.run(m.version, m.name, Date.now());
        applied.push(m.version);
      }
      return applied;
    })
    .immediate();
}

/** What migratePostgres needs of a pg client inside a transaction. */
export interface PgQuery {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * Brings a PostgreSQL database to SCHEMA_VERSION inside the caller's transaction; returns the versions applied. An
 * advisory lock keeps two processes starting together from migrating at once.
 */
export async function migratePostgres(c: PgQuery, where = 'the PostgreSQL database'): Promise<number[]> {
  await c.query('SELECT pg_advisory_xact_lock(727274)');
  await c.query(VERSION_TABLE);
  const current = Number((await c.query('SELECT COALESCE(MAX(version), 0) AS v FROM deckhand_schema')).rows[0]!['v']);
  checkNotNewer(current, where);
  const applied: number[] = [];
  for (const m of MIGRATIONS) {
    if (m.version <= current) continue;
    await c.query(m.postgres);
    await c.query('INSERT INTO deckhand_schema (version, name, applied_at) VALUES ($1, $2, $3)', [m.version, m.name, Date.now()]);
    applied.push(m.version);
  }
  return applied;
}
