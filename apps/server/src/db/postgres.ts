import pg from 'pg';
import type { LogEntry, State, StorageAPI } from 'boardgame.io';
import { readState, storedState, type StoredState } from './state-text';
import { migratePostgres } from './migrations';
import { DeckhandStorage, indexColumns, withGameover, withUpdatedAt, type ChatLine, type MatchData, type MatchPageQuery, type MatchPageRow, type Peek } from './storage';

/**
 * Production storage shared by several server processes. State and metadata are stored as JSON text (not jsonb) so
 * that they round-trip byte for byte like the SQLite store; the columns that `listMatches` filters on sit beside them.
 * The game's log is stored apart and appended to, as in SQLite (sqlite.ts: game_log, log_length).
 */
export class PostgresStorage extends DeckhandStorage {
  private readonly pool: pg.Pool;

  constructor(connectionString: string, poolSize = 10) {
    super();
    this.pool = new pg.Pool({ connectionString, max: poolSize });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    this.pool.on('error', () => {
      /* logged by the query that fails next */
    });
  }

  async connect(): Promise<void> {
    // Versioned migrations (migrations.ts), in one transaction under an advisory lock.
    await this.transaction((c) => migratePostgres(c));
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  private async transaction<T>(body: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    // The pool listens for errors on idle clients only: a connection lost while checked out (the server restarting,
    // `pg_ctl restart -m fast`) emits 'error' on the client itself, which would end the process unheard.
    let broken: Error | undefined;
    const onError = (err: Error) => {
      broken = err;
    };
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      const result = await body(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      broken ??= isConnectionError(error) ? (error as Error) : undefined;
      if (!broken)
        await client.query('ROLLBACK').catch(() => {
          /* the original error is the one worth throwing */
        });
      throw error;
    } finally {
      client.off('error', onError);
      // A broken connection is destroyed, not handed to the next transaction.
      client.release(broken);
    }
  }

  override async createMatch(matchID: string, { initialState, metadata }: StorageAPI.CreateMatchOpts): Promise<void> {
    const cols = indexColumns(metadata);
    const stored = storedState(initialState);
    await this.transaction(async (c) => {
      await c.query(
        `INSERT INTO matches (match_id, game_name, state, state_id, initial_state, metadata, is_gameover, updated_at, log_length)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [matchID, cols.gameName, stored.text, initialState._stateID, JSON.stringify(initialState), JSON.stringify(metadata), cols.isGameover === 1, cols.updatedAt, stored.log ? stored.log.entries.length : null],
      );
      await writeWholeLog(c, matchID, stored.log);
    });
  }

  async commitMove(matchID: string, state: State, deltalog: LogEntry[] | undefined, updatedAt: number, stored = storedState(state)): Promise<false | { metadata?: MatchData }> {
    const log = stored.log;
    if (log && log.from > 0 && state.ctx.gameover === undefined) {
      // The usual move (the log goes on from the stored one, the match goes on): one statement, so one round trip to
      // the database instead of five (BEGIN, the compare-and-set, the game's log, the action log, COMMIT). Each round
      // trip is a write to the server's socket and a wake-up when it answers: under load they were a fifth of a
      // process's CPU. One statement is one transaction; its inserts happen only when the update did.
      const { rows } = await this.pool.query<{ n: number }>({
        name: 'deckhand-move',
        text: `WITH moved AS (
            UPDATE matches SET state = $1, state_id = $2, log_length = $5, updated_at = GREATEST(updated_at, $4)
            WHERE match_id = $3 AND state_id < $2 AND log_length = $6
            RETURNING match_id),
          game AS (INSERT INTO game_log (match_id, first, entries) SELECT match_id, $6, $7::text FROM moved WHERE $7::text IS NOT NULL),
          actions AS (INSERT INTO match_log (match_id, entry) SELECT moved.match_id, d.entry FROM moved, unnest($8::text[]) WITH ORDINALITY AS d(entry, n) ORDER BY d.n)
          SELECT count(*)::int AS n FROM moved`,
        values: [
          stored.text,
          state._stateID,
          matchID,
          updatedAt,
          log.entries.length,
          log.from,
          log.from < log.entries.length ? JSON.stringify(log.entries.slice(log.from)) : null,
          (deltalog ?? []).map((entry) => JSON.stringify(entry)),
        ],
      });
      if (rows[0]?.n === 1) return {};
      // Nothing written: another writer won, or the stored log is not the one this state goes on from. The
      // transaction below tells the two apart (and writes the whole log in the second case).
    }
    return this.transaction(async (c) => {
      // The WHERE clause is the compare-and-set: of two writers that computed the same next state id, the second
      // finds the row already advanced (it waits on the first one's row lock, then re-checks) and updates nothing.
      // Named queries are prepared once per pooled connection.
      const length = log ? log.entries.length : null;
      let appended = false;
      if (log && log.from > 0) {
        // An append is right only while the stored log is the one the caller's state goes on from.
        const { rowCount } = await c.query({
          name: 'deckhand-cas-append',
          text: 'UPDATE matches SET state = $1, state_id = $2, log_length = $5, updated_at = GREATEST(updated_at, $4) WHERE match_id = $3 AND state_id < $2 AND log_length = $6',
          values: [stored.text, state._stateID, matchID, updatedAt, length, log.from],
        });
        appended = rowCount === 1;
        if (appended && log.from < log.entries.length) {
          await c.query({
            name: 'deckhand-append-game-log',
            text: 'INSERT INTO game_log (match_id, first, entries) VALUES ($1, $2, $3)',
            values: [matchID, log.from, JSON.stringify(log.entries.slice(log.from))],
          });
        }
      }
      if (!appended) {
        // Nothing to append to, or the stored log is not the one the caller went on from: the whole log is written.
        const { rowCount } = await c.query({
          name: 'deckhand-cas-state',
          text: 'UPDATE matches SET state = $1, state_id = $2, log_length = $5, updated_at = GREATEST(updated_at, $4) WHERE match_id = $3 AND state_id < $2',
          values: [stored.text, state._stateID, matchID, updatedAt, length],
        });
        if (rowCount !== 1) return false;
        await writeWholeLog(c, matchID, log);
      }
      for (const entry of deltalog ?? []) {
        await c.query({ name: 'deckhand-append-log', text: 'INSERT INTO match_log (match_id, entry) VALUES ($1, $2)', values: [matchID, JSON.stringify(entry)] });
      }
      if (state.ctx.gameover === undefined) return {};
      // The move ended the match: its metadata records how, in this same transaction (the row is already locked).
      const { rows } = await c.query<{ metadata: string }>('SELECT metadata FROM matches WHERE match_id = $1', [matchID]);
      const over = withGameover(JSON.parse(rows[0]!.metadata) as MatchData, state);
      if (!over) return {};
      const metadata = withUpdatedAt(over, updatedAt);
      await c.query('UPDATE matches SET metadata = $1, is_gameover = TRUE WHERE match_id = $2', [JSON.stringify(metadata), matchID]);
      return { metadata };
    });
  }

  async peek(matchID: string): Promise<Peek | undefined> {
    const { rows } = await this.pool.query<{ state_id: number; metadata: string; updated_at: string }>({
      name: 'deckhand-peek',
      text: 'SELECT state_id, metadata, updated_at FROM matches WHERE match_id = $1',
      values: [matchID],
    });
    const row = rows[0];
    return row && { stateID: row.state_id, metadataText: row.metadata, updatedAt: Number(row.updated_at) };
  }

  async setMetadata(matchID: string, metadata: MatchData): Promise<void> {
    const cols = indexColumns(metadata);
    await this.pool.query(
      'UPDATE matches SET metadata = $1, game_name = $2, is_gameover = $3, updated_at = $4 WHERE match_id = $5',
      [JSON.stringify(metadata), cols.gameName, cols.isGameover === 1, cols.updatedAt, matchID],
    );
  }

  async updateMetadata(
    matchID: string,
    change: (metadata: MatchData) => MatchData | undefined,
  ): Promise<MatchData | undefined> {
    return this.transaction(async (c) => {
      const { rows } = await c.query<{ metadata: string; updated_at: string }>(
        'SELECT metadata, updated_at FROM matches WHERE match_id = $1 FOR UPDATE',
        [matchID],
      );
      const row = rows[0];
      if (!row) return undefined;
      const current = withUpdatedAt(JSON.parse(row.metadata) as MatchData, Number(row.updated_at));
      const next = change(current);
      if (next === undefined) return current;
      const cols = indexColumns(next);
      await c.query('UPDATE matches SET metadata = $1, is_gameover = $2, updated_at = GREATEST(updated_at, $3) WHERE match_id = $4', [
        JSON.stringify(next),
        cols.isGameover === 1,
        cols.updatedAt,
        matchID,
      ]);
      return next;
    });
  }

  async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const result: Record<string, unknown> = {};
    // One snapshot for the row and the log, so a sync never pairs a state with a log from another moment.
    await this.transaction(async (c) => {
      await c.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      const { rows } = await c.query<{ state: string | null; initial_state: string | null; metadata: string; updated_at: string; log_length: number | null }>(
        'SELECT state, initial_state, metadata, updated_at, log_length FROM matches WHERE match_id = $1',
        [matchID],
      );
      const row = rows[0];
      if (!row) return;
      if (opts.state && row.state) {
        const texts =
          row.log_length === null
            ? undefined
            : (await c.query<{ entries: string }>('SELECT entries FROM game_log WHERE match_id = $1 ORDER BY first', [matchID])).rows.map((r) => r.entries);
        result['state'] = readState(row.state, texts);
      }
      if (opts.initialState && row.initial_state) result['initialState'] = JSON.parse(row.initial_state);
      if (opts.metadata) result['metadata'] = withUpdatedAt(JSON.parse(row.metadata) as MatchData, Number(row.updated_at));
      if (opts.log) {
        const log = await c.query<{ entry: string }>('SELECT entry FROM match_log WHERE match_id = $1 ORDER BY seq', [
          matchID,
        ]);
        result['log'] = log.rows.map((r) => JSON.parse(r.entry));
      }
    });
    return result as StorageAPI.FetchResult<O>;
  }

  async wipe(matchID: string): Promise<void> {
    await this.transaction(async (c) => {
      await c.query('DELETE FROM matches WHERE match_id = $1', [matchID]);
      await c.query('DELETE FROM match_log WHERE match_id = $1', [matchID]);
      await c.query('DELETE FROM game_log WHERE match_id = $1', [matchID]);
      await c.query('DELETE FROM match_chat WHERE match_id = $1', [matchID]);
    });
  }

  /** Under the match row's lock, so that two processes appending at once cannot both pass the cap. */
  async appendChat(matchID: string, line: ChatLine, max: number): Promise<boolean> {
    return this.transaction(async (c) => {
      const exists = await c.query('SELECT 1 FROM matches WHERE match_id = $1 FOR UPDATE', [matchID]);
      if (exists.rows.length === 0) return false;
      const count = await c.query<{ n: string }>('SELECT COUNT(*) AS n FROM match_chat WHERE match_id = $1', [matchID]);
      if (Number(count.rows[0]!.n) >= max) return false;
      await c.query('INSERT INTO match_chat (match_id, entry) VALUES ($1, $2)', [matchID, JSON.stringify(line)]);
      return true;
    });
  }

  async readChat(matchID: string, limit: number): Promise<ChatLine[]> {
    const { rows } = await this.pool.query<{ entry: string }>(
      'SELECT entry FROM (SELECT seq, entry FROM match_chat WHERE match_id = $1 ORDER BY seq DESC LIMIT $2) AS last ORDER BY seq',
      [matchID, Math.max(0, Math.floor(limit))],
    );
    return rows.map((r) => JSON.parse(r.entry) as ChatLine);
  }

  override async listMatches(opts: StorageAPI.ListMatchesOpts = {}): Promise<string[]> {
    const clauses: string[] = [];
    const params: (string | number | boolean)[] = [];
    const add = (sql: string, value: string | number | boolean) => {
      params.push(value);
      clauses.push(sql.replace('?', `$${params.length}`));
    };
    if (opts.gameName !== undefined) add('game_name = ?', opts.gameName);
    const where = opts.where ?? {};
    if (where.isGameover !== undefined) add('is_gameover = ?', where.isGameover);
    if (where.updatedBefore !== undefined) add('updated_at < ?', where.updatedBefore);
    if (where.updatedAfter !== undefined) add('updated_at > ?', where.updatedAfter);
    const sql = `SELECT match_id FROM matches ${clauses.length ? 'WHERE ' + clauses.join(' AND ') : ''} ORDER BY updated_at, match_id`;
    const { rows } = await this.pool.query<{ match_id: string }>(sql, params);
    return rows.map((r) => r.match_id);
  }

  override async listMatchPage(q: MatchPageQuery): Promise<MatchPageRow[]> {
    const params: (string | number | boolean)[] = [];
    const arg = (value: string | number | boolean) => {
      params.push(value);
      return `$${params.length}`;
    };
    const clauses = [`game_name = ${arg(q.gameName)}`, "COALESCE((metadata::jsonb ->> 'unlisted')::boolean, false) = false"];
    if (q.isGameover !== undefined) clauses.push(`is_gameover = ${arg(q.isGameover)}`);
    if (q.updatedBefore !== undefined) clauses.push(`updated_at < ${arg(q.updatedBefore)}`);
    if (q.updatedAfter !== undefined) clauses.push(`updated_at > ${arg(q.updatedAfter)}`);
    if (q.before) {
      const at = arg(q.before.updatedAt);
      clauses.push(`(updated_at < ${at} OR (updated_at = ${at} AND match_id < ${arg(q.before.matchID)}))`);
    }
    const columns = q.withState ? 'match_id, metadata, updated_at, state' : 'match_id, metadata, updated_at';
    const sql = `SELECT ${columns} FROM matches WHERE ${clauses.join(' AND ')} ORDER BY updated_at DESC, match_id DESC LIMIT ${arg(Math.max(0, Math.floor(q.limit)))}`;
    const { rows } = await this.pool.query<{ match_id: string; metadata: string; updated_at: string; state?: string | null }>(sql, params);
    return rows.map((r) => ({
      matchID: r.match_id,
      // A move stamps only the column: the cursor (cursorOf) must carry the time the rows are ordered by.
      metadata: withUpdatedAt(JSON.parse(r.metadata) as MatchData, Number(r.updated_at)),
      ...(q.withState && r.state ? { state: JSON.parse(r.state) as State } : {}),
    }));
  }
}

/**
 * The game's log when the whole of it is written: every earlier row goes. A state without a log (log_length null)
 * leaves the rows alone: nothing reads them, and the next whole write or the wipe removes them.
 */
async function writeWholeLog(c: pg.PoolClient, matchID: string, log: StoredState['log']): Promise<void> {
  if (!log) return;
  await c.query({ name: 'deckhand-clear-game-log', text: 'DELETE FROM game_log WHERE match_id = $1', values: [matchID] });
  if (log.entries.length > 0) {
    await c.query({
      name: 'deckhand-append-game-log',
      text: 'INSERT INTO game_log (match_id, first, entries) VALUES ($1, $2, $3)',
      values: [matchID, 0, JSON.stringify(log.entries)],
    });
  }
}

/** Errors after which the connection cannot be reused: the server went away or ended our session. */
function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // 57P01-57P03: admin shutdown, crash shutdown, cannot connect now; 08xxx: connection exceptions.
  if (typeof code === 'string' && (code.startsWith('57P') || code.startsWith('08'))) return true;
  const message = (error as Error | null)?.message ?? '';
  return /Connection terminated|ECONNRESET|ECONNREFUSED|EPIPE|not queryable/.test(message);
}
