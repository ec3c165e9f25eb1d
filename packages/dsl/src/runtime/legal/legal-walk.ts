/**
 * The walk over one move's candidate argument tuples (the product of its arguments' domains, first argument slowest,
 * cut at MAX_ENUMERATED candidates), checking each with the move's per-candidate precondition and guard.
 *
 * Where code generation is on (expr/compile/codegen.ts: Node, not `DECKHAND_NO_CODEGEN=1`), each move gets its own loop
 * nest, made once with `new Function`: one loop per argument, each argument written into the arguments record only
 * when its own value changes (the outer ones once per inner loop, not once per candidate), and every accepted tuple
 * built as an array literal of its known length. Its stores and calls are its own sites, so their type feedback is
 * the move's alone. Elsewhere (the browser) one generic loop does the same with index counters. Both find the same
 * tuples in the same order (legal-walk.test.ts runs both).
 */
import type { Env } from '../../expr/env';
import type { Node } from '../../expr/parse';
import { CODEGEN, key } from '../../expr/compile/codegen';
import type { HookContext } from '../../hooks/api';
import { MAX_ENUMERATED } from './args';
import type { Fn } from '../program';
import type { Action } from './action';
import { innermost, mustFail, mustHold, type PrePart } from './pre-split';

/** What one walk checks: the precondition per candidate and the guard, and the record they read the tuple from. */
export interface WalkChecks {
  /** The arguments record the checks read (written per candidate); undefined when nothing checks a candidate. */
  args: Record<string, unknown> | undefined;
  /** The precondition that reads the arguments, called with `env` per candidate. */
  pre: Fn | undefined;
  guard: ((h: HookContext) => boolean | string) | undefined;
  /** The guard's context, whose `args` is `args` above. */
  hooked: HookContext | undefined;
}

/**
 * Walks the candidates. `out` null: returns true at the first accepted tuple (nothing is built). Otherwise pushes
 * `{ move, args }` for every accepted tuple onto `out` and returns false.
 */
export type Walk = (domains: readonly (readonly unknown[])[], env: Env, c: WalkChecks, out: Action[] | null, move: string) => boolean;

/** A guard accepts with `true` or `undefined` (anything but false or a reason). */
export function acceptedBy(verdict: unknown): boolean {
  return verdict !== false && typeof verdict !== 'string';
}

/**
 * A precondition split by level (runtime/legal/pre-split.ts) with each leaf's compiled function, and, where the split was
 * of an expression's text, its parsed tree and each leaf's subtree (runtime/legal/legal-plan.fast.ts writes leaves inline).
 */
export interface SplitChecks {
  tree: PrePart;
  leaves: readonly { level: number; fn: Fn; node?: Node }[];
  root?: Node;
}

/**
 * The walk for a move whose arguments are `names`, in order: generated where code generation is on, and with
 * `split`, checking the precondition by its parts at their loop levels (the walk must then be given its checks).
 */
export function walkFor(names: readonly string[], split?: SplitChecks): Walk {
  if (!CODEGEN) return genericWalk(names);
  try {
    return split ? generatedSplitWalk(names, split) : generatedWalk(names);
  } catch {
    return genericWalk(names);
  }
}

export function generatedWalk(names: readonly string[]): Walk {
  const n = names.length;
  const lines: string[] = ["'use strict';", 'const a = c.args, pre = c.pre, guard = c.guard, hooked = c.hooked;'];
  for (let k = 0; k < n; k++) lines.push(`const d${k} = d[${k}], n${k} = d${k}.length; if (n${k} === 0) return false;`);
  lines.push('let count = 0;');
  for (let k = 0; k < n; k++) {
    lines.push(`for (let i${k} = 0; i${k} < n${k}; i${k}++) {`);
    lines.push(`const v${k} = d${k}[i${k}];`);
    lines.push(`if (a !== undefined) a[${key(names[k]!)}] = v${k};`);
  }
  const tuple = Array.from({ length: n }, (_, k) => `v${k}`).join(', ');
  lines.push(`if (count++ === ${MAX_ENUMERATED}) return false;`);
  lines.push('if ((pre === undefined || pre(e)) && (guard === undefined || ok(guard(hooked)))) {');
  lines.push('if (out === null) return true;');
  lines.push(`out.push({ move: move, args: [${tuple}] });`);
  lines.push('}');
  for (let k = 0; k < n; k++) lines.push('}');
  lines.push('return false;');
  const make = new Function('ok', `return function walk(d, e, c, out, move) {\n${lines.join('\n')}\n};`) as (ok: typeof acceptedBy) => Walk;
  return make(acceptedBy);
}

