/**
 * One card: its face from `faces[id]` (type, a big number, its word or term, other attributes), or its back when
 * the seat may not see it (`null`, or `{ back }` with the attributes printed on the back, like a colour).
 * With `onSelect` it is a toggle button (aria-pressed); without, a labelled image.
 */
import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';
import { m } from 'motion/react';
import { Marks } from './marks';
import type { AttrValue, CardFace, Faces, ViewCard } from '../types';
import { attrText, backLabel, cssColour, faceLabel, faceParts } from './describe';
import { DesignedFace, FaceDesign, cardWords, designedStyle, isWordy, wordStyle } from './DesignedFace';
import { useSyllables } from './syllables';
import { useDragKitContext } from '../GameBoard/lazy-drag';
import type { HandSlot } from '../GameBoard/arrange-types';
import './Card.css';

export interface CardProps {
  /** The card as the view has it: an id (face up), `null` (hidden) or `{ back }` (hidden, back visible). */
  card: ViewCard;
  /** Faces the seat may see, from `view.faces`. An id without a face is drawn face down. */
  faces?: Faces;
  selected?: boolean;
  disabled?: boolean;
  /** Makes the card a button; called with its id (face-up cards only). */
  onSelect?: (id: number) => void;
  size?: 'sm' | 'md';
  /** Draws a face in a game's own way (e.g. WordARound's RingCard); return undefined to use the default. */
  renderFace?: (id: number, face: CardFace) => ReactNode | undefined;
  /**
   * With `onSelect`: the card may also be dragged (inside a board's DndContext) to where it plays. Its drag id is
   * `card-<id>`, with `{ card: id }` as data. A plain click still selects it.
   */
  draggable?: boolean;
  /**
   * In a hand its player arranges: the card's place there. The card may then be dragged (played or not) and another
   * card of the hand dropped on it (GameBoard/hand-arrangement.ts).
   */
  slot?: HandSlot;
}

/**
 * Cards on the table move between zones: inside a provider set to true (the board's zones), each face-up card is a
 * motion element keyed by its id, so when a state moves it to another zone it slides there (motion's shared layout
 * animation). Elsewhere (the log's small copies of the same cards) it is a plain element. Reduced motion is
 * honoured by the board's MotionConfig; the animation code itself comes from the board's `CardAnimations`
 * (lazy-motion.tsx), fetched once the board has drawn.
 */
export const CardMotion = createContext(false);

/**
 * Inside a seat's own zones on a board: a face-up card that does not play now is still a button, which says why
 * (`aria-disabled`, no `data-legal`), so a click on it is answered rather than ignored.
 */
/**
 * Inside a trick (a small open pile on the table): who played each card, by the view's `playedBy`, named on the card
 * and said with it ("7 of hearts, played by Bea").
 */
export const PlayedBy = createContext<((id: number) => string | undefined) | undefined>(undefined);

export const ExplainCard = createContext<((id: number) => void) | undefined>(undefined);

function Face({ face }: { face: CardFace }) {
  const { number, text, rest } = faceParts(face);
  const empty = !number && !text && rest.length === 0;
  useSyllables(text ? String(text.value) : '');
  return (
    <>
      <span className="dh-card-type" aria-hidden="true">{face.type}</span>
      {number && <span className="dh-card-number">{number.value}</span>}
      {text && <span className="dh-card-text" style={wordStyle(String(text.value))}>{cardWords(String(text.value))}</span>}
      {empty && <span className="dh-card-wild">?</span>}
      {rest.map(([k, v]) =>
        cssColour(v) ? (
          <span key={k} className="dh-card-back-swatch" style={{ background: cssColour(v), width: 14, height: 14, borderWidth: 1 }} title={`${k} ${attrText(v)}`} />
        ) : (
          <span key={k} className="dh-card-rest">{`${k}: ${attrText(v)}`}</span>
        ),
      )}
    </>
  );
}

function Back({ back }: { back?: Record<string, AttrValue> }) {
  const colour = Object.values(back ?? {}).map(cssColour).find(Boolean);
  return colour ? <span className="dh-card-back-swatch" style={{ background: colour }} /> : null;
}

