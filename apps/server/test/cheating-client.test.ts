import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Game } from 'boardgame.io';
import { startInProcess, type Running } from './helpers/in-process';
import { openMatch } from './helpers/playout';
import { api } from './helpers/lobby';
import { RawSeat } from './helpers/socket';
import { seeded, sleep, waitUntil } from './helpers/net';
import { testGames } from './helpers/games';
import { aliasesOf } from './helpers/aliases';

const games = await testGames();
let srv: Running;
beforeAll(async () => {
  srv = await startInProcess({ games: games.map((g) => g.game) });
});
afterAll(async () => srv?.close());

/** Two seats, or the fewest the game allows (Hearts is for four, Golf a solitaire for one). */
const seatsFor = (game: Game) => Math.min(Math.max(2, game.minPlayers ?? 2), game.maxPlayers ?? 2);

/** [[[...[1]...]]] nested `depth` levels: deeper than any legal argument. */
const deep = (depth: number): unknown => (depth === 0 ? 1 : [deep(depth - 1)]);
const stats = () => srv.server.service.stats;
const processed = () => stats().accepted + stats().rejected;
const snapshot = async (matchID: string) => {
  const f = await srv.storage.fetch(matchID, { state: true, metadata: true, log: true });
  return JSON.stringify({ state: f.state, log: f.log, gameover: f.metadata.gameover });
};

/** Sends an action and waits until the server has dealt with it. */
async function send(seat: RawSeat, action: unknown, stateID: number, matchID = seat.matchID, playerID = seat.playerID) {
  const before = processed();
  seat.emitRaw('update', action, stateID, matchID, playerID);
  await waitUntil(() => processed() > before, 5000, 'action processed');
}

