/**
 * Playing a match through the page as a person does, for the play-to-the-end tests: what the page offers this seat
 * now (the cards it marks playable, the places a picked card may go, the move buttons it leaves enabled — all from
 * the server's per-seat legal moves), waiting for the server's next state after each action, and what the page
 * says once the game is over. Nothing here reads the server's state: only the DOM a player sees.
 */
import { expect } from 'vitest';
import { tmpdir } from 'node:os';
import type { Page } from 'playwright-core';

export interface BoardState {
  /** The state's id: it grows with every move, several a turn. */
  state: number;
  turn: number;
  over: boolean;
}

export const boardState = (page: Page): Promise<BoardState> =>
  page.locator('.match-board').evaluate((el) => ({
    state: Number(el.getAttribute('data-state')),
    turn: Number(el.getAttribute('data-turn')),
    over: el.getAttribute('data-over') === 'true',
  }));

/** Waits until the server has answered with a newer state than `before` (or the game is over). */
export async function nextState(page: Page, before: number, what: string, timeout = 30_000): Promise<void> {
  try {
    await page.waitForFunction(
      (b) => {
        const el = document.querySelector('.match-board');
        return el !== null && (Number(el.getAttribute('data-state')) > b || el.getAttribute('data-over') === 'true');
      },
      before,
      { timeout },
    );
  } catch (e) {
    const refused = await page.locator('.dh-board-rejection').allInnerTexts();
    throw new Error(`no new state after ${what}${refused.length ? ` (the page says: ${refused.join(' ')})` : ''}: ${String(e)}\n${await describePage(page)}`);
  }
}

/** A card the page marks playable now: its id and the name a screen reader says ("7", "wild", "term 3: concession"). */
export interface Playable {
  id: number;
  name: string;
  /** The labelled group (pile, hand) it is drawn in: "Your stockpile: 3 cards, 3 left". */
  group: string;
}

export const playableCards = (page: Page): Promise<Playable[]> =>
  page.locator('.dh-board button.dh-card[data-legal="true"]:not(:disabled)').evaluateAll((els) =>
    els.map((e) => ({
      id: Number(e.getAttribute('data-card')),
      name: e.getAttribute('aria-label') ?? '',
      group: e.closest('[role="group"]')?.getAttribute('aria-label') ?? '',
    })),
  );

/** The places a picked card may go now, by what each says it does ("Play 3 on building 2"). */
export const dropTargets = (page: Page): Promise<string[]> =>
  page.locator('.dh-board .dh-pile-drop').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));

/** Whether the move's form (by its accessible name) is offered and enabled now. */
export const moveOpen = (page: Page, move: string): Promise<boolean> =>
  page.evaluate((m) => {
    const f = document.querySelector(`.dh-board-moves form[aria-label="${m}"] fieldset`) as HTMLFieldSetElement | null;
    return f !== null && !f.disabled;
  }, move);

/**
 * Waits (bounded) until `ready(arg)` holds in the page, naming what was awaited on a timeout. `ready` runs in the
 * page, so it may only read the DOM and its argument.
 */
export async function waitFor<A = undefined>(page: Page, what: string, ready: (arg: A) => unknown, timeout = 20_000, arg?: A): Promise<void> {
  await waitForValue(page, what, ready, timeout, arg);
}

/** `waitFor`, returning the first truthy value `ready` gave. */
export async function waitForValue<T, A = undefined>(page: Page, what: string, ready: (arg: A) => T, timeout = 20_000, arg?: A): Promise<T> {
  try {
    // Playwright types the argument as it arrives in the page (Unboxed); ours are plain data, the same either way.
    return (await (await page.waitForFunction(ready as (arg: unknown) => T, arg, { timeout })).jsonValue()) as T;
  } catch (e) {
    throw new Error(`waited ${timeout} ms for ${what}: ${String(e)}\n${await describePage(page)}`);
  }
}

export interface Ending {
  /** The end screen's headline ("Bot 2 wins", "Draw", …). */
  headline: string;
  /** The end rule's reason ("A player emptied their stockpile"). */
  reason: string;
  /** This seat's line on the end screen ("You won!", "You lost this one.", …). */
  you: string;
  /** The board's status line ("Game over: Bot 2 wins"). */
  status: string;
}

/**
 * The game is over and the page says so: the end screen names why and who, every seat has an outcome, someone won
 * or the game is a draw, and the board's status line agrees. Returns what was said.
 */
