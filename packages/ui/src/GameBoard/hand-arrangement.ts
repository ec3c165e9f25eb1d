/**
 * A player's own arrangement of their hand, where the game leaves the order to the player (a hand zone with
 * `order: set`; never a `stack`, whose order is the game's): a card dragged to another place in the hand stays there.
 * Kept in this browser per match and seat (localStorage), never sent: the server's order, and every other seat's
 * view, are unchanged. Until the player arranges a hand it is drawn sorted (hand-order.ts) and new cards take their
 * sorted place; once arranged, the cards are drawn in the player's order and a card that arrives later goes at the
 * end (the right), where the player sees what came in and can place it; "Sort" goes back to sorted order.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ViewPile, ZoneDef } from '../types';
import { handLike } from './ZoneView';

/** A card's place in an arranged hand: what a card dropped on it is told (drag-kit.tsx's drop data). */
export interface HandSlot {
  /** The hand's pile key (`pileKey`). */
  pile: string;
  /** The card's place in the hand as drawn (0 first). */
  index: number;
  /** Said to a screen reader while a card is carried over it ("Your hand, place 3 of 10"). */
  label: string;
}

/** What a hand the player may arrange is given (Hand's `arrange`). */
export interface HandArranging {
  /** The player has arranged it (it is not drawn sorted): Sort is offered. */
  arranged: boolean;
  /** Back to sorted order. */
  onSort: () => void;
}

/** The player's order of each of their hands, by zone name. */
type Orders = Record<string, number[]>;

/** Whether a zone's order is the player's to arrange: their own hand, a set (not a stack, whose order is the game's). */
export const arrangeable = (zone: ZoneDef) => zone.order === 'set' && !zone.row && handLike(zone);

const storageKey = (matchID: string, seat: number) => `deckhand:hand-order:${matchID}:${seat}`;

function load(key: string | undefined): Orders {
  if (!key) return {};
  try {
    const v: unknown = JSON.parse(globalThis.localStorage?.getItem(key) ?? '{}');
    if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
    return Object.fromEntries(Object.entries(v).filter(([, ids]) => Array.isArray(ids) && ids.every((c) => typeof c === 'number'))) as Orders;
  } catch {
    return {};
  }
}

/** The hand in the player's order: the cards they placed, then any card that came since, in `sorted`'s order. */
export function arrange(sorted: ViewPile, order: readonly number[] | undefined): ViewPile {
  if (!order) return sorted;
  const held = new Set(sorted.filter((c): c is number => typeof c === 'number'));
  const placed = order.filter((c) => held.has(c));
  const seen = new Set(placed);
  return [...placed, ...sorted.filter((c) => typeof c !== 'number' || !seen.has(c))];
}

/** Moves the card at `from` to `to` (the others close up behind it). */
export function moveCard<T>(cards: readonly T[], from: number, to: number): T[] {
  const out = cards.slice();
  const [card] = out.splice(from, 1);
  out.splice(to, 0, card!);
  return out;
}

/** What a dragged card's data and the place it was dropped on say of a move within a hand. */
interface Dropped {
  active: { data: { current?: unknown } };
  over: { data: { current?: unknown } } | null;
}

const slotOf = (data: unknown) => (data as { slot?: HandSlot } | undefined)?.slot;

/**
 * The board's memory of how its seat arranged its hands (per match and seat; without a match id, kept while the
 * board lives).
 */
export function useHandArrangement(matchID: string | undefined, seat: number | undefined) {
  const key = matchID !== undefined && seat !== undefined ? storageKey(matchID, seat) : undefined;
  const [state, setState] = useState(() => ({ key, orders: load(key) }));
  // Another match or seat on the same board: its own arrangement.
  const orders = state.key === key ? state.orders : load(key);
  useEffect(() => {
    if (state.key !== key) setState({ key, orders: load(key) });
  }, [key, state.key]);
  // Each hand's cards as last drawn, so a drop on place i means the card drawn there.
  const drawn = useRef<Record<string, ViewPile>>({});
  const save = useCallback(
    (next: Orders) => {
      setState({ key, orders: next });
      try {
        if (key) globalThis.localStorage?.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or refused: the order holds while the page is open.
      }
    },
    [key],
  );
  return useMemo(
    () => ({
      /** The hand of `zone` as drawn (`sorted`: as the board sorts it). */
      order(zone: string, sorted: ViewPile): ViewPile {
        const out = arrange(sorted, orders[zone]);
        drawn.current[zone] = out;
        return out;
      },
      /** What a hand the player may arrange is given. */
      arranging(zone: string): HandArranging {
        return {
          arranged: orders[zone] !== undefined,
          onSort: () => {
            const { [zone]: _sorted, ...rest } = orders;
            save(rest);
          },
        };
      },
      /** A card dropped on a place in its own hand goes there: true when the drop was such a move (done or not). */
      dropped({ active, over }: Dropped): boolean {
        const to = slotOf(over?.data.current);
        if (!to) return false;
        const from = slotOf(active.data.current);
        if (!from || from.pile !== to.pile || from.index === to.index) return true;
        const zone = to.pile.split('|')[0]!;
        const cards = drawn.current[zone];
        if (!cards || from.index >= cards.length || to.index >= cards.length) return true;
        const ids = moveCard(cards, from.index, to.index).filter((c): c is number => typeof c === 'number');
        save({ ...orders, [zone]: ids });
        return true;
      },
    }),
    [orders, save],
  );
}
