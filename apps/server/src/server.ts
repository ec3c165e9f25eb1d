import { createServer, type Server as HttpServer } from 'node:http';
import { join } from 'node:path';
import { keepIdleConnections } from './keep-alive';
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
import { BotPool } from './bot-threads/pool';
import { RaceReferee } from './race-referee';
import { registerClientDefRoutes } from './client-defs';
import { webStaticMiddleware } from './web/static';
import { wireMiddleware } from './web/wire';
import { securityHeaders } from './security/headers';
import { HostCheck, hostCheckMiddleware } from './security/host-check';
import { DEFAULT_EXPIRY, MatchExpiry, type ExpiryOptions } from './match/expiry';
import { TableClock } from './table/table-clock';
import { hasConnectedPlayer, isPlayedByServer } from './table/table';
import { registerTableApiRoutes } from './table/api-routes';
import { DEFAULT_LIMITS, type Limits } from './limits';
import { Bucket } from './security/rate-limit';
import { rateLimitMiddleware } from './lobby/rate-limit-middleware';
import { BotTableBudget } from './lobby/bot-tables';
import { channelFor } from './transport/pubsub';
import { registerAssetRoutes } from './table/asset-routes';
import { LiveStorage } from './db/live-storage';
import { ServerMetrics, timeCommits } from './ops/metrics';
import { opsMiddleware } from './ops/ops-routes';
import { ProcessRegistry } from './transport/process-registry';
import { ProcessGameConfig } from 'boardgame.io/internal';
import { createLogger } from './logger';
import { openStorage } from './db/open-storage';
import { DEFAULT_WEB_DIST } from './web/web-dist';
import { DEFAULT_HOST } from './config';

export interface DeckhandServerOptions {
  /** Compiled games (`compile()` of @deckhand/dsl, or `loadGamesFrom(folder)`); any boardgame.io Game is accepted. */
  games: Game[];
  /** Where matches are kept; unset: the SQLite file `<dataDir>/deckhand.sqlite`. */
  storage?: DeckhandStorage;
  /** The folder of the default SQLite storage (default `./data` under the working directory). */
  dataDir?: string;
  /** pino logger; unset: one on stdout at LOG_LEVEL (default info). */
  logger?: Logger;
  /** What `listen()` with no arguments binds (default port 8000 on 127.0.0.1). */
  port?: number;
  host?: string;
  /** Shared with other processes (Redis) or in-process by default. */
  pubSub?: MatchPubSub;
  /** CORS_ORIGINS syntax: comma-separated origins or `*`; unset allows localhost. */
  corsOrigins?: string;
  botDelayMs?: number;
  /** Multiplies game bots' reaction times (default 1; tests use 0 so that bots play at once). */
  botTimeScale?: number;
  /**
   * Worker threads searching for bot seats (bot-threads/pool.ts), so that a bot thinking never stalls the event
   * loop. Unset: BOT_THREADS, or one less than the cores (at least 1). 0: bots decide on the event loop.
   */
  botThreads?: number;
  /**
   * The built web client served at `/` with a fallback to its index.html: unset, the lobby and match pages this
   * package ships (apps/web/dist in a checkout); false serves none.
   */
  webDist?: string | false;
  /** How long a disconnected player keeps their seat before a bot stands in (default 45 s). */
  seatGraceMs?: number;
  /** Rate limits and caps (limits.ts); DEFAULT_LIMITS when unset. */
  limits?: Limits;
  /** Keep each match in memory and write through to storage (db/live-storage.ts); on unless false (WRITE_THROUGH=0). */
  writeThrough?: boolean;
  /** When unjoined and finished matches are wiped (match/expiry.ts); DEFAULT_EXPIRY when unset. */
  expiry?: ExpiryOptions;
  /**
   * On close, how long to spread the closing of open sockets over (each told to reconnect first), so that their
   * reconnects reach the other processes gradually (SHUTDOWN_DRAIN_SECONDS; default 0: all at once, as tests want).
   */
  shutdownDrainMs?: number;
  /**
   * Several processes (REDIS_URL): the Redis URL where each process records the seats its sockets hold, so that
   * the survivors of a killed process mark its seats away and re-announce its matches (transport/process-registry.ts).
   */
  registryUrl?: string;
  /** The registry's heartbeat (default 2 s; a process silent for three is dead). */
  heartbeatMs?: number;
}

