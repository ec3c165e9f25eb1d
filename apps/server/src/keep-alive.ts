import type { Server as HttpServer } from 'node:http';

/**
 * How long an idle kept-alive connection stays open. Node's default is 5 s, and a client reuses a pooled
 * connection until about a second before the `Keep-Alive: timeout=N` the server announced. When the process is
 * busy (a burst of moves, a long synchronous stretch) the two timers fire late and in any order, so a client can
 * send its next request on a socket the server is closing that very moment: the request fails with ECONNRESET
 * although nothing was wrong with it. A long idle timeout keeps that race out of a player's reach (a lobby page
 * polls every few seconds, well inside it) and matches what proxies in front of a server expect (their own idle
 * timeout, commonly 60 s, must end first, or they hit the same race one hop further in).
 */
export const KEEP_ALIVE_MS = 65_000;

export function keepIdleConnections(server: HttpServer, idleMs = KEEP_ALIVE_MS): void {
  server.keepAliveTimeout = idleMs;
  // Node requires the whole request's headers to arrive within headersTimeout; it must outlast the idle timeout, or
  // a request starting just before the idle timer ends can be cut by the headers timer instead.
  server.headersTimeout = idleMs + 1_000;
}
