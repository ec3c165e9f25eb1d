/**
 * The match page's first load (issue 35, "the wire"): every chunk a shared match link makes the browser fetch before
 * the board can be played, i.e. the entry, its static imports, and the match page's chunk with its static imports
 * (from the build's own manifest), is at most 150 KB as sent gzip-compressed by the real server. What a page fetches
 * on demand once it has drawn (motion's animation features, dnd-kit, the hyphenation patterns, the card zoom) and
 * what only some games draw (Art of Argument's quiz panel, WordARound's ring cards: fetched ahead once the page has
 * the def) are checked to stay out of it.
 */
import { readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distDir, ensureBuilt, startServer, type RunningServer } from './server';

const BUDGET = 150 * 1024;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The chunks `key` loads before it runs: itself and its static imports, transitively. */
function upFront(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const i of manifest[key]?.imports ?? []) upFront(manifest, i, into);
  return into;
}

/** The body's length as sent (no automatic decompression) and its encoding. */
function sent(url: string, encoding: string): Promise<{ status: number; encoding: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ status: res.statusCode!, encoding: res.headers['content-encoding'], bytes }));
    })
      .on('error', reject)
      .end();
  });
}

let server: RunningServer;
let manifest: Manifest;
beforeAll(async () => {
  await ensureBuilt();
  manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("the match page's first load", () => {
  it('is at most 150 KB of JavaScript, gzip-compressed as sent', async () => {
    const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
    const match = Object.keys(manifest).find((k) => k.endsWith('src/match/MatchPage.tsx'))!;
    expect(entry, 'the entry chunk').toBeDefined();
    expect(match, "the match page's own chunk").toBeDefined();
    const keys = new Set([...upFront(manifest, entry), ...upFront(manifest, match)]);
    const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
    const sizes: Record<string, number> = {};
    for (const f of files) {
      const r = await sent(`${server.url}/${f}`, 'gzip');
      expect(r.status, f).toBe(200);
      // The server compresses anything of 1 KB or more (apps/server/src/web/wire.ts); a smaller chunk (the bundler's
      // runtime, under 1 KB) would gain a few hundred bytes at best and goes out as it is.
      if (statSync(join(distDir, f)).size >= 1024) expect(r.encoding, `${f} goes out compressed`).toBe('gzip');
      sizes[f] = r.bytes;
    }
    const total = Object.values(sizes).reduce((a, b) => a + b, 0);
    console.log(`match page first load: ${(total / 1024).toFixed(1)} KB gzipped`, sizes);
    expect(total, `first load ${(total / 1024).toFixed(1)} KB gzipped: ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(BUDGET);
    // Browsers asking for brotli get it (smaller still).
    const br = await sent(`${server.url}/${manifest[match]!.file}`, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
  });

  it('leaves the animations, drag and drop, hyphenation, hidden-card flights, scores by hand, the card zoom, the chat and rules drawers, and what only some games draw (the quiz panel, ring cards) to chunks fetched on demand', () => {
    const match = Object.keys(manifest).find((k) => k.endsWith('src/match/MatchPage.tsx'))!;
    const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
    const first = new Set([...upFront(manifest, entry), ...upFront(manifest, match)]);
    const lazy = Object.keys(manifest).filter((k) => !first.has(k));
    const parts = ['motion-features', 'drag-kit', 'hyphen', 'flights-layer', 'HandHistory.tsx', 'ChatDrawer', 'RulesDrawer', 'CardZoom.tsx', 'QuizPanel/QuizPanel.tsx', 'match/ring-face.tsx'];
    for (const part of parts) {
      expect(lazy.some((k) => k.includes(part)), `${part} is fetched on demand`).toBe(true);
      expect([...first].some((k) => k.includes(part)), `${part} is not in the first load`).toBe(false);
    }
    // Their code, not only their chunks' names: a class name only each draws is in no file of the first load (a
    // placeholder standing in for one draws its frame, never these).
    const code = [...first].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(distDir, f), 'utf8'));
    for (const [what, mark] of [['RingCard', 'dh-ring-word'], ['QuizPanel', 'dh-quiz-option'], ['CardZoom', 'dh-zoom-card']]) {
      expect(code.some((c) => c.includes(mark!)), `${what}'s code (${mark}) is not in the first load`).toBe(false);
    }
  });

  it('never serves the build manifest', async () => {
    expect((await sent(`${server.url}/.vite/manifest.json`, 'gzip')).status).toBe(404);
  });
});
