/**
 * Another seat's box as a place to drop a card on: a card of your hand that asks for its value (Go Fish's "ask Bo for
 * kings") is dragged onto the seat asked, the card and the seat in one gesture, as a pile takes a card dragged onto
 * it. The box is a drop area only inside a board that has its drag kit, and only for a seat some card may ask now.
 */
import type { ReactNode } from 'react';
import { useDragKitContext } from './lazy-drag';

const PREFIX = 'seat@';

/** The drop area's id for seat `s` (never a pile's key: those have `|`). */
export const seatDropKey = (s: number) => `${PREFIX}${s}`;

/** The seat a drop area's id names, if it is a seat's. */
export function seatOfDrop(key: string): number | undefined {
  if (!key.startsWith(PREFIX)) return undefined;
  const n = Number(key.slice(PREFIX.length));
  return Number.isInteger(n) ? n : undefined;
}

/** A seat's box; with `droppable`, inside a board that has its drag kit, a drop area for cards that ask it. */
export function SeatBox({ seat, droppable, children, ...rest }: { seat: number; droppable: boolean; children: ReactNode } & Record<string, unknown>) {
  const kit = useDragKitContext();
  if (kit && droppable) return <kit.DropBox pileId={seatDropKey(seat)} data-seat={seat} {...rest}>{children}</kit.DropBox>;
  return <div data-seat={seat} {...rest}>{children}</div>;
}
