/**
 * The painted grid traced back into outlines, with nothing left of how it was drawn: d3-contour's marching squares
 * give the ink's boundary as rings (outer edges and holes, where the word's letters, decoys and cut counters all
 * run together), each simplified (Ramer–Douglas–Peucker), its points nudged, started at a random point, turned either
 * way, and the rings shuffled. The result is one SVG path to fill by the even-odd rule.
 */
import { contours } from 'd3-contour';
import type { Point } from './outline';
import { CELLS, type Grid } from './raster';

/** Points closer than this to the simplified line are dropped (em units; a hundredth of an em is ~0.2 px on a card). */
const TOLERANCE = 0.6;
/** Largest nudge of a point, em units. */
const NUDGE = 0.6;

function simplify(points: readonly Point[], tolerance: number): Point[] {
  if (points.length < 3) return points.slice();
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop()!;
    const [ax, ay] = points[a]!;
    const [bx, by] = points[b]!;
    const len = Math.hypot(bx - ax, by - ay);
    let worst = -1;
    let far = 0;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i]!;
      const d = len === 0 ? Math.hypot(px - ax, py - ay) : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / len;
      if (d > far) [far, worst] = [d, i];
    }
    if (worst >= 0 && far > tolerance) {
      keep[worst] = 1;
      stack.push([a, worst], [worst, b]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/** The ink of `grid` as one path (even-odd) in em units, moved up by half its height so its middle row is y = 0. */
export function retrace(grid: Grid, rand: () => number): string {
  // d3 only reads values[i]: the typed array serves as its number[].
  // Traced a little inside or outside the painted edge at random: the strokes come out bolder or thinner each time,
  // so the filled area is no measure of the letters'.
  const level = 0.3 + rand() * 0.4;
  const [polygons] = contours().size([grid.width, grid.height]).thresholds([level])(grid.values as unknown as number[]);
  const oy = grid.height / 2 / CELLS;
  const rings: Point[][] = [];
  for (const polygon of polygons?.coordinates ?? []) {
    for (const ring of polygon) {
      // d3 closes each ring by repeating its first point; a path's `z` does that here.
      const open = ring.slice(0, -1).map(([x, y]): Point => [x! / CELLS, y! / CELLS - oy]);
      // Split in two at a far point so simplification keeps both halves of a closed ring.
      const half = Math.floor(open.length / 2);
      const simple = [...simplify(open.slice(0, half + 1), TOLERANCE).slice(0, -1), ...simplify([...open.slice(half), open[0]!], TOLERANCE).slice(0, -1)];
      if (simple.length < 3) continue;
      const start = Math.floor(rand() * simple.length);
      const turned = [...simple.slice(start), ...simple.slice(0, start)];
      if (rand() < 0.5) turned.reverse();
      rings.push(turned.map(([x, y]) => [Math.round(x + (rand() * 2 - 1) * NUDGE), Math.round(y + (rand() * 2 - 1) * NUDGE)]));
    }
  }
  for (let i = rings.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [rings[i], rings[j]] = [rings[j]!, rings[i]!];
  }
  return rings
    .map((c) => {
      let s = `M${c[0]![0]} ${c[0]![1]}`;
      for (let i = 1; i < c.length; i++) s += `l${c[i]![0] - c[i - 1]![0]} ${c[i]![1] - c[i - 1]![1]}`;
      return `${s}z`;
    })
    .join('');
}