describe.each(games.map((g) => [g.game.name!, g.game] as const))('forged actions are rejected: %s', (name) => {
  it('client events the game disables (endGame, endTurn, setPhase...) change nothing, in turn or out of turn', async () => {
    const game = srv.games.find((g) => g.name === name)! as Game;
    const m = await openMatch(srv, game, seatsFor(game));
    const before = await snapshot(m.matchID);
    const { state } = await srv.storage.fetch(m.matchID, { state: true });
    for (const seat of m.seats) {
      for (const type of ['endGame', 'endTurn', 'endPhase', 'setPhase', 'endStage', 'setActivePlayers', 'pass']) {
        await send(seat, { type: 'GAME_EVENT', payload: { type, args: [{ winner: seat.playerID }], playerID: seat.playerID, credentials: seat.credentials } }, state._stateID);
      }
    }
    expect(await snapshot(m.matchID)).toBe(before);
    expect(stats().accepted).toBe(stats().accepted); // nothing above was accepted: checked by the snapshot
  });

  it('state-replacing actions (UPDATE, SYNC, RESET, PATCH, PLUGIN, UNDO) change nothing', async () => {
    const game = srv.games.find((g) => g.name === name)! as Game;
    const m = await openMatch(srv, game, seatsFor(game));
    const { state } = await srv.storage.fetch(m.matchID, { state: true });
    const before = await snapshot(m.matchID);
    const seat = m.seats[Number(state.ctx.currentPlayer)]!;
    const forged = { ...state, ctx: { ...state.ctx, gameover: { winner: 0 } } };
    for (const type of ['UPDATE', 'SYNC', 'RESET']) {
      await send(seat, { type, state: forged, payload: { playerID: seat.playerID, credentials: seat.credentials } }, state._stateID);
    }
    await send(seat, { type: 'PATCH', patch: [{ op: 'replace', path: '/ctx/gameover', value: 1 }], payload: { playerID: seat.playerID, credentials: seat.credentials } }, state._stateID);
    await send(seat, { type: 'PLUGIN', payload: { type: 'events', playerID: seat.playerID, credentials: seat.credentials } }, state._stateID);
    await send(seat, { type: 'UNDO', payload: { type: null, playerID: seat.playerID, credentials: seat.credentials } }, state._stateID);
    expect(await snapshot(m.matchID)).toBe(before);
  });

  it('moves for another seat, with wrong credentials, or out of turn change nothing', async () => {
    const game = srv.games.find((g) => g.name === name)! as Game;
    const m = await openMatch(srv, game, seatsFor(game));
    const { state } = await srv.storage.fetch(m.matchID, { state: true });
    const before = await snapshot(m.matchID);
    const current = Number(state.ctx.currentPlayer);
    // Any seat but the one to move (Spades opens with the seat after the dealer's); a solitaire has none, and its
    // forgeries come from a second match's seat instead, whose credentials are as wrong here as another seat's.
    const other = m.seats.find((s) => s.playerID !== String(current)) ?? (await openMatch(srv, game, seatsFor(game))).seats[0]!;
    // In a simultaneous phase the other seat may legitimately move too; "out of turn" only applies otherwise.
    const otherIsActive = m.seats.includes(other) && state.ctx.activePlayers ? other.playerID! in state.ctx.activePlayers : false;
    const enumerate = game.ai!.enumerate as unknown as (G: unknown, c: unknown, p: string) => { move: string; args: unknown[] }[];
    const first = enumerate(state.G, state.ctx, String(current))[0]!;
    // Its cards as a client names them (the match's aliases): each forgery below is refused for what it forges.
    const legal = { move: first.move, args: (await aliasesOf(srv.storage, game, m.matchID)).sent(first.move, first.args) };
    // The other seat, acting as itself out of turn.
    if (!otherIsActive && m.seats.includes(other)) await send(other, { type: 'MAKE_MOVE', payload: { type: legal.move, args: legal.args, playerID: other.playerID, credentials: other.credentials } }, state._stateID);
    // The other seat claiming to be the current player inside the payload.
    await send(other, { type: 'MAKE_MOVE', payload: { type: legal.move, args: legal.args, playerID: String(current), credentials: other.credentials } }, state._stateID, m.matchID, other.playerID);
    // The other seat's socket naming the current seat with no / wrong credentials.
    await send(other, { type: 'MAKE_MOVE', payload: { type: legal.move, args: legal.args, playerID: String(current) } }, state._stateID, m.matchID, String(current));
    await send(other, { type: 'MAKE_MOVE', payload: { type: legal.move, args: legal.args, playerID: String(current), credentials: 'guess' } }, state._stateID, m.matchID, String(current));
    // A spectator socket.
    const before2 = processed();
    m.spectator.emitRaw('update', { type: 'MAKE_MOVE', payload: { type: legal.move, args: legal.args, playerID: String(current) } }, state._stateID, m.matchID, String(current));
    await waitUntil(() => processed() > before2, 5000, 'spectator action processed');
    expect(await snapshot(m.matchID)).toBe(before);
    // And the legitimate move still works afterwards.
    await send(m.seats[current]!, { type: 'MAKE_MOVE', payload: { type: legal.move, args: legal.args, playerID: String(current), credentials: m.seats[current]!.credentials } }, state._stateID);
    expect(await snapshot(m.matchID)).not.toBe(before);
  });

  it('a sync with wrong credentials, or for a match that does not exist, gets nothing and creates nothing', async () => {
    const game = srv.games.find((g) => g.name === name)! as Game;
    const m = await openMatch(srv, game, seatsFor(game));
    const seat = m.seats.at(-1)!.playerID!; // a seat that is taken, whatever the game's seat count
    const thief = new RawSeat(srv.url, name, m.matchID, seat, 'not-the-credentials');
    await thief.connect();
    thief.emitRaw('sync', m.matchID, seat, 'not-the-credentials', m.seats.length);
    const ghost = new RawSeat(srv.url, name, 'doesnotexist', null);
    await ghost.connect();
    ghost.emitRaw('sync', 'doesnotexist', null, undefined, 2);
    await sleep(300);
    expect(thief.received).toEqual([]);
    expect(ghost.received).toEqual([]);
    expect((await srv.storage.fetch('doesnotexist', { metadata: true })).metadata).toBeUndefined();
    thief.close();
    ghost.close();
  });
});

