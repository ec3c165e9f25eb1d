import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { DEFAULT_EXPIRY, readExpiry } from './expiry';

describe('expiry times from the environment', () => {
  it('defaults to 30 minutes for unjoined matches and 24 hours for finished ones', () => {
    expect(readExpiry({})).toEqual(DEFAULT_EXPIRY);
    expect(readConfig({}).expiry).toEqual(DEFAULT_EXPIRY);
  });

  it('reads EXPIRE_UNJOINED_MINUTES and EXPIRE_FINISHED_HOURS (fractions allowed); the sweep is never slower than the shorter', () => {
    const e = readConfig({ EXPIRE_UNJOINED_MINUTES: '5', EXPIRE_FINISHED_HOURS: '0.5' }).expiry;
    expect(e).toEqual({ unjoinedMs: 5 * 60_000, finishedMs: 30 * 60_000, abandonedMs: 60 * 60_000, sweepMs: 60_000 });
    expect(readExpiry({ EXPIRE_ABANDONED_MINUTES: '10' }).abandonedMs).toBe(600_000);
    expect(readExpiry({ EXPIRE_UNJOINED_MINUTES: '0.25' }).sweepMs).toBe(15_000);
  });

  it('refuses a value that is not a positive number, naming the variable', () => {
    expect(() => readExpiry({ EXPIRE_UNJOINED_MINUTES: 'soon' })).toThrow(/EXPIRE_UNJOINED_MINUTES must be a positive number/);
    expect(() => readExpiry({ EXPIRE_FINISHED_HOURS: '0' })).toThrow(/EXPIRE_FINISHED_HOURS must be a positive number/);
  });
});
