/** Small statistics the report needs: proportions with Wilson 95 % intervals, means, quantiles. */

export interface Proportion {
  /** successes / n */
  p: number;
  low: number;
  high: number;
  n: number;
}

const Z95 = 1.959964;

/**
 * The Wilson score interval: stays inside [0, 1] and behaves at 0 % and 100 %, unlike p ± z·√(p(1−p)/n). `z`: the
 * normal quantile of the interval (1.96 for 95 %; wider for a test made jointly over several seats).
 */
export function proportion(successes: number, n: number, z = Z95): Proportion {
  if (n === 0) return { p: 0, low: 0, high: 0, n };
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
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

/**
 * The standard normal quantile: the z with P(Z ≤ z) = p (0 < p < 1). Acklam's rational approximation, relative error
 * below 1.2e-9, which is far finer than any interval the report draws.
 */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile needs 0 < p < 1, got ${p}`);
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) / ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  }
  if (p > 1 - low) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) / (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1);
}

/**
 * The z of a two-sided test made on each of `k` seats at once so that the chance of any false alarm on a fair game is
 * at most `alpha` (Bonferroni: each seat at alpha / k).
 */
export function jointZ(k: number, alpha = 0.05): number {
  return normalQuantile(1 - alpha / (2 * Math.max(1, k)));
}
