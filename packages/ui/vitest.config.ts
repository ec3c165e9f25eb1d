/**
 * `nx run ui:test`: every story (and its `play` function) runs as a test in real Chromium through Storybook's
 * Vitest addon. Chromium is the system's (CHROMIUM_PATH, else on PATH: scripts/system-tools.mjs; .ci/run installs
 * Debian's when missing), never a Playwright download.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { gameGallery } from './.storybook/game-gallery';
import { sourceCondition } from '../../scripts/source-condition';
// The workspace's one finder of system programs (plain JavaScript that `npm test` runs before any build), not a project.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { chromiumPath } from '../../scripts/system-tools.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [sourceCondition(), react(), gameGallery(), storybookTest({ configDir: path.join(dirname, '.storybook') })],
  // Pre-bundle what the stories import up front, so Vite does not reload the page mid-run.
  optimizeDeps: { include: ['react', 'react-dom', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom/client', 'motion/react', '@dnd-kit/core', 'hyphen/en'] },
  test: {
    name: 'storybook',
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: {
          executablePath: chromiumPath(),
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
