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
  char: string;
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
  /** Where the first letter sits (with `path`: where the drawing's box begins). */
  startAngle: number;
  letters: PlacedLetter[];
  /** The server's drawing of the word bent round the ring, in the card's units (fill it even-odd); no `letters` then. */
  path?: string;
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

/** A drawn word's em as a share of the card's diameter: about the size layoutCard gives a long word's letters. */
const INK_EM = 0.095;

/** Each subpath of the server's path (`M x y`, then relative `l dx dy`, closed by `z`) as absolute points. */
function subpaths(d: string): [number, number][][] {
  const out: [number, number][][] = [];
  for (const sub of d.split('z')) {
    const n = sub.match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [];
    if (n.length < 6) continue;
    const pts: [number, number][] = [[n[0]!, n[1]!]];
    for (let i = 2; i + 1 < n.length; i += 2) pts.push([pts[pts.length - 1]![0] + n[i]!, pts[pts.length - 1]![1] + n[i + 1]!]);
    out.push(pts);
  }
  return out;
}

/**
 * The server's drawing of a word (InkText: one path in a w × h box) bent round a circle of `radius` centred on
 * (cx, cy): the box's x runs clockwise along the circle from `startAngle`, its y outwards (the letters' tops face
 * away from the centre), `scale` card units per drawing unit. Long straight runs are cut first so they bend too.
 */
export function bendInk(ink: InkText, opts: { radius: number; startAngle: number; scale: number; cx: number; cy: number }): string {
  const { radius, startAngle, scale, cx, cy } = opts;
  const at = (x: number, y: number) => {
    const angle = startAngle + (x * scale) / radius;
    const rho = radius - y * scale;
    return `${(cx + rho * Math.sin(angle)).toFixed(1)} ${(cy - rho * Math.cos(angle)).toFixed(1)}`;
  };
  const STEP = 12;
  return subpaths(ink.d)
    .map((pts) => {
      const parts: string[] = [];
      pts.forEach(([x, y], i) => {
        const [px, py] = pts[(i + pts.length - 1) % pts.length]!;
        const cuts = i === 0 ? 1 : Math.max(1, Math.ceil(Math.hypot(x - px, y - py) / STEP));
        for (let k = i === 0 ? cuts : 1; k <= cuts; k++) parts.push(at(px + ((x - px) * k) / cuts, py + ((y - py) * k) / cuts));
      });
      return `M${parts.join('L')}Z`;
    })
    .join('');
}

/**
 * The three rings of a card whose words reached the browser as drawings (`face.ink`, a card type's `drawn:`
 * attributes): each ring's drawing bent round its circle from a seeded start, as `path`. The `word` of each ring is
 * empty and it has no `letters`: the page never holds the word as text, nor as letters.
 */
export function layoutInk(ink: Readonly<Partial<Record<Ring, InkText>>>, seed: string | number, size = 200): RingLayout[] {
  const r = size / 2;
  return RINGS.flatMap((ring) => {
    const text = ink[ring];
    if (!text) return [];
    const radius = r * RING_RADIUS[ring];
    const startAngle = startAngleFor(`${seed}:${ring}`);
    const path = bendInk(text, { radius, startAngle, scale: (size * INK_EM) / text.em, cx: r, cy: r });
    return [{ ring, word: '', radius, startAngle, letters: [], path }];
  });
}
