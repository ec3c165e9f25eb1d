/**
 * The order a seat's own hand is drawn in, where the game leaves it to the player (a zone with `order: set`) and its
 * cards declare a standard suit and rank (`face: { suit, rank }`): by suit, then by rank, as a card player sorts a
 * hand when the suit matters (a move's condition reads `.suit`: follow suit, Crazy Eights' match); else by rank, then
 * suit (Go Fish, Rummy's sets). Suits alternate in colour (♠ ♥ ♣ ♦) so neighbouring suits read apart. Cards without
 * a suit or rank keep their place after the sorted ones. Display only: no move depends on a set's order. Pure.
 */
import type { ClientGameDef, Faces, ViewPile, ZoneDef } from '../types';

const SUITS = ['spades', 'hearts', 'clubs', 'diamonds'];

/** Where each suit/rank is read on each card type (its `face:`), when the type declares both. */
function standardAttrs(def: ClientGameDef): Map<string, { suit: string; rank: string }> {
  const out = new Map<string, { suit: string; rank: string }>();
  for (const [name, t] of Object.entries(def.cardTypes)) {
    const face = t.face as { suit?: string; rank?: string } | undefined;
    if (face?.suit && face.rank) out.set(name, { suit: face.suit, rank: face.rank });
  }
  return out;
}

/** Whether some move's condition reads a card's suit (following suit, matching it). */
export function suitMatters(def: ClientGameDef): boolean {
  return Object.values(def.moves).some((m) => typeof m.if === 'string' && /\.suit\b/.test(m.if));
}

/** A hand's cards in the order to draw them (the same array when the zone or its cards give no such order). */
export function handOrder(def: ClientGameDef, zone: ZoneDef, pile: ViewPile, faces: Faces, bySuit: boolean): ViewPile {
  if (zone.order !== 'set') return pile;
  const attrs = standardAttrs(def);
  if (attrs.size === 0) return pile;
  const key = (c: ViewPile[number]): [number, number] | undefined => {
    const face = typeof c === 'number' ? faces[c] : undefined;
    const at = face ? attrs.get(face.type) : undefined;
    if (!face || !at) return undefined;
    const suit = SUITS.indexOf(String(face.attrs[at.suit]));
    const rank = Number(face.attrs[at.rank]);
    return [suit < 0 ? SUITS.length : suit, Number.isFinite(rank) ? rank : 0];
  };
  const keyed = pile.map((c, i) => ({ c, i, k: key(c) }));
  keyed.sort((a, b) => {
    if (!a.k || !b.k) return a.k ? -1 : b.k ? 1 : a.i - b.i;
    const [first, second] = bySuit ? [0, 1] : [1, 0];
    return a.k[first]! - b.k[first]! || a.k[second]! - b.k[second]! || a.i - b.i;
  });
  return keyed.map((x) => x.c);
}