/**
 * The generated walk with the precondition checked by its parts (runtime/legal/pre-split.ts), each where the arguments
 * it reads are set: in loop k, once the leaves of level k are known, a precondition that fails whatever the inner
 * arguments are skips loop k's inner candidates at once (they still count toward MAX_ENUMERATED, as rejected
 * ones), and one that holds whatever they are accepts them without further checks (the guard still runs per
 * candidate). The same tuples in the same order as `generatedWalk` calling the whole precondition (`c.pre`, which
 * this walk does not call) per candidate. Leaves of no argument are checked once, before the loops.
 */
export function generatedSplitWalk(names: readonly string[], split: SplitChecks): Walk {
  const n = names.length;
  const last = n - 1;
  const { tree, leaves } = split;
  const at = (level: number) => leaves.flatMap((l, i) => (l.level === level ? [i] : []));
  const lines: string[] = ["'use strict';", 'const a = c.args, guard = c.guard, hooked = c.hooked;'];
  for (let k = 0; k < n; k++) lines.push(`const d${k} = d[${k}], n${k} = d${k}.length; if (n${k} === 0) return false;`);
  // How many candidates one value of loop k stands for (the product of the inner loops' lengths).
  for (let k = 0; k < last; k++) lines.push(`const s${k} = ${Array.from({ length: last - k }, (_, j) => `n${k + 1 + j}`).join(' * ')};`);
  lines.push('let count = 0;');
  lines.push(`let ${leaves.map((_, i) => `x${i} = false`).join(', ')};`);
  // h<k+1>: the precondition holds for every candidate under loop k's current value (h0: under all of them).
  lines.push('let h0 = false;');
  if (at(-1).length > 0) {
    for (const i of at(-1)) lines.push(`x${i} = !!L${i}(e);`);
    const fails = mustFail(tree, -1);
    if (fails !== 'false') lines.push(`if (${fails}) return false;`);
    lines.push(`h0 = ${mustHold(tree, -1)};`);
  }
  for (let k = 0; k < n; k++) {
    lines.push(`for (let i${k} = 0; i${k} < n${k}; i${k}++) {`);
    lines.push(`const v${k} = d${k}[i${k}];`);
    lines.push(`a[${key(names[k]!)}] = v${k};`);
    if (k === last) break;
    lines.push(`let h${k + 1} = h${k};`);
    if (at(k).length === 0) continue;
    lines.push(`if (!h${k + 1}) {`);
    for (const i of at(k)) lines.push(`x${i} = !!L${i}(e);`);
    const fails = mustFail(tree, k);
    if (fails !== 'false') lines.push(`if (${fails}) { if ((count += s${k}) >= ${MAX_ENUMERATED}) return false; continue; }`);
    lines.push(`h${k + 1} = ${mustHold(tree, k)};`);
    lines.push('}');
  }
  const tuple = Array.from({ length: n }, (_, k) => `v${k}`).join(', ');
  lines.push(`if (count++ === ${MAX_ENUMERATED}) return false;`);
  lines.push(`if ((h${last} || ${innermost(tree, last)}) && (guard === undefined || ok(guard(hooked)))) {`);
  lines.push('if (out === null) return true;');
  lines.push(`out.push({ move: move, args: [${tuple}] });`);
  lines.push('}');
  for (let k = 0; k < n; k++) lines.push('}');
  lines.push('return false;');
  const consts = leaves.map((_, i) => `L${i} = L[${i}]`).join(', ');
  const body = `${consts ? `const ${consts};` : ''}\nreturn function walk(d, e, c, out, move) {\n${lines.join('\n')}\n};`;
  const make = new Function('ok', 'L', body) as (ok: typeof acceptedBy, L: readonly Fn[]) => Walk;
  return make(acceptedBy, leaves.map((l) => l.fn));
}

/** The same walk as one loop with index counters (where `new Function` is not used). */
export function genericWalk(names: readonly string[]): Walk {
  const n = names.length;
  return (domains, env, c, out, move) => {
    for (let k = 0; k < n; k++) if (domains[k]!.length === 0) return false;
    const a = c.args;
    const pre = c.pre;
    const guard = c.guard;
    // Built by pushing: packed arrays, where `new Array(n).fill(0)` made holey ones through a slower builtin.
    const tuple: unknown[] = [];
    const idx: number[] = [];
    for (let k = 0; k < n; k++) {
      tuple.push(domains[k]![0]);
      idx.push(0);
      if (a !== undefined) a[names[k]!] = domains[k]![0];
    }
    for (let count = 0; count < MAX_ENUMERATED; count++) {
      if ((pre === undefined || pre(env)) && (guard === undefined || acceptedBy(guard(c.hooked!)))) {
        if (out === null) return true;
        out.push({ move, args: tuple.slice() });
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
      if (a !== undefined) for (let j = k; j < n; j++) a[names[j]!] = tuple[j];
    }
    return false;
  };
}
