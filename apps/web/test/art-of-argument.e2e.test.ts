/**
 * Art of Argument in the browser against a bot: every round we pick a term card in secret and place it into a set
 * through the page (greedily, into the biggest of our sets it still fits, so a set may complete), and whenever the
 * quiz asks us a question we answer it through the QuizPanel and see the server's verdict there. Reaching our own
 * quiz depends on the deal, so the test requires a few full rounds and answers a question only if one comes; the
 * panel itself is covered by Storybook play tests on a real quiz state (packages/ui QuizPanel, GamePanels).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createMatch, useServerAndBrowser } from './browser';

const MAX_ROUNDS = 10;
const MIN_ROUNDS = 3;

const env = useServerAndBrowser();

interface Term {
  id: number;
  n: number;
}

/** Term cards (wilds left out) drawn face up under a selector, with their numbers read from the card labels. */
const termsIn = (page: Page, selector: string) =>
  page.locator(`${selector} [data-card]`).evaluateAll((els) =>
    els.flatMap((e) => {
      const n = e.getAttribute('aria-label')?.match(/^term (\d+):/i)?.[1];
      return n ? [{ id: Number(e.getAttribute('data-card')), n: Number(n) }] : [];
    }),
  );

/** Our sets, in order ("Your set 1: 2 cards", …). */
async function mySets(page: Page): Promise<number[][]> {
  const piles = page.locator('[role="group"][aria-label^="Your set "]');
  const out: number[][] = [];
  for (let i = 0; i < (await piles.count()); i++) out.push((await termsIn(page, `[role="group"][aria-label^="Your set ${i + 1}:"]`)).map((t) => t.n));
  return out;
}

/** A8 for term cards only (we never play wilds): 4 of a number, or 4 in a row — distinct numbers within a span of 4. */
function fits(set: number[], n: number): boolean {
  const all = [...set, n];
  if (all.every((x) => x === all[0])) return all.length <= 4;
  return new Set(all).size === all.length && Math.max(...all) - Math.min(...all) <= 3;
}

/** The biggest of our sets the number still fits, or -1 (a new set). */
function bestSet(sets: number[][], n: number): number {
  let best = -1;
  sets.forEach((s, i) => {
    if (s.length < 4 && fits(s, n) && (best < 0 || s.length > sets[best]!.length)) best = i;
  });
  return best;
}

type Step = 'over' | 'quiz' | 'pick' | 'place' | 'nothingToPlace';

/** Waits until the page offers us something to do (or the match is over) and says what. */
async function nextStep(page: Page): Promise<Step> {
  const h = await page.waitForFunction(
    () => {
      const open = (m: string) => {
        const f = document.querySelector(`form[aria-label="${m}"] fieldset`) as HTMLFieldSetElement | null;
        return f !== null && !f.disabled;
      };
      if (document.querySelector('.match-board')?.getAttribute('data-over') === 'true') return 'over';
      if (document.querySelector('[aria-label="Quiz"] button[data-option]:not(:disabled)')) return 'quiz';
      if (open('Place')) return document.querySelector('[aria-label^="Your revealed card: 1 "]') ? 'place' : 'nothingToPlace';
      if (open('Pick')) return 'pick';
      return false;
    },
    undefined,
    { timeout: 15_000 },
  );
  return (await h.jsonValue()) as Step;
}

/** After submitting a simultaneous move, its form is disabled ("Done: waiting…") or gone (the phase moved on). */
const moveDone = (page: Page, move: string) =>
  page.waitForFunction((m) => {
    const f = document.querySelector(`form[aria-label="${m}"] fieldset`) as HTMLFieldSetElement | null;
    return f === null || f.disabled;
  }, move, { timeout: 10_000 });

describe('Art of Argument in the browser', () => {
  it('picks and places through the page for several rounds; answers its quiz in the QuizPanel when asked', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1000, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await createMatch(page, env.server.url, 'art-of-argument', 'Art of Argument', { name: 'Ada', players: 2, bots: 1 });

    let picks = 0;
    let places = 0;
    const answered: string[] = [];
    for (;;) {
      const step = await nextStep(page);
      if (step === 'over') break;
      if (step === 'quiz') {
        // A11: our question — the term and four candidate definitions; the server judges the pick.
        const quiz = page.getByRole('region', { name: 'Quiz' });
        const term = (await quiz.locator('legend .dh-quiz-term').innerText()).trim();
        expect(await quiz.locator('button[data-option]').count()).toBe(4);
        await quiz.locator('button[data-option="0"]').click();
        await quiz.getByLabel('Last answer').filter({ hasText: new RegExp(`You (defined|missed) ${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).waitFor({ timeout: 10_000 });
        answered.push(term);
        continue;
      }
      if (step === 'nothingToPlace') {
        await page.getByRole('form', { name: 'Nothing to place' }).getByRole('button', { name: 'Nothing to place' }).click();
        await moveDone(page, 'Place');
        continue;
      }
      if (step === 'pick') {
        if (picks >= MAX_ROUNDS || (answered.length > 0 && picks >= MIN_ROUNDS)) break;
        const sets = await mySets(page);
        const hand = await termsIn(page, '[aria-label^="Your hand:"]');
        if (hand.length === 0) break; // only wilds in hand (rare): this test does not play wilds
        const score = (t: Term) => (bestSet(sets, t.n) < 0 ? 0 : sets[bestSet(sets, t.n)]!.length);
        const card = hand.reduce((a, b) => (score(b) > score(a) ? b : a));
        await page.locator(`[aria-label^="Your hand:"] button[data-card="${card.id}"]`).click();
        // One click picks it: a hand card's only legal play in this step is Pick (issue 37's one-click play).
        await moveDone(page, 'Pick');
        picks++;
        continue;
      }
      // A5: place the revealed card into the biggest set it fits, or start a new set.
      const [played] = await termsIn(page, '[aria-label^="Your revealed card:"]');
      expect(played, 'we only ever pick term cards').toBeDefined();
      const target = bestSet(await mySets(page), played!.n);
      // The board offers each place the revealed card may go as one button ("Place on your set 2").
      const where = target < 0 ? /^Place on your new set$/ : new RegExp(`^Place on your set ${target + 1}$`);
      // By its arrow under the set: the set's own cards (Rearrange may move them) lie on top of the rest of the place.
      await page.getByRole('button', { name: where }).first().locator('span').click();
      await moveDone(page, 'Place');
      places++;
    }

    if (process.env['E2E_VERBOSE']) console.log({ picks, places, answered, over: await page.locator('.match-board').getAttribute('data-over') });
    const over = (await page.locator('.match-board').getAttribute('data-over')) === 'true';
    expect(picks >= MIN_ROUNDS || over, `picks=${picks} over=${over}`).toBe(true);
    expect(places).toBeGreaterThanOrEqual(picks - 1); // the last pick's placement may be cut off by the end
    // The other seat's hand never shows (A15) while the match is on.
    if (!over) expect(await page.locator('[aria-label="Other players"] [aria-label^="Bot 2\'s hand:"] [data-card]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 40_000);
});
