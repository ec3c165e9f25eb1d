/**
 * Legal-action listing, planned once per move: the precondition compiled once, and checked once per listing when
 * it does not read the move's arguments (Bag's "holding one card" is true or false for all 21 numbers at once). The
 * candidates are walked in `enumerateArgValues`' order with one environment and one argument record, reused for
 * every candidate instead of a copy each; only accepted tuples are allocated. Bots, the simulator and the "has any
 * legal action" checks after every move all go through here.
 */
import type { Env } from '../../expr/env';
import { mayMention } from '../../expr/names';
import { T } from '../../expr/types';
import type { ArgDef, MoveDef } from '../../ir/types';
import { argDomains, newArgs } from './args';
import { hookContext, type Exec } from '../effects/exec';
import type { Fn, Program } from '../program';
import type { Action } from './action';
import { walkFor, type SplitChecks, type Walk, type WalkChecks } from './legal-walk';
import { splitPrecondition } from './pre-split';
import { compileNode } from '../../expr/compile/compile';
import type { Node } from '../../expr/parse';
import { generates } from '../../expr/compile/codegen';
import { generatedListing, listableArgs, type Listing } from './legal-plan.fast';

export interface MovePlan {
  m: MoveDef;
  names: string[];
  /** Walks the move's candidate tuples (runtime/legal/legal-walk.ts: a loop nest generated per move where possible). */
  walk: Walk;
  /** The precondition, when it reads the move's arguments (checked per candidate). */
  perCandidate?: Fn;
  /**
   * `perCandidate` split by the loop level each part depends on, where code generation is on and a part reads
   * fewer than all the arguments: `walk` then checks it by these parts (runtime/legal/pre-split.ts).
   */
  split?: SplitChecks;
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
  /**
   * The whole listing as one function generated for the move (runtime/legal/legal-plan.fast.ts), read straight from the zones,
   * where code generation is on and the move is listed afresh at every listing (its arguments of the shapes it
   * generates); undefined: the domains and the walk.
   */
  listing?: Listing;
}

/** Whether an argument's values are the same at every listing, whatever the table. */
function fixedDomain(a: ArgDef): boolean {
  return (a.type === 'number' && typeof a.min === 'number' && typeof a.max === 'number') || a.type === 'boolean' || a.type === 'choice';
}

const plans = new WeakMap<Program, Map<string, MovePlan>>();

export function movePlan(p: Program, m: MoveDef): MovePlan {
  let byMove = plans.get(p);
  if (!byMove) plans.set(p, (byMove = new Map()));
  let plan = byMove.get(m.name);
  if (plan) return plan;
  const names = m.args.map((a) => a.name);
  plan = { m, names, walk: walkFor(names), fixable: !m.guard && m.args.every(fixedDomain) };
  if (m.if !== undefined) {
    const fn = p.expr(m.if, p.scopes.move[m.name]!, T.boolean);
    if (mayMention(m.if, names)) {
      plan.perCandidate = fn;
      const split = generates(p.runtime) ? splitChecks(p, m, names) : undefined;
      if (split) plan.walk = walkFor(names, (plan.split = split));
    } else plan.once = fn;
  }
  if (generates(p.runtime) && listedAfresh(plan)) {
    try {
      plan.listing = generatedListing(p, m, p.scopes.move[m.name]!, plan.perCandidate, plan.split);
    } catch {
      // The domains and the walk list it.
    }
  }
  byMove.set(m.name, plan);
  return plan;
}

/**
 * Whether `listLegal` lists the move afresh at every listing with the walk: not from fixed actions, and not from the
 * last listing's (a move checked by nothing whose domains are all shared number ranges), and of arguments
 * legal-plan.fast.ts generates.
 */
function listedAfresh(plan: MovePlan): boolean {
  const m = plan.m;
  if (!listableArgs(m.args)) return false;
  if (plan.fixable && !plan.perCandidate) return false;
  const checked = plan.perCandidate !== undefined || m.guard !== undefined;
  return checked || !m.args.every((a) => a.type === 'number' || a.type === 'seat' || a.type === 'pile');
}

/** The move's precondition split by loop level with its leaves compiled (runtime/legal/pre-split.ts), if it splits. */
function splitChecks(p: Program, m: MoveDef, names: readonly string[]): SplitChecks | undefined {
  const split = splitPrecondition(m.if, names);
  if (!split) return undefined;
  const leaves: { level: number; fn: Fn; node: Node }[] = [];
  for (const leaf of split.leaves) {
    const r = compileNode(m.if as string, split.root, leaf.node, p.scopes.move[m.name]!, T.boolean, p.runtime);
    if (!r.ok) return undefined;
    leaves.push({ level: leaf.level, fn: r.fn, node: leaf.node });
  }
  return { tree: split.tree, leaves, root: split.root };
}

