import type { Context, Next } from 'koa';
import type { Bucket } from '../security/rate-limit';
import { addressKey, clientIp } from '../transport/client-ip';

/**
 * The key a request's per-address limits count it under: the client's address (the N-th X-Forwarded-For entry
 * from the right behind N trusted proxies, client-ip.ts), an IPv6 client by its /64.
 */
export function addressOf(ctx: Context): string {
  return addressKey(clientIp(ctx.req, ctx.app.proxy ? ctx.app.maxIpsCount : 0));
}

/**
 * Charges each request one token from its address's bucket (addressOf). An empty bucket answers 429 with Retry-After and the reason, before any body is read or any
 * storage touched. `applies` picks the routes (the lobby and API; static files cost nothing to serve).
 */
export function rateLimitMiddleware(bucket: Bucket, applies: (ctx: Context) => boolean) {
  return async (ctx: Context, next: Next) => {
    if (!applies(ctx)) return next();
    const wait = bucket.take(addressOf(ctx));
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
