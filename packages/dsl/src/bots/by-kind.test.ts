import { describe, expect, it } from 'vitest';
import type { Action } from '../runtime/legal/action';
import { randomByKind } from './by-kind';

/** A seeded uniform generator in [0, 1). */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

describe('the random bot picks a move kind first, then its arguments', () => {
  it('fold and call are not swamped by a raise of 40 amounts: each kind about a third of the time', () => {
    const actions: Action[] = [
      { move: 'fold', args: [] },
      { move: 'call', args: [] },
      ...Array.from({ length: 40 }, (_, i) => ({ move: 'raise', args: [i + 1] })),
    ] as Action[];
    const rand = rng(7);
    const n = 6000;
    const seen: Record<string, number> = { fold: 0, call: 0, raise: 0 };
    const amounts = new Set<unknown>();
    for (let i = 0; i < n; i++) {
      const a = randomByKind(actions, rand);
      seen[a.move]!++;
      if (a.move === 'raise') amounts.add(a.args[0]);
    }
    for (const kind of ['fold', 'call', 'raise']) expect(seen[kind]! / n).toBeGreaterThan(0.3);
    // Every amount is still reachable.
    expect(amounts.size).toBe(40);
  });

  it('one kind listed: the same pick as a uniform one, from one draw', () => {
    const actions = Array.from({ length: 5 }, (_, i) => ({ move: 'play', args: [i] })) as Action[];
    let draws = 0;
    const rand = () => (draws++, 0.5);
    expect(randomByKind(actions, rand)).toBe(actions[2]);
    expect(draws).toBe(1);
  });
});
