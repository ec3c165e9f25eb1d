/**
 * Checks `define:` (named expressions, expr/define.ts): each head is `name` or `name(a, b)`; a name hides nothing
 * else in reach (a builtin, a zone, a global, a move argument); a body names only what it can reach (its
 * parameters, the game's names, other definitions, the names list functions bind); and no definition calls itself,
 * directly or through others. Types are checked where a definition is called, for the argument types of that call;
 * an error found there is reported in the body (Checker.expr).
 */
import { Codes } from '../../diagnostics/codes';
import { suggest } from '../../diagnostics/did-you-mean';
import { BUILTINS } from '../../expr/builtins/builtins';
import { definedIn, findCycle, parseHead } from '../../expr/compile/define';
import { FORBIDDEN_NAMES } from '../../expr/forbidden';
import { parseExpression, type Node } from '../../expr/parse';
import { GLOBALS } from '../../expr/scope';
import { spansOf } from '../../expr/spans';
import type { DefineDef, Expr } from '../../ir/types';
import { locateInScalar } from '../../parse/parse';
import type { Checker } from '../context';

/** Names an expression binds or reads by context; a definition may not take them as its own name. */
const CONTEXT_NAMES = ['self', 'card', 'seat', 'group', 'n', 'pile', 'pileIndex', 'winner', 'tied', 'options', 'vars', 'true', 'false', 'null'];
/** Names the list functions bind for their condition (unless named with `as`). */
const ELEMENT_NAMES = new Set(['card', 'seat', 'group', 'n']);

export interface DefineContext {
  zones: readonly string[];
  /** Every move argument's name: a definition named like one would be hidden by it inside that move. */
  argNames: ReadonlySet<string>;
}

export function checkDefines(c: Checker, spec: Record<string, Expr> | undefined, ctx: DefineContext): Record<string, DefineDef> | undefined {
  if (!spec) return undefined;
  const out: Record<string, DefineDef> = Object.create(null) as Record<string, DefineDef>;
  const keys = new Map<string, string>();
  for (const [key, body] of Object.entries(spec)) {
    const path = ['define', key];
    const head = parseHead(key);
    if (!head.ok) {
      const name = /^\s*([A-Za-z_][A-Za-z0-9_]*)/.exec(key)?.[1];
      if (name) c.brokenDefines.add(name);
      c.error(Codes.DefineHead, head.message, path, { key: true, hint: 'e.g. "total(cards)": sum(cards, card.value), called as total(hand[self])' });
      continue;
    }
    const { name, params } = head;
    if (keys.has(name)) {
      c.brokenDefines.add(name);
      c.error(Codes.Duplicate, `"${name}" is defined twice (as "${keys.get(name)}" and "${key}")`, path, { key: true, hint: 'a name has one definition; give the other a name of its own' });
      continue;
    }
    const clash = clashOf(name, ctx);
    if (clash) {
      c.brokenDefines.add(name);
      c.error(Codes.DefineHead, `the definition "${name}" has the name of ${clash}`, path, { key: true, hint: `rename it: ${name} would hide ${clash}, or be hidden by it` });
      continue;
    }
    const seen = new Set<string>();
    for (const p of params) {
      const why = seen.has(p) ? `another parameter of ${name}()` : FORBIDDEN_NAMES.has(p) ? 'a name expressions may never reach' : paramClash(p, ctx);
      seen.add(p);
      if (why) {
        // Reported; the definition is still kept, so its calls are checked rather than called unknown.
        c.error(Codes.ExprShadow, `the parameter "${p}" of ${name}() hides ${why}`, path, { key: true, hint: `name the parameter otherwise, e.g. ${name}(${params.map((q) => (q === p ? `${p}2` : q)).join(', ')})` });
      }
    }
    keys.set(name, key);
    out[name] = { name, params, body };
    c.defineAt.set(name, path);
  }
  // A parameter named like another definition would hide it in the body.
  for (const d of Object.values(out)) {
    for (const p of d.params) {
      if (Object.hasOwn(out, p)) c.error(Codes.ExprShadow, `the parameter "${p}" of ${d.name}() hides the definition "${p}"`, ['define', keys.get(d.name)!], { key: true, hint: 'rename the parameter' });
    }
  }
  const defs = { defines: out };
  const calls = new Map<string, Set<string>>();
  for (const d of Object.values(out)) {
    const path = ['define', keys.get(d.name)!];
    if (typeof d.body !== 'string') {
      calls.set(d.name, new Set());
      continue;
    }
    const parsed = parseExpression(d.body);
    if (!parsed.ok) {
      c.error(Codes.ExprSyntax, `cannot parse expression: ${parsed.message}`, path, { at: locateInScalar(c.source, path, parsed.index) });
      calls.set(d.name, new Set());
      continue;
    }
    calls.set(d.name, definedIn(parsed.node, defs));
    for (const u of unknownNames(parsed.node, d, out, ctx)) {
      const at = spansOf(d.body, parsed.node).of(u.node)?.start ?? 0;
      const known = u.call ? [...BUILTINS.keys(), ...Object.keys(out)] : [...d.params, ...GLOBALS.keys(), 'options', 'vars', 'self', ...ctx.zones, ...Object.keys(out)];
      // Worded as a call's check of the body words it (Checker.expr), so the two are said once.
      c.error(Codes.ExprUnknownName, `unknown ${u.call ? 'function' : 'name'} "${u.name}" in the body of ${d.name}() ("${d.body}")`, path, {
        at: locateInScalar(c.source, path, at),
        hint: suggest(u.name, known) ?? `a body reads its parameters (${d.params.join(', ') || 'none'}), the game's zones, options, vars and globals, and other definitions; not the caller's names`,
      });
    }
  }
  const cycle = findCycle(Object.keys(out), (n) => calls.get(n) ?? new Set());
  if (cycle) {
    // Left out, so no call compiles them (it would loop); their calls are not called unknown (Checker.expr).
    for (const n of cycle) {
      c.brokenDefines.add(n);
      delete out[n];
    }
    c.error(Codes.DefineRecursive, `${cycle[0]}() calls itself: ${cycle.join(' → ')}`, ['define', keys.get(cycle[0]!)!], {
      key: true,
      hint: 'definitions are expanded where they are called, so they cannot recurse: walk a list with sum, any, max or best instead',
    });
  }
  return out;
}

