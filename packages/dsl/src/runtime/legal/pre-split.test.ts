/**
 * A precondition split by loop level (pre-split.ts): which part lands at which level for `and`, `or`, `not`,
 * nesting, parts that read no argument and parts that read all of them; and the conditions generated from the
 * split, evaluated over every value of the known leaves.
 */
import { describe, expect, it } from 'vitest';
import { innermost, mustFail, mustHold, splitPrecondition, type PrePart } from './pre-split';

/** The split as text: each leaf as `<level>:<its subtree's kind>` in a nested form, for comparison. */
function shape(source: string, args: string[]): unknown {
  const split = splitPrecondition(source, args);
  if (!split) return undefined;
  const show = (t: PrePart): unknown => {
    if (t.kind === 'leaf') return t.level;
    if (t.kind === 'not') return ['not', show(t.part)];
    return [t.kind, show(t.left), show(t.right)];
  };
  return show(split.tree);
}

describe('splitPrecondition', () => {
  it("puts Build Up's card test in the outer loop and the pile test in the inner one", () => {
    expect(shape("c.type == 'wild' or c.value == count(building[p]) + 1", ['c', 'p'])).toEqual(['or', 0, 1]);
  });

  it('splits an and chain by level, a part of no argument at level -1', () => {
    expect(shape('a > 1 and b > 2 and vars.x > 0', ['a', 'b'])).toEqual(['and', ['and', 0, 1], -1]);
    expect(shape('b > 2 && a > 1', ['a', 'b'])).toEqual(['and', 1, 0]);
  });

  it('splits nested combinations and not', () => {
    expect(shape('a > 1 and (c > 2 or b < 0)', ['a', 'b', 'c'])).toEqual(['and', 0, ['or', 2, 1]]);
    expect(shape('not (a == 1 or b == 2)', ['a', 'b'])).toEqual(['not', ['or', 0, 1]]);
    expect(shape('!(a == 1) and b == 2', ['a', 'b'])).toEqual(['and', 0, 1]);
  });

  it('keeps a subtree whose parts all read up to the same argument as one leaf', () => {
    expect(shape('(a == 1 and a < 3) or b == 2', ['a', 'b'])).toEqual(['or', 0, 1]);
    expect(shape('a == 1 or (b == 2 and a + b > 3)', ['a', 'b'])).toEqual(['or', 0, 1]);
    const split = splitPrecondition('(a == 1 and a < 3) or b == 2', ['a', 'b'])!;
    expect(split.leaves[0]!.node.type).toBe('BinaryExpression');
    expect(split.leaves[0]!.node.operator).toBe('and');
  });

  it('does not split what only the innermost loop can check', () => {
    expect(shape('a + b == 3', ['a', 'b'])).toBeUndefined();
    expect(shape('a == b and count(hand[a]) > b', ['a', 'b'])).toBeUndefined();
    // The order of the arguments decides the levels: here `b` is the outer loop.
    expect(shape('a == 1 and b == 2', ['b', 'a'])).toEqual(['and', 1, 0]);
    expect(shape('a == b or b == 2', ['a', 'b'])).toBeUndefined();
    expect(shape('count(hand[self]) == 1', [])).toBeUndefined();
  });

  it('splits a one-argument move by its parts of no argument', () => {
    expect(shape('vars.x > 0 and a > 1', ['a'])).toEqual(['and', -1, 0]);
    // One leaf of no argument at all (a move plan checks such a precondition once per listing, unsplit).
    expect(shape('vars.x > 0', ['a'])).toEqual(-1);
  });

  it('reads names from the parsed tree: not a word in a string or a member name', () => {
    expect(shape("c.type == 'p' or c.p == count(building[p])", ['c', 'p'])).toEqual(['or', 0, 1]);
  });

  it('gives up on text that does not parse or is not text', () => {
    expect(splitPrecondition('a ==', ['a'])).toBeUndefined();
    expect(splitPrecondition(true, ['a'])).toBeUndefined();
  });
});

describe('the conditions made from a split', () => {
  const tree = (source: string, args: string[]) => splitPrecondition(source, args)!.tree;
  /** Evaluates generated text with the leaves' values `x` (every leaf known). */
  const run = (code: string, x: boolean[]) => new Function(...x.map((_, i) => `x${i}`), `return ${code};`)(...x) as boolean;
  const leafValues = (n: number) => Array.from({ length: 1 << n }, (_, bits) => Array.from({ length: n }, (_, i) => (bits & (1 << i)) !== 0));

  it('decides at a level only when no inner leaf could change the outcome', () => {
    // (leaf0 lvl0 and (leaf1 lvl2 or leaf2 lvl1))
    const t = tree('a > 1 and (c > 2 or b < 0)', ['a', 'b', 'c']);
    expect(mustFail(t, -1)).toBe('false');
    expect(mustHold(t, -1)).toBe('false');
    expect(mustFail(t, 0)).toBe('(!x0)');
    expect(mustHold(t, 0)).toBe('false');
    expect(mustHold(t, 1)).toBe('(x0 && x2)');
    expect(mustFail(t, 1)).toBe('(!x0)');
    for (const x of leafValues(3)) {
      const whole = x[0]! && (x[1]! || x[2]!);
      // What each level claims must agree with the whole for every value of the leaves it does not know.
      if (run(mustHold(t, 1), x)) expect(whole).toBe(true);
      if (run(mustFail(t, 1), x)) expect(whole).toBe(false);
      const inner = new Function('x0', 'x1', 'x2', 'L1', 'e', `return ${innermost(t, 2)};`);
      expect(inner(x[0], x[1], x[2], () => x[1], undefined)).toBe(whole);
    }
  });

  it('decides a not of an or once its known part holds', () => {
    const t = tree('not (a == 1 or b == 2)', ['a', 'b']);
    expect(mustFail(t, 0)).toBe('x0');
    expect(mustHold(t, 0)).toBe('false');
    expect(innermost(t, 1)).toBe('(!(x0 || !!L1(e)))');
  });
});
