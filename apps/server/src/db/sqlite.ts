import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { LogEntry, State, StorageAPI } from 'boardgame.io';
import { DeckhandStorage, indexColumns, type MatchData, type MatchPageQuery, type MatchPageRow } from './storage';

interface MatchRow {
  state: string | null;
  initial_state: string | null;
  metadata: string | null;
}

/**
 * Embedded default storage: one SQLite file, zero set-up. better-sqlite3 is synchronous, so each method is one
 * transaction that no other JavaScript can interleave with; `BEGIN IMMEDIATE` also keeps a second process that
 * opens the same file from interleaving.
 */
export class SqliteStorage extends DeckhandStorage {
  private readonly db: Database.Database;

  constructor(readonly file: string) {
    super();
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    // WAL: readers do not block the writer. synchronous=NORMAL is durable against a killed process (the kernel
    // still holds the written pages); only a power loss could drop the last commits.
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(`
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
    `);
  }

  async connect(): Promise<void> {
    /* the file is opened (and the schema created) in the constructor */
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  override async createMatch(matchID: string, { initialState, metadata }: StorageAPI.CreateMatchOpts): Promise<void> {
    const cols = indexColumns(metadata);
    const state = JSON.stringify(initialState);
    this.db
      .prepare(
        `INSERT INTO matches (match_id, game_name, state, state_id, initial_state, metadata, is_gameover, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(matchID, cols.gameName, state, initialState._stateID, state, JSON.stringify(metadata), cols.isGameover, cols.updatedAt);
  }

  async compareAndSetState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<boolean> {
    const write = this.db.transaction((): boolean => {
      const { changes } = this.db
        .prepare('UPDATE matches SET state = ?, state_id = ? WHERE match_id = ? AND state_id < ?')
        .run(JSON.stringify(state), state._stateID, matchID, state._stateID);
      if (changes !== 1) return false;
      const insert = this.db.prepare('INSERT INTO match_log (match_id, entry) VALUES (?, ?)');
      for (const entry of deltalog ?? []) insert.run(matchID, JSON.stringify(entry));
      return true;
    });
    return write.immediate();
  }

  async setMetadata(matchID: string, metadata: MatchData): Promise<void> {
    const cols = indexColumns(metadata);
    this.db
      .prepare('UPDATE matches SET metadata = ?, game_name = ?, is_gameover = ?, updated_at = ? WHERE match_id = ?')
      .run(JSON.stringify(metadata), cols.gameName, cols.isGameover, cols.updatedAt, matchID);
  }

  async updateMetadata(
    matchID: string,
    change: (metadata: MatchData) => MatchData | undefined,
  ): Promise<MatchData | undefined> {
    const run = this.db.transaction((): MatchData | undefined => {
      const row = this.db.prepare('SELECT metadata FROM matches WHERE match_id = ?').get(matchID) as
        | { metadata: string }
        | undefined;
      if (!row) return undefined;
      const current = JSON.parse(row.metadata) as MatchData;
      const next = change(current);
      if (next === undefined) return current;
      const cols = indexColumns(next);
      this.db
        .prepare('UPDATE matches SET metadata = ?, is_gameover = ?, updated_at = ? WHERE match_id = ?')
        .run(JSON.stringify(next), cols.isGameover, cols.updatedAt, matchID);
      return next;
    });
    return run.immediate();
  }

  async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const read = this.db.transaction(() => {
      const row = this.db
        .prepare('SELECT state, initial_state, metadata FROM matches WHERE match_id = ?')
        .get(matchID) as MatchRow | undefined;
      const result: Record<string, unknown> = {};
      if (!row) return result;
      if (opts.state && row.state) result['state'] = JSON.parse(row.state);
      if (opts.initialState && row.initial_state) result['initialState'] = JSON.parse(row.initial_state);
      if (opts.metadata && row.metadata) result['metadata'] = JSON.parse(row.metadata);
      if (opts.log) {
        const rows = this.db
          .prepare('SELECT entry FROM match_log WHERE match_id = ? ORDER BY seq')
          .all(matchID) as { entry: string }[];
        result['log'] = rows.map((r) => JSON.parse(r.entry));
      }
      return result;
    });
    return read() as StorageAPI.FetchResult<O>;
  }

  async wipe(matchID: string): Promise<void> {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM matches WHERE match_id = ?').run(matchID);
      this.db.prepare('DELETE FROM match_log WHERE match_id = ?').run(matchID);
    })();
  }

  override async listMatches(opts: StorageAPI.ListMatchesOpts = {}): Promise<string[]> {
    const clauses: string[] = [];
    const params: (string | number)[] = [];
    if (opts.gameName !== undefined) {
      clauses.push('game_name = ?');
      params.push(opts.gameName);
    }
    const where = opts.where ?? {};
    if (where.isGameover !== undefined) {
      clauses.push('is_gameover = ?');
      params.push(where.isGameover ? 1 : 0);
    }
    if (where.updatedBefore !== undefined) {
      clauses.push('updated_at < ?');
      params.push(where.updatedBefore);
    }
    if (where.updatedAfter !== undefined) {
      clauses.push('updated_at > ?');
      params.push(where.updatedAfter);
    }
    const sql = `SELECT match_id FROM matches ${clauses.length ? 'WHERE ' + clauses.join(' AND ') : ''} ORDER BY updated_at, match_id`;
    return (this.db.prepare(sql).all(...params) as { match_id: string }[]).map((r) => r.match_id);
  }

  override async listMatchPage(q: MatchPageQuery): Promise<MatchPageRow[]> {
    const clauses = ['game_name = ?', "COALESCE(json_extract(metadata, '$.unlisted'), 0) = 0"];
    const params: (string | number)[] = [q.gameName];
    if (q.isGameover !== undefined) {
      clauses.push('is_gameover = ?');
      params.push(q.isGameover ? 1 : 0);
    }
    if (q.updatedBefore !== undefined) {
      clauses.push('updated_at < ?');
      params.push(q.updatedBefore);
    }
    if (q.updatedAfter !== undefined) {
      clauses.push('updated_at > ?');
      params.push(q.updatedAfter);
    }
    if (q.before) {
      clauses.push('(updated_at < ? OR (updated_at = ? AND match_id < ?))');
      params.push(q.before.updatedAt, q.before.updatedAt, q.before.matchID);
    }
    const columns = q.withState ? 'match_id, metadata, state' : 'match_id, metadata';
    const sql = `SELECT ${columns} FROM matches WHERE ${clauses.join(' AND ')} ORDER BY updated_at DESC, match_id DESC LIMIT ?`;
    const rows = this.db.prepare(sql).all(...params, Math.max(0, Math.floor(q.limit))) as { match_id: string; metadata: string; state?: string | null }[];
    return rows.map((r) => ({
      matchID: r.match_id,
      metadata: JSON.parse(r.metadata) as MatchData,
      ...(q.withState && r.state ? { state: JSON.parse(r.state) as State } : {}),
    }));
  }
}
