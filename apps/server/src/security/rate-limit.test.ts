import { describe, expect, it } from 'vitest';
import { Bucket } from './rate-limit';

/** A clock the test moves by hand. */
function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('Bucket (synchronous fixed windows, steady then burst)', () => {
  it('grants the steady points, then the burst, then says how long to wait', () => {
    const t = clock();
    const bucket = new Bucket({ points: 2, seconds: 1, burst: 1, burstSeconds: 10 }, t.now);
    expect(bucket.take('a')).toBeUndefined();
    expect(bucket.take('a')).toBeUndefined();
    expect(bucket.take('a')).toBeUndefined(); // the burst's one token
    t.advance(300);
    // Both windows are spent: the wait is until the sooner of them reopens (the steady one, 700 ms on).
    expect(bucket.take('a')).toBe(700);
    // Keys are counted apart.
    expect(bucket.take('b')).toBeUndefined();
  });

  it('refills the steady window when it ends, while the burst stays spent until its own window ends', () => {
    const t = clock();
    const bucket = new Bucket({ points: 1, seconds: 1, burst: 1, burstSeconds: 10 }, t.now);
    expect(bucket.take('a')).toBeUndefined();
    expect(bucket.take('a')).toBeUndefined(); // burst
    expect(bucket.take('a')).toBe(1000);
    t.advance(1000);
    expect(bucket.take('a')).toBeUndefined(); // a new steady window
    expect(bucket.take('a')).toBe(1000); // the burst was spent 1 s ago and holds 9 s more; the steady one reopens first
    t.advance(9000);
    expect(bucket.take('a')).toBeUndefined();
    expect(bucket.take('a')).toBeUndefined(); // the burst window reopened too
  });

  it('with no burst, refuses at once past the steady points; a cost spends several tokens', () => {
    const t = clock();
    const bucket = new Bucket({ points: 3, seconds: 2, burst: 0, burstSeconds: 10 }, t.now);
    expect(bucket.take('a', 3)).toBeUndefined();
    expect(bucket.take('a')).toBe(2000);
    t.advance(1999);
    expect(bucket.take('a')).toBe(1);
    t.advance(1);
    expect(bucket.take('a', 4)).toBe(2000);
  });

  it('forgets the keys whose windows have ended, so a stream of new sockets does not grow it without bound', () => {
    const t = clock();
    const bucket = new Bucket({ points: 5, seconds: 1, burst: 5, burstSeconds: 10 }, t.now);
    for (let i = 0; i < 100; i++) bucket.take(`socket-${i}`);
    expect(bucket.size).toBe(100);
    t.advance(9_999);
    bucket.take('late'); // the burst windows (10 s) are still open
    expect(bucket.size).toBe(101);
    t.advance(1);
    bucket.take('later');
    expect(bucket.size).toBe(2); // 'late' and 'later'
  });
});
