/**
 * The race referee and race-aware bots, end to end: a real server (HTTP lobby, socket transport, SQLite) playing
 * WordARound, driven over raw sockets on loopback. Time is real here (the DSL's own tests inject it); every wait is
 * bounded by the tie window plus a margin, or by the bot profile's slowest reaction.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDef } from '@deckhand/dsl';
import { loadRegisteredGames } from '../src/games';
import { SqliteStorage } from '../src/db/sqlite';
import { createLogger } from '../src/logger';
import { createDeckhandServer, type DeckhandServer } from '../src/server';
import type { BotGame } from '../src/bots';
import { RaceReferee } from '../src/race-referee';
import { startInProcess, type Running } from './helpers/in-process';
import { api, createMatch, joinAll } from './helpers/lobby';
import { SeatPool, type RawSeat } from './helpers/socket';
import { waitUntil } from './helpers/net';
import { aliasesOf } from './helpers/aliases';
import type { DeckhandStorage } from '../src/db/storage';

const NAME = 'wordaround';
/** WordARound's default tieWindow. */
const WINDOW = 250;
/** How late after the window the server may resolve and the update reach us, on a loaded CI machine. */
const MARGIN = 1500;
/** WordARound's default pause: a round's outcome is held this long before the next card is uncovered. */
const PAUSE = 2000;

const wordaround = (await loadRegisteredGames('@deckhand/games')).find((g) => g.name === NAME)! as BotGame & { deckhand: { def: GameDef } };
const cards = wordaround.deckhand.def.cards as { attrs: Record<string, string> }[];

/** What these tests read of a seat's WordARound view (packages/dsl/docs/race.md, `G.race`). */
interface View {
  _stateID: number;
  G: {
    zones: { stack: (number | null)[]; won: unknown[][]; aside: unknown[] };
    vars: { ring: string; racing: boolean[] };
    faceUp: Record<string, boolean>;
    race: {
      round: number;
      open: boolean;
      openedAt: number;
      racers: number[];
      correct: { seat: number; at: number }[];
      last?: { round: number; outcome: string; seats: number[]; margins: number[] };
      /** Between rounds: when the next card is uncovered (the game's pause). */
      nextAt?: number;
      myWrong?: number;
    };
  };
}

/** What a client reads off its own view: the uncovered top card (by its alias in this match). */
const topCard = (G: View['G']): number => G.zones.stack[G.zones.stack.length - 1]!;
/** The word to type: only a referee knows it (the view draws it), from the stored match and the deck. */
async function answerIn(G: View['G'], storage: DeckhandStorage, matchID: string): Promise<string> {
  const id = (await aliasesOf(storage, wordaround, matchID)).real(topCard(G))!;
  return cards[id]!.attrs[G.vars.ring]!;
}

const pool = new SeatPool(NAME);
const seatsOf = pool.connect;
let srv: Running;
beforeAll(async () => {
  // Real bot reaction times (the other suites scale them to 0), and no extra bot delay.
  srv = await startInProcess({ games: [wordaround], botTimeScale: 1 });
});
afterAll(async () => {
  pool.closeAll();
  await srv?.close();
});

/** Syncs every seat, says ready for each, and waits until each has been told the race opened. */
async function raceOpen(seats: RawSeat[]): Promise<View> {
  for (const s of seats) await s.sync();
  for (const s of seats) s.move('ready', [], s.lastStateID());
  await waitUntil(() => seats.every((s) => s.lastState().G.race?.open), 5000, 'the race to open');
  return seats[0]!.lastState();
}

/** Waits until every seat has been told that race round `round` is over and the next one opened. */
function nextRound(seats: RawSeat[], round: number, timeoutMs = WINDOW + PAUSE + MARGIN): Promise<View> {
  return waitUntil(
    () => (seats.every((s) => s.lastState().G.race?.round === round + 1) ? (seats[0]!.lastState() as View) : undefined),
    timeoutMs,
    `round ${round} to be resolved`,
  );
}

/** The moves (name, seat) an update message logs: boardgame.io sends `update(matchID, state, deltalog)`. */
const logged = (m: { args: unknown[] }): { type: string; playerID: string }[] =>
  ((m.args[2] ?? []) as { action: { payload: { type: string; playerID: string } } }[]).map((e) => e.action.payload);
/** Whether any update a seat received logs a move of that name (the referee's, here). */
const sawMove = (seat: RawSeat, move: string) => seat.received.some((m) => m.event === 'update' && logged(m).some((p) => p.type === move));