describe('fuzz: 10,000 hostile actions', () => {
  it('leave every match unchanged and the server serving other matches', async () => {
    const game = srv.games.find((g) => g.name === 'secret-hand')! as Game;
    const victims = [await openMatch(srv, game, seatsFor(game)), await openMatch(srv, game, 3)];
    const bystander = await openMatch(srv, game, seatsFor(game));
    const before = await Promise.all(victims.map((v) => snapshot(v.matchID)));
    const stateIDs = await Promise.all(victims.map(async (v) => (await srv.storage.fetch(v.matchID, { state: true })).state._stateID));
    const rng = seeded(20240611);

    const hostileValue = fc.oneof(
      fc.constant(-1), fc.constant(1e308), fc.constant(Number.MAX_SAFE_INTEGER), fc.integer({ min: -1000, max: 1000 }),
      fc.string({ maxLength: 20 }), fc.constant(null), fc.boolean(), fc.constant('__proto__'),
      fc.constant(JSON.parse('{"__proto__":{"polluted":true}}')), fc.constant({ constructor: { prototype: { polluted: true } } }),
      fc.array(fc.integer(), { maxLength: 5 }), fc.constant('x'.repeat(20_000)),
      fc.constant(deep(30)),
    );
    const moveNames = ['draw', 'play', 'nope', '__proto__', 'constructor', 'toString', 'hasOwnProperty', ''];
    const samples = fc.sample(
      fc.record({
        kind: fc.constantFrom('wrongSeat', 'wrongCreds', 'unknownMove', 'badArgs', 'eventForge', 'badShape', 'otherMatch'),
        move: fc.constantFrom(...moveNames),
        args: fc.array(hostileValue, { maxLength: 3 }),
        extra: hostileValue,
      }),
      { numRuns: 10_000, seed: 42 },
    );

    let sent = 0;
    const start = processed();
    const t0 = Date.now();
    for (const s of samples) {
      const vi = rng.int(victims.length);
      const v = victims[vi]!;
      const seat = rng.pick(v.seats);
      const other = v.seats.find((x) => x !== seat)!;
      const stateID = stateIDs[vi]!;
      let action: unknown;
      let matchID = v.matchID;
      let playerID = seat.playerID;
      switch (s.kind) {
        case 'wrongSeat':
          action = { type: 'MAKE_MOVE', payload: { type: s.move, args: s.args, playerID: other.playerID, credentials: seat.credentials } };
          playerID = other.playerID;
          break;
        case 'wrongCreds':
          action = { type: 'MAKE_MOVE', payload: { type: 'draw', args: [], playerID: seat.playerID, credentials: String(s.extra) } };
          break;
        case 'unknownMove':
          action = { type: 'MAKE_MOVE', payload: { type: s.move + 'X', args: s.args, playerID: seat.playerID, credentials: seat.credentials } };
          break;
        case 'badArgs': // real move names, hostile arguments, possibly the right seat
          action = { type: 'MAKE_MOVE', payload: { type: 'play', args: [s.extra, ...s.args], playerID: seat.playerID, credentials: seat.credentials } };
          break;
        case 'eventForge':
          action = { type: 'GAME_EVENT', payload: { type: rng.pick(['endGame', 'endTurn', 'setPhase']), args: s.args, playerID: seat.playerID, credentials: seat.credentials } };
          break;
        case 'badShape':
          action = s.extra;
          break;
        case 'otherMatch': // this socket's credentials aimed at the bystander match
          action = { type: 'MAKE_MOVE', payload: { type: 'draw', args: [], playerID: seat.playerID, credentials: seat.credentials } };
          matchID = bystander.matchID;
          break;
      }
      // 'badArgs' may legitimately be a valid play for the current player; keep it unplayable by aiming it at the
      // seat that is not to move, so that "nothing changed" is the only correct outcome.
      if (s.kind === 'badArgs') {
        const { state } = await srv.storage.fetch(v.matchID, { state: true });
        const idle = v.seats.find((x) => x.playerID !== state.ctx.currentPlayer)!;
        action = { ...(action as object), payload: { ...(action as { payload: object }).payload, playerID: idle.playerID, credentials: idle.credentials } };
        idle.emitRaw('update', action, stateID, v.matchID, idle.playerID);
      } else {
        seat.emitRaw('update', action, stateID, matchID, playerID);
      }
      sent++;
      if (sent % 500 === 0) await waitUntil(() => processed() - start >= sent - 50, 20_000, 'fuzz batch');
    }
    await waitUntil(() => processed() - start >= sent, 30_000, 'every hostile action processed');
    const ms = Date.now() - t0;
    expect(sent).toBeGreaterThanOrEqual(10_000);
    const after = await Promise.all(victims.map((v) => snapshot(v.matchID)));
    expect(after).toEqual(before);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();

    // The server still serves: a legal move on the bystander match goes through and health is fine.
    const { state } = await srv.storage.fetch(bystander.matchID, { state: true });
    const cur = bystander.seats[Number(state.ctx.currentPlayer)]!;
    cur.move('draw', [], state._stateID);
    await waitUntil(() => cur.lastStateID() > state._stateID, 5000, 'bystander move');
    expect((await api(srv.url, 'GET', '/health')).status).toBe(200);
    console.log(`fuzz: ${sent} hostile actions processed in ${ms} ms`);
  });
});
