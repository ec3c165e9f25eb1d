import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Game, State } from 'boardgame.io';
import { createMatch, ProcessGameConfig } from 'boardgame.io/internal';
import { SqliteStorage } from '../src/db/sqlite';
import { PostgresStorage } from '../src/db/postgres';
import { LiveStorage } from '../src/db/live-storage';
import type { DeckhandStorage, MatchData } from '../src/db/storage';
import { secretHand } from './fixtures/secret-hand';
import { sharedLogLength, storedState } from '../src/db/state-text';
import { createDatabase, startPostgres, type ThrowawayPostgres } from './helpers/postgres';

const game = ProcessGameConfig(secretHand as Game) as Game;
let counter = 0;
const newMatch = () => {
  const m = createMatch({ game, numPlayers: 2, setupData: undefined, unlisted: false });
  if ('setupDataError' in m) throw new Error('setup');
  return { id: `m${Date.now().toString(36)}${counter++}`, ...m };
};
const advance = (s: State, by = 1): State => ({ ...s, _stateID: s._stateID + by, G: { ...s.G, touched: s._stateID + by } });

/** One contract, run against every storage backend. */
function contract(name: string, open: () => Promise<DeckhandStorage>, cleanup: () => Promise<void>) {
  describe(`storage contract: ${name}`, () => {
    let db: DeckhandStorage;
    beforeAll(async () => {
      db = await open();
      await db.connect();
    });
    afterAll(async () => {
      await db?.close();
      await cleanup();
    });

    it('is a boardgame.io StorageAPI.Async', () => {
      expect(db.type()).toBe(1); // Type.ASYNC
    });

    it('createMatch then fetch returns exactly what was stored', async () => {
      const m = newMatch();
      await db.createMatch(m.id, m);
      const f = await db.fetch(m.id, { state: true, metadata: true, initialState: true, log: true });
      expect(f.state).toEqual(JSON.parse(JSON.stringify(m.initialState)));
      expect(f.initialState).toEqual(f.state);
      expect(f.metadata).toEqual(m.metadata);
      expect(f.log).toEqual([]);
      const partial = await db.fetch(m.id, { metadata: true });
      expect(Object.keys(partial)).toEqual(['metadata']);
    });

    it('fetch of an unknown match returns nothing', async () => {
      expect(await db.fetch('nope', { state: true, metadata: true, log: true, initialState: true })).toEqual(
        expect.not.objectContaining({ state: expect.anything() }),
      );
    });

    it('setState is compare-and-set on the state id and appends the deltalog', async () => {
      const m = newMatch();
      await db.createMatch(m.id, m);
      const s1 = advance(m.initialState);
      const entry = { action: { type: 'MAKE_MOVE', payload: { type: 'draw', args: [], playerID: '0' } }, _stateID: 0, turn: 1, phase: '' };
      expect(await db.compareAndSetState(m.id, s1, [entry as never])).toBe(true);
      // A second writer that computed from the same base loses and changes nothing, log included.
      expect(await db.compareAndSetState(m.id, { ...s1, G: { other: true } }, [entry as never])).toBe(false);
      // Moving backwards is refused too.
      expect(await db.compareAndSetState(m.id, m.initialState)).toBe(false);
      await db.setState(m.id, { ...m.initialState, G: { rollback: true } });
      const f = await db.fetch(m.id, { state: true, log: true, initialState: true });
      expect(f.state.G).toEqual(s1.G);
      expect(f.log).toHaveLength(1);
      expect(f.initialState._stateID).toBe(0);
      expect(await db.compareAndSetState(m.id, advance(s1))).toBe(true);
    });

    it('concurrent compare-and-set writes of the same next state: exactly one wins', async () => {
      const m = newMatch();
      await db.createMatch(m.id, m);
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => db.compareAndSetState(m.id, { ...advance(m.initialState), G: { writer: i } })),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('setMetadata and updateMetadata write metadata; updateMetadata is atomic', async () => {
      const m = newMatch();
      await db.createMatch(m.id, m);
      await db.setMetadata(m.id, { ...m.metadata, setupData: { x: 1 } });
      expect((await db.fetch(m.id, { metadata: true })).metadata.setupData).toEqual({ x: 1 });
      await Promise.all(
        Array.from({ length: 20 }, () =>
          db.updateMetadata(m.id, (md) => ({ ...md, setupData: { x: (md.setupData as { x: number }).x + 1 } })),
        ),
      );
      expect((await db.fetch(m.id, { metadata: true })).metadata.setupData).toEqual({ x: 21 });
      expect(await db.updateMetadata('missing', (md) => md)).toBeUndefined();
    });

    it('seat claims are atomic: of concurrent claims for one seat exactly one wins', async () => {
      const m = newMatch();
      await db.createMatch(m.id, m);
      const claim = (name: string) =>
        db.updateMetadata(m.id, (md): MatchData | undefined => {
          if (md.players[0]!.name) return undefined;
          return { ...md, players: { ...md.players, 0: { ...md.players[0]!, name, credentials: name } } };
        });
      await Promise.all(Array.from({ length: 16 }, (_, i) => claim(`p${i}`)));
      const { metadata } = await db.fetch(m.id, { metadata: true });
      expect(metadata.players[0]!.name).toMatch(/^p\d+$/);
    });

    it('listMatches filters by game, gameover and update time', async () => {
      const a = newMatch();
      const b = newMatch();
      await db.createMatch(a.id, { ...a, metadata: { ...a.metadata, updatedAt: 1000 } });
      await db.createMatch(b.id, { ...b, metadata: { ...b.metadata, gameName: 'other-game', updatedAt: 5000 } });
      await db.updateMetadata(a.id, (md) => ({ ...md, gameover: { winner: 0 }, updatedAt: 2000 }));
      expect(await db.listMatches({ gameName: 'other-game' })).toEqual([b.id]);
      expect(await db.listMatches({ gameName: 'secret-hand', where: { isGameover: true } })).toContain(a.id);
      expect(await db.listMatches({ gameName: 'other-game', where: { isGameover: true } })).toEqual([]);
      expect(await db.listMatches({ where: { updatedBefore: 3000, isGameover: true } })).toEqual([a.id]);
      expect(await db.listMatches({ gameName: 'other-game', where: { updatedAfter: 4000 } })).toEqual([b.id]);
      expect(await db.listMatches({ gameName: 'other-game', where: { updatedAfter: 6000 } })).toEqual([]);
      expect((await db.listMatches()).length).toBeGreaterThanOrEqual(2);
    });

    it('listMatchPage: one game, newest first, unlisted left out, bounded, and a cursor that continues without gaps or repeats (ties on time by id)', async () => {
      const game = `paged-${counter++}`;
      const ids: string[] = [];
      for (let i = 0; i < 7; i++) {
        const m = newMatch();
        // Two matches share each update time, so the cursor must break ties by id.
        await db.createMatch(m.id, { ...m, metadata: { ...m.metadata, gameName: game, updatedAt: 10_000 + Math.floor(i / 2) } });
        ids.push(m.id);
      }
      const hidden = newMatch();
      await db.createMatch(hidden.id, { ...hidden, metadata: { ...hidden.metadata, gameName: game, unlisted: true, updatedAt: 20_000 } });
      const seen: string[] = [];
      let before: { updatedAt: number; matchID: string } | undefined;
      for (let page = 0; page < 5; page++) {
        const rows = await db.listMatchPage({ gameName: game, limit: 3, ...(before ? { before } : {}) });
        expect(rows.length).toBeLessThanOrEqual(3);
        for (const r of rows) expect(r.metadata.gameName).toBe(game);
        seen.push(...rows.map((r) => r.matchID));
        if (rows.length < 3) break;
        const last = rows.at(-1)!;
        before = { updatedAt: last.metadata.updatedAt, matchID: last.matchID };
      }
      const expected = [...ids].sort((x, y) => {
        const t = (id: string) => 10_000 + Math.floor(ids.indexOf(id) / 2);
        return t(y) - t(x) || (y < x ? -1 : 1);
      });
      expect(seen).toEqual(expected);
      expect(seen).not.toContain(hidden.id);
      const first = await db.listMatchPage({ gameName: game, limit: 1, withState: true, isGameover: false, updatedAfter: 10_002 });
      expect(first.map((r) => r.matchID)).toEqual([expected[0]]);
      expect(first[0]!.state?._stateID).toBe(0);
      expect(await db.listMatchPage({ gameName: game, limit: 5, isGameover: true })).toEqual([]);
    });

    it('wipe removes the match and its log', async () => {
      const m = newMatch();
      await db.createMatch(m.id, m);
      await db.compareAndSetState(m.id, advance(m.initialState), [{ _stateID: 0 } as never]);
      await db.wipe(m.id);
      expect(await db.fetch(m.id, { state: true, metadata: true })).toEqual({});
      expect(await db.listMatches({ gameName: 'secret-hand' })).not.toContain(m.id);
    });

    it('the game log is stored apart and appended to: every state reads back whole, however its log was written', async () => {
      const m = newMatch();
      await db.createMatch(m.id, m);
      const json = (x: unknown) => JSON.parse(JSON.stringify(x)) as unknown;
      const line = (n: number) => ({ seat: n % 2, text: `line ${n}`, gone: undefined });
      const logOf = (s: State) => ((s.G as { log?: unknown[] }).log ?? []) as unknown[];
      const next = (s: State, log: unknown[]): State => ({ ...s, _stateID: s._stateID + 1, G: { ...(s.G as object), log } });
      const commit = (before: State, after: State, claim = sharedLogLength(before, after)) =>
        db.commitMove(m.id, after, undefined, Date.now(), storedState(after, claim));
      let s: State = m.initialState;
      // Moves that add lines, one that adds none, each appended after the lines the state before had.
      for (const added of [[line(0), line(1)], [line(2)], [], [line(3), line(4)]]) {
        const after = next(s, [...logOf(s), ...added]);
        expect(await commit(s, after)).not.toBe(false);
        expect((await db.fetch(m.id, { state: true })).state).toEqual(json(after));
        s = after;
      }
      // A claim the database does not hold (it has 5 entries, not 6): the whole log is written instead.
      const claimed = next(s, [...logOf(s), line(5)]);
      expect(await commit(s, claimed, 6)).not.toBe(false);
      expect((await db.fetch(m.id, { state: true })).state).toEqual(json(claimed));
      // A log that does not go on from the stored one (shorter, rewritten): written whole.
      const rewritten = next(claimed, [line(9)]);
      expect(await commit(claimed, rewritten)).not.toBe(false);
      expect((await db.fetch(m.id, { state: true })).state).toEqual(json(rewritten));
      // A stale write still loses, and leaves the log as it was.
      expect(await commit(claimed, next(claimed, [...logOf(claimed), line(7)]))).toBe(false);
      expect((await db.fetch(m.id, { state: true })).state).toEqual(json(rewritten));
      // A lobby page reads whose turn it is, not the log.
      const [row] = (await db.listMatchPage({ gameName: 'secret-hand', limit: 50, withState: true })).filter((r) => r.matchID === m.id);
      expect(row!.state!._stateID).toBe(rewritten._stateID);
    });

    it('table chat is kept with the match: appended in order, the last lines read back, capped, wiped with it', async () => {
      const m = newMatch();
      await db.createMatch(m.id, m);
      const line = (i: number) => ({ id: `c${i}`, sender: i % 2 ? '1' : null, text: `line ${i} <b>as text</b>`, at: 1000 + i });
      for (let i = 0; i < 5; i++) expect(await db.appendChat(m.id, line(i), 5)).toBe(true);
      // At the cap nothing more is stored; nor for a match that does not exist.
      expect(await db.appendChat(m.id, line(5), 5)).toBe(false);
      expect(await db.appendChat('nope', line(0), 5)).toBe(false);
      expect(await db.readChat(m.id, 100)).toEqual([0, 1, 2, 3, 4].map(line));
      expect(await db.readChat(m.id, 2)).toEqual([line(3), line(4)]);
      expect(await db.readChat('nope', 10)).toEqual([]);
      await db.wipe(m.id);
      expect(await db.readChat(m.id, 10)).toEqual([]);
    });

    it('data survives closing and reopening', async () => {
      const m = newMatch();
      await db.createMatch(m.id, m);
      await db.close();
      db = await open();
      await db.connect();
      expect((await db.fetch(m.id, { metadata: true })).metadata.gameName).toBe('secret-hand');
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'deckhand-sqlite-'));
contract(
  'SQLite file',
  async () => new SqliteStorage(join(dir, 'contract.sqlite')),
  async () => rmSync(dir, { recursive: true, force: true }),
);

const liveDir = mkdtempSync(join(tmpdir(), 'deckhand-live-'));
contract(
  'write-through copy in memory over a SQLite file',
  async () => new LiveStorage(new SqliteStorage(join(liveDir, 'contract.sqlite'))),
  async () => rmSync(liveDir, { recursive: true, force: true }),
);

let pgServer: ThrowawayPostgres | undefined;
let pgUrl: string | undefined;
contract(
  'PostgreSQL',
  async () => {
    if (!pgServer) {
      pgServer = await startPostgres();
      pgUrl = await createDatabase(pgServer.url, 'contract');
    }
    return new PostgresStorage(pgUrl!);
  },
  async () => pgServer?.stop(),
);
