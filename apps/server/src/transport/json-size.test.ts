import { describe, expect, it } from 'vitest';
import { jsonSize } from './json-size';
import { lazilyRenamed } from './renamed-map';
import { viewPatch } from './view-patch';

describe('the length of a value as JSON', () => {
  const values: unknown[] = [
    0, -1, 3.25, 1e21, 2 ** 31 + 5, NaN, Infinity, -Infinity, true, false, null, '', 'a', 'quote " and \\ back', 'tab\tnew\nline\u0001',
    'é and 漢字 and 🂡', '\u2028', [], [1, null, 2], [undefined, () => 1, 'x'], [1, , 3], {}, { a: 1, b: undefined, c: () => 2 },
    { 'key "q"': [1, [2, [3, { back: { colour: 'red' } }]]] }, { nested: { deeper: { deepest: [true, false, 'x'] } } },
    { date: new Date(0) }, [{ op: 'replace', path: '/G/zones/hand/0', value: [1, 2, 3] }],
  ];

  it('is what JSON.stringify writes, for every kind of value a view holds', () => {
    for (const v of values) expect(jsonSize(v), JSON.stringify(v)).toBe(JSON.stringify(v).length);
    expect(jsonSize(undefined)).toBe(0);
  });

  it('is remembered for a frozen value, measured afresh for one that may change', () => {
    const pile = Object.freeze([1, 2, 3]);
    const row = Object.freeze([pile, Object.freeze([4]), Object.freeze([])]);
    expect(jsonSize(row)).toBe(JSON.stringify(row).length);
    expect(jsonSize([row, row, pile])).toBe(JSON.stringify([row, row, pile]).length);
    const open = [1, 2];
    expect(jsonSize(open)).toBe(5);
    open.push(30);
    expect(jsonSize(open)).toBe(JSON.stringify(open).length);
  });

  it('reads a lazily renamed map as its JSON reads', () => {
    const m = lazilyRenamed<unknown>(Object.freeze({ 1: 'a', 22: { type: 'n' } }), (k) => String(1_000_000 + Number(k)));
    expect(jsonSize({ faces: m })).toBe(JSON.stringify({ faces: m }).length);
  });

  it('leads the patch to the shorter of patching an array in place and replacing it whole', () => {
    // One card taken from the front of a long pile shifts every item: replaced whole.
    const long = Array.from({ length: 40 }, (_, i) => i + 100);
    expect(viewPatch({ p: long }, { p: long.slice(1) })).toEqual([{ op: 'replace', path: '/p', value: long.slice(1) }]);
    // One pile of a row changed: only that pile is patched.
    const row = [Object.freeze(long), Object.freeze([1, 2, 3, 4, 5, 6, 7, 8])];
    const changed = [row[0], Object.freeze([1, 2, 3, 4, 5, 6, 7, 9])];
    expect(viewPatch({ r: row }, { r: changed })).toEqual([{ op: 'replace', path: '/r/1/7', value: 9 }]);
  });
});
