/**
 * Listing the legal values of a `cards` argument of variable size (`min:`/`max:`) without trying every subset: a
 * hand of 13 has 8,000 of them, and bots, the simulator and the page list legal actions after every move.
 *
 * Subsets are grown one card at a time (depth first, cards in a fixed order), and a partial choice is abandoned as
 * soon as the move's precondition can no longer hold for any choice that extends it. That is read from the
 * precondition's shape: `same`, `distinct` and `sorted` over the argument fail for a growing choice once they fail
 * for a part of it, and so does `consecutive` when the cards are tried in the order of its key; `and` needs both
 * sides alive, `or` either. Anything else (`count(cards) >= 3`, `not`, a hook guard) is not used to cut, only
 * checked on the finished choice by the caller. A set of 4 cards of a rank in a hand of 11 is then found after a
 * few dozen steps instead of 2,000 subsets; the walk still stops after MAX_SUBSET_STEPS steps in any case.
 */
import { binder } from '../expr/bind';
import type { Env } from '../expr/env';
import { parseExpression, type Node } from '../expr/parse';
import { withLocal, type Scope } from '../expr/scope';
import { spansOf } from '../expr/spans';
import { T } from '../expr/types';
import type { Expr, MoveDef } from '../ir/types';
import type { Fn, Program } from './program';

/** The most subsets one argument lists (the listing is cut there, in the walk's order). */
export const MAX_SUBSETS = 2000;
/** The most partial choices one walk looks at, listed or not. */
const MAX_SUBSET_STEPS = 40_000;

/** Whether a partial choice may still grow into one the precondition accepts (true: unknown, keep going). */
type Alive = (env: Env) => boolean;

export interface SubsetPlan {
  /** Checks a partial choice, with the argument bound to it in `env.args`; undefined: nothing to cut by. */
  alive?: Alive;
  /** The key to try cards in (ascending), when a `consecutive` check cuts by it. */
  orderKey?: (env: Env, card: number) => unknown;
}

const HEREDITARY = new Set(['same', 'distinct', 'sorted']);
const AND = new Set(['and', '&&']);
const OR = new Set(['or', '||']);

/** Reads the precondition `source` for what can cut the walk over argument `arg`. */
function planSubsets(p: Program, source: Expr | undefined, arg: string, scope: Scope, otherArgs: readonly string[] = []): SubsetPlan {
  if (typeof source !== 'string') return {};
  // A check that also reads another argument cannot be tried yet: the arguments are listed one at a time.
  const others = new Set(otherArgs);
  const readsOthers = (t: string) => (t.match(/[A-Za-z_$][\w$]*/g) ?? []).some((w) => others.has(w));
  const parsed = parseExpression(source);
  if (!parsed.ok) return {};
  const spans = spansOf(source, parsed.node);
  const text = (n: Node): string | undefined => {
    const s = spans.of(n);
    return s ? source.slice(s.start, s.end) : undefined;
  };
  // The first `consecutive` over the argument decides the order cards are tried in; its key, compiled once.
  let orderKeyText: string | undefined;
  let orderBinder = 'card';
  const listArg = (n: Node): { list: Node; as?: string } => {
    if (n.type === 'BinaryExpression' && n.operator === 'as' && (n.right as Node).type === 'Identifier') return { list: n.left as Node, as: String((n.right as Node).name) };
    return { list: n };
  };
  const build = (n: Node): Alive | undefined => {
    if (n.type === 'BinaryExpression' && (AND.has(String(n.operator)) || OR.has(String(n.operator)))) {
      const l = build(n.left as Node);
      const r = build(n.right as Node);
      if (AND.has(String(n.operator))) return l && r ? (env) => l(env) && r(env) : (l ?? r);
      // Either side may hold: without a test for one side, nothing can be cut.
      return l && r ? (env) => l(env) || r(env) : undefined;
    }
    if (n.type !== 'CallExpression' || (n.callee as Node).type !== 'Identifier') return undefined;
    const name = String((n.callee as Node).name);
    const args = n.arguments as Node[];
    if (args.length !== 2) return undefined;
    const { list, as } = listArg(args[0]!);
    if (list.type !== 'Identifier' || list.name !== arg) return undefined;
    const whole = text(n);
    if (whole === undefined || readsOthers(whole)) return undefined;
    if (name === 'consecutive') {
      const key = text(args[1]!);
      if (key === undefined) return undefined;
      if (orderKeyText === undefined) {
        orderKeyText = key;
        orderBinder = as ?? 'card';
      } else if (orderKeyText !== key || orderBinder !== (as ?? 'card')) {
        return undefined; // a run by another key cannot be cut in this order
      }
    } else if (!HEREDITARY.has(name)) {
      return undefined;
    }
    const fn = p.expr(whole, scope, T.boolean);
    return (env) => Boolean(fn(env));
  };
  const alive = build(parsed.node);
  const plan: SubsetPlan = alive ? { alive } : {};
  if (alive && orderKeyText !== undefined) {
    const key: Fn = p.expr(orderKeyText, withLocal(scope, orderBinder, T.card), [T.number, T.string, T.boolean]);
    const bind = binder(orderBinder);
    plan.orderKey = (env, card) => key(bind(env, card));
  }
  return plan;
}

const plans = new WeakMap<Program, Map<string, SubsetPlan>>();

/** `planSubsets` for a move's argument, read once per program. */
export function subsetPlan(p: Program, m: MoveDef, arg: string): SubsetPlan {
  let byMove = plans.get(p);
  if (!byMove) plans.set(p, (byMove = new Map()));
  const key = `${m.name}\u0000${arg}`;
  let plan = byMove.get(key);
  if (!plan) {
    plan = planSubsets(p, m.if, arg, p.scopes.move[m.name]!, m.args.map((a) => a.name).filter((n) => n !== arg));
    byMove.set(key, plan);
  }
  return plan;
}

function compareKeys(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  return String(a) < String(b) ? -1 : 1;
}

/**
 * Every choice of `min`..`max` cards from `candidates` the plan does not rule out, at most MAX_SUBSETS, in a fixed
 * order (depth first; cards by the plan's key, then by their order in `candidates`). `env` is the move's
 * environment; `args` its argument record, where `arg` is set to each partial choice while it is checked.
 */
export function subsetsOf(
  candidates: readonly number[],
  min: number,
  max: number,
  plan: SubsetPlan,
  env: Env,
  arg: string,
): number[][] {
  const out: number[][] = [];
  const hi = Math.min(max, candidates.length);
  const lo = Math.max(min, 1);
  if (lo > hi) return out;
  let cards = [...candidates];
  if (plan.orderKey) {
    const keyed = cards.map((c, i) => ({ c, i, k: plan.orderKey!(env, c) }));
    keyed.sort((a, b) => compareKeys(a.k, b.k) || a.i - b.i);
    cards = keyed.map((e) => e.c);
  }
  const args: Record<string, unknown> = { ...(env.args ?? {}) };
  const probe: Env = { ...env, args };
  const pick: number[] = [];
  let steps = 0;
  const go = (start: number): void => {
    for (let i = start; i < cards.length; i++) {
      if (out.length >= MAX_SUBSETS || steps >= MAX_SUBSET_STEPS) return;
      // Not enough cards left to reach the smallest size.
      if (pick.length + (cards.length - i) < lo) return;
      steps++;
      pick.push(cards[i]!);
      args[arg] = pick;
      if (!plan.alive || plan.alive(probe)) {
        if (pick.length >= lo) out.push([...pick]);
        if (pick.length < hi) go(i + 1);
      }
      pick.pop();
    }
  };
  go(0);
  return out;
}