function clashOf(name: string, ctx: DefineContext): string | undefined {
  if (FORBIDDEN_NAMES.has(name)) return 'something expressions may never reach';
  if (BUILTINS.has(name)) return `the built-in function ${name}()`;
  if (GLOBALS.has(name)) return `the built-in name "${name}"`;
  if (CONTEXT_NAMES.includes(name)) return `the name "${name}" expressions bind`;
  if (ctx.zones.includes(name)) return `the zone "${name}"`;
  if (ctx.argNames.has(name)) return `a move argument, "${name}"`;
  return undefined;
}

function paramClash(p: string, ctx: DefineContext): string | undefined {
  if (GLOBALS.has(p)) return `the built-in name "${p}"`;
  if (ctx.zones.includes(p)) return `the zone "${p}"`;
  if (['options', 'vars', 'self', 'true', 'false', 'null'].includes(p)) return `the name "${p}"`;
  return undefined;
}

/** Names a body reads that nothing gives it: not a parameter, a game name, a definition, or a name a list function binds. */
function unknownNames(root: Node, d: DefineDef, defs: Record<string, DefineDef>, ctx: DefineContext): { name: string; node: Node; call: boolean }[] {
  const bound = new Set<string>([...d.params, ...ELEMENT_NAMES]);
  const found: { name: string; node: Node; call: boolean }[] = [];
  const known = (name: string) =>
    bound.has(name) || GLOBALS.has(name) || ctx.zones.includes(name) || Object.hasOwn(defs, name) || ['options', 'vars', 'self', 'true', 'false', 'null'].includes(name);
  // `list as c` binds c anywhere in the body: a cautious reading (this check is for typos; types are checked at calls).
  const collectAs = (n: Node | null | undefined): void => {
    if (!n || typeof n !== 'object') return;
    if (n.type === 'BinaryExpression' && n.operator === 'as' && (n.right as Node).type === 'Identifier') bound.add(String((n.right as Node).name));
    for (const v of Object.values(n)) {
      if (Array.isArray(v)) for (const x of v) collectAs(x as Node);
      else if (v && typeof v === 'object' && typeof (v as Node).type === 'string') collectAs(v as Node);
    }
  };
  collectAs(root);
  const walk = (n: Node | null | undefined): void => {
    if (!n || typeof n !== 'object') return;
    if (n.type === 'Identifier') {
      const name = String(n.name);
      if (!known(name)) found.push({ name, node: n, call: false });
      return;
    }
    if (n.type === 'MemberExpression') {
      walk(n.object as Node);
      if (n.computed) walk(n.property as Node);
      return;
    }
    if (n.type === 'CallExpression') {
      const callee = n.callee as Node;
      if (callee.type === 'Identifier') {
        const name = String(callee.name);
        if (!BUILTINS.has(name) && !Object.hasOwn(defs, name)) found.push({ name, node: callee, call: true });
      } else walk(callee);
      for (const a of (n.arguments as Node[]) ?? []) walk(a);
      return;
    }
    for (const v of Object.values(n)) {
      if (Array.isArray(v)) for (const x of v) walk(x as Node);
      else if (v && typeof v === 'object' && typeof (v as Node).type === 'string') walk(v as Node);
    }
  };
  walk(root);
  return found;
}
