import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { LobbyClient } from 'boardgame.io/client';
import { api, createMatch } from './helpers/lobby';
import { startInProcess, type Running } from './helpers/in-process';

let srv: Running;
beforeAll(async () => {
  srv = await startInProcess({ corsOrigins: 'https://play.example' });
});
afterAll(async () => srv?.close());

describe('lobby routes (one test per boardgame.io route)', () => {
  it('uses koa-compose 4.1.0 (4.2.0 makes every router route answer 404)', () => {
    const require = createRequire(import.meta.url);
    const routerRequire = createRequire(require.resolve('@koa/router'));
    expect(routerRequire('koa-compose/package.json').version).toBe('4.1.0');
  });

  it('GET /games lists every registered game', async () => {
    const r = await api(srv.url, 'GET', '/games');
    expect(r.status).toBe(200);
    expect(r.body).toEqual(srv.games.map((g) => g.name));
  });

  it('POST /games/:name/create creates a match with setup options', async () => {
    const r = await api(srv.url, 'POST', '/games/secret-hand/create', { numPlayers: 3, setupData: { target: 5 } });
    expect(r.status).toBe(200);
    expect(r.body.matchID).toMatch(/^[A-Za-z0-9_-]+$/);
    const { state, metadata } = await srv.storage.fetch(r.body.matchID, { state: true, metadata: true });
    expect(state.ctx.numPlayers).toBe(3);
    expect(state.G.target).toBe(5);
    expect(metadata.setupData).toEqual({ target: 5 });
  });

  it('GET /games/:name lists listed matches only, with filters', async () => {
    const listed = await createMatch(srv.url, 'secret-hand');
    const unlisted = await createMatch(srv.url, 'secret-hand', { unlisted: true });
    const r = await api(srv.url, 'GET', '/games/secret-hand');
    expect(r.status).toBe(200);
    const ids = r.body.matches.map((m: { matchID: string }) => m.matchID);
    expect(ids).toContain(listed);
    expect(ids).not.toContain(unlisted);
    const over = await api(srv.url, 'GET', '/games/secret-hand?isGameover=true');
    expect(over.body.matches.map((m: { matchID: string }) => m.matchID)).not.toContain(listed);
    const future = await api(srv.url, 'GET', `/games/secret-hand?updatedAfter=${Date.now() + 60_000}`);
    expect(future.body.matches).toEqual([]);
  });

  it('GET /games/:name/:id returns the match without credentials', async () => {
    const id = await createMatch(srv.url, 'secret-hand');
    const join = await api(srv.url, 'POST', `/games/secret-hand/${id}/join`, { playerName: 'Ann' });
    const r = await api(srv.url, 'GET', `/games/secret-hand/${id}`);
    expect(r.status).toBe(200);
    expect(r.body.matchID).toBe(id);
    // Away from the join until a socket of the seat connects (issue 39, finding 1).
    expect(r.body.players[0]).toEqual({ id: 0, name: 'Ann', isConnected: false, awaySince: expect.any(Number) });
    expect(JSON.stringify(r.body)).not.toContain(join.body.playerCredentials);
  });

  it('POST /games/:name/:id/join seats a player (first free seat or the one asked for)', async () => {
    const id = await createMatch(srv.url, 'secret-hand');
    const a = await api(srv.url, 'POST', `/games/secret-hand/${id}/join`, { playerName: 'Ann' });
    expect(a.status).toBe(200);
    expect(a.body.playerID).toBe('0');
    expect(typeof a.body.playerCredentials).toBe('string');
    const b = await api(srv.url, 'POST', `/games/secret-hand/${id}/join`, { playerName: 'Bob', playerID: '1' });
    expect(b.body.playerID).toBe('1');
    const c = await api(srv.url, 'POST', `/games/secret-hand/${id}/join`, { playerName: 'Cy' });
    expect(c.status).toBe(409);
    expect(c.body.error).toMatch(/full/);
    const taken = await api(srv.url, 'POST', `/games/secret-hand/${id}/join`, { playerName: 'Cy', playerID: '0' });
    expect(taken.status).toBe(409);
  });

  it('POST /games/:name/:id/leave frees the seat of a waiting match; the last human leaving deletes the match', async () => {
    const id = await createMatch(srv.url, 'secret-hand', { numPlayers: 3 });
    const a = await api(srv.url, 'POST', `/games/secret-hand/${id}/join`, { playerName: 'Ann' });
    const b = await api(srv.url, 'POST', `/games/secret-hand/${id}/join`, { playerName: 'Bob' });
    const bad = await api(srv.url, 'POST', `/games/secret-hand/${id}/leave`, { playerID: '0', credentials: 'nope' });
    expect(bad.status).toBe(403);
    const ok = await api(srv.url, 'POST', `/games/secret-hand/${id}/leave`, { playerID: '0', credentials: a.body.playerCredentials });
    expect(ok.status).toBe(200);
    const after = await api(srv.url, 'GET', `/games/secret-hand/${id}`);
    expect(after.body.players[0].name).toBeUndefined();
    await api(srv.url, 'POST', `/games/secret-hand/${id}/leave`, { playerID: '1', credentials: b.body.playerCredentials });
    expect((await api(srv.url, 'GET', `/games/secret-hand/${id}`)).status).toBe(404);
  });

  it('POST /games/:name/:id/update (and the deprecated /rename) change name and data', async () => {
    const id = await createMatch(srv.url, 'secret-hand');
    const a = await api(srv.url, 'POST', `/games/secret-hand/${id}/join`, { playerName: 'Ann' });
    const cred = a.body.playerCredentials;
    const r = await api(srv.url, 'POST', `/games/secret-hand/${id}/update`, { playerID: '0', credentials: cred, newName: 'Anna', data: { colour: 'red' } });
    expect(r.status).toBe(200);
    const r2 = await api(srv.url, 'POST', `/games/secret-hand/${id}/rename`, { playerID: '0', credentials: cred, newName: 'Annie' });
    expect(r2.status).toBe(200);
    const m = await api(srv.url, 'GET', `/games/secret-hand/${id}`);
    expect(m.body.players[0]).toMatchObject({ name: 'Annie', data: { colour: 'red' } });
    const forged = await api(srv.url, 'POST', `/games/secret-hand/${id}/update`, { playerID: '0', credentials: 'x', newName: 'Mallory' });
    expect(forged.status).toBe(403);
  });

  it('POST /games/:name/:id/playAgain creates one next match, shared by everyone asking', async () => {
    const id = await createMatch(srv.url, 'secret-hand', { setupData: { target: 4 } });
    const a = await api(srv.url, 'POST', `/games/secret-hand/${id}/join`, { playerName: 'Ann' });
    const b = await api(srv.url, 'POST', `/games/secret-hand/${id}/join`, { playerName: 'Bob' });
    // Over (as the last move would leave it): a rematch is only offered then.
    await srv.storage.updateMetadata(id, (m) => ({ ...m, gameover: { winner: 0 } }));
    const [ra, rb] = await Promise.all([
      api(srv.url, 'POST', `/games/secret-hand/${id}/playAgain`, { playerID: '0', credentials: a.body.playerCredentials }),
      api(srv.url, 'POST', `/games/secret-hand/${id}/playAgain`, { playerID: '1', credentials: b.body.playerCredentials }),
    ]);
    expect(ra.status).toBe(200);
    expect(ra.body.nextMatchID).toBe(rb.body.nextMatchID);
    const next = await srv.storage.fetch(ra.body.nextMatchID, { metadata: true, state: true });
    expect(next.metadata.setupData).toEqual({ target: 4 });
    expect(next.state.G.target).toBe(4);
    const list = await srv.storage.listMatches({ gameName: 'secret-hand' });
    expect(list.filter((m) => m === ra.body.nextMatchID)).toHaveLength(1);
  });

  it("works with boardgame.io's own LobbyClient", async () => {
    const lobby = new LobbyClient({ server: srv.url });
    expect(await lobby.listGames()).toContain('secret-hand');
    const { matchID } = await lobby.createMatch('secret-hand', { numPlayers: 2 });
    const { playerCredentials } = await lobby.joinMatch('secret-hand', matchID, { playerName: 'Zed' });
    expect(playerCredentials).toBeTruthy();
    const match = await lobby.getMatch('secret-hand', matchID);
    expect(match.players[0]!.name).toBe('Zed');
  });

  it('create with bot seats fills the last seats with bots', async () => {
    const r = await api(srv.url, 'POST', '/games/secret-hand/create', { numPlayers: 3, bots: 2 });
    expect(r.status).toBe(200);
    const m = await api(srv.url, 'GET', `/games/secret-hand/${r.body.matchID}`);
    expect(m.body.players.map((p: { name?: string }) => p.name)).toEqual([undefined, 'Bot 2', 'Bot 3']);
  });

  it('create with botLevels plays each bot seat at its own search level (medium when not given)', async () => {
    const r = await api(srv.url, 'POST', '/games/secret-hand/create', { numPlayers: 4, bots: 2, botLevels: ['easy', 'hard'] });
    expect(r.status).toBe(200);
    const { metadata } = await srv.storage.fetch(r.body.matchID, { metadata: true });
    expect([2, 3].map((i) => (metadata.players[i]!.data as { level?: string }).level)).toEqual(['easy', 'hard']);
    const plain = await api(srv.url, 'POST', '/games/secret-hand/create', { numPlayers: 2, bots: 1 });
    const again = await srv.storage.fetch(plain.body.matchID, { metadata: true });
    expect((again.metadata.players[1]!.data as { level?: string }).level).toBe('medium');
  });
});

describe('operations', () => {
  it('GET /health reports storage ok', async () => {
    const r = await api(srv.url, 'GET', '/health');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'ok', games: srv.games.length });
  });

  it('CORS: configured origins get the header, others do not', async () => {
    const ok = await fetch(srv.url + '/games', { headers: { Origin: 'https://play.example' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://play.example');
    const pre = await api(srv.url, 'OPTIONS', '/games/secret-hand/create', undefined, { Origin: 'https://play.example' });
    expect(pre.status).toBe(204);
    const evil = await fetch(srv.url + '/games', { headers: { Origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });
});
