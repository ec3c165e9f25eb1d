/**
 * The production build (`nx run server:build`, run by `npm start`): the esbuild bundle starts under plain Node — no
 * TypeScript loader — and still reads every game from its folder, bundling a game's hooks.ts/bots.ts when it loads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gameFolders } from '@deckhand/games';
import { bundleServer, SERVER_DIR } from '../src/production/bundle';
import { freePort, waitUntil } from './helpers/net';
import { api, createMatch, joinAll } from './helpers/lobby';
import { RawSeat } from './helpers/socket';

// Beside the checkout's node_modules, as dist/ is, so the packages the bundle leaves out resolve the same way.
const outfile = join(SERVER_DIR, '..', '..', 'node_modules', '.cache', 'deckhand', 'server-test', 'main.mjs');
const dataDir = mkdtempSync(join(tmpdir(), 'deckhand-prod-'));
let proc: ChildProcess | undefined;
let url = '';
const logs: string[] = [];

beforeAll(async () => {
  await bundleServer(outfile);
  const port = await freePort();
  proc = spawn(process.execPath, [outfile], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', DECKHAND_GAMES_MODULE: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d: Buffer) => logs.push(d.toString()));
  proc.stderr!.on('data', (d: Buffer) => logs.push(d.toString()));
  await waitUntil(
    () => {
      if (proc!.exitCode !== null) throw new Error(`bundle exited ${proc!.exitCode}: ${logs.join('')}`);
      return logs.join('').includes('Deckhand is ready');
    },
    40_000,
    'the bundled server',
  );
  url = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  if (proc && proc.exitCode === null) {
    const exited = new Promise((r) => proc!.once('exit', r));
    proc.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('production build', () => {
  it('serves every game folder, under plain node', async () => {
    const games = await api(url, 'GET', '/games');
    expect(games.body).toEqual(gameFolders().map((d) => d.split(/[/\\]/).pop()));
  });

  it('a game with TypeScript hooks (Art of Argument) is played through the bundle', async () => {
    const matchID = await createMatch(url, 'art-of-argument', { numPlayers: 2 });
    const seats = (await joinAll(url, 'art-of-argument', matchID, 2)).map((j) => new RawSeat(url, 'art-of-argument', matchID, j.playerID, j.credentials));
    const synced = await seats[0]!.sync();
    expect(synced.state.G.zones).toBeDefined();
    // The seat's legal moves come from the compiled rules, hooks included.
    expect(Object.keys(synced.state.G.legal.moves).length + Object.keys(synced.state.G.legal.unavailable).length).toBeGreaterThan(0);
    for (const s of seats) s.close();
  });
});
