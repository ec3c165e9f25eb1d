/**
 * Plain boardgame.io's own `Server` (in-memory storage, stock SocketIO transport and lobby) serving the hand-written
 * Bag: the peer the Deckhand server is measured against (apps/server/bench/server-bench.ts starts it as a child
 * process). Prints `READY <port>` once it listens on loopback.
 */
import './production-mode';
import type { AddressInfo } from 'node:net';
import { Server } from 'boardgame.io/server';
import { PlainBag } from './plain-bag';

const server = Server({ games: [PlainBag], origins: [] });
// run() listens on every interface; a benchmark stays on loopback.
const listen = server.app.listen.bind(server.app) as (...args: unknown[]) => unknown;
server.app.listen = ((port: number, callback: () => void) => listen(port, '127.0.0.1', callback)) as never;
const { appServer } = await server.run({ port: Number(process.env['PORT'] ?? 0) });
console.log(`READY ${(appServer.address() as AddressInfo).port}`);
process.on('SIGTERM', () => process.exit(0));
