import { describe, expect, it } from 'vitest';
import { lazilyRenamed, renamedFrom } from './renamed-map';
import { viewPatch } from './view-patch';

describe('a lazily renamed map', () => {
  const counted = () => {
    const calls: string[] = [];
    const rename = (k: string) => (calls.push(k), String(1_000_000 + Number(k) * 7));
    return { calls, rename };
  };
  const source = Object.freeze({ 1: 'a', 2: { type: 'n' }, 3: true });

  it('reads as the plain re-keyed copy: lookups, keys, `in`, JSON, equality', () => {
    const { rename } = counted();
    const m = lazilyRenamed<unknown>(source, rename);
    expect(renamedFrom(m)).toEqual({ source, rename });
    expect(m['1000007']).toBe('a');
    expect(m['1000014']).toBe(source[2]);
    expect('1000021' in m).toBe(true);
    expect('1' in m).toBe(false);
    expect(Object.keys(m)).toEqual(['1000007', '1000014', '1000021']);
    expect(JSON.parse(JSON.stringify({ m }))).toEqual({ m: { 1000007: 'a', 1000014: { type: 'n' }, 1000021: true } });
    expect(m).toEqual({ 1000007: 'a', 1000014: { type: 'n' }, 1000021: true });
  });

  it('is re-keyed only when read, once; the patch between two of them reads only their sources', () => {
    const { calls, rename } = counted();
    const prev = lazilyRenamed<unknown>(source, rename);
    const next = lazilyRenamed<unknown>(Object.freeze({ ...source, 3: false, 4: 'd' }), rename);
    expect(viewPatch({ G: { faces: prev } }, { G: { faces: next } })).toEqual([
      { op: 'replace', path: '/G/faces/1000021', value: false },
      { op: 'add', path: '/G/faces/1000028', value: 'd' },
    ]);
    // Only the two keys written into operations were renamed: neither map was filled.
    expect(calls).toEqual(['3', '4']);
    calls.length = 0;
    JSON.stringify(next);
    expect(calls).toEqual(['1', '2', '3', '4']);
    JSON.stringify(next);
    expect(Object.keys(next)).toHaveLength(4);
    expect(calls).toHaveLength(4);
  });

  it('is read-only, and can be frozen (it is filled first)', () => {
    const m = lazilyRenamed<unknown>(source, counted().rename);
    expect(() => {
      m['5'] = 'x';
    }).toThrow(TypeError);
    expect(() => delete m['1000007']).toThrow(TypeError);
    expect(Object.isFrozen(Object.freeze(m))).toBe(true);
    expect(Object.keys(m)).toHaveLength(3);
  });
});
