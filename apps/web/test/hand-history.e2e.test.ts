/**
 * Scores by hand on the match page (issue 37 item 6), in Chromium against the production build and the real server:
 * a game of several hands (Crib, two players, to 61: some six to nine hands) played to its end by the page — a random
 * one of the server's legal moves each time, by mouse (play/by-legal-moves.ts) — against a bot; the end screen then
 * shows a row per hand whose last totals are the end table's scores, and a chart with a line per player. During
 * play, once a hand is scored, the board's header offers the same behind "Scores by hand". Screenshots of the end
 * screen at desktop and phone width, light and dark, are saved for a person to look at (E2E_SHOTS, else the system's
 * temporary folder).
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createMatch, setName, useServerAndBrowser } from './browser';
import { playByLegalMoves, type MoveShapes } from './play/by-legal-moves';
import { Referee } from './play/referee';
import { expectGameOver, watchErrors } from './play/table';

const env = useServerAndBrowser();
const SHOTS = process.env['E2E_SHOTS'] ?? join(tmpdir(), 'deckhand-hand-history');
const verbose = (...a: unknown[]) => process.env['E2E_VERBOSE'] && console.log(...a);

/** Plays this seat by the server's legal moves, by mouse, until the game is over. */
async function playToEnd(page: Page, game: string, players: number): Promise<void> {
  const referee = await Referee.forPage(page, env.server.url, players);
  const def = (await (await fetch(`${env.server.url}/api/games/${game}/client`)).json()) as { moves: MoveShapes };
  try {
    const tally = await playByLegalMoves(page, referee, def.moves, { keyboard: false, seed: 7, maxMoves: 400, deadline: Date.now() + 240_000 });
    expect(tally.over, `${game} played to its end (${tally.bounded ?? ''})`).toBe(true);
  } finally {
    referee.close();
  }
}

