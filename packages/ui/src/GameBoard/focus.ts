/**
 * Keeps keyboard focus on the board across moves. A move re-renders the board and the control that sent it often
 * disappears (the card left the hand, the form closed), which drops focus to <body>; after each new state, if the
 * player was working in the board and focus fell out of it, it goes to the next sensible control: a place the picked
 * card may go, a card that plays now, the first open move's button, else the dock.
 */
import { useEffect, useRef, type RefObject } from 'react';

const NEXT = ['.dh-pile-drop', 'button.dh-card[data-legal="true"]:not(:disabled)', '.dh-board-dock input:not(:disabled)', '.dh-board-dock button:not(:disabled)'];

function firstOf(root: HTMLElement, selectors: readonly string[]): HTMLElement | undefined {
  for (const s of selectors) {
    const el = root.querySelector<HTMLElement>(s);
    if (el) return el;
  }
  return undefined;
}

const lost = (root: HTMLElement) => !root.contains(document.activeElement) || document.activeElement === root;

export function useFocusAfterMove(root: RefObject<HTMLElement | null>, state: unknown) {
  const inside = useRef(false);
  const wantTarget = useRef(false);

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    if (wantTarget.current) {
      wantTarget.current = false;
      el.querySelector<HTMLElement>('.dh-pile-drop')?.focus();
    }
  });

  useEffect(() => {
    // A new state: nothing to do unless focus was in the board (never steal it from the page on load).
    const el = root.current;
    if (el && inside.current && lost(el)) firstOf(el, NEXT)?.focus();
  }, [state, root]);

  return {
    /** A move was sent from the board (by mouse or keys): focus follows on the next state. */
    moved() {
      inside.current = true;
    },
    /** After picking a card up: the first place it may go takes focus (on the next render). */
    toFirstTarget() {
      wantTarget.current = true;
    },
    handlers: {
      onFocus: () => {
        inside.current = true;
      },
      onBlur: (e: { relatedTarget: EventTarget | null; currentTarget: HTMLElement; target: EventTarget }) => {
        const board = e.currentTarget;
        const from = e.target;
        if (e.relatedTarget instanceof Node) {
          if (!board.contains(e.relatedTarget)) inside.current = false;
          return;
        }
        // Focus went nowhere: the player clicked the page (the control is still there) — or a re-render removed the
        // control (it is gone), and focus should come back with the next state.
        requestAnimationFrame(() => {
          if (from instanceof Node && from.isConnected && !board.contains(document.activeElement)) inside.current = false;
        });
      },
    },
  };
}
