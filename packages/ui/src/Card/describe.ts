/** How a face reads: its headline (the number, else the word), the rest of its attributes, and a label for screen readers. */
import type { AttrValue, CardFace } from '../types';

const COLOURS = new Set(['black', 'red', 'blue', 'green', 'yellow', 'white', 'orange', 'purple']);

export function attrText(v: AttrValue): string {
  return Array.isArray(v) ? v.join(', ') : String(v);
}

/** The colour to paint for a colour attribute (names pass through; anything else is left to CSS). */
export function cssColour(v: AttrValue): string | undefined {
  return typeof v === 'string' && (COLOURS.has(v) || /^#[0-9a-f]{3,8}$/i.test(v)) ? v : undefined;
}

export interface FaceParts {
  /** Shown big: the first number attribute. */
  number?: { name: string; value: number };
  /** Shown as the card's text: the first string attribute (a term, a word). */
  text?: { name: string; value: string };
  rest: [string, AttrValue][];
}

export function faceParts(face: CardFace): FaceParts {
  const parts: FaceParts = { rest: [] };
  for (const [name, value] of Object.entries(face.attrs)) {
    if (typeof value === 'number' && !parts.number) parts.number = { name, value };
    else if (typeof value === 'string' && !parts.text && !cssColour(value)) parts.text = { name, value };
    else parts.rest.push([name, value]);
  }
  return parts;
}

export function faceLabel(face: CardFace): string {
  const attrs = Object.entries(face.attrs).map(([k, v]) => `${k} ${attrText(v)}`);
  return attrs.length ? `${face.type}: ${attrs.join(', ')}` : face.type;
}

export function backLabel(back?: Record<string, AttrValue>): string {
  const attrs = Object.entries(back ?? {}).map(([k, v]) => `${k} ${attrText(v)}`);
  return attrs.length ? `face-down card (${attrs.join(', ')})` : 'face-down card';
}

/**
 * A face in a few characters, for text such as the log, from the same parts the Card draws: the word or term with
 * its number in brackets ("premise (1)"), else the number ("7"), "?" for a face with nothing on it (a wild, as the
 * Card draws it), else its other attribute values ("red").
 */
export function faceText(face: CardFace): string {
  const { number, text, rest } = faceParts(face);
  if (text) return number ? `${text.value} (${number.value})` : text.value;
  if (number) return String(number.value);
  return rest.length ? rest.map(([, v]) => attrText(v)).join(' ') : '?';
}
