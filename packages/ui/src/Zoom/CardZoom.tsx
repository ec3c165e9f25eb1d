/**
 * A card enlarged beside itself, with what it is in words (the card's spoken name: its YAML `speak:` where the game
 * designs its faces): when the mouse rests on a face-up card for a moment, or when a focused card is asked with Z.
 * Escape, Z again, moving away or pressing puts it away. Listens on the board's root (any card drawn in it, the log's
 * included), so no zone or card needs to know about it.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Card, type CardProps } from '../Card';
import type { Faces } from '../types';
import './Zoom.css';

export interface CardZoomProps {
  /** The element whose cards may be enlarged (the board's root). */
  root: RefObject<HTMLElement | null>;
  faces: Faces;
  renderFace?: CardProps['renderFace'];
  /** How long the mouse rests on a card before it is enlarged (ms). */
  delayMs?: number;
}

interface Shown {
  id: number;
  label: string;
  at: DOMRect;
  el: HTMLElement;
}

const cardOf = (t: EventTarget | null): HTMLElement | null => (t instanceof Element ? (t.closest('[data-card]') as HTMLElement | null) : null);

export function CardZoom({ root, faces, renderFace, delayMs = 450 }: CardZoomProps) {
  const [shown, setShown] = useState<Shown>();
  const [pos, setPos] = useState<{ left: number; top: number }>();
  const panel = useRef<HTMLDivElement>(null);
  const tipId = useId();
  const current = useRef<Shown | undefined>(undefined);
  current.current = shown;

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const hide = () => {
      clearTimeout(timer);
      current.current?.el.removeAttribute('aria-describedby');
      setShown(undefined);
    };
    const show = (card: HTMLElement) => {
      const id = Number(card.dataset['card']);
      if (!Number.isInteger(id) || !faces[id] || card.closest('.dh-zoom')) return;
      current.current?.el.removeAttribute('aria-describedby');
      // A screen reader hears the enlarged card's words as the card's description.
      card.setAttribute('aria-describedby', tipId);
      setShown({ id, label: card.getAttribute('aria-label') ?? '', at: card.getBoundingClientRect(), el: card });
    };
    const over = (e: PointerEvent) => {
      if (e.pointerType !== 'mouse') return;
      const card = cardOf(e.target);
      if (!card || card === current.current?.el) return;
      clearTimeout(timer);
      timer = setTimeout(() => show(card), delayMs);
    };
    const out = (e: PointerEvent) => {
      const card = cardOf(e.target);
      if (!card || (e.relatedTarget instanceof Node && card.contains(e.relatedTarget))) return;
      hide();
    };
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && current.current) {
        // Only the enlarged card goes; a picked card stays picked until the next Escape.
        e.stopPropagation();
        hide();
        return;
      }
      if ((e.key === 'z' || e.key === 'Z') && !e.ctrlKey && !e.metaKey && !e.altKey) {
        const card = cardOf(e.target);
        if (!card) return;
        e.preventDefault();
        if (current.current?.el === card) hide();
        else show(card);
      }
    };
    const leaveFocus = (e: FocusEvent) => {
      if (current.current && cardOf(e.target) === current.current.el) hide();
    };
    el.addEventListener('pointerover', over);
    el.addEventListener('pointerout', out);
    el.addEventListener('pointerdown', hide);
    el.addEventListener('keydown', key, true);
    el.addEventListener('focusout', leaveFocus);
    window.addEventListener('scroll', hide, true);
    return () => {
      clearTimeout(timer);
      el.removeEventListener('pointerover', over);
      el.removeEventListener('pointerout', out);
      el.removeEventListener('pointerdown', hide);
      el.removeEventListener('keydown', key, true);
      el.removeEventListener('focusout', leaveFocus);
      window.removeEventListener('scroll', hide, true);
    };
  }, [root, faces, delayMs, tipId]);

  // Beside the card (right, else left), inside the screen.
  useLayoutEffect(() => {
    const p = panel.current;
    if (!shown || !p) return setPos(undefined);
    const { width, height } = p.getBoundingClientRect();
    const gap = 12;
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const right = shown.at.right + gap;
    const left = right + width <= vw - 8 ? right : Math.max(8, shown.at.left - gap - width);
    const top = Math.min(Math.max(8, shown.at.top + shown.at.height / 2 - height / 2), Math.max(8, vh - height - 8));
    setPos({ left, top });
  }, [shown]);

  if (!shown || !faces[shown.id]) return null;
  return (
    <div ref={panel} id={tipId} role="tooltip" className="dh-root dh-zoom" style={pos ? { left: pos.left, top: pos.top } : { left: -9999, top: 0 }} data-zoom-card={shown.id}>
      <div className="dh-zoom-card" aria-hidden="true">
        <Card card={shown.id} faces={faces} {...(renderFace ? { renderFace } : {})} />
      </div>
      <p className="dh-zoom-text">{shown.label}</p>
    </div>
  );
}
