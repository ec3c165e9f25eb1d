/**
 * A logged sentence as one seat may read it: a card part it may not see becomes `{ card: null }` ("a card"), and
 * no card part keeps its `seen` list (who else saw a card is not this seat's business).
 */
import type { LogPart } from './parts';

/** The card parts of a sentence, at any depth. Remembered per sentence: a logged sentence never changes, and every
 * view of every later state reads it again. */
const cardsOf = new WeakMap<readonly LogPart[], { id: number; seen?: number[] }[]>();

function cardParts(parts: readonly LogPart[]): { id: number; seen?: number[] }[] {
  let out = cardsOf.get(parts);
  if (!out) {
    const found: { id: number; seen?: number[] }[] = [];
    const walk = (ps: readonly LogPart[]) => {
      for (const p of ps) {
        if (typeof p !== 'object') continue;
        if ('list' in p) walk(p.list);
        else if ('card' in p && typeof p.card === 'number') found.push(p.seen ? { id: p.card, seen: p.seen } : { id: p.card });
      }
    };
    walk(parts);
    cardsOf.set(parts, (out = found));
  }
  return out;
}

/** Whether any card part carries a `seen` list, i.e. the sentence differs from seat to seat. */
export function hasSeen(parts: readonly LogPart[]): boolean {
  return cardParts(parts).some((c) => c.seen !== undefined);
}

/** Adds to `into` the cards a sentence shows `seat` (null: a spectator). */
export function cardsShown(parts: readonly LogPart[], seat: number | null, into: Set<number>): void {
  for (const c of cardParts(parts)) if (!c.seen || (seat !== null && c.seen.includes(seat))) into.add(c.id);
}

export function partsFor(parts: readonly LogPart[], seat: number | null): LogPart[] {
  return parts.map((p): LogPart => {
    if (typeof p !== 'object') return p;
    if ('list' in p) return { list: partsFor(p.list, seat) };
    if ('card' in p && p.card !== null && p.seen !== undefined) return seat !== null && p.seen.includes(seat) ? { card: p.card } : { card: null };
    return p;
  });
}

/** Whether a line's parts name `card`, at any depth (a line has a handful of parts: no set of them is made). */
export function namesCard(parts: readonly LogPart[], card: number): boolean {
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    if (typeof p !== 'object') continue;
    if ('list' in p) {
      if (namesCard(p.list, card)) return true;
    } else if ('card' in p && p.card === card) return true;
  }
  return false;
}
