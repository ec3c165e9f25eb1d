/**
 * Hostile clients flooding moves (hardening issue, finding 4): loopback, bounded counts and waits, production limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { loadRegisteredGames } from '../src/games';
import { startInProcess, type Running } from './helpers/in-process';
import { createMatch, joinAll } from './helpers/lobby';
import { RawSeat } from './helpers/socket';
import { sleep, waitUntil } from './helpers/net';
import { secretHand } from './fixtures/secret-hand';
import { DEFAULT_LIMITS } from '../src/limits';
import { REFUSED_EVENT } from '../src/transport/socket-transport';

const wordaround = (await loadRegisteredGames('@deckhand/games')).find((g) => g.name === 'wordaround')! as Game;
const open: RawSeat[] = [];
let srv: Running;
beforeAll(async () => {
  srv = await startInProcess({ games: [secretHand as Game, wordaround], limits: DEFAULT_LIMITS });
});
afterAll(async () => {
  for (const s of open) s.close();
  await srv?.close();
});

async function seated(game: string, numPlayers: number) {
  const matchID = await createMatch(srv.url, game, { numPlayers });
  const seats = (await joinAll(srv.url, game, matchID, numPlayers)).map((j) => new RawSeat(srv.url, game, matchID, j.playerID, j.credentials));
  open.push(...seats);
  for (const s of seats) await s.sync();
  return { matchID, seats };
}
const processed = () => srv.server.service.stats.accepted + srv.server.service.stats.rejected;

describe('move floods (finding 4)', () => {
  it('300 moves from one seat in a burst: the seat bucket lets through its burst, the rest are refused with a reason', async () => {
    const { seats } = await seated(secretHand.name!, 2);
    const flooder = seats.find((s) => s.playerID === s.lastState().ctx.currentPlayer)!;
    const before = processed();
    const refusedBefore = srv.server.transport.stats.refused;
    const started = Date.now();
    // A stale state id: none of these can be accepted, so each one reaching the match service is pure cost.
    for (let i = 0; i < 300; i++) flooder.move('draw', [], -1);
    await waitUntil(() => srv.server.transport.stats.refused - refusedBefore + (processed() - before) >= 300, 10_000, 'every move answered');
    const seconds = (Date.now() - started) / 1000 + 1;
    const rate = DEFAULT_LIMITS.seatMoves;
    expect(processed() - before).toBeLessThanOrEqual(rate.burst + rate.points * Math.ceil(seconds / rate.seconds));
    // The server counts a refusal when it sends it; the message reaches the client a moment later (a loaded CI run
    // read the client's inbox in between and found nothing yet).
    const refusal = await waitUntil(() => flooder.received.find((m) => m.event === REFUSED_EVENT), 5000, 'the refusal to reach the flooder');
    expect(refusal.args[0]).toMatchObject({ event: 'update' });
    expect(flooder.socket.connected).toBe(true);
  });

  it('wrong race answers cost a token each: 50 guesses in a burst (within the budgets of the socket and the seat) reach the game only a few times', async () => {
    const { seats } = await seated('wordaround', 2);
    for (const s of seats) s.move('ready', [], s.lastStateID());
    await waitUntil(() => seats.every((s) => s.lastState().G.race?.open), 5000, 'the race to open');
    const guesser = seats[0]!;
    const before = processed();
    for (let i = 0; i < 50; i++) guesser.move('raceAnswer', [`guess${i}`], guesser.lastStateID());
    await waitUntil(() => guesser.received.some((m) => m.event === REFUSED_EVENT), 5000, 'a refusal');
    await sleep(300);
    const race = DEFAULT_LIMITS.raceAnswers;
    expect(processed() - before).toBeLessThanOrEqual(race.points * 2 + race.burst);
    expect(guesser.received.filter((m) => m.event === REFUSED_EVENT)[0]!.args[0]).toMatchObject({ event: 'update', reason: 'too many moves' });
  });
});

describe('junk riding into the stored log (finding 3)', () => {
  it('extra payload fields, oversized or extra arguments are refused; only declared arguments are ever stored', async () => {
    const { matchID, seats } = await seated(secretHand.name!, 2);
    const mover = seats.find((s) => s.playerID === s.lastState().ctx.currentPlayer)!;
    const stateID = mover.lastStateID();
    const before = JSON.stringify(await srv.storage.fetch(matchID, { state: true, log: true }));
    const hand = mover.lastState().G.hands[mover.playerID!] as number[];
    // Under the frame cap (limits.ts maxFrameBytes): a larger frame cuts the connection before it is read.
    const junk = 'x'.repeat(6_000);
    const sent = processed();
    mover.move('play', [hand[0]], stateID, { junk });
    mover.move('play', [hand[0], junk], stateID);
    mover.move('play', [junk], stateID);
    mover.move('play', [hand[0], 1, 2, 3, 4, 5, 6, 7, 8], stateID);
    mover.move('play', [{ card: hand[0], junk }], stateID);
    await waitUntil(() => processed() >= sent + 5, 5000, 'the five moves to be answered');
    expect(JSON.stringify(await srv.storage.fetch(matchID, { state: true, log: true }))).toBe(before);
    // The same move, clean, is accepted and stored as sent.
    mover.move('play', [hand[0]], stateID);
    await waitUntil(() => mover.lastStateID() > stateID, 5000, 'the clean move');
    const { log } = await srv.storage.fetch(matchID, { log: true });
    const last = log!.filter((e) => e.action.type === 'MAKE_MOVE').at(-1)!;
    expect(JSON.stringify(last).length).toBeLessThan(1000);
    expect(last.action.payload).toEqual({ type: 'play', args: [hand[0]], playerID: mover.playerID });
  });
});
