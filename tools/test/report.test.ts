/** `deckhand simulate --report`: one HTML file that opens with the network blocked and shows every plot. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/chromium';
import { run } from './support/run';

const dir = mkdtempSync(join(tmpdir(), 'deckhand-report-'));
let browser: Browser | undefined;
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('deckhand simulate --report', () => {
  it('with search bots, compares their play with random play on the same seeds', async () => {
    const file = join(dir, 'bag-skilled.html');
    const r = await run(['simulate', 'bag', '--players', '2', '--games', '6', '--seed', '2', '--bots', 'ismcts:easy,ismcts:easy', '--report', file, '--json']);
    expect(r.err).toBe('');
    const html = readFileSync(file, 'utf8');
    expect(html).toContain('Skilled play against random play');
    expect(html).toMatch(/these bots \(ismcts:easy, ismcts:easy\)/);
    expect(html).toContain('--bots ismcts:easy,ismcts:easy');
  }, 120_000);

  it('writes a self-contained report that opens offline in Chromium and shows its plots and warnings', async () => {
    const file = join(dir, 'bag.html');
    const r = await run(['simulate', 'bag', '--players', '3', '--games', '30', '--seed', '5', '--report', file, '--json']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    // --json still prints only the JSON figures.
    expect(JSON.parse(r.out)).toMatchObject({ game: 'bag', players: 3, games: 30, completed: 30 });

    const html = readFileSync(file, 'utf8');
    expect(html).not.toMatch(/<script|<link|<img|<iframe|@import|url\(|(src|href)="(https?:)?\/\//i);

    browser = await launchBrowser();
    const context = await browser.newContext({ offline: true });
    const requested: string[] = [];
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith('file:')) return route.continue();
      requested.push(url);
      return route.abort();
    });
    const page = await context.newPage();
    await page.goto(pathToFileURL(file).href);
    await expect.poll(() => page.title()).toBe('Bag: simulation report');

    const plots = await page.locator('figure[data-plot]').evaluateAll((figs) =>
      figs.map((f) => {
        const svg = f.querySelector('svg');
        const box = svg?.getBoundingClientRect();
        // Marks Vega drew: bars are paths, rules are lines; axes and legends add text.
        const marks = svg ? svg.querySelectorAll('.mark-rect path, .mark-bar path, path.mark-rect, .role-mark path, .role-mark line').length : 0;
        return { id: f.getAttribute('data-plot'), title: f.querySelector('h2')?.textContent, width: box?.width ?? 0, height: box?.height ?? 0, marks, text: svg?.textContent ?? '' };
      }),
    );
    expect(plots.map((p) => p.id)).toEqual(['length', 'outcomes', 'seats', 'places', 'first-player', 'moves']);
    for (const p of plots) {
      expect(p.width, p.id!).toBeGreaterThan(100);
      expect(p.height, p.id!).toBeGreaterThan(40);
      expect(p.marks, p.id!).toBeGreaterThan(0);
    }
    expect(plots.find((p) => p.id === 'moves')!.text).toContain('nameTwo');
    expect(plots.find((p) => p.id === 'seats')!.text).toContain('seat 3');

    // At 3 players the two-player returnToBox is never legal, and its effect never runs: both said in words.
    const warnings = await page.getByRole('region', { name: 'Warnings' }).innerText();
    expect(warnings).toContain('move "returnToBox" was never legal in 30 games');
    expect(warnings).toMatch(/effects? never ran: .*returnToBox/);
    expect(await page.getByRole('heading', { name: 'Effects never run' }).isVisible()).toBe(true);
    expect(requested).toEqual([]);
  });
});
