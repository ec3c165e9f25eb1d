import { describe, expect, it } from 'vitest';
import { formatFigures, rotation, serverBench, type ServerFigure } from '../bench/server-bench';

/**
 * The server benchmark end to end, at the smallest size: all three servers (Deckhand, plain boardgame.io in memory,
 * plain boardgame.io on SQLite) start as their own processes, two matches each are opened through the lobby and
 * played over sockets, and every figure comes back with one value per server.
 * (The figures themselves are measured by `deckhand bench`, never asserted here: a test is no benchmark.)
 */
describe('server bench', () => {
  it('opens K matches on all three servers, plays them and reports every figure for each', async () => {
    const lines: string[] = [];
    const figures = await serverBench({ quick: true, repeats: 1, ks: [2], seconds: 1, log: (l) => lines.push(l) });
    const runs = lines.filter((l) => l.startsWith('repeat 1/1 K=2'));
    expect(runs.map((l) => l.split(/\s+/)[3]).sort()).toEqual(['deckhand', 'plain', 'plain-durable']);
    const byId = new Map(figures.map((f) => [f.id, f]));
    for (const id of ['moves', 'p99', 'cpu', 'errors', 'bytes', 'lobby', 'open', 'retries', 'inplay', 'opening']) {
      const f = byId.get(`server.${id}.k2`);
      expect(f, id).toBeDefined();
      expect(f!.deckhand).toHaveLength(1);
      expect(f!.peer).toHaveLength(1);
      expect(f!.secondPeer).toHaveLength(1);
    }
    expect(byId.get('server.moves.k2')!.deckhand[0]).toBeGreaterThan(0);
    expect(byId.get('server.moves.k2')!.peer[0]).toBeGreaterThan(0);
    expect(byId.get('server.cpu.k2')!.deckhand[0]).toBeGreaterThan(0);
    expect(byId.get('server.errors.k2')!.deckhand[0]).toBe(0);
    expect(byId.get('server.errors.k2')!.peer[0]).toBe(0);
    expect(byId.get('server.moves.k2')!.secondPeer[0]).toBeGreaterThan(0);
    expect(byId.get('server.cpu.k2')!.secondPeer[0]).toBeGreaterThan(0);
    expect(byId.get('server.errors.k2')!.secondPeer[0]).toBe(0);
    expect(byId.get('server.moves.k2')!.secondPeerLabel).toMatch(/SqliteStorage/);
    // How many of the K matches were in play, and how long one took to open, for every server.
    for (const id of ['inplay', 'opening']) for (const side of ['deckhand', 'peer', 'secondPeer'] as const) expect(byId.get(`server.${id}.k2`)![side][0], `${id} ${side}`).toBeGreaterThan(0);
  }, 180_000);

  it('rotates the order per repeat and K: each server goes first once in three turns, and all run each turn', () => {
    const orders = [0, 1, 2].map(rotation);
    expect(orders.map((o) => o[0])).toEqual(['deckhand', 'plain', 'plain-durable']);
    for (const o of orders) expect([...o].sort()).toEqual(['deckhand', 'plain', 'plain-durable']);
    expect(rotation(3)).toEqual(orders[0]);
  });

  it('tables the medians of all three servers and both ratios, the goal on Deckhand / plain', () => {
    const fig: ServerFigure = {
      id: 'server.moves.k25',
      label: 'server moves/s, K = 25',
      unit: 'moves/s',
      higherIsBetter: true,
      deckhand: [500, 600],
      peer: [1000, 1000],
      peerLabel: 'plain',
      secondPeer: [400, 500],
      secondPeerLabel: 'plain durable',
      goal: 1,
    };
    const row = formatFigures([fig]).split('\n')[2]!;
    expect(row).toBe(
      // Medians by nearest rank (bench/server/stats.ts): of two repeats, the lower.
      'server moves/s, K = 25 (moves/s) | 500 | 1000 | 400 | 0.50 (0.50–0.60) | 1.20 (1.20–1.25) | ≥ 1',
    );
  });
});
