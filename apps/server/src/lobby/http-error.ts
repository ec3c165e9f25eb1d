import type { Context, Next } from 'koa';
import type { Logger } from 'pino';

/** A 4xx with a reason the client can show; anything else thrown becomes a 500 without internals. */
export class LobbyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function errorMiddleware(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        ctx.status = 404;
        ctx.body = { error: `no route ${ctx.method} ${ctx.path}` };
      }
    } catch (err) {
      const e = err as { status?: number; message?: string; expose?: boolean };
      if (err instanceof LobbyError || (e.status && e.status < 500 && e.expose)) {
        ctx.status = e.status!;
        ctx.body = { error: e.message };
      } else {
        logger.error({ err }, 'request failed');
        ctx.status = 500;
        ctx.body = { error: 'internal error' };
      }
    }
  };
}
