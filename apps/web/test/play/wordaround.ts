/**
 * A WordARound player at the page, by mouse, against a bot. The page draws each card's words as glyph outlines, not
 * text (W13, and nothing a script could read: the hidden-information design), so a test cannot read the word as a
 * person would. What it can honestly do is what a player who cannot read this card does: it says it is ready (W3),
 * and on each uncovered card it finds the answer field focused, types a guess that is not an English word, sees
 * the page say it was not right (a wrong answer costs nothing, W5), and then says it is stuck. The bot reads the
 * card (it wins it) or is stuck too (the card is discarded, W10); the bot wins the match when it holds enough cards
 * (W11, the game's `cardsToWin` option, set low for a short match).
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { describeFocus, focused } from './keyboard';
import { boardState, moveOpen, nextState, waitForValue } from './table';

/** Not a word of the deck (its words are English words of 4 to 10 letters). */
export const WRONG_GUESS = 'qqxq';
const verbose = (...a: unknown[]) => process.env['E2E_VERBOSE'] && console.log(...a);

export interface RaceTally {
  ready: boolean;
  rounds: number;
  wrongShown: number;
  stuck: number;
}

type Step = 'over' | 'ready' | `race ${number}`;

const nextStep = () => {
  const open = (m: string) => {
    const f = document.querySelector(`.dh-board-moves form[aria-label="${m}"] fieldset`) as HTMLFieldSetElement | null;
    return f !== null && !f.disabled;
  };
  if (document.querySelector('.match-board')?.getAttribute('data-over') === 'true') return 'over';
  if (open('Ready')) return 'ready';
  if (open('Answer')) return `race ${document.querySelector('.dh-board-status')?.textContent?.match(/Round (\d+)/)?.[1] ?? 0}`;
  return false;
};

export async function playWordARoundByMouse(page: Page, maxRounds = 40): Promise<RaceTally> {
  const tally: RaceTally = { ready: false, rounds: 0, wrongShown: 0, stuck: 0 };
  for (let i = 0; i < maxRounds * 2; i++) {
    const step = (await waitForValue(page, 'our move or the end of the game', nextStep, 30_000)) as Step;
    const opened = Date.now();
    if (step === 'over') return tally;
    if (step === 'ready') {
      const { state } = await boardState(page);
      await page.getByRole('form', { name: 'Ready' }).getByRole('button', { name: 'Ready' }).click();
      await nextState(page, state, 'saying ready');
      tally.ready = true;
      continue;
    }
    const round = Number(step.slice('race '.length));
    // The card is uncovered and the answer field already has the focus: the guess goes straight in and is sent with
    // Enter, as one types an answer (the bot is reading too).
    await page.keyboard.insertText(WRONG_GUESS);
    const f = await focused(page);
    if (f.tag === 'INPUT' && f.name === 'Answer') {
      await page.keyboard.press('Enter');
      verbose(`round ${round}: guessed after ${Date.now() - opened} ms`);
    } else {
      // Only a round the bot ended meanwhile (it read the card first) excuses the focus being elsewhere.
      expect(await page.evaluate(nextStep), `focus when round ${round} opened: ${describeFocus(f)}`).not.toBe(step);
    }
    // The bot may take the card meanwhile: then the round is over and there is nothing left to say.
    const said = await waitForValue(
      page,
      'the verdict on our guess',
      (r) => {
        if (document.querySelector('[role="status"][aria-label="Wrong answers"]')) return 'wrong';
        const status = document.querySelector('.dh-board-status')?.textContent ?? '';
        return document.querySelector('.match-board')?.getAttribute('data-over') === 'true' || !new RegExp(`Round ${r}(?!\\d)`).test(status) ? 'moved on' : false;
      },
      15_000,
      round,
    );
    verbose(`round ${round}: ${said}`);
    if (said === 'wrong') {
      tally.wrongShown++;
      expect(await page.getByRole('img', { name: /read the (black|red|blue) ring/ }).count(), 'the raced card is drawn').toBe(1);
      expect(await page.getByRole('status', { name: 'Wrong answers' }).innerText()).toMatch(/^Not right: 1 wrong answer this round\. Try again, or say you're stuck\.$/);
      if (await moveOpen(page, "I'm stuck")) {
        const { state: before } = await boardState(page);
        await page.getByRole('form', { name: "I'm stuck" }).getByRole('button', { name: "I'm stuck" }).click();
        await nextState(page, before, 'saying stuck');
        tally.stuck++;
      }
    }
    // Wait for the next card (or the end) before racing again.
    await waitForValue(
      page,
      `round ${round} to end`,
      (r) => {
        const status = document.querySelector('.dh-board-status')?.textContent ?? '';
        return document.querySelector('.match-board')?.getAttribute('data-over') === 'true' || !new RegExp(`Round ${r}(?!\\d)`).test(status);
      },
      30_000,
      round,
    );
    tally.rounds++;
  }
  throw new Error(`WordARound did not end within ${maxRounds} rounds`);
}
