import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Game } from 'boardgame.io';
import { Server } from 'boardgame.io/server';
import type { Logger } from 'pino';
import type { DeckhandStorage } from './db/storage';
import { MatchService } from './match/match-service';
import { DeckhandTransport } from './transport/socket-transport';
import { InProcessPubSub, type MatchPubSub } from './transport/pubsub';
import { registerLobbyRoutes } from './lobby/routes';
import { errorMiddleware } from './lobby/http-error';
import { corsMiddleware, originCheck } from './cors';
import { healthMiddleware } from './health';
import { BotRunner } from './bots';
import { RaceReferee } from './race-referee';
import { registerClientDefRoutes } from './client-defs';
import { webStaticMiddleware } from './web/static';

export interface DeckhandServerOptions {
  games: Game[];
  storage: DeckhandStorage;
  logger: Logger;
  /** Shared with other processes (Redis) or in-process by default. */
  pubSub?: MatchPubSub;
  /** CORS_ORIGINS syntax: comma-separated origins or `*`; unset allows localhost. */
  corsOrigins?: string;
  botDelayMs?: number;
  /** Multiplies game bots' reaction times (default 1; tests use 0 so that bots play at once). */
  botTimeScale?: number;
  /** The built web client (apps/web/dist), served at `/` with a fallback to its index.html; unset serves none. */
  webDist?: string;
}

export interface DeckhandServer {
  listen(port: number, host?: string): Promise<number>;
  close(): Promise<void>;
  readonly service: MatchService;
  readonly bots: BotRunner;
  readonly referee: RaceReferee;
  readonly httpServer: HttpServer;
}

/**
 * Builds the hosted server: boardgame.io's Koa app and router, our lobby routes, our socket transport, storage
 * and bots. We take the app from boardgame.io's `Server()` but do not call its `run()`: run() would mount the
 * upstream lobby routes (fetch-then-write joins, no validation) and its CORS, and it gives no handle for a
 * graceful shutdown.
 */
export async function createDeckhandServer(opts: DeckhandServerOptions): Promise<DeckhandServer> {
  const { storage, logger } = opts;
  const pubSub = opts.pubSub ?? new InProcessPubSub();
  const allowed = originCheck(opts.corsOrigins);
  await storage.connect();

  const service = new MatchService({ games: opts.games, storage, pubSub, logger });
  const bots = new BotRunner(service, logger.child({ component: 'bots' }), opts.botDelayMs, opts.botTimeScale);
  const referee = new RaceReferee(service, logger.child({ component: 'referee' }));
  service.onCommit = (game, matchID, state) => {
    referee.watch(game, matchID, state);
    bots.kick(game, matchID);
  };
  // A client syncing is how a restarted process learns of a match: bots and open race windows resume there.
  service.onSynced = (game, matchID) => {
    bots.kick(game, matchID);
    void referee.resume(game, matchID);
  };
  const transport = new DeckhandTransport({ service, pubSub, logger: logger.child({ component: 'socket' }), originAllowed: allowed });

  const bgio = Server({ games: opts.games, db: storage, transport: transport as never, origins: [] });
  const { app, router } = bgio;
  let shuttingDown = false;

  app.use(async (ctx, next) => {
    const start = performance.now();
    await next();
    logger.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - start) }, 'http');
  });
  app.use(errorMiddleware(logger) as never);
  app.use(corsMiddleware(allowed) as never);
  app.use(healthMiddleware(storage, service.games.size, () => shuttingDown) as never);
  registerLobbyRoutes(router as never, { games: service.games, storage, onCreated: (game, id) => bots.kick(game, id) });
  registerClientDefRoutes(router as never, service.games);
  app.use(router.routes()).use(router.allowedMethods());
  app.use(webStaticMiddleware(opts.webDist) as never);

  const httpServer = createServer(app.callback());
  transport.attach(httpServer);

  return {
    service,
    bots,
    referee,
    httpServer,
    async listen(port, host = '0.0.0.0') {
      await new Promise<void>((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => resolve());
      });
      const actual = (httpServer.address() as AddressInfo).port;
      logger.info({ port: actual, host, games: [...service.games.keys()] }, 'listening');
      return actual;
    },
    async close() {
      // Order matters: stop taking new work, let queued moves finish writing, then release storage.
      shuttingDown = true;
      bots.stop();
      await referee.stop();
      const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await transport.close();
      httpServer.closeIdleConnections();
      await service.drain();
      await closed;
      await pubSub.close();
      await storage.close();
    },
  };
}
