/**
 * A word laid out as shapes to rasterise (ink.ts): its glyph outlines in a line, each a little turned, sheared and
 * scaled, the gaps between letters varied, plus decoy strokes a reader looks past — a wavy hairline through the middle
 * of the letters (which joins them, and cuts their counters at places that change each time), a rule under the
 * baseline, both running the whole box whatever the word's length, and a few specks and small rings in the margins. Everything is
 * drawn with `rand`, so the same word never gives the same shapes twice.
 */
import { EM, outlineOf, type Point } from './outline';

/** The box every word is drawn in, whatever its length, in em-`EM` units (y down, the letters' middle at y = 0). */
export const BOX_W = 9 * EM;
export const BOX_H = 1.3 * EM;
/** The middle of the lowercase letters above the baseline (DejaVu Sans Bold's x-height is ~0.56 em). */
export const MIDDLE_Y = -0.28 * EM;
/** A word never comes closer than this to the box's ends (the rules and specks run on into it). */
const MARGIN = 0.3 * EM;

/** A filled outline (nonzero winding), or a stroke: a polyline of `width`. */
export type Shape = { kind: 'fill'; contours: Point[][] } | { kind: 'stroke'; points: Point[]; width: number };

const spread = (rand: () => number, max: number) => (rand() * 2 - 1) * max;
const between = (rand: () => number, lo: number, hi: number) => lo + rand() * (hi - lo);

/** A wavy polyline from x0 to x1 around `y`, sampled every few units. */
function wave(rand: () => number, x0: number, x1: number, y: number, amp: number): Point[] {
  const length = between(rand, 1.2, 2.8) * EM;
  const phase = rand() * Math.PI * 2;
  const out: Point[] = [];
  for (let x = x0; x < x1; x += 4) out.push([x, y + amp * Math.sin(phase + (x / length) * Math.PI * 2)]);
  out.push([x1, y + amp * Math.sin(phase + (x1 / length) * Math.PI * 2)]);
  return out;
}

/** `text`'s shapes in the BOX_W × BOX_H box (x from 0, y from -BOX_H/2), drawn once with `rand`. */
export function wordShapes(text: string, rand: () => number): Shape[] {
  const glyphs = [...text].map((ch) => outlineOf(ch));
  // Letters a little closer or looser than the font sets them, so the word's width is not the sum of its advances.
  const gaps = glyphs.map(() => between(rand, 0.9, 1.02));
  const natural = glyphs.reduce((w, g, i) => w + g.advance * gaps[i]!, 0);
  // Wide and narrow, tall and short at random: neither the word's reach nor its ink says much of its letters.
  const sx = between(rand, 0.8, 1.2);
  const fit = Math.min(1, (BOX_W - 2 * MARGIN) / (natural * sx));
  const scaleX = sx * fit;
  const scaleY = between(rand, 0.9, 1.1) * Math.min(1, fit * 1.15);
  const width = natural * scaleX;
  const left = MARGIN + rand() * (BOX_W - 2 * MARGIN - width);
  const shapes: Shape[] = [];
  let pen = left;
  glyphs.forEach((g, i) => {
    const turn = spread(rand, 0.07);
    const shear = spread(rand, 0.12);
    const lift = spread(rand, 0.02 * EM);
    const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
    const cx = (g.advance * scaleX) / 2;
    const map = ([x0, y0]: Point): Point => {
      const x = x0 * scaleX - cx + shear * (y0 - MIDDLE_Y) * scaleY;
      const y = (y0 - MIDDLE_Y) * scaleY;
      return [pen + cx + cos * x - sin * y, lift + sin * x + cos * y];
    };
    shapes.push({ kind: 'fill', contours: g.contours.map((c) => c.map(map)) });
    pen += g.advance * scaleX * gaps[i]!;
  });
  // Decoys: each runs from near one end of the box to near the other, so neither ends where the word does.
  const end = () => rand() * MARGIN * 0.6;
  const strikeWidth = between(rand, 0.045, 0.08) * EM;
  shapes.push({ kind: 'stroke', points: wave(rand, end(), BOX_W - end(), spread(rand, 0.04 * EM), between(rand, 0.04, 0.1) * EM), width: strikeWidth });
  const rule = wave(rand, end(), BOX_W - end(), -MIDDLE_Y + between(rand, 0.05, 0.1) * EM, between(rand, 0.01, 0.03) * EM);
  // The rule broken in a few places at random: how many pieces the drawing has says nothing of the word.
  const breaks = new Set(Array.from({ length: Math.floor(rand() * 4) }, () => Math.floor(rand() * rule.length)));
  let piece: Point[] = [];
  const ruleWidth = between(rand, 0.045, 0.06) * EM;
  rule.forEach((p, i) => {
    if (breaks.has(i) && piece.length > 1) {
      shapes.push({ kind: 'stroke', points: piece, width: ruleWidth });
      piece = [];
    } else piece.push(p);
  });
  if (piece.length > 1) shapes.push({ kind: 'stroke', points: piece, width: ruleWidth });
  // Specks and small rings in the margins, some of which are ink and some holes: how many rings, holes and how
  // much ink the drawing has changes each time by more than a letter's worth.
  const margin = () => (rand() < 0.5 ? 4 + rand() * (left - 40) : left + width + 36 + rand() * (BOX_W - left - width - 66));
  for (let n = Math.floor(rand() * 7); n > 0; n--) {
    const [x, y, r] = [margin(), spread(rand, 0.4 * EM), between(rand, 2, 6)];
    shapes.push({ kind: 'stroke', points: [[x - r / 2, y], [x + r / 2, y + spread(rand, r)]], width: r });
  }
  for (let n = Math.floor(rand() * 4); n > 0; n--) {
    const [x, y, r] = [margin(), spread(rand, 0.3 * EM), between(rand, 5, 9)];
    const ring = Array.from({ length: 13 }, (_, k): Point => [x + r * Math.cos((k / 12) * Math.PI * 2), y + r * 0.8 * Math.sin((k / 12) * Math.PI * 2)]);
    shapes.push({ kind: 'stroke', points: ring, width: between(rand, 3, 5) });
  }
  return shapes;
}
