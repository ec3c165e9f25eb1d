import { describe, expect, it } from 'vitest';
import { addressKey, clientIp } from './client-ip';

const req = (xff: string | string[] | undefined, remote = '127.0.0.1') => ({ headers: xff === undefined ? {} : { 'x-forwarded-for': xff }, socket: { remoteAddress: remote } }) as never;

describe('clientIp', () => {
  it('ignores X-Forwarded-For unless proxies are trusted', () => {
    expect(clientIp(req('1.2.3.4'), 0)).toBe('127.0.0.1');
  });

  it('takes the N-th entry from the right for N trusted proxies, never a client-written one', () => {
    expect(clientIp(req('6.6.6.6, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientIp(req('6.6.6.6, 203.0.113.7, 10.0.0.2'), 2)).toBe('203.0.113.7');
    expect(clientIp(req(['6.6.6.6', '203.0.113.7']), 1)).toBe('203.0.113.7');
  });

  it('falls back to the socket address when the entry is not an address', () => {
    expect(clientIp(req('not-an-ip'), 1)).toBe('127.0.0.1');
    expect(clientIp(req(undefined), 1)).toBe('127.0.0.1');
  });
});

describe('addressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 per /64: every address of one /64 shares a key, another /64 does not', () => {
    const key = addressKey('2001:db8:1:2::1');
    expect(addressKey('2001:db8:1:2:ffff:eeee:dddd:cccc')).toBe(key);
    expect(addressKey('2001:0db8:0001:0002:0:0:0:9')).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(key).toBe('2001:db8:1:2::/64');
  });
});
