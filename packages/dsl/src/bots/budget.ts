/**
 * Difficulty as a search budget: how many determinize-and-search iterations a decision may run, and for how many
 * milliseconds at most (whichever runs out first). More iterations = a stronger, slower bot. `ms` keeps a decision
 * within a host's patience on a slow machine; tests and seeded benchmarks drop it so a decision depends only on
 * the seed.
 */

export const LEVELS = ['easy', 'medium', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

export interface Budget {
  /** Iterations (one determinization, one tree descent, one rollout each). */
  iterations: number;
  /** Wall-clock cap in ms; omitted: iterations only (reproducible). */
  ms?: number;
}

export const BUDGETS: Readonly<Record<Level, Budget>> = {
  easy: { iterations: 40, ms: 25 },
  // A cap under 250 ms with room for the last iteration and the prior to finish on a busy 2-core machine.
  medium: { iterations: 400, ms: 200 },
  // A decision blocks the server's event loop while it runs: hard stays within a second.
  hard: { iterations: 2000, ms: 1000 },
};

export function isLevel(x: unknown): x is Level {
  return typeof x === 'string' && (LEVELS as readonly string[]).includes(x);
}

/** The budget of a level, optionally without its time cap (for reproducible runs). */
export function budgetOf(level: Level, opts: { reproducible?: boolean } = {}): Budget {
  const b = BUDGETS[level];
  return opts.reproducible ? { iterations: b.iterations } : { ...b };
}

/** Counts iterations and time; `spent()` says when a budget is used up. */
export function meter(budget: Budget, now: () => number = () => performance.now()): { tick(): void; spent(): boolean; iterations(): number } {
  const start = now();
  let n = 0;
  return {
    tick: () => void n++,
    spent: () => n >= budget.iterations || (budget.ms !== undefined && now() - start >= budget.ms),
    iterations: () => n,
  };
}
