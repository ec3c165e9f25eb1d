/**
 * The reducer, simulator and limit figures of issue 14: every workload is timed in a child process (children.ts),
 * in one or both settings (setting.ts): `isolated`, a child per workload, gives the verdicts; `shared`, one child
 * timing every workload, is the one-process measure used until session 13. The parent only orders the runs: one
 * run at a time (never two timing at once on a 2-core machine); each repeat on one CPU, every child pinned to it
 * (pinning.ts); the two workloads of a pair timed one right after the other where the order allows, which of them
 * first alternating by repeat (order.ts), so the two runs a ratio divides ran on the same CPU, close in time.
 */
import { BenchChild, childCode, type ChildCode } from './children';
import { pairedOrder, repeatOrder } from './order';
import { PAIRS, workloadsOf, type Pair } from './pairs';
import { cpuPinner, type Pinner } from './pinning';
import type { CoreFigure, Setting } from './setting';
import { PLAYERS } from './timing';


export interface CoreOptions {
  quick: boolean;
  repeats: number;
  /** Which settings to measure; the verdicts are the first one's (`isolated` when both). */
  settings: Setting[];
  /** The pairs to measure (all of issue 14's by default). */
  pairs?: readonly Pair[];
  /** Called after each timed run (the progress bar). */
  tick?: () => void;
  /** How children are pinned to CPUs (default: `cpuPinner()`; null: not pinned). */
  pinner?: Pinner | null;
}

/** How many workload runs `measureCore` makes (warm-ups included), for a progress bar. */
export const coreSteps = (repeats: number, settings: number, pairs: readonly Pair[] = PAIRS) => workloadsOf(pairs).length * settings * (repeats + 1);

/**
 * CPU time each workload runs before it is timed. In a fresh process the simulator takes 1.2–1.5 s of CPU (Bag,
 * Build Up) and the limit about 1 s to reach its steady rate (300 ms runs after one pass, docs/benchmarks.md,
 * session 13); one pass, which sufficed when every workload warmed the same shared code, does not.
 */
const WARM_MS = 2000;
/**
 * CPU time each workload runs untimed again right before each timed run: a child sits idle while the others time
 * (tens of seconds), and V8 cools an idle process down (its first 1 s run after 45 s idle: Build Up's simulator
 * 0.57 of its rate before, Bag's reducer 0.69; the second and third runs recover), which the one-process bench,
 * never idle, did not meet.
 */
const REWARM_MS = 1000;

/** One place a workload is timed: in which child, in which setting. */
interface Slot {
  setting: Setting;
  id: string;
  child: BenchChild;
  rates: number[];
  perPass?: number;
}

/** Starts the children and loads their workloads; built children start one at a time (they bundle bots.ts into one shared cache file). */
async function startChildren(settings: Setting[], ids: string[], code: ChildCode, children: BenchChild[]): Promise<Slot[]> {
  const plan: { name: string; ids: string[]; setting: Setting }[] = [];
  for (const setting of settings) {
    if (setting === 'isolated') for (const id of ids) plan.push({ name: id, ids: [id], setting });
    else plan.push({ name: `shared (${ids.join(', ')})`, ids, setting });
  }
  const slots: Slot[] = [];
  const parallel = code === 'built' ? 1 : 2;
  for (let i = 0; i < plan.length; i += parallel) {
    const batch = plan.slice(i, i + parallel).map((p) => {
      const child = new BenchChild(p.name, code);
      children.push(child);
      for (const id of p.ids) slots.push({ setting: p.setting, id, child, rates: [] });
      return child.load(p.ids);
    });
    await Promise.all(batch);
  }
  return slots;
}

/** The check that makes a ratio meaningful: the two workloads (or the same one in two settings, or two runs) played the same games. */
function samePasses(what: string, a: Slot, b: Slot): void {
  if (a.perPass !== b.perPass) throw new Error(`${what}: ${a.id} (${a.setting}) and ${b.id} (${b.setting}) did not play the same games (${a.perPass} vs ${b.perPass} actions per pass)`);
}

export interface CoreResult {
  figures: CoreFigure[];
  /** How the children ran. */
  code: ChildCode;
  /** The CPU every child was pinned to in each repeat; null for a repeat whose pinning failed, or for all when unpinned. */
  pinned: (number | null)[] | null;
}

/** Moves every child's main thread to `cpu`; the CPU, or null if any child could not be moved. */
function pinAll(pinner: Pinner, children: readonly BenchChild[], cpu: number): number | null {
  let ok = true;
  for (const c of children) if (c.pid === undefined || !pinner.pin(c.pid, cpu)) ok = false;
  return ok ? cpu : null;
}

export async function measureCore(opts: CoreOptions): Promise<CoreResult> {
  const pairs = opts.pairs ?? PAIRS;
  const settings = (['isolated', 'shared'] as const).filter((s) => opts.settings.includes(s));
  if (settings.length === 0) throw new Error('measureCore: no setting to measure');
  const ids = workloadsOf(pairs);
  const games = opts.quick ? 3 : 20;
  const minMs = opts.quick ? 150 : 1500;
  const warmMs = opts.quick ? 100 : WARM_MS;
  const rewarmMs = opts.quick ? 0 : REWARM_MS;
  const code = await childCode();
  const children: BenchChild[] = [];
  try {
    const slots = await startChildren(settings, ids, code, children);
    const slot = (setting: Setting, id: string) => slots.find((s) => s.setting === setting && s.id === id)!;
    const record = (s: Slot, perPass: number) => {
      if (s.perPass !== undefined && s.perPass !== perPass) throw new Error(`${s.id} (${s.setting}) played ${s.perPass} and then ${perPass} actions per pass over the same seeds`);
      s.perPass = perPass;
    };
    // Warm-up: every path compiled by the JIT before anything is timed, in every child.
    for (const s of slots) {
      record(s, (await s.child.run(s.id, games, warmMs)).perPass);
      opts.tick?.();
    }
    const pinner = opts.pinner === undefined ? cpuPinner() : opts.pinner;
    const pinned: (number | null)[] = [];
    const order = settings.flatMap((setting) => pairedOrder(pairs).map((id) => slot(setting, id)));
    for (let r = 0; r < opts.repeats; r++) {
      if (pinner) pinned.push(pinAll(pinner, children, pinner.cpus[r % pinner.cpus.length]!));
      for (const s of repeatOrder(order, r)) {
        const t = await s.child.run(s.id, games, minMs, rewarmMs);
        record(s, t.perPass);
        s.rates.push(t.rate);
        opts.tick?.();
      }
    }
    for (const id of ids) if (settings.length === 2) samePasses(id, slot('isolated', id), slot('shared', id));
    const figures = pairs.map((p): CoreFigure => {
      for (const setting of settings) samePasses(p.id, slot(setting, p.deckhand), slot(setting, p.peer));
      const [main, other] = settings.map((setting) => ({
        id: p.id,
        label: `${p.label}, ${PLAYERS} players`,
        unit: 'actions per CPU s',
        higherIsBetter: true,
        deckhand: slot(setting, p.deckhand).rates,
        peer: slot(setting, p.peer).rates,
        peerLabel: p.peerLabel,
        ...(p.goal !== undefined ? { goal: p.goal } : {}),
        ...(p.note ? { note: p.note } : {}),
        setting,
      }));
      return { ...main!, ...(other ? { shared: { ...other, setting: 'shared' as const } } : {}) };
    });
    return { figures, code, pinned: pinner ? pinned : null };
  } finally {
    for (const c of children) c.close();
  }
}
