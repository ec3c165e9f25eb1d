/**
 * Keeps keyboard focus on the board across moves. A move re-renders the board and the control that sent it often
 * disappears (the card left the hand, the form closed), which drops focus to <body>; after each new state, if the
 * player was working in the board and focus fell out of it, it goes to the next sensible control: a place the picked
 * card may go, a card that plays now, the first open move's button, else the dock.
 */
import { useEffect, useRef, type RefObject } from 'react';

const NEXT = ['.dh-pile-drop', 'button.dh-card[data-legal="true"]:not(:disabled)', '.dh-board-dock input:not(:disabled)', '.dh-board-dock button:not(:disabled)'];
/**
 * With nothing to press (another seat's turn, or our turn ended by itself), focus waits on the dock (a tab stop
 * of its own, since it scrolls): it neither falls to <body> nor stays there once a state offers a control again.
 */
const PARK = '.dh-board-dock';

function firstOf(root: HTMLElement, selectors: readonly string[]): HTMLElement | undefined {
  for (const s of selectors) {
    const el = root.querySelector<HTMLElement>(s);
    if (el) return el;
  }
  return undefined;
}

const lost = (root: HTMLElement) => {
  const at = document.activeElement;
  return !root.contains(at) || at === root || (at instanceof HTMLElement && at.matches(PARK));
};

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
    if (el && inside.current && lost(el)) (firstOf(el, NEXT) ?? el.querySelector<HTMLElement>(PARK))?.focus();
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
        // Focus went nowhere: the player clicked the page (the control is still there and usable) — or a re-render
        // removed or disabled the control (the move was sent), and focus should come back with the next state.
        requestAnimationFrame(() => {
          if (from instanceof Element && from.isConnected && !from.matches(':disabled') && !board.contains(document.activeElement)) inside.current = false;
        });
      },
    },
  };
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Arrow keys between like controls: from a card that may be picked, to the next such card of the same part of the
 * board (the dock's stockpile and hand piles read as one hand); from a place a picked card may go, to the next
 * place. Wraps around. Returns whether it moved focus (the caller then keeps the key from scrolling the page).
 */
export function stepFocus(root: HTMLElement, from: Element, key: string): boolean {
  const step = STEP[key];
  if (!step) return false;
  const area = from.closest('.dh-board-dock, .dh-board-table, .dh-board-mytable, .dh-board-area');
  // Cards that do not play now are still buttons (aria-disabled: a click says why), so Tab may land on one: the walk
  // starts from wherever focus is among them and stops only on cards that may be picked.
  const group = from.matches('.dh-pile-drop')
    ? [...root.querySelectorAll<HTMLElement>('.dh-pile-drop')]
    : from.matches('button.dh-card') && area && root.contains(area)
      ? [...area.querySelectorAll<HTMLElement>('button.dh-card:not(:disabled)')]
      : [];
  const at = group.indexOf(from as HTMLElement);
  if (at < 0) return false;
  for (let i = 1; i < group.length; i++) {
    const next = group[(at + step * i + group.length * i) % group.length]!;
    if (next.getAttribute('aria-disabled') === 'true') continue;
    next.focus();
    return true;
  }
  return false;
}
