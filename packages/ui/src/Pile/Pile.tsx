/**
 * A pile: its top card and how many cards it holds. Cards the seat may not see are drawn as backs. As `display`
 * says: only the top (a stockpile, a building pile), every card side by side (a set of terms), or every card in a
 * column, each covering the one before but for its top edge, where its corner index stays readable (an expedition).
 */
import { useContext, type ReactNode } from 'react';
import { Card, Marks, type CardProps } from '../Card';
import { useDragKitContext } from '../GameBoard/lazy-drag';
import type { Faces, PileDisplay, ViewPile } from '../types';
import './Pile.css';

export interface PileProps {
  pile: ViewPile;
  faces?: Faces;
  /** Names the pile for everyone (visible label and the group's accessible name). */
  label: string;
  /** `top` (default): the top card over the pile's edges; `spread`: every card side by side; `cascade`: every card
   * in a column, overlapped down to its corner. */
  display?: PileDisplay;
  /** Card ids that may be selected now; with `onSelectCard` they become buttons. */
  selectable?: (id: number) => boolean;
  selected?: readonly number[];
  onSelectCard?: (id: number) => void;
  /** Marks the pile as the chosen target of a move. */
  target?: boolean;
  size?: CardProps['size'];
  renderFace?: CardProps['renderFace'];
  /** The visible caption when it should be shorter than `label` (a pile's number within its row). */
  caption?: string;
  /**
   * Makes the pile a place to play: a button over it (its accessible name says what happens, e.g. "Play 7 on
   * building 2") and a highlight. Set while a picked card may go here, or a move's only choice is this pile.
   */
  drop?: PileDrop;
  /** A derived caption (`caption:` in YAML, e.g. "next 5"), shown under the pile instead of its count. */
  note?: string;
  /** Extra controls under the pile (e.g. a "play here" button). */
  children?: ReactNode;
  /**
   * The pile's place on the board (the board's `pileKey`): inside a board it is a drop area for dragged cards (legal
   * or not: the board says why a card may not go here) and is marked when its count just changed.
   */
  pileId?: string;
  /** Its own face-up cards may be dragged (with `onSelectCard`). */
  draggable?: boolean;
}

export interface PileDrop {
  /** What pressing it does, as a sentence fragment ("Play 7 on building 2"). */
  label: string;
  onDrop: () => void;
  /** The move and arguments pressing it sends (`data-move`/`data-args` on the button, for tests and tools). */
  action?: { move: string; args: readonly unknown[] };
}

/** A count with its noun ("1 card", "3 cards"): a bare "3" under a pile does not say what it counts. */
export function cardCount(count: number): string {
  return `${count} card${count === 1 ? '' : 's'}`;
}

/**
 * How many cards, then the caption; a caption that is the count in words itself ("12 cards") is not said twice
 * ("Pile: 1 card, 1 card"). Any other caption follows the count, even one starting with the same number ("0 cards,
 * 0 points").
 */
export function spokenCount(count: number, note?: string): string {
  const own = cardCount(count);
  return !note || isCount(count, note) ? own : `${own}, ${note}`;
}

/** A caption that only counts the cards, in the same words as `cardCount` (or "1 cards"). */
const isCount = (count: number, note: string) => note === cardCount(count) || note === `${count} cards`;

/**
 * The line under a pile: its caption, else its count; an empty pile already says "empty" in its box, so "0 cards"
 * (a caption or the default) would say it twice. The line stays, blank, so the piles of a row line up.
 */
export function countLine(count: number, note?: string): string {
  if (count === 0 && (!note || isCount(count, note))) return '\u00a0';
  return note ?? cardCount(count);
}

/** The pile's outer box; with an id, inside a board that has its drag kit, a drop area that knows when a card hovers over it. */
function PileBox({ pileId, children, ...rest }: { pileId?: string; children: ReactNode } & Record<string, unknown>) {
  const kit = useDragKitContext();
  if (kit && pileId !== undefined) return <kit.DropBox pileId={pileId} {...rest}>{children}</kit.DropBox>;
  return <div {...rest}>{children}</div>;
}

export function Pile({ pile, faces, label, caption, note, display = 'top', selectable, selected = [], onSelectCard, target, size, renderFace, drop, children, pileId, draggable }: PileProps) {
  const marks = useContext(Marks);
  const count = pile.length;
  const cardProps = (c: ViewPile[number]) => {
    const id = typeof c === 'number' ? c : undefined;
    const can = id !== undefined && onSelectCard && (selectable ? selectable(id) : true);
    return {
      card: c,
      ...(faces ? { faces } : {}),
      ...(size ? { size } : {}),
      ...(renderFace ? { renderFace } : {}),
      ...(can ? { onSelect: onSelectCard, selected: selected.includes(id), ...(draggable ? { draggable } : {}) } : {}),
    };
  };
  return (
    <PileBox pileId={pileId} data-pile={pileId} className={size === 'sm' ? 'dh-pile dh-pile-sm' : 'dh-pile'} role="group" aria-label={`${label}: ${spokenCount(count, note)}`} data-target={target || undefined} data-drop={drop ? 'true' : undefined}
      data-changed={pileId !== undefined && marks.piles.has(pileId) ? 'true' : undefined}>
      <span className="dh-pile-label" aria-hidden="true">{caption ?? label}</span>
      {count === 0 ? (
        <div className="dh-pile-empty" aria-hidden="true">empty</div>
      ) : display !== 'top' ? (
        <div className={display === 'cascade' ? 'dh-pile-spread dh-pile-cascade' : 'dh-pile-spread'}>
          {pile.map((c, i) => (
            <Card key={i} {...cardProps(c)} />
          ))}
        </div>
      ) : (
        <div className="dh-pile-stack" data-depth={Math.min(count, 3)}>
          <Card {...cardProps(pile[count - 1]!)} />
        </div>
      )}
      <span className="dh-pile-count" aria-hidden="true">{countLine(count, note)}</span>
      {drop && (
        <button type="button" className="dh-pile-drop" aria-label={drop.label} onClick={drop.onDrop}
          {...(drop.action ? { 'data-move': drop.action.move, 'data-args': JSON.stringify(drop.action.args) } : {})}>
          <span aria-hidden="true">▼</span>
        </button>
      )}
      {children}
    </PileBox>
  );
}
