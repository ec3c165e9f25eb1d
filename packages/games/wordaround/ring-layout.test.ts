/** W13: the circular card drawing, a pure function of the word, a seed and the card's size. */
import { describe, expect, it } from 'vitest';
import { layoutCard, layoutInk, layoutRing, RING_RADIUS, startAngleFor } from './ring-layout';

const TAU = Math.PI * 2;
const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;

describe('W13 the card drawing', () => {
  it('W13: each letter of the word is written around its circle, in order, clockwise and evenly spaced', () => {
    const word = 'lighthouse';
    const letters = layoutRing(word, { radius: 80, startAngle: 1, cx: 100, cy: 100 });
    expect(letters.map((l) => l.char).join('')).toBe(word);
    letters.forEach((l, i) => {
      expect(close(l.angle, (1 + (i * TAU) / word.length) % TAU)).toBe(true);
      expect(close(Math.hypot(l.x - 100, l.y - 100), 80)).toBe(true);
      expect(l.angle).toBeGreaterThanOrEqual(0);
      expect(l.angle).toBeLessThan(TAU);
      expect(close(l.rotate, (l.angle * 180) / Math.PI)).toBe(true);
    });
    // Clockwise from 12 o'clock in SVG coordinates (y down): a quarter turn puts a letter at 3 o'clock.
    const [north, south] = layoutRing('ab', { radius: 10, startAngle: 0 });
    expect(close(north!.x, 0) && close(north!.y, -10)).toBe(true);
    expect(close(south!.x, 0) && close(south!.y, 10)).toBe(true);
    const [east] = layoutRing('x', { radius: 10, startAngle: Math.PI / 2 });
    expect(close(east!.x, 10) && close(east!.y, 0)).toBe(true);
  });

  it('W13: the start angle is seeded: the same seed draws the same card, different seeds start anywhere on the circle', () => {
    expect(startAngleFor('match-1:42')).toBe(startAngleFor('match-1:42'));
    const sectors = new Array(12).fill(0) as number[];
    for (let i = 0; i < 1200; i++) {
      const a = startAngleFor(`seed-${i}`);
      expect(a).toBeGreaterThanOrEqual(0);
      expect(a).toBeLessThan(TAU);
      sectors[Math.floor((a / TAU) * 12)]! += 1;
    }
    // Roughly uniform: every twelfth of the circle gets its share (100 expected each).
    for (const n of sectors) expect(n).toBeGreaterThan(60);
  });

  it('W13: a card has three rings, black outermost, then red, then blue, each starting at its own seeded angle', () => {
    const card = { black: 'calories', red: 'pirate', blue: 'tunnel' };
    const rings = layoutCard(card, 'm:7', 200);
    expect(rings.map((r) => r.ring)).toEqual(['black', 'red', 'blue']);
    expect(rings.map((r) => r.word)).toEqual(['calories', 'pirate', 'tunnel']);
    expect(rings[0]!.radius).toBeGreaterThan(rings[1]!.radius);
    expect(rings[1]!.radius).toBeGreaterThan(rings[2]!.radius);
    expect(rings[0]!.radius).toBe(100 * RING_RADIUS.black);
    expect(new Set(rings.map((r) => r.startAngle)).size).toBe(3);
    for (const r of rings) {
      expect(r.letters[0]!.angle).toBe(r.startAngle);
      for (const l of r.letters) expect(close(Math.hypot(l.x - 100, l.y - 100), r.radius)).toBe(true);
    }
    expect(layoutCard(card, 'm:7', 200)).toEqual(rings);
    expect(layoutCard(card, 'm:8', 200)[0]!.startAngle).not.toBe(rings[0]!.startAngle);
    expect(card).toEqual({ black: 'calories', red: 'pirate', blue: 'tunnel' });
  });

  it('W13: an empty word places nothing', () => {
    expect(layoutRing('', { radius: 5, startAngle: 2 })).toEqual([]);
  });
});

describe('W13 the card drawing from the server\'s outlines', () => {
  // A square box (x 0..40, y -20..20) drawn as one ring, and a one-unit dot: enough to check the bend.
  const ink = (d: string) => ({ em: 100, w: 900, h: 130, d });
  const points = (d: string) => [...d.matchAll(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);

  it('W13: each ring\'s drawing is bent round its own circle from the same seeded start as letters would take, with no text and no letters', () => {
    const drawn = layoutInk({ black: ink('M0 0l40 0l0 -20l-40 0z'), red: ink('M0 0l1 0l0 1z') }, 'm:7');
    const written = layoutCard({ black: 'apple', red: 'pear', blue: 'fig' }, 'm:7');
    expect(drawn.map((l) => l.ring)).toEqual(['black', 'red']);
    for (const l of drawn) {
      expect(l.word).toBe('');
      expect(l.letters).toEqual([]);
      expect(l.startAngle).toBe(written.find((x) => x.ring === l.ring)!.startAngle);
      // The drawing's middle line (y = 0) lies on the ring: its first point is at the ring's start angle.
      const [x, y] = points(l.path!)[0]!;
      expect(Math.hypot(x - 100, y - 100)).toBeCloseTo(l.radius, 0);
      expect(Math.atan2(x - 100, -(y - 100))).toBeCloseTo(((l.startAngle + Math.PI) % TAU) - Math.PI, 1);
    }
  });

  it('W13: up in the drawing is away from the centre, and a long straight edge is cut so it follows the circle', () => {
    const [l] = layoutInk({ blue: ink('M0 0l300 0l0 -20l-300 0z') }, 'm:9');
    const pts = points(l!.path!);
    // The 300-unit base was cut into many points, each on the ring; the top edge (y = -20) lies outside it.
    const onRing = pts.filter(([x, y]) => Math.abs(Math.hypot(x - 100, y - 100) - l!.radius) < 0.2);
    const outside = pts.filter(([x, y]) => Math.hypot(x - 100, y - 100) > l!.radius + 2);
    expect(onRing.length).toBeGreaterThan(10);
    expect(outside.length).toBeGreaterThan(10);
    expect(pts.every(([x, y]) => Math.hypot(x - 100, y - 100) >= l!.radius - 0.2)).toBe(true);
  });
});
