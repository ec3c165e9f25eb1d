/**
 * Drag and drop arrives on demand: a board fetches dnd-kit (drag-kit.tsx) once its seat has a card it could drag,
 * after it has drawn. Until then cards and piles are plain buttons and boxes, played by taps and keys as always;
 * when the kit arrives the board's table is drawn again inside dnd-kit's context, and whatever had the focus has it
 * again.
 */
import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { DragKit, DragLayerProps } from './drag-kit';

let kit: Promise<DragKit> | undefined;
/** The kit once it has arrived: a board drawn after that has it from its first drawing. */
let arrived: DragKit | undefined;

/** Fetches the kit once (a failed fetch is tried again by the next board that asks). */
export function fetchDragKit(): Promise<DragKit> {
  kit ??= import('./drag-kit').then(
    (m) => (arrived = m.dragKit),
    (e: unknown) => {
      kit = undefined;
      throw e;
    },
  );
  return kit;
}

/** The kit inside a board that has it (cards and piles read it); undefined elsewhere and until it arrives. */
/**
 * Fetches drag and drop ahead of the board that will want it (a page that knows its player holds a seat). What it
 * resolves to stays inside the kit: a consumer's types never meet dnd-kit's.
 */
export function loadDragKit(): Promise<void> {
  return fetchDragKit().then(() => undefined);
}

export const DragKitContext = createContext<DragKit | undefined>(undefined);

export const useDragKitContext = () => useContext(DragKitContext);

/** How to find the focused element again in the table drawn anew: by its card id, else by its accessible name. */
function focusKey(el: Element | null, root: HTMLElement | null): string | undefined {
  if (!el || !root || !root.contains(el) || el === root) return undefined;
  const card = el.getAttribute('data-card');
  if (card !== null) return `[data-card="${CSS.escape(card)}"]`;
  const label = el.getAttribute('aria-label');
  return label !== null ? `${el.tagName.toLowerCase()}[aria-label="${CSS.escape(label)}"]` : undefined;
}

/**
 * The board's kit: fetched once `wanted` is true (the seat has a card it may drag), kept after. The focus is put
 * back where it was when the table is drawn again with it.
 */
export function useDragKit(wanted: boolean, root: RefObject<HTMLElement | null>): DragKit | undefined {
  const [loaded, setLoaded] = useState<DragKit | undefined>(() => (wanted ? arrived : undefined));
  const refocus = useRef<string>(undefined);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    fetchDragKit().then(
      (k) => {
        if (!live) return;
        refocus.current = focusKey(document.activeElement, root.current);
        setLoaded(() => k);
      },
      () => undefined, // no drag and drop this time: taps and keys still play
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded, root]);
  useLayoutEffect(() => {
    const key = refocus.current;
    refocus.current = undefined;
    if (key) root.current?.querySelector<HTMLElement>(key)?.focus({ preventScroll: true });
  }, [loaded, root]);
  return loaded;
}

/** The board's table, inside dnd-kit's context once the kit is here (and given to the cards and piles in it). */
export function DragArea({ kit: k, children, ...layer }: { kit: DragKit | undefined } & DragLayerProps) {
  return <DragKitContext.Provider value={k}>{k ? <k.DragLayer {...layer}>{children}</k.DragLayer> : children}</DragKitContext.Provider>;
}
