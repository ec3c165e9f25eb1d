/**
 * Legal-action listing, planned once per move: the precondition compiled once, and checked once per listing when
 * it does not read the move's arguments (Bag's "holding one card" is true or false for all 21 numbers at once). The
 * candidates are walked in `enumerateArgValues`' order with one environment and one argument record, reused for
 * every candidate instead of a copy each; only accepted tuples are allocated. Bots, the simulator and the "has any
 * legal action" checks after every move all go through here.
 */
import type { Env } from '../expr/env';
import { T } from '../expr/types';
import type { ArgDef, MoveDef } from '../ir/types';
import { argDomains, MAX_ENUMERATED, newArgs } from './args';
import { hookContext, type Exec } from './exec';
import type { Fn, Program } from './program';
import type { Action } from './rules';
import { tupleWriter } from '../expr/codegen';

export interface MovePlan {
  m: MoveDef;
  names: string[];
  /** Writes a candidate tuple into the arguments record (expr/codegen.ts). */
  write: (record: Record<string, unknown>, tuple: readonly unknown[]) => void;
  /** The precondition, when it reads the move's arguments (checked per candidate). */
  perCandidate?: Fn;
  /** The precondition, when it does not (checked once per listing). */
  once?: Fn;
  /**
   * The last listing's actions, when every candidate was accepted without a check and every domain was a shared
   * read-only list (Bag's "name a number 0..21"): the same domains list the same actions again.
   */
  last?: { domains: readonly (readonly unknown[])[]; actions: readonly Action[] };
  /**
   * Every argument's values are written in the YAML (number bounds given as numbers, booleans, choices) and nothing
   * checks a candidate but a precondition read once: the actions are the same at every listing, made once (`fixed`).
   */
  fixable: boolean;
  fixed?: readonly Action[];
}

/** Whether an argument's values are the same at every listing, whatever the table. */
function fixedDomain(a: ArgDef): boolean {
  return (a.type === 'number' && typeof a.min === 'number' && typeof a.max === 'number') || a.type === 'boolean' || a.type === 'choice';
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
  plan = { m, names, write: tupleWriter(names), fixable: !m.guard && m.args.every(fixedDomain) };
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
  return walkDomains(x, self, plan, argDomains(x, m.args, self, x.p.scopes.move[m.name]!, m), visit);
}

/**
 * Appends every legal action of a move for `self` to `out`, as `walkLegal` finds them. When nothing but the domains
 * decides them and the domains are the same shared lists as last time, the last listing's actions — frozen, since
 * every listing shares them — are handed out again instead of being built anew (no allocation per candidate).
 */
export function listLegal(x: Exec, self: Env, plan: MovePlan, out: Action[]): void {
  const m = plan.m;
  if (plan.once && !plan.once(self)) return;
  if (plan.fixable && !plan.perCandidate) {
    out.push(...(plan.fixed ??= fixedActions(x, self, plan)));
    return;
  }
  const domains = argDomains(x, m.args, self, x.p.scopes.move[m.name]!, m);
  const name = m.name;
  const reusable = !plan.perCandidate && !m.guard && domains.every((d) => Object.isFrozen(d));
  if (reusable && plan.last && sameLists(plan.last.domains, domains)) {
    out.push(...plan.last.actions);
    return;
  }
  if (!reusable) {
    // Listed afresh every time and handed out once: nobody else holds them, so they need no freezing (freezing
    // every candidate was a fifth of Build Up's listing).
    walkDomains(x, self, plan, domains, (tuple) => {
      out.push({ move: name, args: tuple.slice() });
      return false;
    });
    return;
  }
  const actions: Action[] = [];
  walkDomains(x, self, plan, domains, (tuple) => {
    actions.push(Object.freeze({ move: name, args: Object.freeze(tuple.slice()) as unknown[] }));
    return false;
  });
  plan.last = { domains, actions };
  out.push(...actions);
}

/** A fixable move's actions, listed once and frozen (every listing hands out the same objects). */
function fixedActions(x: Exec, self: Env, plan: MovePlan): readonly Action[] {
  const m = plan.m;
  const actions: Action[] = [];
  walkDomains(x, self, plan, argDomains(x, m.args, self, x.p.scopes.move[m.name]!, m), (tuple) => {
    actions.push(Object.freeze({ move: m.name, args: Object.freeze(tuple.slice()) as unknown[] }));
    return false;
  });
  return Object.freeze(actions);
}

function sameLists(a: readonly (readonly unknown[])[], b: readonly (readonly unknown[])[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function walkDomains(x: Exec, self: Env, plan: MovePlan, domains: (readonly unknown[])[], visit: (tuple: readonly unknown[]) => boolean): boolean {
  const m = plan.m;
  const n = domains.length;
  for (const d of domains) if (d.length === 0) return false;
  const guard = m.guard ? x.p.hooks.guards?.[m.guard] : undefined;
  const args = newArgs();
  const env: Env = plan.perCandidate || guard ? { ...self, args } : self;
  // One hook context for the whole walk: its `args` is the record filled in per candidate below, so the guard reads
  // each candidate's arguments; a context per candidate (a dozen closures each) was most of a listing's cost.
  const hooked = guard ? hookContext(x, env) : undefined;
  // Built by pushing: packed arrays, where `new Array(n).fill(0)` made holey ones through a slower builtin.
  const tuple: unknown[] = [];
  const idx: number[] = [];
  for (let k = 0; k < n; k++) {
    tuple.push(domains[k]![0]);
    idx.push(0);
  }
  // Only a precondition or a guard reads the record.
  const write = plan.perCandidate || guard ? plan.write : undefined;
  write?.(args, tuple);
  // The product of the domains, first argument slowest, cut at the same count `enumerateArgValues` stops at.
  for (let count = 0; count < MAX_ENUMERATED; count++) {
    if ((!plan.perCandidate || plan.perCandidate(env)) && (!guard || acceptedBy(guard(hooked!)))) {
      if (visit(tuple)) return true;
    }
    let k = n - 1;
    for (; k >= 0; k--) {
      const i = ++idx[k]!;
      if (i < domains[k]!.length) {
        tuple[k] = domains[k]![i];
        break;
      }
      idx[k] = 0;
      tuple[k] = domains[k]![0];
    }
    if (k < 0) break;
    // The whole record again (a store per argument): cheaper than a keyed store of the one that changed.
    write?.(args, tuple);
  }
  return false;
}

/** A guard accepts with `true` or `undefined` (anything but false or a reason). */
function acceptedBy(verdict: unknown): boolean {
  return verdict !== false && typeof verdict !== 'string';
}
