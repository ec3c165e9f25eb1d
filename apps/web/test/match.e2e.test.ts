/**
 * The match around the board, end to end in Chromium against the real server: a solo player starts against bots in
 * one click and plays to the end screen, with the rules drawer and the first-turn hint on the way; two players meet
 * in a waiting room, one leaves mid-game while a bot plays their seat and then takes it back, and after the end a
 * rematch seats them both again.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createMatch, setName, useServerAndBrowser } from './browser';

const env = useServerAndBrowser();
/** Polls wait long enough for a loaded 2-core CI machine (the match page refreshes its table every 1.5 s). */
const POLL = { timeout: 15_000 };

const board = (page: Page) =>
  page.locator('.match-board').evaluate((el) => ({ turn: Number(el.getAttribute('data-turn')), over: el.getAttribute('data-over') === 'true' }));

/** Whether this page may name a number now. */
const canName = (page: Page) =>
  page.evaluate(() => {
    const f = document.querySelector('form[aria-label="Name a number"] fieldset') as HTMLFieldSetElement | null;
    return f !== null && !f.disabled;
  });

const handValues = async (page: Page) =>
  new Set((await page.locator('[aria-label="Your area"] [data-card]').allInnerTexts()).map((t) => Number(t.match(/\d+/)?.[0])));

/** Names a number this seat does not hold and nobody has named yet (Bag): it strips someone else's hand, if anyone's. */
async function nameOne(page: Page, named: Set<number>): Promise<void> {
  const mine = await handValues(page);
  const n = Array.from({ length: 22 }, (_, i) => i).find((v) => !mine.has(v) && !named.has(v)) ?? Array.from({ length: 22 }, (_, i) => i).find((v) => !named.has(v))!;
  named.add(n);
  const { turn } = await board(page);
  const form = page.getByRole('form', { name: 'Name a number', exact: true });
  // The number is the move's only choice: pressing it names it.
  await form.getByRole('group', { name: 'Number' }).getByRole('button', { name: String(n), exact: true }).click();
  await page.waitForFunction((t) => {
    const b = document.querySelector('.match-board');
    return b !== null && (Number(b.getAttribute('data-turn')) > t || b.getAttribute('data-over') === 'true');
  }, turn, { timeout: 15_000 });
}

/** Plays Bag on every page given until the match is over (or `until` holds), each naming on its own turn. */
async function playBag(pages: Page[], named: Set<number>, until: () => Promise<boolean> = async () => false): Promise<void> {
  for (let step = 0; step < 200; step++) {
    if ((await board(pages[0]!)).over || (await until())) return;
    let moved = false;
    for (const p of pages) {
      if (await canName(p)) {
        await nameOne(p, named);
        moved = true;
      }
    }
    if (!moved) await pages[0]!.waitForTimeout(150);
  }
  throw new Error('the match did not end');
}

