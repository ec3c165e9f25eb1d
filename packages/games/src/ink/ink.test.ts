import { describe, expect, it } from 'vitest';
import type { GameDef } from '@deckhand/dsl';
import { inkFaces, inkText } from './ink';
import { EM, outlineOf } from './outline';

describe('drawn words (ink)', () => {
  it('one glyph per letter, as straight segments only (no curve commands that would echo the font), centred on its place', () => {
    const ink = inkText('keyboard', 'match-a:7:black');
    expect(ink.em).toBe(EM);
    expect(ink.glyphs).toHaveLength(8);
    for (const g of ink.glyphs) {
      expect(g.d).toMatch(/^(M-?\d+ -?\d+(l-?\d+ -?\d+)+z)+$/);
      expect(g.w).toBeGreaterThan(20);
      // Centred: the first point of every contour lies within about an em of (0, 0).
      for (const m of g.d.matchAll(/M(-?\d+) (-?\d+)/g)) expect(Math.hypot(Number(m[1]), Number(m[2]))).toBeLessThan(EM);
    }
  });

  it('the same card in the same match draws the same; another match draws it differently; the same letter twice differs', () => {
    expect(inkText('apple', 'match-a:3:red')).toEqual(inkText('apple', 'match-a:3:red'));
    const a = inkText('apple', 'match-a:3:red').glyphs.map((g) => g.d);
    const b = inkText('apple', 'match-b:3:red').glyphs.map((g) => g.d);
    for (let i = 0; i < a.length; i++) expect(a[i]).not.toBe(b[i]);
    // "pp": the two p's are two different drawings, so a path is not a letter's fixed name.
    expect(a[1]).not.toBe(a[2]);
  });

  it('the number of points does not name the letter: one letter drawn in many matches gives many point counts', () => {
    const counts = new Set(Array.from({ length: 20 }, (_, i) => (inkText('e', `m${i}`).glyphs[0]!.d.match(/l/g) ?? []).length));
    expect(counts.size).toBeGreaterThan(3);
    expect(outlineOf('e').contours.length).toBeGreaterThan(1); // the font's own outline: curves flattened to points
  });

  it('inkFaces adds ink only to card types with drawn attributes, read from the full def', () => {
    const def = {
      cardTypes: { disc: { attributes: { word: 'string', back: 'colour' }, back: ['back'], drawn: ['word'] }, plain: { attributes: { n: 'number' }, back: [] } },
      cards: [
        { id: 0, type: 'disc', attrs: { word: 'pear', back: 'red' } },
        { id: 1, type: 'plain', attrs: { n: 4 } },
      ],
    } as unknown as GameDef;
    const drawn = new Map([['disc', ['word']]]);
    const faces = { '0': { type: 'disc', attrs: { back: 'red' } }, '1': { type: 'plain', attrs: { n: 4 } } };
    const out = inkFaces(def, drawn, faces, 'secret');
    expect(out['0']!.ink!['word']!.glyphs).toHaveLength(4);
    expect(out['0']!.attrs).toEqual({ back: 'red' });
    expect(out['1']).toBe(faces['1']);
    expect(faces['0']).not.toHaveProperty('ink'); // the input is not changed (views are cached and shared)
  });
});
