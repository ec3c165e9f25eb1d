/** Match spam (hardening issue, finding 6): matches nobody joined, and finished ones, expire. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { startInProcess, type Running } from './helpers/in-process';
import { createMatch, joinAll } from './helpers/lobby';
import { secretHand } from './fixtures/secret-hand';
import { DEFAULT_EXPIRY } from '../src/match/expiry';

let srv: Running;
beforeAll(async () => {
  srv = await startInProcess({ games: [secretHand as Game] });
});
afterAll(async () => srv?.close());

it('a sweep wipes matches nobody joined once they are old enough, and keeps joined ones', async () => {
  const empty = await createMatch(srv.url, secretHand.name!, { numPlayers: 2 });
  const joined = await createMatch(srv.url, secretHand.name!, { numPlayers: 2 });
  await joinAll(srv.url, secretHand.name!, joined, 1);
  expect(await srv.server.expiry.sweep(Date.now())).toEqual([]);
  const wiped = await srv.server.expiry.sweep(Date.now() + DEFAULT_EXPIRY.unjoinedMs + 1000);
  expect(wiped).toEqual([empty]);
  expect((await srv.storage.fetch(empty, { metadata: true })).metadata).toBeUndefined();
  expect((await srv.storage.fetch(joined, { metadata: true })).metadata).toBeDefined();
});
