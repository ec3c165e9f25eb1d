/**
 * The operator's endpoints beside /health (liveness, health.ts):
 *  - GET /ready: 200 when this process should get traffic — storage answers, the pub/sub (Redis) is connected and
 *    the server is not shutting down — 503 with the failing check otherwise, so a balancer or an orchestrator takes
 *    a process out of rotation while Redis or the database is away, and back when they return;
 *  - GET /metrics: the Prometheus exposition (ops/metrics.ts).
 */
import type { Context, Next } from 'koa';
import type { DeckhandStorage } from '../db/storage';
import type { MatchPubSub } from '../transport/pubsub';
import type { ServerMetrics } from './metrics';

/** A check that does not answer within this long counts as failed: a readiness probe must answer promptly. */
const CHECK_TIMEOUT_MS = 2000;

async function check(probe: () => Promise<void>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return 'ok';
  } catch (err) {
    return (err as Error).message || String(err);
  } finally {
    clearTimeout(timer);
  }
}

export interface OpsOptions {
  storage: DeckhandStorage;
  pubSub: MatchPubSub;
  metrics: ServerMetrics;
  isShuttingDown: () => boolean;
}

export function opsMiddleware(opts: OpsOptions) {
  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/ready') {
      const [storage, pubsub] = await Promise.all([check(() => opts.storage.ping()), opts.pubSub.ping ? check(() => opts.pubSub.ping!()) : 'ok']);
      const shutting = opts.isShuttingDown();
      const ready = !shutting && storage === 'ok' && pubsub === 'ok';
      ctx.status = ready ? 200 : 503;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { status: ready ? 'ready' : 'unavailable', ...(shutting ? { reason: 'shutting down' } : {}), checks: { storage, pubsub } };
      return;
    }
    if (ctx.path === '/metrics') {
      const { contentType, body } = await opts.metrics.text();
      ctx.set('Cache-Control', 'no-store');
      ctx.type = contentType;
      ctx.body = body;
      return;
    }
    return next();
  };
}
