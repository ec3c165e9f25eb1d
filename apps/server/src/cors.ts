import type { Context, Next } from 'koa';

export type OriginCheck = (origin: string) => boolean;

/**
 * CORS_ORIGINS is a comma-separated list of exact origins, or `*`. Unset means any http://localhost:<port> (a
 * developer running the web app), which is also what boardgame.io's Origins.LOCALHOST allows.
 */
export function originCheck(config: string | undefined): OriginCheck {
  const entries = (config ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (entries.includes('*')) return () => true;
  if (entries.length === 0) return (origin) => /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin);
  const allowed = new Set(entries);
  return (origin) => allowed.has(origin);
}

/** Whether a browser's Origin is this server itself (the web client it serves), by the Host it was reached at. */
export function isSameOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    const u = new URL(origin);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.host === host.toLowerCase();
  } catch {
    return false;
  }
}

export function corsMiddleware(allowed: OriginCheck) {
  return async (ctx: Context, next: Next) => {
    const origin = ctx.get('Origin');
    if (origin && allowed(origin)) {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.vary('Origin');
      if (ctx.method === 'OPTIONS') {
        ctx.set('Access-Control-Allow-Methods', 'GET,POST,OPTIONS');
        ctx.set('Access-Control-Allow-Headers', 'Content-Type');
        ctx.set('Access-Control-Max-Age', '600');
        ctx.status = 204;
        return;
      }
    }
    await next();
  };
}
