import { describe, expect, it } from 'vitest';
import type { GameDef } from '@deckhand/dsl';
import { inkFaces, inkText } from './ink';
import { EM } from './outline';
import { BOX_H, BOX_W } from './word-shape';

/** The points of a path made of `M x y`, relative `l dx dy` and `z`. */
function points(d: string): [number, number][] {
  const out: [number, number][] = [];
  for (const sub of d.split('z').filter(Boolean)) {
    const n = sub.match(/-?\d+/g)!.map(Number);
    out.push([n[0]!, n[1]!]);
    for (let i = 2; i < n.length; i += 2) out.push([out[out.length - 1]![0] + n[i]!, out[out.length - 1]![1] + n[i + 1]!]);
  }
  return out;
}

describe('drawn words (ink)', () => {
  it('a word is one path of straight segments (no curve commands that would echo the font) inside the same box whatever its length', () => {
    for (const word of ['fig', 'keyboard', 'wheelbarrow']) {
      const ink = inkText(word, `match-a:7:${word}`);
      expect(ink).toEqual({ em: EM, w: BOX_W, h: BOX_H, d: expect.stringMatching(/^(M-?\d+ -?\d+(l-?\d+ -?\d+)+z)+$/) });
      for (const [x, y] of points(ink.d)) {
        expect(x).toBeGreaterThanOrEqual(-2);
        expect(x).toBeLessThanOrEqual(BOX_W + 2);
        expect(Math.abs(y)).toBeLessThanOrEqual(BOX_H / 2 + 2);
      }
    }
  });

  it('the same card in the same match draws the same; another match draws it differently', () => {
    expect(inkText('apple', 'match-a:3:red')).toEqual(inkText('apple', 'match-a:3:red'));
    expect(inkText('apple', 'match-a:3:red').d).not.toBe(inkText('apple', 'match-b:3:red').d);
  });

  it('the number of subpaths does not follow the number of letters: one word drawn in many matches gives many counts', () => {
    const counts = new Set(Array.from({ length: 12 }, (_, i) => inkText('salmon', `m${i}`).d.split('M').length - 1));
    expect(counts.size).toBeGreaterThan(3);
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
    expect(out['0']!.ink!['word']!.d).toMatch(/^M/);
    expect(out['0']!.attrs).toEqual({ back: 'red' });
    expect(out['1']).toBe(faces['1']);
    expect(faces['0']).not.toHaveProperty('ink'); // the input is not changed (views are cached and shared)
  });
});
