/**
 * How long a value's JSON text is, without writing it. The patch (view-patch.ts) chooses between patching an array
 * in place and replacing it whole by which is shorter as JSON; writing both texts out for every changed pile, row
 * and seat's rows of a view cost more than the rest of the comparison. A seat's views share their unchanged parts
 * (frozen piles, rows and zones: dsl view-pile.ts, view-zones.ts), so the length of a frozen part is remembered and
 * a changed row of unchanged piles costs one look-up per pile.
 *
 * The count is exactly `JSON.stringify(v).length` for the values a view holds (plain objects and arrays, strings,
 * finite or not numbers, booleans, null, undefined members); an object with its own `toJSON` is measured by writing it.
 */

const known = new WeakMap<object, number>();

/** Length of `v` as an array item (undefined and functions are written as null there). */
function itemSize(v: unknown): number {
  return v === undefined || typeof v === 'function' || typeof v === 'symbol' ? 4 : jsonSize(v);
}

function measure(v: object): number {
  if (Array.isArray(v)) {
    let n = 2 + Math.max(0, v.length - 1);
    for (let i = 0; i < v.length; i++) n += itemSize(v[i]);
    return n;
  }
  if (typeof (v as { toJSON?: unknown }).toJSON === 'function') return JSON.stringify(v).length;
  let n = 2;
  let members = 0;
  const obj = v as Record<string, unknown>;
  for (const k in obj) {
    if (!Object.hasOwn(obj, k)) continue;
    const m = obj[k];
    if (m === undefined || typeof m === 'function' || typeof m === 'symbol') continue;
    n += JSON.stringify(k).length + 1 + jsonSize(m);
    members++;
  }
  return n + Math.max(0, members - 1);
}

/** `JSON.stringify(v).length` (0 for a value JSON leaves out: undefined, a function). */
export function jsonSize(v: unknown): number {
  switch (typeof v) {
    case 'number':
      return Number.isFinite(v) ? String(v).length : 4;
    case 'string':
      return JSON.stringify(v).length;
    case 'boolean':
      return v ? 4 : 5;
    case 'object': {
      if (v === null) return 4;
      if (!Object.isFrozen(v)) return measure(v);
      let n = known.get(v);
      if (n === undefined) known.set(v, (n = measure(v)));
      return n;
    }
    case 'bigint':
      return JSON.stringify(v).length; // throws, as JSON.stringify does
    default:
      return 0;
  }
}
