/**
 * The two settings the reducer, simulator and limit workloads are timed in. `isolated` gives the verdicts: in
 * production the simulator runs in the bots' worker threads (isolates of their own) and the boardgame.io path in the
 * server's process, and benchmark harnesses fork a process per benchmark for the same reason. `shared` is how the
 * bench measured until session 13, still printed beside: there the workloads share V8's type feedback for the
 * runtime functions they all call, so what is optimised for one workload is deoptimised by another.
 */
import type { BenchFigure } from './figure';

export type Setting = 'isolated' | 'shared';

export const SETTING_TEXT: Record<Setting, string> = {
  isolated: 'each workload in a process of its own',
  shared: 'every workload in one process',
};

/** A reducer, simulator or limit figure measured in `setting` (the verdict's); `shared`: the same pair in one process, when also measured. */
export interface CoreFigure extends BenchFigure {
  setting: Setting;
  shared?: BenchFigure & { setting: 'shared' };
}
