/**
 * Difficulty as a search budget: how many rollouts a decision may play, how many simulated actions they may take
 * in all, and for how many milliseconds at most (whichever runs out first). More = a stronger, slower bot.
 *
 * `steps` (simulated actions) is the measure that costs about the same in every game: a rollout of Bag is 20
 * actions, one of Build Up 80, so a count of rollouts alone would let one game's decision take ten times another's.
 * `ms` keeps a decision within a host's patience on a busy machine and bounds all of it (determinizing, asking the
 * game's bot, searching); tests and seeded benchmarks drop it so a decision depends only on the seed, and the step
 * budgets are set so that, on this project's 2-core machine, the time cap rarely binds at medium.
 */

export const LEVELS = ['easy', 'medium', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

export interface Budget {
  /** Iterations (ISMCTS: one determinization, one tree descent, one rollout each; paired rollouts: one rollout each). */
  iterations: number;
  /** Simulated actions over all rollouts; omitted: no limit. */
  steps?: number;
  /** Wall-clock cap in ms, counted from the start of the decision; omitted: no cap (reproducible). */
  ms?: number;
}

export const BUDGETS: Readonly<Record<Level, Budget>> = {
  easy: { iterations: 40, steps: 600, ms: 25 },
  // Within 250 ms at the 95th percentile on a busy 2-core machine: the search itself stops within a millisecond or
  // two of its cap (the clock is read every few simulated actions), but a thread waiting for a core overshoots any
  // cap, by up to ~120 ms at the 95th percentile at load average 25-30 (measured: 150 ms gave a 268 ms p95 in Bag).
  // So the cap is the 250 ms goal less that margin.
  medium: { iterations: 400, steps: 3000, ms: 120 },
  // A decision runs on a worker thread (apps/server/src/bot-threads), but a host still waits: within a second.
  hard: { iterations: 2000, steps: 15000, ms: 1000 },
};

export function isLevel(x: unknown): x is Level {
  return typeof x === 'string' && (LEVELS as readonly string[]).includes(x);
}

/** The budget of a level, optionally without its time cap (for reproducible runs). */
export function budgetOf(level: Level, opts: { reproducible?: boolean } = {}): Budget {
  const { ms: _ms, ...b } = BUDGETS[level];
  return opts.reproducible ? b : { ...BUDGETS[level] };
}

export interface Meter {
  /** One iteration done. */
  tick(): void;
  /** `n` simulated actions done. */
  step(n?: number): void;
  /** Whether any part of the budget is used up. */
  spent(): boolean;
  /** Whether the time cap alone has passed (checked inside rollouts, which are then abandoned). */
  late(): boolean;
  iterations(): number;
  steps(): number;
}

/** Counts iterations, simulated actions and time since `start` (default: now). */
export function meter(budget: Budget, now: () => number = () => performance.now(), start: number = now()): Meter {
  let n = 0;
  let steps = 0;
  const late = () => budget.ms !== undefined && now() - start >= budget.ms;
  return {
    tick: () => void n++,
    step: (k = 1) => void (steps += k),
    spent: () => n >= budget.iterations || (budget.steps !== undefined && steps >= budget.steps) || late(),
    late,
    iterations: () => n,
    steps: () => steps,
  };
}
