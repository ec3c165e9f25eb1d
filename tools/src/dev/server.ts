/**
 * `deckhand dev`: Vite's dev server with the dev preview page for one game. In the checkout the page is the web
 * client's source (apps/web, with its vite.config.ts); in the npm package it is that page compiled
 * (build-package.ts), and Vite serves only the game's own module and its hooks.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { deckhandDevPlugin } from './plugin';

const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/web');

export interface DevOptions {
  id: string;
  gamesRoot: string;
  /** 0: any free port. */
  port: number;
  host?: string;
  log?: (line: string) => void;
}

export interface DevServer {
  url: string;
  close(): Promise<void>;
}

export async function startDevServer(opts: DevOptions): Promise<DevServer> {
  const dir = join(resolve(opts.gamesRoot), opts.id);
  if (!existsSync(join(dir, 'game.yaml'))) throw new Error(`no game "${opts.id}": ${join(dir, 'game.yaml')} does not exist`);
  // The compiled page has no vite.config.ts beside it.
  const source = existsSync(join(WEB, 'vite.config.ts'));
  const server: ViteDevServer = await createServer({
    root: WEB,
    configFile: source ? join(WEB, 'vite.config.ts') : false,
    logLevel: 'warn',
    clearScreen: false,
    plugins: [deckhandDevPlugin({ id: opts.id, dir, ...(opts.log ? { log: opts.log } : {}) })],
    server: {
      port: opts.port,
      strictPort: opts.port !== 0,
      host: opts.host ?? '127.0.0.1',
      // The game folder may lie outside the workspace (--games-root).
      fs: { allow: [resolve(WEB, '../..'), dir] },
    },
    // The preview runs the whole compiler in the browser: pre-bundle what only it imports up front, so Vite does not
    // discover them on the first visit and reload the page. The compiled page has them inside already.
    optimizeDeps: source
      ? { entries: ['dev.html', 'index.html'], include: ['boardgame.io/internal', 'boardgame.io/core', 'yaml', 'zod', 'jsep', 'react', 'react-dom/client'] }
      : { entries: ['dev.html'] },
  });
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  return {
    url: `http://${opts.host ?? '127.0.0.1'}:${port}/dev/${opts.id}`,
    close: () => server.close(),
  };
}