describe('race referee: the server closes tie windows by itself', () => {
  it('one correct answer, then silence: the server resolves the race once the window closes', async () => {
    const matchID = await createMatch(srv.url, NAME, { numPlayers: 2 });
    const seats = seatsOf(srv.url, matchID, await joinAll(srv.url, NAME, matchID, 2));
    const before = await raceOpen(seats);
    const round = before.G.race.round;
    const word = await answerIn(before.G, srv.storage, matchID);
    const sentAt = Date.now();
    seats[0]!.move('raceAnswer', [word], before._stateID);
    // Nobody sends anything else from here on: the referee closes the window, then opens the next card after the pause.
    const after = await nextRound(seats, round);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(WINDOW + PAUSE - 10); // not before the window and the pause
    expect(after.G.race.last).toMatchObject({ round, outcome: 'win', seats: [0] });
    expect(after.G.zones.won[0]).toHaveLength(1);
    expect(after.G.zones.won[1]).toHaveLength(0);
    expect(topCard(after.G)).not.toBe(topCard(before.G));
    expect(after.G.faceUp[String(topCard(after.G))]).toBe(true); // the next card is uncovered
    expect(after.G.race).toMatchObject({ open: true, correct: [], racers: [0, 1] });
    expect(sawMove(seats[1]!, 'raceResolve')).toBe(true);
  });

  it('the won word is held for the pause: a late answer for it is refused, not judged against the next card, which the referee then uncovers', async () => {
    const matchID = await createMatch(srv.url, NAME, { numPlayers: 2 });
    const seats = seatsOf(srv.url, matchID, await joinAll(srv.url, NAME, matchID, 2));
    const before = await raceOpen(seats);
    const word = await answerIn(before.G, srv.storage, matchID);
    seats[0]!.move('raceAnswer', [word, before.G.race.round], before._stateID);
    // Seat 2 was typing the same word: it arrives while the outcome is held.
    const held = await waitUntil(() => (seats[1]!.lastState().G.race.nextAt !== undefined ? (seats[1]!.lastState() as View) : undefined), WINDOW + MARGIN, 'the outcome to be held');
    expect(held.G.race).toMatchObject({ open: false, round: before.G.race.round, last: { outcome: 'win', seats: [0] } });
    expect(held.G.faceUp[String(topCard(held.G))]).not.toBe(true); // the next card is still covered
    seats[1]!.move('raceAnswer', [word], held._stateID);
    seats[1]!.move('raceAnswer', [word, before.G.race.round], held._stateID);
    const after = await nextRound(seats, before.G.race.round);
    expect(after.G.zones.won[1]).toHaveLength(0);
    // Not a wrong answer on the new card either (a late word used to be judged against it).
    expect((seats[1]!.lastState() as View).G.race.myWrong ?? 0).toBe(0);
    expect(after.G.race).toMatchObject({ open: true, correct: [] });
    expect(after.G.race).not.toHaveProperty('nextAt');
  });

  it('two correct answers back to back within the window tie; the referee closes it for the silent third seat', async () => {
    // Three seats: with two, both answering would end the round at once (nobody left to answer) without the referee.
    const matchID = await createMatch(srv.url, NAME, { numPlayers: 3 });
    const seats = seatsOf(srv.url, matchID, await joinAll(srv.url, NAME, matchID, 3));
    const before = await raceOpen(seats);
    const round = before.G.race.round;
    const word = await answerIn(before.G, srv.storage, matchID);
    seats[0]!.move('raceAnswer', [word], before._stateID);
    seats[1]!.move('raceAnswer', [word], before._stateID);
    const after = await nextRound(seats, round);
    const last = after.G.race.last!;
    expect(last.outcome).toBe('tie');
    expect([...last.seats].sort()).toEqual([0, 1]);
    expect(last.margins[1]).toBeLessThan(WINDOW);
    // The tie-breaker: the card is set aside, and only the tied seats race for the next one.
    expect(after.G.zones.aside).toHaveLength(1);
    expect(after.G.vars.racing).toEqual([true, true, false]);
    expect(after.G.race.racers).toEqual([0, 1]);
    expect(after.G.zones.won.every((w: unknown[]) => w.length === 0)).toBe(true);
    expect(sawMove(seats[2]!, 'raceResolve')).toBe(true);
  });

  it('a referee whose clock runs ahead is refused while the window is open, and asks again until it closes', async () => {
    const own = await startInProcess({ games: [wordaround] });
    // This server's commits go to a referee 150 ms fast (its own referee never hears of them).
    const skewed = new RaceReferee(own.server.service, createLogger('silent'), () => Date.now() + 150);
    own.server.service.onCommit = (game, matchID, state) => skewed.watch(game, matchID, state);
    try {
      const matchID = await createMatch(own.url, NAME, { numPlayers: 2 });
      const seats = seatsOf(own.url, matchID, await joinAll(own.url, NAME, matchID, 2));
      const before = await raceOpen(seats);
      const rejected = own.server.service.stats.rejected;
      const word = await answerIn(before.G, own.storage, matchID);
      const sentAt = Date.now();
      seats[0]!.move('raceAnswer', [word], before._stateID);
      const after = await nextRound(seats, before.G.race.round);
      expect(Date.now() - sentAt).toBeGreaterThanOrEqual(WINDOW - 10);
      expect(after.G.race.last).toMatchObject({ outcome: 'win', seats: [0] });
      expect(own.server.service.stats.rejected).toBeGreaterThan(rejected); // the early resolve(s), changing nothing
    } finally {
      await skewed.stop();
      await own.close();
    }
  });

  it('a window left open by a shutdown is resolved when a client syncs to the restarted server', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'deckhand-referee-'));
    const file = join(dir, 'test.sqlite');
    const start = async () => {
      const server = await createDeckhandServer({ games: [wordaround], storage: new SqliteStorage(file), logger: createLogger('silent'), botDelayMs: 0 });
      return { server, url: `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}` };
    };
    let second: DeckhandServer | undefined;
    try {
      const first = await start();
      const matchID = await createMatch(first.url, NAME, { numPlayers: 2 });
      const creds = await joinAll(first.url, NAME, matchID, 2);
      const seats = seatsOf(first.url, matchID, creds);
      const before = await raceOpen(seats);
      seats[0]!.move('raceAnswer', [await answerIn(before.G, first.server.service.storage, matchID)], before._stateID);
      await waitUntil(() => seats[0]!.lastState().G.race.correct.length === 1, 2000, 'the answer to be recorded');
      await first.server.close(); // graceful: the referee's timer goes with it
      for (const s of seats) s.close();

      const restarted = await start();
      second = restarted.server;
      const { state: stored } = await second.service.storage.fetch(matchID, { state: true });
      expect(stored.G.race).toMatchObject({ round: before.G.race.round, open: true }); // still open: nobody resolved it
      const [again] = seatsOf(restarted.url, matchID, creds.slice(0, 1));
      await again!.sync();
      const after = await nextRound([again!], before.G.race.round);
      expect(after.G.race.last).toMatchObject({ outcome: 'win', seats: [0] });
      expect(after.G.zones.won[0]).toHaveLength(1);
    } finally {
      await second?.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('race-aware bots: a WordARound bot seat takes its reaction time', () => {
  async function humanVersusBot() {
    const matchID = await createMatch(srv.url, NAME, { numPlayers: 2, bots: 1 });
    const j = await api(srv.url, 'POST', `/games/${NAME}/${matchID}/join`, { playerName: 'Human' });
    const [me] = seatsOf(srv.url, matchID, [{ playerID: j.body.playerID, credentials: j.body.playerCredentials }]);
    return { me: me!, opened: await raceOpen([me!]) };
  }

  it('the bot does not answer the moment a card is uncovered', async () => {
    const { me, opened } = await humanVersusBot();
    const openedAt = Date.now();
    const from = me.received.length;
    // The human stays silent; the first race move after the card is uncovered is the bot's. At the table's default
    // level (medium) it reads a word of 4–10 letters in 2.9–7 s (a misreading after 0.8× that, "stuck" after 1.5×),
    // so it comes after ≥ 2.3 s and within 10.5 s.
    const botMove = await waitUntil(
      () => me.received.slice(from).find((m) => m.event === 'update' && m.args[1]._stateID > opened._stateID),
      12_000,
      'the bot to race',
    );
    const waited = Date.now() - openedAt;
    expect(logged(botMove).map((p) => p.playerID)).toContain('1');
    expect(waited).toBeGreaterThanOrEqual(2200);
    const correct = botMove.args[1].G.race.correct as { seat: number; at: number }[];
    if (correct.length) expect(correct[0]!.at - botMove.args[1].G.race.openedAt).toBeGreaterThanOrEqual(2900);
  });

  it('so a quick human beats the bot to the card', async () => {
    const { me, opened } = await humanVersusBot();
    me.move('raceAnswer', [await answerIn(opened.G, srv.storage, me.matchID)], opened._stateID);
    const after = await nextRound([me], opened.G.race.round);
    expect(after.G.race.last).toMatchObject({ outcome: 'win', seats: [0] });
    expect(after.G.zones.won[0]).toHaveLength(1);
  });
});
