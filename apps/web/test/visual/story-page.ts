/**
 * Storybook's own story of a scene (packages/ui/src/GameBoard/Scenes.stories.tsx), rendered outside Storybook
 * through its portable-stories API (composeStories with the project's preview: the theme and decorators as
 * Storybook applies them), bundled once with esbuild and served to the page from a private origin.
 */
import { build } from 'esbuild';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const ORIGIN = 'http://stories.invalid';

const ENTRY = `
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { createRoot } from 'react-dom/client';
import preview from '../../../../packages/ui/.storybook/preview';
import * as stories from '../../../../packages/ui/src/GameBoard/Scenes.stories';
setProjectAnnotations(preview);
const all = composeStories(stories);
const params = new URLSearchParams(location.search);
// The page asked without a story lists them (the test compares every scene that has one).
window.storyNames = Object.keys(all);
const Story = all[params.get('story')];
if (!Story) throw new Error('no story ' + params.get('story'));
const root = document.getElementById('root');
root.style.width = params.get('width') + 'px';
// The live board's sub-pixel offset: text and borders then fall on the same pixels in both screenshots.
root.style.marginLeft = params.get('dx') + 'px';
root.style.marginTop = params.get('dy') + 'px';
createRoot(root).render(<Story />);
`;

/** Serves the bundled stories to `page` from their private origin. */
async function serve(page: Page): Promise<void> {
  const { js, css } = await bundled();
  await page.route(`${ORIGIN}/**`, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/story.js') return route.fulfill({ body: js, contentType: 'text/javascript' });
    if (url.pathname === '/story.css') return route.fulfill({ body: css, contentType: 'text/css' });
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"><link rel="stylesheet" href="/story.css"></head><body style="margin:0"><div id="root"></div><script type="module" src="/story.js"></script></body></html>',
    });
  });
}

/** The export names of Scenes.stories (`page` is left on the story origin; close it or open a story next). */
export async function storyNames(page: Page): Promise<string[]> {
  await serve(page);
  await page.goto(`${ORIGIN}/?story=`);
  await page.waitForFunction(() => 'storyNames' in window);
  return page.evaluate(() => (window as unknown as { storyNames: string[] }).storyNames);
}

let bundle: Promise<{ js: string; css: string }> | undefined;

function bundled() {
  bundle ??= build({
    stdin: { contents: ENTRY, resolveDir: here, loader: 'tsx', sourcefile: 'stories-entry.tsx' },
    bundle: true,
    write: false,
    outdir: 'out',
    format: 'esm',
    jsx: 'automatic',
    // Our packages as their sources, as Vite resolves them in this workspace (SOURCE_CONDITION, scripts/source-condition.ts).
    conditions: ['@deckhand/source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  }).then((r) => ({
    js: r.outputFiles.find((f) => f.path.endsWith('.js'))!.text,
    css: r.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '',
  }));
  return bundle;
}

/**
 * Opens the story `name` (an export of Scenes.stories) in `page` and waits for the board: the board `box.width` px
 * wide, placed at the same fraction of a pixel as `box` (the live board's box).
 */
export async function openStory(page: Page, name: string, box: { x: number; y: number; width: number }): Promise<void> {
  await serve(page);
  const frac = (v: number) => v - Math.floor(v);
  await page.goto(`${ORIGIN}/?story=${encodeURIComponent(name)}&width=${box.width}&dx=${frac(box.x)}&dy=${frac(box.y)}`);
  await page.locator('.dh-board').waitFor();
}
