/**
 * Hardening finding 6, the match list: 2,000 spammed matches made every GET /games/:name read every match's metadata
 * (136–905 ms a request). Both lists — boardgame.io's lobby listing and Deckhand's own — now read one bounded page
 * in one storage query, never one fetch per stored match.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { startInProcess, type Running } from './helpers/in-process';
import { api, createMatch } from './helpers/lobby';
import { secretHand } from './fixtures/secret-hand';
import { LIST_PAGE } from '../src/lobby-validation';
import { LISTED_MATCHES } from '../src/table/api-routes';

const GAME = secretHand.name!;
let srv: Running;
const listed: string[] = [];
const unlisted: string[] = [];
/** Storage reads made while a request is served. */
const reads = { fetch: 0, listMatches: 0, pages: 0, rows: 0 };

beforeAll(async () => {
  srv = await startInProcess({ games: [secretHand as Game] });
  for (let i = 0; i < 130; i++) listed.push(await createMatch(srv.url, GAME, { numPlayers: 2 }));
  for (let i = 0; i < 5; i++) unlisted.push(await createMatch(srv.url, GAME, { numPlayers: 2, unlisted: true }));
  const storage = srv.storage;
  const fetch = storage.fetch.bind(storage);
  const listMatches = storage.listMatches.bind(storage);
  const listMatchPage = storage.listMatchPage.bind(storage);
  storage.fetch = (...args) => (reads.fetch++, fetch(...args));
  storage.listMatches = (...args) => (reads.listMatches++, listMatches(...args));
  storage.listMatchPage = async (q) => {
    reads.pages++;
    const rows = await listMatchPage(q);
    reads.rows += rows.length;
    return rows;
  };
}, 60_000);
afterAll(async () => srv?.close());

const counting = async <T>(run: () => Promise<T>) => {
  Object.assign(reads, { fetch: 0, listMatches: 0, pages: 0, rows: 0 });
  const out = await run();
  return { out, reads: { ...reads } };
};

describe('GET /games/:name is paged', () => {
  it('a page is one bounded storage query (no fetch per match); following `next` lists every listed match once, newest first', async () => {
    const seen: string[] = [];
    let next: string | undefined;
    let pages = 0;
    do {
      const { out, reads: r } = await counting(() => api(srv.url, 'GET', `/games/${GAME}${next ? `?before=${encodeURIComponent(next)}` : ''}`));
      expect(out.status).toBe(200);
      expect(out.body.matches.length).toBeLessThanOrEqual(LIST_PAGE.default);
      expect(r).toEqual({ fetch: 0, listMatches: 0, pages: 1, rows: out.body.matches.length });
      const times = out.body.matches.map((m: { updatedAt: number }) => m.updatedAt);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      for (const m of out.body.matches) expect(m.players.some((p: Record<string, unknown>) => 'credentials' in p)).toBe(false);
      seen.push(...out.body.matches.map((m: { matchID: string }) => m.matchID));
      next = out.body.next;
      pages++;
    } while (next && pages < 10);
    expect(pages).toBe(3); // 130 at 50 a page
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(seen)).toEqual(new Set(listed));
    for (const id of unlisted) expect(seen).not.toContain(id);
  });

  it('limit sets the page size up to 100; a bad limit or cursor is a 400 with a reason', async () => {
    const small = await api(srv.url, 'GET', `/games/${GAME}?limit=7`);
    expect(small.body.matches).toHaveLength(7);
    expect(small.body.next).toMatch(/^\d+:/);
    for (const [q, reason] of [
      ['limit=0', /limit must be an integer from 1 to 100/],
      ['limit=101', /limit must be/],
      ['limit=ten', /limit must be/],
      ['before=yesterday', /before must be the "next" of a previous page/],
    ] as const) {
      const r = await api(srv.url, 'GET', `/games/${GAME}?${q}`);
      expect(r.status).toBe(400);
      expect(r.body.error).toMatch(reason);
    }
  });
});

describe("Deckhand's own match list (GET /api/games/:id/matches)", () => {
  it('reads two bounded pages (live, recently over) in one query each, never one fetch per stored match', async () => {
    const { out, reads: r } = await counting(() => api(srv.url, 'GET', `/api/games/${GAME}/matches`));
    expect(out.status).toBe(200);
    expect(out.body).toHaveLength(LISTED_MATCHES);
    expect(r.fetch).toBe(0);
    expect(r.listMatches).toBe(0);
    expect(r.pages).toBe(2);
    expect(r.rows).toBeLessThanOrEqual(2 * LISTED_MATCHES);
    for (const id of unlisted) expect(out.body.map((m: { matchID: string }) => m.matchID)).not.toContain(id);
  });
});
