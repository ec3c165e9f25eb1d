/** Bot pacing: a bot waits the server's BOT_DELAY_MS (default 0.6 s) after each move, so people can follow the table. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInProcess, type Running } from './helpers/in-process';
import { createMatch } from './helpers/lobby';
import { RawSeat } from './helpers/socket';
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

  it('consecutive bot moves arrive at least the pacing delay apart', async () => {
    const matchID = await createMatch(srv.url, 'bag', { numPlayers: 3, bots: 3 });
    const watcher = new RawSeat(srv.url, 'bag', matchID, null);
    await watcher.sync();
    const arrivals: number[] = [];
    watcher.socket.on('update', () => arrivals.push(performance.now()));
    await waitUntil(() => arrivals.length >= 5, 20_000, 'five bot moves');
    const gaps = arrivals.slice(1).map((t, i) => t - arrivals[i]!);
    // Timers never fire early; a few ms of slack covers the clock's rounding.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(PACE - 5);
    watcher.close();
  });
});