export const DEFAULT_SEAT_GRACE_MS = 45_000;

export interface DeckhandServer {
  /** Starts listening (default: the options' port and host) and resolves with the port bound. */
  listen(port?: number, host?: string): Promise<number>;
  close(): Promise<void>;
  readonly service: MatchService;
  readonly bots: BotRunner;
  readonly referee: RaceReferee;
  readonly clock: TableClock;
  readonly httpServer: HttpServer;
  readonly transport: DeckhandTransport;
  readonly expiry: MatchExpiry;
  readonly metrics: ServerMetrics;
}

/**
 * Builds the hosted server: boardgame.io's Koa app and router, our lobby routes, our socket transport, storage
 * and bots. We take the app from boardgame.io's `Server()` but do not call its `run()`: run() would mount the
 * upstream lobby routes (fetch-then-write joins, no validation) and its CORS, and it gives no handle for a
 * graceful shutdown.
 */
export async function createDeckhandServer(options: DeckhandServerOptions): Promise<DeckhandServer> {
  const logger = options.logger ?? createLogger();
  // ProcessGameConfig passes a processed game through, so games from loadGamesFrom keep their texts and folder.
  const opts = {
    ...options,
    games: options.games.map((g) => ProcessGameConfig(g) as Game),
    storage: options.storage ?? openStorage({ dataDir: options.dataDir ?? join(process.cwd(), 'data') }),
  };
  // With writeThrough every part of the server reads matches from memory; every write still reaches the database
  // first (compare-and-set, one transaction per move), so a move is durable before it is broadcast.
  const writeThrough = opts.writeThrough ?? true;
  // The gauges read the transport, made further down (it needs the service, which needs the timed storage).
  const live: { transport?: DeckhandTransport } = {};
  const metrics = new ServerMetrics({ liveMatches: () => live.transport?.liveMatches ?? 0, sockets: () => live.transport?.openSockets ?? 0 });
  timeCommits(opts.storage, metrics.storageCommitSeconds);
  const storage = writeThrough && !(opts.storage instanceof LiveStorage) ? new LiveStorage(opts.storage) : opts.storage;
  const pubSub = opts.pubSub ?? new InProcessPubSub();
  const allowed = originCheck(opts.corsOrigins);
  await storage.connect();

  const service = new MatchService({ games: opts.games, storage, pubSub, logger });
  service.onApplied = (result, seconds) => metrics.applied(result, seconds);
  const pool = opts.botThreads === 0 ? undefined : new BotPool(opts.botThreads !== undefined ? { size: opts.botThreads } : {});
  pool?.warm();
  const bots = new BotRunner(service, logger.child({ component: 'bots' }), opts.botDelayMs, opts.botTimeScale, pool);
  const referee = new RaceReferee(service, logger.child({ component: 'referee' }));
  bots.onDecided = (seconds) => metrics.botDecisionSeconds.observe(seconds);
  const graceMs = opts.seatGraceMs ?? DEFAULT_SEAT_GRACE_MS;
  const limits = opts.limits ?? DEFAULT_LIMITS;
  // Bots play their own seats and stand in for players who left or are away past the grace period.
  bots.playsSeat = (seat) => isPlayedByServer(seat, Date.now(), graceMs);
  // Bots move only while a person plays (a connected human seat, not stood in), unless all-bot tables are allowed.
  bots.hasPlayer = (metadata) => limits.allBotMatches || hasConnectedPlayer(metadata, Date.now(), graceMs);
  const clock = new TableClock(
    { kick: (game, matchID) => bots.kick(game, matchID), moveFor: (game, matchID, seatID, stateID) => bots.moveFor(game, matchID, seatID, stateID) },
    logger.child({ component: 'table' }),
    graceMs,
  );
  service.onCommit = (game, matchID, state, metadata) => {
    referee.watch(game, matchID, state);
    bots.kick(game, matchID);
    clock.update(game, matchID, metadata, state);
  };
  service.onPresence = (game, matchID, metadata) => {
    clock.update(game, matchID, metadata);
    bots.kick(game, matchID);
  };
  // A client syncing is how a restarted process learns of a match: bots and open race windows resume there.
  service.onSynced = (game, matchID) => {
    bots.kick(game, matchID);
    void referee.resume(game, matchID);
  };
  /** A lobby change (created, joined, started, left, reclaimed): bots re-plan and the timers re-arm. */
  const onTableChanged = (game: Game, matchID: string) => {
    bots.kick(game, matchID);
    // Read, not copied: the clock only reads them.
    void storage.readShared(matchID).then(
      ({ metadata, state }) => metadata && clock.update(game, matchID, metadata, state),
      (err: unknown) => logger.error({ err, matchID }, 'table update failed'),
    );
  };
  // The listening name joins these in listen().
  const hostCheck = new HostCheck(limits.allowedHosts);
  const transport = new DeckhandTransport({ service, pubSub, logger: logger.child({ component: 'socket' }), originAllowed: allowed, limits, hostCheck });
  live.transport = transport;
  transport.onRefused = (reason) => metrics.refused(reason);

  // Bots of a match nobody watches pause (no socket for a seat or a spectator here); a process that pauses asks the
  // others over the pub/sub, and one whose sockets watch the match plays them. A sync resumes them (onSynced).
  bots.watched = (matchID) => transport.socketsOf(matchID) > 0;
  bots.onPaused = (_game, matchID) => void pubSub.publish(channelFor(matchID), { type: 'bots', args: [matchID] });
  // Race rounds of a match nobody watches wait the same way (a timed-out round would otherwise follow the next).
  referee.watched = bots.watched;
  referee.onParked = bots.onPaused;
  // Also after a catch-up (a message may have been lost): the bots, the race round and the timers resume from
  // what is stored.
  transport.onBotsWanted = (matchID) => {
    void storage.readShared(matchID).then(
      ({ metadata, state }) => {
        const game = metadata && service.games.get(metadata.gameName);
        if (!game) return;
        bots.kick(game, matchID);
        void referee.resume(game, matchID);
        clock.update(game, matchID, metadata, state);
      },
      (err: unknown) => logger.error({ err, matchID }, 'bot resume failed'),
    );
  };
  const registry = opts.registryUrl ? startRegistry(opts.registryUrl, opts.heartbeatMs, service, transport, logger) : undefined;

  const bgio = Server({ games: opts.games, db: storage, transport: transport as never, origins: [] });
  const { app, router } = bgio;
  // ctx.ip reads X-Forwarded-For only when the host says proxies set it, and then the N-th entry from the right (the
  // one the nearest trusted proxy saw; the entries left of it are the client's own words). The limiters use
  // addressOf (lobby/rate-limit-middleware.ts), the same address counted per /64 for IPv6.
  app.proxy = limits.trustProxy > 0;
  app.maxIpsCount = limits.trustProxy;
  let shuttingDown = false;

  app.use(async (ctx, next) => {
    const start = performance.now();
    await next();
    // Debug level: one line per request is noise on a host's console (LOG_LEVEL=debug shows them).
    logger.debug({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - start) }, 'http');
  });
  // First, so that every response carries them, errors and refusals included.
  app.use(securityHeaders() as never);
  // Before anything reads the request: a page rebound to this server's address is refused (security/host-check.ts).
  app.use(hostCheckMiddleware(hostCheck) as never);
  app.use(errorMiddleware(logger) as never);
  app.use(corsMiddleware(allowed) as never);
  for (const m of wireMiddleware()) app.use(m as never);
  const httpBucket = new Bucket(limits.httpRequests);
  // Every request the router will answer pays, matched as the router matches it (case-insensitively, trailing slash
  // or not): a prefix test of the raw path let `/GAMES/…` and `/API/…` through unmetered. Static files cost nothing.
  app.use(rateLimitMiddleware(httpBucket, (ctx) => router.match(ctx.path, ctx.method).path.length > 0) as never);
  app.use(healthMiddleware(storage, service.games.size, () => shuttingDown) as never);
  app.use(opsMiddleware({ storage, pubSub, metrics, isShuttingDown: () => shuttingDown }) as never);
  registerLobbyRoutes(router as never, {
    games: service.games,
    storage,
    onCreated: onTableChanged,
    // The seat is stored already: a failed announcement must not answer 500 (service.announce never rejects).
    onSeatsChanged: (matchID) => service.announce(matchID, { type: 'seats', args: [matchID] }),
    creates: new Bucket(limits.creates),
    botTables: new BotTableBudget(limits.botTablesPerAddress, async (matchID) => {
      const { metadata } = await storage.fetch(matchID, { metadata: true });
      return !!metadata && (metadata.gameover === undefined || metadata.gameover === null);
    }),
    allBotMatches: limits.allBotMatches,
  });
  registerClientDefRoutes(router as never, service.games);
  registerTableApiRoutes(router as never, { games: service.games, storage, graceMs, turnDeadline: (matchID, stateID) => clock.turnDeadline(matchID, stateID) });
  registerAssetRoutes(router as never, service.games);
  app.use(router.routes()).use(router.allowedMethods());
  app.use(webStaticMiddleware(opts.webDist === false ? undefined : (opts.webDist ?? DEFAULT_WEB_DIST)) as never);

  const expiry = new MatchExpiry(storage, [...service.games.keys()], opts.expiry ?? DEFAULT_EXPIRY, logger.child({ component: 'expiry' }), (matchID) =>
    pubSub.publish(channelFor(matchID), { type: 'seats', args: [matchID] }),
  );
  expiry.start();
  const httpServer = createServer(app.callback());
  keepIdleConnections(httpServer);
  transport.attach(httpServer);

  return {
    service,
    bots,
    referee,
    clock,
    httpServer,
    transport,
    expiry,
    metrics,
    async listen(port = opts.port ?? 8000, host = opts.host ?? DEFAULT_HOST) {
      hostCheck.allow(host);
      await new Promise<void>((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => resolve());
      });
      const actual = (httpServer.address() as AddressInfo).port;
      logger.debug({ port: actual, host, games: [...service.games.keys()] }, 'listening');
      return actual;
    },
    async close() {
      // Order matters: stop taking new connections (and say not ready), stop our own work, let moves in flight
      // finish writing, close the sockets gradually (their moves meanwhile are still answered), then release storage.
      shuttingDown = true;
      const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
      bots.stop();
      await expiry.stop();
      clock.stop();
      await referee.stop();
      await registry?.close();
      await service.drain();
      await transport.drain(opts.shutdownDrainMs ?? 0);
      await transport.close();
      httpServer.closeIdleConnections();
      await service.drain();
      await closed;
      await pubSub.close();
      await storage.close();
    },
  };
}

