/**
 * An Art of Argument player at the page, by mouse. Each round it picks a card the page marks playable (a term that
 * joins its biggest set, else a wild when the page offers one, else any term: A4, A9) and presses Pick; once the
 * picks are revealed it presses the place the page offers for its card (its biggest set the card fits, else a new
 * set: A5) or "Nothing to place"; when the quiz asks it a question it presses the right definition (A11).
 *
 * Knowing the right definition is what this game teaches, so the player knows the deck's terms — the test reads
 * them from the game's own content file, as a student who learnt them would know them. Nothing else comes from
 * outside the page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { boardState, dropTargets, moveOpen, nextState, playableCards, waitForValue, type Playable } from './table';

const TERMS = join(import.meta.dirname, '../../../../packages/games/art-of-argument/content/terms.yaml');
const glossary = new Map((parse(readFileSync(TERMS, 'utf8')) as { term: string; definition: string }[]).map((t) => [t.term, t.definition]));

export interface AoaTally {
  picks: number;
  places: number;
  nothing: number;
  answers: number;
  wilds: number;
}

/** The number on a term card's name ("term 7: undistributed middle"); undefined for a wild. */
const numberOf = (name: string) => {
  const m = name.match(/^term (\d+):/i);
  return m ? Number(m[1]) : undefined;
};

/** Our sets: for each, its cards' names, read off the page. */
const ourSets = (page: Page): Promise<string[][]> =>
  page.locator('[role="group"][aria-label^="Your set "]').evaluateAll((groups) =>
    groups.map((g) => [...g.querySelectorAll('[data-card]')].map((c) => c.getAttribute('aria-label') ?? '')),
  );

/** A8 for a term joining a set of terms (wilds stand for anything): 4 of one number, or 4 in a row. */
function joins(set: readonly string[], n: number): boolean {
  const nums = [...set.map(numberOf).filter((x): x is number => x !== undefined), n];
  if (set.length >= 4) return false;
  if (nums.every((x) => x === nums[0])) return true;
  return new Set(nums).size === nums.length && Math.max(...nums) - Math.min(...nums) <= 3;
}

/** Which card to pick: a term for our biggest set it joins, else a wild, else the first term. */
function choosePick(hand: readonly Playable[], sets: readonly string[][]): Playable {
  const score = (c: Playable) => {
    const n = numberOf(c.name);
    if (n === undefined) return sets.some((s) => s.length >= 2) ? 2.5 : -1;
    return Math.max(0, ...sets.filter((s) => joins(s, n)).map((s) => s.length));
  };
  return [...hand].sort((a, b) => score(b) - score(a))[0]!;
}

type Step = 'over' | 'quiz' | 'pick' | 'place' | 'nothingToPlace' | 'nothingToPlay';

/**
 * The step the page offers us now, with the state it shows, read together in one task of the page: a state that
 * arrives between reading the step and reading the state (the other seat's place starting the quiz) would otherwise
 * leave the step stale and the state new, and the checks below that look for a changed table would not see it.
 */
const nextStep = (): { step: Step; state: number } | false => {
  const open = (m: string) => {
    const f = document.querySelector(`.dh-board-moves form[aria-label="${m}"] fieldset`) as HTMLFieldSetElement | null;
    return f !== null && !f.disabled;
  };
  const board = document.querySelector('.match-board');
  const stepNow = (): Step | false => {
    if (board?.getAttribute('data-over') === 'true') return 'over';
    if (document.querySelector('[aria-label="Quiz"] button[data-option]:not(:disabled)')) return 'quiz';
    if (open('Place') && document.querySelectorAll('.dh-board .dh-pile-drop').length > 0) return 'place';
    if (open('Nothing to place')) return 'nothingToPlace';
    if (open('Pick') && document.querySelector('[aria-label^="Your hand:"] button.dh-card[data-legal="true"]')) return 'pick';
    if (open('Nothing to play')) return 'nothingToPlay';
    return false;
  };
  const step = stepNow();
  return step === false ? false : { step, state: Number(board?.getAttribute('data-state')) };
};

