import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Game } from 'boardgame.io';
import { ProcessGameConfig } from 'boardgame.io/internal';
import { createDeckhandServer, type DeckhandServer } from '../../src/server';
import { SqliteStorage } from '../../src/db/sqlite';
import type { DeckhandStorage } from '../../src/db/storage';
import { createLogger } from '../../src/logger';
import { secretHand } from '../fixtures/secret-hand';
import type { MatchPubSub } from '../../src/transport/pubsub';
import { DEFAULT_LIMITS, type Limits, type Rate } from '../../src/limits';

const roomy: Rate = { points: 10_000, seconds: 1, burst: 10_000, burstSeconds: 1 };
/**
 * Limits for tests about other things: every test client shares 127.0.0.1 and plays as fast as the loopback allows,
 * far above what a person does. The hostile-client suite passes DEFAULT_LIMITS (or tighter) instead.
 */
export const ROOMY_LIMITS: Limits = {
  ...DEFAULT_LIMITS,
  socketEvents: roomy,
  ipSocketEvents: roomy,
  seatSocketEvents: roomy,
  connectionFrames: roomy,
  connectionBytes: { ...roomy, points: 100_000_000, burst: 100_000_000 },
  connections: roomy,
  connectionsPerAddress: 100_000,
  botTablesPerAddress: 100_000,
  // The fuzz suites send 20 kB and 30-deep actions to prove the action checks behind these caps hold too.
  maxFrameBytes: 64 * 1024,
  maxFrameDepth: 64,
  syncs: roomy,
  seatMoves: roomy,
  raceAnswers: roomy,
  httpRequests: roomy,
  creates: roomy,
  // Bot tests play whole matches with no human seat.
  allBotMatches: true,
};

export interface Running {
  url: string;
  server: DeckhandServer;
  storage: DeckhandStorage;
  games: Game[];
  close(): Promise<void>;
}

/** Starts a full server in this process on a free loopback port with a throwaway SQLite file. */
export async function startInProcess(
  opts: { games?: Game[]; corsOrigins?: string; botDelayMs?: number; botTimeScale?: number; webDist?: string; seatGraceMs?: number; limits?: Limits; pubSub?: MatchPubSub; sqliteFile?: string; botThreads?: number; writeThrough?: boolean; shutdownDrainMs?: number } = {},
): Promise<Running> {
  const dir = mkdtempSync(join(tmpdir(), 'deckhand-test-'));
  // Two servers given the same file and pub/sub behave as two processes of one deployment.
  const storage = new SqliteStorage(opts.sqliteFile ?? join(dir, 'test.sqlite'));
  const games = (opts.games ?? [secretHand as Game]).map((g) => ProcessGameConfig(g) as Game);
  const server = await createDeckhandServer({
    games,
    storage,
    logger: createLogger(process.env['TEST_LOG_LEVEL'] ?? 'silent'),
    corsOrigins: opts.corsOrigins,
    // Bots move at once (no delay, game bots' reaction times scaled to 0): an all-bot match takes about a second.
    botDelayMs: opts.botDelayMs ?? 0,
    botTimeScale: opts.botTimeScale ?? 0,
    // Bots decide on the test's own thread unless a test asks for worker threads (bot-threads.test.ts does).
    botThreads: opts.botThreads ?? 0,
    // No web client unless a test asks for one (the server's own default serves apps/web/dist).
    webDist: opts.webDist ?? false,
    ...(opts.seatGraceMs !== undefined ? { seatGraceMs: opts.seatGraceMs } : {}),
    pubSub: opts.pubSub,
    limits: opts.limits ?? ROOMY_LIMITS,
    ...(opts.writeThrough !== undefined ? { writeThrough: opts.writeThrough } : {}),
    ...(opts.shutdownDrainMs !== undefined ? { shutdownDrainMs: opts.shutdownDrainMs } : {}),
  });
  const port = await server.listen(0, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    // What the server itself reads and writes through (the write-through copy in front of the SQLite file).
    storage: server.service.storage,
    games,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
