import type { JsonPatchOperation } from '@deckhand/dsl';
import { renamedFrom } from './renamed-map';

/**
 * The difference between two views of a match sent to one seat, as JSON Patch (RFC 6902) operations — the format of
 * boardgame.io's own `patch` message, which its client applies to the state it holds (sent compactly: dsl
 * wire-patch.ts). A view differs from the last one a seat was sent mostly by a few
 * entries appended to the log, the faces of the cards whose visibility changed and a handful of small fields; the
 * whole view would carry every earlier log line and every known face again.
 *
 * Values are compared as JSON (what the client holds is what `JSON.stringify` sent): a key whose value is
 * `undefined` counts as absent. Objects are compared key by key, all the way down; an array that only grew at its
 * end (the log, a pile something was put on) becomes one `add …/-` per new item (see diffArray for the others).
 */
type PatchOperation = JsonPatchOperation;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** RFC 6901: `~` and `/` inside a key are escaped. */
function pointer(path: string, key: string | number): string {
  const k = String(key);
  // Called for every member walked: the escaping runs only for the rare key that needs it.
  return k.includes('~') || k.includes('/') ? `${path}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}` : `${path}/${k}`;
}

/** Deep equality under JSON semantics (undefined members are absent; NaN and ±Infinity are null). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return !Number.isFinite(a) && !Number.isFinite(b);
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(item(a[i]), item(b[i]))) return false;
    return true;
  }
  if (!isObject(a) || !isObject(b)) return false;
  let sizeA = 0;
  for (const k in a) {
    if (a[k] === undefined) continue;
    sizeA++;
    if (!sameJson(a[k], b[k])) return false;
  }
  let sizeB = 0;
  for (const k in b) if (b[k] !== undefined) sizeB++;
  return sizeA === sizeB;
}

/** JSON writes `undefined` (and functions) inside an array as null. */
function item(v: unknown): unknown {
  return v === undefined || typeof v === 'function' ? null : v;
}

/** Long strings set twice in one patch (a seat's "not your turn" reason for each move) are copied the second time. */
const COPY_MIN = 16;

interface Diff {
  ops: PatchOperation[];
  /** Where each long string was set earlier in this patch, on an object member (a copy onto one cannot insert). */
  strings: Map<string, string>;
}

/** Sets an object member: a long string already set elsewhere in this patch is copied from there instead. */
function setMember(d: Diff, op: 'add' | 'replace', path: string, value: unknown): void {
  if (typeof value === 'string' && value.length >= COPY_MIN) {
    const from = d.strings.get(value);
    if (from !== undefined) {
      d.ops.push({ op: 'copy', from, path });
      return;
    }
    d.strings.set(value, path);
  }
  d.ops.push({ op, path, value });
}

const same = (k: string): string => k;

/** Two objects: walked once, by the diff itself (which adds nothing where they agree), not compared first. */
function diffObjects(prev: Record<string, unknown>, next: Record<string, unknown>, path: string, d: Diff): void {
  // Two renamings of maps by the same renaming (a seat's alias-keyed maps): their sources are compared instead, and
  // only the keys written into an operation are renamed (renamed-map.ts).
  const a = renamedFrom(prev);
  const b = a && renamedFrom(next);
  if (a && b && a.rename === b.rename) diffObject(a.source, b.source, path, d, a.rename);
  else diffObject(prev, next, path, d);
}

function diffObject(prev: Readonly<Record<string, unknown>>, next: Readonly<Record<string, unknown>>, path: string, d: Diff, rename?: (key: string) => string): void {
  const key = rename ?? same;
  for (const k in prev) if (prev[k] !== undefined && next[k] === undefined) d.ops.push({ op: 'remove', path: pointer(path, key(k)) });
  for (const k in next) {
    const v = next[k];
    const was = prev[k];
    // Views share every part that did not change with the view before (the kept state is the reducer's output, whose
    // unchanged parts are the same objects): those are skipped without a walk.
    if (v === undefined || was === v) continue;
    const at = pointer(path, key(k));
    if (was === undefined) setMember(d, 'add', at, v);
    else if (Array.isArray(was) && Array.isArray(v) && Object.isFrozen(was) && Object.isFrozen(v) && d.strings.size === 0) sharedDiff(was, v, at, d);
    else if (isObject(was) && isObject(v)) diffObjects(was, v, at, d);
    else if (!sameJson(was, v)) {
      if (Array.isArray(was) && Array.isArray(v)) diffArray(was, v, at, d);
      else setMember(d, 'replace', at, v);
    }
  }
}

