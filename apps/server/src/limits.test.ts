import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, parseRate, readLimits } from './limits';

describe('limits from the environment', () => {
  it('defaults when nothing is set', () => {
    expect(readLimits({})).toEqual(DEFAULT_LIMITS);
  });

  it('reads rates as points/seconds with an optional burst, caps and proxy trust', () => {
    const l = readLimits({ RATE_SEAT_MOVES: '3/2,9/30', RATE_HTTP: '50/1', MAX_SPECTATORS_PER_MATCH: '7', MAX_SYNCS_PER_MATCH: '2', TRUST_PROXY: '1', ALLOW_ALL_BOT_MATCHES: '1' });
    expect(l.seatMoves).toEqual({ points: 3, seconds: 2, burst: 9, burstSeconds: 30 });
    expect(l.httpRequests).toEqual({ points: 50, seconds: 1, burst: 0, burstSeconds: 1 });
    expect(l.spectatorsPerMatch).toBe(7);
    expect(l.concurrentSyncsPerMatch).toBe(2);
    expect(l.trustProxy).toBe(1);
    expect(readLimits({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readLimits({}).trustProxy).toBe(0);
    expect(l.allBotMatches).toBe(true);
    expect(readLimits({}).allBotMatches).toBe(false);
  });

  it('refuses malformed values with the variable named', () => {
    expect(() => parseRate('fast', 'RATE_HTTP')).toThrow(/RATE_HTTP must look like/);
    expect(() => parseRate('0/1', 'RATE_HTTP')).toThrow(/at least 1/);
    expect(() => readLimits({ MAX_SPECTATORS_PER_MATCH: '-3' })).toThrow(/MAX_SPECTATORS_PER_MATCH must be a positive integer/);
  });
});
