/**
 * The web client: `nx run web:build` writes dist/, which the server serves at its own origin (`npm start`).
 * `nx run web:vite-serve` is a dev server that proxies the API and sockets to a server on :8000.
 * Tests: unit tests beside the code, and test/*.test.ts (Bag, WordARound, Art of Argument), which drive the built
 * client in Chromium against the real server.
 */
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { sourceCondition } from '../../scripts/source-condition';

const server = process.env['DECKHAND_SERVER'] ?? 'http://localhost:8000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [sourceCondition(), react()],
  // No source maps in the build the server serves (SOURCEMAP=1 for a local debugging build; the server never serves .map).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: process.env['SOURCEMAP'] === '1',
    // dist/.vite/manifest.json: which chunks each page imports up front and which it fetches later, read by the
    // first-load test (test/first-load.test.ts). The server never serves dot folders.
    manifest: true,
    rolldownOptions: {
      // Our own packages' modules do nothing when imported but export: what a page does not use is dropped (the
      // dsl's YAML parser and validator never reach the browser). Stylesheets keep their effect.
      treeshake: { moduleSideEffects: (id: string) => /\.css($|\?)/.test(id) || !/[/\\]packages[/\\](dsl|ui|games)[/\\]src[/\\]/.test(id) },
    },
  },
  server: {
    proxy: {
      '/api': server,
      '/games': server,
      '/socket.io': { target: server, ws: true },
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
