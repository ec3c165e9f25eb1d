/**
 * The per-card maps of `G` (face-up cards, who played a card, when and from where) are copied on write. Inside
 * boardgame.io every rule body runs on a copy of the state (compile/plain-copy.ts); copying and then comparing these
 * maps on every action, although most actions change one of them or none, was a tenth of a Build Up reducer action
 * (they grow with every card played). Instead a state handed to boardgame.io marks its maps shared, a copy of it
 * shares them (sim/clone.ts), and whoever writes one takes its own copy first (`writable`).
 *
 * The mark is a weak set, not `Object.freeze`: V8 keeps a frozen object's numbered keys in a slow dictionary, so
 * reading one took 2.4 times as long and copying one a hundred times as long (a Build Up action spent 5 % there).
 * Outside production the shared maps are frozen as well, so a write that bypassed `writable` throws in every test
 * instead of changing another state's map. The simulator's own states are never shared: there `writable` changes the
 * map in place.
 */
import type { GameState } from './state';

export type CardMapKey = 'faceUp' | 'playedBy' | 'movedOn' | 'movedFrom';

const KEYS: readonly CardMapKey[] = ['faceUp', 'playedBy', 'movedOn', 'movedFrom'];

const shared = new WeakSet<object>();

/** Shared maps are also frozen where speed does not matter (tests, development): a stray write throws there. */
const GUARD = typeof process === 'undefined' || process.env?.NODE_ENV !== 'production';

/**
 * Per key, the map `writable` last returned: a map no state shares (a map only becomes shared in `shareCardMaps`,
 * which forgets it here), so returning it again needs no look-up in the weak set. A move writes `faceUp` and
 * `playedBy` of the same few maps action after action (the simulator's state keeps its maps); with the named
 * writers below, this took `writable` (1.9 % of a Build Up simulator action) out of the profile.
 */
const lastOwn: Record<CardMapKey, object | undefined> = { faceUp: undefined, playedBy: undefined, movedOn: undefined, movedFrom: undefined };

/** `G[key]`, made this state's own (copied when shared, created when absent) so it can be written. */
export function writable<K extends CardMapKey>(G: GameState, key: K): NonNullable<GameState[K]> {
  const m = G[key];
  if (m !== undefined && m === lastOwn[key]) return m as NonNullable<GameState[K]>;
  const own = (m === undefined ? {} : shared.has(m) ? copyMap(m) : m) as NonNullable<GameState[K]>;
  if (own !== m) G[key] = own;
  lastOwn[key] = own;
  return own;
}

/**
 * `writable(G, 'faceUp')` and `writable(G, 'playedBy')` with the field named in the code. Where `writable` is not
 * inlined, its `G[key]` and `lastOwn[key]` are keyed loads whose key changes from call to call (megamorphic: a
 * look-up in V8's stub cache each); a move or a deal writes these two maps several times per action, so they get
 * loads of a named field, and `writable` only when the map is not the one last returned.
 */
export function writableFaceUp(G: GameState): GameState['faceUp'] {
  const m = G.faceUp;
  return m !== undefined && m === lastOwn.faceUp ? m : writable(G, 'faceUp');
}

/** `writable(G, 'playedBy')`, as `writableFaceUp`. */
export function writablePlayedBy(G: GameState): NonNullable<GameState['playedBy']> {
  const m = G.playedBy;
  return m !== undefined && m === lastOwn.playedBy ? m : writable(G, 'playedBy');
}

/** A map of its own for a copy of the state: the same object while it is shared, else a copy. */
export function mapForCopy<M extends object>(m: M): M {
  return shared.has(m) ? m : copyMap(m);
}

/** Whether `G[key]` is a map shared between states, which no state writes (`shareCardMaps`). */
export function sharedMap(G: GameState, key: CardMapKey): boolean {
  const m = G[key];
  return m !== undefined && shared.has(m);
}

/** Marks the maps of a state about to be handed out as shared, so copies of it take them as they are. */
export function shareCardMaps(G: GameState): void {
  for (const k of KEYS) {
    const m = G[k];
    if (m !== undefined && !shared.has(m)) {
      shared.add(m);
      if (lastOwn[k] === m) lastOwn[k] = undefined;
      if (GUARD) Object.freeze(m);
    }
  }
}

/** A copy by its keys: a frozen object's spread is slow (its keys live in a dictionary). */
function copyMap<M extends object>(m: M): M {
  if (!GUARD) return { ...m };
  const out: Record<string, unknown> = {};
  for (const k in m) out[k] = (m as Record<string, unknown>)[k];
  return out as M;
}
