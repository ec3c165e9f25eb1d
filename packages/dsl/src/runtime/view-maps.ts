/**
 * A seat's id-keyed maps in its view (which of the cards it sees are face up, who played them, what they were moved
 * onto or from) are filtered from `G` afresh for every view, since a seat is told these only for cards it sees. So
 * every view had new maps even when their entries were the very ones of the seat's last view, and a server compared
 * them entry by entry and, aliasing cards per match, re-keyed them each time. The last map of each kind is kept per
 * match and seat and handed back while the new one has the same entries (marked shared, runtime/shared.ts, as the
 * state's own per-card maps are: nobody writes it): the patch and the aliasing then
 * skip it by identity, as they do an unchanged pile (view-pile.ts) or faces map (view.ts `seatFaces`).
 */
import { sameFlags } from './share';
import { markShared } from './shared';

export type SeatMapKind = 'faceUp' | 'playedBy' | 'movedOn' | 'movedFrom';

type SeatMaps = Partial<Record<SeatMapKind, Record<string, unknown>>>;
const kept = new WeakMap<object, Map<number | null, SeatMaps>>();

/**
 * `next`, or the seat's last map of this kind when it has the same entries. `match` is an object that lives as long
 * as the match (its `G.options`); one shared by several matches still gives right answers, only fewer hits.
 */
export function keptSeatMap<V>(match: object, seat: number | null, kind: SeatMapKind, next: Record<string, V>): Readonly<Record<string, V>> {
  let seats = kept.get(match);
  if (!seats) kept.set(match, (seats = new Map()));
  let maps = seats.get(seat);
  if (!maps) seats.set(seat, (maps = {}));
  const last = maps[kind] as Record<string, V> | undefined;
  if (last && sameFlags(last, next)) return last;
  markShared(next);
  maps[kind] = next;
  return next;
}
