/**
 * Structural sharing between consecutive states. A rule body runs on a copy of `G` (compile/plain-copy.ts), so
 * every pile of the new state is a new array even when the move never touched it. Handing the previous state's
 * pile back wherever the new one holds the same cards makes an unchanged pile the SAME object in both states, and
 * so are the rows, seats' lists and zone maps made only of unchanged piles: a seat's view (view-pile.ts) and the
 * server's patch between two views then skip whatever did not change by identity instead of copying and comparing
 * it. Comparing ids costs a pass over the cards, far less than the copies and walks it saves downstream.
 *
 * Safe because a state is never changed in place once a move has produced it: every rule body works on a fresh
 * copy (cloneG copies shared piles too), so a pile shared by two states is read by both and written by neither.
 */
import type { GameState, Pile, ZoneContents } from './state';
import { sharedMap } from './card-maps';

/** Whether two piles hold the same card ids in the same order. */
export function samePile(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * `next` with every nested list equal to `prev`'s replaced by `prev`'s own (the list itself when all of it is), so
 * unchanged parts keep their identity. Lists of lists (rows, seats) are shared when each member is; a list of
 * numbers when it has the same ids in the same order.
 */
function shareList(prev: unknown, next: unknown[]): unknown[] {
  if (!Array.isArray(prev) || prev.length !== next.length) return next;
  if (next.length === 0 || !Array.isArray(next[0])) return samePile(prev as Pile, next as Pile) ? prev : next;
  let all = true;
  for (let i = 0; i < next.length; i++) {
    const shared = shareList(prev[i], next[i] as unknown[]);
    if (shared !== next[i]) next[i] = shared;
    if (shared !== prev[i]) all = false;
  }
  return all ? prev : next;
}

/** Whether two id-keyed maps have the same entries (the values compared by identity). */
export function sameFlags(a: Record<string, unknown> | undefined, b: Record<string, unknown>): boolean {
  if (!a) return false;
  let n = 0;
  for (const k in b) {
    if (a[k] !== b[k]) return false;
    n++;
  }
  for (const _ in a) n--;
  return n === 0;
}

/**
 * Makes `next` (a freshly copied state, not yet handed out) share with `prev` every pile, row, seat list and zone
 * that holds the same cards, and the face-up, played-by and moved-on/from maps when they are unchanged. Only `next` is
 * written; contents never change, only which equal object holds them.
 */
export function shareUnchanged(prev: GameState, next: GameState): void {
  let zonesSame = true;
  for (const name in next.zones) {
    const shared = shareList(prev.zones[name], next.zones[name] as unknown[]) as ZoneContents;
    if (shared !== next.zones[name]) next.zones[name] = shared;
    if (shared !== prev.zones[name]) zonesSame = false;
  }
  if (zonesSame && Object.keys(prev.zones).length === Object.keys(next.zones).length) next.zones = prev.zones;
  // A map copied on write (runtime/state/card-maps.ts) is the same object until written; only one copied eagerly (its
  // state was not frozen: one read back from storage) is compared.
  if (next.faceUp !== prev.faceUp && !sharedMap(prev, 'faceUp') && sameFlags(prev.faceUp, next.faceUp)) next.faceUp = prev.faceUp;
  if (next.playedBy && next.playedBy !== prev.playedBy && !sharedMap(prev, 'playedBy') && sameFlags(prev.playedBy, next.playedBy)) next.playedBy = prev.playedBy;
  if (next.movedOn && next.movedOn !== prev.movedOn && !sharedMap(prev, 'movedOn') && sameFlags(prev.movedOn, next.movedOn)) next.movedOn = prev.movedOn;
  if (next.movedFrom && next.movedFrom !== prev.movedFrom && !sharedMap(prev, 'movedFrom') && sameFlags(prev.movedFrom, next.movedFrom)) next.movedFrom = prev.movedFrom;
}
