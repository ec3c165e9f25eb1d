import type { Rate } from '../limits';

/** One key's spending in the current window, which opened at its first token (a fixed window per key). */
interface Window {
  spent: number;
  endsAt: number;
}

/** Spends `cost` of a window of `points` per `ms`: the milliseconds until it reopens when it is overspent, else -1. */
function spend(windows: Map<string, Window>, key: string, cost: number, points: number, ms: number, now: number): number {
  let w = windows.get(key);
  if (!w || w.endsAt <= now) {
    w = { spent: 0, endsAt: now + ms };
    windows.set(key, w);
  }
  w.spent += cost;
  return w.spent > points ? w.endsAt - now : -1;
}

/**
 * One token bucket per key (socket id, IP, seat), in memory: `points` per `seconds`, and up to `burst` more per
 * `burstSeconds` once those are spent (the arithmetic of the bursty limiter the server used before, which the limits
 * were written for). Synchronous: a move passes three of these checks, and that library's promises, rejections and
 * one timer per key and window cost more than the counting itself. A bucket that is empty answers with how long to wait;
 * it never throws and never queues work for later, so a flood costs the server a map lookup or two per event.
 * Windows that have ended are swept at most once per longest window, by the check that finds one due.
 */
export class Bucket {
  private readonly steady = new Map<string, Window>();
  private readonly burst = new Map<string, Window>();
  private readonly steadyMs: number;
  private readonly burstMs: number;
  private nextSweep = 0;

  constructor(private readonly rate: Rate, private readonly clock: () => number = Date.now) {
    this.steadyMs = rate.seconds * 1000;
    this.burstMs = rate.burstSeconds * 1000;
  }

  /** Keys with an open window (tests: ended windows are forgotten). */
  get size(): number {
    return new Set([...this.steady.keys(), ...this.burst.keys()]).size;
  }

  /** Takes `cost` tokens for `key`: undefined when granted, or the milliseconds to wait before retrying. */
  take(key: string, cost = 1): number | undefined {
    const now = this.clock();
    if (now >= this.nextSweep) this.sweep(now);
    const steadyWait = spend(this.steady, key, cost, this.rate.points, this.steadyMs, now);
    if (steadyWait < 0) return undefined;
    // A zero burst is a bucket that is always empty: its window still opens, so the wait it reports is real.
    const burstWait = spend(this.burst, key, cost, Math.max(this.rate.burst, 0), this.burstMs, now);
    if (burstWait < 0) return undefined;
    return Math.max(1, Math.ceil(Math.min(steadyWait, burstWait)));
  }

  private sweep(now: number): void {
    for (const windows of [this.steady, this.burst]) for (const [key, w] of windows) if (w.endsAt <= now) windows.delete(key);
    this.nextSweep = now + Math.max(this.steadyMs, this.burstMs);
  }
}
