import { afterAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Game, State } from 'boardgame.io';
import { createMatch, ProcessGameConfig } from 'boardgame.io/internal';
import { SqliteStorage, WAL_CHECKPOINT_PAGES } from '../src/db/sqlite';
import { secretHand } from './fixtures/secret-hand';

const game = ProcessGameConfig(secretHand as Game) as Game;
const dir = mkdtempSync(join(tmpdir(), 'deckhand-checkpoint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A state whose G carries `bytes` of text that differs all along from the last state's (SQLite rewrites only the
 * pages of a row whose bytes changed): each commit of it writes that many bytes of pages.
 */
const heavy = (s: State, id: number, bytes: number): State => ({ ...s, _stateID: id, G: { ...s.G, filler: `${id}:`.repeat(bytes).slice(0, bytes) } });

describe('SQLite WAL checkpoints', () => {
  it('lets the WAL grow past SQLite’s default 1,000 pages before a commit checkpoints it, and loses no commit', async () => {
    expect(WAL_CHECKPOINT_PAGES).toBeGreaterThan(2_500);
    const file = join(dir, 'wal.sqlite');
    const db = new SqliteStorage(file);
    const created = createMatch({ game, numPlayers: 2, setupData: undefined, unlisted: false });
    if ('setupDataError' in created) throw new Error('setup');
    const ids = ['a', 'b', 'c', 'd'];
    for (const id of ids) await db.createMatch(id, created);
    // 4 matches × 200 moves of ~20 KB states: about 6 pages a move, ~4,800 pages of WAL in all.
    let last = created.initialState;
    for (let move = 1; move <= 200; move++) {
      last = heavy(created.initialState, move, 20_000);
      const results = await Promise.all(ids.map((id) => db.commitMove(id, last, undefined, Date.now())));
      expect(results.every((r) => r !== false)).toBe(true);
    }
    // The WAL file never shrinks: with a checkpoint every 1,000 pages it would have stayed near that size.
    const pageSize = new Database(file, { readonly: true }).pragma('page_size', { simple: true }) as number;
    const walPages = statSync(`${file}-wal`).size / (pageSize + 24);
    expect(walPages).toBeGreaterThan(2_500);
    // Every commit is there for another connection, and for the same storage opened again.
    const reader = new Database(file, { readonly: true });
    const stored = reader.prepare('SELECT state_id FROM matches ORDER BY match_id').pluck().all();
    expect(stored).toEqual([200, 200, 200, 200]);
    reader.close();
    await db.close();
    const reopened = new SqliteStorage(file);
    const { state } = await reopened.fetch('c', { state: true });
    expect((state as State)._stateID).toBe(200);
    expect(((state as State).G as { filler: string }).filler.startsWith('200')).toBe(true);
    await reopened.close();
  });
});
