/**
 * End to end: the built client served by the real server, in headless Chromium. Creates a Bag match for 3 with 2
 * bots from the lobby, plays through the match page until the game ends, and checks at every step that the page
 * shows this seat's own hand only (other hands as backs and counts); then a reload rejoins the seat and a fresh
 * browser (no credentials) only watches.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from './browser';
const MAX_MOVES = 22; // enough to name every number we do not hold: the match ends by then

const env = useServerAndBrowser();

/** Card ids drawn face up inside a landmark region. */
const cardsIn = (page: Page, region: string) =>
  page.locator(`[aria-label="${region}"] [data-card]`).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-card'))));

const boardState = (page: Page) =>
  page.locator('.match-board').evaluate((el) => ({ turn: Number(el.getAttribute('data-turn')), over: el.getAttribute('data-over') === 'true' }));

/** This seat's own hand is visible; no card of another seat's is, while the game is on. */
async function expectOnlyOwnHand(page: Page) {
  // Read in one go with the game-over flag: the last state (every hand shown) may arrive between two separate reads.
  const { over, others } = await page.evaluate(() => ({
    over: document.querySelector('.match-board')?.getAttribute('data-over') === 'true',
    others: [...document.querySelectorAll('[aria-label="Other players"] [data-card]')].map((e) => Number(e.getAttribute('data-card'))),
  }));
  if (over) return; // Bag reveals every hand at the end (revealAtEnd).
  expect(others).toEqual([]);
  // …only their counts (a hidden hand is labelled "<name>'s hand: N cards").
  expect(await page.locator('[aria-label="Other players"] [aria-label$=" cards"], [aria-label="Other players"] [aria-label$=" card"]').count()).toBeGreaterThan(0);
}

describe('web client against the real server', () => {
  it('lobby → create Bag for 3 with 2 bots → play to the end, seeing only our own hand', async () => {
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } }); // a phone
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));

    await page.goto(env.server.url);
    await page.locator('#player-name').fill('Ada');
    await page.locator('[data-game="bag"]').click();
    const form = page.getByRole('form', { name: 'Create a Bag match' });
    await form.getByLabel('Players').selectOption('3');
    await form.getByLabel('Bots').selectOption('2');
    await form.getByRole('button', { name: 'Create and join' }).click();

    await page.waitForURL(/\/match\/bag\/[A-Za-z0-9_-]+$/);
    const matchUrl = page.url();
    await expect.poll(() => page.getByTestId('seat-line').innerText()).toMatch(/You are Ada \(seat 1\)/);
    expect(await page.getByLabel('Share link').inputValue()).toBe(matchUrl);
    await page.locator('.match-board').waitFor();

    const mine = await cardsIn(page, 'Your area');
    expect(mine.length).toBeGreaterThan(0); // 22 cards dealt to 3 seats (bots may already have named some)
    await expectOnlyOwnHand(page);

    const named = new Set<number>();
    let moves = 0;
    let reloaded = false;
    for (;;) {
      // Wait until it is our turn, or the match is over (we may be out while the bots finish it).
      await page.waitForFunction(
        () => {
          const b = document.querySelector('.match-board');
          const name = document.querySelector('form[aria-label="Name a number"] fieldset') as HTMLFieldSetElement | null;
          return b?.getAttribute('data-over') === 'true' || (name !== null && !name.disabled) || /out of the game/i.test(document.body.innerText);
        },
        undefined,
        { timeout: 15_000 },
      );
      const { turn, over } = await boardState(page);
      await expectOnlyOwnHand(page);
      if (over || moves >= MAX_MOVES) break;
      // Read in one look: the last bot move can end the match (and take the form away) between two reads, and a
      // locator read of a form that has gone waits for it to come back.
      const canName = await page.evaluate(() => {
        const f = document.querySelector('form[aria-label="Name a number"] fieldset') as HTMLFieldSetElement | null;
        return f !== null && !f.disabled;
      });
      if (!canName) break; // we are out, or the match has just ended: nothing more to do

      // Name a number we do not hold (and have not named): it strips another seat's hand if anyone has it.
      const hand = new Set(await cardsIn(page, 'Your area'));
      // An empty hand is out of the game (Bag's elimination), even in the moment before the page says so.
      if (hand.size === 0) break;
      const faces = await page.locator('[aria-label="Your area"] [data-card]').allInnerTexts();
      const values = new Set(faces.map((t) => Number(t.match(/\d+/)?.[0])));
      expect(hand.size).toBe(values.size);
      const n = Array.from({ length: 22 }, (_, i) => i).find((v) => !values.has(v) && !named.has(v))!;
      named.add(n);
      const nameForm = page.getByRole('form', { name: 'Name a number', exact: true });
      // The number is the move's only choice: pressing it names it.
      await nameForm.getByRole('group', { name: 'Number' }).getByRole('button', { name: String(n), exact: true }).click();
      moves++;
      await page.waitForFunction((t) => {
        const b = document.querySelector('.match-board');
        return b !== null && (Number(b.getAttribute('data-turn')) > t || b.getAttribute('data-over') === 'true');
      }, turn, { timeout: 15_000 });

      if (!reloaded && moves === 2) {
        // A reload rejoins the same seat from localStorage.
        reloaded = true;
        await page.reload();
        await page.locator('.match-board').waitFor();
        await expect.poll(() => page.getByTestId('seat-line').innerText()).toMatch(/You are Ada/);
        expect((await cardsIn(page, 'Your area')).length).toBeGreaterThan(0);
      }
    }
    expect(moves).toBeGreaterThan(0);
    await expectOnlyOwnHand(page);
    // However it went, it went somewhere: the match ended, we played our N moves, or we are out.
    const final = await boardState(page);
    const out = /out of the game/i.test(await page.locator('body').innerText()) || (await cardsIn(page, 'Your area')).length === 0;
    expect(final.over || moves >= MAX_MOVES || out, `over=${final.over} moves=${moves} out=${out}`).toBe(true);
    if (process.env['E2E_VERBOSE']) console.log({ ...final, moves, out, reloaded });

    // A second browser without credentials only watches: no seat, no hand, no playable move.
    const watcher = await (await env.browser.newContext()).newPage();
    await watcher.goto(matchUrl);
    await watcher.locator('.match-board').waitFor();
    expect(await watcher.getByTestId('seat-line').innerText()).toBe('Watching');
    expect(await watcher.locator('[aria-label="Your area"]').count()).toBe(0);
    if (!(await boardState(watcher)).over) expect(await cardsIn(watcher, 'Other players')).toEqual([]);

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000); // a whole match on a phone, a reload and a watcher: about 40 s on a quiet machine, more on a busy one
});
