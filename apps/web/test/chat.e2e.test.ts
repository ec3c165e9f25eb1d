/**
 * The table chat on the match page, in Chromium against the production build and the real server: two players chat
 * (markup shown as the characters typed, an unread count, a mute kept to one screen), a spectator reads but may write
 * only once the host allows it. On the way, the card-size preference is set and survives a reload.
 */
import { describe, expect, it } from 'vitest';
import { setName, useServerAndBrowser } from './browser';

const env = useServerAndBrowser();
const POLL = { timeout: 15_000 };

describe('the table chat on the match page', () => {
  it('players chat, one mutes the other, and a spectator writes only once the host allows it', async () => {
    const pages = await Promise.all([0, 1, 2].map(() => env.browser.newContext().then((c) => c.newPage())));
    const [ada, bea, sam] = pages as [(typeof pages)[0], (typeof pages)[0], (typeof pages)[0]];
    const errors: string[] = [];
    for (const p of pages) p.on('pageerror', (e) => errors.push(String(e)));

    await ada.goto(env.server.url);
    await setName(ada, 'Ada');
    const card = ada.getByRole('listitem', { name: 'Bag' });
    await card.getByLabel('Seats for Bag').selectOption('2');
    await card.getByRole('button', { name: 'Invite friends' }).click();
    await ada.waitForURL(/\/match\/bag\/[A-Za-z0-9_-]+$/);
    const url = await ada.getByLabel('Share link').inputValue();
    await bea.goto(url);
    const join = bea.getByRole('form', { name: 'Join this match' });
    await join.getByLabel('Your name').fill('Bea');
    await join.getByRole('button', { name: 'Join' }).click();
    await Promise.all([ada.locator('.match-board').waitFor(), bea.locator('.match-board').waitFor()]);

    // Ada writes markup; Bea is told there is an unread line, and reads it as the characters typed.
    await ada.getByRole('button', { name: 'Chat' }).click();
    const adaChat = ada.getByRole('dialog', { name: 'Table chat' });
    await adaChat.getByRole('textbox', { name: 'Message' }).fill('<b>good luck</b>');
    await adaChat.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect.poll(() => bea.getByRole('button', { name: 'Chat, 1 unread' }).count(), POLL).toBe(1);
    await bea.getByRole('button', { name: /^Chat/ }).click();
    const beaLog = bea.getByRole('dialog', { name: 'Table chat' }).getByRole('log');
    await expect.poll(() => beaLog.innerText(), POLL).toContain('Ada <b>good luck</b>');
    expect(await beaLog.locator('b').count()).toBe(0);

    // Bea mutes Ada: her lines go, on Bea's screen only.
    const beaChat = bea.getByRole('dialog', { name: 'Table chat' });
    await beaChat.getByRole('button', { name: 'Mute players' }).click();
    await beaChat.getByRole('button', { name: 'Mute Ada' }).click();
    await expect.poll(() => beaLog.innerText(), POLL).not.toContain('good luck');
    await expect.poll(() => ada.getByRole('dialog', { name: 'Table chat' }).getByRole('log').innerText(), POLL).toContain('You <b>good luck</b>');

    // A spectator reads the chat but has no field, until the host (Ada) lets spectators write.
    await sam.goto(url);
    await sam.locator('.match-board').waitFor();
    await sam.getByRole('button', { name: /^Chat/ }).click();
    const samChat = sam.getByRole('dialog', { name: 'Table chat' });
    await expect.poll(() => samChat.getByRole('log').innerText(), POLL).toContain('Ada <b>good luck</b>');
    expect(await samChat.getByRole('textbox').count()).toBe(0);
    await expect.poll(() => samChat.getByRole('note').innerText(), POLL).toMatch(/host has not let them write/);
    await adaChat.getByLabel('Spectators may write').check();
    await expect.poll(() => samChat.getByRole('textbox', { name: 'Message' }).count(), POLL).toBe(1);
    await samChat.getByRole('textbox', { name: 'Message' }).fill('nice table');
    await samChat.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect.poll(() => ada.getByRole('dialog', { name: 'Table chat' }).getByRole('log').innerText(), POLL).toContain('Spectator nice table');
    // The table's card size, kept with the other preferences in this browser: still larger after a reload.
    await bea.getByRole('radio', { name: 'Larger' }).check();
    await expect.poll(() => bea.locator('.dh-board').getAttribute('data-table-size'), POLL).toBe('larger');
    await bea.reload();
    await expect.poll(() => bea.locator('.dh-board').getAttribute('data-table-size'), POLL).toBe('larger');
    expect(errors).toEqual([]);
    for (const p of pages) await p.context().close();
  });
});
