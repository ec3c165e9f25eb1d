import { describe, expect, it } from 'vitest';
import { serverBench } from '../bench/server-bench';

/**
 * The server benchmark end to end, at the smallest size: both servers start as their own processes, two matches
 * each are opened through the lobby and played over sockets, and every figure comes back with one value per side.
 * (The figures themselves are measured by `deckhand bench`, never asserted here: a test is no benchmark.)
 */
describe('server bench', () => {
  it('opens K matches on both servers, plays them and reports every figure for each', async () => {
    const lines: string[] = [];
    const figures = await serverBench({ quick: true, repeats: 1, ks: [2], seconds: 1, log: (l) => lines.push(l) });
    expect(lines.filter((l) => l.startsWith('repeat 1/1 K=2'))).toHaveLength(2);
    const byId = new Map(figures.map((f) => [f.id, f]));
    for (const id of ['moves', 'p99', 'cpu', 'errors', 'bytes', 'lobby', 'open', 'retries']) {
      const f = byId.get(`server.${id}.k2`);
      expect(f, id).toBeDefined();
      expect(f!.deckhand).toHaveLength(1);
      expect(f!.peer).toHaveLength(1);
    }
    expect(byId.get('server.moves.k2')!.deckhand[0]).toBeGreaterThan(0);
    expect(byId.get('server.moves.k2')!.peer[0]).toBeGreaterThan(0);
    expect(byId.get('server.cpu.k2')!.deckhand[0]).toBeGreaterThan(0);
    expect(byId.get('server.errors.k2')!.deckhand[0]).toBe(0);
    expect(byId.get('server.errors.k2')!.peer[0]).toBe(0);
  }, 180_000);
});
