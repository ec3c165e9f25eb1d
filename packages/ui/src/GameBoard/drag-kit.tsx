/**
 * Everything on the board that needs dnd-kit, as one module fetched on demand (lazy-drag.tsx): the drag context with
 * its pointer, touch and keyboard sensors, the card under the pointer, a draggable card button and a pile's drop
 * area, and the arranging of a hand (arrange-kit.ts). dnd-kit is ~13 KB gzipped; a board is drawn, and played by taps and keys, before it arrives.
 */
import { useId, type ReactNode } from 'react';
import { DndContext, DragOverlay, KeyboardSensor, MouseSensor, TouchSensor, useDraggable, useDroppable, useSensor, useSensors, type Announcements, type DragEndEvent, type DragStartEvent, type ScreenReaderInstructions } from '@dnd-kit/core';
import { dropTarget, keyboardDrag } from './keyboard-drag';
import type { HandSlot } from './arrange-types';
import { arrangement } from './arrange-kit';

export interface DragLayerProps {
  onDragStart: (e: DragStartEvent) => void;
  onDragEnd: (e: DragEndEvent) => void;
  onDragCancel: () => void;
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
  /** The copy of the dragged card drawn under the pointer. */
  overlay: ReactNode;
  children: ReactNode;
}

/**
 * A short drag starts a drag (a click stays a click); on a touch screen, a press held a moment (a swipe scrolls);
 * from the keyboard, Space on the card (Enter still picks it), then arrows from pile to pile (keyboard-drag.ts).
 */
function DragLayer({ onDragStart, onDragEnd, onDragCancel, announcements, screenReaderInstructions, overlay, children }: DragLayerProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    useSensor(KeyboardSensor, keyboardDrag),
  );
  return (
    <DndContext sensors={sensors} collisionDetection={dropTarget} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={onDragCancel} accessibility={{ announcements: withSlots(announcements), screenReaderInstructions }}>
      {children}
      <DragOverlay dropAnimation={null}>{overlay}</DragOverlay>
    </DndContext>
  );
}

/**
 * A selectable card's button the pointer may also drag: dnd-kit's listeners on the same button (a click stays a
 * click). In a hand its player arranges (`slot`), the card is also a place another card of that hand may be dropped
 * on: it takes this card's place, and while it hovers, the side it will go to is marked (`data-slot`).
 */
function DragButton({ id, as: Button, slot, children, ...rest }: { id: number; as: 'button'; slot?: HandSlot; children: ReactNode } & Record<string, unknown>) {
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: `card-${id}`, data: { card: id, ...(slot ? { slot } : {}) } });
  const drop = useDroppable({ id: `slot-${id}`, disabled: !slot, data: { slot } });
  const from = (drop.active?.data.current as { slot?: HandSlot } | undefined)?.slot;
  const side = slot && drop.isOver && from?.pile === slot.pile && from.index !== slot.index ? (from.index < slot.index ? 'after' : 'before') : undefined;
  const ref = (el: HTMLElement | null) => {
    setNodeRef(el);
    drop.setNodeRef(el);
  };
  return (
    <Button ref={ref} {...(rest as object)} {...listeners} data-dragging={isDragging || undefined} data-slot={side}>
      {children}
    </Button>
  );
}

/** What is said while a card is carried over a place in its own hand, and when it is put there. */
function withSlots(said: Announcements): Announcements {
  const slot = (over: { data: { current?: unknown } } | null) => (over?.data.current as { slot?: HandSlot } | undefined)?.slot;
  return {
    ...said,
    onDragOver: (e) => {
      const at = slot(e.over);
      return at ? `Over ${at.label}: let go to put it there.` : said.onDragOver?.(e);
    },
    onDragEnd: (e) => {
      const at = slot(e.over);
      return at ? `Put at ${at.label}.` : said.onDragEnd?.(e);
    },
  };
}

/** A pile's outer box as a drop area that knows when a card hovers over it. */
function DropBox({ pileId, children, ...rest }: { pileId?: string; children: ReactNode } & Record<string, unknown>) {
  const own = useId();
  const { setNodeRef, isOver } = useDroppable({ id: pileId ?? own, disabled: pileId === undefined });
  return (
    <div ref={pileId === undefined ? undefined : setNodeRef} {...rest} data-over={isOver || undefined}>
      {children}
    </div>
  );
}

export const dragKit = { DragLayer, DragButton, DropBox, arrangement };
export type DragKit = typeof dragKit;
