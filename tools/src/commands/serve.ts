/**
 * `deckhand serve [DIR] [--port P] [--host H] [--data-dir D]`: the hosted match server (lobby, web client, bots)
 * for a folder's games: the working directory's game (a folder made by `npm create deckhand`), its game folders, or
 * in this checkout packages/games/. Matches are kept in SQLite under ./data unless DATABASE_URL says PostgreSQL.
 * Every other setting is read from the environment as `npm start` reads it (docs/hosting.md). Ctrl-C stops.
 */
import { networkInterfaces } from 'node:os';
import { parseArgs } from 'node:util';
import { createDeckhandServer, createLogger, loadGamesFrom, openStorage, openUrls, readConfig, readyLine } from '@deckhand/server';
import type { Io } from '../io';
import { servedRoot } from '../games-root';

const USAGE = 'usage: deckhand serve [DIR] [--port 8000] [--host 127.0.0.1] [--data-dir ./data]';

export async function serveCommand(argv: string[], io: Io, signal?: AbortSignal): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { port: { type: 'string' }, host: { type: 'string' }, 'data-dir': { type: 'string' } } });
  } catch (e) {
    io.err(`deckhand serve: ${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  if (parsed.positionals.length > 1) {
    io.err(USAGE);
    return 2;
  }
  let config;
  try {
    // The flags win over the environment (PORT, HOST, DATA_DIR).
    config = readConfig({
      ...process.env,
      ...(parsed.values.port !== undefined ? { PORT: parsed.values.port } : {}),
      ...(parsed.values.host !== undefined ? { HOST: parsed.values.host } : {}),
      ...(parsed.values['data-dir'] !== undefined ? { DATA_DIR: parsed.values['data-dir'] } : {}),
      // ./data is the working directory's, not the one npm was started in.
      INIT_CWD: process.cwd(),
    });
  } catch (e) {
    io.err(`deckhand serve: ${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const root = servedRoot(parsed.positionals[0]);
  let server;
  try {
    const games = await loadGamesFrom(root);
    if (games.length === 0) throw new Error(`no game.yaml in ${root} or its folders`);
    server = await createDeckhandServer({
      games,
      storage: openStorage(config),
      logger: createLogger(),
      corsOrigins: config.corsOrigins,
      botDelayMs: config.botDelayMs,
      webDist: config.webDist,
      seatGraceMs: config.seatGraceMs,
      limits: config.limits,
      expiry: config.expiry,
      writeThrough: config.writeThrough,
      shutdownDrainMs: config.shutdownDrainMs,
    });
  } catch (e) {
    io.err(`deckhand serve: ${(e as Error).message}`);
    return 1;
  }
  const port = await server.listen(config.port, config.host);
  io.out(readyLine(openUrls(config.host, port, networkInterfaces()), config.databaseUrl ? 'PostgreSQL' : config.dataDir));
  await new Promise<void>((done) => {
    if (signal) signal.addEventListener('abort', () => done(), { once: true });
    else {
      process.once('SIGINT', () => done());
      process.once('SIGTERM', () => done());
    }
  });
  await server.close();
  return 0;
}
