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
    // The card is uncovered and the answer field takes the focus (an effect after the render that opened the form:
    // on a loaded machine a frame or more later): wait for it — or for the bot to end the round first — then the
    // guess goes straight in and is sent with Enter, as one types an answer.
    const ready = await waitForValue(
      page,
      `the answer field to take the focus in round ${round}`,
      (r) => {
        const el = document.activeElement;
        if (el?.tagName === 'INPUT' && el.getAttribute('aria-label') === 'Answer') return 'focused';
        const status = document.querySelector('.dh-board-status')?.textContent ?? '';
        return document.querySelector('.match-board')?.getAttribute('data-over') === 'true' || !new RegExp(`Round ${r}(?!\\d)`).test(status) ? 'moved on' : false;
      },
      15_000,
      round,
    );
    const f = await focused(page);
    if (ready === 'focused' && f.tag === 'INPUT' && f.name === 'Answer') {
      await page.keyboard.insertText(WRONG_GUESS);
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
      // One look at the page (the bot may end the round any moment): while the round is on, the raced card is drawn
      // and the dock says the answer was not right.
      const seen = await page.evaluate((r) => {
        const status = document.querySelector('.dh-board-status')?.textContent ?? '';
        return {
          on: new RegExp(`Round ${r}(?!\\d)`).test(status) && document.querySelector('.match-board')?.getAttribute('data-over') !== 'true',
          raced: [...document.querySelectorAll('[role="img"][aria-label]')].filter((e) => /read the (black|red|blue) ring/.test(e.getAttribute('aria-label') ?? '')).length,
          wrong: document.querySelector('[role="status"][aria-label="Wrong answers"]')?.textContent ?? null,
        };
      }, round);
      if (seen.on && seen.wrong !== null) {
        expect(seen.raced, 'the raced card is drawn').toBe(1);
        expect(seen.wrong).toMatch(/^Not right: 1 wrong answer this round\. Try again, or say you're stuck\.$/);
      }
      if (seen.on && (await moveOpen(page, "I'm stuck"))) {
        const { state: before } = await boardState(page);
        // The bot may take the card between the look and the click: then the button is gone, and that is fine.
        const clicked = await page.getByRole('form', { name: "I'm stuck" }).getByRole('button', { name: "I'm stuck" }).click({ timeout: 5_000 }).then(() => true, () => false);
        if (clicked) {
          await nextState(page, before, 'saying stuck');
          tally.stuck++;
        }
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
