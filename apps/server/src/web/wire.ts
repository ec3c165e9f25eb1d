/**
 * What every HTTP response gets on the wire: compression (brotli or gzip, as the browser accepts, for text bodies
 * over 1 KiB: the client's JavaScript and CSS, index.html, lobby JSON) and validators (an ETag, answered 304 when
 * the browser already holds that version). Caching rules per file are the static middleware's (hashed assets
 * immutable, index.html revalidated every time). koa-compress, koa-conditional-get and @koa/etag, as Koa apps use them.
 */
import { constants } from 'node:zlib';
import compress from 'koa-compress';
import conditional from 'koa-conditional-get';
import etag from '@koa/etag';
import type { Middleware } from 'koa';

export function wireMiddleware(): Middleware[] {
  return [
    compress({
      threshold: 1024,
      // Quality 5: most of brotli's gain at a fraction of its top setting's CPU (assets are compressed per request).
      br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
      gzip: { level: 6 },
      deflate: false,
    }) as Middleware,
    // Registered before etag, so that it sees the ETag etag sets, and answers 304 when the request's still matches.
    conditional() as Middleware,
    etag() as Middleware,
  ];
}
