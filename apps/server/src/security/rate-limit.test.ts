import { describe, expect, it } from 'vitest';
import { Bucket } from './rate-limit';

/** A clock the test moves by hand. */
function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('Bucket (token buckets: steady, then a reserve)', () => {
  it('grants the steady points, then the reserve, then says how long until a token is back', () => {
    const t = clock();
    const bucket = new Bucket({ points: 2, seconds: 1, burst: 1, burstSeconds: 10 }, t.now);
    expect(bucket.take('a')).toBeUndefined();
    expect(bucket.take('a')).toBeUndefined();
    expect(bucket.take('a')).toBeUndefined(); // the reserve's one token
    t.advance(300);
    // 300 ms refilled 0.6 of a steady token: 200 ms more makes one.
    expect(bucket.take('a')).toBe(200);
    // Keys are counted apart.
    expect(bucket.take('b')).toBeUndefined();
  });

  it('refills token by token: no fresh budget at a window edge (fixed windows let 2x through there)', () => {
    const t = clock();
    const bucket = new Bucket({ points: 10, seconds: 1, burst: 0, burstSeconds: 1 }, t.now);
    t.advance(990);
    let granted = 0;
    for (let i = 0; i < 10; i++) if (bucket.take('a') === undefined) granted++;
    t.advance(20); // a fixed window would have reopened here with 10 fresh points
    for (let i = 0; i < 10; i++) if (bucket.take('a') === undefined) granted++;
    expect(granted).toBe(10);
    t.advance(100); // one token back per 100 ms
    expect(bucket.take('a')).toBeUndefined();
    expect(bucket.take('a')).toBeGreaterThan(0);
  });

  it('the reserve refills at its own slower rate', () => {
    const t = clock();
    const bucket = new Bucket({ points: 1, seconds: 1, burst: 1, burstSeconds: 10 }, t.now);
    expect(bucket.take('a')).toBeUndefined();
    expect(bucket.take('a')).toBeUndefined(); // reserve
    t.advance(1000);
    expect(bucket.take('a')).toBeUndefined(); // a steady token is back
    expect(bucket.take('a')).toBe(1000); // the reserve holds 0.1 of a token; the steady one is back first
    t.advance(9000);
    expect(bucket.take('a')).toBeUndefined();
    expect(bucket.take('a')).toBeUndefined(); // the reserve refilled too
  });

  it('with no reserve, refuses at once past the steady points; a cost spends several tokens', () => {
    const t = clock();
    const bucket = new Bucket({ points: 3, seconds: 2, burst: 0, burstSeconds: 10 }, t.now);
    expect(bucket.take('a', 3)).toBeUndefined();
    expect(bucket.take('a')).toBe(667);
    t.advance(667);
    expect(bucket.take('a')).toBeUndefined();
    expect(bucket.take('a', 4)).toBe(10_000); // more than the bucket holds: never granted, waits a whole refill
  });

  it('forgets the keys whose buckets have refilled, so a stream of new sockets does not grow it without bound', () => {
    const t = clock();
    const bucket = new Bucket({ points: 5, seconds: 1, burst: 5, burstSeconds: 10 }, t.now);
    for (let i = 0; i < 100; i++) bucket.take(`socket-${i}`);
    expect(bucket.size).toBe(100);
    t.advance(9_999);
    bucket.take('late'); // the reserves (10 s) may not be full yet
    expect(bucket.size).toBe(101);
    t.advance(1);
    bucket.take('later');
    expect(bucket.size).toBe(2); // 'late' and 'later'
  });
});
