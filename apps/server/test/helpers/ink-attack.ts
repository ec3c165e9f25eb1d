/**
 * Hardening finding 2's attack, as a script would run it: read a drawn word (what a client is sent) without looking at
 * the picture, from the drawing's structure alone — how many pieces it comes in and each piece's width, its number of
 * rings, holes and filled area, and for the whole drawing the same plus how far its letters reach — and name the word
 * whose drawing, made by the repository's own code and font with keys the attacker picks, has the nearest structure.
 * It knows the ring to read, so it chooses among that ring's words of the public deck only.
 */
type Point = [number, number];

/** The old format ({ glyphs: [{ d, w }] }, one piece per letter) or the new one ({ w, h, d }, one piece). */
export type Drawing = { em: number; glyphs: { d: string; w: number }[] } | { em: number; w: number; h: number; d: string };

/** Each subpath of an `M x y l dx dy … z` path as its points. */
export function rings(d: string): Point[][] {
  const out: Point[][] = [];
  for (const sub of d.split('z')) {
    const nums = sub.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
    if (nums.length < 6) continue;
    const pts: Point[] = [[nums[0]!, nums[1]!]];
    for (let i = 2; i + 1 < nums.length; i += 2) {
      const [x, y] = pts[pts.length - 1]!;
      pts.push([x + nums[i]!, y + nums[i + 1]!]);
    }
    out.push(pts);
  }
  return out;
}

const area = (c: readonly Point[]) => Math.abs(c.reduce((s, [x, y], i) => s + x * c[(i + 1) % c.length]![1] - c[(i + 1) % c.length]![0] * y, 0)) / 2;

function inside([px, py]: Point, c: readonly Point[]): boolean {
  let yes = false;
  for (let i = 0, j = c.length - 1; i < c.length; j = i++) {
    const [xi, yi] = c[i]!;
    const [xj, yj] = c[j]!;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) yes = !yes;
  }
  return yes;
}

/** [rings, holes, filled area (even-odd)] of one path. */
function shape(d: string): [number, number, number] {
  const rs = rings(d);
  let holes = 0;
  let filled = 0;
  for (const r of rs) {
    const depth = rs.filter((o) => o !== r && inside(r[0]!, o)).length;
    if (depth % 2) holes++;
    filled += depth % 2 ? -area(r) : area(r);
  }
  return [rs.length, holes, filled];
}

export interface Features {
  /** Per top-level piece (a letter in the old format): width, rings, holes, filled area. */
  pieces: number[][];
  /** The whole drawing: rings, holes, filled area, and the x-span of its points above the middle (the letters' tops). */
  whole: number[];
}

export function features(x: Drawing): Features {
  const parts = 'glyphs' in x ? x.glyphs : [{ d: x.d, w: x.w }];
  const pieces = parts.map((g) => [g.w, ...shape(g.d)]);
  const whole = [0, 1, 2].map((i) => pieces.reduce((s, p) => s + p[i + 1]!, 0));
  // The letters' reach: where points stand well above the middle line (x-heights and ascenders, not the decoys).
  let pen = 0;
  let lo = Infinity;
  let hi = -Infinity;
  for (const g of parts) {
    const off = 'glyphs' in x ? pen - g.w / 2 : 0;
    for (const r of rings(g.d)) for (const [px, py] of r) if (py < -0.2 * x.em) [lo, hi] = [Math.min(lo, px + off), Math.max(hi, px + off)];
    pen += g.w;
  }
  whole.push(hi > lo ? hi - lo : 0);
  return { pieces, whole };
}

/** The whole-drawing features an attack compares: their indices in `Features.whole`. */
export const WHOLE = { rings: 0, holes: 1, area: 2, reach: 3 } as const;

/**
 * Names each target: the candidate (of its ring) whose reference features are nearest, each feature divided by its
 * spread over the references; a candidate with another number of pieces is never chosen. `use`: which whole-drawing
 * features count (all by default); the pieces' always do.
 */
export function recover(
  targets: { ring: string; features: Features }[],
  references: Map<string, { ring: string; features: Features }>,
  use: readonly number[] = Object.values(WHOLE),
): string[] {
  const refs = [...references.entries()];
  const spread = (values: number[]) => {
    const m = values.reduce((a, b) => a + b, 0) / values.length;
    return Math.sqrt(values.reduce((a, b) => a + (b - m) ** 2, 0) / values.length) || 1;
  };
  const wholeSpread = [0, 1, 2, 3].map((i) => spread(refs.map(([, r]) => r.features.whole[i]!)));
  const pieceSpread = [0, 1, 2, 3].map((i) => spread(refs.flatMap(([, r]) => r.features.pieces.map((p) => p[i]!))));
  return targets.map((t) => {
    const f = t.features;
    let best = '';
    let bestD = Infinity;
    for (const [word, r] of refs) {
      if (r.ring !== t.ring || r.features.pieces.length !== f.pieces.length) continue;
      let d = 0;
      for (const i of use) d += ((f.whole[i]! - r.features.whole[i]!) / wholeSpread[i]!) ** 2;
      f.pieces.forEach((p, k) => p.forEach((v, i) => (d += ((v - r.features.pieces[k]![i]!) / pieceSpread[i]!) ** 2)));
      if (d < bestD) [bestD, best] = [d, word];
    }
    return best;
  });
}
