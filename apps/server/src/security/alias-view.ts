/**
 * A seat's view with every card id replaced by its per-match alias (card-alias.ts), wherever a view names a card:
 * the zones' piles, the keys of `faces`, `faceUp`, `playedBy`, `movedOn` and `movedFrom`, the log (a move's card
 * arguments, `revealed`, a sentence's card parts, a race line's card), the legal tuples, and the places in the hooks'
 * own view that the game declares (`GameHooks.viewCards`). Nothing else of a view is a card id: variables are
 * numbers, booleans, strings or seats, captions are text.
 *
 * Views share every unchanged part with the view before (piles, the frozen faces map, log entries), and the patch
 * a socket is sent skips what is the same object. So each aliased part is made once per source object and match
 * (`memo`): an unchanged pile aliases to the very same array, and the patch still skips it.
 */
import { isShared, type LegalView, type LogEntry, type LogPart, type PlayerView } from '@deckhand/dsl';
import type { CardAliases } from './card-alias';
import { mapCardArgs, type CardArgKinds } from './alias-args';
import { lazilyRenamed } from '../transport/renamed-map';

export interface AliasScope {
  aliases: CardAliases;
  kinds: CardArgKinds;
  /** Paths into the hooks' view whose values are card ids, each split on '.'; '*' is every key or item. */
  hookCards: readonly (readonly string[])[];
  /** Aliased part per source object, for this match only (a game's frozen faces maps are shared between matches). */
  memo: WeakMap<object, unknown>;
}

/**
 * `make(source)`, once per source object. Only a frozen source (view piles, faces maps) or one never changed once made
 * (a log entry) may be known by identity; anything else is aliased afresh each time.
 */
function memoised<T extends object>(s: AliasScope, source: T, make: (t: T) => T, immutable = Object.isFrozen(source)): T {
  if (!immutable) return make(source);
  const hit = s.memo.get(source) as T | undefined;
  if (hit) return hit;
  const made = Object.freeze(make(source));
  s.memo.set(source, made);
  return made;
}

/** A pile, a row of piles or a seat's rows: every number in it is a card (a hidden card is null or `{ back }`). */
function aliasPiles(s: AliasScope, piles: unknown): unknown {
  if (!Array.isArray(piles)) return piles;
  return memoised(s, piles, (p) => p.map((c: unknown) => (typeof c === 'number' ? s.aliases.alias(c) : Array.isArray(c) ? aliasPiles(s, c) : c)));
}

/** Every zone's piles aliased. */
function aliasZones(s: AliasScope, zones: PlayerView['zones']): PlayerView['zones'] {
  const out: PlayerView['zones'] = {};
  for (const name in zones) out[name] = aliasPiles(s, zones[name]) as PlayerView['zones'][string];
  return out;
}

/** An object keyed by card id. */
function rekey<V>(s: AliasScope, byId: Record<string, V>): Record<string, V> {
  const out: Record<string, V> = {};
  for (const id in byId) out[s.aliases.alias(Number(id))] = byId[id]!;
  return out;
}

/** A card id key to its alias key: one function per alias table, so the patch can tell two maps share the renaming. */
const renamings = new WeakMap<CardAliases, (key: string) => string>();
function renaming(aliases: CardAliases): (key: string) => string {
  let rename = renamings.get(aliases);
  if (!rename) renamings.set(aliases, (rename = (key) => String(aliases.alias(Number(key)))));
  return rename;
}

/**
 * An id-keyed map nobody writes any more aliased once per match (memo), and only re-keyed when something reads it:
 * between two updates the patch compares the small-id sources and aliases only the keys it writes
 * (transport/renamed-map.ts); the whole re-keyed map is made when a whole view is sent (a sync, a first update). A
 * view's maps are frozen (faces) or marked shared (the seat maps, dsl view-maps.ts: frozen only outside production,
 * so asking `Object.isFrozen` alone re-keyed every seat's maps on every update in production, and the patch then
 * walked their alias keys).
 */
function aliasKeyed<V>(s: AliasScope, byId: Record<string, V>): Record<string, V> {
  if (!Object.isFrozen(byId) && !isShared(byId)) return rekey(s, byId);
  const hit = s.memo.get(byId) as Record<string, V> | undefined;
  if (hit) return hit;
  const made = lazilyRenamed(byId, renaming(s.aliases));
  s.memo.set(byId, made);
  return made;
}

function aliasParts(s: AliasScope, parts: readonly LogPart[]): LogPart[] {
  return parts.map((p) => {
    if (typeof p !== 'object' || p === null) return p;
    if ('card' in p && typeof p.card === 'number') return { ...p, card: s.aliases.alias(p.card) };
    if ('list' in p) return { ...p, list: aliasParts(s, p.list) };
    return p;
  });
}

function aliasEntry(s: AliasScope, e: LogEntry): LogEntry {
  return memoised(s, e, (entry) => {
    const out: LogEntry = { ...entry };
    const alias = (c: number) => s.aliases.alias(c);
    if (entry.args && entry.move !== undefined) out.args = mapCardArgs(s.kinds, entry.move, entry.args, alias)!;
    if (entry.revealed) out.revealed = entry.revealed.map(alias);
    if (entry.parts) out.parts = aliasParts(s, entry.parts);
    if (entry.race?.word) out.race = { ...entry.race, word: { ...entry.race.word, card: alias(entry.race.word.card) } };
    return out;
  }, true);
}

