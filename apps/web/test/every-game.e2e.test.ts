/**
 * Every game folder under packages/games (found on disk, so a new game is in this test with no code), at every
 * player count its YAML allows, played through the production page the server serves, in Chromium, against bots
 * at 0 delay: the seat chooses each time a random one of the moves the server lists as legal for it and makes it by
 * mouse (by keyboard only at the game's smallest count; a game of one count is played both ways), failing if the
 * page cannot reach it or offers what the server refuses (play/by-legal-moves.ts). It prints each game's median
 * actions per move, clicks (by mouse) and key presses (by keyboard) apart. One server and one browser for the file; a game's seat counts play at
 * once, each in its own page, even counts at a phone's width and odd ones at a desktop's.
 *
 * Bounds, for CI: every number option of a game is set to its minimum (the games' own "shorter game" options:
 * stockpile or pay-off size, rounds, cards to win, cards turned, a race's pace); a seat makes at most MAX_MOVES
 * moves and plays at most PLAY_MS of wall time, after which the match is left as it stands. Either bound reached is
 * logged (E2E_VERBOSE=1 prints every tally) — a long game (Rummy, Hearts to 100) is checked move by move up to it.
 */
import { readdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setName, useServerAndBrowser } from './browser';
import { playByLegalMoves, type MoveShapes, type PlayTally } from './play/by-legal-moves';
import { Referee } from './play/referee';
import { expectGameOver, watchErrors } from './play/table';

const GAMES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../packages/games');
const GAMES = readdirSync(GAMES_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(GAMES_DIR, d.name, 'game.yaml')))
  .map((d) => d.name)
  .sort();

const MAX_MOVES = Number(process.env['E2E_MAX_MOVES'] ?? 30);
const PLAY_MS = Number(process.env['E2E_PLAY_MS'] ?? 30_000);
const verbose = (...a: unknown[]) => process.env['E2E_VERBOSE'] && console.log(...a);

const env = useServerAndBrowser();

interface ClientDef {
  id: string;
  name: string;
  players: { min: number; max: number };
  moves: MoveShapes;
  /** A game against a house (`house:`): every seat may lose to it. */
  house?: unknown;
}

/** Lobby → the game's create form (every bot seat filled, every number option at its minimum) → the board. */
async function createShortMatch(page: Page, def: ClientDef, players: number): Promise<void> {
  await page.goto(env.server.url);
  await setName(page, 'Ada');
  await page.locator(`[data-game="${def.id}"]`).click();
  const form = page.getByRole('form', { name: `Create a ${def.name} match` });
  await form.getByRole('combobox', { name: /^Players/ }).selectOption(String(players));
  await form.getByRole('combobox', { name: /^Bots/ }).selectOption(String(players - 1));
  // A one-seat game (a solitaire) has no bots, so the form asks no bot level.
  if (players > 1) await form.getByRole('combobox', { name: /^Bot level/ }).selectOption('easy');
  for (const field of await form.getByRole('spinbutton').all()) {
    const min = await field.getAttribute('min');
    if (min !== null) await field.fill(min);
  }
  await form.getByRole('button', { name: 'Create and join' }).click();
  await page.waitForURL(new RegExp(`/match/${def.id}/[A-Za-z0-9_-]+$`));
  await page.locator('.match-board').waitFor({ timeout: 30_000 });
}

async function playOne(def: ClientDef, players: number, keyboard: boolean, phone = players % 2 === 0): Promise<PlayTally> {
  const context = await env.browser.newContext({ viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = watchErrors(page);
  let referee: Referee | undefined;
  try {
    await createShortMatch(page, def, players);
    referee = await Referee.forPage(page, env.server.url, players);
    if (keyboard) await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const seed = Math.floor(Math.random() * 2 ** 31);
    const tally = await playByLegalMoves(page, referee, def.moves, {
      keyboard, seed, maxMoves: MAX_MOVES, deadline: Date.now() + PLAY_MS,
    });
    if (tally.over) await expectGameOver(page, players, { againstHouse: def.house !== undefined });
    expect(errors, `${def.id} at ${players}: errors on the page`).toEqual([]);
    verbose(`${def.id} ${players} players ${keyboard ? 'keyboard' : 'mouse'} ${phone ? 'phone' : 'desktop'}:`, JSON.stringify(tally));
    return tally;
  } finally {
    referee?.close();
    await context.close();
  }
}

describe('every game at every seat count, played through the page by the server\'s legal moves', () => {
  for (const id of GAMES) {
    it(`${id}: every player count, against bots, to the end or the bound`, async () => {
      const res = await fetch(`${env.server.url}/api/games/${id}/client`);
      expect(res.status, `the server serves game folder ${id}`).toBe(200);
      const def = (await res.json()) as ClientDef;
      const counts = Array.from({ length: def.players.max - def.players.min + 1 }, (_, i) => def.players.min + i);
      const started = Date.now();
      // Each count by mouse but the smallest, by keyboard; a game of one count is played both ways (by mouse at the
      // other width), so that its clicks are reached and counted too.
      const runs = counts.map((n) => ({ n, keyboard: n === def.players.min, phone: n % 2 === 0 }));
      if (counts.length === 1) runs.push({ n: counts[0]!, keyboard: false, phone: counts[0]! % 2 !== 0 });
      const tallies = await Promise.all(runs.map((r) => playOne(def, r.n, r.keyboard, r.phone)));
      const moves = tallies.reduce((s, t) => s + t.moves, 0);
      // Actions per move, the median over the game's matches, by mouse (clicks: a drag of a card onto its place is one)
      // and by keyboard (Enter presses, one per control used) apart: the goal (≤ 1.3) is the clicks'; a keyboard player
      // picks the card, then its place, where a mouse carries it there (by-legal-moves.ts says what counts).
      const median = (of: PlayTally[]) => {
        const perMove = of.flatMap((t) => t.perMove).sort((a, b) => a - b);
        return perMove.length ? `${(perMove[(perMove.length - 1) >> 1]! + perMove[perMove.length >> 1]!) / 2} over ${perMove.length} moves` : '-';
      };
      const byMouse = tallies.filter((_, i) => !runs[i]!.keyboard);
      const byKeys = tallies.filter((_, i) => runs[i]!.keyboard);
      console.log(`${id}: ${counts.length} seat counts in ${((Date.now() - started) / 1000).toFixed(1)} s, ${moves} moves by the page; ` +
        tallies.map((t, i) => `${runs[i]!.n}p ${runs[i]!.keyboard ? 'by keyboard ' : ''}${t.over ? 'to the end' : `bounded (${t.bounded})`}`).join(', ') +
        `; median clicks per move ${median(byMouse)}; median key presses per move ${median(byKeys)}`);
      // Each match made moves through the page, or ended before its seat had one (a bot emptied its stockpile first).
      for (const [i, t] of tallies.entries()) expect(t.moves > 0 || t.over, `${id} at ${runs[i]!.n}: no move made`).toBe(true);
    }, PLAY_MS + 120_000);
  }
});
