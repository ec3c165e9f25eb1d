/** Debian's Chromium through playwright-core (never a Playwright download), as the web and ui tests launch it. */
// The workspace's one finder of system programs (plain JavaScript that `npm test` runs before any build), not a project.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { chromiumPath } from '../../../scripts/system-tools.mjs';
import { chromium, type Browser } from 'playwright-core';


const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: ARGS });
}