/** An aliased log, remembered under its source's last entry (entries never change once logged). */
interface AliasedLog {
  source: readonly LogEntry[];
  length: number;
  aliased: readonly LogEntry[];
}
const aliasedLogs = new WeakMap<AliasScope, WeakMap<LogEntry, AliasedLog>>();

/** How far back a log is searched for the last one aliased (a broadcast is one move: one or two new entries). */
const LOG_REACH = 16;

function samePrefix(a: readonly LogEntry[], b: readonly LogEntry[], n: number): boolean {
  for (let i = n - 1; i >= 0; i--) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A seat's log aliased: built on the one aliased for the same entries before (a new state's log is the last one with
 * the move's entries appended), so only the new entries are aliased; the same frozen array while no entry was added,
 * which the patch then skips by identity. One aliased log per last entry is kept; the one it grew from is dropped.
 */
function aliasLog(s: AliasScope, log: readonly LogEntry[]): readonly LogEntry[] {
  const n = log.length;
  if (n === 0) return log;
  let cache = aliasedLogs.get(s);
  if (!cache) aliasedLogs.set(s, (cache = new WeakMap()));
  for (let i = n - 1; i >= 0 && i >= n - LOG_REACH; i--) {
    const hit = cache.get(log[i]!);
    if (!hit || hit.length !== i + 1 || !samePrefix(hit.source, log, i + 1)) continue;
    if (i + 1 === n) return hit.aliased;
    const aliased = hit.aliased.slice();
    for (let j = i + 1; j < n; j++) aliased.push(aliasEntry(s, log[j]!));
    cache.delete(log[i]!);
    cache.set(log[n - 1]!, { source: log, length: n, aliased: Object.freeze(aliased) });
    return aliased;
  }
  const aliased = Object.freeze(log.map((e) => aliasEntry(s, e)));
  cache.set(log[n - 1]!, { source: log, length: n, aliased });
  return aliased;
}

function aliasLegal(s: AliasScope, legal: LegalView): LegalView {
  const moves: LegalView['moves'] = {};
  const alias = (c: number) => s.aliases.alias(c);
  for (const [name, m] of Object.entries(legal.moves)) {
    moves[name] = s.kinds.has(name) ? { ...m, args: m.args.map((t) => mapCardArgs(s.kinds, name, t, alias)!) } : m;
  }
  return { ...legal, moves };
}

/** The value at each declared path of the hooks' view aliased (a path that is not there is skipped). */
function aliasAt(s: AliasScope, v: unknown, path: readonly string[], i: number): unknown {
  if (i === path.length) return typeof v === 'number' ? s.aliases.alias(v) : v;
  if (typeof v !== 'object' || v === null) return v;
  const key = path[i]!;
  if (Array.isArray(v)) {
    if (key === '*') return v.map((x) => aliasAt(s, x, path, i + 1));
    const n = Number(key);
    if (!Number.isInteger(n) || n < 0 || n >= v.length) return v;
    const out = v.slice();
    out[n] = aliasAt(s, v[n], path, i + 1);
    return out;
  }
  const obj = v as Record<string, unknown>;
  const out: Record<string, unknown> = { ...obj };
  for (const k of key === '*' ? Object.keys(obj) : Object.hasOwn(obj, key) ? [key] : []) out[k] = aliasAt(s, obj[k], path, i + 1);
  return out;
}

function aliasHook(s: AliasScope, hook: unknown): unknown {
  let out = hook;
  for (const path of s.hookCards) out = aliasAt(s, out, path, 0);
  return out;
}

/** `view` (a seat's or a spectator's `G`) with every card id aliased. */
export function aliasView(s: AliasScope, view: PlayerView): PlayerView {
  // A seat's zones map is the same frozen object while no zone changed, and each zone's view while it did not
  // (dsl view-zones.ts): aliased once each.
  const zones = memoised(s, view.zones, (z) => aliasZones(s, z));
  // The view's id-keyed maps are frozen while a seat's entries stay the same (dsl view-maps.ts): aliased once each.
  const keyed = <V>(byId: Record<string, V>) => aliasKeyed(s, byId);
  const out: PlayerView = { ...view, zones, faces: keyed(view.faces), faceUp: keyed(view.faceUp) };
  if (view.playedBy) out.playedBy = keyed(view.playedBy);
  if (view.movedOn) out.movedOn = keyed(view.movedOn);
  if (view.movedFrom) out.movedFrom = keyed(view.movedFrom);
  if (view.log) out.log = aliasLog(s, view.log) as LogEntry[];
  if (view.legal) out.legal = aliasLegal(s, view.legal);
  if (view.hook !== undefined && s.hookCards.length > 0) out.hook = aliasHook(s, view.hook);
  return out;
}

/** One entry of boardgame.io's own action log: a move's card arguments aliased. */
export function aliasAction<E extends { action?: { type?: string; payload?: { type?: string; args?: unknown } } }>(s: AliasScope, entry: E): E {
  const p = entry.action?.payload;
  if (entry.action?.type !== 'MAKE_MOVE' || !p || typeof p.type !== 'string' || !Array.isArray(p.args) || !s.kinds.has(p.type)) return entry;
  const args = mapCardArgs(s.kinds, p.type, p.args, (c) => s.aliases.alias(c));
  return { ...entry, action: { ...entry.action, payload: { ...p, args } } };
}
