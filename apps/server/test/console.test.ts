/** The host's console: one human line with the URLs to open, pretty or JSON logs, HOST and grace from the environment. */
import { describe, expect, it } from 'vitest';
import { openUrls, readyLine } from '../src/urls';
import { logFormatOf, prettyLine } from '../src/log-format';
import { DEFAULT_HOST, readConfig } from '../src/config';

const nics = {
  lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
  eth0: [
    { address: '192.168.1.20', family: 'IPv4', internal: false },
    { address: 'fe80::1', family: 'IPv6', internal: false },
  ],
} as never;

describe('server console', () => {
  it('prints localhost for a loopback bind, and every LAN address when bound to all interfaces', () => {
    expect(openUrls('127.0.0.1', 8000, nics)).toEqual(['http://localhost:8000/']);
    expect(openUrls('0.0.0.0', 8000, nics)).toEqual(['http://localhost:8000/', 'http://192.168.1.20:8000/']);
    expect(openUrls('10.0.0.5', 80, nics)).toEqual(['http://10.0.0.5:80/']);
    expect(readyLine(['http://localhost:8000/', 'http://192.168.1.20:8000/'], './data')).toBe(
      'Deckhand is ready: open http://localhost:8000/ — on your network: http://192.168.1.20:8000/ (matches kept in ./data)',
    );
  });

  it('pretty lines read as time, level, message, then the fields', () => {
    const line = prettyLine(JSON.stringify({ level: 40, time: Date.UTC(2026, 0, 1, 9, 5, 7), pid: 1, service: 's', msg: 'bot move refused', matchID: 'abc', reason: 'not your turn' }));
    expect(line).toBe('09:05:07 WARN  bot move refused  matchID=abc reason="not your turn"\n');
    expect(prettyLine('not json')).toBe('not json\n');
  });

  it('LOG_FORMAT picks pretty or json (pretty on a terminal by default) and refuses anything else', () => {
    expect(logFormatOf(undefined, true)).toBe('pretty');
    expect(logFormatOf(undefined, false)).toBe('json');
    expect(logFormatOf('json', true)).toBe('json');
    expect(() => logFormatOf('yaml', true)).toThrow(/pretty or json/);
  });

  it('HOST defaults to loopback; SEAT_GRACE_SECONDS sets the grace period', () => {
    expect(readConfig({}).host).toBe(DEFAULT_HOST);
    expect(DEFAULT_HOST).toBe('127.0.0.1');
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(readConfig({}).seatGraceMs).toBe(45_000);
    expect(readConfig({ SEAT_GRACE_SECONDS: '2.5' }).seatGraceMs).toBe(2500);
    expect(() => readConfig({ SEAT_GRACE_SECONDS: '-1' })).toThrow(/SEAT_GRACE_SECONDS/);
  });
});
