/**
 * The host's turn timer on the match page (issue 37 item 6), in Chromium against the production build and the real
 * server: the seat to move counts its turn down in its chip, on the player's page and on a spectator's, whose
 * computer's clock is a year off (the time left comes from the server's figures, never from the browser's date).
 */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { createMatch, useServerAndBrowser } from './browser';

const env = useServerAndBrowser();
const POLL = { timeout: 15_000 };

/** The seconds a clock shows ("0:58 left" → 58), NaN when it shows something else. */
const secondsOf = async (timer: Locator) => {
  const m = /^(\d+):(\d\d) left$/.exec((await timer.innerText()).trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
};

describe('the turn timer on the match page', () => {
  it('the seat to move sees its time left counting down, and so does a spectator', async () => {
    const ada = await (await env.browser.newContext()).newPage();
    const sam = await (await env.browser.newContext()).newPage();
    const errors: string[] = [];
    for (const p of [ada, sam]) p.on('pageerror', (e) => errors.push(String(e)));
    const url = await createMatch(ada, env.server.url, 'bag', 'Bag', { name: 'Ada', players: 2, bots: 1, timer: '1 minute' });
    await ada.locator('.match-board').waitFor();

    // Ada's own chip, in her dock: a minute at most, and going down.
    const mine = ada.getByRole('region', { name: 'Your area' }).getByRole('timer', { name: /^Turn time: .* left$/ });
    await expect.poll(() => secondsOf(mine), POLL).toBeGreaterThan(0);
    const first = await secondsOf(mine);
    expect(first).toBeLessThanOrEqual(60);
    await expect.poll(() => secondsOf(mine), POLL).toBeLessThan(first);

    // A spectator whose clock says 2001 sees the same countdown on Ada's chip.
    await sam.clock.setSystemTime(new Date('2001-01-01T00:00:00Z'));
    await sam.goto(url);
    await sam.locator('.match-board').waitFor();
    const hers = sam.getByRole('region', { name: 'Other players' }).getByRole('group', { name: /^Ada: to move/ }).getByRole('timer');
    await expect.poll(() => secondsOf(hers), POLL).toBeGreaterThan(0);
    expect(await secondsOf(hers)).toBeLessThanOrEqual(60);
    expect(Math.abs((await secondsOf(hers)) - (await secondsOf(mine)))).toBeLessThanOrEqual(3);
    expect(errors).toEqual([]);
    for (const p of [ada, sam]) await p.context().close();
  });
});
