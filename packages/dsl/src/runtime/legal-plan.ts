/**
 * Legal-action listing, planned once per move: the precondition compiled once, and checked once per listing when
 * it does not read the move's arguments (Bag's "holding one card" is true or false for all 21 numbers at once). The
 * candidates are walked in `enumerateArgValues`' order with one environment and one argument record, reused for
 * every candidate instead of a copy each; only accepted tuples are allocated. Bots, the simulator and the "has any
 * legal action" checks after every move all go through here.
 */
import type { Env } from '../expr/env';
import { T } from '../expr/types';
import type { MoveDef } from '../ir/types';
import { argDomains, MAX_ENUMERATED } from './args';
import { hookContext, type Exec } from './exec';
import type { Fn, Program } from './program';

export interface MovePlan {
  m: MoveDef;
  names: string[];
  /** The precondition, when it reads the move's arguments (checked per candidate). */
  perCandidate?: Fn;
  /** The precondition, when it does not (checked once per listing). */
  once?: Fn;
}

const IDENT = /[A-Za-z_$][\w$]*/g;

/** Whether an expression may read one of the arguments: any token spelled like one counts (never wrong, at worst cautious). */
function mayReadArgs(source: unknown, names: readonly string[]): boolean {
  if (typeof source !== 'string') return false;
  const wanted = new Set(names);
  for (const tok of source.match(IDENT) ?? []) if (wanted.has(tok)) return true;
  return false;
}

const plans = new WeakMap<Program, Map<string, MovePlan>>();

export function movePlan(p: Program, m: MoveDef): MovePlan {
  let byMove = plans.get(p);
  if (!byMove) plans.set(p, (byMove = new Map()));
  let plan = byMove.get(m.name);
  if (plan) return plan;
  const names = m.args.map((a) => a.name);
  plan = { m, names };
  if (m.if !== undefined) {
    const fn = p.expr(m.if, p.scopes.move[m.name]!, T.boolean);
    if (mayReadArgs(m.if, names)) plan.perCandidate = fn;
    else plan.once = fn;
  }
  byMove.set(m.name, plan);
  return plan;
}

/**
 * Calls `visit` with every legal argument tuple of a move for `self` (env.self set), in enumeration order, until
 * it returns true. The tuple passed is reused: copy it to keep it. Returns whether `visit` stopped the walk.
 */
export function walkLegal(x: Exec, self: Env, plan: MovePlan, visit: (tuple: readonly unknown[]) => boolean): boolean {
  const m = plan.m;
  if (plan.once && !plan.once(self)) return false;
  const domains = argDomains(x, m.args, self, x.p.scopes.move[m.name]!, m);
  const n = domains.length;
  for (const d of domains) if (d.length === 0) return false;
  const guard = m.guard ? x.p.hooks.guards?.[m.guard] : undefined;
  const args: Record<string, unknown> = {};
  const env: Env = plan.perCandidate || guard ? { ...self, args } : self;
  const tuple = new Array<unknown>(n);
  const idx = new Array<number>(n).fill(0);
  for (let k = 0; k < n; k++) {
    tuple[k] = domains[k]![0];
    args[plan.names[k]!] = tuple[k];
  }
  // The product of the domains, first argument slowest, cut at the same count `enumerateArgValues` stops at.
  for (let count = 0; count < MAX_ENUMERATED; count++) {
    if ((!plan.perCandidate || plan.perCandidate(env)) && (!guard || acceptedBy(guard(hookContext(x, env))))) {
      if (visit(tuple)) return true;
    }
    let k = n - 1;
    for (; k >= 0; k--) {
      const i = ++idx[k]!;
      if (i < domains[k]!.length) {
        tuple[k] = domains[k]![i];
        args[plan.names[k]!] = tuple[k];
        break;
      }
      idx[k] = 0;
      tuple[k] = domains[k]![0];
      args[plan.names[k]!] = tuple[k];
    }
    if (k < 0) break;
  }
  return false;
}

/** A guard accepts with `true` or `undefined` (anything but false or a reason). */
function acceptedBy(verdict: unknown): boolean {
  return verdict !== false && typeof verdict !== 'string';
}
