/**
 * Arranging your own hand on the match page (issue 37 item 5), in Chromium against the production build and the real
 * server: in Crazy Eights (the hand's order is the player's), a card dragged by the mouse onto another's place takes
 * it, the order outlives a reload of the page (kept in this browser for the match), a card carried by keyboard moves
 * too, and Sort puts the hand back in suit-then-rank order. Nothing is sent: the server's hand is as it was.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createMatch, useServerAndBrowser } from './browser';

const env = useServerAndBrowser();
const POLL = { timeout: 15_000 };

/** The cards of Ada's hand as drawn, by name. */
const handOrder = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[role="group"][aria-label^="Your hand:"] .dh-card')].map((e) => e.getAttribute('aria-label') ?? ''));

/** What dnd-kit last said to a screen reader (its live region). */
const said = (page: Page) => page.evaluate(() => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '');

/**
 * Drags `from` onto `onto` with the real mouse, in steps (a short move is a click, not a drag), letting go once the
 * board says the card is over that place.
 */
async function drag(page: Page, from: string, onto: string, place: RegExp) {
  const hand = page.getByRole('group', { name: /^Your hand:/ });
  // Hovered first: the page is where it stays (scrolled to the board once it drew) before anything is measured.
  await hand.getByRole('button', { name: from, exact: true }).hover();
  const a = (await hand.getByRole('button', { name: from, exact: true }).boundingBox())!;
  const b = (await hand.getByRole('button', { name: onto, exact: true }).boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 - 10, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await expect.poll(() => said(page), POLL).toMatch(place);
  await page.mouse.up();
}

describe('arranging your hand on the match page', () => {
  it('by mouse and by keyboard, kept across a reload, and sorted again on request', async () => {
    const page = await (await env.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await createMatch(page, env.server.url, 'crazy-eights', 'Crazy Eights', { name: 'Ada', players: 2, bots: 1 });
    // The drag kit (and with it the arranging) is fetched on demand, once the board has drawn.
    await page.locator('.dh-board[data-drag="ready"]').waitFor();
    const sorted = await handOrder(page);
    expect(sorted.length).toBeGreaterThanOrEqual(5);
    const server = await page.evaluate(() => document.querySelector('[role="group"][aria-label^="Your hand:"]')?.getAttribute('aria-label'));

    // By mouse: the last card onto the first card's place.
    const last = sorted.at(-1)!;
    await drag(page, last, sorted[0]!, /^Over Your hand, place 1 of \d+: let go to put it there\.$/);
    await expect.poll(() => handOrder(page), { ...POLL, message: `dragged ${last} onto ${sorted[0]} of ${JSON.stringify(sorted)}; said: ${await said(page)}` }).toEqual([last, ...sorted.slice(0, -1)]);
    expect(await page.getByRole('button', { name: 'Sort your hand' }).count()).toBe(1);
    const arranged = await handOrder(page);

    // A reload of the page keeps it (this browser, this match), once the kit is back.
    await page.reload();
    await page.locator('.dh-board[data-drag="ready"]').waitFor();
    const kept = await handOrder(page);
    // Cards the bot's moves brought in since would come at the end; Ada does not move meanwhile, so none did.
    expect(kept).toEqual(arranged);
    expect(await page.evaluate(() => document.querySelector('[role="group"][aria-label^="Your hand:"]')?.getAttribute('aria-label'))).toBe(server);

    // By keyboard: Space lifts the first card, → carries it over the second's place, Space puts it there.
    const hand = page.getByRole('group', { name: /^Your hand:/ });
    await page.waitForTimeout(100);
    await hand.getByRole('button', { name: kept[0]!, exact: true }).focus();
    await page.keyboard.press('Space');
    await page.locator('[data-dragging="true"]').waitFor();
    // The arrow keys are heard from the next moment on (dnd-kit's keyboard sensor listens after the key that lifted).
    await page.waitForTimeout(100);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => said(page), POLL).toMatch(/^Over Your hand, place 2 of \d+: let go to put it there\.$/);
    await page.keyboard.press('Space');
    await expect.poll(() => handOrder(page), POLL).toEqual([kept[1], kept[0], ...kept.slice(2)]);

    // Sort: back to suit then rank.
    await page.waitForTimeout(100);
    await page.getByRole('button', { name: 'Sort your hand' }).click();
    await expect.poll(() => handOrder(page), POLL).toEqual(sorted);
    expect(await page.getByRole('button', { name: 'Sort your hand' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
