/**
 * Opening K matches at once is itself a load spike (K creates, 4K joins, 4K websocket handshakes): unbounded, it
 * measures the machine's accept queue, not the server. The load opens matches through a small gate (`Gate`: at
 * most N openings in flight) and retries a failed step a few times with exponential backoff and jitter
 * (`withRetries`), counting each retry apart from the errors that remain after the last attempt.
 */

export interface RetryPolicy {
  /** Attempts in all (1 = no retry). */
  attempts: number;
  /** Wait before the second attempt; doubled for each later one. */
  baseMs: number;
  /** Longest wait between two attempts. */
  maxMs: number;
}

export const OPEN_RETRY: RetryPolicy = { attempts: 4, baseMs: 150, maxMs: 2000 };

/** The wait before attempt `attempt` (2, 3, …): base·2^(attempt−2), capped, then scaled by a random factor in [0.5, 1). */
export function backoffMs(policy: RetryPolicy, attempt: number, random: () => number = Math.random): number {
  const full = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 2));
  return full * (0.5 + random() / 2);
}

/** A step failed in a way worth trying again (refused, timed out, 5xx, 429); anything else is thrown at once. */
export class Retryable extends Error {}

/**
 * Runs `step` until it succeeds, at most `policy.attempts` times; `onRetry` hears each failed attempt that is tried
 * again. Stops early (throwing the last error) when `stopped()` turns true, so a finished run does not keep retrying.
 */
export async function withRetries<T>(
  step: (attempt: number) => Promise<T>,
  policy: RetryPolicy,
  onRetry: (err: Error) => void,
  stopped: () => boolean = () => false,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step(attempt);
    } catch (err) {
      if (!(err instanceof Retryable) || attempt >= policy.attempts || stopped()) throw err;
      onRetry(err);
      await sleep(backoffMs(policy, attempt + 1));
    }
  }
}

/** At most `size` tasks at once; the others wait in arrival order. */
export class Gate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`a gate needs a size of at least 1, got ${size}`);
  }

  get inFlight(): number {
    return this.active;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter (active stays the same), so no newcomer can overtake it.
      if (next) next();
      else this.active--;
    }
  }
}
