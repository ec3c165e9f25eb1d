/**
 * A list that many readers share and none may change (`seats` for a player count, the seats still in): frozen only
 * outside production.
 *
 * Why not frozen in production: V8 (node 20) reads the elements of a frozen array on a slow path. A loop over the four
 * elements of a frozen list, as expr/builtins/list-gen.ts generates it, took 668 instructions a call against 308 over the same
 * list unfrozen (valgrind, `--predictable`, a million calls each). Outside production (tests, development, the
 * browser) the list stays frozen, so a reader that writes into it throws in every test instead of changing what the
 * other readers see; runtime/state/card-maps.ts guards its shared maps the same way.
 */
const GUARD = typeof process === 'undefined' || process.env?.NODE_ENV !== 'production';

/** `list`, frozen outside production; the caller hands it out and never changes it again. */
export function sharedList<T>(list: T[]): readonly T[] {
  return GUARD ? Object.freeze(list) : list;
}
