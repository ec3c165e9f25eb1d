/**
 * Hostile clients at the table (hardening, second round, findings 1, 8, 9, 10): squatted seats, stand-ins,
 * abandoned matches, finished matches. Loopback only, bounded times; a short grace period so bots stand in quickly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { startInProcess, type Running } from './helpers/in-process';
import { api, createMatch, joinAll } from './helpers/lobby';
import { RawSeat } from './helpers/socket';
import { sleep, waitUntil } from './helpers/net';
import { secretHand } from './fixtures/secret-hand';
import { DEFAULT_LIMITS } from '../src/limits';
import { DEFAULT_EXPIRY } from '../src/match/expiry';

const GAME = secretHand.name!;
const GRACE_MS = 400;
const open: RawSeat[] = [];
let srv: Running;
beforeAll(async () => {
  srv = await startInProcess({ games: [secretHand as Game], seatGraceMs: GRACE_MS, limits: { ...DEFAULT_LIMITS, allBotMatches: false, httpRequests: { points: 1000, seconds: 1, burst: 0, burstSeconds: 1 }, creates: { points: 1000, seconds: 1, burst: 0, burstSeconds: 1 } } });
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

describe('finished matches (finding 10)', () => {
  /** A two-seat match both seats joined, then finished (as the last move would). */
  async function finished() {
    const matchID = await createMatch(srv.url, GAME, { numPlayers: 2, setupData: { target: 8 } });
    const joined = await joinAll(srv.url, GAME, matchID, 2);
    await srv.storage.updateMetadata(matchID, (m) => ({ ...m, gameover: { winner: 0 } }));
    return { matchID, joined };
  }

  it('a seat freed by a leaver after the end cannot be joined by a stranger', async () => {
    const { matchID, joined } = await finished();
    expect((await api(srv.url, 'POST', `/games/${GAME}/${matchID}/leave`, { playerID: '1', credentials: joined[1]!.credentials })).status).toBe(200);
    const stranger = await join(matchID, '1', 'Mallory');
    expect(stranger.status).toBe(409);
    expect(stranger.body.error).toMatch(/over/);
  });

  it("a player who is not the host asks for the rematch: with the host's options only", async () => {
    const { matchID, joined } = await finished();
    const guest = joined[1]!;
    const own = await api(srv.url, 'POST', `/games/${GAME}/${matchID}/playAgain`, { playerID: guest.playerID, credentials: guest.credentials, numPlayers: 4, setupData: { target: 20 } });
    expect(own.status).toBe(403);
    expect((await srv.storage.fetch(matchID, { metadata: true })).metadata!.nextMatchID).toBeUndefined();
    // Asking with no options (the stock client's "play again") makes the same match again.
    const same = await api(srv.url, 'POST', `/games/${GAME}/${matchID}/playAgain`, { playerID: guest.playerID, credentials: guest.credentials });
    expect(same.status).toBe(200);
    const next = (await srv.storage.fetch(same.body.nextMatchID, { metadata: true })).metadata!;
    expect(Object.keys(next.players)).toHaveLength(2);
    expect(next.setupData).toEqual({ target: 8 });
  });

  it('the host may change the options', async () => {
    const { matchID, joined } = await finished();
    const r = await api(srv.url, 'POST', `/games/${GAME}/${matchID}/playAgain`, { playerID: '0', credentials: joined[0]!.credentials, numPlayers: 3, setupData: { target: 10 } });
    expect(r.status).toBe(200);
    expect((await srv.storage.fetch(r.body.nextMatchID, { metadata: true })).metadata!.setupData).toEqual({ target: 10 });
  });
});

