import type { Rate } from '../limits';

/** One key's two buckets: tokens left in each, as of `at`. */
interface Tokens {
  steady: number;
  burst: number;
  at: number;
}

/**
 * Token buckets per key (socket, address, seat, connection), in memory. Each key has a steady bucket holding up to
 * `points` tokens that refills continuously at `points` per `seconds`, and a reserve holding up to `burst` tokens
 * that refills at `burst` per `burstSeconds` and is drawn on only while the steady bucket is empty — the same two
 * parameters as a bursty limiter, but refilled token by token: a client that spends its points at the end of one
 * second cannot spend them again at the start of the next, as it could with the fixed windows this replaced (which
 * let twice the rate through across each window edge).
 *
 * Hand-written: rate-limiter-flexible's memory limiter counts fixed windows too, and answers with promises and a
 * timer per key; a move passes several of these checks, synchronously, for the cost of a map lookup and some
 * arithmetic. An empty bucket answers with how long to wait; it never throws and never queues work. Keys whose
 * buckets have refilled completely are forgotten, swept at most once per longest refill time.
 */
export class Bucket {
  private readonly keys = new Map<string, Tokens>();
  /** Tokens per millisecond. */
  private readonly steadyRate: number;
  private readonly burstRate: number;
  /** After this long untouched, both buckets of a key are full again. */
  private readonly fullAfterMs: number;
  private nextSweep = 0;

  constructor(private readonly rate: Rate, private readonly clock: () => number = Date.now) {
    this.steadyRate = rate.points / (rate.seconds * 1000);
    this.burstRate = rate.burst > 0 ? rate.burst / (rate.burstSeconds * 1000) : 0;
    this.fullAfterMs = Math.max(rate.seconds, rate.burstSeconds) * 1000;
  }

  /** Keys being tracked (tests: keys whose buckets refilled are forgotten). */
  get size(): number {
    return this.keys.size;
  }

  /** Takes `cost` tokens for `key`: undefined when granted, or the milliseconds to wait before retrying. */
  take(key: string, cost = 1): number | undefined {
    const now = this.clock();
    if (now >= this.nextSweep) this.sweep(now);
    const { points, burst } = this.rate;
    const t = this.keys.get(key);
    const elapsed = t ? now - t.at : 0;
    const steady = t ? Math.min(points, t.steady + elapsed * this.steadyRate) : points;
    const reserve = t ? Math.min(burst, t.burst + elapsed * this.burstRate) : burst;
    if (steady >= cost) {
      this.keys.set(key, { steady: steady - cost, burst: reserve, at: now });
      return undefined;
    }
    if (reserve >= cost) {
      this.keys.set(key, { steady, burst: reserve - cost, at: now });
      return undefined;
    }
    this.keys.set(key, { steady, burst: reserve, at: now });
    // The sooner of the two buckets to hold `cost` tokens; a cost neither can ever hold waits a whole refill.
    const waits = [cost <= points ? (cost - steady) / this.steadyRate : Infinity, cost <= burst && this.burstRate > 0 ? (cost - reserve) / this.burstRate : Infinity];
    const wait = Math.min(...waits);
    return Math.max(1, Math.ceil(Number.isFinite(wait) ? wait : this.fullAfterMs));
  }

  private sweep(now: number): void {
    for (const [key, t] of this.keys) if (now - t.at >= this.fullAfterMs) this.keys.delete(key);
    this.nextSweep = now + this.fullAfterMs;
  }
}
