/**
 * Shapes (word-shape.ts) painted onto a grid of `CELLS` cells per em unit: outlines filled by the nonzero rule at each
 * cell's centre, strokes as every cell within half their width of the polyline; then softened by a 3 × 3 box blur, so
 * that the contour traced through it at 0.5 (retrace.ts) runs smoothly between cells instead of along their edges.
 */
import type { Point } from './outline';
import type { Shape } from './word-shape';

/** Cells per em unit: half an em unit a cell is ~50 cells per em, finer than a card ever draws a word (~20 px per em). */
export const CELLS = 0.5;

export interface Grid {
  width: number;
  height: number;
  /** Row-major, 0 (paper) to 1 (ink). */
  values: Float64Array;
}

function fillContours(ink: Uint8Array, width: number, height: number, oy: number, contours: readonly Point[][]): void {
  const crossings: { x: number; dir: number }[] = [];
  for (let row = 0; row < height; row++) {
    const y = row + 0.5 - oy;
    crossings.length = 0;
    for (const c of contours) {
      for (let i = 0; i < c.length; i++) {
        const [ax, ay] = c[i]!;
        const [bx, by] = c[(i + 1) % c.length]!;
        if (ay <= y === by <= y) continue;
        crossings.push({ x: ax + ((y - ay) / (by - ay)) * (bx - ax), dir: by > ay ? 1 : -1 });
      }
    }
    crossings.sort((a, b) => a.x - b.x);
    let winding = 0;
    for (let i = 0; i < crossings.length - 1; i++) {
      winding += crossings[i]!.dir;
      if (winding === 0) continue;
      const from = Math.max(0, Math.ceil(crossings[i]!.x - 0.5));
      const to = Math.min(width - 1, Math.floor(crossings[i + 1]!.x - 0.5));
      for (let col = from; col <= to; col++) ink[row * width + col] = 1;
    }
  }
}

function strokePolyline(ink: Uint8Array, width: number, height: number, oy: number, points: readonly Point[], w: number): void {
  const r = w / 2;
  for (let i = 0; i < points.length - 1; i++) {
    const [ax, ay0] = points[i]!;
    const [bx, by0] = points[i + 1]!;
    const [ay, by] = [ay0 + oy, by0 + oy];
    const [dx, dy] = [bx - ax, by - ay];
    const len2 = dx * dx + dy * dy || 1;
    for (let row = Math.max(0, Math.floor(Math.min(ay, by) - r)); row <= Math.min(height - 1, Math.ceil(Math.max(ay, by) + r)); row++) {
      for (let col = Math.max(0, Math.floor(Math.min(ax, bx) - r)); col <= Math.min(width - 1, Math.ceil(Math.max(ax, bx) + r)); col++) {
        const [px, py] = [col + 0.5, row + 0.5];
        const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
        if (Math.hypot(px - ax - t * dx, py - ay - t * dy) <= r) ink[row * width + col] = 1;
      }
    }
  }
}

const scaled = (points: readonly Point[]): Point[] => points.map(([x, y]) => [x * CELLS, y * CELLS]);

/**
 * The shapes of a `boxW` × `boxH` box (em units) painted on its grid (`CELLS` per unit); shape y is moved down by
 * half the box (y = 0 at the middle row).
 */
export function rasterise(shapes: readonly Shape[], boxW: number, boxH: number): Grid {
  const [width, height] = [Math.ceil(boxW * CELLS), Math.ceil(boxH * CELLS)];
  const ink = new Uint8Array(width * height);
  const oy = height / 2;
  for (const s of shapes) {
    if (s.kind === 'fill') fillContours(ink, width, height, oy, s.contours.map(scaled));
    else strokePolyline(ink, width, height, oy, scaled(s.points), s.width * CELLS);
  }
  // The 3 × 3 box blur as two passes of three (rows, then columns): the same sums, a third of the reads.
  const rows = new Float64Array(width * height);
  for (let row = 0; row < height; row++) {
    const at = row * width;
    for (let col = 0; col < width; col++) {
      rows[at + col] = ink[at + col]! + (col > 0 ? ink[at + col - 1]! : 0) + (col < width - 1 ? ink[at + col + 1]! : 0);
    }
  }
  const values = new Float64Array(width * height);
  for (let row = 0; row < height; row++) {
    const at = row * width;
    for (let col = 0; col < width; col++) {
      values[at + col] = (rows[at + col]! + (row > 0 ? rows[at - width + col]! : 0) + (row < height - 1 ? rows[at + width + col]! : 0)) / 9;
    }
  }
  return { width, height, values };
}
