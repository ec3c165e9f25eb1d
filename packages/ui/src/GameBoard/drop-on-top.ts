/**
 * Where a pointer drops a card: on the pile the player sees under the pointer. dnd-kit's pointer collision
 * (`pointerWithin`) compares rectangles only, so a pile drawn under another part of the page (a seat's pile scrolled
 * beneath the dock on a phone) counts as much as the pile on top, and may come first: the card then lands on a pile
 * the player cannot see. Here the hits are put in the order of what is drawn at the pointer (`elementsFromPoint`),
 * the innermost first where one drop area holds another (a pile in a seat's box); a hit drawn nowhere at the pointer
 * (hidden beneath the dock) goes last.
 */

/** A drop area dnd-kit found under the pointer, and its element. */
export interface DropHit<K> {
  hit: K;
  node: Element | null | undefined;
}

/** The hits, those drawn at the pointer first (topmost and innermost first), in their own order otherwise. */
export function onTop<K>(hits: readonly DropHit<K>[], drawnAt: readonly Element[]): K[] {
  if (hits.length <= 1) return hits.map((h) => h.hit);
  const depth = (h: DropHit<K>) => {
    const i = drawnAt.findIndex((el) => h.node?.contains(el));
    return i < 0 ? Number.POSITIVE_INFINITY : i;
  };
  // Of two hits holding the same topmost element, the one inside the other first.
  const inner = (a: DropHit<K>, b: DropHit<K>) => (a.node && b.node && a.node !== b.node ? (b.node.contains(a.node) ? -1 : a.node.contains(b.node) ? 1 : 0) : 0);
  return hits
    .map((h, i) => ({ h, i, d: depth(h) }))
    .sort((a, b) => a.d - b.d || inner(a.h, b.h) || a.i - b.i)
    .map((x) => x.h.hit);
}
