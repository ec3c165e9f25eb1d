/** Small statistics for the server benchmark. */

export interface Spread {
  min: number;
  median: number;
  max: number;
}

/** The value below which a fraction `p` of the sorted samples fall (nearest rank). NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0] ?? NaN, median: percentile(sorted, 0.5), max: sorted[sorted.length - 1] ?? NaN };
}
