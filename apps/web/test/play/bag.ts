/**
 * A Bag player at the page, by mouse, two players: it first returns five of its ten cards to the box (clicking five
 * of the cards the page marks playable, then "Return to the box", B5), then on each of its turns names a number it
 * does not hold and nobody has named that it saw (B6, B7) — or, holding one card, two such numbers at once (B8). It
 * only remembers what a player sees: its own hand and the numbers named on the page's log or by itself.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { boardState, describePage, moveOpen, nextState, playableCards, waitFor } from './table';

/** The moves' names as the page shows them (their forms' accessible names). */
export const BAG_MOVES = { returnToBox: 'Return to the box', name: 'Name a number', nameTwo: 'Name two numbers' } as const;

export interface BagTally {
  returned: number;
  named: number[];
  namedTwo: number;
}

/** Our hand's numbers, read off the cards' accessible names. */
const handNumbers = async (page: Page) =>
  (await page.locator('[aria-label="Your area"] [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).map(Number);

const ourMoveOrEnd = (moves: typeof BAG_MOVES) => {
  if (document.querySelector('.match-board')?.getAttribute('data-over') === 'true') return true;
  return Object.values(moves).some((m) => {
    const f = document.querySelector(`.dh-board-moves form[aria-label="${m}"] fieldset`) as HTMLFieldSetElement | null;
    return f !== null && !f.disabled;
  });
};

async function sayNumber(page: Page, move: string, n: number, state: number): Promise<void> {
  const form = page.getByRole('form', { name: move, exact: true });
  const choice = form.getByRole('button', { name: String(n), exact: true });
  expect(await choice.isEnabled(), `${move} ${n} is offered`).toBe(true);
  // The move's only choice: pressing it names the number (no second button to press).
  await choice.click();
  await nextState(page, state, `${move} ${n}`);
}

export async function playBagByMouse(page: Page, maxActions = 60): Promise<BagTally> {
  const tally: BagTally = { returned: 0, named: [], namedTwo: 0 };
  const named = new Set<number>();
  for (let i = 0; i < maxActions; i++) {
    // Bounded generously: on a loaded machine the bot's turn and the page's update take seconds; a pass costs no more.
    await waitFor(page, 'our move or the end of the game', ourMoveOrEnd, 45_000, BAG_MOVES);
    const { state, over } = await boardState(page);
    if (over) return tally;

    if (await moveOpen(page, BAG_MOVES.returnToBox)) {
      // B5: five of our ten, clicked one by one; the fifth makes the move (a pick of a fixed number sends itself).
      const cards = await playableCards(page);
      expect(cards).toHaveLength(10);
      const submit = page.getByRole('form', { name: BAG_MOVES.returnToBox }).getByRole('button', { name: BAG_MOVES.returnToBox });
      for (const c of cards.slice(0, 5)) {
        // Found by role, as a screen reader finds it: bounded, and on a miss the failure says what the page showed.
        const disabled = await submit.isDisabled({ timeout: 10_000 }).catch(async (e: unknown) => {
          throw new Error(`the "${BAG_MOVES.returnToBox}" button was not found by its role: ${String(e)}\n${await describePage(page)}`);
        });
        expect(disabled, 'Return to box waits for five cards').toBe(true);
        await page.locator(`[aria-label="Your area"] button[data-card="${c.id}"]`).click();
      }
      await nextState(page, state, 'returning five cards to the box');
      tally.returned = 5;
      continue;
    }

    const mine = new Set(await handNumbers(page));
    for (const n of await loggedNumbers(page)) named.add(n);
    const fresh = (n: number) => !mine.has(n) && !named.has(n);
    // B8: "Name two" is offered only to a player holding one card.
    expect(await moveOpen(page, BAG_MOVES.nameTwo), `Name two offered while holding ${mine.size} cards`).toBe(mine.size === 1);
    const pair = mine.size === 1 ? Array.from({ length: 21 }, (_, n) => n).find((n) => fresh(n) && fresh(n + 1)) : undefined;
    if (pair !== undefined) {
      named.add(pair).add(pair + 1);
      await sayNumber(page, BAG_MOVES.nameTwo, pair, state);
      tally.namedTwo++;
      continue;
    }
    const n = Array.from({ length: 22 }, (_, k) => k).find(fresh) ?? Array.from({ length: 22 }, (_, k) => k).find((k) => !mine.has(k))!;
    named.add(n);
    await sayNumber(page, BAG_MOVES.name, n, state);
    tally.named.push(n);
  }
  throw new Error(`Bag did not end within ${maxActions} of our actions`);
}

/** Numbers the log shows as named ("Bot 2: name 13", "… named 13"): what a player at the table hears. */
async function loggedNumbers(page: Page): Promise<number[]> {
  const lines = await page.locator('.dh-board-log .dh-log-entry').allInnerTexts();
  return lines.flatMap((l) => [...l.matchAll(/\bnamed? (?:two numbers? )?(?:a number )?(\d+)/gi)].map((m) => Number(m[1])));
}
