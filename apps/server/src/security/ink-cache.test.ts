import { describe, expect, it } from 'vitest';
import type { CardFace } from '@deckhand/dsl';
import { InkCache } from './ink-cache';

const face = (word: string): CardFace => Object.freeze({ type: 'word', attrs: { n: word.length } });
const plain = Object.freeze({ type: 'plain', attrs: {} }) as CardFace;

/** Inks a 'word' face with a drawing named after the key and the card; counts how often it is asked. */
function inker(key: string) {
  const calls: string[] = [];
  const inkOne = (id: string, f: CardFace): CardFace => {
    calls.push(id);
    return f.type === 'word' ? { ...f, ink: { word: { em: 100, w: 1, h: 1, d: `${key}:${id}` } } } : f;
  };
  return { calls, inkOne };
}

describe('ink cache', () => {
  it('inks each card of a match once and gives a frozen map the same inked map again', () => {
    const cache = new InkCache();
    const { calls, inkOne } = inker('m1');
    const faces = Object.freeze({ '1': face('cat'), '2': face('camel'), '3': plain });
    const first = cache.inked('m1', faces, inkOne);
    expect(first['1']!.ink!['word']!.d).toBe('m1:1');
    expect(first['3']).toBe(plain);
    expect(Object.isFrozen(first)).toBe(true);
    expect(cache.inked('m1', faces, inkOne)).toBe(first);
    expect(calls).toEqual(['1', '2', '3']);
    // Another seat's map with one card in common: that card's inked face is the same object, only the new one is made.
    const other = cache.inked('m1', Object.freeze({ '2': faces['2'], '4': face('ox') }), inkOne);
    expect(other['2']).toBe(first['2']);
    expect(calls).toEqual(['1', '2', '3', '4']);
  });

  it('keeps matches apart, reads a map that may still change every time, and drops the least recently used match', () => {
    const cache = new InkCache(2);
    const one = inker('a');
    const faces = Object.freeze({ '1': face('cat') });
    const a = cache.inked('a', faces, one.inkOne);
    const b = cache.inked('b', faces, inker('b').inkOne);
    expect(b['1']!.ink).not.toEqual(a['1']!.ink);
    const open: Record<string, CardFace> = { '1': faces['1'] };
    expect(cache.inked('a', open, one.inkOne)['1']).toBe(a['1']);
    open['5'] = face('yak');
    expect(Object.keys(cache.inked('a', open, one.inkOne))).toEqual(['1', '5']);
    cache.inked('c', faces, inker('c').inkOne); // 'b' was used least recently: dropped
    expect(cache.size).toBe(2);
    expect(cache.inked('a', faces, one.inkOne)).toBe(a);
    const before = one.calls.length;
    cache.inked('b', faces, one.inkOne);
    expect(one.calls.length).toBe(before + 1); // made again
  });

  it("inks each log entry once per match: every seat's log holds the same inked entries", () => {
    const cache = new InkCache();
    const calls: number[] = [];
    const inkOne = (e: { n: number; ink?: string }) => {
      calls.push(e.n);
      return e.n % 2 ? { ...e, ink: `drawn ${e.n}` } : e;
    };
    const log = [{ n: 1 }, { n: 2 }];
    const first = cache.inkedLog('m', log, inkOne);
    expect(first).toEqual([{ n: 1, ink: 'drawn 1' }, { n: 2 }]);
    expect(first[1]).toBe(log[1]);
    const longer = cache.inkedLog('m', [...log, { n: 3 }], inkOne);
    expect(longer[0]).toBe(first[0]);
    expect(longer[2]).toEqual({ n: 3, ink: 'drawn 3' });
    expect(calls).toEqual([1, 2, 3]);
    const plain = [{ n: 2 }];
    expect(cache.inkedLog('m', plain, inkOne)).toBe(plain);
  });
});