/**
 * A selectable card the pointer may also drag, once the board has its drag kit (lazy-drag.tsx); until then, and
 * outside a board, a plain button (a click stays a click either way).
 */
function DragButton({ id, moving, slot, children, ...rest }: { id: number; moving: boolean; slot?: HandSlot; children: ReactNode } & Record<string, unknown>) {
  const kit = useDragKitContext();
  const Button = (moving ? m.button : 'button') as 'button';
  if (!kit) return <Button {...(rest as object)}>{children}</Button>;
  return (
    <kit.DragButton id={id} as={Button} {...(slot ? { slot } : {})} {...rest}>
      {children}
    </kit.DragButton>
  );
}

export function Card({ card, faces, selected, disabled, onSelect, size = 'md', renderFace, draggable, slot }: CardProps) {
  const id = typeof card === 'number' ? card : undefined;
  const face = id !== undefined ? faces?.[id] : undefined;
  const back = card !== null && typeof card === 'object' ? card.back : undefined;
  const custom = face && id !== undefined ? renderFace?.(id, face) : undefined;
  // The game's own design of this face (its YAML `face:`), when the board has one: said as a player says it.
  const design = useContext(FaceDesign);
  const marks = useContext(Marks);
  const drawn = face && custom === undefined ? design?.(face) : undefined;
  const by = useContext(PlayedBy);
  const player = id !== undefined && face ? by?.(id) : undefined;
  const label = `${drawn ? drawn.speak : face ? faceLabel(face) : backLabel(back)}${player ? `, played by ${player}` : ''}`;
  // A face that carries words (a term) is drawn wider than a number card, so the words fit whole.
  const wordy = face !== undefined && custom === undefined && (drawn ? isWordy(drawn) : faceParts(face).text !== undefined);
  const className = ['dh-card', size === 'sm' ? 'dh-card-sm' : '', face ? '' : 'dh-card-back', custom !== undefined ? 'dh-card-custom' : '', wordy ? 'dh-card-wordy' : '', drawn ? 'dh-card-designed' : '', drawn?.suit?.red ? 'dh-card-red' : ''].filter(Boolean).join(' ');
  const drawnBody = face ? custom ?? (drawn ? <DesignedFace d={drawn} /> : <Face face={face} />) : <Back {...(back ? { back } : {})} />;
  const body = player ? <>{drawnBody}<span className="dh-card-by" aria-hidden="true">{player}</span></> : drawnBody;
  const style: CSSProperties | undefined = drawn ? designedStyle(drawn) : undefined;
  const moving = useContext(CardMotion) && id !== undefined;
  const anim = moving ? { layoutId: `dh-card-${id}`, layout: 'position' as const, transition: { duration: 0.3, ease: 'easeOut' as const } } : {};
  const changed = id !== undefined && marks.cards.has(id) ? { 'data-changed': 'true' } : {};
  if (onSelect && id !== undefined && face) {
    const props = { ...anim, ...changed, type: 'button' as const, className, style, 'aria-label': label, 'aria-pressed': Boolean(selected), disabled, onClick: () => onSelect(id), 'data-card': id, 'data-legal': disabled ? undefined : 'true' };
    if (draggable && !disabled) return <DragButton id={id} moving={moving} {...(slot ? { slot } : {})} {...props}>{body}</DragButton>;
    const Button = moving ? m.button : 'button';
    return <Button {...props}>{body}</Button>;
  }
  const explain = useContext(ExplainCard);
  if (explain && id !== undefined && face && !onSelect) {
    const props = { ...anim, ...changed, type: 'button' as const, className: `${className} dh-card-unplayable`, style, 'aria-label': label, 'aria-disabled': 'true' as const, 'data-card': id, onClick: () => explain(id) };
    // In a hand its player arranges, a card that does not play now still moves within the hand.
    if (slot) return <DragButton id={id} moving={moving} slot={slot} {...props}>{body}</DragButton>;
    const Button = moving ? m.button : 'button';
    return <Button {...props}>{body}</Button>;
  }
  const Div = moving ? m.div : 'div';
  return (
    <Div {...anim} {...changed} className={className} style={style} role="img" aria-label={label} aria-disabled={disabled || undefined} data-card={id}>
      {body}
    </Div>
  );
}
