/**
 * Arranging a hand (hand-arrangement.ts), the part fetched with the drag kit: reading and keeping the player's order
 * in this browser, drawing a hand in it, and moving a card dropped on another's place. Pure but for localStorage.
 */
import type { ViewPile } from '../types';
import type { HandArranging, HandSlot } from './arrange-types';

/** The player's order of each of their hands, by zone name. */
export type Orders = Record<string, number[]>;

const storageKey = (key: string) => `deckhand:hand-order:${key}`;

/** What this browser keeps for a match and seat (nothing, or nothing readable: the hands are drawn sorted). */
export function loadOrders(key: string | undefined): Orders {
  if (!key) return {};
  try {
    const v: unknown = JSON.parse(globalThis.localStorage?.getItem(storageKey(key)) ?? '{}');
    if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
    return Object.fromEntries(Object.entries(v).filter(([, ids]) => Array.isArray(ids) && ids.every((c) => typeof c === 'number'))) as Orders;
  } catch {
    return {};
  }
}

function saveOrders(key: string | undefined, orders: Orders): void {
  try {
    if (key) globalThis.localStorage?.setItem(storageKey(key), JSON.stringify(orders));
  } catch {
    // Storage full or refused: the order holds while the page is open.
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

const slotOf = (data: unknown) => (data as { slot?: HandSlot } | undefined)?.slot;

/** What a dragged card's data and the place it was dropped on say. */
interface Dropped {
  active: { data: { current?: unknown } };
  over: { data: { current?: unknown } } | null;
}

/**
 * The board's arrangement for this render: `orders` as the board last set them (undefined: as this browser keeps
 * them), `set` to change them, `drawn` each hand as last drawn (so a drop on place i means the card drawn there).
 */
export function arrangement(key: string | undefined, orders: Orders | undefined, set: (orders: Orders) => void, drawn: Record<string, ViewPile>) {
  const now = orders ?? loadOrders(key);
  const save = (next: Orders) => {
    saveOrders(key, next);
    set(next);
  };
  return {
    /** The hand of `zone` as drawn (`sorted`: as the board sorts it). */
    order(zone: string, sorted: ViewPile): ViewPile {
      return (drawn[zone] = arrange(sorted, now[zone]));
    },
    /** What a hand the player may arrange is given. */
    arranging(zone: string): HandArranging {
      return {
        arranged: now[zone] !== undefined,
        onSort: () => {
          const { [zone]: _sorted, ...rest } = now;
          save(rest);
        },
      };
    },
    /** A card dropped on a place in its own hand goes there: true when the drop was on such a place (moved or not). */
    dropped({ active, over }: Dropped): boolean {
      const to = slotOf(over?.data.current);
      if (!to) return false;
      const from = slotOf(active.data.current);
      const zone = to.pile.split('|')[0]!;
      const cards = drawn[zone];
      if (!from || !cards || from.pile !== to.pile || from.index === to.index || Math.max(from.index, to.index) >= cards.length) return true;
      save({ ...now, [zone]: moveCard(cards, from.index, to.index).filter((c): c is number => typeof c === 'number') });
      return true;
    },
  };
}
