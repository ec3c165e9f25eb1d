import { join } from 'node:path';
import { readLimits, type Limits } from './limits';
import { readExpiry, type ExpiryOptions } from './match/expiry';
import { DEFAULT_WEB_DIST } from './web/web-dist';

/** How long a bot waits before it moves (BOT_DELAY_MS), unless told otherwise: long enough to see each move. */
export const DEFAULT_BOT_DELAY_MS = 600;

/** Everything the server reads from the environment, in one place. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  corsOrigins?: string;
  botDelayMs: number;
  /** The built web client to serve at `/` (WEB_DIST; default apps/web/dist). */
  webDist: string;
  /** SEAT_GRACE_SECONDS (default 45): how long a disconnected player keeps their seat before a bot stands in. */
  seatGraceMs: number;
  /** Rate limits, caps and proxy trust (limits.ts: RATE_*, MAX_*, TRUST_PROXY). */
  limits: Limits;
  /** When unjoined and finished matches are wiped (EXPIRE_UNJOINED_MINUTES, EXPIRE_FINISHED_HOURS). */
  expiry: ExpiryOptions;
  /** Matches kept in memory, written through to storage (db/live-storage.ts); WRITE_THROUGH=0 turns it off. */
  writeThrough: boolean;
  /** SHUTDOWN_DRAIN_SECONDS (default 3): on SIGTERM, open sockets are closed gradually over this long. */
  shutdownDrainMs: number;
  /** With REDIS_URL: how often each process says it is alive (HEARTBEAT_MS); silent for three, its seats go away. */
  heartbeatMs: number;
}

/** Loopback only by default: a fresh checkout is not reachable from the network until the host says HOST=0.0.0.0. */
export const DEFAULT_HOST = '127.0.0.1';

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env['PORT'] ?? 8000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env['PORT']}`);
  // Bot pacing: a bot waits this long after the move before its own, so a person can follow the table (0 in tests).
  const botDelayMs = Number(env['BOT_DELAY_MS'] ?? DEFAULT_BOT_DELAY_MS);
  const grace = Number(env['SEAT_GRACE_SECONDS'] ?? 45);
  if (!Number.isFinite(grace) || grace < 0) throw new Error(`SEAT_GRACE_SECONDS must be a number of seconds, got ${env['SEAT_GRACE_SECONDS']}`);
  const drain = Number(env['SHUTDOWN_DRAIN_SECONDS'] ?? 3);
  // Under the 10 s main.ts allows a shutdown before it exits anyway.
  if (!Number.isFinite(drain) || drain < 0 || drain > 8) throw new Error(`SHUTDOWN_DRAIN_SECONDS must be 0 to 8 seconds, got ${env['SHUTDOWN_DRAIN_SECONDS']}`);
  return {
    port,
    host: env['HOST'] || DEFAULT_HOST,
    // `npm start` runs this from apps/server (via nx); INIT_CWD is where npm was invoked, so the default ./data is
    // the one the host expects, next to the checkout's package.json.
    dataDir: env['DATA_DIR'] ?? join(env['INIT_CWD'] ?? process.cwd(), 'data'),
    databaseUrl: env['DATABASE_URL'] || undefined,
    redisUrl: env['REDIS_URL'] || undefined,
    corsOrigins: env['CORS_ORIGINS'] || undefined,
    botDelayMs: Number.isFinite(botDelayMs) && botDelayMs >= 0 ? botDelayMs : DEFAULT_BOT_DELAY_MS,
    webDist: env['WEB_DIST'] || DEFAULT_WEB_DIST,
    seatGraceMs: Math.round(grace * 1000),
    limits: readLimits(env),
    expiry: readExpiry(env),
    writeThrough: env['WRITE_THROUGH'] !== '0',
    shutdownDrainMs: Math.round(drain * 1000),
    heartbeatMs: positiveOr(Number(env['HEARTBEAT_MS']), 2000),
  };
}

const positiveOr = (n: number, fallback: number) => (Number.isFinite(n) && n > 0 ? n : fallback);
