/**
 * The table around a match: a waiting room (no move until every seat is taken or the host starts with bots), a
 * leaver's seat played by a bot until they reclaim it, an away seat stood in for after the grace period, the
 * rematch seating every human again, and the summaries the lobby lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInProcess, type Running } from './helpers/in-process';
import { api, createMatch } from './helpers/lobby';
import { RawSeat } from './helpers/socket';
import { waitUntil } from './helpers/net';

const GAME = 'secret-hand';
let srv: Running;
beforeAll(async () => {
  srv = await startInProcess({ seatGraceMs: 1500 });
});
afterAll(async () => srv?.close());

const join = async (matchID: string, name: string) => {
  const r = await api(srv.url, 'POST', `/games/${GAME}/${matchID}/join`, { playerName: name });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { playerID: r.body.playerID as string, credentials: r.body.playerCredentials as string };
};
/** A socket seated (synced) as `who`. */
const seated = async (matchID: string, who: { playerID: string; credentials: string }) => {
  const seat = new RawSeat(srv.url, GAME, matchID, who.playerID, who.credentials);
  await seat.sync();
  return seat;
};
const summary = async (matchID: string) => (await api(srv.url, 'GET', `/api/games/${GAME}/matches/${matchID}`)).body;
const stateOf = async (matchID: string) => (await srv.storage.fetch(matchID, { state: true })).state!;

describe('waiting room', () => {
  it('a match with free seats waits: moves are refused until the last seat is taken, which starts it', async () => {
    const matchID = await createMatch(srv.url, GAME, { numPlayers: 3 });
    const ada = await join(matchID, 'Ada');
    expect(await summary(matchID)).toMatchObject({ status: 'waiting', waitingFor: 2, host: 0, turn: [] });
    const seat = await seated(matchID, ada);
    const before = (await stateOf(matchID))._stateID;
    seat.move('draw', [], before);
    await new Promise((r) => setTimeout(r, 200));
    expect((await stateOf(matchID))._stateID).toBe(before);
    await join(matchID, 'Bo');
    expect(await summary(matchID)).toMatchObject({ status: 'waiting', waitingFor: 1 });
    await join(matchID, 'Cy');
    expect(await summary(matchID)).toMatchObject({ status: 'playing', waitingFor: 0, turn: [0] });
    seat.move('draw', [], before);
    await waitUntil(async () => (await stateOf(matchID))._stateID > before, 3000, 'the move after the start');
    seat.close();
  });

  it('only the host may start early; bots take the free seats; a second start is refused', async () => {
    const matchID = await createMatch(srv.url, GAME, { numPlayers: 3 });
    const ada = await join(matchID, 'Ada');
    const bo = await join(matchID, 'Bo');
    const start = (s: { playerID: string; credentials: string }) => api(srv.url, 'POST', `/games/${GAME}/${matchID}/start`, s);
    expect((await start(bo)).status).toBe(403);
    expect((await start({ ...ada, credentials: 'forged' })).status).toBe(403);
    expect((await start(ada)).status).toBe(200);
    const s = await summary(matchID);
    expect(s.status).toBe('playing');
    expect(s.seats.map((x: { name?: string; bot: boolean }) => [x.name, x.bot])).toEqual([['Ada', false], ['Bo', false], ['Bot 3', true]]);
    expect((await start(ada)).status).toBe(409);
  });

  it('the host leaving a waiting room hands the chair to the next player seated', async () => {
    const matchID = await createMatch(srv.url, GAME, { numPlayers: 3 });
    const ada = await join(matchID, 'Ada');
    await join(matchID, 'Bo');
    expect((await api(srv.url, 'POST', `/games/${GAME}/${matchID}/leave`, ada)).status).toBe(200);
    expect(await summary(matchID)).toMatchObject({ status: 'waiting', waitingFor: 2, host: 1 });
  });
});

