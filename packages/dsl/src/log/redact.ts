/**
 * A logged sentence as one seat may read it: a card part it may not see becomes `{ card: null }` ("a card"), and
 * no card part keeps its `seen` list (who else saw a card is not this seat's business).
 */
import type { LogPart } from './parts';

/** Whether any card part (at any depth) carries a `seen` list, i.e. the parts differ from seat to seat. */
export function hasSeen(parts: readonly LogPart[]): boolean {
  return parts.some((p) => typeof p === 'object' && (('seen' in p && p.seen !== undefined) || ('list' in p && hasSeen(p.list))));
}

export function partsFor(parts: readonly LogPart[], seat: number | null): LogPart[] {
  return parts.map((p): LogPart => {
    if (typeof p !== 'object') return p;
    if ('list' in p) return { list: partsFor(p.list, seat) };
    if ('card' in p && p.card !== null && p.seen !== undefined) return seat !== null && p.seen.includes(seat) ? { card: p.card } : { card: null };
    return p;
  });
}

/** Adds the ids of the cards named in `parts` to `into`. */
export function cardsIn(parts: readonly LogPart[], into: Set<number>): void {
  for (const p of parts) {
    if (typeof p !== 'object') continue;
    if ('list' in p) cardsIn(p.list, into);
    else if ('card' in p && typeof p.card === 'number') into.add(p.card);
  }
}