describe('the match around the board', () => {
  it('solo: one click from the game\'s card to a match against bots, the rules drawer, the first-turn hint, played to the end screen', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(env.server.url);
    // A newcomer already has a name: nothing to fill in before playing.
    expect(await page.locator('#player-name').inputValue()).toMatch(/^Player \d{4}$/);
    await page.getByRole('listitem', { name: 'Bag' }).getByRole('button', { name: 'Play now against bots' }).click();
    await page.waitForURL(/\/match\/bag\/[A-Za-z0-9_-]+$/);
    await page.locator('.match-board').waitFor();
    await expect.poll(() => page.getByTestId('seat-line').innerText(), POLL).toMatch(/You are Player \d{4} \(seat 1\)/);

    // Two seats: Bag's two-player start, where each secretly returns 5 of 10 cards to the box. The hint says so.
    const hint = page.getByRole('note', { name: 'What you can do now' });
    await expect.poll(() => hint.innerText(), POLL).toMatch(/Return to the box — Two players only\. Secretly return 5 of your 10 cards/);
    expect(await page.title()).toBe('● Your turn · Bag · Deckhand');

    // The rules drawer: the game's rules.md, a face of each card type, what each move does.
    await page.locator('.match-head').getByRole('button', { name: 'How to play' }).click();
    const drawer = page.getByRole('dialog', { name: 'How to play Bag' });
    await drawer.waitFor();
    expect(await drawer.getByRole('heading', { name: 'On your turn' }).count()).toBe(1);
    expect(await drawer.getByRole('region', { name: 'Cards' }).locator('[data-card]').count()).toBe(1);
    expect(await drawer.getByRole('region', { name: 'Moves' }).innerText()).toMatch(/Name two numbers\s+Holding one card, name two consecutive numbers/);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    const cards = page.locator('[aria-label="Your area"] button[data-card]');
    // The fifth card picked returns the five (a pick of a fixed number makes its move).
    for (let i = 0; i < 5; i++) await cards.nth(i).click();
    await expect.poll(() => hint.count(), POLL).toBe(0);

    await playBag([page], new Set());
    const end = page.getByRole('region', { name: 'Game over' });
    await end.waitFor();
    expect(await end.getByTestId('end-reason').innerText()).toMatch(/^(Only one player still holds cards|The last cards went in the same turn)$/);
    expect(await end.locator('tbody tr').count()).toBe(2);
    expect(await page.locator('.dh-board-status').innerText()).not.toMatch(/Round/);
    expect(await page.title()).toBe('Game over · Bag · Deckhand');
    // The log replays step by step.
    await end.getByText('Replay the match').click();
    await expect.poll(() => end.getByRole('status').innerText(), POLL).toMatch(/^Step 0 of \d+$/);
    await end.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => end.getByRole('status').innerText(), POLL).toMatch(/^Step 1 of \d+$/);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('a phone, 390×844: the first-turn hint takes no room from the table or the dock', async () => {
    // Hearts at four: every seat passes three cards at once, so the hint shows at once, over a full table.
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await createMatch(page, env.server.url, 'hearts', 'Hearts', { name: 'Ada', players: 4, bots: 3, level: 'easy' });
    const hint = page.getByRole('note', { name: 'What you can do now' });
    await hint.waitFor(POLL);
    await page.waitForTimeout(300);
    const layout = await page.evaluate(() => {
      const box = (sel: string) => document.querySelector(sel)!.getBoundingClientRect();
      const dock = box('.dh-board-dock');
      const area = document.querySelector('.dh-board-area')!;
      return {
        board: box('.dh-board'),
        hint: box('.turn-hint'),
        dock,
        // Whatever a move's form offers, whole on the screen and inside the dock's visible box (none scrolled away).
        cutOff: [...document.querySelectorAll('.dh-board-moves button')].filter((b) => {
          const r = b.getBoundingClientRect();
          return r.top < Math.max(0, dock.top) - 1 || r.bottom > Math.min(innerHeight, dock.bottom) + 1;
        }).map((b) => b.textContent),
        table: box('.dh-board-table').height,
        seats: { shown: area.getBoundingClientRect().height, content: area.scrollHeight },
      };
    });
    expect(layout.cutOff, 'move buttons cut off').toEqual([]);
    expect(layout.board.top, 'the board starts on the screen').toBeGreaterThanOrEqual(-1);
    expect(layout.board.bottom, 'the board (and its dock) ends on the screen').toBeLessThanOrEqual(845);
    expect(layout.hint.top, 'the hint shows').toBeGreaterThanOrEqual(-1);
    expect(layout.hint.bottom, 'the hint shows').toBeLessThanOrEqual(845);
    expect(layout.seats.shown, 'the other seats\' strip is not squeezed').toBeGreaterThanOrEqual(layout.seats.content - 1);
    expect(layout.table, 'the table keeps its height').toBeGreaterThan(80);
    await context.close();
  }, 120_000);

  it('two players: a waiting room, then a game; one leaves, a bot plays for them, they take the seat back; a rematch seats both', async () => {
    const [ada, bea] = await Promise.all([env.browser.newContext().then((c) => c.newPage()), env.browser.newContext().then((c) => c.newPage())]);
    const errors: string[] = [];
    for (const p of [ada, bea]) p.on('pageerror', (e) => errors.push(String(e)));

    await ada.goto(env.server.url);
    await setName(ada, 'Ada');
    const card = ada.getByRole('listitem', { name: 'Bag' });
    await card.getByLabel('Seats for Bag').selectOption('3');
    await card.getByRole('button', { name: 'Invite friends' }).click();
    await ada.waitForURL(/\/match\/bag\/[A-Za-z0-9_-]+$/);
    const room = ada.getByRole('region', { name: 'Waiting room' });
    await expect.poll(() => room.getByRole('heading').innerText(), POLL).toBe('Waiting for 2 more players');
    await expect.poll(() => ada.title(), POLL).toBe('Waiting for players · Bag · Deckhand');
    const url = await ada.getByLabel('Share link').inputValue();

    await bea.goto(url);
    const join = bea.getByRole('form', { name: 'Join this match' });
    await join.getByLabel('Your name').fill('Bea');
    await join.getByRole('button', { name: 'Join' }).click();
    await expect.poll(() => room.getByRole('heading').innerText(), POLL).toBe('Waiting for 1 more player');
    expect(await bea.getByRole('button', { name: /Start now/ }).count()).toBe(0); // only the host starts
    await room.getByRole('button', { name: 'Start now (1 bot joins)' }).click();
    await Promise.all([ada.locator('.match-board').waitFor(), bea.locator('.match-board').waitFor()]);

    // Bea leaves mid-game: her seat is played by a bot (marked so), and nobody waits on her turn.
    const named = new Set<number>();
    await bea.getByRole('button', { name: 'Leave' }).click();
    await bea.waitForURL(/\/\?game=bag$/);
    const others = ada.getByRole('region', { name: 'Other players' });
    await expect.poll(() => others.innerText(), POLL).toMatch(/Bea \(bot playing\)/);
    // The log names who moved ("Bea (bot playing) named 7"): wait (playing Ada's turns) until the bot has moved for Bea.
    // (The whole board's text: the log's list is not there until the first line.)
    await playBag([ada], named, async () => /Bea \(bot playing\) (named|chose|returned)/.test(await ada.locator('.match-board').innerText()));

    // Back in the lobby, Bea's match offers her seat back.
    const row = bea.locator('[data-match]').filter({ hasText: 'Bea (bot playing)' });
    await row.getByRole('button', { name: 'Take your seat back' }).click();
    await bea.getByRole('button', { name: 'Take your seat back' }).click();
    await bea.locator('[aria-label="Your area"]').waitFor();
    await expect.poll(() => others.innerText(), POLL).not.toMatch(/bot playing/);

    await playBag([ada, bea], named);
    for (const p of [ada, bea]) await p.getByRole('region', { name: 'Game over' }).waitFor();

    // Ada asks for a rematch and is taken there at her seat; Bea is told and follows to hers.
    await ada.getByRole('region', { name: 'Game over' }).getByRole('button', { name: 'Play again' }).click();
    await ada.waitForURL((u) => u.toString() !== url && /\/match\/bag\//.test(u.toString()));
    const rematch = ada.url();
    await expect.poll(() => ada.getByTestId('seat-line').innerText(), POLL).toBe('You are Ada (seat 1)');
    await bea.getByRole('button', { name: 'Go to the rematch' }).click();
    await bea.waitForURL(rematch);
    await expect.poll(() => bea.getByTestId('seat-line').innerText(), POLL).toBe('You are Bea (seat 2)');
    await Promise.all([ada.locator('[aria-label="Your area"]').waitFor(), bea.locator('[aria-label="Your area"]').waitFor()]);
    expect(await ada.getByRole('region', { name: 'Other players' }).innerText()).toMatch(/Bot 3/);
    expect(errors).toEqual([]);
  }, 240_000);
});
