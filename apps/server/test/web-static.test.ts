import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api } from './helpers/lobby';
import { startInProcess, type Running } from './helpers/in-process';

const INDEX = '<!doctype html><div id="root"></div>';

describe('serving the built web client', () => {
  let dir: string;
  let srv: Running;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'deckhand-dist-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(dir, 'assets', 'app-abc123.js.map'), '{"sources":["secret.ts"]}');
    writeFileSync(join(dir, '..', 'outside-dist.txt'), 'secret');
    srv = await startInProcess({ webDist: dir });
  });
  afterAll(async () => {
    await srv?.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(join(dir, '..', 'outside-dist.txt'), { force: true });
  });

  it('serves index.html at / and for client routes (SPA fallback)', async () => {
    for (const path of ['/', '/match/bag/abc', '/lobby']) {
      const res = await fetch(srv.url + path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toBe(INDEX);
    }
  });

  it('serves assets with their type and a long cache', async () => {
    const res = await fetch(`${srv.url}/assets/app-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toMatch(/immutable/);
    expect(await res.text()).toBe('console.log(1)');
  });

  it('never serves a source map, even one left in dist (finding 12)', async () => {
    const res = await fetch(`${srv.url}/assets/app-abc123.js.map`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toMatch(/secret\.ts/);
  });

  it('every response carries CSP, nosniff, frame and referrer headers: pages, assets, API, errors (finding 12)', async () => {
    for (const [method, path] of [['GET', '/'], ['GET', '/assets/app-abc123.js'], ['GET', '/api/games'], ['GET', '/games'], ['GET', '/nope/x.js'], ['POST', '/games/secret-hand/create'], ['GET', '/health']] as const) {
      const res = await fetch(srv.url + path, { method, ...(method === 'POST' ? { body: '{bad', headers: { 'content-type': 'application/json' } } : {}) });
      await res.text();
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/default-src 'self'/);
      expect(csp, path).toMatch(/script-src 'self'/);
      expect(csp, path).toMatch(/frame-ancestors 'none'/);
      expect(csp, path).not.toMatch(/upgrade-insecure-requests/);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
  });

  it('404s a missing asset instead of answering HTML', async () => {
    expect((await fetch(`${srv.url}/assets/old-000.js`)).status).toBe(404);
    expect((await fetch(`${srv.url}/favicon.ico`)).status).toBe(404);
  });

  it('never serves files outside the dist folder', async () => {
    for (const path of ['/..%2foutside-dist.txt', '/%2e%2e/outside-dist.txt', '/assets/..%2f..%2foutside-dist.txt']) {
      const res = await fetch(srv.url + path);
      expect(await res.text(), path).not.toBe('secret');
    }
  });

  it('leaves the lobby API, /api and /health alone', async () => {
    expect((await api(srv.url, 'GET', '/games')).body).toEqual(['secret-hand']);
    const unknown = await api(srv.url, 'GET', '/api/nothing');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatch(/no route/);
    expect((await api(srv.url, 'GET', '/games/nope/xyz')).status).toBe(404);
    expect((await api(srv.url, 'GET', '/health')).body.status).toBe('ok');
    expect((await api(srv.url, 'POST', '/match/bag/abc', {})).status).toBe(404);
  });
});

describe('without a built web client', () => {
  let srv: Running;
  beforeAll(async () => {
    srv = await startInProcess({ webDist: join(tmpdir(), 'deckhand-no-such-dist') });
  });
  afterAll(async () => srv?.close());

  it('still runs the API, and / says how to build the client', async () => {
    const res = await fetch(`${srv.url}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/nx run web:build/);
    expect((await api(srv.url, 'GET', '/games')).body).toEqual(['secret-hand']);
    expect((await fetch(`${srv.url}/match/bag/abc`)).status).toBe(404);
  });
});

describe('sockets from the web client this server serves', () => {
  let srv: Running;
  beforeAll(async () => {
    srv = await startInProcess({ corsOrigins: 'https://play.example' });
  });
  afterAll(async () => srv?.close());

  const connects = async (origin: string) => {
    const { io } = await import('socket.io-client');
    const socket = io(`${srv.url}/secret-hand`, { transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { Origin: origin } });
    try {
      return await new Promise<boolean>((resolve) => {
        socket.once('connect', () => resolve(true));
        socket.once('connect_error', () => resolve(false));
      });
    } finally {
      socket.close();
    }
  };

  it('accepts its own origin (whatever host a phone used) and still rejects foreign ones', async () => {
    expect(await connects(srv.url)).toBe(true);
    expect(await connects('https://play.example')).toBe(true);
    expect(await connects('http://evil.example')).toBe(false);
    expect(await connects(srv.url.replace('127.0.0.1', 'localhost.evil.example'))).toBe(false);
  });
});
