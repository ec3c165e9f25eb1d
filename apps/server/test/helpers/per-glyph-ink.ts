/**
 * The drawn-word format the server sent until hardening finding 2, kept here only so the attack test
 * (hostile-drawn-words.test.ts) can show its attack reads it: one path per letter, in reading order, with its width.
 * One glyph made into a one-off drawing: each contour resampled at a random spacing from a random starting point
 * (so the number and order of points do not name the letter), turned, sheared and scaled at random, every point
 * nudged, the contours shuffled, and the result centred on (0, 0). What is left to recognise is the shape itself.
 */
import { EM, outlineOf, type Outline, type Point } from '@deckhand/games';

/** Where a glyph's middle sits above the baseline (about half a capital's height), so letters share a line. */
const MIDDLE_Y = -0.36 * EM;

interface Distortion {
  /** Largest turn either way, radians. */
  maxTurn: number;
  maxShear: number;
  /** Scale drawn from 1 ± this, per axis. */
  maxScale: number;
  /** Largest nudge of a point, em units. */
  maxNudge: number;
  /** Spacing of the resampled points, em units: from `spacing[0]` to `spacing[1]`. */
  spacing: [number, number];
}

const DEFAULT_DISTORTION: Distortion = { maxTurn: 0.2, maxShear: 0.15, maxScale: 0.08, maxNudge: 0.7, spacing: [3.5, 6] };

function perimeter(c: readonly Point[]): number {
  let p = 0;
  for (let i = 0; i < c.length; i++) {
    const a = c[i]!;
    const b = c[(i + 1) % c.length]!;
    p += Math.hypot(b[0] - a[0], b[1] - a[1]);
  }
  return p;
}

/** `n` points evenly spaced along the closed polyline, the first `offset` (0–1 of the length) from its start. */
function resample(c: readonly Point[], n: number, offset: number): Point[] {
  const total = perimeter(c);
  if (total === 0) return [];
  const out: Point[] = [];
  let seg = 0;
  let segStart = 0;
  for (let k = 0; k < n; k++) {
    const target = (((offset + k / n) % 1) * total + total) % total;
    // Walk from the start each time the target wraps; otherwise carry on from the current segment.
    if (target < segStart) {
      seg = 0;
      segStart = 0;
    }
    for (;;) {
      const a = c[seg % c.length]!;
      const b = c[(seg + 1) % c.length]!;
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
      if (target <= segStart + len || seg >= c.length - 1) {
        const t = len === 0 ? 0 : Math.min(1, (target - segStart) / len);
        out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
        break;
      }
      segStart += len;
      seg++;
    }
  }
  return out;
}

const spread = (rand: () => number, max: number) => (rand() * 2 - 1) * max;

/** The glyph as an SVG path centred on (0, 0) and its advance, both in em units, drawn once with `rand`. */
function distort(outline: Outline, rand: () => number, d: Distortion = DEFAULT_DISTORTION): { d: string; w: number } {
  const turn = spread(rand, d.maxTurn);
  const shear = spread(rand, d.maxShear);
  const sx = 1 + spread(rand, d.maxScale);
  const sy = 1 + spread(rand, d.maxScale);
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const cx = outline.advance / 2;
  const map = ([x0, y0]: Point): Point => {
    const x = (x0 - cx) * sx + shear * (y0 - MIDDLE_Y);
    const y = (y0 - MIDDLE_Y) * sy;
    return [Math.round(cos * x - sin * y + spread(rand, d.maxNudge)), Math.round(sin * x + cos * y + spread(rand, d.maxNudge))];
  };
  const spacing = d.spacing[0] + rand() * (d.spacing[1] - d.spacing[0]);
  const contours = outline.contours.map((c) => {
    const n = Math.max(6, Math.round(perimeter(c) / spacing));
    return resample(c, n, rand()).map(map);
  });
  // Fisher-Yates: the font's contour order (outer first, say) is not kept either.
  for (let i = contours.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [contours[i], contours[j]] = [contours[j]!, contours[i]!];
  }
  const path = contours
    .filter((c) => c.length > 2)
    .map((c) => {
      let s = `M${c[0]![0]} ${c[0]![1]}`;
      for (let i = 1; i < c.length; i++) s += `l${c[i]![0] - c[i - 1]![0]} ${c[i]![1] - c[i - 1]![1]}`;
      return `${s}z`;
    })
    .join('');
  return { d: path, w: Math.round(outline.advance * sx) };
}

/** The old per-letter format of a word: `{ em, glyphs: [{ d, w }] }`, one glyph per letter in reading order. */
export function perGlyphInk(text: string, rand: () => number): { em: number; glyphs: { d: string; w: number }[] } {
  return { em: EM, glyphs: [...text].map((ch) => distort(outlineOf(ch), rand)) };
}
