/**
 * Race timeouts and slaps on a real server (HTTP lobby, socket transport, SQLite), playing Slapjack over raw sockets:
 * a card nobody slaps is followed by the next when the pace runs out, with no client sending anything — the same
 * referee that closes tie windows closes timed-out rounds (packages/dsl/docs/race.md) — on one process or several
 * sharing storage. Time is real here; every wait is bounded by the pace plus a margin.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import type { GameDef } from '@deckhand/dsl';
import { loadRegisteredGames } from '../src/games';
import { InProcessPubSub } from '../src/transport/pubsub';
import { startInProcess, type Running } from './helpers/in-process';
import { createMatch, joinAll } from './helpers/lobby';
import { SeatPool, type RawSeat } from './helpers/socket';
import { sleep, waitUntil } from './helpers/net';

const NAME = 'slapjack';
/** A quick pace for the tests (the game's option; 2000 ms by default). */
const PACE = 500;
/** How late after a deadline the server may resolve and the update reach us, on a loaded CI machine. */
const MARGIN = 2500;

const slapjack = (await loadRegisteredGames('@deckhand/games')).find((g) => g.name === NAME)! as Game & { deckhand: { def: GameDef } };

/** What these tests read of a seat's Slapjack view. */
interface Race {
  round: number;
  open: boolean;
  openedAt: number;
  stuck: number[];
  last?: { round: number; outcome: string; timedOut?: boolean; seats: number[] };
}
const raceOf = (s: RawSeat): Race => s.lastState().G.race;
const topOf = (s: RawSeat): number => (s.lastState().G.zones.centre as number[]).at(-1)!;
/** The top card's rank, as a client reads it: from the face its view holds for the card (named by its alias). */
const topRank = (s: RawSeat): number => s.lastState().G.faces[String(topOf(s))].attrs.rank as number;
const stackSize = (s: RawSeat, seat: number): number => (s.lastState().G.zones.stack as unknown[][])[seat]!.length;

/** The moves an update message logs: boardgame.io sends `update(matchID, state, deltalog)`. */
const logged = (m: { args: unknown[] }): { type: string; playerID: string }[] =>
  ((m.args[2] ?? []) as { action: { payload: { type: string; playerID: string } } }[]).map((e) => e.action.payload);

const pool = new SeatPool(NAME);
const seatsOf = pool.connect;
let srv: Running;
beforeAll(async () => {
  srv = await startInProcess({ games: [slapjack] });
});
afterAll(async () => {
  pool.closeAll();
  await srv?.close();
});

/** Every seat syncs and says ready, in seat order; resolves once each has been told the first card is turned. */
async function started(seats: RawSeat[]): Promise<void> {
  for (const s of seats) await s.sync();
  for (const s of seats) {
    const id = s.lastStateID();
    s.move('ready', [], id);
    // Every seat has heard of it before the next seat says ready (so the last seat's process opens the race).
    await waitUntil(() => seats.every((x) => x.lastStateID() > id), 5000, 'the ready to be taken');
  }
  await waitUntil(() => seats.every((s) => s.lastState().G.race?.open), 5000, 'the first card to be turned');
}

/** Waits until `seat` has been told that round `round` is over and a later one is open. */
const after = (seat: RawSeat, round: number, timeoutMs = PACE + MARGIN) =>
  waitUntil(() => (raceOf(seat).open && raceOf(seat).round > round ? raceOf(seat) : undefined), timeoutMs, `round ${round} to end`);

