import { describe, expect, it } from 'vitest';
import { main } from '../src/index';
import { timeWindows } from '../src/bench/long';
import { BenchChild, childCode } from '../src/bench/children';
import { allowedCpus, cpuPinner, formatTable, measureCore, pairedOrder, PAIRS, parseCpuList, parseServerOutput, ratios, repeatOrder, showRatio, spread, verdict, type BenchFigure, type CoreFigure, type Pair, type Pinner } from '../src/bench';

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
    const report = JSON.parse(r.out) as { env: { settings: string[]; children: string; pinned: (number | null)[] | null }; figures: (CoreFigure & { ratio: { median: number } })[] };
    expect(report.env.settings).toEqual(['shared']);
    // The one repeat's CPU where the machine can pin (cpuPinner), else null.
    expect(report.env.pinned).toEqual(cpuPinner() ? [cpuPinner()!.cpus[0]] : null);
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

const pair = (deckhand: string, peer: string): Pair => ({ id: `${deckhand}/${peer}`, label: 'x', deckhand, peer, peerLabel: 'x' });
const neighbours = (order: string[], a: string, b: string) => Math.abs(order.indexOf(a) - order.indexOf(b)) === 1;

describe('bench order and CPU pinning', () => {
  it('reads kernel CPU lists, and nothing from a list it does not understand', () => {
    expect(parseCpuList('0-1')).toEqual([0, 1]);
    expect(parseCpuList('0,2-4,7\n')).toEqual([0, 2, 3, 4, 7]);
    expect(parseCpuList('3-1')).toEqual([]);
    expect(parseCpuList('a,b')).toEqual([]);
    expect(allowedCpus(2 ** 30)).toEqual([]);
  });

  it('times each pair\'s two workloads back to back as far as a line allows, pairs listed first served first', () => {
    const order = pairedOrder(PAIRS);
    expect([...order].sort()).toEqual([...new Set(PAIRS.flatMap((p) => [p.deckhand, p.peer]))].sort());
    for (const id of ['reducer.bag', 'reducer.build-up', 'sim.bag', 'sim.build-up']) {
      const p = PAIRS.find((x) => x.id === id)!;
      expect(neighbours(order, p.deckhand, p.peer), id).toBe(true);
    }
    // A star: the centre gets its first two partners as neighbours, the third goes elsewhere; a cycle is cut once.
    const star = pairedOrder([pair('c', 'a'), pair('c', 'b'), pair('c', 'd')]);
    expect(neighbours(star, 'c', 'a') && neighbours(star, 'c', 'b')).toBe(true);
    expect(star).toHaveLength(4);
    const cycle = pairedOrder([pair('a', 'b'), pair('b', 'c'), pair('c', 'a')]);
    expect(cycle).toEqual(['a', 'b', 'c']);
    // Odd repeats run backwards, so each neighbour pair alternates which of its runs goes first.
    expect(repeatOrder(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
    expect(repeatOrder(['a', 'b', 'c'], 1)).toEqual(['c', 'b', 'a']);
  });

  it('pins every child to one CPU per repeat, the CPUs in turn, and reports where each repeat ran', async () => {
    const calls: [number, number][] = [];
    const pinner: Pinner = { cpus: [5, 9], pin: (pid, cpu) => (calls.push([pid, cpu]), true) };
    const pairs = PAIRS.filter((p) => p.id === 'limit.bag.plain');
    const r = await measureCore({ quick: true, repeats: 3, settings: ['isolated'], pairs, pinner });
    expect(r.pinned).toEqual([5, 9, 5]);
    // Two children (one per workload), each moved before every repeat.
    expect(calls.map(([, cpu]) => cpu)).toEqual([5, 5, 9, 9, 5, 5]);
    expect(new Set(calls.map(([pid]) => pid)).size).toBe(2);
    const failing: Pinner = { cpus: [0, 1], pin: () => false };
    expect((await measureCore({ quick: true, repeats: 1, settings: ['shared'], pairs, pinner: failing })).pinned).toEqual([null]);
    expect((await measureCore({ quick: true, repeats: 1, settings: ['shared'], pairs, pinner: null })).pinned).toBeNull();
  });

  it('moves a real child\'s main thread with taskset where the machine has CPUs to choose from', async () => {
    const pinner = cpuPinner({});
    expect(cpuPinner({ DECKHAND_BENCH_PIN: '0' })).toBeNull();
    if (pinner === null) {
      // Only where pinning cannot matter or cannot work: one CPU, or no taskset.
      expect(allowedCpus().length < 2 || !(await hasTaskset())).toBe(true);
      return;
    }
    const child = new BenchChild('bag.limit', await childCode());
    try {
      await child.load(['bag.limit']);
      const cpu = pinner.cpus.at(-1)!;
      expect(pinner.pin(child.pid!, cpu)).toBe(true);
      expect(allowedCpus(child.pid!)).toEqual([cpu]);
      expect((await child.run('bag.limit', 1, 0)).perPass).toBeGreaterThan(0);
    } finally {
      child.close();
    }
  });
});

async function hasTaskset(): Promise<boolean> {
  const { execFileSync } = await import('node:child_process');
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
