/**
 * Taking a move back (issue 37 item 7), through raw sockets as a hostile client would send it: a seat may take back
 * its own moves of this turn that showed nothing; a draw cannot be; other seats see the undo; nobody can take back
 * another seat's move or one from an earlier turn; what is stored stays one history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { clientDef, clientGame, MOVE_REJECTED_EVENT } from '@deckhand/dsl';
import { startInProcess, type Running } from './helpers/in-process';
import { createMatch, joinAll } from './helpers/lobby';
import { SeatPool, type RawSeat } from './helpers/socket';
import { waitUntil } from './helpers/net';
import { undoGame } from './fixtures/undo-game';

const game = undoGame();
const pool = new SeatPool(game.name);
let srv: Running;
beforeAll(async () => {
  srv = await startInProcess({ games: [game as Game] });
});
afterAll(async () => {
  pool.closeAll();
  await srv?.close();
});

async function seated(numPlayers = 2) {
  const matchID = await createMatch(srv.url, game.name, { numPlayers });
  const seats = pool.connect(srv.url, matchID, await joinAll(srv.url, game.name, matchID, numPlayers));
  for (const s of seats) await s.sync();
  const mover = seats.find((s) => s.playerID === s.lastState().ctx.currentPlayer)!;
  const other = seats.find((s) => s !== mover)!;
  return { matchID, seats, mover, other };
}

function undo(seat: RawSeat, overrides: Record<string, unknown> = {}) {
  seat.socket.emit('update', { type: 'UNDO', payload: { type: null, args: null, playerID: seat.playerID, credentials: seat.credentials, ...overrides } }, seat.lastStateID(), seat.matchID, seat.playerID);
}

/** Sends and waits until every seat holds the state after it. */
async function step(seats: RawSeat[], send: () => void): Promise<void> {
  const next = Math.max(...seats.map((s) => s.lastStateID())) + 1;
  send();
  await waitUntil(() => seats.every((s) => s.lastStateID() >= next), 5000, `state ${next} everywhere`);
}

async function refusal(seat: RawSeat, from: number) {
  const m = await waitUntil(() => seat.received.slice(from).find((r) => r.event === MOVE_REJECTED_EVENT), 5000, 'a refusal');
  return m.args[0] as { code: string; message: string };
}

const hand = (seat: RawSeat) => seat.lastState().G.zones.hand[Number(seat.playerID)] as number[];

