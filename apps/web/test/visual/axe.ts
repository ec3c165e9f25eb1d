/**
 * axe-core over the page as it is now: the serious and critical violations, one line each (rule, impact, where).
 *
 * The engine is @axe-core/playwright's own axe-core, injected once per page and run in it. AxeBuilder.analyze()
 * injects the 500 kB engine on every call and, out of legacy mode, opens a fresh page to merge frame results: the
 * match page has no frames, and on the loaded 2-core CI machine that cost 14–16 s a scene against 3–4 s here.
 */
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = (createRequire(require.resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // The share link is the page frame's (masked in screenshots), not the board's: it is still checked, nothing excluded.
  const { violations } = await page.evaluate(
    (tags) => (window as unknown as { axe: { run(ctx: Document, o: object): Promise<AxeResults> } }).axe.run(document, { runOnly: { type: 'tag', values: tags } }),
    TAGS,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}
