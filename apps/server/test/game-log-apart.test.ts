import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Game, State } from 'boardgame.io';
import { createMatch, ProcessGameConfig } from 'boardgame.io/internal';
import { SqliteStorage } from '../src/db/sqlite';
import { LiveStorage } from '../src/db/live-storage';
import { secretHand } from './fixtures/secret-hand';

const game = ProcessGameConfig(secretHand as Game) as Game;
const line = (n: number) => ({ seat: n % 2, text: `line ${n}` });
const logOf = (s: State) => ((s.G as { log?: unknown[] }).log ?? []) as unknown[];
/** The next state as the reducer makes it: the log's earlier entries are the same objects (Immer shares them). */
const next = (s: State, added: unknown[]): State => ({ ...s, _stateID: s._stateID + 1, G: { ...(s.G as object), log: [...logOf(s), ...added] } });

describe('the game log stored apart, in a SQLite file', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'deckhand-game-log-'));
    file = join(dir, 'db.sqlite');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const newMatch = () => {
    const m = createMatch({ game, numPlayers: 2, setupData: undefined, unlisted: false });
    if ('setupDataError' in m) throw new Error('setup');
    return m;
  };

  it('a move writes its new lines as one row after the others; the state column never holds the log', async () => {
    const db = new LiveStorage(new SqliteStorage(file));
    const m = newMatch();
    await db.createMatch('m', m);
    // The server's move path reads the kept copy, which is what the reducer's next state is made from.
    let s = (await db.readShared('m')).state!;
    for (const added of [[line(0), line(1)], [], [line(2)], [line(3), line(4), line(5)]]) {
      const after = next(s, added);
      expect(await db.commitMove('m', after, undefined, Date.now())).not.toBe(false);
      s = after;
    }
    await db.close();
    const raw = new Database(file, { readonly: true });
    const rows = raw.prepare('SELECT first, entries FROM game_log WHERE match_id = ? ORDER BY first').all('m') as { first: number; entries: string }[];
    const stateRow = raw.prepare('SELECT state, log_length FROM matches WHERE match_id = ?').get('m') as { state: string; log_length: number };
    raw.close();
    // The first commit writes the whole (then two-line) log; each later one appends only its own lines.
    expect(rows.map((r) => r.first)).toEqual([0, 2, 3]);
    expect(JSON.parse(rows[2]!.entries)).toEqual([line(3), line(4), line(5)]);
    expect(stateRow.log_length).toBe(6);
    expect(stateRow.state).not.toContain('line 0');
    const reopened = new SqliteStorage(file);
    expect((await reopened.fetch('m', { state: true })).state).toEqual(JSON.parse(JSON.stringify(s)));
    await reopened.close();
  });

  it('a file written before keeps its logs inside the states: they read back, and their next move stores the log apart', async () => {
    // The schema and a row as an earlier version wrote them (no log_length, no game_log).
    const old = new Database(file);
    old.exec(`CREATE TABLE matches (match_id TEXT PRIMARY KEY, game_name TEXT NOT NULL, state TEXT, state_id INTEGER NOT NULL DEFAULT -1,
      initial_state TEXT, metadata TEXT NOT NULL, is_gameover INTEGER NOT NULL DEFAULT 0, updated_at INTEGER NOT NULL DEFAULT 0)`);
    const m = newMatch();
    const before = next(m.initialState, [line(0), line(1)]);
    old.prepare('INSERT INTO matches VALUES (?, ?, ?, ?, ?, ?, 0, 1)').run('m', 'secret-hand', JSON.stringify(before), before._stateID, JSON.stringify(m.initialState), JSON.stringify(m.metadata));
    old.close();

    const db = new LiveStorage(new SqliteStorage(file));
    const read = (await db.readShared('m')).state!;
    expect(read).toEqual(JSON.parse(JSON.stringify(before)));
    // Its entries are shared with the kept copy, but the row says nothing is stored apart: the whole log is written.
    const after = next(read, [line(2)]);
    expect(await db.commitMove('m', after, undefined, Date.now())).not.toBe(false);
    await db.close();
    const reopened = new SqliteStorage(file);
    expect((await reopened.fetch('m', { state: true })).state).toEqual(JSON.parse(JSON.stringify(after)));
    await reopened.close();
  });
});
