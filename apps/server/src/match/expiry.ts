import type { Logger } from 'pino';
import type { DeckhandStorage, MatchData } from '../db/storage';
import { isHumanSeat, type TableSeat } from '../table/table';

export interface ExpiryOptions {
  /** A match no human has joined is wiped this long after its last change. */
  unjoinedMs: number;
  /** A finished match is wiped this long after it ended; any match nothing happened in for this long is wiped too. */
  finishedMs: number;
  /**
   * A match whose every human seat has been unconnected this long (joined and never connected, or every player left
   * or away) is wiped, once nothing has happened in it for as long.
   */
  abandonedMs: number;
  /** How often to look. */
  sweepMs: number;
}

export const DEFAULT_EXPIRY: ExpiryOptions = { unjoinedMs: 30 * 60_000, finishedMs: 24 * 60 * 60_000, abandonedMs: 60 * 60_000, sweepMs: 60_000 };

/** The environment variables that set them (README "Hosting"). */
export const EXPIRY_ENV = { unjoined: 'EXPIRE_UNJOINED_MINUTES', finished: 'EXPIRE_FINISHED_HOURS', abandoned: 'EXPIRE_ABANDONED_MINUTES' } as const;

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return n;
}

/**
 * Expiry times from the environment: EXPIRE_UNJOINED_MINUTES (default 30), EXPIRE_FINISHED_HOURS (default 24) and
 * EXPIRE_ABANDONED_MINUTES (default 60); fractions are allowed. The sweep runs every minute, or as often as the shorter time when that is less.
 */
export function readExpiry(env: NodeJS.ProcessEnv = process.env): ExpiryOptions {
  const unjoinedMs = Math.round(positive(env, EXPIRY_ENV.unjoined, DEFAULT_EXPIRY.unjoinedMs / 60_000) * 60_000);
  const finishedMs = Math.round(positive(env, EXPIRY_ENV.finished, DEFAULT_EXPIRY.finishedMs / 3_600_000) * 3_600_000);
  const abandonedMs = Math.round(positive(env, EXPIRY_ENV.abandoned, DEFAULT_EXPIRY.abandonedMs / 60_000) * 60_000);
  return { unjoinedMs, finishedMs, abandonedMs, sweepMs: Math.max(1000, Math.min(DEFAULT_EXPIRY.sweepMs, unjoinedMs, finishedMs, abandonedMs)) };
}

const humans = (m: MatchData) => Object.values(m.players as Record<string, TableSeat>).filter(isHumanSeat);
const hasHuman = (m: MatchData) => humans(m).length > 0;

/**
 * Every human seat unconnected since before `before`: never connected since it was joined (away from the join), or
 * left, or away. A seat with no away time and no connection (joined before seats were counted away from the join)
 * counts from the match's last change.
 */
export function isAbandoned(m: MatchData, before: number): boolean {
  const seats = humans(m);
  return seats.length > 0 && seats.every((s) => s.isConnected !== true && (s.awaySince ?? m.updatedAt ?? 0) <= before);
}

/**
 * Wipes matches nobody will come back to, so that anonymous creates cannot grow storage and the match list for ever:
 * matches no human ever joined (only free or bot seats) once `unjoinedMs` have passed since their last change,
 * matches every human seat of which has been unconnected for `abandonedMs` (joined once and never connected, or
 * abandoned by every player), finished matches `finishedMs` after they ended, and any match idle that long. Each pass reads only matches old enough to qualify (the storage
 * filters by update time), and re-reads each one's metadata before wiping it.
 */
export class MatchExpiry {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly storage: DeckhandStorage,
    private readonly games: string[],
    private readonly opts: ExpiryOptions,
    private readonly logger: Logger,
    /** Told of every wiped match (its sockets are cut off, caches forgotten). */
    private readonly onWiped: (matchID: string) => void | Promise<void> = () => undefined,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.sweep()
        .catch((err: unknown) => this.logger.error({ err }, 'match expiry failed'))
        .finally(() => (this.running = undefined));
    }, this.opts.sweepMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass; returns the ids wiped. */
  async sweep(now = Date.now()): Promise<string[]> {
    const wiped: string[] = [];
    for (const gameName of this.games) {
      const { unjoinedMs, finishedMs, abandonedMs } = this.opts;
      const stale = await this.storage.listMatches({ gameName, where: { updatedBefore: now - Math.min(unjoinedMs, abandonedMs) } });
      const finished = await this.storage.listMatches({ gameName, where: { isGameover: true, updatedBefore: now - finishedMs } });
      const finishedSet = new Set(finished);
      for (const matchID of new Set([...stale, ...finished])) {
        const { metadata } = await this.storage.fetch(matchID, { metadata: true });
        if (!metadata) continue;
        const over = metadata.gameover !== undefined && metadata.gameover !== null;
        const idleSince = metadata.updatedAt ?? 0;
        const expired =
          (finishedSet.has(matchID) && over) ||
          (!hasHuman(metadata) && idleSince <= now - unjoinedMs) ||
          (isAbandoned(metadata, now - abandonedMs) && idleSince <= now - abandonedMs) ||
          // Nothing happened for the finished time: a connection flag left set by a process that died holds no one.
          idleSince <= now - finishedMs;
        if (!expired) continue;
        await this.storage.wipe(matchID);
        wiped.push(matchID);
        await this.onWiped(matchID);
      }
    }
    if (wiped.length) this.logger.info({ count: wiped.length }, 'expired matches wiped');
    return wiped;
  }
}
