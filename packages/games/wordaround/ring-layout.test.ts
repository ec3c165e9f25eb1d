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
  it('W13: glyph outlines (drawn words) take the places letters would: same ring, same seeded start, no text', () => {
    const glyph = (d: string) => ({ d, w: 60 });
    const ink = { black: { em: 100, glyphs: ['M1 1l2 2z', 'M3 3l1 1z', 'M5 5l1 1z', 'M7 7l1 1z', 'M9 9l1 1z'].map(glyph) }, red: { em: 100, glyphs: ['M0 0l1 1z', 'M2 2l1 1z', 'M4 4l1 1z', 'M6 6l1 1z'].map(glyph) } };
    const drawn = layoutInk(ink, 'm:7');
    const written = layoutCard({ black: 'apple', red: 'pear', blue: 'fig' }, 'm:7');
    expect(drawn.map((l) => l.ring)).toEqual(['black', 'red']);
    for (const l of drawn) {
      const w = written.find((x) => x.ring === l.ring)!;
      expect(l.word).toBe('');
      expect(l.startAngle).toBe(w.startAngle);
      expect(l.letters.map((c) => [c.x, c.y, c.rotate])).toEqual(w.letters.map((c) => [c.x, c.y, c.rotate]));
      expect(l.letters.map((c) => c.d)).toEqual(ink[l.ring as 'black' | 'red'].glyphs.map((g) => g.d));
      for (const c of l.letters) {
        expect(c.char).toBe('');
        expect(c.scale).toBeGreaterThan(0);
      }
    }
  });
});
