/** How a workload is timed: actions per CPU second of the process that runs it. */
import type { Driver } from './drivers';

export const PLAYERS = 4;

/** CPU time this process has used, in ms (every thread: the collector's helpers count too). */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

export interface Timed {
  rate: number;
  /** Actions in one pass over the seeds: equal for two workloads that played the same games. */
  perPass: number;
}

/**
 * Runs passes over the same seeds until `minMs` of CPU time has passed; actions per CPU second. CPU time rather
 * than wall time: on a machine shared with other work, time spent waiting for a core is nobody's cost.
 */
export function time(driver: Driver, games: number, minMs: number): Timed {
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
