/**
 * What a sync reads: the seats' first syncs to a match nobody has moved in are answered from the kept state (its
 * initial state, an empty log) without a read of the database; once a move is made, a sync reads the state, the
 * initial state and the log as stored. Either way the reply is the seat's filtered view.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Game } from 'boardgame.io';
import { startInProcess, ROOMY_LIMITS, type Running } from './helpers/in-process';
import { createMatch, joinAll } from './helpers/lobby';
import { SeatPool } from './helpers/socket';
import { currentSeat, playOneMove } from './helpers/driver';
import { secretHand } from './fixtures/secret-hand';

const GAME = secretHand.name!;
let srv: Running;
const pool = new SeatPool(GAME);
beforeAll(async () => {
  srv = await startInProcess({ games: [secretHand as Game], limits: ROOMY_LIMITS });
});
afterAll(async () => {
  pool.closeAll();
  await srv?.close();
});

describe('a sync', () => {
  it('to a new match reads nothing from the database; after a move it reads the stored log', async () => {
    const matchID = await createMatch(srv.url, GAME, { numPlayers: 2 });
    const joined = await joinAll(srv.url, GAME, matchID, 2);
    const fetch = vi.spyOn(srv.storage, 'fetch');
    const seats = pool.connect(srv.url, matchID, joined);
    const [first] = await Promise.all(seats.map((s) => s.sync()));
    const reads = () => fetch.mock.calls.filter(([id, opts]) => id === matchID && (opts.log || opts.initialState)).length;
    expect(reads()).toBe(0);
    const body = first;
    expect(body.log).toEqual([]);
    expect(body.initialState).toEqual(body.state);
    // The seat sees its own hand only, in the state and in the initial state alike.
    const hands = body.state.G.hands;
    expect(Array.isArray(hands[seats[0]!.playerID!])).toBe(true);
    expect(hands[seats[1]!.playerID!]).toEqual(expect.any(Number));

    await playOneMove(currentSeat(seats), seats);
    const again = pool.open(srv.url, matchID, joined[0]!.playerID, joined[0]!.credentials);
    const later = await again.sync();
    expect(reads()).toBe(1);
    expect(later.log.length).toBeGreaterThan(0);
    expect(later.state._stateID).toBeGreaterThan(later.initialState._stateID);
    fetch.mockRestore();
  });
});
