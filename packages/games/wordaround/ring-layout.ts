/**
 * How a WordARound card is drawn (rule W13): each ring's word is written around its circle, letters evenly spaced
 * clockwise, starting at a seeded random angle, so the reader has to find where the word begins. Pure functions:
 * the same word, seed and size always give the same drawing, on every client (the UI seeds with the match and the
 * card, e.g. `${matchID}:${cardId}`). Angles are radians clockwise from 12 o'clock; coordinates are SVG's (y down).
 * Browser-safe: apps/web imports it as `@deckhand/games/wordaround/ring-layout` (the package's main entry reads the
 * games from disk), so it imports only `@deckhand/dsl/client`, never the DSL's parser.
 */
import { prng, seedOf, type InkText } from '@deckhand/dsl/client';

export type Ring = 'black' | 'red' | 'blue';

/** Outermost first: black is the outer ring, blue the inner one. */
export const RINGS: readonly Ring[] = ['black', 'red', 'blue'];

/** Each ring's radius as a fraction of the card's radius. */
export const RING_RADIUS: Readonly<Record<Ring, number>> = { black: 0.82, red: 0.6, blue: 0.38 };

export interface PlacedLetter {
  /** The letter, when the layout was made from text; '' when from the server's drawing (`d`). */
  char: string;
  /** The glyph's outline (an SVG path centred on its place, em units) when the words came as drawings. */
  d?: string;
  /** Em units to the card's units, with `d`. */
  scale?: number;
  /** Position of the letter in the word. */
  index: number;
  /** Radians clockwise from 12 o'clock, in [0, 2π). */
  angle: number;
  x: number;
  y: number;
  /** Degrees to rotate the glyph so its top points away from the centre. */
  rotate: number;
}

export interface RingLayout {
  ring: Ring;
  word: string;
  radius: number;
  /** Where the first letter sits. */
  startAngle: number;
  letters: PlacedLetter[];
}

const TAU = Math.PI * 2;

function wrap(angle: number): number {
  const a = angle % TAU;
  return a < 0 ? a + TAU : a;
}

/** A start angle in [0, 2π) drawn from a seed (the same seed, the same angle). */
export function startAngleFor(seed: string | number): number {
  return prng(seedOf(seed))() * TAU;
}

/** Places a word's letters around a circle of `radius` centred on (cx, cy), the first at `startAngle`. */
export function layoutRing(word: string, opts: { radius: number; startAngle: number; cx?: number; cy?: number }): PlacedLetter[] {
  const chars = [...word];
  const step = chars.length > 0 ? TAU / chars.length : 0;
  const cx = opts.cx ?? 0;
  const cy = opts.cy ?? 0;
  return chars.map((char, index) => {
    const angle = wrap(opts.startAngle + index * step);
    return {
      char,
      index,
      angle,
      x: cx + opts.radius * Math.sin(angle),
      y: cy - opts.radius * Math.cos(angle),
      rotate: (angle * 180) / Math.PI,
    };
  });
}

/** The three rings of a card of `size` (diameter), centred in a size × size box; each ring has its own seeded start. */
export function layoutCard(card: Readonly<Record<Ring, string>>, seed: string | number, size = 200): RingLayout[] {
  const r = size / 2;
  return RINGS.map((ring) => {
    const radius = r * RING_RADIUS[ring];
    const startAngle = startAngleFor(`${seed}:${ring}`);
    return { ring, word: card[ring], radius, startAngle, letters: layoutRing(card[ring], { radius, startAngle, cx: r, cy: r }) };
  });
}

/**
 * The three rings of a card whose words reached the browser as drawings (`face.ink`, a card type's `drawn:`
 * attributes): the same places as `layoutCard`, each letter the server's glyph outline instead of a character. The
 * `word` of each ring is empty: the page never holds it as text.
 */
export function layoutInk(ink: Readonly<Partial<Record<Ring, InkText>>>, seed: string | number, size = 200): RingLayout[] {
  const r = size / 2;
  return RINGS.flatMap((ring) => {
    const text = ink[ring];
    if (!text) return [];
    const radius = r * RING_RADIUS[ring];
    const startAngle = startAngleFor(`${seed}:${ring}`);
    // Glyphs about as tall as the letters layoutCard's text gets: a share of the ring's arc per letter, clamped.
    const font = Math.max(9, Math.min(20, ((2 * Math.PI * radius) / Math.max(text.glyphs.length, 1)) * 0.55));
    const slots = layoutRing('x'.repeat(text.glyphs.length), { radius, startAngle, cx: r, cy: r });
    const letters = slots.map((slot, i) => ({ ...slot, char: '', d: text.glyphs[i]!.d, scale: font / text.em }));
    return [{ ring, word: '', radius, startAngle, letters }];
  });
}
