/**
 * Versioned migrations (src/db/migrations.ts), from every earlier schema: none (a new file or database), schema 1
 * (matches + match_log, the first server) and schema 2 (the game's log stored apart), both as the server created
 * them before versions were recorded (test/fixtures/schemas, copied from git history). Each is opened by today's
 * storage, which must bring it to the current version, record it, keep the match written under the old schema
 * readable and playable, and refuse a database newer than itself.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { SqliteStorage } from '../src/db/sqlite';
import { PostgresStorage } from '../src/db/postgres';
import { SCHEMA_VERSION } from '../src/db/migrations';
import { createDatabase, startPostgres, type ThrowawayPostgres } from './helpers/postgres';

const schema = (db: 'sqlite' | 'postgres', n: number) => readFileSync(join(import.meta.dirname, 'fixtures', 'schemas', `${db}-${n}.sql`), 'utf8');

const OLD_STATE = { G: { hands: { '0': [3] }, log: ['dealt'] }, ctx: { numPlayers: 2, turn: 1, currentPlayer: '0', playOrder: ['0', '1'], playOrderPos: 0, phase: null, activePlayers: null }, plugins: {}, _undo: [], _redo: [], _stateID: 3 };
const OLD_METADATA = { gameName: 'secret-hand', players: { '0': { id: 0 }, '1': { id: 1 } }, createdAt: 1, updatedAt: 2 };
const OLD_ROW = ['old-match', 'secret-hand', JSON.stringify(OLD_STATE), 3, JSON.stringify(OLD_STATE), JSON.stringify(OLD_METADATA), 2] as const;

/** What every migrated store must hold: the match written before, readable, and a next state that commits. */
async function expectUpgraded(storage: SqliteStorage | PostgresStorage, hadMatch: boolean) {
  if (!hadMatch) {
    expect(await storage.listMatches({})).toEqual([]);
    return;
  }
  const { state, metadata } = await storage.fetch('old-match', { state: true, metadata: true });
  expect(state!._stateID).toBe(3);
  expect((state!.G as { log: string[] }).log).toEqual(['dealt']);
  expect(metadata!.gameName).toBe('secret-hand');
  const next = { ...OLD_STATE, G: { ...OLD_STATE.G, log: ['dealt', 'played'] }, _stateID: 4 } as unknown as State;
  expect(await storage.compareAndSetState('old-match', next)).toBe(true);
  const after = await storage.fetch('old-match', { state: true });
  expect(after.state!._stateID).toBe(4);
  expect((after.state!.G as { log: string[] }).log).toEqual(['dealt', 'played']);
}

describe('SQLite migrations', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const fileFor = (name: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'deckhand-migrate-'));
    dirs.push(dir);
    return join(dir, `${name}.sqlite`);
  };

  for (const from of [0, 1, 2]) {
    it(`brings a file at schema ${from} to ${SCHEMA_VERSION} and records each step`, async () => {
      const file = fileFor(`from-${from}`);
      if (from > 0) {
        const db = new Database(file);
        db.exec(schema('sqlite', from));
        db.prepare(`INSERT INTO matches (match_id, game_name, state, state_id, initial_state, metadata, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`).run(...OLD_ROW);
        db.close();
      }
      const storage = new SqliteStorage(file);
      await storage.connect();
      await expectUpgraded(storage, from > 0);
      await storage.close();
      const db = new Database(file, { readonly: true });
      expect(db.prepare('SELECT version FROM deckhand_schema ORDER BY version').pluck().all()).toEqual(Array.from({ length: SCHEMA_VERSION }, (_, i) => i + 1));
      const columns = (db.prepare('PRAGMA table_info(matches)').all() as { name: string }[]).map((c) => c.name);
      expect(columns).toContain('log_length');
      db.close();
      // Opening it again applies nothing more.
      const again = new SqliteStorage(file);
      await again.close();
      const check = new Database(file, { readonly: true });
      expect(check.prepare('SELECT COUNT(*) FROM deckhand_schema').pluck().get()).toBe(SCHEMA_VERSION);
      check.close();
    });
  }

  it('refuses a file from a newer server, naming both versions, and changes nothing', () => {
    const file = fileFor('newer');
    new SqliteStorage(file).close();
    const db = new Database(file);
    db.prepare('INSERT INTO deckhand_schema (version, name, applied_at) VALUES (?, ?, ?)').run(SCHEMA_VERSION + 1, 'from the future', 0);
    db.close();
    expect(() => new SqliteStorage(file)).toThrow(new RegExp(`schema version ${SCHEMA_VERSION + 1}, newer than this server's ${SCHEMA_VERSION}`));
  });
});

describe('PostgreSQL migrations', () => {
  let cluster: ThrowawayPostgres;
  beforeAll(async () => {
    cluster = await startPostgres();
  });
  afterAll(async () => cluster?.stop());

  for (const from of [0, 1, 2]) {
    it(`brings a database at schema ${from} to ${SCHEMA_VERSION} and records each step`, async () => {
      const url = await createDatabase(cluster.url, `migrate_from_${from}`);
      if (from > 0) {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(schema('postgres', from));
        await c.query('INSERT INTO matches (match_id, game_name, state, state_id, initial_state, metadata, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [...OLD_ROW]);
        await c.end();
      }
      // Two processes starting together: the lock lets one migrate, the other finds it done.
      const [a, b] = [new PostgresStorage(url, 2), new PostgresStorage(url, 2)];
      await Promise.all([a.connect(), b.connect()]);
      await expectUpgraded(a, from > 0);
      await Promise.all([a.close(), b.close()]);
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      const versions = (await c.query('SELECT version FROM deckhand_schema ORDER BY version')).rows.map((r) => r.version);
      expect(versions).toEqual(Array.from({ length: SCHEMA_VERSION }, (_, i) => i + 1));
      await c.end();
    });
  }

  it('refuses a database from a newer server', async () => {
    const url = await createDatabase(cluster.url, 'migrate_newer');
    const first = new PostgresStorage(url, 1);
    await first.connect();
    await first.close();
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query('INSERT INTO deckhand_schema (version, name, applied_at) VALUES ($1, $2, $3)', [SCHEMA_VERSION + 1, 'from the future', 0]);
    await c.end();
    const later = new PostgresStorage(url, 1);
    await expect(later.connect()).rejects.toThrow(/newer than this server's/);
    await later.close();
  });
});