export async function playArtOfArgumentByMouse(page: Page, maxActions = 150): Promise<AoaTally> {
  const tally: AoaTally = { picks: 0, places: 0, nothing: 0, answers: 0, wilds: 0 };
  for (let i = 0; i < maxActions; i++) {
    const seen = await waitForValue(page, 'our move or the end of the game', nextStep, 30_000);
    if (seen === false) continue;
    const { step, state } = seen;
    if (step === 'over') return tally;
    if (step === 'quiz') {
      const quiz = page.getByRole('region', { name: 'Quiz' });
      const term = (await quiz.locator('legend .dh-quiz-term').innerText()).trim();
      const options = await quiz.locator('button[data-option]').allInnerTexts();
      expect(options).toHaveLength(4);
      const right = options.findIndex((o) => o.trim() === glossary.get(term));
      expect(right, `the right definition of ${term} is among the four`).toBeGreaterThanOrEqual(0);
      await quiz.locator(`button[data-option="${right}"]`).click();
      await nextState(page, state, `answering the quiz on ${term}`);
      tally.answers++;
    } else if (step === 'place') {
      // The page offers exactly the sets the revealed card may join (and a new set, for a term): take the biggest.
      const places = await dropTargets(page);
      // The same race as picking's, below: a state that arrived after the step was seen (the other seat's place
      // completing a set starts the quiz) can close Place before its targets are read. Look at the table again; no
      // target on an unchanged table is a real failure.
      if (places.length === 0 && (await boardState(page)).state !== state) continue;
      expect(places.length, 'Place is open with somewhere to place').toBeGreaterThan(0);
      for (const p of places) expect(p).toMatch(/^Place on (your set \d+|your new set)$/);
      const sets = await ourSets(page);
      const size = (p: string) => sets[Number(p.match(/your set (\d+)$/)?.[1] ?? 0) - 1]?.length ?? -1;
      const best = [...places].sort((a, b) => size(b) - size(a))[0]!;
      try {
        // Its arrow under the set, as a player points: the set's own cards, which Rearrange may move, lie on top of
        // the rest of the place (a click on one of them picks it up).
        await page.getByRole('button', { name: best, exact: true }).locator('span').click({ timeout: 10_000 });
      } catch (err) {
        // The other seat's place arriving as we click re-renders the table: the button can be replaced under the
        // click (Playwright: "element was detached from the DOM, retrying") after the click went through, and the
        // table moves on. Seen under load (4 of 14 runs beside two busy processes; the log then read "Ada placed
        // … on set 1", the place chosen). Look at the table again; a place still open on an unchanged table that
        // takes no click is a real failure.
        if ((await boardState(page)).state !== state) continue;
        throw err;
      }
      await nextState(page, state, `placing on ${best}`);
      tally.places++;
    } else if (step === 'pick') {
      const hand = (await playableCards(page)).filter((c) => c.group.startsWith('Your hand:'));
      // The hand is read a moment after the step was seen: a state that arrived in between (a wild reshuffle, the
      // quiz) can leave nothing to pick right now. Look at the table again rather than pick from an empty hand.
      if (hand.length === 0) continue;
      const card = choosePick(hand, await ourSets(page));
      const button = page.locator(`[aria-label^="Your hand:"] button[data-card="${card.id}"]`);
      try {
        await button.click({ timeout: 10_000 });
      } catch (err) {
        // The same race one step later: a state that arrived after the hand was read (a wild reshuffle deals new
        // hands) took the card away. Look at the table again; a card still there but not clickable is a real failure.
        if ((await button.count()) === 0 || (await boardState(page)).state !== state) continue;
        throw err;
      }
      // One click picks it: a hand card's only legal play in this step is Pick (issue 37's one-click play).
      await nextState(page, state, `picking ${card.name}`);
      tally.picks++;
      if (numberOf(card.name) === undefined) tally.wilds++;
    } else {
      const move = step === 'nothingToPlace' ? 'Nothing to place' : 'Nothing to play';
      expect(await moveOpen(page, move)).toBe(true);
      await page.getByRole('form', { name: move }).getByRole('button', { name: move }).click();
      await nextState(page, state, move);
      tally.nothing++;
    }
  }
  throw new Error(`Art of Argument did not end within ${maxActions} of our actions`);
}
