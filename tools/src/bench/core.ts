/**
 * The reducer, simulator and limit figures of issue 14: which workloads are timed and which pairs are read as
 * ratios. Each repeat times every workload once, in a rotated order, so no figure always runs on a warmer (or
 * more loaded) machine than its peer.
 */
import type { Game } from 'boardgame.io';
import type { CompiledGame } from '@deckhand/dsl';
import { loadGame } from '@deckhand/games';
import { PlainBag } from '../../bench/plain-bag';
import { PlainBuildUp } from '../../bench/plain-build-up';
import { playMutableBag } from '../../bench/mutable-bag';
import { playMutableBuildUp } from '../../bench/mutable-build-up';
import { plainDriver, reducerDriver, simDriver, type Driver } from './drivers';
import type { BenchFigure } from './figure';

export const PLAYERS = 4;

interface Workload {
  id: string;
  driver: Driver;
}

interface Pair {
  id: string;
  label: string;
  deckhand: string;
  peer: string;
  peerLabel: string;
  goal?: number;
  note?: string;
}

const PAIRS: Pair[] = [
  { id: 'reducer.bag', label: 'reducer, Bag', deckhand: 'bag.reducer', peer: 'bag.plain', peerLabel: 'hand-written plain boardgame.io', goal: 1 },
  { id: 'reducer.build-up', label: 'reducer, Build Up', deckhand: 'build-up.reducer', peer: 'build-up.plain', peerLabel: 'hand-written plain boardgame.io', goal: 1 },
  { id: 'sim.bag', label: 'fast simulator, Bag', deckhand: 'bag.sim', peer: 'bag.reducer', peerLabel: 'the boardgame.io path, same YAML', goal: 100 },
  { id: 'sim.build-up', label: 'fast simulator, Build Up', deckhand: 'build-up.sim', peer: 'build-up.reducer', peerLabel: 'the boardgame.io path, same YAML', goal: 100 },
  { id: 'rollout.bag', label: 'fast simulator without log text (rollouts), Bag', deckhand: 'bag.rollout', peer: 'bag.reducer', peerLabel: 'the boardgame.io path, same YAML', goal: 100, note: 'log entries kept as data, no sentences: what search bots play' },
  { id: 'rollout.build-up', label: 'fast simulator without log text (rollouts), Build Up', deckhand: 'build-up.rollout', peer: 'build-up.reducer', peerLabel: 'the boardgame.io path, same YAML', goal: 100, note: 'log entries kept as data, no sentences: what search bots play' },
  { id: 'limit.bag.reducer', label: 'Deckhand reducer vs the limit, Bag', deckhand: 'bag.reducer', peer: 'bag.limit', peerLabel: 'plain mutable TypeScript Bag', note: 'the limit: no framework, arrays changed in place' },
  { id: 'limit.bag.plain', label: 'plain boardgame.io vs the limit, Bag', deckhand: 'bag.plain', peer: 'bag.limit', peerLabel: 'plain mutable TypeScript Bag', note: 'what boardgame.io itself costs' },
  { id: 'limit.bag.sim', label: 'fast simulator vs the limit, Bag', deckhand: 'bag.sim', peer: 'bag.limit', peerLabel: 'plain mutable TypeScript Bag', note: 'what the compiled rules cost outside boardgame.io' },
  { id: 'limit.build-up.reducer', label: 'Deckhand reducer vs the limit, Build Up', deckhand: 'build-up.reducer', peer: 'build-up.limit', peerLabel: 'plain mutable TypeScript Build Up', note: 'the limit: no framework, arrays changed in place' },
  { id: 'limit.build-up.plain', label: 'plain boardgame.io vs the limit, Build Up', deckhand: 'build-up.plain', peer: 'build-up.limit', peerLabel: 'plain mutable TypeScript Build Up', note: 'what boardgame.io itself costs' },
  { id: 'limit.build-up.sim', label: 'fast simulator vs the limit, Build Up', deckhand: 'build-up.sim', peer: 'build-up.limit', peerLabel: 'plain mutable TypeScript Build Up', note: 'what the compiled rules cost outside boardgame.io' },
];

