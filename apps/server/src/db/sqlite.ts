import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { LogEntry, State, StorageAPI } from 'boardgame.io';
import { readState, storedState, type StoredState } from './state-text';
import { migrateSqlite } from './migrations';
import { DeckhandStorage, indexColumns, type ChatLine, withGameover, withUpdatedAt, type MatchData, type MatchPageQuery, type MatchPageRow, type Peek } from './storage';

interface MatchRow {
  state: string | null;
  /** Entries of the game's log stored apart (game_log); null: the log is inside the state text (written before). */
  log_length: number | null;
  initial_state: string | null;
  metadata: string | null;
  updated_at: number;
}

type CommitArgs = [matchID: string, state: State, deltalog: LogEntry[] | undefined, updatedAt: number, stored: StoredState];
type MetadataChange = (metadata: MatchData) => MatchData | undefined;
/** A write waiting for the next group commit: a move, or a change of a match's metadata (a seat's connection flag). */
type PendingWrite =
  | { move: CommitArgs; resolve: (result: false | { metadata?: MatchData }) => void; reject: (error: unknown) => void }
  | { metadata: [matchID: string, change: MetadataChange]; resolve: (result: MatchData | undefined) => void; reject: (error: unknown) => void };

/**
 * Embedded default storage: one SQLite file, zero set-up. better-sqlite3 is synchronous, so each method is one
 * transaction that no other JavaScript can interleave with; `BEGIN IMMEDIATE` also keeps a second process that
 * opens the same file from interleaving. Every statement is prepared once, when the file is opened. Moves are
 * committed in groups (commitMove). The game's log is stored apart, one row per move's new lines (game_log: the
 * row's `first` is the index of its first entry), so a move appends its lines instead of rewriting the whole log
 * inside the state; `log_length` on the match row says how many entries those rows hold, and is what an append is
 * checked against.
 */
export class SqliteStorage extends DeckhandStorage {
  private readonly db: Database.Database;
  private readonly sql;
  private readonly commitTx;
  private readonly batchTx;
  private readonly updateMetadataTx;
  private readonly fetchTx;
  private readonly wipeTx;
  private readonly chatTx;
  private readonly createTx;
  /** PRAGMA data_version as last seen: it changes only when ANOTHER connection commits. */
  private dataVersion = -1;
  private versionChecked = false;

