/**
 * The web client on the wire: text compressed with brotli or gzip as the browser accepts, an ETag answered 304,
 * hashed assets cached for good, index.html revalidated on every load.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInProcess, type Running } from './helpers/in-process';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request without the automatic decompression fetch does, so the bytes are the ones on the wire. */
function get(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const dist = mkdtempSync(join(tmpdir(), 'deckhand-wire-'));
const SCRIPT = `export const cards = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `card ${i}` })))};\n`;
const INDEX = `<!doctype html><html><head><title>Deckhand</title><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
let srv: Running;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), SCRIPT);
  srv = await startInProcess({ webDist: dist });
});
afterAll(async () => {
  await srv?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web client on the wire', () => {
  it('sends a hashed asset brotli- or gzip-compressed as accepted, cached for good, with an ETag', async () => {
    const br = await get(`${srv.url}/assets/index-AbC123.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['etag']).toBeTruthy();
    expect(br.body.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gz = await get(`${srv.url}/assets/index-AbC123.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await get(`${srv.url}/assets/index-AbC123.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('answers 304 with no body when the browser holds the same version', async () => {
    const first = await get(`${srv.url}/assets/index-AbC123.js`, { 'accept-encoding': 'br' });
    const again = await get(`${srv.url}/assets/index-AbC123.js`, { 'accept-encoding': 'br', 'if-none-match': String(first.headers['etag']) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const index = await get(`${srv.url}/`);
    const indexAgain = await get(`${srv.url}/`, { 'if-none-match': String(index.headers['etag']) });
    expect(indexAgain.status).toBe(304);
  });

  it('revalidates index.html (and the routes that serve it) on every load, compressed', async () => {
    for (const path of ['/', '/match/bag/abc']) {
      const r = await get(`${srv.url}${path}`, { 'accept-encoding': 'gzip' });
      expect(r.status).toBe(200);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(r.body).toString()).toBe(INDEX);
    }
  });

  it('leaves small answers uncompressed', async () => {
    const r = await get(`${srv.url}/health`, { 'accept-encoding': 'br, gzip' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
  });
});
