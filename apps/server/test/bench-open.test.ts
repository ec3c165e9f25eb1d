import { describe, expect, it } from 'vitest';
import { backoffMs, Gate, Retryable, withRetries, type RetryPolicy } from '../bench/server/retry';

const policy: RetryPolicy = { attempts: 4, baseMs: 100, maxMs: 250 };
const noSleep = () => Promise.resolve();

describe('server bench: opening matches', () => {
  it('backs off exponentially, capped, with jitter in [half, full)', () => {
    expect(backoffMs(policy, 2, () => 0)).toBe(50);
    expect(backoffMs(policy, 2, () => 0.999999)).toBeCloseTo(100, 3);
    expect(backoffMs(policy, 3, () => 0)).toBe(100);
    expect(backoffMs(policy, 4, () => 0)).toBe(125); // 400 capped at 250, halved
  });

  it('retries a retryable failure and counts each retry', async () => {
    const seen: string[] = [];
    let calls = 0;
    const value = await withRetries(
      async () => {
        calls++;
        if (calls < 3) throw new Retryable(`join: 503`);
        return 'seated';
      },
      policy,
      (err) => seen.push(err.message),
      () => false,
      noSleep,
    );
    expect(value).toBe('seated');
    expect(seen).toEqual(['join: 503', 'join: 503']);
  });

  it('gives up after the last attempt, and at once on an error not worth retrying', async () => {
    let calls = 0;
    const always = () => {
      calls++;
      return Promise.reject(new Retryable('connect: refused'));
    };
    await expect(withRetries(always, policy, () => undefined, () => false, noSleep)).rejects.toThrow('connect: refused');
    expect(calls).toBe(4);
    calls = 0;
    const fatal = () => {
      calls++;
      return Promise.reject(new Error('create: 400'));
    };
    await expect(withRetries(fatal, policy, () => undefined, () => false, noSleep)).rejects.toThrow('create: 400');
    expect(calls).toBe(1);
  });

  it('stops retrying once the run is over', async () => {
    let calls = 0;
    const step = () => {
      calls++;
      return Promise.reject(new Retryable('sync: timeout'));
    };
    await expect(withRetries(step, policy, () => undefined, () => true, noSleep)).rejects.toThrow('sync: timeout');
    expect(calls).toBe(1);
  });

  it('lets at most N tasks through the gate at once, in arrival order', async () => {
    const gate = new Gate(2);
    const started: number[] = [];
    let peak = 0;
    const release: (() => void)[] = [];
    const tasks = Array.from({ length: 5 }, (_, i) =>
      gate.run(async () => {
        started.push(i);
        peak = Math.max(peak, gate.inFlight);
        await new Promise<void>((r) => release.push(r));
        return i;
      }),
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1]);
    while (release.length) {
      release.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(gate.inFlight).toBe(0);
    expect(() => new Gate(0)).toThrow();
  });
});
