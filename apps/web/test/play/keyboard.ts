/**
 * The keyboard alone: what has focus, whether its focus ring shows, and walking focus with Tab / arrow keys to a
 * control. Read in the page, as a sighted keyboard user would see it.
 */
import type { Page } from 'playwright-core';

export interface Focused {
  /** Tag, classes and accessible name of document.activeElement ("BODY" when focus fell out of the page's controls). */
  tag: string;
  className: string;
  name: string;
  card: number | null;
  inBoard: boolean;
  /** In this seat's dock (its hand, its moves). */
  inDock: boolean;
  /** The focus ring is drawn: :focus-visible matches and it has an outline or a focus shadow. */
  ring: boolean;
}

export const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'BODY', className: '', name: '', card: null, inBoard: false, inDock: false, ring: false };
    const cs = getComputedStyle(el);
    const outline = cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0;
    const shadow = cs.boxShadow !== 'none' && cs.boxShadow !== '';
    return {
      tag: el.tagName,
      className: el.className,
      name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '',
      card: el.hasAttribute('data-card') ? Number(el.getAttribute('data-card')) : null,
      inBoard: el.closest('.dh-board') !== null,
      inDock: el.closest('.dh-board-dock') !== null,
      ring: el.matches(':focus-visible') && (outline || shadow),
    };
  });

export const describeFocus = (f: Focused) => (f.tag === 'BODY' ? '<body>' : `${f.tag}.${f.className.split(' ')[0]} "${f.name}"`);

/**
 * Presses `key` until `want` holds for the focused element (at most `max` presses); false if it never does.
 * `want` sees what `focused` returns.
 */
export async function pressUntil(page: Page, key: string, want: (f: Focused) => boolean, max = 60): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    if (want(await focused(page))) return true;
    await page.keyboard.press(key);
  }
  return want(await focused(page));
}

/**
 * Focus to card `id` of this seat's dock: Tab until focus is on one of its cards (from wherever it is), then the
 * arrow keys, which walk the cards that may be picked now. False if it cannot be reached.
 */
export async function reachCard(page: Page, id: number): Promise<boolean> {
  if (!(await pressUntil(page, 'Tab', (f) => f.inDock && f.card !== null, 80))) return false;
  return pressUntil(page, 'ArrowRight', (f) => f.card === id, 30);
}
