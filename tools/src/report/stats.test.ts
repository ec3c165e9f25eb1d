import { describe, expect, it } from 'vitest';
import { percent, proportion, quantile } from './stats';

describe('proportion (Wilson 95 % interval)', () => {
  it('matches published values and stays inside [0, 1]', () => {
    const half = proportion(5, 10);
    expect(half.low).toBeCloseTo(0.2366, 3);
    expect(half.high).toBeCloseTo(0.7634, 3);
    const none = proportion(0, 10);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.2775, 3);
    expect(proportion(10, 10).high).toBeCloseTo(1, 12);
    expect(proportion(10, 10).high).toBeLessThanOrEqual(1);
  });

  it('narrows as games are added', () => {
    const few = proportion(38, 100);
    const many = proportion(380, 1000);
    expect(many.high - many.low).toBeLessThan(few.high - few.low);
    expect(percent(many)).toBe('38 % ± 3 %');
  });

  it('is empty for no games', () => {
    expect(proportion(0, 0)).toEqual({ p: 0, low: 0, high: 0, n: 0 });
  });
});

describe('quantile', () => {
  it('interpolates between order statistics', () => {
    expect(quantile([4, 1, 3, 2], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.1)).toBeCloseTo(1.4);
    expect(quantile([], 0.5)).toBe(0);
  });
});
