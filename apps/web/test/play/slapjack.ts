/**
 * A Slapjack player at the page, by mouse, against a bot. Each round a card is turned onto the pile; the page shows
 * the round number, the pile's top card by name ("jack of hearts") and every stack's count. This player slaps at
 * once on a jack (the bot reacts after 350–1250 ms, so a quick hand wins the pile), slaps once on purpose on a card
 * that is not a jack (a wrong slap pays a card, S-rules), and otherwise lets the round run out. What it checks is
 * what the page says: the round moves on, the log names who slapped first, the wrong slap is logged with its cost,
 * the counts move as the rules say (the pile goes to the slapper; a wrong slap moves one card from the slapper's
 * stack to the pile), and no card is lost (stacks and pile add up to the deck).
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { boardState, nextState, waitForValue } from './table';

const verbose = (...a: unknown[]) => process.env['E2E_VERBOSE'] && console.log(...a);

export interface SlapTally {
  rounds: number;
  /** Jacks seen on the pile, and those this player slapped first (its log line said so). */
  jacks: number;
  won: number;
  /** Wrong slaps the page logged with their cost. */
  wrong: number;
}

/** What the table shows in a round: the round number, the top card's name, the counts by pile label. */
interface Table {
  over: boolean;
  round: number;
  top: string;
  pile: number;
  mine: number;
  others: number[];
  log: string[];
}

/** Reads the table, or false while no round is open and the game is not over (runs in the page). */
const readTable = (after: number): Table | false => {
  const board = document.querySelector('.match-board');
  const over = board?.getAttribute('data-over') === 'true';
  const round = Number(document.querySelector('.dh-board-status')?.textContent?.match(/Round (\d+)/)?.[1] ?? 0);
  if (!over && round <= after) return false;
  const counts = [...document.querySelectorAll('.dh-board [role="group"][aria-label]')].map((g) => g.getAttribute('aria-label') ?? '');
  const count = (re: RegExp) => counts.map((l) => l.match(re)).filter((m) => m !== null).map((m) => Number(m[1]));
  const pileGroup = [...document.querySelectorAll('.dh-board [role="group"][aria-label^="Pile:"]')][0];
  return {
    over,
    round,
    top: pileGroup?.querySelector('[aria-label$="hearts"], [aria-label$="diamonds"], [aria-label$="clubs"], [aria-label$="spades"]')?.getAttribute('aria-label') ?? '',
    pile: count(/^Pile: (\d+) cards?/)[0] ?? 0,
    mine: count(/^Your stack: (\d+) cards?/)[0] ?? 0,
    others: count(/^Bot \d+'s stack: (\d+) cards?/),
    log: [...document.querySelectorAll('[aria-label="Moves, newest first"] li')].map((li) => li.textContent ?? ''),
  };
};

/** The table once a round after `after` has opened, or the game is over (waitForValue returns only a truthy read). */
const nextTable = async (page: Page, what: string, after: number) => (await waitForValue(page, what, readTable, 30_000, after)) as Table;

const total = (t: Table) => t.pile + t.mine + t.others.reduce((a, b) => a + b, 0);
const slapButton = (page: Page) => page.getByRole('form', { name: 'Slap' }).getByRole('button', { name: 'Slap' });

export async function playSlapjackByMouse(page: Page, maxRounds = 80): Promise<SlapTally> {
  const tally: SlapTally = { rounds: 0, jacks: 0, won: 0, wrong: 0 };
  // Say ready: the first card is turned once everyone is.
  const ready = page.getByRole('form', { name: 'Ready' }).getByRole('button', { name: 'Ready' });
  await ready.waitFor();
  const { state } = await boardState(page);
  await ready.click();
  await nextState(page, state, 'saying ready');
  let last = 0;
  for (let i = 0; i < maxRounds; i++) {
    const t = await nextTable(page, `a round after ${last} or the end`, last);
    if (t.over) return tally;
    tally.rounds++;
    verbose(`round ${t.round}: ${t.top}, pile ${t.pile}, mine ${t.mine}, others ${t.others.join('/')}`);
    expect(t.top, `round ${t.round}: the turned card is named`).toMatch(/^(ace|king|queen|jack|\d{1,2}) of (hearts|diamonds|clubs|spades)$/);
    expect(total(t), `round ${t.round}: stacks and pile hold the deck`).toBe(52);
    last = t.round;
    if (t.top.startsWith('jack')) {
      tally.jacks++;
      // At once (the click waits for the button to open, as a hand hovering over the pile would).
      await slapButton(page).click({ timeout: 2_000 }).catch(() => verbose(`  round ${t.round}: the Slap button did not open in time`));
      // The round ends with the slap (or a bot's, or nobody's in time): the log says which.
      const next = await nextTable(page, `round ${t.round} to end`, t.round);
      // Newest first: the jack's round wrote the first lines (the next card's turn writes none).
      const line = next.log.slice(0, 3).find((l) => /slapped|takes the pile|read the answer first|stuck on the answer/.test(l)) ?? '';
      verbose(`  jack: ${line}`);
      expect(line, `round ${t.round}: the log says how the jack's round ended`).toMatch(/^(Ada|Bot 2)\b|^(Nobody slapped|Everyone is stuck)/);
      if (line.startsWith('Ada')) {
        tally.won++;
        // The whole pile came to this stack; the next round's card came from one of the stacks.
        expect(next.mine, `round ${t.round}: the pile of ${t.pile} came to Ada`).toBeGreaterThanOrEqual(t.mine + t.pile - 1);
      }
      last = next.over ? last : next.round - 1;
      if (next.over) return tally;
      continue;
    }
    if (tally.wrong === 0 && (await slapButton(page).isEnabled())) {
      const { state: before } = await boardState(page);
      await slapButton(page).click();
      await nextState(page, before, 'a wrong slap');
      const after = await waitForValue(page, 'the wrong slap in the log', (r: number) => {
        const lines = [...document.querySelectorAll('[aria-label="Moves, newest first"] li')].map((li) => li.textContent ?? '');
        const moved = !new RegExp(`Round ${r}(?!\\d)`).test(document.querySelector('.dh-board-status')?.textContent ?? '');
        return lines.some((l) => /^Ada\b.*pays a card/.test(l)) ? 'logged' : moved ? 'late' : false;
      }, 15_000, t.round);
      verbose(`  wrong slap: ${after}`);
      if (after === 'logged') {
        tally.wrong++;
        const now = await page.evaluate(readTable, t.round - 1);
        // One card from Ada's stack to the bottom of the pile; the Slap is closed for the rest of this round.
        if (now && !now.over && now.round === t.round) {
          expect(now.mine, 'a wrong slap costs Ada one card').toBe(t.mine - 1);
          expect(now.pile, 'the paid card goes to the pile').toBe(t.pile + 1);
          expect(await slapButton(page).isDisabled(), 'one wrong slap a round').toBe(true);
        }
      }
    }
  }
  throw new Error(`Slapjack did not end within ${maxRounds} rounds`);
}