describe('leavers and the away', () => {
  it('a player leaving mid-game is played by a bot, marked as such, until they reclaim the seat', async () => {
    const matchID = await createMatch(srv.url, GAME, { numPlayers: 2 });
    const ada = await join(matchID, 'Ada');
    const bo = await join(matchID, 'Bo');
    const boSeat = await seated(matchID, bo);
    expect((await api(srv.url, 'POST', `/games/${GAME}/${matchID}/leave`, ada)).body).toEqual({ standIn: true });
    expect((await summary(matchID)).seats[0]).toMatchObject({ name: 'Ada', standIn: true, left: true, bot: false });
    // Seat 0 moves first: the stand-in plays it, then Bo gets the turn.
    await waitUntil(() => boSeat.lastState()?.ctx.currentPlayer === '1', 5000, 'the stand-in to play seat 0');
    expect((await api(srv.url, 'POST', `/games/${GAME}/${matchID}/reclaim`, { ...ada, credentials: 'nope' })).status).toBe(403);
    expect((await api(srv.url, 'POST', `/games/${GAME}/${matchID}/reclaim`, ada)).status).toBe(200);
    const adaSeat = await seated(matchID, ada);
    expect((await summary(matchID)).seats[0]).toMatchObject({ name: 'Ada', standIn: false, left: false, connected: true });
    // Bo moves; now seat 0 is Ada's again and nobody plays it for her.
    const id = boSeat.lastStateID();
    boSeat.move('draw', [], id);
    await waitUntil(() => adaSeat.lastStateID() > id, 3000, 'Bo\'s move');
    await new Promise((r) => setTimeout(r, 400));
    expect(adaSeat.lastState().ctx.currentPlayer).toBe('0');
    adaSeat.close();
    boSeat.close();
  });

  it('a disconnected player keeps the seat for the grace period, then a bot stands in until they reconnect', async () => {
    const matchID = await createMatch(srv.url, GAME, { numPlayers: 2 });
    const ada = await join(matchID, 'Ada');
    const bo = await join(matchID, 'Bo');
    const boSeat = await seated(matchID, bo);
    const adaSeat = await seated(matchID, ada);
    adaSeat.close();
    await waitUntil(async () => (await summary(matchID)).seats[0].connected === false, 3000, 'Ada to be seen away');
    expect((await summary(matchID)).seats[0].standIn).toBe(false);
    await waitUntil(() => boSeat.lastState()?.ctx.currentPlayer === '1', 8000, 'a stand-in after the grace period');
    const back = await seated(matchID, ada);
    expect((await summary(matchID)).seats[0]).toMatchObject({ standIn: false, connected: true });
    back.close();
    boSeat.close();
  });
});

describe('rematch', () => {
  it('is refused before the end; after it seats every human at the same seat with the same credentials, bots stay bots', async () => {
    const matchID = await createMatch(srv.url, GAME, { numPlayers: 3, bots: 1 });
    const ada = await join(matchID, 'Ada');
    const bo = await join(matchID, 'Bo');
    const again = (s: { playerID: string; credentials: string }) => api(srv.url, 'POST', `/games/${GAME}/${matchID}/playAgain`, s);
    expect((await again(ada)).status).toBe(409);
    // Both humans leave: the bots finish the match for them while someone watches (unwatched bots pause).
    await api(srv.url, 'POST', `/games/${GAME}/${matchID}/leave`, ada);
    await api(srv.url, 'POST', `/games/${GAME}/${matchID}/leave`, bo);
    const watcher = new RawSeat(srv.url, GAME, matchID, null);
    await watcher.sync();
    await waitUntil(async () => (await summary(matchID)).status === 'over', 20_000, 'the bots to finish');
    watcher.close();
    const r = await again(bo);
    expect(r.status).toBe(200);
    const next = r.body.nextMatchID as string;
    expect((await again(ada)).body.nextMatchID).toBe(next);
    expect(await summary(matchID)).toMatchObject({ nextMatchID: next, nextMatchBy: 1 });
    const s = await summary(next);
    expect(s.status).toBe('playing');
    expect(s.seats.map((x: { name?: string; bot: boolean }) => [x.name, x.bot])).toEqual([['Ada', false], ['Bo', false], ['Bot 3', true]]);
    // Each human's browser follows with the seat and credentials it already holds.
    const seat = await seated(next, ada);
    expect(seat.lastState()).toBeDefined();
    expect((await summary(next)).seats[0]).toMatchObject({ connected: true, standIn: false });
    seat.close();
  });
});

