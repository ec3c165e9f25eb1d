/**
 * Maps known to be another map with its keys renamed. A seat's view names every card by the match's alias
 * (security/alias-view.ts), so its id-keyed maps (faces, face-up, played-by, moved-on/from) are re-keyed copies of
 * the rules' maps: keys in [2^30, 2^31), which V8 keeps as sparse dictionary elements, slow to walk and to look up,
 * where the rules' own maps have small ids. When two views' maps are both renamings of source maps by the same
 * renaming, the patch (view-patch.ts) compares the sources and renames only the keys it writes into an operation.
 */
export interface Renamed {
  /** The map whose keys were renamed (values are the very same). */
  source: Readonly<Record<string, unknown>>;
  /** The renaming: a source key to the key it has in the renamed map. One function per renaming. */
  rename: (key: string) => string;
}

const known = new WeakMap<object, Renamed>();

/** Records that `renamed` holds exactly `source`'s entries under `rename`d keys. Neither may change afterwards. */
export function recordRenamed(renamed: object, source: Readonly<Record<string, unknown>>, rename: (key: string) => string): void {
  known.set(renamed, { source, rename });
}

/** What `map` was renamed from, if it was recorded. */
export function renamedFrom(map: object): Renamed | undefined {
  return known.get(map);
}
