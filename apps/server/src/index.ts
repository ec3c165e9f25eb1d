/**
 * @deckhand/server: Deckhand's hosted match server as a library. `createDeckhandServer({ games })` is the lobby,
 * the web client, the socket transport, bots and storage (SQLite under ./data unless told otherwise); the
 * checkout's own `npm start` (main.ts) builds its server with the same call.
 *
 *   const games = await loadGamesFrom('.');
 *   const server = await createDeckhandServer({ games, port: 8000 });
 *   await server.listen();
 */
export { createDeckhandServer, DEFAULT_SEAT_GRACE_MS, type DeckhandServer, type DeckhandServerOptions } from './server';
export { loadGamesFrom, loadRegisteredGames, type GameTexts } from './games';
export { openStorage } from './db/open-storage';
export { SqliteStorage } from './db/sqlite';
export { PostgresStorage } from './db/postgres';
export { DeckhandStorage } from './db/storage';
export { createLogger } from './logger';
export { readConfig, DEFAULT_HOST, type Config } from './config';
export { DEFAULT_LIMITS, readLimits, type Limits } from './limits';
export { DEFAULT_WEB_DIST } from './web/web-dist';
export { openUrls, readyLine } from './urls';
