/**
 * A player's hand: a row (or a fan) of cards the player may select, one or several up to `max`. Controlled
 * (`selected` + `onChange`) or not (`defaultSelected`). Other seats' hands are the same component with backs.
 */
import { useContext, useState, type KeyboardEvent } from 'react';
import { Card, Marks, type CardProps } from '../Card';
import type { PileDrop } from '../Pile';
import type { Faces, ViewPile } from '../types';
import type { HandArranging } from '../GameBoard/arrange-types';
import './Hand.css';

export interface HandProps {
  cards: ViewPile;
  faces?: Faces;
  label?: string;
  /** How many cards may be selected at once; 0 makes the hand read-only. Default 1. */
  max?: number;
  selected?: readonly number[];
  defaultSelected?: readonly number[];
  onChange?: (selected: number[]) => void;
  /** Which cards may be selected now (default: every face-up card). */
  selectable?: (id: number) => boolean;
  disabled?: boolean;
  /** Overlaps the cards (saves room on a phone). */
  fan?: boolean;
  size?: CardProps['size'];
  renderFace?: CardProps['renderFace'];
  /** Shows "N of max selected" (default: when max > 1). */
  status?: boolean;
  /** The hand's place on a board (the board's `pileKey`): marked when its count just changed. */
  pileId?: string;
  /** Cards that may be selected may also be dragged (inside a board). */
  draggable?: boolean;
  /**
   * A card a move takes by its place in this hand, seen or not (drawing blind from another seat's fan): the card is a
   * button saying what a click does ("Draw: card 3 of Bea's hand").
   */
  reach?: (index: number) => PileDrop | undefined;
  /**
   * A hand its player may arrange (their own, where the order is theirs: GameBoard/hand-arrangement.ts): every card
   * may be dragged to another place in it (by pointer, touch or keyboard, inside a board with its drag kit), and once
   * arranged, Sort puts it back in sorted order. Needs `pileId`.
   */
  arrange?: HandArranging;
}

/**
 * Past this many cards a hand overlaps its cards, each showing its corner index, and wraps onto more rows: a hand
 * of any size (two-player Trumps deals 25) fits the dock without scrolling and every card stays a target. Up to it
 * (Hearts' 13), each card shows whole.
 */
export const DENSE_FROM = 14;

export function Hand({ cards, faces, label = 'Your hand', max = 1, selected, defaultSelected = [], onChange, selectable, disabled, fan, size, renderFace, status, pileId, draggable, reach, arrange }: HandProps) {
  const marks = useContext(Marks);
  const [own, setOwn] = useState<number[]>([...defaultSelected]);
  const current = selected ? [...selected] : own;
  const full = max > 1 && current.length >= max;

  const toggle = (id: number) => {
    let next: number[];
    if (current.includes(id)) next = current.filter((c) => c !== id);
    else if (max === 1) next = [id];
    else if (current.length < max) next = [...current, id];
    else return;
    if (!selected) setOwn(next);
    onChange?.(next);
  };

  // Arrow keys move between the cards that can be picked (one Tab stop per card stays as well).
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button.dh-card:not(:disabled, [aria-disabled="true"])')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0 || buttons.length === 0) return;
    e.preventDefault();
    buttons[(at + step + buttons.length) % buttons.length]!.focus();
  };

  return (
    <div className="dh-hand" data-pile={pileId} role="group" aria-label={`${label}: ${cards.length} card${cards.length === 1 ? '' : 's'}`} data-fan={fan || undefined}
      data-dense={(!fan && cards.length >= DENSE_FROM) || undefined}
      data-changed={pileId !== undefined && marks.piles.has(pileId) ? 'true' : undefined}>
      <div className="dh-hand-cards" onKeyDown={onKeyDown}>
        {cards.map((c, i) => {
          const id = typeof c === 'number' ? c : undefined;
          const interactive = max > 0 && id !== undefined && (selectable ? selectable(id) : true);
          const isSelected = id !== undefined && current.includes(id);
          const take = reach?.(i);
          if (take) {
            return (
              <button key={id ?? `h${i}`} type="button" className="dh-hand-reach" aria-label={take.label} onClick={take.onDrop}
                {...(take.action ? { 'data-move': take.action.move, 'data-args': JSON.stringify(take.action.args) } : {})}>
                <Card card={c} {...(faces ? { faces } : {})} {...(size ? { size } : {})} {...(renderFace ? { renderFace } : {})} />
              </button>
            );
          }
          const slot = arrange && pileId !== undefined && id !== undefined ? { slot: { pile: pileId, index: i, label: `${label}, place ${i + 1} of ${cards.length}` } } : {};
          return (
            <Card
              key={id ?? `h${i}`}
              {...slot}
              card={c}
              {...(faces ? { faces } : {})}
              {...(size ? { size } : {})}
              {...(renderFace ? { renderFace } : {})}
              {...(interactive ? { onSelect: toggle, selected: isSelected, disabled: Boolean(disabled) || (full && !isSelected), ...(draggable || arrange ? { draggable: true } : {}) } : {})}
            />
          );
        })}
      </div>
      {arrange?.arranged && (
        <button type="button" className="dh-btn dh-hand-sort" aria-label={`Sort ${label.charAt(0).toLowerCase()}${label.slice(1)}`} onClick={arrange.onSort}>
          Sort
        </button>
      )}
      {(status ?? max > 1) && (
        <span className="dh-hand-status" aria-live="polite">
          {current.length} of {max} selected
        </span>
      )}
    </div>
  );
}
