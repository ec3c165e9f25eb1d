/**
 * The per-card maps of `G` (face-up cards, who played a card, when and from where) are copied on write. Inside
 * boardgame.io every rule body runs on a copy of the state (compile/plain-copy.ts); copying and then comparing these
 * maps on every action, although most actions change one of them or none, was a tenth of a Build Up reducer action
 * (they grow with every card played). Instead a state handed to boardgame.io marks its maps shared, a copy of it
 * shares them (sim/clone.ts), and whoever writes one takes its own copy first (`writable`).
 *
 * Sharing is marked by runtime/shared.ts (the same mark the views use for their kept maps): a weak set, frozen as
 * well outside production. The simulator's own states are never shared: there `writable` changes the map in place.
 */
import type { GameState } from './state';
import { isShared, markShared, ownCopy } from './shared';

export type CardMapKey = 'faceUp' | 'playedBy' | 'movedOn' | 'movedFrom';

const KEYS: readonly CardMapKey[] = ['faceUp', 'playedBy', 'movedOn', 'movedFrom'];

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
  const own = (m === undefined ? {} : isShared(m) ? ownCopy(m) : m) as NonNullable<GameState[K]>;
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
  return isShared(m) ? m : ownCopy(m);
}

/** Whether `G[key]` is a map shared between states, which no state writes (`shareCardMaps`). */
export function sharedMap(G: GameState, key: CardMapKey): boolean {
  const m = G[key];
  return m !== undefined && isShared(m);
}

/** Marks the maps of a state about to be handed out as shared, so copies of it take them as they are. */
export function shareCardMaps(G: GameState): void {
  for (const k of KEYS) {
    const m = G[k];
    if (m !== undefined && !isShared(m)) {
      markShared(m);
      if (lastOwn[k] === m) lastOwn[k] = undefined;
    }
  }
}
