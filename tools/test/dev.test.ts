/**
 * `deckhand dev` in Chromium: a new game's preview takes a rule change in place and replays the moves, shows a YAML
 * syntax error as an overlay at its line, and drops the overlay once the file is fixed.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startDevServer, type DevServer } from '../src/dev/server';
import { launchBrowser } from './support/chromium';
import { run } from './support/run';

const root = resolve(import.meta.dirname, '../..');
mkdirSync(join(root, 'tmp'), { recursive: true });
const games = mkdtempSync(join(root, 'tmp', 'deckhand-dev-'));
let server: DevServer | undefined;
let browser: Browser | undefined;
afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(games, { recursive: true, force: true });
});

const version = (page: Page) => page.locator('main.dev').getAttribute('data-version').then(Number);
const moves = (page: Page) => page.locator('main.dev').getAttribute('data-moves').then(Number);

/** Plays the first legal action the side panel lists. */
async function playOne(page: Page) {
  const before = await moves(page);
  await page.getByRole('complementary', { name: 'Designer panel' }).locator('details[open] .dev-actions button').first().click();
  await expect.poll(() => moves(page)).toBe(before + 1);
}

describe('deckhand dev', () => {
  it('swaps in a rule change replaying the moves, shows a syntax error at its line, and clears it when fixed', async () => {
    expect((await run(['new', 'climb', '--games-root', games])).code).toBe(0);
    const file = join(games, 'climb', 'game.yaml');
    const original = readFileSync(file, 'utf8');
    const logs: string[] = [];
    const logTimes: number[] = [];
    server = await startDevServer({ id: 'climb', gamesRoot: games, port: 0, log: (l) => (logs.push(l), logTimes.push(Date.now())) });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/dev\/climb$/);

    browser = await launchBrowser();
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url);
    await page.locator('.match-board').waitFor({ timeout: 60_000 });
    expect(await version(page)).toBe(1);
    await playOne(page);
    await playOne(page);

    // A rule change: the hand size. The page swaps the new game in without reloading (a marker on window stays),
    // keeps the seed, replays.
    const seed = await page.locator('.dev-new input').first().inputValue();
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    const saved = Date.now();
    writeFileSync(file, original.replace('    default: 5\n', '    default: 7\n'));
    await expect.poll(() => version(page), { timeout: 30_000 }).toBe(2);
    const reloadMs = Date.now() - saved;
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    await expect.poll(() => page.getByTestId('dev-replay').innerText()).toMatch(/^Reloaded after game\.yaml changed: (replayed 2 of 2 moves\.|replay stopped at move [12] of 2 \(seat \d: (play|draw)\(.*\)\): .+)$/);
    expect(await page.locator('.dev-new input').first().inputValue()).toBe(seed);
    expect(await page.getByTestId('dev-state').innerText()).toContain('"handSize": 7');
    console.log(`reload after a save: ${reloadMs} ms (validated after ${logTimes.at(-1)! - saved} ms)`);

    // A syntax error: an overlay at the right line, over the last match that compiled (never a blank page).
    const broken = original.replace('name: Climb\n', 'name: Climb: broken\n');
    const line = broken.split('\n').indexOf('name: Climb: broken') + 1;
    writeFileSync(file, broken);
    await expect.poll(() => version(page), { timeout: 30_000 }).toBe(3);
    const overlay = page.getByTestId('dev-overlay');
    await overlay.waitFor();
    const where = await overlay.locator('.dev-where').first().innerText();
    expect(where).toMatch(new RegExp(`climb/game\\.yaml:${line}:\\d+$`));
    expect(await overlay.locator('.dev-source').first().innerText()).toContain(`${line} | name: Climb: broken`);
    expect(await overlay.getByTestId('dev-diagnostic').first().innerText()).toMatch(/\[yaml\/syntax\]/);
    expect(await page.locator('.match-board').isVisible()).toBe(true);
    expect(logs.join('\n')).toMatch(new RegExp(`game\\.yaml:${line}:\\d+: .*\\[yaml/syntax\\]`));
    // The designer may look at the board meanwhile: hidden, the overlay leaves a banner.
    await overlay.getByRole('button', { name: 'Hide until the next save' }).click();
    expect(await page.getByTestId('dev-overlay').count()).toBe(0);
    expect(await page.getByRole('alert').filter({ hasText: 'runs the last version that compiled' }).count()).toBe(1);

    // The fix: the overlay goes, the match is back.
    writeFileSync(file, original);
    await expect.poll(() => version(page), { timeout: 30_000 }).toBe(4);
    expect(await page.getByTestId('dev-overlay').count()).toBe(0);
    expect(await page.getByRole('alert').filter({ hasText: 'runs the last version that compiled' }).count()).toBe(0);
    await page.locator('.match-board').waitFor();
    expect(await page.getByTestId('dev-state').innerText()).toContain('"handSize": 5');

    // The game's own TypeScript (a hooks.ts added): code the page imports, so the page reloads and replays.
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    writeFileSync(join(games, 'climb', 'hooks.ts'), 'export const hooks = {};\n');
    await expect.poll(() => version(page), { timeout: 30_000 }).toBe(5);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
    await expect.poll(() => page.getByTestId('dev-replay').innerText()).toMatch(/^Reloaded after hooks\.ts changed/);
    expect(await page.locator('.dev-new input').first().inputValue()).toBe(seed);
    expect(errors).toEqual([]);
  });
});
