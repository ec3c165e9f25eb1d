/**
 * Plain boardgame.io's own `Server` (stock SocketIO transport and lobby) serving the hand-written Bag: the peer the
 * Deckhand server is measured against (apps/server/bench/server-bench.ts starts it as a child process). Prints
 * `READY <port>` once it listens on loopback.
 *
 * Storage: boardgame.io's in-memory default, or — with PLAIN_STORAGE_MODULE (a built ES module exporting
 * `openStorage(file)`, see apps/server/bench/plain-durable-storage.ts) and PLAIN_DB_FILE — a durable adapter passed
 * as `Server({ db })`, which boardgame.io's Master then reads and writes on every move. A switch rather than a second
 * entry: the server code is the same line for line, so the two plain figures differ by the storage alone. The module
 * is loaded by path because the tools may not import the server's code (Nx module boundaries).
 */
import './production-mode';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { StorageAPI } from 'boardgame.io';
import { Server } from 'boardgame.io/server';
import { PlainBag } from './plain-bag';

async function storageFromEnv(): Promise<StorageAPI.Async | undefined> {
  const modulePath = process.env['PLAIN_STORAGE_MODULE'];
  const file = process.env['PLAIN_DB_FILE'];
  if (!modulePath && !file) return undefined;
  if (!modulePath || !file) throw new Error('PLAIN_STORAGE_MODULE and PLAIN_DB_FILE go together: set both for durable storage, neither for memory');
  const loaded = (await import(pathToFileURL(modulePath).href)) as { openStorage?: (file: string) => StorageAPI.Async };
  if (typeof loaded.openStorage !== 'function') throw new Error(`${modulePath} exports no openStorage(file)`);
  return loaded.openStorage(file);
}

const db = await storageFromEnv();
const server = Server({ games: [PlainBag], origins: [], ...(db ? { db } : {}) });
// run() listens on every interface; a benchmark stays on loopback.
const listen = server.app.listen.bind(server.app) as (...args: unknown[]) => unknown;
server.app.listen = ((port: number, callback: () => void) => listen(port, '127.0.0.1', callback)) as never;
const { appServer } = await server.run({ port: Number(process.env['PORT'] ?? 0) });
console.log(`READY ${(appServer.address() as AddressInfo).port}`);
process.on('SIGTERM', () => process.exit(0));