/** The checks of one walk for `env` (its `args` is the record the checks read), or NO_CHECKS when nothing checks. */
function checksFor(x: Exec, plan: MovePlan, env: Env): WalkChecks {
  const guard = plan.m.guard ? x.p.hooks.guards?.[plan.m.guard] : undefined;
  if (!plan.perCandidate && !guard) return NO_CHECKS;
  // One hook context for the whole walk: its `args` is the record filled in per candidate, so the guard reads each
  // candidate's arguments; a context per candidate (a dozen closures each) was most of a listing's cost.
  return { args: env.args as Record<string, unknown>, pre: plan.perCandidate, guard, hooked: guard ? hookContext(x, env) : undefined };
}

const NO_CHECKS: WalkChecks = Object.freeze({ args: undefined, pre: undefined, guard: undefined, hooked: undefined });

/**
 * Runs `plan.walk` over `domains` on `self` itself: a precondition or guard reads the candidate from `self.args`, a
 * record of the walk's own put there for the walk and the move's arguments put back after it (no copy of the
 * environment per walk; the checks only read it, and a binder inside one copies it).
 */
function walkOn(x: Exec, self: Env, plan: MovePlan, domains: readonly (readonly unknown[])[], out: Action[] | null): boolean {
  if (!plan.perCandidate && !plan.m.guard) return plan.walk(domains, self, NO_CHECKS, out, plan.m.name);
  const bound = self.args;
  self.args = newArgs();
  try {
    return plan.walk(domains, self, checksFor(x, plan, self), out, plan.m.name);
  } finally {
    self.args = bound;
  }
}

/** Whether a move has at least one legal argument tuple for `self` (env.self set): stops at the first one. */
export function anyLegal(x: Exec, self: Env, plan: MovePlan): boolean {
  const m = plan.m;
  if (plan.once && !plan.once(self)) return false;
  if (plan.listing !== undefined) return plan.listing(x, self, null);
  return walkOn(x, self, plan, argDomains(x, m.args, self, x.p.scopes.move[m.name]!, m), null);
}

/**
 * Appends every legal action of a move for `self` to `out`, in enumeration order. When nothing but the domains
 * decides them and the domains are the same shared lists as last time, the last listing's actions — frozen, since
 * every listing shares them — are handed out again instead of being built anew (no allocation per candidate).
 */
export function listLegal(x: Exec, self: Env, plan: MovePlan, out: Action[]): void {
  const m = plan.m;
  if (plan.once && !plan.once(self)) return;
  if (plan.fixable && !plan.perCandidate) {
    // One by one: a spread of a frozen list goes through a slow path.
    for (const a of fixedOf(x, self, plan)) out.push(a);
    return;
  }
  if (plan.listing !== undefined) {
    plan.listing(x, self, out);
    return;
  }
  const domains = argDomains(x, m.args, self, x.p.scopes.move[m.name]!, m);
  const reusable = !plan.perCandidate && !m.guard && domains.every((d) => Object.isFrozen(d));
  if (reusable && plan.last && sameLists(plan.last.domains, domains)) {
    out.push(...plan.last.actions);
    return;
  }
  if (!reusable) {
    // Listed afresh every time and handed out once: nobody else holds them, so they need no freezing (freezing
    // every candidate was a fifth of Build Up's listing).
    walkOn(x, self, plan, domains, out);
    return;
  }
  const actions = frozen(x, self, plan, domains);
  plan.last = { domains, actions };
  out.push(...actions);
}

/** Every legal action of a move on these domains, each frozen (for listings that hand out the same objects). */
function frozen(x: Exec, self: Env, plan: MovePlan, domains: readonly (readonly unknown[])[]): Action[] {
  const actions: Action[] = [];
  walkOn(x, self, plan, domains, actions);
  for (const a of actions) {
    Object.freeze(a.args);
    Object.freeze(a);
  }
  return actions;
}

/** A fixable move's actions (`plan.fixable`), listed at the first call and frozen: every listing hands out the same objects. */
export function fixedOf(x: Exec, self: Env, plan: MovePlan): readonly Action[] {
  return (plan.fixed ??= fixedActions(x, self, plan));
}

function fixedActions(x: Exec, self: Env, plan: MovePlan): readonly Action[] {
  const m = plan.m;
  return Object.freeze(frozen(x, self, plan, argDomains(x, m.args, self, x.p.scopes.move[m.name]!, m)));
}

function sameLists(a: readonly (readonly unknown[])[], b: readonly (readonly unknown[])[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
