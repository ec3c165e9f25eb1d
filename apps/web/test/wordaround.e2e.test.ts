/**
 * WordARound in the browser, two people at one table (two pages, no bot: nobody can beat us to the word, so the test
 * has no race of its own): both press ready, both pages draw the uncovered card as the same RingCard (seeded by match
 * and card), Ada reads the word of the designated ring off the page and types it, and wins the card.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createMatch, useServerAndBrowser } from './browser';

const env = useServerAndBrowser();

/** The raced card: the RingCard with a highlighted ring ("…read the red ring…"). */
const racedCard = (page: Page) => page.getByRole('img', { name: /read the (black|red|blue) ring/ });

/** The designated ring, and where each of its letters is drawn (word order: the markup groups a ring's letters). */
async function readCard(page: Page) {
  const card = racedCard(page);
  await card.waitFor();
  const ring = (await card.getAttribute('aria-label'))!.match(/read the (black|red|blue) ring/)![1]!;
  const letters = await card.locator(`g[data-ring="${ring}"] text`).evaluateAll((els) => els.map((e) => ({ char: e.textContent, x: e.getAttribute('x'), y: e.getAttribute('y') })));
  return { ring, word: letters.map((l) => l.char).join(''), letters };
}

describe('WordARound in the browser', () => {
  it('two players: ready, read the designated ring, type it, win the card', async () => {
    const errors: string[] = [];
    const ada = await (await env.browser.newContext()).newPage();
    const bea = await (await env.browser.newContext()).newPage();
    for (const p of [ada, bea]) p.on('pageerror', (e) => errors.push(String(e)));

    const url = await createMatch(ada, env.server.url, 'wordaround', 'WordARound', { name: 'Ada', players: 2, bots: 0 });
    await bea.goto(url);
    const join = bea.getByRole('form', { name: 'Join this match' });
    await join.getByLabel('Your name').fill('Bea');
    await join.getByRole('button', { name: 'Join' }).click();
    await expect.poll(() => bea.getByTestId('seat-line').innerText()).toMatch(/You are Bea \(seat 2\)/);

    // W3: the top card stays covered until both are ready.
    for (const p of [ada, bea]) await p.getByRole('form', { name: 'Ready' }).getByRole('button', { name: 'Ready' }).click();

    const seen = await readCard(ada);
    // The same drawing on both seats: the same ring to read, every letter at the same place.
    expect(await readCard(bea)).toEqual(seen);
    expect(seen.ring).toBe('black'); // W4: black on the first card
    expect(seen.word).toMatch(/^[a-z]{4,10}$/i);

    const answer = ada.getByRole('form', { name: 'Answer' });
    await answer.getByRole('textbox', { name: 'Answer' }).fill(seen.word);
    await answer.getByRole('button', { name: 'Answer' }).click();

    // W6: the card goes face down onto Ada's pile (its back shows), for both seats to see.
    await ada.locator('[aria-label="Your won: 1 card"]').waitFor();
    await bea.locator('[aria-label="Ada\'s won: 1 card"]').waitFor();
    expect(await bea.locator('[aria-label="Your won: 0 cards"]').count()).toBe(1);
    // …and the race goes on with the next card (a new one, in the ring named by the won card's back).
    await ada.waitForFunction((word) => {
      const card = [...document.querySelectorAll('[role="img"][aria-label*="read the"]')][0];
      const ring = card?.getAttribute('aria-label')?.match(/read the (\w+) ring/)?.[1];
      const next = ring ? card!.querySelector(`g[data-ring="${ring}"]`)?.textContent : undefined;
      return next !== undefined && next !== word; // 300 different words on 100 cards: a new card reads differently
    }, seen.word, { timeout: 10_000 });

    expect(errors).toEqual([]);
  }, 40_000);
});