describe('undo that leaks nothing', () => {
  it('a card laid on the public table is taken back, and every seat sees it go back', async () => {
    const { matchID, seats, mover, other } = await seated();
    const card = hand(mover)[0]!;
    await step(seats, () => mover.move('lay', [card], mover.lastStateID()));
    expect(mover.lastState().G.undo).toEqual({ move: 'lay', ok: true });
    expect(other.lastState().G.undo).toBeUndefined();
    expect(other.lastState().G.zones.table).toEqual([card]);
    const laidAt = mover.lastStateID();

    await step(seats, () => undo(mover));
    expect(hand(mover)).toContain(card);
    expect(mover.lastState().G.undo).toBeUndefined();
    // The other seat sees the table as it was, the mover's hand count back, and who took the move back.
    expect(other.lastState().G.zones.table).toEqual([]);
    expect(other.lastState().G.zones.hand[Number(mover.playerID)]).toHaveLength(2);
    const update = other.received.filter((r) => r.event === 'update').at(-1)!;
    expect(update.args[2]).toEqual([expect.objectContaining({ action: expect.objectContaining({ type: 'UNDO', payload: expect.objectContaining({ playerID: mover.playerID }) }), _stateID: laidAt })]);
    expect(JSON.stringify(update.args)).not.toContain(mover.credentials!);

    // Stored: one history whose state id and log agree with what the seats were sent, no redo kept.
    const stored = await srv.storage.fetch(matchID, { state: true, log: true });
    expect(stored.state!._stateID).toBe(laidAt + 1);
    expect(stored.state!._redo).toEqual([]);
    expect(stored.log!.map((e) => [e.action.type, e._stateID])).toEqual([
      ['MAKE_MOVE', laidAt - 1],
      ['UNDO', laidAt],
    ]);
    // Nothing of the undo stack (earlier states, the random state) reaches a client.
    for (const s of seats) for (const st of s.states()) expect([st._undo, st._redo]).toEqual([[], []]);
  });

  it('a draw from the hidden deck is refused with its reason, and changes nothing', async () => {
    const { matchID, seats, mover } = await seated();
    await step(seats, () => mover.move('draw', [], mover.lastStateID()));
    expect(mover.lastState().G.undo).toEqual({ move: 'draw', ok: false, reason: 'It draws from the draw pile, which nobody could see.' });
    const before = await srv.storage.fetch(matchID, { state: true });
    const from = mover.received.length;
    undo(mover);
    expect(await refusal(mover, from)).toMatchObject({ code: 'illegal', message: 'It draws from the draw pile, which nobody could see.' });
    expect((await srv.storage.fetch(matchID, { state: true })).state!._stateID).toBe(before.state!._stateID);
  });

  it('a draw under a condition: taken back while it did not draw, refused once it drew', async () => {
    const { seats, mover } = await seated();
    const [a, b] = hand(mover);
    await step(seats, () => mover.move('layThenRefill', [a], mover.lastStateID()));
    expect(mover.lastState().G.undo).toEqual({ move: 'layThenRefill', ok: true });
    await step(seats, () => mover.move('layThenRefill', [b], mover.lastStateID()));
    expect(mover.lastState().G.undo).toEqual({ move: 'layThenRefill', ok: false, reason: 'It showed you a card you had not seen.' });
    const from = mover.received.length;
    undo(mover);
    expect((await refusal(mover, from)).message).toBe('It showed you a card you had not seen.');
    // The first one, under the refused one, stays where it is too: undo goes newest first.
    expect(mover.lastState().G.zones.table).toEqual([a, b]);
  });

  it("a hostile client cannot take back another seat's move, nor one from an earlier turn", async () => {
    const { seats, mover, other } = await seated();
    await step(seats, () => mover.move('lay', [hand(mover)[0]], mover.lastStateID()));
    // Another seat, with its own credentials: not its turn.
    let from = other.received.length;
    undo(other);
    expect((await refusal(other, from)).code).toBe('not-your-turn');
    // Another seat claiming the mover's seat in the payload.
    from = other.received.length;
    undo(other, { playerID: mover.playerID });
    expect((await refusal(other, from)).code).toBe('malformed');
    expect(other.lastState().G.zones.table).toHaveLength(1);

    // The turn passes: the mover's move belongs to an earlier turn, and the next seat has nothing of its own yet.
    await step(seats, () => mover.move('done', [], mover.lastStateID()));
    from = other.received.length;
    undo(other);
    expect(await refusal(other, from)).toMatchObject({ code: 'illegal', message: 'You have no move to take back this turn.' });
    from = mover.received.length;
    undo(mover);
    expect((await refusal(mover, from)).code).toBe('not-your-turn');
    // The next seat's own move now: it takes back that one only, not the earlier turn's under it.
    await step(seats, () => other.move('lay', [hand(other)[0]], other.lastStateID()));
    await step(seats, () => undo(other));
    from = other.received.length;
    undo(other);
    expect((await refusal(other, from)).message).toBe('You have no move to take back this turn.');
    expect(other.lastState().G.zones.table).toHaveLength(1);
  });

  it('the stored undo stack stays short: a move that can never be taken back leaves only its own state', async () => {
    const { matchID, seats, mover } = await seated();
    await step(seats, () => mover.move('lay', [hand(mover)[0]], mover.lastStateID()));
    expect((await srv.storage.fetch(matchID, { state: true })).state!._undo).toHaveLength(2);
    await step(seats, () => mover.move('draw', [], mover.lastStateID()));
    expect((await srv.storage.fetch(matchID, { state: true })).state!._undo).toHaveLength(1);
  });

  it("boardgame.io's own client (as the web page runs it, every move on the server) takes a move back with undo()", async () => {
    const matchID = await createMatch(srv.url, game.name, { numPlayers: 2 });
    const joined = await joinAll(srv.url, game.name, matchID, 2);
    const clients = joined.map((j) => {
      const c = Client({ game: clientGame(clientDef(game.deckhand.def)) as never, matchID, playerID: j.playerID, credentials: j.credentials, numPlayers: 2, debug: false, multiplayer: SocketIO({ server: srv.url, socketOpts: { transports: ['websocket'] } }) });
      c.start();
      return c;
    });
    try {
      await waitUntil(() => clients.every((c) => c.getState()?.isConnected && c.getState()!._stateID >= 0 && c.getState()!.G), 5000, 'both synced');
      const mover = clients.find((c) => c.playerID === c.getState()!.ctx.currentPlayer)!;
      const other = clients.find((c) => c !== mover)!;
      const G = () => mover.getState()!.G as { zones: { hand: number[][]; table: number[] }; undo?: unknown };
      const card = G().zones.hand[Number(mover.playerID)]![0]!;
      mover.moves['lay']!(card);
      await waitUntil(() => (G().undo as { ok?: boolean } | undefined)?.ok === true, 5000, 'the move and its undo answer');
      mover.undo();
      await waitUntil(() => G().zones.table.length === 0 && G().zones.hand[Number(mover.playerID)]!.includes(card), 5000, 'the card back in hand');
      await waitUntil(() => (other.getState()!.G as { zones: { table: number[] } }).zones.table.length === 0, 5000, 'the other seat to see it');
    } finally {
      for (const c of clients) c.stop();
    }
  });

  it('redo is not offered', async () => {
    const { seats, mover } = await seated();
    await step(seats, () => mover.move('lay', [hand(mover)[0]], mover.lastStateID()));
    await step(seats, () => undo(mover));
    const from = mover.received.length;
    mover.socket.emit('update', { type: 'REDO', payload: { type: null, args: null, playerID: mover.playerID, credentials: mover.credentials } }, mover.lastStateID(), mover.matchID, mover.playerID);
    expect((await refusal(mover, from)).code).toBe('illegal');
  });
});