export async function expectGameOver(page: Page, seats: number, opts: { againstHouse?: boolean } = {}): Promise<Ending> {
  const end = page.getByRole('region', { name: 'Game over' });
  await end.waitFor({ timeout: 30_000 });
  const headline = (await end.getByRole('heading').first().innerText()).trim();
  const reason = (await end.getByTestId('end-reason').innerText()).trim();
  const you = (await end.locator('.end-you').innerText()).trim();
  const status = (await page.getByRole('status', { name: 'Result' }).innerText()).trim();
  expect(headline).not.toBe('');
  expect(reason).not.toBe('');
  expect(you).toMatch(/^(You won!|You share the draw\.|You lost this one\.)$/);
  const outcomes = await end.locator('.end-table tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-outcome')));
  expect(outcomes).toHaveLength(seats);
  // Someone won or shared a draw — except in a solitaire, which may simply be lost, and in a game against a house
  // (`house:`), where every seat plays the house and every seat may lose to it.
  if (opts.againstHouse) expect(outcomes.every((o) => o === 'won' || o === 'lost'), `outcomes ${outcomes.join(', ')}`).toBe(true);
  else if (seats > 1) expect(outcomes.some((o) => o === 'won' || o === 'draw'), `outcomes ${outcomes.join(', ')}`).toBe(true);
  else expect(outcomes[0], 'a solitaire is won or lost, never drawn').toMatch(/^(won|lost)$/);
  expect(status).toMatch(/^Game over: .+/);
  // Nothing is offered any more: no playable card, no open move.
  expect(await playableCards(page)).toEqual([]);
  expect(await page.locator('.dh-board-moves fieldset:not([disabled])').count()).toBe(0);
  return { headline, reason, you, status };
}

/**
 * What the page showed when a step failed, for the failure's message: the board's state attributes, any open dialog
 * (a modal makes the rest of the page inert, so role lookups find nothing there), the banners, the seat's area and
 * every move form with whether it is open. A screenshot is saved under the system's temporary folder and named.
 */
export async function describePage(page: Page): Promise<string> {
  try {
    const seen = await page.evaluate(() => {
      const board = document.querySelector('.match-board');
      const text = (sel: string) => Array.from(document.querySelectorAll(sel), (e) => (e as HTMLElement).innerText.replace(/\s+/g, ' ').trim()).filter(Boolean);
      return {
        url: location.pathname,
        board: board ? { state: board.getAttribute('data-state'), turn: board.getAttribute('data-turn'), over: board.getAttribute('data-over') } : null,
        dialogs: Array.from(document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"]'), (d) => d.getAttribute('aria-label') ?? d.tagName),
        banners: text('.banner, [role="alert"]'),
        forms: Array.from(document.querySelectorAll('.dh-board-moves form'), (f) => `${f.getAttribute('aria-label')}: ${(f.querySelector('fieldset') as HTMLFieldSetElement | null)?.disabled ? 'closed' : 'open'}`),
        playable: document.querySelectorAll('.dh-board button.dh-card[data-legal="true"]:not(:disabled)').length,
        selected: document.querySelectorAll('.dh-board button.dh-card[aria-pressed="true"]').length,
        focus: document.activeElement ? `${document.activeElement.tagName} ${document.activeElement.getAttribute('aria-label') ?? ''}` : null,
        log: text('.dh-board-log .dh-log-entry').slice(-4),
      };
    });
    const shot = `${tmpdir()}/deckhand-e2e-${Date.now()}.png`;
    await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
    return `the page then: ${JSON.stringify(seen)} (screenshot ${shot})`;
  } catch (e) {
    return `the page could not be read: ${String(e)}`;
  }
}

/** Collects page errors, failing the test at its end if there were any. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

/**
 * After a card was picked up (clicked or Enter): 'played' once the server's next state is in (a card with one place
 * plays at once — that place shows while the move is on its way), or 'choose' when the page offers several places.
 */
export async function pickedUp(page: Page, before: number, what: string): Promise<'played' | 'choose'> {
  try {
    const h = await page.waitForFunction(
      (b) => {
        const el = document.querySelector('.match-board');
        if (el && (Number(el.getAttribute('data-state')) > b || el.getAttribute('data-over') === 'true')) return 'played';
        return document.querySelectorAll('.dh-board .dh-pile-drop').length > 1 ? 'choose' : false;
      },
      before,
      { timeout: 15_000 },
    );
    return (await h.jsonValue()) as 'played' | 'choose';
  } catch (e) {
    throw new Error(`picking up ${what} neither played it nor offered places: ${String(e)}\n${await describePage(page)}`);
  }
}

/** After the next frames, so that effects a new state triggers (focus moves) have run. */
export const settle = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