  constructor(readonly file: string) {
    super();
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    // WAL: readers do not block the writer. synchronous=NORMAL is durable against a killed process (the kernel
    // still holds the written pages); only a power loss could drop the last commits.
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    // Versioned migrations (migrations.ts), one transaction under the write lock.
    migrateSqlite(this.db, file);
    const db = this.db;
    this.sql = {
      ping: db.prepare('SELECT 1'),
      dataVersion: db.prepare('PRAGMA data_version').pluck(),
      insert: db.prepare(
        `INSERT INTO matches (match_id, game_name, state, state_id, initial_state, metadata, is_gameover, updated_at, log_length)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      casState: db.prepare('UPDATE matches SET state = ?, state_id = ?, log_length = ?, updated_at = MAX(updated_at, ?) WHERE match_id = ? AND state_id < ?'),
      // An append is right only while the stored log is the one the caller's state goes on from.
      casAppend: db.prepare(
        'UPDATE matches SET state = ?, state_id = ?, log_length = ?, updated_at = MAX(updated_at, ?) WHERE match_id = ? AND state_id < ? AND log_length = ?',
      ),
      appendGameLog: db.prepare('INSERT INTO game_log (match_id, first, entries) VALUES (?, ?, ?)'),
      gameLog: db.prepare('SELECT entries FROM game_log WHERE match_id = ? ORDER BY first').pluck(),
      deleteGameLog: db.prepare('DELETE FROM game_log WHERE match_id = ?'),
      appendLog: db.prepare('INSERT INTO match_log (match_id, entry) VALUES (?, ?)'),
      metadataOf: db.prepare('SELECT metadata, updated_at FROM matches WHERE match_id = ?'),
      setMetadata: db.prepare('UPDATE matches SET metadata = ?, game_name = ?, is_gameover = ?, updated_at = ? WHERE match_id = ?'),
      updateMetadata: db.prepare('UPDATE matches SET metadata = ?, is_gameover = ?, updated_at = MAX(updated_at, ?) WHERE match_id = ?'),
      row: db.prepare('SELECT state, initial_state, metadata, updated_at, log_length FROM matches WHERE match_id = ?'),
      peek: db.prepare('SELECT state_id, metadata, updated_at FROM matches WHERE match_id = ?'),
      log: db.prepare('SELECT entry FROM match_log WHERE match_id = ? ORDER BY seq').pluck(),
      deleteMatch: db.prepare('DELETE FROM matches WHERE match_id = ?'),
      deleteLog: db.prepare('DELETE FROM match_log WHERE match_id = ?'),
      chatCount: db.prepare('SELECT COUNT(*) FROM match_chat WHERE match_id = ?').pluck(),
      matchExists: db.prepare('SELECT 1 FROM matches WHERE match_id = ?').pluck(),
      appendChat: db.prepare('INSERT INTO match_chat (match_id, entry) VALUES (?, ?)'),
      chat: db.prepare('SELECT entry FROM (SELECT seq, entry FROM match_chat WHERE match_id = ? ORDER BY seq DESC LIMIT ?) ORDER BY seq').pluck(),
      deleteChat: db.prepare('DELETE FROM match_chat WHERE match_id = ?'),
    };
    const sql = this.sql;

    /**
     * The game's log when the whole of it is written: every earlier row goes. A state without a log (log_length
     * null) leaves the rows alone: nothing reads them, and the next whole write or the wipe removes them.
     */
    const writeWholeLog = (matchID: string, log: StoredState['log']) => {
      if (!log) return;
      sql.deleteGameLog.run(matchID);
      if (log.entries.length > 0) sql.appendGameLog.run(matchID, 0, JSON.stringify(log.entries));
    };

    this.commitTx = db.transaction((matchID: string, state: State, deltalog: LogEntry[] | undefined, updatedAt: number, stored: StoredState): false | { metadata?: MatchData } => {
      const log = stored.log;
      const length = log ? log.entries.length : null;
      let appended = false;
      if (log && log.from > 0) {
        appended = sql.casAppend.run(stored.text, state._stateID, length, updatedAt, matchID, state._stateID, log.from).changes === 1;
        if (appended && log.from < log.entries.length) sql.appendGameLog.run(matchID, log.from, JSON.stringify(log.entries.slice(log.from)));
      }
      if (!appended) {
        // Nothing to append to, or the stored log is not the one the caller went on from: the whole log is written.
        if (sql.casState.run(stored.text, state._stateID, length, updatedAt, matchID, state._stateID).changes !== 1) return false;
        writeWholeLog(matchID, log);
      }
      for (const entry of deltalog ?? []) sql.appendLog.run(matchID, JSON.stringify(entry));
      if (state.ctx.gameover === undefined) return {};
      // The move ended the match: its metadata records how (read and written inside this same transaction).
      const row = sql.metadataOf.get(matchID) as { metadata: string; updated_at: number };
      const over = withGameover(JSON.parse(row.metadata) as MatchData, state);
      if (!over) return {};
      const metadata = withUpdatedAt(over, updatedAt);
      sql.updateMetadata.run(JSON.stringify(metadata), 1, updatedAt, matchID);
      return { metadata };
    });

    // A transaction function called inside another transaction runs as a savepoint: its own writes roll back if it
    // throws. The writes run in the order they were handed in.
    this.batchTx = db.transaction((batch: PendingWrite[]) =>
      batch.map((p) => {
        try {
          return { ok: 'move' in p ? this.commitTx(...p.move) : this.updateMetadataTx(...p.metadata) };
        } catch (error) {
          return { error };
        }
      }),
    );

    this.updateMetadataTx = db.transaction((matchID: string, change: MetadataChange): MatchData | undefined => {
      const row = sql.metadataOf.get(matchID) as { metadata: string; updated_at: number } | undefined;
      if (!row) return undefined;
      const current = withUpdatedAt(JSON.parse(row.metadata) as MatchData, row.updated_at);
      const next = change(current);
      if (next === undefined) return current;
      const cols = indexColumns(next);
      sql.updateMetadata.run(JSON.stringify(next), cols.isGameover, cols.updatedAt, matchID);
      return next;
    });

    this.fetchTx = db.transaction((matchID: string, opts: StorageAPI.FetchOpts) => {
      const row = sql.row.get(matchID) as MatchRow | undefined;
      const result: Record<string, unknown> = {};
      if (!row) return result;
      if (opts.state && row.state) result['state'] = readState(row.state, row.log_length === null ? undefined : (sql.gameLog.all(matchID) as string[]));
      if (opts.initialState && row.initial_state) result['initialState'] = JSON.parse(row.initial_state);
      if (opts.metadata && row.metadata) result['metadata'] = withUpdatedAt(JSON.parse(row.metadata) as MatchData, row.updated_at);
      if (opts.log) result['log'] = (sql.log.all(matchID) as string[]).map((entry) => JSON.parse(entry));
      return result;
    });

    this.wipeTx = db.transaction((matchID: string) => {
      sql.deleteMatch.run(matchID);
      sql.deleteLog.run(matchID);
      sql.deleteGameLog.run(matchID);
      sql.deleteChat.run(matchID);
    });
    this.chatTx = db.transaction((matchID: string, line: ChatLine, max: number): boolean => {
      if (!sql.matchExists.get(matchID) || (sql.chatCount.get(matchID) as number) >= max) return false;
      sql.appendChat.run(matchID, JSON.stringify(line));
      return true;
    });

    this.createTx = db.transaction((matchID: string, { initialState, metadata }: StorageAPI.CreateMatchOpts) => {
      const cols = indexColumns(metadata);
      const stored = storedState(initialState);
      const initial = JSON.stringify(initialState);
      const length = stored.log ? stored.log.entries.length : null;
      sql.insert.run(matchID, cols.gameName, stored.text, initialState._stateID, initial, JSON.stringify(metadata), cols.isGameover, cols.updatedAt, length);
      writeWholeLog(matchID, stored.log);
    });
  }

  async connect(): Promise<void> {
    /* the file is opened (and the schema created) in the constructor */
  }

  async ping(): Promise<void> {
    this.sql.ping.get();
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  /**
   * Asked several times per move (each read and write of the write-through copy): the PRAGMA runs at most once per
   * turn of the event loop. Within one turn a later question adds nothing a compare-and-set does not already guard:
   * another process may commit at any instant, so a copy found current is only ever current as of its check.
   */
  override changedElsewhere(): boolean {
    if (this.versionChecked) return false;
    this.versionChecked = true;
    setImmediate(() => (this.versionChecked = false));
    const version = this.sql.dataVersion.get() as number;
    const changed = version !== this.dataVersion;
    this.dataVersion = version;
    return changed;
  }

  override async createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    this.createTx(matchID, opts);
  }

  /**
   * Moves are committed in groups: every move handed in before the event loop next turns (setImmediate) is written
   * in ONE transaction, each in its own savepoint (a move that fails rolls back alone). Each promise resolves only
   * once that transaction has committed, so a move is still durable before anyone hears of it; under load many
   * matches' moves share the cost of one commit instead of paying one each. Metadata changes (updateMetadata) join
   * the same groups.
   */
  commitMove(matchID: string, state: State, deltalog: LogEntry[] | undefined, updatedAt: number, stored = storedState(state)): Promise<false | { metadata?: MatchData }> {
    return new Promise((resolve, reject) => this.enqueue({ move: [matchID, state, deltalog, updatedAt, stored], resolve, reject }));
  }

  private readonly pending: PendingWrite[] = [];

  private enqueue(write: PendingWrite): void {
    this.pending.push(write);
    if (this.pending.length === 1) setImmediate(() => this.flushCommits());
  }

  private flushCommits(): void {
    const batch = this.pending.splice(0);
    let outcomes: ({ ok: unknown } | { error: unknown })[];
    try {
      outcomes = this.batchTx.immediate(batch);
    } catch (error) {
      for (const p of batch) p.reject(error);
      return;
    }
    outcomes.forEach((o, i) => {
      const p = batch[i]!;
      if ('error' in o) p.reject(o.error);
      else (p.resolve as (result: unknown) => void)(o.ok);
    });
  }

  async peek(matchID: string): Promise<Peek | undefined> {
    const row = this.sql.peek.get(matchID) as { state_id: number; metadata: string; updated_at: number } | undefined;
    return row && { stateID: row.state_id, metadataText: row.metadata, updatedAt: row.updated_at };
  }

  async setMetadata(matchID: string, metadata: MatchData): Promise<void> {
    const cols = indexColumns(metadata);
    this.sql.setMetadata.run(JSON.stringify(metadata), cols.gameName, cols.isGameover, cols.updatedAt, matchID);
  }

  /**
   * Read, changed and written inside the next group commit (commitMove), in its own savepoint: still atomic (no other
   * writer interleaves with a transaction) and durable before the promise resolves, without a commit of its own. A
   * seat's connection flag is changed for every socket that syncs to a match and every one that leaves it: under load
   * those were as many commits as the moves' groups.
   */
  updateMetadata(matchID: string, change: MetadataChange): Promise<MatchData | undefined> {
    return new Promise((resolve, reject) => this.enqueue({ metadata: [matchID, change], resolve, reject }));
  }

  async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    return this.fetchTx(matchID, opts) as StorageAPI.FetchResult<O>;
  }

  async wipe(matchID: string): Promise<void> {
    this.wipeTx(matchID);
  }

  /** Its own small transaction, outside the group commit: a chat line waits for no move and no move for it. */
  async appendChat(matchID: string, line: ChatLine, max: number): Promise<boolean> {
    return this.chatTx(matchID, line, max);
  }

  async readChat(matchID: string, limit: number): Promise<ChatLine[]> {
    return (this.sql.chat.all(matchID, Math.max(0, Math.floor(limit))) as string[]).map((e) => JSON.parse(e) as ChatLine);
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
    // At most 16 shapes of this query exist; better-sqlite3 caches nothing, so each shape is prepared once here.
    const sql = `SELECT match_id FROM matches ${clauses.length ? 'WHERE ' + clauses.join(' AND ') : ''} ORDER BY updated_at, match_id`;
    let statement = this.listStatements.get(sql);
    if (!statement) this.listStatements.set(sql, (statement = this.db.prepare(sql).pluck()));
    return statement.all(...params) as string[];
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
    const columns = q.withState ? 'match_id, metadata, updated_at, state' : 'match_id, metadata, updated_at';
    const sql = `SELECT ${columns} FROM matches WHERE ${clauses.join(' AND ')} ORDER BY updated_at DESC, match_id DESC LIMIT ?`;
    const rows = this.db.prepare(sql).all(...params, Math.max(0, Math.floor(q.limit))) as { match_id: string; metadata: string; updated_at: number; state?: string | null }[];
    return rows.map((r) => ({
      matchID: r.match_id,
      // A move stamps only the column: the cursor (cursorOf) must carry the time the rows are ordered by.
      metadata: withUpdatedAt(JSON.parse(r.metadata) as MatchData, r.updated_at),
      ...(q.withState && r.state ? { state: JSON.parse(r.state) as State } : {}),
    }));
  }
  private readonly listStatements = new Map<string, Database.Statement>();
}
