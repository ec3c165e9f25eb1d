/**
 * WordARound in the browser, two people at one table (two pages, no bot: nobody can beat us to the word, so the test
 * has no race of its own): both press ready, both pages draw the uncovered card as the same RingCard (seeded by match
 * and card), Ada types the word of the designated ring and wins the card. The page holds no word as text (finding 8:
 * the server sends the words only as glyph outlines), so the test reads the word the way only a referee can: from the
 * server's storage and the game's deck file, not from the page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createMatch, useServerAndBrowser } from './browser';

const env = useServerAndBrowser();
const deck = parse(readFileSync(join(import.meta.dirname, '../../../packages/games/wordaround/content/cards.yaml'), 'utf8')) as Record<string, string>[];

/** The raced card: the RingCard with a highlighted ring ("Word card, read the red ring"). */
const racedCard = (page: Page) => page.getByRole('img', { name: /read the (black|red|blue) ring/ });

/** What the page shows of the raced card: its name, the ring to read and the outline(s) of that ring's word. */
async function readCard(page: Page) {
  const card = racedCard(page);
  await card.waitFor();
  const name = (await card.getAttribute('aria-label'))!;
  const ring = name.match(/read the (black|red|blue) ring/)![1]!;
  const letters = await card.locator(`g[data-ring="${ring}"] path`).evaluateAll((els) => els.map((e) => ({ d: e.getAttribute('d'), at: e.getAttribute('transform') })));
  // The card's only text is the ring to read ("read" and its colour, in its middle), never a letter of a word.
  const texts = await card.locator('text:not(.dh-ring-read text)').count();
  const outlines = (await card.locator('path').evaluateAll((els) => els.map((e) => e.getAttribute('d')))).join('|');
  return { name, ring, letters, texts, outlines };
}

/** The uncovered card's three words and the one to type, from the stored match (the referee's view). */
function storedCard(matchID: string): { words: string[]; answer: string } {
  const db = new Database(join(env.server.dataDir, 'deckhand.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT state FROM matches WHERE match_id = ?').get(matchID) as { state: string };
    const G = JSON.parse(row.state).G as { zones: { stack: number[] }; vars: { ring: string } };
    const card = deck[G.zones.stack.at(-1)!]!;
    return { words: [card['black']!, card['red']!, card['blue']!], answer: card[G.vars.ring]! };
  } finally {
    db.close();
  }
}

/**
 * Attributes whose values come from a fixed vocabulary (or are drawing data), never from a card: a card word that is
 * also such a token ("polite", the value of every live region's aria-live) is not a leak.
 */
const FIXED_VOCABULARY = [
  ...['d', 'transform'],
  ...['aria-live', 'aria-relevant', 'aria-autocomplete', 'aria-haspopup', 'role', 'type', 'dir', 'lang'],
  ...['autocomplete', 'autocapitalize', 'inputmode', 'enterkeyhint', 'spellcheck'],
];

/**
 * Deck words the page itself says whatever the card: the Answer form, the rules drawer. They cannot tell a leak, so
 * the check leaves them out, and checks that the page says no other deck word of its own.
 */
const PAGE_WORDS = ['answer', 'drawer'];
const DECK_WORDS = deck.flatMap((c) => [c['black']!, c['red']!, c['blue']!]);

/**
 * Which of `words`, other than the page's own, appear on the page (text, names, attributes). `said`: words of rounds
 * already over, which the log spells (public by then, and next to a card alias that holds in this match only).
 */
async function leaked(page: Page, words: string[], said: string[] = []): Promise<string[]> {
  const own = (await onPage(page, DECK_WORDS)).filter((w) => !words.includes(w) && !said.includes(w));
  expect(own.filter((w) => !PAGE_WORDS.includes(w)), 'deck words the page says of its own').toEqual([]);
  return (await onPage(page, words)).filter((w) => !PAGE_WORDS.includes(w));
}

/** Which of `words` appear in the page's text, its accessible names or any attribute (outlines aside). */
async function onPage(page: Page, words: string[]): Promise<string[]> {
  const all = await page.evaluate((fixed) => {
    const out = [document.body.innerText];
    for (const el of document.querySelectorAll('*'))
      for (const a of el.getAttributeNames()) if (!fixed.includes(a)) out.push(el.getAttribute(a) ?? '');
    return out.join(' ').toLowerCase();
  }, FIXED_VOCABULARY);
  const seen = new Set(all.split(/[^a-z]+/));
  return words.filter((w) => seen.has(w.toLowerCase()));
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
    // The same drawing on both seats: the same ring to read, the same outline at the same place.
    expect(await readCard(bea)).toEqual(seen);
    expect(seen.ring).toBe('black'); // W4: black on the first card
    // Drawn, not written: each ring is an outline, no <text>; the card's name is neutral ("Word card").
    expect(seen.texts).toBe(0);
    expect(seen.name).toBe('Word card, read the black ring');
    const matchID = new URL(url).pathname.split('/').filter(Boolean).at(-1)!;
    const { words, answer: word } = storedCard(matchID);
    // One drawing for the whole word (finding 2): no outline per letter a script could match against the font.
    expect(seen.letters).toHaveLength(1);
    expect(seen.letters[0]!.d).toMatch(/^M/);
    expect(word.length).toBeGreaterThan(1);
    // None of the card's words anywhere a script could read them on either page (text, names, attributes).
    expect(await leaked(ada, words)).toEqual([]);
    expect(await leaked(bea, words)).toEqual([]);

    const answer = ada.getByRole('form', { name: 'Answer' });
    await answer.getByRole('textbox', { name: 'Answer' }).fill(word);
    await answer.getByRole('button', { name: 'Send' }).click();

    // W6: the card goes face down onto Ada's pile (its back shows), for both seats to see.
    await ada.locator('[aria-label^="Your cards won: 1 card"]').waitFor();
    await bea.locator('[aria-label^="Ada\'s cards won: 1 card"]').waitFor();
    expect(await bea.locator('[aria-label^="Your cards won: 0 cards"]').count()).toBe(1);
    // …and the race goes on with the next card (a new one: its outlines differ), still drawn, never written.
    await ada.waitForFunction((first) => {
      const card = [...document.querySelectorAll('[role="img"][aria-label*="read the"]')][0];
      const paths = card ? [...card.querySelectorAll('path')].map((p) => p.getAttribute('d')).join('|') : '';
      return paths !== '' && paths !== first;
    }, seen.outlines, { timeout: 10_000 });
    expect(await leaked(ada, storedCard(matchID).words, [word])).toEqual([]);
    // The round is over: the log says the word as text, which a screen reader reads out too.
    await expect.poll(() => bea.getByRole('region', { name: 'Game log' }).innerText()).toContain(`Ada read “${word}” first`);

    expect(errors).toEqual([]);
  }, 40_000);
});
