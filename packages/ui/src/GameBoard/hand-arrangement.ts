/**
 * A player's own arrangement of their hand, where the game leaves the order to the player (a hand zone with
 * `order: set`; never a `stack`, whose order is the game's): a card dragged to another place in the hand stays there.
 * Kept in this browser per match and seat (localStorage), never sent: the server's order, and every other seat's
 * view, are unchanged. Until the player arranges a hand it is drawn sorted (hand-order.ts) and new cards take their
 * sorted place; once arranged, the cards are drawn in the player's order and a card that arrives later goes at the
 * end (the right), where the player sees what came in and can place it; "Sort" goes back to sorted order.
 *
 * Only what the board needs to ask lives here; the arranging itself comes with the drag kit, fetched on demand
 * (arrange-kit.ts in drag-kit.tsx): until it arrives, hands are drawn sorted.
 */
import { useRef, useState } from 'react';
import type { ZoneDef } from '../types';
import type { DragKit } from './drag-kit';
import type { Orders } from './arrange-kit';
export type { HandArranging, HandSlot } from './arrange-types';
import { handLike } from './ZoneView';

/** Whether a zone's order is the player's to arrange: their own hand, a set (not a stack, whose order is the game's). */
export const arrangeable = (zone: ZoneDef) => zone.order === 'set' && !zone.row && handLike(zone);

/**
 * The board's arrangement of its seat's hands, once the drag kit is here (per match and seat; without a match id,
 * kept while the board lives).
 */
export function useHandArrangement(kit: DragKit | undefined, matchID: string | undefined, seat: number | undefined) {
  const key = matchID !== undefined && seat !== undefined ? `${matchID}:${seat}` : undefined;
  const [own, setOwn] = useState<{ key?: string; orders?: Orders }>({});
  const drawn = useRef({});
  return kit?.arrangement(key, own.key === key ? own.orders : undefined, (orders) => setOwn({ key, orders }), drawn.current);
}
