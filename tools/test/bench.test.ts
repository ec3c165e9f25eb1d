import { describe, expect, it } from 'vitest';
import { main } from '../src/index';
import { timeWindows } from '../src/bench/long';
import { BenchChild, childCode } from '../src/bench/children';
import { formatTable, measureCore, PAIRS, parseServerOutput, ratios, showRatio, spread, verdict, type BenchFigure, type CoreFigure } from '../src/bench';

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const figure = (deckhand: number[], peer: number[], goal?: number): BenchFigure => ({
  id: 'x',
  label: 'x',
  unit: 'actions/s',
  higherIsBetter: true,
  deckhand,
  peer,
  peerLabel: 'peer',
  ...(goal !== undefined ? { goal } : {}),
});

describe('bench figures', () => {
  it('reads each repeat as the ratio of the two values measured side by side, and judges the median', () => {
    const f = figure([10, 30, 20], [10, 10, 10], 2);
    expect(ratios(f)).toEqual([1, 3, 2]);
    expect(spread(ratios(f))).toEqual({ min: 1, median: 2, max: 3 });
    expect(verdict(f)).toBe('met');
    expect(verdict(figure([10, 30, 19], [10, 10, 10], 2))).toBe('not met');
    expect(verdict(figure([1], [1]))).toBe('no goal');
    expect(spread([4, 1, 3, 2]).median).toBe(2.5);
  });

  it('shows small fractions of a limit as 1/N and large ratios with ×', () => {
    expect(showRatio(0.49)).toBe('0.49');
    expect(showRatio(1 / 1360)).toBe('1/1,360');
    expect(showRatio(123.4)).toBe('123×');
    expect(formatTable([figure([100], [200], 1)])).toMatch(/0\.50 \(0\.50–0\.50\)\s+≥ 1\.00: not met/);
  });

  it('takes the server half\'s figures from its last JSON line and refuses malformed ones', () => {
    const good = { figures: [figure([1, 2], [2, 2], 1)] };
    expect(parseServerOutput(`progress\n${JSON.stringify(good)}\n`)).toEqual({ ok: true, figures: good.figures });
    expect(parseServerOutput('{"figures":[{"id":1}]}').ok).toBe(false);
    expect(parseServerOutput('nothing here').ok).toBe(false);
  });
});

describe('deckhand bench', () => {
  it('--quick --json measures every reducer, simulator and limit figure on the same games as its peer, in one child', async () => {
    const r = await run(['bench', '--quick', '--json', '--repeats', '1', '--no-server']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out) as { env: { settings: string[]; children: string }; figures: (CoreFigure & { ratio: { median: number } })[] };
    expect(report.env.settings).toEqual(['shared']);
    expect(['built', 'tsx']).toContain(report.env.children);
    const ids = report.figures.map((f) => f.id);
    expect(ids).toEqual(['reducer.bag', 'reducer.build-up', 'sim.bag', 'sim.build-up', 'rollout.bag', 'rollout.build-up', 'limit.bag.reducer', 'limit.bag.plain', 'limit.bag.sim', 'limit.build-up.reducer', 'limit.build-up.plain', 'limit.build-up.sim', 'long.sim', 'long.reducer', 'long.view']);
    for (const f of report.figures.slice(0, 12)) expect([f.setting, f.shared]).toEqual(['shared', undefined]);
    for (const f of report.figures) {
      expect(f.deckhand).toHaveLength(1);
      expect(f.peer).toHaveLength(1);
      expect(f.ratio.median).toBeGreaterThan(0);
    }
    // The fast simulator is faster than the reducer path it is measured against, and slower than the limit.
    expect(report.figures.find((f) => f.id === 'sim.bag')!.ratio.median).toBeGreaterThan(1);
    expect(report.figures.find((f) => f.id === 'limit.bag.sim')!.ratio.median).toBeLessThan(1);
    expect(report.figures.find((f) => f.id === 'limit.build-up.sim')!.ratio.median).toBeLessThan(1);
  });

  it('times a pair in both settings: isolated for the verdict, the shared process beside it on the same games', async () => {
    const pairs = PAIRS.filter((p) => p.id === 'sim.bag');
    const { figures } = await measureCore({ quick: true, repeats: 2, settings: ['shared', 'isolated'], pairs });
    expect(figures).toHaveLength(1);
    const f = figures[0]!;
    expect(f.setting).toBe('isolated');
    expect(f.shared!.setting).toBe('shared');
    for (const values of [f.deckhand, f.peer, f.shared!.deckhand, f.shared!.peer]) expect(values).toHaveLength(2);
    expect(spread(ratios(f)).median).toBeGreaterThan(1);
    expect(spread(ratios(f.shared!)).median).toBeGreaterThan(1);
    expect(formatTable(figures)).toMatch(/shared process: ratio/);
  });

  it('refuses a ratio between workloads whose children played different games', async () => {
    const pairs = [{ ...PAIRS.find((p) => p.id === 'sim.bag')!, peer: 'build-up.sim' }];
    await expect(measureCore({ quick: true, repeats: 1, settings: ['isolated'], pairs })).rejects.toThrow(/sim\.bag: bag\.sim \(isolated\) and build-up\.sim \(isolated\) did not play the same games \(\d+ vs \d+ actions per pass\)/);
  });

  it('says which child failed and why: an unknown workload, a child that died during a run', async () => {
    const pairs = [{ ...PAIRS[0]!, deckhand: 'bag.limit', peer: 'bag.nope' }];
    await expect(measureCore({ quick: true, repeats: 1, settings: ['isolated'], pairs })).rejects.toThrow(/bench child bag\.nope: unknown bench workload "bag\.nope"/);
    const child = new BenchChild('bag.limit', await childCode());
    try {
      await child.load(['bag.limit']);
      expect((await child.run('bag.limit', 1, 0)).perPass).toBeGreaterThan(0);
      const long = child.run('bag.limit', 1, 60_000);
      process.kill(child.pid!, 'SIGKILL');
      await expect(long).rejects.toThrow(/bench child bag\.limit exited \(SIGKILL\)/);
      await expect(child.run('bag.limit', 1, 0)).rejects.toThrow(/exited \(SIGKILL\)/);
    } finally {
      child.close();
    }
  });

  it('times the early and the late window of a long playout on the same actions counts', () => {
    let calls = 0;
    const t = timeWindows(() => ++calls > 0, { total: 100, early: [10, 30], late: [80, 100] });
    expect(calls).toBe(100);
    expect([t.early.actions, t.late.actions]).toEqual([20, 20]);
    expect(t.early.ms).toBeGreaterThanOrEqual(0);
    expect(() => timeWindows(() => false, { total: 10, early: [1, 2], late: [8, 10] })).toThrow(/stalled after 0 actions/);
  });

  it('refuses --server-table with --no-server', async () => {
    const r = await run(['bench', '--server-table', '--no-server']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/exclude each other/);
  });

  it('refuses a bad --repeats', async () => {
    const r = await run(['bench', '--repeats', '0']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--repeats/);
  });
});