/** The operations last found from one frozen array to another at one path, and the long strings they set. */
interface SharedOps {
  next: readonly unknown[];
  path: string;
  ops: readonly PatchOperation[];
  strings: readonly (readonly [string, string])[];
}

const sharedOps = new WeakMap<readonly unknown[], SharedOps>();

/**
 * Two frozen arrays (a zone's view every seat sees alike is one object handed to every seat: dsl view-zones.ts) are
 * diffed once: the next seat patching the same pair at the same path is given the same operations. Only used before
 * any long string was set in this patch (`d.strings` empty), so the operations do not depend on what was diffed
 * before them; the strings they set are recorded for the operations after them.
 */
function sharedDiff(prev: readonly unknown[], next: readonly unknown[], path: string, d: Diff): void {
  let hit = sharedOps.get(prev);
  if (!hit || hit.next !== next || hit.path !== path) {
    const own: Diff = { ops: [], strings: new Map() };
    if (!sameJson(prev, next)) diffArray(prev as unknown[], next as unknown[], path, own);
    hit = { next, path, ops: own.ops, strings: [...own.strings] };
    sharedOps.set(prev, hit);
  }
  d.ops.push(...hit.ops);
  for (const [value, at] of hit.strings) d.strings.set(value, at);
}

/**
 * An array that only grew at its end (the log) gets its new items appended. Otherwise the items it shares with the
 * old one are patched in place, items beyond its new end removed (last first) — unless replacing it whole is shorter
 * (a card taken from the front of a hand shifts every item after it).
 */
function diffArray(prev: unknown[], next: unknown[], path: string, d: Diff): void {
  if (next.length >= prev.length && prefixOf(prev, next)) {
    for (let i = prev.length; i < next.length; i++) d.ops.push({ op: 'add', path: `${path}/-`, value: item(next[i]) });
    return;
  }
  const inPlace: Diff = { ops: [], strings: new Map() };
  const shared = Math.min(prev.length, next.length);
  for (let i = 0; i < shared; i++) {
    const a = item(prev[i]);
    const b = item(next[i]);
    const at = pointer(path, i);
    if (isObject(a) && isObject(b)) diffObjects(a, b, at, inPlace);
    else if (sameJson(a, b)) continue;
    else if (Array.isArray(a) && Array.isArray(b)) diffArray(a, b, at, inPlace);
    else inPlace.ops.push({ op: 'replace', path: at, value: b });
  }
  for (let i = shared; i < next.length; i++) inPlace.ops.push({ op: 'add', path: `${path}/-`, value: item(next[i]) });
  for (let i = prev.length - 1; i >= next.length; i--) inPlace.ops.push({ op: 'remove', path: pointer(path, i) });
  const whole: PatchOperation = { op: 'replace', path, value: next };
  if (JSON.stringify(inPlace.ops).length < JSON.stringify(whole).length) d.ops.push(...inPlace.ops);
  else d.ops.push(whole);
}

function prefixOf(prev: unknown[], next: unknown[]): boolean {
  // The last items differ first when something was appended to a longer list: check from the end.
  // Items both lists share (log entries, aliased once per entry) are the same object: no call for those.
  for (let i = prev.length - 1; i >= 0; i--) if (prev[i] !== next[i] && !sameJson(item(prev[i]), item(next[i]))) return false;
  return true;
}

/** The operations that turn `prev` into `next` (both objects, as sent as JSON). Empty when they are the same. */
export function viewPatch(prev: object, next: object): PatchOperation[] {
  const d: Diff = { ops: [], strings: new Map() };
  diffObjects(prev as Record<string, unknown>, next as Record<string, unknown>, '', d);
  return d.ops;
}
