/** Bot pacing: a bot waits the server's BOT_DELAY_MS (default 0.6 s) after each move, so people can follow the table. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInProcess, type Running } from './helpers/in-process';
import { RawSeat } from './helpers/socket';
import { createMatch } from './helpers/lobby';
import { waitUntil } from './helpers/net';
import { testGames } from './helpers/games';
import { DEFAULT_BOT_DELAY_MS, readConfig } from '../src/config';

const PACE = 150;
const games = await testGames();
let srv: Running;
beforeAll(async () => {
  srv = await startInProcess({ games: games.filter((g) => g.game.name === 'bag').map((g) => g.game), botDelayMs: PACE });
});
afterAll(async () => srv?.close());

describe('bot pacing', () => {
  it('defaults to 0.6 s; BOT_DELAY_MS sets it (0 plays at once)', () => {
    expect(DEFAULT_BOT_DELAY_MS).toBe(600);
    expect(readConfig({}).botDelayMs).toBe(600);
    expect(readConfig({ BOT_DELAY_MS: '0' }).botDelayMs).toBe(0);
    expect(readConfig({ BOT_DELAY_MS: '1200' }).botDelayMs).toBe(1200);
  });

  it('consecutive bot moves are committed at least the pacing delay apart', async () => {
    // Timed where the server commits, not where a client hears it: a loaded machine may deliver two updates together.
    const commits: number[] = [];
    const service = srv.server.service;
    const onCommit = service.onCommit;
    service.onCommit = (...args) => {
      commits.push(performance.now());
      onCommit(...args);
    };
    const matchID = await createMatch(srv.url, 'bag', { numPlayers: 3, bots: 3 });
    // Bots play only while someone watches: a spectator does.
    const watcher = new RawSeat(srv.url, 'bag', matchID, null);
    await watcher.sync();
    await waitUntil(() => commits.length >= 5, 20_000, 'five bot moves');
    watcher.close();
    const gaps = commits.slice(1).map((t, i) => t - commits[i]!);
    // A bot's timer starts at the commit before and never fires early; 5 ms covers the clock's rounding.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(PACE - 5);
  });
});
