/**
 * Everything on the board that needs dnd-kit, as one module fetched on demand (lazy-drag.tsx): the drag context with
 * its pointer, touch and keyboard sensors, the card under the pointer, a draggable card button and a pile's drop
 * area. dnd-kit is ~13 KB gzipped; a board is drawn, and played by taps and keys, before it arrives.
 */
import { useId, type ReactNode } from 'react';
import { DndContext, DragOverlay, KeyboardSensor, MouseSensor, TouchSensor, useDraggable, useDroppable, useSensor, useSensors, type Announcements, type DragEndEvent, type DragStartEvent, type ScreenReaderInstructions } from '@dnd-kit/core';
import { dropTarget, keyboardDrag } from './keyboard-drag';

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
    <DndContext sensors={sensors} collisionDetection={dropTarget} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={onDragCancel} accessibility={{ announcements, screenReaderInstructions }}>
      {children}
      <DragOverlay dropAnimation={null}>{overlay}</DragOverlay>
    </DndContext>
  );
}

/** A selectable card's button the pointer may also drag: dnd-kit's listeners on the same button (a click stays a click). */
function DragButton({ id, as: Button, children, ...rest }: { id: number; as: 'button'; children: ReactNode } & Record<string, unknown>) {
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: `card-${id}`, data: { card: id } });
  return (
    <Button ref={setNodeRef} {...(rest as object)} {...listeners} data-dragging={isDragging || undefined}>
      {children}
    </Button>
  );
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

export const dragKit = { DragLayer, DragButton, DropBox };
export type DragKit = typeof dragKit;
