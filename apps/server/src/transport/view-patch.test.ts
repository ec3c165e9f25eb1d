import { describe, expect, it } from 'vitest';
import { applyPatch } from 'rfc6902';
import { decodePatch, encodePatch } from '@deckhand/dsl';
import { sameJson, viewPatch } from './view-patch';
import { recordRenamed } from './renamed-map';

/** What the client ends with: the patch, through the wire format, applied to the JSON it held. */
function applied(prev: object, next: object) {
  const ops = decodePatch(JSON.parse(JSON.stringify(encodePatch(viewPatch(prev, next)))))!;
  const held = JSON.parse(JSON.stringify(prev));
  expect(applyPatch(held, ops).filter((e) => e !== null)).toEqual([]);
  return { held, ops };
}

function agrees(prev: object, next: object) {
  const { held, ops } = applied(prev, next);
  expect(held).toEqual(JSON.parse(JSON.stringify(next)));
  return ops;
}

describe('a view patch', () => {
  it('is empty for the same view, undefined members counting as absent', () => {
    expect(viewPatch({ G: { a: [1, { b: 2 }] }, x: undefined }, { G: { a: [1, { b: 2 }] } })).toEqual([]);
  });

  it('escapes "~" and "/" in member names (RFC 6901), and only there', () => {
    const ops = agrees({ faces: { 'a/b': 1, 'c~d': 2, plain: 3 } }, { faces: { 'a/b': 4, 'c~d': 5, plain: 6 } });
    expect(ops.map((o) => o.path)).toEqual(['/faces/a~1b', '/faces/c~0d', '/faces/plain']);
  });

  it('appends new log entries without sending the old ones', () => {
    const log = Array.from({ length: 50 }, (_, i) => ({ turn: i, seat: i % 4, move: 'play', args: [i] }));
    const ops = agrees({ G: { log }, _stateID: 50 }, { G: { log: [...log, { turn: 50, seat: 2, move: 'pass' }] }, _stateID: 51 });
    expect(ops).toEqual([
      { op: 'add', path: '/G/log/-', value: { turn: 50, seat: 2, move: 'pass' } },
      { op: 'replace', path: '/_stateID', value: 51 },
    ]);
  });

  it('sends only the faces that appeared or went out of sight', () => {
    const faces = { '1': { type: 'n', attrs: { value: 1 } }, '2': { type: 'n', attrs: { value: 2 } } };
    const ops = agrees({ G: { faces } }, { G: { faces: { '2': faces['2'], '7': { type: 'n', attrs: { value: 7 } } } } });
    expect(ops).toEqual([
      { op: 'remove', path: '/G/faces/1' },
      { op: 'add', path: '/G/faces/7', value: { type: 'n', attrs: { value: 7 } } },
    ]);
  });

  it('patches a pile in place when one card left its end, and replaces it when every card moved up', () => {
    const hands = [[3, 12, 13, 18], [null, null, null], [null, null]];
    expect(agrees({ hands }, { hands: [[3, 12, 13, 18], [null, null], [null, null]] })).toEqual([{ op: 'remove', path: '/hands/1/2' }]);
    const shifted = agrees({ hand: [3, 12, 13, 18, 19, 20] }, { hand: [12, 13, 18, 19, 20] });
    expect(shifted).toEqual([{ op: 'replace', path: '/hand', value: [12, 13, 18, 19, 20] }]);
  });

  it('copies a long string set twice in one patch instead of sending it again', () => {
    const reason = 'It is not your turn: seat 3 is playing.';
    const ops = agrees(
      { legal: { moves: { play: { args: [[1]] } }, unavailable: {} } },
      { legal: { moves: {}, unavailable: { play: reason, pass: reason }, waiting: reason } },
    );
    expect(ops.filter((o) => o.op === 'copy')).toHaveLength(2);
  });

  it('escapes keys per RFC 6901 and follows JSON for what JSON cannot hold', () => {
    agrees({ G: { 'a/b': 1, 'c~d': [1] } }, { G: { 'a/b': 2, 'c~d': [1, 2] } });
    agrees({ G: { n: 1, list: [1, 2] } }, { G: { n: Number.NaN, list: [undefined, 2] } });
    expect(sameJson({ n: Number.NaN }, { n: null })).toBe(false);
  });

  it('skips a member that is the same object in both views without walking it', () => {
    const shared = {};
    Object.defineProperty(shared, 'walked', { enumerable: true, get: () => { throw new Error('walked a shared part'); } });
    expect(viewPatch({ G: { zones: shared, n: 1 } }, { G: { zones: shared, n: 2 } })).toEqual([{ op: 'replace', path: '/G/n', value: 2 }]);
  });

  it('diffs a pair of frozen arrays once for every seat that patches it at the same path', () => {
    const back = { back: { colour: 'a long enough back colour' } };
    const before = Object.freeze([Object.freeze([1, 2]), Object.freeze([back, 3])]);
    const after = Object.freeze([Object.freeze([1]), Object.freeze([back, 3, back])]);
    const first = agrees({ G: { zones: { row: before }, n: 1 } }, { G: { zones: { row: after }, n: 2 } });
    const second = agrees({ G: { zones: { row: before }, n: 5 } }, { G: { zones: { row: after }, n: 5 } });
    // The second seat is given the very operations the first one was, and no others.
    const rowOps = first.filter((o) => o.path.startsWith('/G/zones/row'));
    expect(rowOps.length).toBeGreaterThan(0);
    expect(second).toEqual(rowOps);
    // The same pair at another path, or after a long string was set in the patch, is diffed where it is.
    const elsewhere = agrees({ G: { zones: { other: before } } }, { G: { zones: { other: after } } });
    expect(elsewhere.every((o) => o.path.startsWith('/G/zones/other'))).toBe(true);
    const reason = 'It is not your turn: seat 3 is playing.';
    const mixed = agrees({ a: { r: 'x' }, b: { row: before } }, { a: { r: reason }, b: { row: after, s: reason } });
    expect(mixed.some((o) => o.op === 'copy')).toBe(true);
  });

  it('compares two renamed maps by their sources, renaming only the keys it writes', () => {
    const rename = (k: string) => String(1_000_000 + Number(k) * 7);
    const renamed = (source: Record<string, unknown>) => {
      const out: Record<string, unknown> = {};
      for (const k in source) out[rename(k)] = source[k];
      recordRenamed(out, source, rename);
      return out;
    };
    const face = (n: number) => ({ type: 'n', attrs: { value: n } });
    const prevFaces = { 1: face(1), 2: face(2), 3: face(3) };
    const nextFaces = { 2: prevFaces[2], 3: face(33), 4: face(4) };
    const prev = { G: { faces: renamed(prevFaces), playedBy: renamed({ 1: 0, 2: 1 }) } };
    const next = { G: { faces: renamed(nextFaces), playedBy: renamed({ 2: 1, 4: 3 }) } };
    const held = JSON.parse(JSON.stringify(prev));
    const wanted = JSON.parse(JSON.stringify(next));
    // The renamed maps themselves are never walked: a member only they hold would throw.
    for (const m of [prev.G.faces, next.G.faces]) Object.defineProperty(m, rename('9'), { enumerable: true, get: () => { throw new Error('walked a renamed map'); } });
    const ops = viewPatch(prev, next);
    expect(new Set(ops.map((o) => `${o.op} ${o.path}`))).toEqual(
      new Set(['remove /G/faces/1000007', 'replace /G/faces/1000021/attrs/value', 'add /G/faces/1000028', 'remove /G/playedBy/1000007', 'add /G/playedBy/1000028']),
    );
    // Applied to what the client holds, it gives the next view.
    expect(applyPatch(held, ops).filter((e) => e !== null)).toEqual([]);
    expect(held).toEqual(wanted);
    // Maps renamed differently (another match's aliases) are compared as they are.
    const other = (k: string) => String(2_000_000 + Number(k));
    const elsewhere = { 2: 1 };
    const otherMap = { [other('2')]: 1 };
    recordRenamed(otherMap, elsewhere, other);
    expect(viewPatch({ m: renamed({ 2: 1 }) }, { m: otherMap })).toEqual([
      { op: 'remove', path: '/m/1000014' },
      { op: 'add', path: '/m/2000002', value: 1 },
    ]);
  });

  it('turns any view into any other (seeded random views)', () => {
    let seed = 7;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const value = (depth: number): unknown => {
      const k = rnd(depth > 2 ? 3 : 6);
      if (k === 0) return rnd(5);
      if (k === 1) return ['a', 'bb', 'It is not your turn: seat 2 is playing.'][rnd(3)];
      if (k === 2) return null;
      if (k === 3) return Array.from({ length: rnd(5) }, () => value(depth + 1));
      return Object.fromEntries(Array.from({ length: rnd(4) }, () => [['x', 'y', 'z/w', 'q~'][rnd(4)]!, value(depth + 1)]));
    };
    for (let i = 0; i < 300; i++) {
      const prev = { G: value(0), ctx: value(1) };
      const next = rnd(2) ? { G: value(0), ctx: value(1) } : { ...prev, G: { was: prev.G, more: value(1) } };
      agrees(prev, next);
    }
  });
});
