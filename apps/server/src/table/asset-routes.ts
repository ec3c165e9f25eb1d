/**
 * GET /api/games/:id/assets/<path>: pictures a game's faces name (`face.image`), from that game's own folder. Only
 * image files, only inside the folder (no `..`, no dot-files, no links out), so the route can serve nothing else.
 */
import { createReadStream, realpathSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import type Router from '@koa/router';
import type { Game } from 'boardgame.io';
import { LobbyError } from '../lobby/http-error';

const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  // An SVG could carry script; served with a CSP that forbids it, as an image only.
  '.svg': 'image/svg+xml',
};

/** A registered game that knows its folder (games.ts sets it). */
export type GameWithDir = Game & { dir?: string };

/** The file for `rel` inside `dir`, or undefined when it is not an image inside it. */
export function assetFile(dir: string, rel: string): string | undefined {
  const parts = rel.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..' || p.startsWith('.'))) return undefined;
  if (!IMAGE_TYPES[extname(rel).toLowerCase()]) return undefined;
  try {
    const root = realpathSync(dir);
    const file = realpathSync(resolve(root, ...parts));
    if (!file.startsWith(root + sep) || !statSync(file).isFile()) return undefined;
    return file;
  } catch {
    return undefined;
  }
}

export function registerAssetRoutes(router: Router, games: Map<string, Game>): void {
  router.get('/api/games/:id/assets/:path+', (ctx) => {
    const game = games.get(String(ctx['params'].id)) as GameWithDir | undefined;
    const file = game?.dir ? assetFile(game.dir, String(ctx['params'].path)) : undefined;
    if (!file) throw new LobbyError(404, 'no such picture');
    ctx.type = IMAGE_TYPES[extname(file).toLowerCase()]!;
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = createReadStream(file);
  });
}
