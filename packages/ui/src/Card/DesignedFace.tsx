/**
 * A face designed in the game's YAML (`face:`), as `drawFace` from the language reads it: corner indices, a title,
 * a subtitle, an optional picture, standard suits (♠♥♦♣) in red or black and ranks as A J Q K. The board supplies
 * the drawing through `FaceDesign`; a card outside any board (or of a type with no `face:`) keeps the plain face.
 */
import { createContext, type CSSProperties } from 'react';
import type { DrawnFace } from '@deckhand/dsl/client';
import type { CardFace } from '../types';
import { fitLength, hyphenate, useSyllables } from './syllables';

/** How the board draws a face it has a design for (undefined: the plain face). */
export type FaceDesigner = (face: CardFace) => DrawnFace | undefined;

export const FaceDesign = createContext<FaceDesigner | undefined>(undefined);

/** The corner index: the rank with its suit's symbol ("10♥"), or the designed corner text. */
function cornerText(d: DrawnFace): string | undefined {
  if (d.corner === undefined) return undefined;
  return d.suit && d.corner === d.rank ? `${d.corner}${d.suit.symbol}` : d.corner;
}

/**
 * Inline style of the card: suits print red or in the card's ink (chosen for contrast on the light card face); a
 * designer's colour marks the card's edge and band (not its text, whose contrast it cannot promise); a background
 * is the designer's call.
 */
export function designedStyle(d: DrawnFace): CSSProperties {
  const style: Record<string, string> = {};
  if (d.suit) style['color'] = d.suit.red ? 'var(--dh-suit-red)' : 'var(--dh-suit-black)';
  else if (d.colour) style['--dh-face-colour'] = d.colour;
  if (d.background) style['background'] = d.background;
  return style as CSSProperties;
}

/** Long titles (a term, a word) get the wider card and smaller type. */
export function isWordy(d: DrawnFace): boolean {
  return d.title.length > 3;
}

/**
 * The title's longest line in characters (a long word counted as its longer half once broken at a syllable), for
 * the CSS that shrinks words to fit the card (Card.css, `--dh-word`).
 */
export const wordStyle = (text: string) => ({ '--dh-word': fitLength(text) }) as CSSProperties;

/** Words as a card prints them: long ones may break once, at a syllable (soft hyphens; see syllables.ts). */
export const cardWords = (text: string) => hyphenate(text);

export function DesignedFace({ d }: { d: DrawnFace }) {
  const corner = cornerText(d);
  useSyllables(isWordy(d) ? d.title : '');
  return (
    <>
      {d.colour && !d.suit && <span className="dh-face-band" aria-hidden="true" />}
      {corner && <span className="dh-face-corner" aria-hidden="true">{corner}</span>}
      {d.image && <img className="dh-face-image" src={d.image} alt="" />}
      <span className={`dh-face-title${isWordy(d) ? ' dh-face-title-long' : d.title.length === 3 ? ' dh-face-title-3' : ''}`} style={wordStyle(d.title)} aria-hidden="true">{isWordy(d) ? cardWords(d.title) : d.title}</span>
      {d.subtitle && <span className="dh-face-subtitle" aria-hidden="true">{d.subtitle}</span>}
      {corner && <span className="dh-face-corner dh-face-corner-end" aria-hidden="true">{corner}</span>}
    </>
  );
}
