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

/**
 * The renamed copy is filled in only when something reads it: the first time any of its keys, members or property
 * descriptors is asked for (JSON.stringify of a whole view sent in a sync or a first update, a test reading it), every
 * entry is written into the proxy's own target, which from then on answers everything itself. Between two updates
 * the patch reads only the recorded source (renamedFrom), so a map that changes with every move and is only ever
 * patched is never re-keyed. Writes are refused: a renamed map is read-only, as its source is (freezing it is allowed).
 */
class FillOnRead implements ProxyHandler<Record<string, unknown>> {
  private filled = false;

  constructor(
    private readonly source: Readonly<Record<string, unknown>>,
    private readonly rename: (key: string) => string,
  ) {}

  private fill(target: Record<string, unknown>): Record<string, unknown> {
    if (!this.filled) {
      this.filled = true;
      for (const k in this.source) target[this.rename(k)] = this.source[k];
    }
    return target;
  }

  get(target: Record<string, unknown>, key: string | symbol): unknown {
    return Reflect.get(this.fill(target), key);
  }
  has(target: Record<string, unknown>, key: string | symbol): boolean {
    return Reflect.has(this.fill(target), key);
  }
  ownKeys(target: Record<string, unknown>): (string | symbol)[] {
    return Reflect.ownKeys(this.fill(target));
  }
  getOwnPropertyDescriptor(target: Record<string, unknown>, key: string | symbol): PropertyDescriptor | undefined {
    return Reflect.getOwnPropertyDescriptor(this.fill(target), key);
  }
  preventExtensions(target: Record<string, unknown>): boolean {
    return Reflect.preventExtensions(this.fill(target));
  }
  set(): boolean {
    return false;
  }
  /** Only what leaves every entry as it is (Object.freeze makes each one read-only) is allowed. */
  defineProperty(target: Record<string, unknown>, key: string | symbol, desc: PropertyDescriptor): boolean {
    const filled = this.fill(target);
    const same = Object.hasOwn(filled, key) && !desc.get && !desc.set && (!('value' in desc) || desc.value === filled[key as string]);
    return same && Reflect.defineProperty(filled, key, desc);
  }
  deleteProperty(): boolean {
    return false;
  }
}

/**
 * `source` with every key renamed by `rename`, recorded as such (renamedFrom), made only when read (FillOnRead):
 * it reads as the plain re-keyed copy everywhere (JSON, Object.keys, a lookup), but costs nothing until then.
 */
export function lazilyRenamed<V>(source: Readonly<Record<string, V>>, rename: (key: string) => string): Record<string, V> {
  const renamed = new Proxy<Record<string, unknown>>({}, new FillOnRead(source, rename)) as Record<string, V>;
  recordRenamed(renamed, source, rename);
  return renamed;
}
