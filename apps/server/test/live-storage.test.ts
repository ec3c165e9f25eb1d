/**
 * The write-through copy in memory (db/live-storage.ts): reads come from memory, but a copy never hides what another
 * process wrote. Two LiveStorages on one SQLite file are two processes of one deployment (separate connections).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Game, State } from 'boardgame.io';
import { createMatch, ProcessGameConfig } from 'boardgame.io/internal';
import { SqliteStorage } from '../src/db/sqlite';
import { LiveStorage } from '../src/db/live-storage';
import { secretHand } from './fixtures/secret-hand';
import { readConfig } from '../src/config';
import { startInProcess } from './helpers/in-process';

const game = ProcessGameConfig(secretHand as Game) as Game;
const newMatch = () => {
  const m = createMatch({ game, numPlayers: 2, setupData: undefined, unlisted: false });
  if ('setupDataError' in m) throw new Error('setup');
  return m;
};
const advance = (s: State, by = 1): State => ({ ...s, _stateID: s._stateID + by, G: { ...s.G, touched: s._stateID + by } });

describe('write-through storage', () => {
  let dir: string;
  let a: LiveStorage;
  let b: LiveStorage;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'deckhand-live-'));
    a = new LiveStorage(new SqliteStorage(join(dir, 'db.sqlite')));
    b = new LiveStorage(new SqliteStorage(join(dir, 'db.sqlite')));
  });
  afterEach(async () => {
    await a.close();
    await b.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves state and metadata from memory: no database read while nobody else writes', async () => {
    const m = newMatch();
    await a.createMatch('m1', m);
    await a.fetch('m1', { state: true }); // the first look at the database since it was opened checks the copy
    const fetch = vi.spyOn(a.inner, 'fetch');
    const peek = vi.spyOn(a.inner, 'peek');
    for (let i = 0; i < 5; i++) expect((await a.fetch('m1', { state: true, metadata: true })).state?._stateID).toBe(m.initialState._stateID);
    expect(await a.commitMove('m1', advance(m.initialState), [], Date.now())).not.toBe(false);
    expect((await a.fetch('m1', { state: true })).state?._stateID).toBe(m.initialState._stateID + 1);
    expect(fetch).not.toHaveBeenCalled();
    expect(peek).not.toHaveBeenCalled();
  });

  it('sees a move and a metadata change made by another process', async () => {
    const m = newMatch();
    await a.createMatch('m2', m);
    await b.fetch('m2', { state: true, metadata: true }); // b now holds a copy
    await a.commitMove('m2', advance(m.initialState), [], Date.now());
    await a.updateMetadata('m2', (md) => ({ ...md, setupData: 'renamed' }));
    const seen = await b.fetch('m2', { state: true, metadata: true });
    expect(seen.state?._stateID).toBe(m.initialState._stateID + 1);
    expect(seen.metadata?.setupData).toBe('renamed');
  });

  it('a move computed from a stale copy loses the compare-and-set, and the next read reloads the winner', async () => {
    const m = newMatch();
    await a.createMatch('m3', m);
    await b.fetch('m3', { state: true });
    const winner = advance(m.initialState);
    expect(await a.commitMove('m3', winner, [], Date.now())).not.toBe(false);
    // b computed the same next state id from its old copy: the database refuses it.
    expect(await b.commitMove('m3', { ...advance(m.initialState), G: { loser: true } }, [], Date.now())).toBe(false);
    expect((await b.fetch('m3', { state: true })).state?.G).toEqual(winner.G);
  });

  it('the move that ends the match records its gameover in the metadata, in the same commit', async () => {
    const m = newMatch();
    await a.createMatch('m4', m);
    const over = { ...advance(m.initialState), ctx: { ...m.initialState.ctx, gameover: { winner: '1' } } };
    const committed = await a.commitMove('m4', over, [], 12345);
    expect(committed && committed.metadata?.gameover).toEqual({ winner: '1' });
    const fresh = await b.fetch('m4', { metadata: true });
    expect(fresh.metadata?.gameover).toEqual({ winner: '1' });
    expect(await a.inner.listMatches({ where: { isGameover: true } })).toContain('m4');
  });

  it('every read is its own copy: a caller changing what it read never changes the next read', async () => {
    const m = newMatch();
    await a.createMatch('m6', m);
    const first = await a.fetch('m6', { state: true, metadata: true });
    (first.state!.G as Record<string, unknown>)['scribbled'] = true;
    first.metadata!.setupData = 'scribbled';
    const second = await a.fetch('m6', { state: true, metadata: true });
    expect(second.state!.G).not.toHaveProperty('scribbled');
    expect(second.metadata!.setupData).toBeUndefined();
  });

  it('keeps the committed state itself: its unchanged parts stay the same objects, and a reload reads the same JSON', async () => {
    const m = newMatch();
    await a.createMatch('m6', m);
    const first = (await a.readShared('m6')).state!;
    const next = advance(first);
    await a.commitMove('m6', next, [], Date.now());
    const kept = (await a.readShared('m6')).state!;
    expect(kept).toBe(next);
    expect(kept.ctx).toBe(first.ctx);
    expect((kept.G as { hands: unknown }).hands).toBe((first.G as { hands: unknown }).hands);
    expect((await b.fetch('m6', { state: true })).state).toEqual(JSON.parse(JSON.stringify(kept)));
  });

  it('a wiped match is gone for both', async () => {
    await a.createMatch('m5', newMatch());
    await b.fetch('m5', { metadata: true });
    await a.wipe('m5');
    // Another connection's writes are looked for once per turn of the event loop (sqlite.ts changedElsewhere).
    await new Promise((r) => setImmediate(r));
    expect((await b.fetch('m5', { metadata: true })).metadata).toBeUndefined();
    expect((await a.fetch('m5', { metadata: true })).metadata).toBeUndefined();
  });
});

describe('a server keeps its matches in memory unless told not to', () => {
  it('WRITE_THROUGH unset means on; WRITE_THROUGH=0 turns it off', () => {
    expect(readConfig({}).writeThrough).toBe(true);
    expect(readConfig({ WRITE_THROUGH: '1' }).writeThrough).toBe(true);
    expect(readConfig({ WRITE_THROUGH: '0' }).writeThrough).toBe(false);
  });

  it('a server created without the option reads through the write-through copy; writeThrough: false reads the database', async () => {
    const on = await startInProcess();
    const off = await startInProcess({ writeThrough: false });
    try {
      expect(on.storage).toBeInstanceOf(LiveStorage);
      expect(off.storage).not.toBeInstanceOf(LiveStorage);
    } finally {
      await on.close();
      await off.close();
    }
  });
});
