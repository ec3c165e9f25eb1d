/**
 * boardgame.io's seeded random stream (its random plugin: Alea, seeded from the match seed), kept as four numbers
 * that continue from one call to the next. boardgame.io re-creates the generator from its saved state on every
 * call; continuing it gives the same numbers, so the fast simulator draws exactly what a boardgame.io match draws.
 */
import type { HookRandom } from '../hooks/api';

/** The generator's state, as boardgame.io stores it in `plugins.random.data.prngstate`. */
export interface AleaState {
  c: number;
  s0: number;
  s1: number;
  s2: number;
}

function mash(): (data: string) => number {
  let n = 0xefc8249d;
  return (data) => {
    for (let i = 0; i < data.length; i++) {
      n += data.charCodeAt(i);
      let h = 0.02519603282416938 * n;
      n = h >>> 0;
      h -= n;
      h *= n;
      n = h >>> 0;
      h -= n;
      n += h * 0x100000000;
    }
    return (n >>> 0) * 2.3283064365386963e-10;
  };
}

/** The state boardgame.io's first draw starts from for a match seed. */
export function aleaSeed(seed: string | number): AleaState {
  const m = mash();
  const r: AleaState = { c: 1, s0: m(' '), s1: m(' '), s2: m(' ') };
  const text = String(seed);
  r.s0 -= m(text);
  if (r.s0 < 0) r.s0 += 1;
  r.s1 -= m(text);
  if (r.s1 < 0) r.s1 += 1;
  r.s2 -= m(text);
  if (r.s2 < 0) r.s2 += 1;
  return r;
}

/** The next number in [0, 1); advances `r` in place. */
export function aleaNext(r: AleaState): number {
  const t = 2091639 * r.s0 + r.c * 2.3283064365386963e-10;
  r.s0 = r.s1;
  r.s1 = r.s2;
  return (r.s2 = t - (r.c = Math.trunc(t)));
}

/** The random API hooks and effects get, drawing from `r` exactly as boardgame.io's Shuffle and Number do. */
export function aleaRandom(r: AleaState): HookRandom {
  return {
    shuffle: <T>(items: readonly T[]): T[] => {
      const clone = [...items];
      let source = clone.length;
      let dest = 0;
      const shuffled = new Array<T>(source);
      while (source) {
        const i = Math.trunc(source * aleaNext(r));
        shuffled[dest++] = clone[i]!;
        clone[i] = clone[--source]!;
      }
      return shuffled;
    },
    int: (n) => Math.floor(aleaNext(r) * n),
    number: () => aleaNext(r),
  };
}
