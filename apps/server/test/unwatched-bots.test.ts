/**
 * Hardening finding 9: matches where every seat is a server bot. The lobby refuses to create one unless the host
 * allows it (ALLOW_ALL_BOT_MATCHES), and the bots of any match nobody watches (no socket bound to a seat or
 * spectating, in any process) pause until someone connects.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { startInProcess, ROOMY_LIMITS, type Running } from './helpers/in-process';
import { api, createMatch, joinAll } from './helpers/lobby';
import { sleep, waitUntil } from './helpers/net';
import { RawSeat } from './helpers/socket';
import { secretHand } from './fixtures/secret-hand';
import { DEFAULT_LIMITS } from '../src/limits';
import { InProcessPubSub } from '../src/transport/pubsub';

const GAME = secretHand.name!;
const stateID = async (srv: Running, matchID: string) => (await srv.storage.fetch(matchID, { state: true })).state!._stateID;

describe('a match needs at least one human seat', () => {
  it('with production limits, a create where every seat is a bot is refused with a reason; one human seat is enough', async () => {
    const srv = await startInProcess({ games: [secretHand as Game], limits: DEFAULT_LIMITS });
    try {
      const before = (await srv.storage.listMatches({ gameName: GAME })).length;
      const all = await api(srv.url, 'POST', `/games/${GAME}/create`, { numPlayers: 3, bots: 3 });
      expect(all.status).toBe(403);
      expect(all.body.error).toMatch(/at least one human seat/);
      expect((await srv.storage.listMatches({ gameName: GAME })).length).toBe(before);
      const one = await api(srv.url, 'POST', `/games/${GAME}/create`, { numPlayers: 3, bots: 2 });
      expect(one.status).toBe(200);
    } finally {
      await srv.close();
    }
  });
});

describe('bots in matches nobody watches pause', () => {
  let srv: Running;
  beforeAll(async () => {
    // Paced bots (40 ms) so that a match lasts long enough to watch it stop; all-bot matches allowed (ROOMY_LIMITS).
    srv = await startInProcess({ games: [secretHand as Game], botDelayMs: 40 });
  });
  afterAll(async () => srv?.close());

  it('an all-bot match nobody watches does not move; a spectator starts it; leaving pauses it; coming back resumes it', async () => {
    const matchID = await createMatch(srv.url, GAME, { numPlayers: 2, bots: 2, setupData: { target: 20 } });
    await sleep(300);
    expect(await stateID(srv, matchID)).toBe(0);
    expect(srv.server.bots.paused.has(matchID)).toBe(true);

    const watcher = new RawSeat(srv.url, GAME, matchID, null);
    await watcher.sync();
    await waitUntil(async () => (await stateID(srv, matchID)) >= 3, 10_000, 'bots to play while watched');
    watcher.close();
    await waitUntil(() => srv.server.transport.socketsOf(matchID) === 0, 5000, 'the watcher to leave');
    // A move already committed may kick one more plan; after that nothing moves.
    await sleep(200);
    const stopped = await stateID(srv, matchID);
    await sleep(400);
    expect(await stateID(srv, matchID)).toBe(stopped);
    expect((await srv.storage.fetch(matchID, { metadata: true })).metadata!.gameover).toBeUndefined();
    expect(srv.server.bots.paused.has(matchID)).toBe(true);

    const back = new RawSeat(srv.url, GAME, matchID, null);
    await back.sync();
    await waitUntil(async () => (await srv.storage.fetch(matchID, { metadata: true })).metadata!.gameover, 20_000, 'the match to finish');
    back.close();
  }, 40_000);

  it('a seated player who leaves while the bot thinks pauses it; their reconnect resumes it', async () => {
    // The bot takes 500 ms to move, time enough for the only human to leave after their own move.
    const slow = await startInProcess({ games: [secretHand as Game], botDelayMs: 500 });
    try {
      const matchID = await createMatch(slow.url, GAME, { numPlayers: 2, bots: 1 });
      const [human] = await joinAll(slow.url, GAME, matchID, 1);
      const me = new RawSeat(slow.url, GAME, matchID, human!.playerID, human!.credentials);
      await me.sync();
      me.move('draw', [], me.lastStateID());
      await waitUntil(async () => (await stateID(slow, matchID)) === 1, 5000, 'the human move');
      me.close();
      await sleep(1200);
      // Seat 1's bot was to move; nobody watched when its time came, so it did not.
      const { state } = await slow.storage.fetch(matchID, { state: true });
      expect(state!._stateID).toBe(1);
      expect(state!.ctx.currentPlayer).toBe('1');
      expect(slow.server.bots.paused.has(matchID)).toBe(true);
      const again = new RawSeat(slow.url, GAME, matchID, human!.playerID, human!.credentials);
      await again.sync();
      await waitUntil(async () => (await stateID(slow, matchID)) === 2, 5000, 'the bot to move after the reconnect');
      expect(slow.server.bots.paused.has(matchID)).toBe(false);
      again.close();
    } finally {
      await slow.close();
    }
  }, 20_000);
});

describe('across processes', () => {
  it('a process that pauses bots nobody watches there hands them to a process whose sockets watch the match', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'deckhand-bots-'));
    const pubSub = new InProcessPubSub();
    const sqliteFile = join(dir, 'shared.sqlite');
    const a = await startInProcess({ games: [secretHand as Game], pubSub, sqliteFile, botDelayMs: 20, limits: ROOMY_LIMITS });
    const b = await startInProcess({ games: [secretHand as Game], pubSub, sqliteFile, botDelayMs: 20, limits: ROOMY_LIMITS });
    try {
      const matchID = await createMatch(a.url, GAME, { numPlayers: 2, bots: 2, setupData: { target: 20 } });
      const wanted: string[] = [];
      const onWanted = a.server.transport.onBotsWanted;
      a.server.transport.onBotsWanted = (id) => {
        wanted.push(id);
        onWanted(id);
      };
      const watcher = new RawSeat(a.url, GAME, matchID, null);
      await watcher.sync();
      // B learns of the match (as after a commit or a lobby change there); nobody watches it on B.
      const game = b.server.service.games.get(GAME)!;
      b.server.bots.kick(game, matchID);
      expect(b.server.bots.paused.has(matchID)).toBe(true);
      expect(wanted).toContain(matchID);
      await waitUntil(async () => (await a.storage.fetch(matchID, { metadata: true })).metadata!.gameover, 20_000, 'A to play the match out');
      watcher.close();
    } finally {
      await a.close();
      await b.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);
});