describe('race timeouts on the server', () => {
  it('a card nobody slaps is followed by the next once the pace runs out, with no client sending anything', async () => {
    const matchID = await createMatch(srv.url, NAME, { numPlayers: 2, setupData: { pace: PACE } });
    const seats = seatsOf(srv.url, matchID, await joinAll(srv.url, NAME, matchID, 2));
    await started(seats);
    const first = raceOf(seats[0]!);
    const from = seats[1]!.received.length;
    const second = await after(seats[1]!, first.round);
    const third = await after(seats[1]!, second.round);
    // Nobody sent a move meanwhile: every move since is the referee's, each round closed a full pace after it opened.
    const moves = seats[1]!.received.slice(from).filter((m) => m.event === 'update').flatMap(logged);
    expect(moves.length).toBeGreaterThanOrEqual(2);
    expect(new Set(moves.map((p) => p.type))).toEqual(new Set(['raceResolve']));
    expect(second.openedAt - first.openedAt).toBeGreaterThanOrEqual(PACE);
    expect(third.openedAt - second.openedAt).toBeGreaterThanOrEqual(PACE);
    const lastTwo = [second.last, third.last];
    for (const [i, last] of lastTwo.entries()) {
      // A jack nobody slapped times out too; either way no seat won the round.
      expect(last).toMatchObject({ round: first.round + i, outcome: 'stuck', timedOut: true, seats: [] });
    }
  });

  it('a match nobody watches is not refereed: its round waits for a watcher instead of playing itself out', async () => {
    const matchID = await createMatch(srv.url, NAME, { numPlayers: 2, setupData: { pace: PACE } });
    const creds = await joinAll(srv.url, NAME, matchID, 2);
    const seats = seatsOf(srv.url, matchID, creds);
    await started(seats);
    for (const s of seats) s.close();
    await waitUntil(() => srv.server.transport.socketsOf(matchID) === 0, 5000, 'the players to leave');
    await waitUntil(() => srv.server.referee.parked.has(matchID), PACE + MARGIN, 'the round to be parked');
    const stored = async () => (await srv.storage.fetch(matchID, { state: true })).state!;
    const parked = await stored();
    // Two more paces with nobody there: no round is closed, no card turned.
    await sleep(2 * PACE);
    const still = await stored();
    expect(still._stateID).toBe(parked._stateID);
    expect((still.G as { race: Race }).race).toMatchObject({ round: (parked.G as { race: Race }).race.round, open: true });
    // A player comes back: the overdue round closes at once and the next card is turned.
    const [back] = seatsOf(srv.url, matchID, creds.slice(0, 1));
    await back!.sync();
    const next = await after(back!, (parked.G as { race: Race }).race.round);
    expect(next.last).toMatchObject({ outcome: 'stuck', timedOut: true });
    expect(srv.server.referee.parked.has(matchID)).toBe(false);
  });

  it('slaps go through the server: a wrong one costs a card at once, a right one takes the pile', async () => {
    const matchID = await createMatch(srv.url, NAME, { numPlayers: 2, setupData: { pace: PACE } });
    const seats = seatsOf(srv.url, matchID, await joinAll(srv.url, NAME, matchID, 2));
    await started(seats);
    const [me] = seats;
    let wrongDone = false;
    let rightDone = false;
    for (let guard = 0; guard < 80 && !(wrongDone && rightDone) && !me!.lastState().ctx.gameover; guard++) {
      const r = raceOf(me!);
      const jack = topRank(me!) === 11;
      if (r.stuck.includes(0) || (jack ? rightDone : wrongDone)) {
        await after(me!, r.round);
        continue;
      }
      const before = stackSize(me!, 0);
      const pile = (me!.lastState().G.zones.centre as unknown[]).length;
      me!.move('raceSlap', [r.round], me!.lastStateID());
      if (jack) {
        const next = await after(me!, r.round);
        expect(next.last).toMatchObject({ round: r.round, outcome: 'win', seats: [0] });
        // The pile went under seat 0's stack; then the next card was turned (maybe its own).
        expect(stackSize(me!, 0)).toBeGreaterThanOrEqual(before + pile - 1);
        rightDone = true;
      } else {
        await waitUntil(() => stackSize(me!, 0) < before || raceOf(me!).round !== r.round, PACE + MARGIN, 'the wrong slap to be judged');
        if (raceOf(me!).round === r.round) {
          expect(stackSize(me!, 0)).toBe(before - 1);
          expect(raceOf(me!).stuck).toContain(0);
          wrongDone = true;
        }
      }
    }
    expect(wrongDone).toBe(true);
    expect(rightDone).toBe(true);
  });

  it('two processes sharing storage: rounds keep timing out once each, and go on when the refereeing process stops', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'deckhand-timeout-'));
    const pubSub = new InProcessPubSub();
    const sqliteFile = join(dir, 'shared.sqlite');
    const a = await startInProcess({ games: [slapjack], pubSub, sqliteFile });
    const b = await startInProcess({ games: [slapjack], pubSub, sqliteFile });
    try {
      const matchID = await createMatch(a.url, NAME, { numPlayers: 2, setupData: { pace: PACE } });
      const creds = await joinAll(a.url, NAME, matchID, 2);
      const [onA] = seatsOf(a.url, matchID, creds.slice(0, 1));
      const [onB] = seatsOf(b.url, matchID, creds.slice(1, 2));
      // Seat 1 says ready last, on B: B opens the race, and B's referee (and A's, once it hears) times the rounds.
      await started([onA!, onB!]);
      const first = raceOf(onA!);
      let r = first;
      for (let i = 0; i < 3; i++) r = await after(onA!, r.round);
      const seen = onA!.received
        .filter((m) => m.event === 'update')
        .map((m) => m.args[1].G.race as Race | undefined)
        .filter((x): x is Race => x !== undefined);
      const rounds = seen.filter((x) => x.open && x.round >= first.round).map((x) => x.round);
      // Every round from the first to the last, one after another: none was resolved twice or skipped.
      expect([...new Set(rounds)]).toEqual(Array.from({ length: r.round - first.round + 1 }, (_, i) => first.round + i));
      for (const x of seen.filter((y) => y.last && y.last.round >= first.round)) expect(x.last).toMatchObject({ outcome: 'stuck', timedOut: true });

      // B stops; its player comes back through A (a sync is how a process learns of a match), and the rounds go on
      // timing out there. (Read from storage: the two servers of this test share one in-process pub/sub, which B's
      // shutdown takes with it.)
      await b.close();
      onB!.close();
      const [again] = seatsOf(a.url, matchID, creds.slice(1, 2));
      await again!.sync();
      const stored = async () => ((await a.storage.fetch(matchID, { state: true })).state!.G as { race: Race }).race;
      const now = (await stored()).round;
      const later = await waitUntil(async () => {
        const r = await stored();
        return r.round >= now + 2 ? r : undefined;
      }, 2 * PACE + MARGIN, 'two more rounds on A');
      expect(later.last).toMatchObject({ round: later.round - 1, outcome: 'stuck', timedOut: true });
    } finally {
      await a.close();
      await b.close().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
