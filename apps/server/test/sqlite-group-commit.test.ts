import { afterAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Game, State } from 'boardgame.io';
import { createMatch, ProcessGameConfig } from 'boardgame.io/internal';
import { SqliteStorage } from '../src/db/sqlite';
import { secretHand } from './fixtures/secret-hand';

const game = ProcessGameConfig(secretHand as Game) as Game;
const dir = mkdtempSync(join(tmpdir(), 'deckhand-group-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const newMatch = (id: string) => {
  const m = createMatch({ game, numPlayers: 2, setupData: undefined, unlisted: false });
  if ('setupDataError' in m) throw new Error('setup');
  return { id, ...m };
};
const advance = (s: State): State => ({ ...s, _stateID: s._stateID + 1, G: { ...s.G, touched: s._stateID + 1 } });

describe('SQLite group commit', () => {
  it('writes the moves handed in together in one transaction; each keeps its own outcome', async () => {
    const file = join(dir, 'group.sqlite');
    const db = new SqliteStorage(file);
    const matches = ['a', 'b', 'c', 'd', 'e'].map(newMatch);
    for (const m of matches) await db.createMatch(m.id, m);
    // Another connection's PRAGMA data_version advances once per transaction committed by anyone else.
    const watcher = new Database(file, { readonly: true });
    const version = () => watcher.pragma('data_version', { simple: true }) as number;
    const v0 = version();

    const moves = matches.map((m) => db.commitMove(m.id, advance(m.initialState), [{ action: { type: 'MAKE_MOVE' } } as never], Date.now()));
    // One of them is stale: the same match's state id written twice in the same group, the second must lose.
    const stale = db.commitMove('a', advance(matches[0]!.initialState), undefined, Date.now());
    const results = await Promise.all(moves);
    expect(results.every((r) => r !== false)).toBe(true);
    expect(await stale).toBe(false);
    expect(version() - v0).toBe(1);

    for (const m of matches) {
      const { state, log } = await db.fetch(m.id, { state: true, log: true });
      expect(state!._stateID).toBe(m.initialState._stateID + 1);
      expect(log).toHaveLength(1);
    }
    // Moves handed in on later turns of the event loop are later transactions.
    await db.commitMove('a', advance(advance(matches[0]!.initialState)), undefined, Date.now());
    expect(version() - v0).toBe(2);
    watcher.close();
    await db.close();
  });

  it('metadata changes join the group: read, changed and written in order with the moves, durable when they resolve', async () => {
    const file = join(dir, 'metadata.sqlite');
    const db = new SqliteStorage(file);
    const [a, b] = ['a', 'b'].map(newMatch) as [ReturnType<typeof newMatch>, ReturnType<typeof newMatch>];
    await db.createMatch(a.id, a);
    await db.createMatch(b.id, b);
    const watcher = new Database(file, { readonly: true });
    const version = () => watcher.pragma('data_version', { simple: true }) as number;
    const v0 = version();
    const connect = (id: string, seat: string) =>
      db.updateMetadata(id, (m) => ({ ...m, players: { ...m.players, [seat]: { ...m.players[seat as never], isConnected: true } } }));

    const move = db.commitMove(a.id, advance(a.initialState), undefined, Date.now());
    const first = connect(a.id, '0');
    const second = connect(a.id, '1');
    const other = connect(b.id, '0');
    const unchanged = db.updateMetadata(b.id, () => undefined);
    const missing = db.updateMetadata('nobody', () => {
      throw new Error('not called for a match that does not exist');
    });
    const throws = db.updateMetadata(b.id, () => {
      throw new Error('refused');
    });
    // The second change saw the first: each runs on what the one before it wrote.
    expect((await second)!.players[1]!.isConnected).toBe(true);
    expect((await first)!.players[0]!.isConnected).toBe(true);
    expect((await second)!.players[0]!.isConnected).toBe(true);
    expect(await move).toEqual({});
    expect((await other)!.players[0]!.isConnected).toBe(true);
    expect((await unchanged)!.players[0]!.isConnected).toBe(true);
    expect(await missing).toBeUndefined();
    await expect(throws).rejects.toThrow('refused');
    // All of it one commit, read back by another connection.
    expect(version() - v0).toBe(1);
    const row = watcher.prepare('SELECT metadata FROM matches WHERE match_id = ?').pluck().get(a.id) as string;
    expect(Object.values((JSON.parse(row) as { players: Record<string, { isConnected?: boolean }> }).players).map((p) => p.isConnected)).toEqual([true, true]);
    expect((await db.fetch(a.id, { state: true })).state!._stateID).toBe(a.initialState._stateID + 1);
    watcher.close();
    await db.close();
  });

  it('a move that throws rolls back alone; the others in its group are written', async () => {
    const db = new SqliteStorage(join(dir, 'throws.sqlite'));
    const [a, b] = ['a', 'b'].map(newMatch) as [ReturnType<typeof newMatch>, ReturnType<typeof newMatch>];
    await db.createMatch(a.id, a);
    await db.createMatch(b.id, b);
    const circular: Record<string, unknown> = {};
    circular['self'] = circular;
    // The state row is written before the log entry fails to serialise: the savepoint must undo that write.
    const bad = db.commitMove(a.id, advance(a.initialState), [circular as never], Date.now());
    const good = db.commitMove(b.id, advance(b.initialState), undefined, Date.now());
    await expect(bad).rejects.toThrow();
    expect(await good).toEqual({});
    expect((await db.fetch(a.id, { state: true, log: true })).state!._stateID).toBe(a.initialState._stateID);
    expect((await db.fetch(a.id, { log: true })).log).toEqual([]);
    expect((await db.fetch(b.id, { state: true })).state!._stateID).toBe(b.initialState._stateID + 1);
    await db.close();
  });
});
