/** Small statistics the report needs: proportions with Wilson 95 % intervals, means, quantiles. */

export interface Proportion {
  /** successes / n */
  p: number;
  low: number;
  high: number;
  n: number;
}

const Z95 = 1.959964;

/** The Wilson score interval: stays inside [0, 1] and behaves at 0 % and 100 %, unlike p ± z·√(p(1−p)/n). */
export function proportion(successes: number, n: number): Proportion {
  if (n === 0) return { p: 0, low: 0, high: 0, n };
  const p = successes / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { p, low: Math.max(0, centre - half), high: Math.min(1, centre + half), n };
}

export function mean(xs: readonly number[]): number {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0;
}

/** The q-quantile (0..1) by linear interpolation between order statistics. */
export function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const i = (s.length - 1) * q;
  const lo = Math.floor(i);
  return s[lo]! + (s[Math.min(lo + 1, s.length - 1)]! - s[lo]!) * (i - lo);
}

/** "38 % ± 4 %": a proportion and the half-width of its interval, in whole percent. */
export function percent(x: Proportion): string {
  const half = Math.max(x.p - x.low, x.high - x.p);
  return `${Math.round(x.p * 100)} % ± ${Math.max(1, Math.round(half * 100))} %`;
}
