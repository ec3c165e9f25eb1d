import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { State } from 'boardgame.io';
import { startPlainDurable, type RunningServer } from '../bench/server/servers';
import { SqliteStorage } from '../src/db/sqlite';
import { createMatch, joinAll } from './helpers/lobby';
import { RawSeat } from './helpers/socket';
import { waitUntil } from './helpers/net';

/**
 * The server bench's `plain-durable` contender really is durable: plain boardgame.io's `Server` with Deckhand's
 * SqliteStorage as its `db` writes every move to the file, so a match survives a SIGKILL of the server process and is
 * served again by a server restarted on the same file. (boardgame.io's Master sends a move's update BEFORE it writes
 * the move, so the test waits for the write to reach the file before it kills: a server killed in between would
 * lose a move its players had heard. Deckhand's server commits first.)
 */
const dir = mkdtempSync(join(tmpdir(), 'plain-durable-test-'));
const dbFile = join(dir, 'plain.sqlite');
const servers: RunningServer[] = [];
const seats: RawSeat[] = [];
afterAll(async () => {
  for (const s of seats) s.close();
  for (const s of servers) await s.stop();
  rmSync(dir, { recursive: true, force: true });
});

const GAME = 'plain-bag';

/** Seats a player on every seat of `matchID` on `server`, each synced. */
async function seatAll(server: RunningServer, matchID: string, creds: { playerID: string; credentials: string }[]): Promise<RawSeat[]> {
  const out = creds.map((c) => new RawSeat(server.url, GAME, matchID, c.playerID, c.credentials));
  seats.push(...out);
  for (const s of out) await s.sync();
  return out;
}

/** The seat whose turn it is names the smallest number in its own hand; resolves with the state every seat then has. */
async function playOneMove(table: RawSeat[]): Promise<number> {
  const state = table[0]!.lastState();
  const seat = table.find((s) => s.playerID === state.ctx.currentPlayer)!;
  const hand = seat.lastState().G.hands[Number(seat.playerID)] as number[];
  seat.move('name', [Math.min(...hand)], state._stateID);
  await waitUntil(() => table.every((s) => s.lastStateID() > state._stateID), 8000, `the state after ${state._stateID}`);
  return table[0]!.lastStateID();
}

/** The match's state as stored in the file, read through a connection of its own. */
async function storedState(matchID: string): Promise<State | undefined> {
  const storage = new SqliteStorage(dbFile);
  try {
    return (await storage.fetch(matchID, { state: true })).state;
  } finally {
    await storage.close();
  }
}

describe('plain-durable bench server', { timeout: 120_000 }, () => {
  it('keeps a match through a SIGKILL: restarted on the same file, it serves and continues the last move', async () => {
    const first = await startPlainDurable({ dbFile });
    servers.push(first);
    const matchID = await createMatch(first.url, GAME, { numPlayers: 4 });
    const creds = await joinAll(first.url, GAME, matchID, 4);
    let table = await seatAll(first, matchID, creds);
    let heard = 0;
    for (let i = 0; i < 3; i++) heard = await playOneMove(table);
    expect(heard).toBe(3);
    const heardView = table[0]!.lastState();
    // In the file before the kill (an in-memory server never gets here).
    await waitUntil(async () => (await storedState(matchID))?._stateID === heard, 5000, 'the last move in the file');

    process.kill(first.pid, 'SIGKILL');
    await first.stop();
    for (const s of table) s.close();

    const second = await startPlainDurable({ dbFile });
    servers.push(second);
    table = await seatAll(second, matchID, creds);
    const resumed = table[0]!.lastState();
    expect(resumed._stateID).toBe(heard);
    expect(resumed.G).toEqual(heardView.G);
    expect((await storedState(matchID))!._stateID).toBe(heard);
    // And the restarted server goes on from there, writing to the same file.
    const next = await playOneMove(table);
    expect(next).toBe(heard + 1);
    await waitUntil(async () => (await storedState(matchID))?._stateID === next, 5000, 'the move after the restart in the file');
  });
});
