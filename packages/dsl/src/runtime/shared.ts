/**
 * Objects shared between states or between views, which nobody may write in place: the one mechanism for "shared,
 * copy before writing". The per-card maps of `G` (runtime/card-maps.ts) are shared between a state handed to
 * boardgame.io and its copies, and whoever writes one takes its own copy first; a seat's id-keyed view maps
 * (runtime/view-maps.ts) are handed back from view to view while their entries are the same.
 *
 * The mark is a weak set, not `Object.freeze`: V8 keeps a frozen object's numbered keys in a slow dictionary, so
 * reading one took 2.4 times as long and copying one a hundred times as long (a Build Up action spent 5 % there).
 * Outside production a shared object is frozen as well, so a write that bypassed the copy throws in every test
 * instead of changing another state's (or view's) map.
 */

const shared = new WeakSet<object>();

/** Shared objects are also frozen where speed does not matter (tests, development): a stray write throws there. */
const GUARD = typeof process === 'undefined' || process.env?.NODE_ENV !== 'production';

/** Marks `m` shared: from now on nobody writes it in place (`ownCopy` gives a copy to write). */
export function markShared(m: object): void {
  if (shared.has(m)) return;
  shared.add(m);
  if (GUARD) Object.freeze(m);
}

/** Whether `m` is shared (`markShared`). */
export function isShared(m: object): boolean {
  return shared.has(m);
}

/** A copy of `m` by its keys, never shared: a frozen object's spread is slow (its keys live in a dictionary). */
export function ownCopy<M extends object>(m: M): M {
  if (!GUARD) return { ...m };
  const out: Record<string, unknown> = {};
  for (const k in m) out[k] = (m as Record<string, unknown>)[k];
  return out as M;
}
