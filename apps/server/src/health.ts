import type { Context, Next } from 'koa';
import type { DeckhandStorage } from './db/storage';

/** GET /health: 200 when storage answers, 503 otherwise, for load balancers and orchestrators. */
export function healthMiddleware(storage: DeckhandStorage, gameCount: number, isShuttingDown: () => boolean) {
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== '/health' || ctx.method !== 'GET') return next();
    try {
      if (isShuttingDown()) throw new Error('shutting down');
      await storage.ping();
      ctx.body = { status: 'ok', games: gameCount, uptimeSeconds: Math.round(process.uptime()) };
    } catch (err) {
      ctx.status = 503;
      ctx.body = { status: 'unavailable', reason: (err as Error).message };
    }
  };
}