export interface CoreOptions {
  quick: boolean;
  repeats: number;
  /** Called after each timed run (the progress bar). */
  tick?: () => void;
}

/** How many workload runs `measureCore` makes (warm-up included), for a progress bar. */
export const coreSteps = (repeats: number) => WORKLOADS_COUNT * (repeats + 1);
const WORKLOADS_COUNT = 10;

async function workloads(): Promise<Workload[]> {
  const bag = (await loadGame('bag')).game as CompiledGame;
  const buildUp = (await loadGame('build-up')).game as CompiledGame;
  const list: Workload[] = [
    { id: 'bag.reducer', driver: reducerDriver(bag as unknown as Game) },
    { id: 'bag.plain', driver: reducerDriver(PlainBag as Game) },
    { id: 'bag.sim', driver: simDriver(bag) },
    { id: 'bag.rollout', driver: simDriver(bag, { logText: false }) },
    { id: 'bag.limit', driver: plainDriver(playMutableBag) },
    { id: 'build-up.reducer', driver: reducerDriver(buildUp as unknown as Game) },
    { id: 'build-up.plain', driver: reducerDriver(PlainBuildUp as Game) },
    { id: 'build-up.sim', driver: simDriver(buildUp) },
    { id: 'build-up.rollout', driver: simDriver(buildUp, { logText: false }) },
    { id: 'build-up.limit', driver: plainDriver(playMutableBuildUp) },
  ];
  if (list.length !== WORKLOADS_COUNT) throw new Error('coreSteps is out of date');
  return list;
}

interface Timed {
  rate: number;
  /** Actions in one pass over the seeds: equal for two workloads that played the same games. */
  perPass: number;
}

/** CPU time this process has used, in ms (every thread: the collector's helpers count too). */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/**
 * Runs passes over the same seeds until `minMs` of CPU time has passed; actions per CPU second. CPU time rather
 * than wall time: on a machine shared with other work, time spent waiting for a core is nobody's cost.
 */
function time(driver: Driver, games: number, minMs: number): Timed {
  let actions = 0;
  let perPass = 0;
  const c0 = cpuMs();
  let ms = 0;
  do {
    perPass = driver(games, PLAYERS);
    actions += perPass;
    ms = cpuMs() - c0;
  } while (ms < minMs);
  return { rate: (actions / Math.max(ms, 0.001)) * 1000, perPass };
}

export async function measureCore(opts: CoreOptions): Promise<BenchFigure[]> {
  const list = await workloads();
  const games = opts.quick ? 3 : 20;
  const minMs = opts.quick ? 150 : 1500;
  const rates = new Map<string, number[]>(list.map((w) => [w.id, []]));
  const perPass = new Map<string, number>();
  // Warm-up: every path compiled by the JIT before anything is timed.
  for (const w of list) {
    time(w.driver, games, 0);
    opts.tick?.();
  }
  for (let r = 0; r < opts.repeats; r++) {
    for (let k = 0; k < list.length; k++) {
      const w = list[(k + r) % list.length]!;
      const t = time(w.driver, games, minMs);
      rates.get(w.id)!.push(t.rate);
      perPass.set(w.id, t.perPass);
      opts.tick?.();
    }
  }
  return PAIRS.map((p) => {
    const a = perPass.get(p.deckhand);
    const b = perPass.get(p.peer);
    if (a !== b) throw new Error(`${p.id}: ${p.deckhand} and ${p.peer} did not play the same games (${a} vs ${b} actions)`);
    return {
      id: p.id,
      label: `${p.label}, ${PLAYERS} players`,
      unit: 'actions per CPU s',
      higherIsBetter: true,
      deckhand: rates.get(p.deckhand)!,
      peer: rates.get(p.peer)!,
      peerLabel: p.peerLabel,
      ...(p.goal !== undefined ? { goal: p.goal } : {}),
      ...(p.note ? { note: p.note } : {}),
    };
  });
}