/**
 * Records this process's bound seats in Redis and takes over those of dead processes: their seats no live process
 * holds become away (the grace period, then the stand-in bot), and their matches are re-announced everywhere.
 */
function startRegistry(url: string, heartbeatMs: number | undefined, service: MatchService, transport: DeckhandTransport, logger: Logger): ProcessRegistry {
  const log = logger.child({ component: 'registry' });
  const registry = new ProcessRegistry(url, {
    ...(heartbeatMs !== undefined ? { heartbeatMs } : {}),
    bound: () => transport.boundSeats(),
    onError: (err) => log.debug({ err }, 'registry error'),
    onDead: (seats, matches) => {
      log.info({ seats: seats.length, matches: matches.length }, 'took over a dead process');
      for (const { matchID, playerID } of seats) {
        if (playerID !== null) service.setConnected(matchID, playerID, false).catch((err: unknown) => log.error({ err, matchID }, 'marking a seat away failed'));
      }
      for (const matchID of matches) void service.announce(matchID, { type: 'resync', args: [matchID] });
    },
    onRecorded: () => {
      for (const { matchID, playerID } of transport.boundSeats()) {
        if (playerID !== null) service.setConnected(matchID, playerID, true).catch((err: unknown) => log.error({ err, matchID }, 'marking a seat connected failed'));
      }
    },
  });
  transport.onBound = (matchID, playerID) => registry.bind({ matchID, playerID });
  transport.onUnbound = (matchID, playerID) => registry.unbind({ matchID, playerID });
  registry.start();
  return registry;
}
