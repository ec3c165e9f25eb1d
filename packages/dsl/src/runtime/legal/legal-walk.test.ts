/**
 * The candidate walk (legal-walk.ts): the loop nest generated per move and the generic loop find the same tuples in
 * the same order, read each candidate from the arguments record, stop at the first when asked, and stop at
 * MAX_ENUMERATED candidates.
 */
import { describe, expect, it } from 'vitest';
import type { Env } from '../../expr/env';
import type { HookContext } from '../../hooks/api';
import { MAX_ENUMERATED, newArgs } from './args';
import { generatedSplitWalk, generatedWalk, genericWalk, walkFor, type Walk, type WalkChecks } from './legal-walk';
import type { PrePart } from './pre-split';
import type { Action } from './action';
import { CODEGEN } from '../../expr/compile/codegen';

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

/**
 * The split walk (generatedSplitWalk): the precondition checked by its parts at their loop levels must accept the
 * same tuples in the same order as the whole precondition per candidate, stop at the same first tuple, cut at the
 * same MAX_ENUMERATED candidates, and call a part of the outer arguments once per outer value.
 */
describe('the split walk', () => {
  type Leaf = { level: number; test: (a: Record<string, number>) => boolean };
  const leaf = (at: number, level: number): PrePart => ({ kind: 'leaf', at, level });
  const and = (left: PrePart, right: PrePart): PrePart => ({ kind: 'and', left, right });
  const or = (left: PrePart, right: PrePart): PrePart => ({ kind: 'or', left, right });
  const not = (part: PrePart): PrePart => ({ kind: 'not', part });

  /** The whole precondition over the leaves, as the unsplit walk calls it. */
  function whole(t: PrePart, leaves: readonly Leaf[], a: Record<string, number>): boolean {
    if (t.kind === 'leaf') return leaves[t.at]!.test(a);
    if (t.kind === 'not') return !whole(t.part, leaves, a);
    if (t.kind === 'and') return whole(t.left, leaves, a) && whole(t.right, leaves, a);
    return whole(t.left, leaves, a) || whole(t.right, leaves, a);
  }

  /** Both walks over the same domains: the split one's tuples, first tuple found and leaf calls, and the whole one's. */
  function both(names: string[], t: PrePart, leaves: Leaf[], domains: number[][], guard?: (a: Record<string, unknown>) => boolean) {
    const calls = leaves.map(() => 0);
    const checks = (split: boolean) => {
      const args = newArgs();
      const e = { args } as unknown as Env;
      const c: WalkChecks = {
        args,
        pre: split ? undefined : (en) => whole(t, leaves, en.args as Record<string, number>),
        guard: guard ? (h) => guard(h.args) : undefined,
        hooked: guard ? ({ args } as unknown as HookContext) : undefined,
      };
      return { c, e };
    };
    const fns = leaves.map((l, i) => ({
      level: l.level,
      fn: (en: Env) => {
        calls[i]!++;
        return l.test(en.args as Record<string, number>);
      },
    }));
    const walk = generatedSplitWalk(names, { tree: t, leaves: fns });
    const a = checks(true);
    const out: Action[] = [];
    walk(domains, a.e, a.c, out, 'm');
    const b = checks(false);
    const expected: Action[] = [];
    generatedWalk(names)(domains, b.e, b.c, expected, 'm');
    const first = checks(true);
    const firstWhole = checks(false);
    return {
      out,
      expected,
      any: walk(domains, first.e, first.c, null, 'm'),
      anyWhole: generatedWalk(names)(domains, firstWhole.e, firstWhole.c, null, 'm'),
      calls,
    };
  }

  const names = ['a', 'b', 'c'];
  const small = [[0, 1, 2, 3], [0, 1, 2], [0, 1, 2, 3, 4]];
  const cases: [string, PrePart, Leaf[]][] = [
    ['or(outer, inner)', or(leaf(0, 0), leaf(1, 2)), [{ level: 0, test: (x) => x.a! % 2 === 0 }, { level: 2, test: (x) => x.a! + x.c! === x.b! + 2 }]],
    ['an and chain over three levels', and(leaf(0, 0), and(leaf(1, 1), leaf(2, 2))), [{ level: 0, test: (x) => x.a !== 1 }, { level: 1, test: (x) => x.b! <= x.a! }, { level: 2, test: (x) => (x.a! + x.b! + x.c!) % 3 === 0 }]],
    ['none and nested not', and(leaf(0, -1), or(leaf(1, 1), not(leaf(2, 0)))), [{ level: -1, test: () => true }, { level: 1, test: (x) => x.b === 2 }, { level: 0, test: (x) => x.a! < 2 }]],
    ['a part of no argument that fails', and(leaf(0, -1), leaf(1, 2)), [{ level: -1, test: () => false }, { level: 2, test: () => true }]],
    ['a part of no argument that holds', or(leaf(0, -1), leaf(1, 2)), [{ level: -1, test: () => true }, { level: 2, test: () => false }]],
    ['not of an or', not(or(leaf(0, 0), leaf(1, 1))), [{ level: 0, test: (x) => x.a === 3 }, { level: 1, test: (x) => x.b === x.a }]],
    ['an inner part first', or(leaf(0, 2), and(leaf(1, 1), leaf(2, 0))), [{ level: 2, test: (x) => x.c === 4 }, { level: 1, test: (x) => x.b !== 0 }, { level: 0, test: (x) => x.a! > 0 }]],
  ];

  it.each(cases)('%s: the same tuples in the same order as the whole precondition', (_name, t, leaves) => {
    const r = both(names, t, leaves, small);
    expect(r.out).toEqual(r.expected);
    expect(r.any).toBe(r.anyWhole);
    expect(r.any).toBe(r.expected.length > 0);
  });

  it('calls a part of the outer argument once per outer value, and one of no argument once per walk', () => {
    const t = and(leaf(0, -1), or(leaf(1, 0), leaf(2, 1)));
    const r = both(['a', 'b'], t, [{ level: -1, test: () => true }, { level: 0, test: (x) => x.a === 1 }, { level: 1, test: (x) => x.b === x.a }], [[0, 1, 2], [0, 1, 2, 3]]);
    expect(r.out.map((x) => x.args)).toEqual([[0, 0], [1, 0], [1, 1], [1, 2], [1, 3], [2, 2]]);
    expect(r.out).toEqual(r.expected);
    // 2 listings' worth (the full one, then the one stopping at [0, 0]): once, 3 then 1 times, and per candidate
    // only where `a` is not 1 (8 candidates, then 1).
    expect(r.calls).toEqual([2, 4, 9]);
  });

  it('asks the guard only for candidates the precondition accepts, even those accepted wholesale', () => {
    const seen: unknown[][] = [];
    const guard = (a: Record<string, unknown>) => {
      seen.push([a.a, a.b]);
      return a.b !== 1;
    };
    const r = both(['a', 'b'], or(leaf(0, 0), leaf(1, 1)), [{ level: 0, test: (x) => x.a === 0 }, { level: 1, test: (x) => x.b === 2 }], [[0, 1], [0, 1, 2]], guard);
    expect(r.out.map((x) => x.args)).toEqual([[0, 0], [0, 2], [1, 2]]);
    expect(r.out).toEqual(r.expected);
  });

  it(`counts skipped candidates toward the ${MAX_ENUMERATED} considered`, () => {
    const big = Array.from({ length: MAX_ENUMERATED / 2 + 3 }, (_, i) => i);
    for (const skip of [(a: number) => a % 3 === 1, (a: number) => a < MAX_ENUMERATED / 2 - 1, () => false]) {
      const r = both(['a', 'b'], and(leaf(0, 0), leaf(1, 1)), [{ level: 0, test: (x) => !skip(x.a!) }, { level: 1, test: (x) => x.b !== 0 }], [big, [0, 1]]);
      expect(r.out).toEqual(r.expected);
      expect(r.any).toBe(r.anyWhole);
    }
    // Accepted wholesale near the cut: still one candidate at a time.
    const r = both(['a', 'b'], or(leaf(0, 0), leaf(1, 1)), [{ level: 0, test: (x) => x.a! > 10 }, { level: 1, test: () => false }], [big, [0, 1]]);
    expect(r.out).toEqual(r.expected);
    expect(r.out[r.out.length - 1]!.args).toEqual([MAX_ENUMERATED / 2 - 1, 1]);
  });

  it('lists nothing when a domain is empty', () => {
    const r = both(names, or(leaf(0, -1), leaf(1, 2)), [{ level: -1, test: () => true }, { level: 2, test: () => true }], [[0], [], [1]]);
    expect(r.out).toEqual([]);
    expect(r.any).toBe(false);
  });

  it('is what walkFor makes for a split where code generation is on', () => {
    const w = walkFor(['a', 'b'], { tree: or(leaf(0, 0), leaf(1, 1)), leaves: [{ level: 0, fn: () => true }, { level: 1, fn: () => true }] });
    expect(w.name).toBe(CODEGEN ? 'walk' : '');
  });
});
