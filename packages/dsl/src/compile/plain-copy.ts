/**
 * Rule bodies run on a plain copy of `G`, not on boardgame.io's Immer draft: every read and write through a draft
 * goes through a proxy (36 % of a compiled move's time when they did), while a copy by `G`'s known shape is a few
 * array slices. The copy is handed back as the new `G` (Immer takes a recipe's return value in place of the draft,
 * which is left untouched), so boardgame.io stores exactly what the simulator computes on its own plain state.
 *
 * The state under the draft reaches the rules through a plugin: boardgame.io wraps moves and hooks in its plugins'
 * `fnWrap`s with Immer innermost, so a game plugin sees the plain `G` first and can pass it along in the context
 * (Immer's wrapper copies the context it is given). Reading the draft's base through Immer itself would depend on
 * which build of Immer boardgame.io loaded.
 */
import type { Plugin } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { GameState } from '../runtime/state/state';
import { cloneG } from '../sim/clone';
import { shareUnchanged } from '../runtime/state/share';
import { shareCardMaps } from '../runtime/state/card-maps';

const BASE = 'deckhandBase';

/** Passes the plain `G` under the coming Immer draft to the rules, as `deckhandBase`. */
export const PlainStatePlugin: Plugin = {
  name: 'deckhand-plain-state',
  fnWrap:
    (fn) =>
    (context, ...args) =>
      (fn as (c: unknown, ...a: unknown[]) => unknown)({ ...context, [BASE]: context.G }, ...args) as never,
} as Plugin;

/**
 * Runs `body` on a plain copy of the state and returns the copy as the new `G`, or INVALID_MOVE when the body
 * refuses (the copy is dropped: nothing to undo). Without the plugin (a move called directly), runs on `G` itself.
 */
export function onPlainCopy(context: { G: GameState }, body: (G: GameState) => boolean): GameState | typeof INVALID_MOVE | undefined {
  const base = (context as { [BASE]?: GameState })[BASE];
  if (!base) return body(context.G) ? undefined : INVALID_MOVE;
  const next = cloneG(base);
  if (!body(next)) return INVALID_MOVE;
  // Its per-card maps are shared with the next copy until one is written (runtime/state/card-maps.ts).
  shareCardMaps(next);
  // What the body left as it was is handed back as the same objects (runtime/state/share.ts), so views and patches skip it.
  shareUnchanged(base, next);
  // Frozen at the top only: Immer then takes the new state as it is instead of walking it to freeze every array (a
  // state is never changed in place once stored: every rule body works on a fresh copy).
  return Object.freeze(next);
}

/** A hook (turn or phase start and end) on a plain copy: it cannot refuse, so its copy is always the new `G`. */
export function hookOnPlainCopy(context: { G: GameState }, body: (G: GameState) => void): GameState | undefined {
  const r = onPlainCopy(context, (G) => {
    body(G);
    return true;
  });
  return r === INVALID_MOVE ? undefined : r;
}
