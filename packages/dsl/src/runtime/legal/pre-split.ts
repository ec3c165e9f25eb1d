/**
 * A move's precondition split by the loop level it depends on. The candidate walk (runtime/legal/legal-walk.ts) runs one
 * loop per argument, the first argument outermost; a part of the precondition that reads only the arguments
 * 0..k has the same value for every candidate of loop k's current value, so it is checked once there: in an `and`,
 * a part false there rejects every inner candidate at once; in an `or`, a part true there accepts them all (the
 * guard still asks per candidate). Build Up's `c.type == 'wild' or c.value == count(building[p]) + 1` checks
 * `c.type == 'wild'` once per card instead of once per card and pile.
 *
 * The split is of the parsed tree's `and`, `or` and `not`: every other node (a comparison, a call, `?:`) is a leaf,
 * and a subtree whose leaves all read up to the same argument stays one leaf (it is compiled whole, so its own
 * short-circuits stay). A leaf's level is the last argument it names (expr/names.ts; -1: none, checked once per
 * walk). Expressions have no side effects and never throw, so checking a part sooner than the whole expression
 * would (or where its short-circuit would have skipped it) decides the same.
 */
import { namesIn } from '../../expr/names';
import { parseExpression, type Node } from '../../expr/parse';

/** One part of a split precondition: a leaf (its index among the leaves) or `and` / `or` / `not` of parts. */
export type PrePart =
  | { kind: 'leaf'; at: number; level: number }
  | { kind: 'and' | 'or'; left: PrePart; right: PrePart }
  | { kind: 'not'; part: PrePart };

interface PreLeaf {
  /** The leaf's subtree of `root`. */
  node: Node;
  /** The last argument (by index) it names; -1 when it names none. */
  level: number;
}

export interface PreSplit {
  /** The parsed precondition (the leaves are its subtrees: compile them with expr/compile/compile.ts `compileNode`). */
  root: Node;
  tree: PrePart;
  leaves: PreLeaf[];
}

const AND = new Set(['and', '&&']);
const OR = new Set(['or', '||']);
const NOT = new Set(['not', '!']);

/** The last of `args` that `node` names (-1: none). */
function levelOf(node: Node, args: readonly string[]): number {
  const names = namesIn(node);
  for (let k = args.length - 1; k >= 0; k--) if (names.has(args[k]!)) return k;
  return -1;
}

/** Every leaf level in a part, lowest and highest. */
interface Draft {
  node: Node;
  lo: number;
  hi: number;
  kind: 'leaf' | 'and' | 'or' | 'not';
  parts: Draft[];
}

function draft(node: Node, args: readonly string[]): Draft {
  if (node.type === 'BinaryExpression' && (AND.has(String(node.operator)) || OR.has(String(node.operator)))) {
    const l = draft(node.left as Node, args);
    const r = draft(node.right as Node, args);
    const kind = AND.has(String(node.operator)) ? 'and' : 'or';
    return { node, lo: Math.min(l.lo, r.lo), hi: Math.max(l.hi, r.hi), kind, parts: [l, r] };
  }
  if (node.type === 'UnaryExpression' && NOT.has(String(node.operator))) {
    const p = draft(node.argument as Node, args);
    return { node, lo: p.lo, hi: p.hi, kind: 'not', parts: [p] };
  }
  const level = levelOf(node, args);
  return { node, lo: level, hi: level, kind: 'leaf', parts: [] };
}

/** The part for a draft: a subtree of one level is one leaf. */
function part(d: Draft, leaves: PreLeaf[]): PrePart {
  if (d.kind === 'leaf' || d.lo === d.hi) {
    leaves.push({ node: d.node, level: d.hi });
    return { kind: 'leaf', at: leaves.length - 1, level: d.hi };
  }
  if (d.kind === 'not') return { kind: 'not', part: part(d.parts[0]!, leaves) };
  return { kind: d.kind, left: part(d.parts[0]!, leaves), right: part(d.parts[1]!, leaves) };
}

/**
 * The precondition `source` of a move whose arguments are `args` (in loop order), split by level; undefined when it
 * does not parse, or when no part could be checked outside the innermost loop (nothing to gain).
 */
export function splitPrecondition(source: unknown, args: readonly string[]): PreSplit | undefined {
  if (typeof source !== 'string' || args.length === 0) return undefined;
  const parsed = parseExpression(source);
  if (!parsed.ok) return undefined;
  const leaves: PreLeaf[] = [];
  const tree = part(draft(parsed.node, args), leaves);
  if (leaves.every((l) => l.level === args.length - 1)) return undefined;
  return { root: parsed.node, tree, leaves };
}

/** Constant folding of the generated conditions: `true` / `false` stay words the caller can test for. */
function and(a: string, b: string): string {
  if (a === 'false' || b === 'false') return 'false';
  if (a === 'true') return b;
  if (b === 'true') return a;
  return `(${a} && ${b})`;
}

function or(a: string, b: string): string {
  if (a === 'true' || b === 'true') return 'true';
  if (a === 'false') return b;
  if (b === 'false') return a;
  return `(${a} || ${b})`;
}

/**
 * JavaScript that is true when `t` holds whatever the leaves above `level` turn out to be (`mustHold`), or fails
 * whatever they turn out to be (`mustFail`), reading leaf i's value as `x<i>` (set for every leaf up to `level`).
 * `false` when no value of the known leaves decides it.
 */
export function mustHold(t: PrePart, level: number): string {
  switch (t.kind) {
    case 'leaf':
      return t.level <= level ? `x${t.at}` : 'false';
    case 'and':
      return and(mustHold(t.left, level), mustHold(t.right, level));
    case 'or':
      return or(mustHold(t.left, level), mustHold(t.right, level));
    case 'not':
      return mustFail(t.part, level);
  }
}

export function mustFail(t: PrePart, level: number): string {
  switch (t.kind) {
    case 'leaf':
      return t.level <= level ? `(!x${t.at})` : 'false';
    case 'and':
      return or(mustFail(t.left, level), mustFail(t.right, level));
    case 'or':
      return and(mustFail(t.left, level), mustFail(t.right, level));
    case 'not':
      return mustHold(t.part, level);
  }
}

/**
 * The whole condition in the innermost loop: leaves of outer levels read as `x<i>`, those of the innermost level
 * (`level`) as `leaf(i)` (by default called as `!!L<i>(e)`), in the expression's own order and with its
 * short-circuits.
 */
export function innermost(t: PrePart, level: number, leaf: (at: number) => string = (at) => `!!L${at}(e)`): string {
  switch (t.kind) {
    case 'leaf':
      return t.level < level ? `x${t.at}` : leaf(t.at);
    case 'and':
      return `(${innermost(t.left, level, leaf)} && ${innermost(t.right, level, leaf)})`;
    case 'or':
      return `(${innermost(t.left, level, leaf)} || ${innermost(t.right, level, leaf)})`;
    case 'not':
      return `(!${innermost(t.part, level, leaf)})`;
  }
}