describe('scores by hand', () => {
  it('Crib played to 61: a row per hand and a chart on the end screen, the toggle during play', async () => {
    const page = await (await env.browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' })).newPage();
    const errors = watchErrors(page);
    await createMatch(page, env.server.url, 'crib', 'Crib', { name: 'Ada', players: 2, bots: 1, level: 'easy' });
    const referee = await Referee.forPage(page, env.server.url, 2);
    const def = (await (await fetch(`${env.server.url}/api/games/crib/client`)).json()) as { moves: MoveShapes };
    let sawToggle = false;
    try {
      // Played in short stretches (Crib asks a player two moves a hand: lay away, count), looking between them for
      // the header's toggle, which the page draws once it has the state in which a hand was scored.
      for (let stretch = 0; stretch < 200; stretch++) {
        const tally = await playByLegalMoves(page, referee, def.moves, { keyboard: false, seed: 1000 + stretch, maxMoves: 2, deadline: Date.now() + 60_000 });
        if (tally.over) break;
        if (sawToggle || stretch < 1) continue;
        const toggle = page.locator('.dh-board-status summary', { hasText: 'Scores by hand' });
        if (!(await toggle.waitFor({ timeout: 5000 }).then(() => true, () => false))) continue;
        await toggle.click();
        await expect.poll(() => page.locator('.dh-board-status table tbody tr').count(), { timeout: 10_000 }).toBeGreaterThan(0);
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: join(SHOTS, 'crib-during-play-1280.png') });
        // On a phone, dark: the panel spans the screen under the toggle.
        await page.setViewportSize({ width: 390, height: 844 });
        await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
        const panel = (await page.locator('.dh-scores-by-hand-panel').boundingBox())!;
        expect(panel.x).toBeGreaterThanOrEqual(0);
        expect(panel.x + panel.width).toBeLessThanOrEqual(390.5);
        await page.screenshot({ path: join(SHOTS, 'crib-during-play-390-dark.png') });
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
        await toggle.click();
        sawToggle = true;
      }
    } finally {
      referee.close();
    }
    await expectGameOver(page, 2);
    expect(sawToggle, 'the header offered Scores by hand once a hand was scored').toBe(true);

    const end = page.getByRole('region', { name: 'Game over' });
    const history = end.locator('.dh-scores-by-hand');
    const table = history.getByRole('table');
    await table.waitFor({ timeout: 10_000 });
    const rows = table.locator('tbody tr');
    const hands = await rows.count();
    verbose('crib hands', hands);
    expect(hands).toBeGreaterThanOrEqual(2);
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Hand', 'Ada', 'Bot 2']);
    // The last row's totals are the end table's scores, seat by seat.
    const last = (await rows.nth(hands - 1).locator('td .dh-hh-total').allInnerTexts()).map((t) => Number(t.replace('−', '-')));
    const scores = await end.locator('.end-table tbody tr').evaluateAll((trs) => trs.map((tr) => {
      const cells = [...tr.querySelectorAll('td')];
      const col = [...tr.closest('table')!.querySelectorAll('thead th')].findIndex((th) => th.textContent === 'Score');
      return Number(cells[col - 1]?.textContent);
    }));
    expect(last).toEqual(scores);
    expect(Math.max(...last)).toBeGreaterThanOrEqual(61);
    // The chart: one line per player, an image whose label gives the final standing.
    const chart = history.getByRole('img');
    await expect.poll(() => chart.getAttribute('aria-label')).toMatch(new RegExp(`After the last: Ada ${last[0]}, Bot 2 ${last[1]}\\.$`));
    expect(await chart.locator('polyline').count()).toBe(2);

    mkdirSync(SHOTS, { recursive: true });
    for (const [width, height] of [[1280, 800], [390, 844]] as const) {
      await page.setViewportSize({ width, height });
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        await history.scrollIntoViewIfNeeded();
        // Readable at a phone's width: the chart fits the screen; a wide table scrolls inside its own region.
        const box = (await history.locator('svg.dh-hh-svg').boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await history.screenshot({ path: join(SHOTS, `crib-end-${width}-${colorScheme}.png`), animations: 'disabled' });
      }
    }
    expect(errors).toEqual([]);
    await page.context().close();
  }, 600_000);

  it('Spades to 50: a column per partnership, each member\'s bid and tricks, the totals the end table\'s', async () => {
    const page = await (await env.browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' })).newPage();
    const errors = watchErrors(page);
    await page.goto(env.server.url);
    await setName(page, 'Ada');
    await page.locator('[data-game="spades"]').click();
    const form = page.getByRole('form', { name: 'Create a Spades match' });
    await form.getByRole('combobox', { name: /^Bots/ }).selectOption('3');
    await form.getByRole('combobox', { name: /^Bot level/ }).selectOption('easy');
    // The host's shortest game: the target at its minimum.
    for (const field of await form.getByRole('spinbutton').all()) await field.fill((await field.getAttribute('min')) ?? '');
    await form.getByRole('button', { name: 'Create and join' }).click();
    await page.locator('.match-board').waitFor({ timeout: 30_000 });
    await playToEnd(page, 'spades', 4);
    await expectGameOver(page, 4);
    const end = page.getByRole('region', { name: 'Game over' });
    const table = end.locator('.dh-scores-by-hand').getByRole('table');
    await table.waitFor({ timeout: 10_000 });
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Hand', 'North-South', 'East-West']);
    const rows = table.locator('tbody tr');
    const hands = await rows.count();
    verbose('spades hands', hands);
    expect(hands).toBeGreaterThanOrEqual(1);
    // Under each team's total: its bags, then each member's bid and tricks (Ada and Bot 3 sit North-South).
    expect(await rows.first().locator('td').first().locator('.dh-hh-details').innerText()).toMatch(/^bags \d+; Ada: bid \d+, tricks \d+; Bot 3: bid \d+, tricks \d+$/);
    const last = (await rows.nth(hands - 1).locator('td .dh-hh-total').allInnerTexts()).map((t) => Number(t.replace('−', '-')));
    const scores = await end.locator('.end-table tbody tr').evaluateAll((trs) => trs.map((tr) => {
      const col = [...tr.closest('table')!.querySelectorAll('thead th')].findIndex((th) => th.textContent === 'Score');
      return Number(tr.querySelectorAll('td')[col - 1]?.textContent);
    }));
    expect(last).toEqual([scores[0], scores[1]]);
    expect(await end.locator('.dh-scores-by-hand svg.dh-hh-svg polyline').count()).toBe(2);
    mkdirSync(SHOTS, { recursive: true });
    await end.locator('.dh-scores-by-hand').screenshot({ path: join(SHOTS, 'spades-end-1280-light.png'), animations: 'disabled' });
    expect(errors).toEqual([]);
    await page.context().close();
  }, 400_000);
});
