/**
 * The candidate walk (legal-walk.ts): the loop nest generated per move and the generic loop find the same tuples in
 * the same order, read each candidate from the arguments record, stop at the first when asked, and stop at
 * MAX_ENUMERATED candidates.
 */
import { describe, expect, it } from 'vitest';
import type { Env } from '../expr/env';
import type { HookContext } from '../hooks/api';
import { MAX_ENUMERATED, newArgs } from './args';
import { generatedWalk, genericWalk, walkFor, type Walk, type WalkChecks } from './legal-walk';
import type { Action } from './rules';
import { CODEGEN } from '../expr/codegen';

const env = {} as Env;
const NONE: WalkChecks = { args: undefined, pre: undefined, guard: undefined, hooked: undefined };

/** Checks reading the record `args` through `e.args` as a compiled precondition does. */
function checksOn(accept: (a: Record<string, unknown>) => boolean): { c: WalkChecks; e: Env; seen: unknown[][] } {
  const args = newArgs();
  const e = { args } as unknown as Env;
  const seen: unknown[][] = [];
  const c: WalkChecks = {
    args,
    pre: (en) => {
      const a = en.args as Record<string, unknown>;
      seen.push(Object.values(a));
      return accept(a);
    },
    guard: undefined,
    hooked: undefined,
  };
  return { c, e, seen };
}

const kinds: [string, (names: readonly string[]) => Walk][] = [
  ['generated', generatedWalk],
  ['generic', genericWalk],
];

describe.each(kinds)('the %s walk', (_kind, make) => {
  it('lists the product of the domains, first argument slowest', () => {
    const out: Action[] = [];
    expect(make(['a', 'b'])([[1, 2], ['x', 'y', 'z']], env, NONE, out, 'm')).toBe(false);
    expect(out).toEqual([
      { move: 'm', args: [1, 'x'] },
      { move: 'm', args: [1, 'y'] },
      { move: 'm', args: [1, 'z'] },
      { move: 'm', args: [2, 'x'] },
      { move: 'm', args: [2, 'y'] },
      { move: 'm', args: [2, 'z'] },
    ]);
  });

  it('lists one empty tuple for a move without arguments, and nothing when a domain is empty', () => {
    const out: Action[] = [];
    make([])([], env, NONE, out, 'go');
    expect(out).toEqual([{ move: 'go', args: [] }]);
    const none: Action[] = [];
    make(['a', 'b'])([[1, 2], []], env, NONE, none, 'm');
    expect(none).toEqual([]);
  });

  it('writes every candidate into the record before its precondition reads it, and keeps only the accepted', () => {
    const { c, e, seen } = checksOn((a) => (a.a as number) + (a.b as number) === 4);
    const out: Action[] = [];
    make(['a', 'b'])([[1, 2, 3], [1, 2, 3]], e, c, out, 'm');
    expect(seen).toEqual([
      [1, 1], [1, 2], [1, 3],
      [2, 1], [2, 2], [2, 3],
      [3, 1], [3, 2], [3, 3],
    ]);
    expect(out.map((x) => x.args)).toEqual([[1, 3], [2, 2], [3, 1]]);
  });

  it('stops at the first accepted tuple when no list is given', () => {
    const { c, e, seen } = checksOn((a) => a.a === 2);
    expect(make(['a', 'b'])([[1, 2, 3], ['x', 'y']], e, c, null, 'm')).toBe(true);
    expect(seen).toEqual([[1, 'x'], [1, 'y'], [2, 'x']]);
    const never = checksOn(() => false);
    expect(make(['a'])([[1, 2]], never.e, never.c, null, 'm')).toBe(false);
  });

  it('asks the guard with its context, and treats false or a reason as a refusal', () => {
    const args: Record<string, unknown> = {};
    const hooked = { args } as unknown as HookContext;
    const c: WalkChecks = {
      args,
      pre: undefined,
      guard: (h) => (h.args.n === 1 ? false : h.args.n === 2 ? 'no' : true),
      hooked,
    };
    const out: Action[] = [];
    make(['n'])([[0, 1, 2, 3]], env, c, out, 'g');
    expect(out.map((x) => x.args)).toEqual([[0], [3]]);
  });

  it(`considers at most ${MAX_ENUMERATED} candidates`, () => {
    const big = Array.from({ length: MAX_ENUMERATED }, (_, i) => i);
    const out: Action[] = [];
    make(['a', 'b'])([big, [0, 1]], env, NONE, out, 'm');
    expect(out.length).toBe(MAX_ENUMERATED);
    expect(out[out.length - 1]!.args).toEqual([MAX_ENUMERATED / 2 - 1, 1]);
  });

  it('takes argument names that are not identifiers as data', () => {
    const { c, e } = checksOn((a) => a['__proto__'] === 1 && a['a"b'] === 2);
    const out: Action[] = [];
    make(['__proto__', 'a"b'])([[0, 1], [2]], e, c, out, 'm');
    expect(out.map((x) => x.args)).toEqual([[1, 2]]);
    expect(Object.keys(c.args!)).toEqual(['__proto__', 'a"b']);
  });
});

describe('walkFor', () => {
  it('generates the loop nest where code generation is on', () => {
    expect(walkFor(['a']).name).toBe(CODEGEN ? 'walk' : '');
  });
});
