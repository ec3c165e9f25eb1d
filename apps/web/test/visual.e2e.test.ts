/**
 * Visual regression of the production build, served by the real server: each game's match page at start,
 * mid-game and over (seeded playouts, packages/ui/src/fixtures), on a desktop (1280×800) and a phone (390×844), in
 * the light and the dark colour scheme, with reduced motion, the board scrolled to the top of the screen, compared
 * with committed baselines (test/visual/baselines, pixelmatch). The same pages must not scroll sideways at 360 px, must keep the seat's dock (hand and
 * moves) on the phone's first screen, and must have no serious or critical axe-core violation (every scene, light,
 * on the desktop). Last, the live board must match its Storybook story of the same state.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from './browser';
import { seriousViolations } from './visual/axe';
import { loadFixture, openFakeMatch } from './visual/fake-match';
import { diffPng, MAX_DIFF_RATIO, matchBaseline } from './visual/pixels';
import { visualScenes, storyName } from './visual/scenes';
import { openStory, storyNames } from './visual/story-page';

const env = useServerAndBrowser();

const { scenes: SCENES, missing: MISSING } = visualScenes();
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const SCHEMES = ['light', 'dark'] as const;

/**
 * One font everywhere, the one Debian's chromium brings along (fonts-dejavu-core): `system-ui` resolves to whatever
 * a machine has, and baselines must hold on a fresh CI machine as on this one.
 */
export const PINNED_FONT = `*, *::before, *::after { font-family: 'DejaVu Sans', sans-serif !important; }`;

const pinned = new WeakSet<Page>();

/** What changes with the clock, not the state (a race round's countdown): masked in every screenshot. */
const ticking = (page: Page) => [page.locator('.dh-race-clock')];

/**
 * The page once drawn and settled: the board is there, every part fetched on demand that it draws has arrived (a
 * placeholder stands in until then, marked `data-loading`: the quiz panel, WordARound's ring cards), one font pinned
 * and loaded, nothing is moving.
 */
async function settled(page: Page) {
  await page.locator('.dh-board').waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-loading]'));
  if (!pinned.has(page)) {
    pinned.add(page);
    await page.addStyleTag({ content: PINNED_FONT });
  }
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));
}

/**
 * The board as the player sees it once scrolled to it: the page scrolled so the board starts at the top of the
 * screen, clipped to the board. The page frame around it (header, banners: the match page's) may change without
 * touching these baselines; the board's own layout, the pinned dock included, is what they hold.
 */
async function boardAtTop(page: Page, size: { width: number; height: number }) {
  const box = await page.evaluate(() => {
    // Room below, so that any board can be scrolled to the top of the screen.
    document.body.style.paddingBottom = '100vh';
    const b = document.querySelector('.dh-board')!;
    window.scrollTo(0, b.getBoundingClientRect().top + window.scrollY);
    const r = b.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
  await settled(page);
  return { x: Math.max(0, box.x), y: Math.max(0, box.y), width: Math.min(box.width, size.width), height: Math.min(box.height, size.height - Math.max(0, box.y)) };
}

/**
 * The shared zones a move plays on (GameBoard's `data-targeted` places: Spite and Malice's centre piles, Expeditions'
 * discard piles) that are not wholly on screen above the pinned dock with the table scrolled to its top: each by
 * its accessible name. A player must see where a card can go without scrolling the table.
 */
async function targetsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('.dh-board-main')!;
    main.scrollTop = 0;
    const view = main.getBoundingClientRect();
    const bottom = Math.min(view.bottom, window.innerHeight);
    return [...document.querySelectorAll('.dh-board-table .dh-board-place[data-targeted]')]
      .filter((p) => {
        // The zone itself: its place has no box of its own on a wide screen (display: contents).
        const r = (p.firstElementChild ?? p).getBoundingClientRect();
        return r.top < view.top - 1 || r.bottom > bottom + 1 || r.left < -1 || r.right > window.innerWidth + 1;
      })
      .map((p) => p.querySelector('[aria-label]')?.getAttribute('aria-label') ?? '?');
  });
}

