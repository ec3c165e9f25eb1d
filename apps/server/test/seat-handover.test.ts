/**
 * Seat handover (hardening issue, finding 5): a socket keeps a seat only while the credentials it synced with still
 * hold it. Two servers share one SQLite file and one pub/sub here, as two processes of a deployment would share
 * PostgreSQL and Redis: the seat is given up through one, the old holder's socket is on the other.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { startInProcess, type Running } from './helpers/in-process';
import { api, createMatch, joinAll } from './helpers/lobby';
import { RawSeat } from './helpers/socket';
import { sleep, waitUntil } from './helpers/net';
import { playOneMove } from './helpers/driver';
import { secretHand } from './fixtures/secret-hand';
import { InProcessPubSub } from '../src/transport/pubsub';
import { REFUSED_EVENT } from '../src/transport/socket-transport';

const GAME = secretHand.name!;
const dir = mkdtempSync(join(tmpdir(), 'deckhand-handover-'));
const open: RawSeat[] = [];
let a: Running;
let b: Running;
beforeAll(async () => {
  const pubSub = new InProcessPubSub();
  const sqliteFile = join(dir, 'shared.sqlite');
  a = await startInProcess({ games: [secretHand as Game], pubSub, sqliteFile });
  b = await startInProcess({ games: [secretHand as Game], pubSub, sqliteFile });
});
afterAll(async () => {
  for (const s of open) s.close();
  await a?.close();
  await b?.close();
  rmSync(dir, { recursive: true, force: true });
});
const seat = (srv: Running, matchID: string, playerID: string, credentials: string) => {
  const s = new RawSeat(srv.url, GAME, matchID, playerID, credentials);
  open.push(s);
  return s;
};

describe('seat handover (finding 5)', () => {
  it("Alice leaves seat 0 through one process and Bob takes it: Alice's socket on the other is cut off before Bob's hand moves", async () => {
    // Three seats, two taken: the match waits for players, so a leaver gives the seat up (mid-game a bot would
    // stand in and the seat would stay Alice's).
    const matchID = await createMatch(a.url, GAME, { numPlayers: 3 });
    const [alice, carol] = await joinAll(a.url, GAME, matchID, 2);
    const aliceSocket = seat(a, matchID, alice!.playerID, alice!.credentials);
    const carolSocket = seat(a, matchID, carol!.playerID, carol!.credentials);
    await aliceSocket.sync();
    await carolSocket.sync();
    expect((await api(b.url, 'POST', `/games/${GAME}/${matchID}/leave`, { playerID: '0', credentials: alice!.credentials })).status).toBe(200);
    await waitUntil(() => !aliceSocket.socket.connected, 3000, "Alice's socket to be cut off");
    expect(aliceSocket.received.find((m) => m.event === REFUSED_EVENT)?.args[0]).toMatchObject({ reason: 'your seat was given up' });
    const seen = aliceSocket.received.length;
    // Bob takes the seat through the other process, Dave fills the table, and the game goes on.
    const joined = await api(b.url, 'POST', `/games/${GAME}/${matchID}/join`, { playerID: '0', playerName: 'Bob' });
    expect(joined.status).toBe(200);
    const dave = await api(b.url, 'POST', `/games/${GAME}/${matchID}/join`, { playerID: '2', playerName: 'Dave' });
    expect(dave.status).toBe(200);
    const bob = seat(b, matchID, '0', joined.body.playerCredentials);
    const daveSocket = seat(b, matchID, '2', dave.body.playerCredentials);
    await bob.sync();
    await daveSocket.sync();
    const everyone = [bob, carolSocket, daveSocket];
    const current = everyone.find((s) => s.playerID === bob.lastState().ctx.currentPlayer)!;
    await playOneMove(current, everyone);
    await sleep(100);
    expect(aliceSocket.received.length).toBe(seen);
    expect(carolSocket.socket.connected).toBe(true);
  });

  it('a seat renamed by its own holder keeps its socket (same credentials); a stale second socket of a left seat does not', async () => {
    const matchID = await createMatch(a.url, GAME, { numPlayers: 3 });
    const [p0, p1] = await joinAll(a.url, GAME, matchID, 2);
    const mine = seat(a, matchID, '0', p0!.credentials);
    const other = seat(b, matchID, '1', p1!.credentials);
    await mine.sync();
    await other.sync();
    expect((await api(a.url, 'POST', `/games/${GAME}/${matchID}/update`, { playerID: '0', credentials: p0!.credentials, newName: 'Renamed' })).status).toBe(200);
    // Joining the free seat of another match, or renaming, must not disturb anyone here.
    await sleep(200);
    expect(mine.socket.connected).toBe(true);
    expect((await api(a.url, 'POST', `/games/${GAME}/${matchID}/leave`, { playerID: '1', credentials: p1!.credentials })).status).toBe(200);
    await waitUntil(() => !other.socket.connected, 3000, 'the leaver on the other process to be cut off');
    expect(mine.socket.connected).toBe(true);
  });

  it('the match wiped (last human left): every socket of it, spectators too, is cut off', async () => {
    const matchID = await createMatch(a.url, GAME, { numPlayers: 2 });
    const [p0] = await joinAll(a.url, GAME, matchID, 1);
    const mine = seat(a, matchID, '0', p0!.credentials);
    await mine.sync();
    const watcher = new RawSeat(b.url, GAME, matchID, null);
    open.push(watcher);
    await watcher.sync();
    expect((await api(a.url, 'POST', `/games/${GAME}/${matchID}/leave`, { playerID: '0', credentials: p0!.credentials })).status).toBe(200);
    await waitUntil(() => !mine.socket.connected && !watcher.socket.connected, 3000, 'both sockets to be cut off');
  });
});
