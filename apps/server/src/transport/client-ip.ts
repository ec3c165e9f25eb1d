import type { IncomingMessage } from 'node:http';

/**
 * The address a request came from. Behind a reverse proxy every request arrives from the proxy, so with
 * `trustProxy` the left-most X-Forwarded-For entry is taken instead; without it the header is ignored, since any
 * client could write one and so escape its per-IP limits.
 */
export function clientIp(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
}
