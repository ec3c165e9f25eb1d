import { readConfig } from './config';
import { createLogger } from './logger';
import { loadRegisteredGames } from './games';
import { openStorage } from './db/open-storage';
import { RedisPubSub } from './transport/pubsub';
import { networkInterfaces } from 'node:os';
import { createDeckhandServer } from './server';
import { openUrls, readyLine } from './urls';

/** Entry point: `npm start` (nx run server:serve → tsx src/main.ts). */
async function main() {
  const config = readConfig();
  const logger = createLogger();
  const games = await loadRegisteredGames();
  const storage = openStorage(config);
  const pubSub = config.redisUrl
    ? new RedisPubSub(config.redisUrl, (err) => logger.error({ err }, 'redis error'))
    : undefined;
  const server = await createDeckhandServer({
    games,
    storage,
    logger,
    pubSub,
    corsOrigins: config.corsOrigins,
    botDelayMs: config.botDelayMs,
    webDist: config.webDist,
    seatGraceMs: config.seatGraceMs,
    limits: config.limits,
    expiry: config.expiry,
    writeThrough: config.writeThrough,
    shutdownDrainMs: config.shutdownDrainMs,
    registryUrl: config.redisUrl,
    heartbeatMs: config.heartbeatMs,
  });
  const port = await server.listen(config.port, config.host);
  const kept = config.databaseUrl ? 'PostgreSQL' : config.dataDir;
  logger.info(readyLine(openUrls(config.host, port, networkInterfaces()), kept) + (config.redisUrl ? ' (scale-out via Redis)' : ''));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
