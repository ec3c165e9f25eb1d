/**
 * Serves the built web client (apps/web/dist) at the same origin as the lobby API and the sockets, so the browser
 * needs no CORS and `npm start` is one process. Any GET that is not an API path and not a file falls back to
 * index.html (the client routes `/match/...` itself). Without a build, `/` says how to make one.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { Context, Next } from 'koa';

/** Paths owned by the server: never answered with the web app, so an unknown API path is a JSON 404. */
const API_PREFIXES = ['/games', '/api', '/socket.io', '/health', '/ready', '/metrics'];

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Deckhand</title>
<h1>Deckhand server is running</h1>
<p>The web client has not been built. Build it with <code>npx nx run web:build</code> (or run <code>npm start</code>,
which builds it first), then reload. The lobby API is up: <a href="/api/games">/api/games</a>.</p>`;

function fileIn(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = resolve(root, `.${decoded}`);
  // resolve() collapses `..`: anything that lands outside the dist folder is not ours to serve.
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

export function webStaticMiddleware(distDir: string | undefined) {
  const root = distDir ? resolve(distDir) : undefined;
  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();
    const index = root && join(root, 'index.html');
    if (!index || !existsSync(index)) {
      if (ctx.path !== '/') return next();
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = NOT_BUILT;
      return;
    }
    // Source maps are the client's whole source: never public, even when a build left them in dist.
    if (ctx.path.endsWith('.map')) return next();
    // Nor are dot folders (the build's own bookkeeping, dist/.vite/manifest.json): files the page never asks for.
    if (ctx.path.split('/').some((part) => part.startsWith('.'))) return next();
    const file = (ctx.path !== '/' && fileIn(root, ctx.path)) || undefined;
    if (file) {
      ctx.type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
      // Vite puts a content hash in every asset name under /assets, so those never change.
      ctx.set('Cache-Control', ctx.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      ctx.length = statSync(file).size;
      ctx.body = createReadStream(file);
      return;
    }
    // A missing asset is a 404, not the app: a stale page asking for an old bundle must not get HTML as JS.
    if (ctx.path.startsWith('/assets/') || extname(ctx.path) !== '') return next();
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = createReadStream(index);
  };
}
