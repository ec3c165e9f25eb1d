/**
 * Measures what a first visit downloads (docs/benchmarks.md, "The wire"): the lobby and a match page opened in a
 * fresh Chromium against the real server serving the built client, counting the bytes of JavaScript, CSS and HTML
 * as transferred (compressed, headers excluded) and as decoded. Run: `npx tsx apps/web/scripts/first-load.ts`
 * (builds the client first when it is stale).
 */
import { chromium } from 'playwright-core';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { chromiumPath } from '../../../scripts/system-tools.mjs';
import { ensureBuilt, startServer } from '../test/server';

interface Load {
  js: { wire: number; decoded: number; files: number; byFile: Record<string, number> };
  css: { wire: number; decoded: number };
  html: { wire: number };
}

async function measure(url: string, path: string, ready: string): Promise<Load> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const types = new Map<string, string>();
    const load: Load = { js: { wire: 0, decoded: 0, files: 0, byFile: {} }, css: { wire: 0, decoded: 0 }, html: { wire: 0 } };
    const sizes = new Map<string, number>();
    const urls = new Map<string, string>();
    cdp.on('Network.responseReceived', (e) => {
      types.set(e.requestId, e.type);
      urls.set(e.requestId, e.response.url.split('/').at(-1) ?? e.response.url);
      sizes.set(e.requestId, e.response.headersText ? e.response.headersText.length : 0);
    });
    cdp.on('Network.dataReceived', (e) => {
      const type = types.get(e.requestId);
      if (type === 'Script') load.js.decoded += e.dataLength;
      if (type === 'Stylesheet') load.css.decoded += e.dataLength;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const type = types.get(e.requestId);
      // encodedDataLength counts the response's headers too: take them off, to count the body as sent.
      const body = e.encodedDataLength - (sizes.get(e.requestId) ?? 0);
      if (type === 'Script') {
        load.js.wire += body;
        load.js.files++;
        load.js.byFile[urls.get(e.requestId) ?? e.requestId] = body;
      }
      if (type === 'Stylesheet') load.css.wire += body;
      if (type === 'Document') load.html.wire += body;
    });
    await page.goto(url + path);
    await page.locator(ready).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return load;
  } finally {
    await browser.close();
  }
}

await ensureBuilt();
const server = await startServer();
try {
  const created = await fetch(`${server.url}/games/bag/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ numPlayers: 2 }) });
  const { matchID } = (await created.json()) as { matchID: string };
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const [name, path, ready] of [
    ['lobby', '/', 'h1'],
    ['match page', `/match/bag/${matchID}`, 'main'],
  ] as const) {
    const l = await measure(server.url, path, ready);
    console.log(`${name}: JavaScript ${kb(l.js.wire)} transferred (${kb(l.js.decoded)} decoded, ${l.js.files} files); CSS ${kb(l.css.wire)} (${kb(l.css.decoded)}); HTML ${kb(l.html.wire)}`);
    // Chunks fetched on demand once the page has drawn (animations, drag and drop, hyphenation) are listed too: the
    // first load proper (what the page waits for) is checked by test/first-load.test.ts from the build's manifest.
    for (const [file, bytes] of Object.entries(l.js.byFile)) console.log(`  ${file}: ${kb(bytes)}`);
  }
} finally {
  await server.stop();
}
