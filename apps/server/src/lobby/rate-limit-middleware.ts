import type { Context, Next } from 'koa';
import type { Bucket } from '../security/rate-limit';

/**
 * Charges each request one token from its IP's bucket (`ctx.ip`: the socket address, or X-Forwarded-For when the
 * app trusts a proxy). An empty bucket answers 429 with Retry-After and the reason, before any body is read or any
 * storage touched. `applies` picks the routes (the lobby and API; static files cost nothing to serve).
 */
export function rateLimitMiddleware(bucket: Bucket, applies: (ctx: Context) => boolean) {
  return async (ctx: Context, next: Next) => {
    if (!applies(ctx)) return next();
    const wait = bucket.take(ctx.ip || 'unknown');
    if (wait !== undefined) {
      tooMany(ctx, wait, 'too many requests');
      return;
    }
    await next();
  };
}

export function tooMany(ctx: Context, waitMs: number, reason: string): void {
  ctx.status = 429;
  ctx.set('Retry-After', String(Math.ceil(waitMs / 1000)));
  ctx.body = { error: `${reason}; retry in ${Math.ceil(waitMs / 1000)} s`, retryAfterMs: waitMs };
}
