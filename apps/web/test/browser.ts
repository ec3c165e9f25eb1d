/**
 * What every browser e2e file shares: Debian's Chromium (never a Playwright download) and creating a match the way
 * a player does, from the lobby's create form.
 */
import { afterAll, beforeAll } from 'vitest';
// The workspace's one finder of system programs (plain JavaScript that `npm test` runs before any build), not a project.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { chromiumPath } from '../../../scripts/system-tools.mjs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ensureBuilt, startServer, type RunningServer } from './server';


const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: ARGS });
}

/** The built client served by a real server, and a browser, for the whole test file; both stopped after it. */
export function useServerAndBrowser(): { readonly server: RunningServer; readonly browser: Browser } {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    await ensureBuilt();
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      return server!;
    },
    get browser() {
      return browser!;
    },
  };
}

export interface NewMatch {
  name: string;
  players: number;
  bots: number;
  /** The bots' level (the form's default is medium). */
  level?: 'easy' | 'medium' | 'hard';
  /** Setup options by the start of their field's label ("Stockpile size"), typed into the form. */
  options?: Record<string, string>;
  /** The host's turn timer, as the form's list names it ("1 minute"); none by default. */
  timer?: string;
}

/** The lobby's "Your name" (asked once for the site, remembered in this browser context). */
export async function setName(page: Page, name: string): Promise<void> {
  await page.locator('#player-name').fill(name);
}

/** Lobby → the game's create form → the match page, seated; returns the match URL. */
export async function createMatch(page: Page, baseUrl: string, gameId: string, gameName: string, m: NewMatch): Promise<string> {
  await page.goto(baseUrl);
  await setName(page, m.name);
  await page.locator(`[data-game="${gameId}"]`).click();
  const form = page.getByRole('form', { name: `Create a ${gameName} match` });
  // By role and the start of the name: an option's description may say "players" or "bots" too.
  await form.getByRole('combobox', { name: /^Players/ }).selectOption(String(m.players));
  await form.getByRole('combobox', { name: /^Bots/ }).selectOption(String(m.bots));
  if (m.level) await form.getByRole('combobox', { name: /^Bot level/ }).selectOption(m.level);
  if (m.timer) await form.getByRole('combobox', { name: /^Turn timer/ }).selectOption({ label: m.timer });
  for (const [label, value] of Object.entries(m.options ?? {})) await form.getByRole('spinbutton', { name: new RegExp(`^${label}`) }).fill(value);
  await form.getByRole('button', { name: 'Create and join' }).click();
  await page.waitForURL(new RegExp(`/match/${gameId}/[A-Za-z0-9_-]+$`));
  // A match with free seats opens on its waiting room; a full one on the board.
  await page.locator('.match-board, [aria-label="Waiting room"]').first().waitFor();
  return page.url();
}

/** A move's form in the board's Moves region is enabled (its fieldset is not disabled). */
export function moveEnabled(page: Page, move: string): Promise<boolean> {
  // page.evaluate, not a locator: a move that is not offered now must answer false at once, not wait for its form.
  return page.evaluate((m) => {
    const f = document.querySelector(`form[aria-label="${m}"] fieldset`) as HTMLFieldSetElement | null;
    return f !== null && !f.disabled;
  }, move);
}
