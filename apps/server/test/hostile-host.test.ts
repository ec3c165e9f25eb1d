/**
 * DNS rebinding (hardening, second round, finding 11): a page on a foreign name re-pointed at this server sends
 * `Host` and `Origin` both set to that name. Loopback only; raw HTTP and raw websockets, as the browser would send.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { io } from 'socket.io-client';
import { startInProcess, type Running } from './helpers/in-process';
import { secretHand } from './fixtures/secret-hand';
import { ROOMY_LIMITS } from './helpers/in-process';
import { waitUntil } from './helpers/net';
import { HostCheck } from '../src/security/host-check';

const GAME = secretHand.name!;
let srv: Running;
beforeAll(async () => {
  srv = await startInProcess({ games: [secretHand as Game], limits: { ...ROOMY_LIMITS, allowedHosts: ['cards.example.org', '.lan.example'] } });
});
afterAll(async () => srv?.close());

/** A GET with the Host header the test chooses (fetch does not let a script set it; a rebound browser page sends it). */
function get(path: string, host: string, origin?: string): Promise<number> {
  const url = new URL(srv.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, headers: { host, ...(origin ? { origin } : {}) } }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Whether a websocket with this Host and Origin is accepted. */
async function socketAccepted(host: string, origin: string): Promise<boolean> {
  const socket = io(`${srv.url}/${GAME}`, { transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { host, origin } });
  try {
    let refused = false;
    socket.on('connect_error', () => (refused = true));
    await waitUntil(() => socket.connected || refused, 5000, 'an answer');
    return socket.connected;
  } finally {
    socket.disconnect();
  }
}

describe('DNS rebinding (finding 11)', () => {
  it('HTTP requests with a foreign Host (and a matching Origin) are refused, lobby and web client alike', async () => {
    expect(await get('/games', 'rebind.attacker.example', 'http://rebind.attacker.example')).toBe(421);
    expect(await get(`/games/${GAME}`, 'rebind.attacker.example:8000')).toBe(421);
    expect(await get('/', 'rebind.attacker.example')).toBe(421);
  });

  it('a websocket with a foreign Host and a matching Origin is refused', async () => {
    expect(await socketAccepted('rebind.attacker.example', 'http://rebind.attacker.example')).toBe(false);
  });

  it("the server's own names are served: loopback, IP literals, ALLOWED_HOSTS (exact and suffix)", async () => {
    const port = new URL(srv.url).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, '[::1]:8000', '192.168.1.20:8000', 'cards.example.org', 'table.lan.example:8000']) {
      expect(await get('/games', host), host).toBe(200);
    }
    expect(await socketAccepted(`localhost:${port}`, `http://localhost:${port}`)).toBe(true);
    expect(await socketAccepted('cards.example.org', 'http://cards.example.org')).toBe(true);
  });
});

describe('HostCheck', () => {
  it('reads host:port and [v6]:port, ignores case and a trailing dot; refuses malformed headers', () => {
    const check = new HostCheck(['Cards.Example.org']);
    expect(check.allows('CARDS.example.org.:443')).toBe(true);
    expect(check.allows('[2001:db8::1]:8000')).toBe(true);
    expect(check.allows('cards.example.org.evil.example')).toBe(false);
    expect(check.allows('evil.example/x')).toBe(false);
    expect(new HostCheck(['*']).allows('anything.example')).toBe(true);
  });
});
