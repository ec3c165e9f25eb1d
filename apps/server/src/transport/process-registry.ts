import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** A (match, seat) a process has a socket bound to; `playerID` null: a spectator. */
export interface BoundSeat {
  matchID: string;
  playerID: string | null;
}

export interface RegistryOptions {
  /** How often this process says it is alive and looks for dead ones (default 2 s). */
  heartbeatMs?: number;
  /** A process silent this long is dead (default three heartbeats). */
  deadAfterMs?: number;
  /**
   * A dead process's seats that no live process holds (they become away: grace period, then the stand-in bot) and
   * every match it had a socket in (re-announced: it may have died between a commit and its publish).
   */
  onDead: (seats: BoundSeat[], matches: string[]) => void;
  /** This process's own records were gone (Redis restarted, or a pause long enough to be declared dead). */
  onRecorded?: () => void;
  /** What this process holds now (re-written whole when its records were gone). */
  bound: () => BoundSeat[];
  onError?: (err: Error) => void;
}

const PROCS = 'deckhand:procs';
const aliveKey = (id: string) => `deckhand:alive:${id}`;
const holdsKey = (id: string) => `deckhand:holds:${id}`;
const reapKey = (id: string) => `deckhand:reap:${id}`;
const entry = (s: BoundSeat) => `${s.matchID}\t${s.playerID ?? ''}`;
const parse = (e: string): BoundSeat => {
  const [matchID, seat] = e.split('\t') as [string, string];
  return { matchID, playerID: seat === '' ? null : seat };
};

/**
 * Which server process holds which seats, kept in Redis, so that the survivors of a process killed outright (no
 * disconnect ever reaches storage) mark its players away and re-announce its matches. Each process refreshes a
 * short-lived "alive" key and keeps a set of the seats its sockets are bound to; on every heartbeat it looks for
 * processes whose alive key expired, and one survivor (a lock) takes their seats over: those no live process holds
 * are passed to `onDead`. A process that finds its own records gone (Redis restarted empty, or it was paused long
 * enough to be reaped) writes them again and calls `onRecorded`, so that its seats are marked connected again.
 */
export class ProcessRegistry {
  readonly id = randomUUID();
  private readonly redis: Redis;
  private timer?: NodeJS.Timeout;
  private beating = false;
  private readonly heartbeatMs: number;
  private readonly deadAfterMs: number;

  constructor(
    url: string,
    private readonly opts: RegistryOptions,
  ) {
    this.heartbeatMs = opts.heartbeatMs ?? 2000;
    this.deadAfterMs = opts.deadAfterMs ?? 3 * this.heartbeatMs;
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.redis.on('error', (err: Error) => opts.onError?.(err));
  }

  start(): void {
    this.timer = setInterval(() => void this.beat(), this.heartbeatMs);
    this.timer.unref();
    void this.beat();
  }

  bind(seat: BoundSeat): void {
    this.redis.sadd(holdsKey(this.id), entry(seat)).catch(this.failed);
  }

  unbind(seat: BoundSeat): void {
    this.redis.srem(holdsKey(this.id), entry(seat)).catch(this.failed);
  }

  private readonly failed = (err: Error) => this.opts.onError?.(err);

  /** One heartbeat: say this process is alive (re-writing its records if they were lost), then reap the dead. */
  async beat(): Promise<void> {
    if (this.beating || this.redis.status !== 'ready') return;
    this.beating = true;
    try {
      const [, [, wasAlive]] = (await this.redis
        .multi()
        .sadd(PROCS, this.id)
        .set(aliveKey(this.id), String(Date.now()), 'PX', this.deadAfterMs, 'GET')
        .exec()) as [unknown, [unknown, string | null]];
      if (wasAlive === null && this.started) {
        // Gone while we were alive: write back what we hold, and let the server mark those seats connected again.
        const bound = this.opts.bound().map(entry);
        if (bound.length) await this.redis.sadd(holdsKey(this.id), ...bound);
        this.opts.onRecorded?.();
      }
      this.started = true;
      await this.reap();
    } catch (err) {
      this.failed(err as Error);
    } finally {
      this.beating = false;
    }
  }
  private started = false;

  private async reap(): Promise<void> {
    const ids = await this.redis.smembers(PROCS);
    const alive = await Promise.all(ids.map((id) => this.redis.exists(aliveKey(id))));
    const live = ids.filter((_, i) => alive[i] === 1);
    for (const id of ids.filter((_, i) => alive[i] !== 1)) {
      // One survivor takes a dead process over; the lock outlives the sweep so nobody does it twice.
      if ((await this.redis.set(reapKey(id), this.id, 'PX', 60_000, 'NX')) !== 'OK') continue;
      const held = (await this.redis.smembers(holdsKey(id))).map(parse);
      const orphaned: BoundSeat[] = [];
      for (const seat of held) {
        if (seat.playerID === null) continue;
        // The player may already have reconnected to a live process.
        const elsewhere = await Promise.all(live.map((other) => this.redis.sismember(holdsKey(other), entry(seat))));
        if (!elsewhere.includes(1)) orphaned.push(seat);
      }
      await this.redis.multi().del(holdsKey(id)).srem(PROCS, id).exec();
      this.opts.onDead(orphaned, [...new Set(held.map((s) => s.matchID))]);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    // A process that stops cleanly disconnects its sockets itself (they mark their seats away): its records go.
    await this.redis
      .multi()
      .del(holdsKey(this.id), aliveKey(this.id))
      .srem(PROCS, this.id)
      .exec()
      .catch(() => undefined);
    await this.redis.quit().catch(() => undefined);
  }
}
