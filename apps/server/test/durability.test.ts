import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { READY_TIMEOUT_MS, startServerProcess, type ServerProcess } from './helpers/process';
import { api, createMatch, joinAll } from './helpers/lobby';
import { RawSeat } from './helpers/socket';
import { currentSeat, fixtureName, playOneMove } from './helpers/driver';

const dataDir = mkdtempSync(join(tmpdir(), 'deckhand-durability-'));
const procs: ServerProcess[] = [];
afterAll(async () => {
  for (const p of procs) await p.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

// Each test starts a server process twice: allow each start its ready time (READY_TIMEOUT_MS) and the play after it.
describe('durability', { timeout: 3 * READY_TIMEOUT_MS }, () => {
  it('SIGKILL mid-match, restart on the same storage: the match continues from the last acknowledged move', async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir });
    procs.push(first);
    const matchID = await createMatch(first.url, fixtureName, { numPlayers: 2, setupData: { target: 10 } });
    const creds = await joinAll(first.url, fixtureName, matchID, 2);
    let seats = creds.map((c) => new RawSeat(first.url, fixtureName, matchID, c.playerID, c.credentials));
    for (const s of seats) await s.sync();
    let acknowledged = 0;
    for (let i = 0; i < 5; i++) acknowledged = await playOneMove(currentSeat(seats), seats);
    const ackState = seats[0]!.lastState();

    expect(await first.kill('SIGKILL')).toBeNull(); // killed by the signal, no exit code
    for (const s of seats) s.close();

    const second = await startServerProcess({ DATA_DIR: dataDir });
    procs.push(second);
    seats = creds.map((c) => new RawSeat(second.url, fixtureName, matchID, c.playerID, c.credentials));
    for (const s of seats) await s.sync();
    const resumed = seats[0]!.lastState();
    expect(resumed._stateID).toBe(acknowledged);
    expect(resumed.G).toEqual(ackState.G);
    for (let guard = 0; guard < 200 && !seats[0]!.lastState().ctx.gameover; guard++) {
      await playOneMove(currentSeat(seats), seats);
    }
    expect(seats[0]!.lastState().ctx.gameover).toBeDefined();
    const match = await api(second.url, 'GET', `/games/${fixtureName}/${matchID}`);
    expect(match.body.gameover).toBeDefined();
    for (const s of seats) s.close();
  });

  it('SIGTERM shuts down gracefully (exit code 0) and the data is still there', async () => {
    const p = await startServerProcess({ DATA_DIR: dataDir });
    procs.push(p);
    const matchID = await createMatch(p.url, fixtureName);
    expect(await p.kill('SIGTERM')).toBe(0);
    expect(p.logs.some((l) => l.includes('shutting down'))).toBe(true);
    // Every log line is structured JSON (pino).
    for (const line of p.logs) expect(() => JSON.parse(line)).not.toThrow();
    const again = await startServerProcess({ DATA_DIR: dataDir });
    procs.push(again);
    expect((await api(again.url, 'GET', `/games/${fixtureName}/${matchID}`)).status).toBe(200);
    await again.kill('SIGTERM');
  });
});
