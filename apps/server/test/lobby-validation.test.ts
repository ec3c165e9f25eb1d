import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInProcess, type Running } from './helpers/in-process';
import { api, createMatch } from './helpers/lobby';
import { RawSeat } from './helpers/socket';
import { waitUntil } from './helpers/net';

let srv: Running;
beforeAll(async () => {
  srv = await startInProcess();
});
afterAll(async () => srv?.close());

const G = '/games/secret-hand';

describe('lobby input validation: 4xx with a reason', () => {
  it.each([
    ['bad JSON', 'POST', `${G}/create`, '{"numPlayers": 2', 400, /valid JSON/],
    ['a JSON array', 'POST', `${G}/create`, '[1,2]', 400, /JSON object/],
    ['unknown game', 'POST', '/games/chess/create', {}, 404, /game chess not found/],
    ['too few players', 'POST', `${G}/create`, { numPlayers: 1 }, 400, /between 2 and 4/],
    ['too many players', 'POST', `${G}/create`, { numPlayers: 99 }, 400, /between 2 and 4/],
    ['fractional players', 'POST', `${G}/create`, { numPlayers: 2.5 }, 400, /integer/],
    ['players as junk', 'POST', `${G}/create`, { numPlayers: '2; drop table' }, 400, /integer/],
    ['setupData rejected by the game', 'POST', `${G}/create`, { setupData: { target: 99 } }, 400, /target must be/],
    ['setupData not an object', 'POST', `${G}/create`, { setupData: 'x' }, 400, /setupData must be an object/],
    ['__proto__ key', 'POST', `${G}/create`, '{"setupData":{"__proto__":{"x":1}}}', 400, /forbidden key "__proto__"/],
    ['constructor key', 'POST', `${G}/create`, { setupData: { constructor: { prototype: {} } } }, 400, /forbidden key/],
    ['too many bots', 'POST', `${G}/create`, { numPlayers: 2, bots: 3 }, 400, /bots must be/],
    ['a bot level per bot seat', 'POST', `${G}/create`, { numPlayers: 3, bots: 2, botLevels: ['hard'] }, 400, /botLevels must list one of easy, medium, hard for each of the 2 bot seats/],
    ['an unknown bot level', 'POST', `${G}/create`, { numPlayers: 2, bots: 1, botLevels: ['expert'] }, 400, /botLevels must list/],
    ['unlisted not boolean', 'POST', `${G}/create`, { unlisted: 'yes' }, 400, /unlisted must be a boolean/],
    ['bad isGameover', 'GET', `${G}?isGameover=maybe`, undefined, 400, /isGameover/],
    ['bad updatedBefore', 'GET', `${G}?updatedBefore=yesterday`, undefined, 400, /updatedBefore/],
    ['bad match id', 'GET', `${G}/..%2F..%2Fetc`, undefined, 400, /matchID/],
    ['unknown match', 'GET', `${G}/nosuchmatch`, undefined, 404, /not found/],
  ] as const)('%s', async (_what, method, path, body, status, reason) => {
    const r = await api(srv.url, method, path, body as never);
    expect(r.status).toBe(status);
    expect(r.body.error).toMatch(reason);
  });

  it('join: missing, empty, oversized or control-character names; bad seats', async () => {
    const id = await createMatch(srv.url, 'secret-hand');
    const join = (body: unknown) => api(srv.url, 'POST', `${G}/${id}/join`, body);
    expect((await join({})).status).toBe(403);
    expect((await join({ playerName: '   ' })).body.error).toMatch(/must not be empty/);
    expect((await join({ playerName: 'x'.repeat(41) })).body.error).toMatch(/longer than 40/);
    expect((await join({ playerName: 'a\nb' })).body.error).toMatch(/control characters/);
    expect((await join({ playerName: 42 })).body.error).toMatch(/must be a string/);
    expect((await join({ playerName: 'ok', playerID: '7' })).status).toBe(404);
    expect((await join({ playerName: 'ok', playerID: '-1' })).status).toBe(400);
    expect((await join({ playerName: 'ok', data: { blob: 'x'.repeat(5000) } })).body.error).toMatch(/data rejected/);
  });

  it('bodies: wrong content type, oversized, deeply nested', async () => {
    const id = await createMatch(srv.url, 'secret-hand');
    const text = await api(srv.url, 'POST', `${G}/${id}/join`, 'playerName=bob', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(text.status).toBe(415);
    const huge = await api(srv.url, 'POST', `${G}/create`, { setupData: { pad: 'x'.repeat(100_000) } });
    expect(huge.status).toBe(413);
    let nested: unknown = 1;
    for (let i = 0; i < 40; i++) nested = { n: nested };
    const deep = await api(srv.url, 'POST', `${G}/create`, { setupData: nested });
    expect(deep.status).toBe(400);
    expect(deep.body.error).toMatch(/nested too deeply/);
  });

  it('leave/update/playAgain need the seat and its credentials', async () => {
    const id = await createMatch(srv.url, 'secret-hand');
    await api(srv.url, 'POST', `${G}/${id}/join`, { playerName: 'Ann' });
    for (const route of ['leave', 'update', 'playAgain']) {
      expect((await api(srv.url, 'POST', `${G}/${id}/${route}`, { credentials: 'x', newName: 'y' })).status).toBe(403);
      expect((await api(srv.url, 'POST', `${G}/${id}/${route}`, { playerID: '0', newName: 'y' })).body.error).toMatch(/credentials/);
      expect((await api(srv.url, 'POST', `${G}/${id}/${route}`, { playerID: '0', credentials: 'wrong', newName: 'y' })).status).toBe(403);
    }
  });

  it('unknown routes answer 404 with a reason', async () => {
    const r = await api(srv.url, 'GET', '/nope');
    expect(r.status).toBe(404);
    expect(r.body.error).toMatch(/no route/);
  });
});

describe('atomic seat claims', () => {
  it('of 25 concurrent joins for one seat exactly one wins; the rest get 409', async () => {
    const id = await createMatch(srv.url, 'secret-hand', { numPlayers: 4 });
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => api(srv.url, 'POST', `${G}/${id}/join`, { playerName: `p${i}`, playerID: '2' })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(24);
    const winner = results.find((r) => r.status === 200)!.body.playerCredentials;
    const { metadata } = await srv.storage.fetch(id, { metadata: true });
    expect(metadata.players[2]!.credentials).toBe(winner);
  });

  it('concurrent joins without a seat fill distinct seats, and one connects while others join without losing a seat', async () => {
    const id = await createMatch(srv.url, 'secret-hand', { numPlayers: 4 });
    const first = await api(srv.url, 'POST', `${G}/${id}/join`, { playerName: 'first' });
    const seat = new RawSeat(srv.url, 'secret-hand', id, '0', first.body.playerCredentials);
    const [, ...rest] = await Promise.all([
      seat.sync(),
      ...Array.from({ length: 6 }, (_, i) => api(srv.url, 'POST', `${G}/${id}/join`, { playerName: `j${i}` })),
    ]);
    const ok = rest.filter((r) => r.status === 200);
    expect(ok).toHaveLength(3);
    expect(new Set(ok.map((r) => r.body.playerID))).toEqual(new Set(['1', '2', '3']));
    const { metadata } = await srv.storage.fetch(id, { metadata: true });
    expect(Object.values(metadata.players).every((p) => p.name && p.credentials)).toBe(true);
    await waitUntil(async () => (await srv.storage.fetch(id, { metadata: true })).metadata.players[0]!.isConnected, 3000, 'connected');
    seat.close();
  });
});
