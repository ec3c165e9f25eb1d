/**
 * A benchmark figure (the contract of `deckhand bench`): one quantity measured for Deckhand and for its peer (or the limit) in the same run, once per
 * repeat, interleaved, and read as a ratio. Both halves of the benchmark print it: `deckhand bench` (tools) and the
 * server's (apps/server/bench/server-bench.ts, as JSON), so `deckhand bench` merges them into one table.
 */
export interface BenchFigure {
  /** Stable id, e.g. 'reducer.bag', 'server.moves.k25'. */
  id: string;
  /** What is measured, e.g. 'reducer, Bag 4 players'. */
  label: string;
  /** The unit of `deckhand` and `peer`, e.g. 'moves/s', 'ms', 'KB'. */
  unit: string;
  higherIsBetter: boolean;
  /** One value per repeat. */
  deckhand: number[];
  /** One value per repeat, measured next to the Deckhand value of the same index. */
  peer: number[];
  /** What the peer is, e.g. 'hand-written plain boardgame.io'. */
  peerLabel: string;
  /** The goal, as the ratio deckhand / peer must reach (higherIsBetter) or stay under (lower is better). */
  goal?: number;
  /** Anything the numbers alone do not say (errors seen, a peer that is a limit rather than a rival). */
  note?: string;
}

export interface Spread {
  min: number;
  median: number;
  max: number;
}

export function spread(values: readonly number[]): Spread {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return { min: NaN, median: NaN, max: NaN };
  const mid = s.length >> 1;
  const median = s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
  return { min: s[0]!, median, max: s[s.length - 1]! };
}

/** deckhand / peer per repeat (repeats paired by index: each pair was measured side by side). */
export function ratios(f: BenchFigure): number[] {
  const n = Math.min(f.deckhand.length, f.peer.length);
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(f.deckhand[i]! / f.peer[i]!);
  return out;
}

export type Verdict = 'met' | 'not met' | 'no goal';

/** Judged on the median ratio. */
export function verdict(f: BenchFigure): Verdict {
  if (f.goal === undefined) return 'no goal';
  const m = spread(ratios(f)).median;
  return (f.higherIsBetter ? m >= f.goal : m <= f.goal) ? 'met' : 'not met';
}

/** Whether a parsed JSON value has the figure's shape (the server half's output is checked before it is merged). */
export function isFigure(v: unknown): v is BenchFigure {
  if (typeof v !== 'object' || v === null) return false;
  const f = v as Record<string, unknown>;
  const nums = (x: unknown) => Array.isArray(x) && x.every((n) => typeof n === 'number');
  return (
    typeof f.id === 'string' &&
    typeof f.label === 'string' &&
    typeof f.unit === 'string' &&
    typeof f.higherIsBetter === 'boolean' &&
    typeof f.peerLabel === 'string' &&
    nums(f.deckhand) &&
    nums(f.peer) &&
    (f.goal === undefined || typeof f.goal === 'number')
  );
}
