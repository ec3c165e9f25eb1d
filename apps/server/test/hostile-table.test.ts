/**
 * Hostile clients at the table (hardening, second round, findings 1, 8, 9, 10): squatted seats, stand-ins,
 * abandoned matches, finished matches. Loopback only, bounded times; a short grace period so bots stand in quickly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { startInProcess, type Running } from './helpers/in-process';
import { api, createMatch, joinAll } from './helpers/lobby';
import { RawSeat } from './helpers/socket';
import { waitUntil } from './helpers/net';
import { secretHand } from './fixtures/secret-hand';
import { DEFAULT_LIMITS } from '../src/limits';

const GAME = secretHand.name!;
const GRACE_MS = 400;
const open: RawSeat[] = [];
let srv: Running;
beforeAll(async () => {
  srv = await startInProcess({ games: [secretHand as Game], seatGraceMs: GRACE_MS, limits: { ...DEFAULT_LIMITS, httpRequests: { points: 1000, seconds: 1, burst: 0, burstSeconds: 1 }, creates: { points: 1000, seconds: 1, burst: 0, burstSeconds: 1 } } });
});
afterAll(async () => {
  for (const s of open) s.close();
  await srv?.close();
});
const join = (matchID: string, playerID: string, playerName = `P${playerID}`) => api(srv.url, 'POST', `/games/${GAME}/${matchID}/join`, { playerID, playerName });
const connect = async (matchID: string, playerID: string | null, credentials?: string) => {
  const s = new RawSeat(srv.url, GAME, matchID, playerID, credentials);
  open.push(s);
  await s.sync();
  return s;
};

describe('squatted seats (finding 1)', () => {
  it('seats joined by a client that never connects get bots after the grace period: the table does not freeze', async () => {
    const matchID = await createMatch(srv.url, GAME, { numPlayers: 3 });
    const host = (await join(matchID, '0')).body;
    const me = await connect(matchID, '0', host.playerCredentials);
    // The squatter takes the two free seats, one request each, and never opens a socket.
    expect((await join(matchID, '1', 'squat')).status).toBe(200);
    expect((await join(matchID, '2', 'squat')).status).toBe(200);
    const seats = (await api(srv.url, 'GET', `/games/${GAME}/${matchID}`)).body.players;
    expect(seats[1].isConnected).toBe(false);
    // The table is full and starts; the host moves, then bots play both squatted seats and it is the host's turn again.
    await waitUntil(() => me.lastState()?.ctx.currentPlayer === '0', 5000, "the host's turn");
    const first = me.lastStateID();
    me.move('draw', [], first);
    await waitUntil(() => me.lastState().ctx.currentPlayer === '0' && me.lastStateID() >= first + 3, GRACE_MS + 8000, 'bots to play the squatted seats');
  });

  it('the host removes a squatter from the waiting room; the seat is free again and its credentials are dead', async () => {
    const matchID = await createMatch(srv.url, GAME, { numPlayers: 3 });
    const host = (await join(matchID, '0')).body;
    const squat = (await join(matchID, '1', 'squat')).body;
    // Only the host may remove a seat.
    const byOther = await api(srv.url, 'POST', `/games/${GAME}/${matchID}/remove`, { playerID: '1', credentials: squat.playerCredentials, seat: '0' });
    expect(byOther.status).toBe(403);
    const removed = await api(srv.url, 'POST', `/games/${GAME}/${matchID}/remove`, { playerID: '0', credentials: host.playerCredentials, seat: '1' });
    expect(removed.status).toBe(200);
    const seats = (await api(srv.url, 'GET', `/games/${GAME}/${matchID}`)).body.players;
    expect(seats[1].name).toBeUndefined();
    expect((await api(srv.url, 'POST', `/games/${GAME}/${matchID}/leave`, { playerID: '1', credentials: squat.playerCredentials })).status).toBe(403);
    expect((await join(matchID, '1', 'Honest')).status).toBe(200);
  });

  it('no seat is removed once play has started, and the host cannot remove their own', async () => {
    const matchID = await createMatch(srv.url, GAME, { numPlayers: 2 });
    const [host] = await joinAll(srv.url, GAME, matchID, 2);
    const own = await api(srv.url, 'POST', `/games/${GAME}/${matchID}/remove`, { playerID: '0', credentials: host!.credentials, seat: '0' });
    expect(own.status).toBe(409);
    const started = await api(srv.url, 'POST', `/games/${GAME}/${matchID}/remove`, { playerID: '0', credentials: host!.credentials, seat: '1' });
    expect(started.status).toBe(409);
    expect(started.body.error).toMatch(/started/);
  });
});
