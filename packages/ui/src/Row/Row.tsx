/**
 * A row of piles: Build Up's building piles or a player's hand piles, Art of Argument's sets. With `onSelectPile`
 * each pile gets a "choose" button and, where the row may grow, a "new pile" slot (index = number of piles).
 */
import { Pile, type PileDrop, type PileProps } from '../Pile';
import type { Faces, PileDisplay, ViewPile } from '../types';
import './Row.css';

export interface RowProps {
  piles: readonly ViewPile[];
  faces?: Faces;
  label: string;
  /** The visible title when shorter than `label` (the zone's name inside its owner's box). */
  caption?: string;
  /** Label of one pile; default "<label> 1", "<label> 2", … */
  pileLabel?: (index: number) => string;
  /** Each pile's visible heading (what it is for: "yellow"); default its number. */
  pileCaptions?: readonly string[];
  /** How each pile is drawn (Pile's `display`). */
  display?: PileDisplay;
  /** Shows the "new pile" slot (with `onSelectPile`). */
  allowNew?: boolean;
  /** Makes piles pickable as a target; a new pile is `piles.length`. */
  onSelectPile?: (index: number) => void;
  /** The pile picked as target, if any. */
  target?: number;
  /** A pile (by index; `piles.length` is a new pile) where the picked card may be played now, with what that does. */
  dropAt?: (index: number) => PileDrop | undefined;
  selectable?: PileProps['selectable'];
  selected?: PileProps['selected'];
  onSelectCard?: PileProps['onSelectCard'];
  size?: PileProps['size'];
  renderFace?: PileProps['renderFace'];
  /** A derived caption per pile (Build Up's "next 5"), shown under it instead of its count. */
  notes?: readonly string[];
  /** Each pile's place on the board (a pile index; `piles.length` is a new pile): see Pile's `pileId`. */
  pileIdAt?: (index: number) => string;
  /** Face-up cards that may be selected may also be dragged. */
  draggable?: boolean;
}

export function Row({ piles, faces, label, caption, notes, pileLabel, pileCaptions, display, allowNew, onSelectPile, dropAt, target, selectable, selected, onSelectCard, size, renderFace, pileIdAt, draggable }: RowProps) {
  const name = pileLabel ?? ((i: number) => `${label} ${i + 1}`);
  const newDrop = dropAt?.(piles.length);
  return (
    // Seven piles or more (Golf's columns): a phone draws them on smaller cards so the row stays one line (GameBoard.css).
    <section className="dh-row" aria-label={label} data-many={piles.length >= 7 ? 'true' : undefined}>
      <span className="dh-row-title" aria-hidden="true">{caption ?? label}</span>
      <div className="dh-row-piles">
        {piles.map((pile, i) => (
          <Pile
            key={i}
            pile={pile}
            label={name(i)}
            caption={pileCaptions?.[i] ?? String(i + 1)}
            {...(notes?.[i] !== undefined ? { note: notes[i]! } : {})}
            target={target === i}
            {...(dropAt?.(i) ? { drop: dropAt(i)! } : {})}
            {...(faces ? { faces } : {})}
            {...(display ? { display } : {})}
            {...(selectable ? { selectable } : {})}
            {...(selected ? { selected } : {})}
            {...(onSelectCard ? { onSelectCard } : {})}
            {...(size ? { size } : {})}
            {...(renderFace ? { renderFace } : {})}
            {...(pileIdAt ? { pileId: pileIdAt(i) } : {})}
            {...(draggable ? { draggable } : {})}
          >
            {onSelectPile && (
              <button type="button" className="dh-btn dh-row-pick" aria-pressed={target === i} onClick={() => onSelectPile(i)}>
                <span className="dh-visually-hidden">Choose {name(i)}</span>
                <span aria-hidden="true">Choose</span>
              </button>
            )}
          </Pile>
        ))}
        {newDrop && <Pile pile={[]} label={`New ${label.toLowerCase()}`} caption="New" drop={newDrop} {...(size ? { size } : {})} {...(pileIdAt ? { pileId: pileIdAt(piles.length) } : {})} />}
        {onSelectPile && allowNew && (
          <button type="button" className="dh-btn dh-row-new" aria-pressed={target === piles.length} onClick={() => onSelectPile(piles.length)}>
            + New pile
          </button>
        )}
      </div>
    </section>
  );
}