describe('the match page looks as its baselines, on both widths and in both schemes', () => {
  it('every shipped game has its start, mid-game and over (else: npm run fixtures -w @deckhand/ui)', () => {
    expect(MISSING).toEqual([]);
    expect(SCENES.size).toBeGreaterThanOrEqual(12);
  });
  it('Expeditions at four players, 1280×800: the three other seats share one row, the discard piles show above the dock', async () => {
    const page = await env.browser.newPage({ viewport: VIEWPORTS.desktop, reducedMotion: 'reduce' });
    const match = await openFakeMatch(page, env.server.url, loadFixture('expeditions-four'));
    await page.goto(match.url);
    await page.locator('.dh-board').waitFor();
    await boardAtTop(page, VIEWPORTS.desktop);
    const tops = await page.locator('.dh-board-seat').evaluateAll((seats) => seats.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size, `seat tops ${tops.join(', ')}`).toBe(1);
    await expect.poll(() => targetsOffScreen(page)).toEqual([]);
    expect(await page.locator('.dh-board-place[data-targeted]').count()).toBeGreaterThan(0);
    await page.close();
  }, 120_000);
  for (const [game, stages] of SCENES) {
    it(`${game}: start, mid-game and over`, async () => {
      const context = await env.browser.newContext({ reducedMotion: 'reduce' });
      const failures: string[] = [];
      const errors: string[] = [];
      const violations: string[] = [];
      const hidden: string[] = [];
      for (const { stage, file } of stages) {
        const t0 = Date.now();
        const page = await context.newPage();
        page.on('pageerror', (e) => errors.push(String(e)));
        const match = await openFakeMatch(page, env.server.url, loadFixture(file));
        await page.setViewportSize(VIEWPORTS.desktop);
        await page.goto(match.url);
        for (const [width, size] of Object.entries(VIEWPORTS)) {
          await page.setViewportSize(size);
          for (const colorScheme of SCHEMES) {
            await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
            await settled(page);
            const shot = await page.screenshot({ animations: 'disabled', caret: 'hide', clip: await boardAtTop(page, size), mask: ticking(page) });
            const name = `${game}-${stage}-${width}-${colorScheme}`;
            const d = matchBaseline(name, shot);
            if (d.ratio > MAX_DIFF_RATIO) failures.push(`${name}: ${(d.ratio * 100).toFixed(2)}% of pixels differ (see ${d.saved})`);
            // axe takes seconds a run: every scene once (desktop, light). Dark contrast is asserted on every text node
            // by the kit's dark stories (contrast.ts), in Storybook's Chromium tests.
            if (width === 'desktop' && colorScheme === 'light') violations.push(...(await seriousViolations(page, name)));
            // Where a move can play matters while the game is on; at the end the whole table is there to read.
            if (colorScheme === 'light' && stage !== 'over') hidden.push(...(await targetsOffScreen(page)).map((z) => `${name}: ${z}`));
          }
        }
        // A phone held upright, the board scrolled to: nothing wider than the screen (the hand wraps rather than
        // scrolling sideways), and the whole board (the seat's dock included) on one screen.
        await page.setViewportSize({ width: 360, height: 740 });
        await boardAtTop(page, { width: 360, height: 740 });
        const layout = await page.evaluate(() => {
          const board = document.querySelector('.dh-board')!.getBoundingClientRect();
          const hands = [...document.querySelectorAll('.dh-board-dock .dh-hand-cards')];
          return {
            scroll: document.documentElement.scrollWidth,
            boardBottom: board.bottom,
            handOverflow: hands.some((h) => h.scrollWidth > h.clientWidth + 1),
          };
        });
        expect(layout.scroll, `${game} ${stage}: page width at 360 px`).toBeLessThanOrEqual(360);
        expect(layout.handOverflow, `${game} ${stage}: the hand scrolls sideways at 360 px`).toBe(false);
        expect(layout.boardBottom, `${game} ${stage}: the board (and its dock) fits one screen`).toBeLessThanOrEqual(741);
        await page.close();
        if (process.env['E2E_VERBOSE']) console.log(`${game} ${stage}: ${Date.now() - t0} ms`);
      }
      await context.close();
      expect(errors).toEqual([]);
      expect(failures).toEqual([]);
      expect(violations).toEqual([]);
      expect(hidden, 'shared zones a move plays on, off the first screen above the dock').toEqual([]);
    }, 300_000); // about 40 s on an idle 2-core machine; generous for a loaded one
  }
});


describe('what ships is what Storybook shows', () => {
  it('the live board and its Storybook story of the same state differ by less than the threshold', async () => {
    // Tall enough that the whole board shows: the dock then sits where it belongs rather than pinned mid-board.
    const size = { width: 1280, height: 2400 };
    const context = await env.browser.newContext({ reducedMotion: 'reduce', colorScheme: 'light', viewport: size });
    const failures: string[] = [];
    // Each game's mid-game (the fullest table) against its Scenes story; every game must have one. Starts and ends
    // are left out to bound the time: the same board code draws them, and their baselines hold them.
    const names = new Set(await storyNames(await context.newPage()));
    const pairs = [...SCENES.values()].flat().filter((s) => s.stage === 'mid').map((s) => ({ file: s.file, fixture: s.fixture, story: storyName(s) }));
    expect(pairs.map((p) => p.story).filter((n) => !names.has(n)), 'mid-game scenes without a Scenes story').toEqual([]);
    for (const { file, story, fixture } of pairs) {
      const live = await context.newPage();
      const match = await openFakeMatch(live, env.server.url, fixture);
      await live.goto(match.url);
      await settled(live);
      const board = live.locator('.dh-board');
      const box = (await board.boundingBox())!;
      const shotLive = await board.screenshot({ animations: 'disabled', caret: 'hide', mask: ticking(live) });
      const page = await context.newPage();
      await openStory(page, story, box);
      await settled(page);
      const shotStory = await page.locator('.dh-board').screenshot({ animations: 'disabled', caret: 'hide', mask: ticking(page) });
      const d = diffPng(shotStory, shotLive, `live-vs-story-${file}`);
      if (d.ratio > MAX_DIFF_RATIO) failures.push(`${file}: ${(d.ratio * 100).toFixed(2)}% of pixels differ between the page and ${story} (see ${d.saved})`);
      await live.close();
      await page.close();
    }
    await context.close();
    expect(failures).toEqual([]);
  }, 600_000);
});
