/**
 * A match whose stored state has no random seed has no secret to key its card aliases on. The server used to key
 * them on the match id, which every client knows; now such a match is shown to nobody: a sync is refused with a
 * reason and no view, for a seat and for a spectator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game, State } from 'boardgame.io';
import { loadRegisteredGames } from '../src/games';
import { REFUSED_EVENT } from '../src/transport/socket-transport';
import { startInProcess, type Running } from './helpers/in-process';
import { createMatch, joinAll } from './helpers/lobby';
import { sleep, waitUntil } from './helpers/net';
import { SeatPool } from './helpers/socket';

const bag = (await loadRegisteredGames('@deckhand/games')).find((g) => g.name === 'bag')! as Game;
const pool = new SeatPool('bag');
let srv: Running;
beforeAll(async () => {
  srv = await startInProcess({ games: [bag] });
});
afterAll(async () => {
  pool.closeAll();
  await srv?.close();
});

describe('a match without a secret', () => {
  it('is refused to every socket, with a reason and no view', async () => {
    const matchID = await createMatch(srv.url, 'bag', { numPlayers: 4 });
    const creds = await joinAll(srv.url, 'bag', matchID, 4);
    const { state } = await srv.storage.fetch(matchID, { state: true });
    const seedless = structuredClone(state) as State & { plugins: { random: { data: { seed?: unknown } } } };
    delete seedless.plugins.random.data.seed;
    seedless._stateID++; // stored states only move forward (compare-and-set)
    await srv.storage.setState(matchID, seedless);
    expect(((await srv.storage.fetch(matchID, { state: true })).state as typeof seedless).plugins.random.data.seed).toBeUndefined();

    const [seat] = pool.connect(srv.url, matchID, creds.slice(0, 1));
    const spectator = pool.open(srv.url, matchID, null);
    for (const s of [seat!, spectator]) {
      await s.connect();
      s.socket.emit('sync', matchID, s.playerID, s.credentials, 4);
      const refusal = await waitUntil(() => s.received.find((m) => m.event === REFUSED_EVENT), 5000, 'the refusal');
      expect(refusal.args[0]).toEqual({ event: 'sync', reason: 'this match cannot be shown' });
    }
    await sleep(100);
    for (const s of [seat!, spectator]) expect(s.received.map((m) => m.event)).toEqual([REFUSED_EVENT]);
  });
});