describe('turn timer in the summary', () => {
  type Timed = { turn: number[]; turnEndsAt?: number; timedSeats?: number[]; now?: number };

  it("says when the turn timer of the seat to move ends, on the server's clock, and moves on after a move", async () => {
    const matchID = await createMatch(srv.url, GAME, { numPlayers: 2, turnSeconds: 60 });
    const ada = await join(matchID, 'Ada');
    const before = Date.now();
    const bo = await join(matchID, 'Bo'); // the last seat taken starts the match: seat 0's turn is timed from here
    const adaSeat = await seated(matchID, ada);
    const boSeat = await seated(matchID, bo);
    await waitUntil(async () => (await summary(matchID)).turnEndsAt !== undefined, 3000, 'the turn timer to be armed');
    const first = (await summary(matchID)) as Timed;
    expect(first).toMatchObject({ status: 'playing', turnSeconds: 60, turn: [0], timedSeats: [0] });
    expect(first.now).toBeGreaterThanOrEqual(before);
    expect(first.now).toBeLessThanOrEqual(Date.now());
    expect(first.turnEndsAt).toBeGreaterThanOrEqual(before + 60_000);
    expect(first.turnEndsAt! - first.now!).toBeLessThanOrEqual(60_000);
    // The list the lobby reads says the same.
    const listed = ((await api(srv.url, 'GET', `/api/games/${GAME}/matches`)).body as ({ matchID: string } & Timed)[]).find((m) => m.matchID === matchID);
    expect(listed).toMatchObject({ turnEndsAt: first.turnEndsAt, timedSeats: [0] });

    const id = adaSeat.lastStateID();
    adaSeat.move('draw', [], id);
    await waitUntil(async () => ((await summary(matchID)) as Timed).timedSeats?.[0] === 1, 3000, "Bo's turn to be timed");
    const second = (await summary(matchID)) as Timed;
    expect(second).toMatchObject({ turn: [1], timedSeats: [1] });
    expect(second.turnEndsAt).toBeGreaterThan(first.turnEndsAt!);
    expect(second.turnEndsAt! - second.now!).toBeGreaterThan(55_000);
    adaSeat.close();
    boSeat.close();
  });

  it('a match without a turn timer reports no deadline', async () => {
    const matchID = await createMatch(srv.url, GAME, { numPlayers: 2 });
    const ada = await join(matchID, 'Ada');
    await join(matchID, 'Bo');
    const seat = await seated(matchID, ada);
    await new Promise((r) => setTimeout(r, 300));
    const s = await summary(matchID);
    expect(s).toMatchObject({ status: 'playing', turn: [0] });
    expect(s).not.toHaveProperty('turnSeconds');
    expect(s).not.toHaveProperty('turnEndsAt');
    expect(s).not.toHaveProperty('timedSeats');
    expect(s).not.toHaveProperty('now');
    seat.close();
  });
});

describe('lobby summaries', () => {
  it('list listed matches with status, free seats and whose turn, never credentials', async () => {
    const waiting = await createMatch(srv.url, GAME, { numPlayers: 2 });
    await join(waiting, 'Solo');
    const hidden = await createMatch(srv.url, GAME, { numPlayers: 2, unlisted: true });
    const list = (await api(srv.url, 'GET', `/api/games/${GAME}/matches`)).body as { matchID: string; status: string; waitingFor: number }[];
    expect(list.find((m) => m.matchID === waiting)).toMatchObject({ status: 'waiting', waitingFor: 1 });
    expect(list.some((m) => m.matchID === hidden)).toBe(false);
    expect(JSON.stringify(list)).not.toMatch(/credentials/);
    expect((await api(srv.url, 'GET', `/api/games/nope/matches`)).status).toBe(404);
    expect((await api(srv.url, 'GET', `/api/games/${GAME}/matches/bad!id`)).status).toBe(400);
  });

  it('a turn timer outside 5..3600 seconds is refused with the reason', async () => {
    const r = await api(srv.url, 'POST', `/games/${GAME}/create`, { numPlayers: 2, turnSeconds: 2 });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(/turnSeconds/);
  });
});