describe('"at least one human seat" (finding 8)', () => {
  /** The state id a spectator sees, sampled twice `ms` apart: equal when nothing moved in between. */
  async function movesWithin(spectator: RawSeat, ms: number): Promise<number> {
    const before = spectator.lastStateID();
    await sleep(ms);
    return spectator.lastStateID() - before;
  }

  it('bots and a stand-in for the only human, watched by a spectator: the bots pause', async () => {
    const matchID = await createMatch(srv.url, GAME, { numPlayers: 3, bots: 2 });
    const [human] = await joinAll(srv.url, GAME, matchID, 1);
    const me = await connect(matchID, human!.playerID, human!.credentials);
    const spectator = await connect(matchID, null);
    me.move('draw', [], me.lastStateID());
    await waitUntil(() => spectator.lastState()?.ctx.currentPlayer === '0' && spectator.lastStateID() >= 3, 5000, 'the bots to play while the human is there');
    // The human leaves mid-game: a bot stands in for the seat, so every seat is now played by the server.
    expect((await api(srv.url, 'POST', `/games/${GAME}/${matchID}/leave`, human!)).status).toBe(200);
    me.close();
    await sleep(300); // a move already under way may land
    expect(await movesWithin(spectator, 1500)).toBe(0);
    // The player reclaims the seat and connects again: play resumes.
    expect((await api(srv.url, 'POST', `/games/${GAME}/${matchID}/reclaim`, human!)).status).toBe(200);
    const paused = spectator.lastStateID();
    const back = await connect(matchID, human!.playerID, human!.credentials);
    if (back.lastState().ctx.currentPlayer === '0') back.move('draw', [], back.lastStateID());
    await waitUntil(() => spectator.lastStateID() >= paused + 2, 5000, 'the bots to resume');
  });

  it('bots and a turn timer for a human who went away, watched by a spectator: the timer does not play the table', async () => {
    const slow = await startInProcess({ games: [secretHand as Game], seatGraceMs: 60_000, limits: DEFAULT_LIMITS });
    const extra: RawSeat[] = [];
    try {
      const matchID = await createMatch(slow.url, GAME, { numPlayers: 3, bots: 2, turnSeconds: 5 });
      const [human] = await joinAll(slow.url, GAME, matchID, 1);
      const me = new RawSeat(slow.url, GAME, matchID, human!.playerID, human!.credentials);
      const spectator = new RawSeat(slow.url, GAME, matchID, null);
      extra.push(me, spectator);
      await me.sync();
      await spectator.sync();
      me.close();
      await sleep(200);
      // The timer would have moved for the away seat at 5 s, and the bots after it.
      expect(await movesWithin(spectator, 6500)).toBe(0);
    } finally {
      for (const s of extra) s.close();
      await slow.close();
    }
  });
});

describe('unconnected and abandoned matches (finding 9)', () => {
  const later = () => Date.now() + DEFAULT_EXPIRY.abandonedMs + 1000;

  it('a match one client joined once and never connected to expires; one a player is connected to does not', async () => {
    const ghost = await createMatch(srv.url, GAME, { numPlayers: 2 });
    await joinAll(srv.url, GAME, ghost, 1);
    const live = await createMatch(srv.url, GAME, { numPlayers: 2 });
    const [seat] = await joinAll(srv.url, GAME, live, 1);
    await connect(live, seat!.playerID, seat!.credentials);
    const wiped = await srv.server.expiry.sweep(later());
    expect(wiped).toContain(ghost);
    expect(wiped).not.toContain(live);
    expect((await srv.storage.fetch(ghost, { metadata: true })).metadata).toBeUndefined();
  });

  it('a match every player abandoned mid-game expires', async () => {
    const matchID = await createMatch(srv.url, GAME, { numPlayers: 2 });
    const joined = await joinAll(srv.url, GAME, matchID, 2);
    const seats = await Promise.all(joined.map((j) => connect(matchID, j.playerID, j.credentials)));
    const mover = seats.find((s) => s.playerID === s.lastState().ctx.currentPlayer)!;
    mover.move('draw', [], mover.lastStateID());
    await waitUntil(() => seats.every((s) => s.lastStateID() >= 1), 5000, 'the move');
    for (const s of seats) s.close();
    await waitUntil(async () => Object.values((await srv.storage.fetch(matchID, { metadata: true })).metadata!.players).every((p) => !p.isConnected), 5000, 'the seats to be away');
    // Within the grace of an hour it stays (a dropped connection comes back); after it, it is wiped.
    expect(await srv.server.expiry.sweep(Date.now() + 60_000)).not.toContain(matchID);
    expect(await srv.server.expiry.sweep(later())).toContain(matchID);
  });
});
