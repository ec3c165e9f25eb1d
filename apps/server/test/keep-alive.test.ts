import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, Agent } from 'node:http';
import { startInProcess, type Running } from './helpers/in-process';
import { KEEP_ALIVE_MS } from '../src/keep-alive';

/**
 * A client keeps a connection for as long as the server's `Keep-Alive: timeout=N` says, less a margin; with Node's
 * default of 5 s a busy process could close it just as the client reused it (ECONNRESET on a fine request).
 */
describe('idle kept-alive connections', () => {
  let srv: Running;
  beforeAll(async () => {
    srv = await startInProcess({});
  });
  afterAll(async () => srv?.close());

  function get(agent: Agent, path: string): Promise<{ status: number; keepAlive: string | undefined; port: number }> {
    return new Promise((resolve, reject) => {
      const req = request(srv.url + path, { agent }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode!, keepAlive: res.headers['keep-alive'] as string | undefined, port: req.socket!.localPort! }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('are announced and kept for a minute, so a client never races the server to reuse one', async () => {
    expect(srv.server.httpServer.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(srv.server.httpServer.headersTimeout).toBeGreaterThan(KEEP_ALIVE_MS);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get(agent, '/games');
      expect(first.status).toBe(200);
      expect(first.keepAlive).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
      // Past Node's default idle timeout (5 s) the same connection still answers.
      await new Promise((r) => setTimeout(r, 5_500));
      const second = await get(agent, '/games');
      expect(second.status).toBe(200);
      expect(second.port).toBe(first.port);
    } finally {
      agent.destroy();
    }
  }, 20_000);
});
