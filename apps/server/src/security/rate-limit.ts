import { BurstyRateLimiter, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Rate } from '../limits';

/**
 * One token bucket per key (socket id, IP, seat), in memory. A bucket that is empty answers with how long to wait;
 * it never throws and never queues work for later, so a flood costs the server one map lookup per event.
 */
export class Bucket {
  private readonly limiter: BurstyRateLimiter;

  constructor(rate: Rate) {
    const steady = new RateLimiterMemory({ points: rate.points, duration: rate.seconds });
    // A zero burst is expressed as a bucket that is always empty.
    const burst = new RateLimiterMemory({ points: Math.max(rate.burst, 0), duration: rate.burstSeconds });
    this.limiter = new BurstyRateLimiter(steady, burst);
  }

  /** Takes `cost` tokens for `key`: resolves to undefined when granted, or to the milliseconds to wait before retrying. */
  async take(key: string, cost = 1): Promise<number | undefined> {
    try {
      await this.limiter.consume(key, cost);
      return undefined;
    } catch (refused) {
      if (refused instanceof RateLimiterRes) return Math.max(1, Math.ceil(refused.msBeforeNext));
      throw refused;
    }
  }
}
