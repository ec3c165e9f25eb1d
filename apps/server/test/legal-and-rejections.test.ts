/**
 * Raw socket clients: each seat's view carries its own legal moves only (a spectator none), and a move the server
 * refuses is answered, to the sender alone, with a `deckhand:rejected` message in the game's words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { MOVE_REJECTED_EVENT, type CompiledGame, type LegalView } from '@deckhand/dsl';
import { startInProcess, type Running } from './helpers/in-process';
import { openMatch } from './helpers/playout';
import { waitUntil } from './helpers/net';
import { testGames } from './helpers/games';
import type { RawSeat } from './helpers/socket';

const games = await testGames();
const bag = games.find((g) => g.game.name === 'bag')!.game as CompiledGame;
let srv: Running;
beforeAll(async () => {
  srv = await startInProcess({ games: [bag as Game] });
});
afterAll(async () => srv?.close());

const rejections = (seat: RawSeat) => seat.received.filter((m) => m.event === MOVE_REJECTED_EVENT).map((m) => m.args[0]);

describe('legal moves in each seat’s view', () => {
  it('each seat is sent its own legal moves, computed by the server; a spectator none', async () => {
    const m = await openMatch(srv, bag as Game, 3);
    const { state } = await srv.storage.fetch(m.matchID, { state: true });
    const current = Number(state.ctx.currentPlayer);
    for (const seat of m.seats) {
      const legal = seat.lastState().G.legal as LegalView;
      expect(legal).toEqual(bag.deckhand.legalView(state.G as never, state.ctx, seat.playerID!));
      if (Number(seat.playerID) === current) {
        expect(Object.keys(legal.moves).sort()).toEqual(['name']);
        expect(legal.moves.name!.args).toHaveLength(22);
        expect(legal.unavailable.nameTwo).toBe('Only when you hold one card.');
      } else {
        expect(legal.moves).toEqual({});
        expect(legal.waiting).toBe(`It is not your turn: seat ${current + 1} is playing.`);
      }
    }
    expect(m.spectator.lastState().G.legal).toBeUndefined();
    // After a move every seat's update again carries only its own seat's moves.
    const mover = m.seats[current]!;
    mover.move('name', [0], mover.lastStateID());
    await waitUntil(() => m.seats.every((s) => s.lastStateID() > state._stateID) && m.spectator.lastStateID() > state._stateID, 5000, 'update');
    const after = (await srv.storage.fetch(m.matchID, { state: true })).state;
    for (const seat of m.seats) expect(seat.lastState().G.legal).toEqual(bag.deckhand.legalView(after.G as never, after.ctx, seat.playerID!));
    expect(m.spectator.lastState().G.legal).toBeUndefined();
    for (const s of [...m.seats, m.spectator]) s.close();
  });
});

describe('refused moves come back to the sender with a reason', () => {
  it('a move the rules refuse, a move out of turn and a stale move each get a clear message, to the sender only', async () => {
    const m = await openMatch(srv, bag as Game, 3);
    const { state } = await srv.storage.fetch(m.matchID, { state: true });
    const current = Number(state.ctx.currentPlayer);
    const mover = m.seats[current]!;
    const other = m.seats[(current + 1) % 3]!;

    mover.move('nameTwo', [4], state._stateID);
    await waitUntil(() => rejections(mover).length === 1, 5000, 'rejection');
    expect(rejections(mover)[0]).toEqual({
      matchID: m.matchID,
      move: 'nameTwo',
      args: [4],
      stateID: state._stateID,
      code: 'illegal',
      message: 'Only when you hold one card.',
    });

    other.move('name', [3], state._stateID);
    await waitUntil(() => rejections(other).length === 1, 5000, 'rejection');
    expect(rejections(other)[0]).toMatchObject({ code: 'not-your-turn', message: `It is not your turn: seat ${current + 1} is playing.` });

    mover.move('name', [99], state._stateID);
    await waitUntil(() => rejections(mover).length === 2, 5000, 'rejection');
    expect(rejections(mover)[1]).toMatchObject({ code: 'illegal', move: 'name' });
    expect(rejections(mover)[1].message).toMatch(/^That choice is not allowed/);

    mover.move('name', [3], state._stateID - 1);
    await waitUntil(() => rejections(mover).length === 3, 5000, 'rejection');
    expect(rejections(mover)[2]).toMatchObject({ code: 'stale' });

    // Nobody else heard about any of it, and nothing changed.
    expect(rejections(m.seats[(current + 2) % 3]!)).toEqual([]);
    expect(rejections(m.spectator)).toEqual([]);
    expect((await srv.storage.fetch(m.matchID, { state: true })).state._stateID).toBe(state._stateID);
    for (const s of [...m.seats, m.spectator]) s.close();
  });
});
