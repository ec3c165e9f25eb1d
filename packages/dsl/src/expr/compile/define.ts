/**
 * Named expressions (`define:`): a spec names an expression once, with parameters, and calls it from any other
 * expression — `define: { "total(cards)": "sum(cards, card.value)" }`, then `total(hand[self]) > 21`.
 *
 * A call is by value: its arguments are read in the caller's scope, then the body runs with only its parameters,
 * the game's names (zones, options, vars, the globals, other definitions) and the caller's `self` in reach — never
 * the caller's `card`, `seat` or move arguments, so a body means the same wherever it is called and a name bound
 * inside it can never capture one of the caller's. The body is type-checked for each combination of argument types
 * it is called with (a parameter may be a list of cards at one call and a list of seats at another), and compiled
 * once per combination.
 */
import { Codes } from '../../diagnostics/codes';
import type { DefineDef, GameDef } from '../../ir/types';
import type { Bind } from '../bind';
import { binder } from '../bind';
import type { Env } from '../env';
import { parseExpression, type Node } from '../parse';
import { makeScope, type Scope } from '../scope';
import { typeKey, type Ty } from '../types';
import type { CheckResult, ExprError, Runtime } from './result';

/** `name` or `name(a, b)`: a definition's head. */
const HEAD = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:\(\s*([^)]*?)\s*\))?\s*$/;
const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;

export type Head = { ok: true; name: string; params: string[]; called: boolean } | { ok: false; message: string };

/** Reads a definition's head (its YAML key). `called`: written with parentheses, so it is called as `name(…)`. */
export function parseHead(key: string): Head {
  const m = HEAD.exec(key);
  if (!m) return { ok: false, message: `"${key}" is not a definition's head: write name or name(a, b)` };
  const list = m[2];
  const params = list === undefined || list === '' ? [] : list.split(',').map((p) => p.trim());
  const bad = params.find((p) => !IDENT.test(p));
  if (bad !== undefined) return { ok: false, message: `"${bad}" is not a parameter name in "${key}": parameters are plain names, separated by commas` };
  return { ok: true, name: m[1]!, params, called: list !== undefined };
}

type Defs = Pick<GameDef, 'defines'>;

/** The definition a name calls, if the game has one. */
export function definitionOf(def: Defs, name: string): DefineDef | undefined {
  return def.defines && Object.hasOwn(def.defines, name) ? def.defines[name] : undefined;
}

/** The definitions `node` calls or names (`total(x)`, or `soft` for one without parameters), directly. */
export function definedIn(node: Node, def: Defs, into: Set<string> = new Set()): Set<string> {
  if (!def.defines) return into;
  const walk = (n: Node | null | undefined): void => {
    if (!n || typeof n !== 'object') return;
    if (n.type === 'Identifier' && definitionOf(def, String(n.name))) into.add(String(n.name));
    for (const [k, v] of Object.entries(n)) {
      if (k === 'property' && n.type === 'MemberExpression' && !n.computed) continue;
      if (Array.isArray(v)) for (const x of v) walk(x as Node);
      else if (v && typeof v === 'object' && typeof (v as Node).type === 'string') walk(v as Node);
    }
  };
  walk(node);
  return into;
}

/**
 * A cycle among the definitions (`a` calls `b`, `b` calls `a`), as the names along it ending where it began, or
 * undefined. `calls(name)`: the definitions a body names directly.
 */
export function findCycle(names: readonly string[], calls: (name: string) => ReadonlySet<string>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (n: string): string[] | undefined => {
    if (state.get(n) === 'done') return undefined;
    if (state.get(n) === 'open') return [...path.slice(path.indexOf(n)), n];
    state.set(n, 'open');
    path.push(n);
    for (const m of calls(n)) {
      const found = visit(m);
      if (found) return found;
    }
    path.pop();
    state.set(n, 'done');
    return undefined;
  };
  for (const n of names) {
    const found = visit(n);
    if (found) return found;
  }
  return undefined;
}

/** What a call compiles to: the body's type and a function of the caller's environment and the argument values. */
export type Called = { ok: true; ty: Ty; call: (env: Env, values: readonly unknown[]) => unknown; calls: ReadonlySet<string> } | { ok: false; errors: ExprError[] };

/** Bodies compiled so far, by game, by runtime, by name and argument types. */
const compiled = new WeakMap<object, WeakMap<object, Map<string, Called>>>();
/** The definitions whose body is being compiled right now: one met again is a recursion. */
const open = new Set<string>();
const NO_RUNTIME = {};

/**
 * `d`'s body compiled for arguments of types `args`, for a caller that has `self` in reach or not. `compile` is the
 * expression compiler (passed in: this module is imported by it).
 */
export function compileCall(
  scopeDef: Scope['def'],
  d: DefineDef,
  args: readonly Ty[],
  self: boolean,
  runtime: Runtime | undefined,
  compile: (source: DefineDef['body'], scope: Scope, expected: undefined, runtime: Runtime | undefined) => CheckResult,
): Called {
  let byRuntime = compiled.get(scopeDef);
  if (!byRuntime) compiled.set(scopeDef, (byRuntime = new WeakMap()));
  let cache = byRuntime.get(runtime ?? NO_RUNTIME);
  if (!cache) byRuntime.set(runtime ?? NO_RUNTIME, (cache = new Map()));
  const key = `${d.name}(${args.map(typeKey).join(',')})${self ? '/self' : ''}`;
  const hit = cache.get(key);
  if (hit) return hit;
  if (open.has(d.name)) {
    return { ok: false, errors: [{ code: Codes.DefineRecursive, message: `${d.name}() calls itself (through ${[...open].join(' → ')})`, index: 0, hint: 'a definition may call others, but never itself, directly or not' }] };
  }
  const locals: Record<string, Ty> = {};
  d.params.forEach((p, i) => (locals[p] = args[i]!));
  open.add(d.name);
  let out: Called;
  try {
    const r = compile(d.body, makeScope(scopeDef, { self, locals }), undefined, runtime);
    out = r.ok ? { ok: true, ty: r.ty, call: caller(d.params, r.fn), calls: r.calls ?? new Set() } : { ok: false, errors: r.errors };
  } finally {
    open.delete(d.name);
  }
  cache.set(key, out);
  return out;
}

/** Runs a compiled body with its parameters bound to the argument values, on a copy of the caller's environment. */
function caller(params: readonly string[], body: (env: Env) => unknown): (env: Env, values: readonly unknown[]) => unknown {
  const binds: Bind[] = params.map(binder);
  if (binds.length === 0) return (env) => body(env);
  return (env, values) => {
    // A fresh `bound` record: the body sees its parameters, never names the caller bound.
    let inner: Env = { ...env, bound: undefined };
    for (let i = 0; i < binds.length; i++) inner = binds[i]!(inner, values[i]);
    return body(inner);
  };
}

/**
 * `node` with every call of a definition replaced by its body, the parameters replaced by the argument trees, for the
 * analyses that read a tree rather than run it (validate/info-flow.ts: which hidden cards a value is made from). Not
 * for running: a name bound inside a body could capture one the caller's argument reads (the compiled call binds by
 * value and cannot). Bodies that do not parse stay calls; the depth is bounded (the validator refuses recursion).
 */
export function expandDefines(node: Node, def: Defs, depth = 0): Node {
  if (!def.defines || depth > 32) return node;
  const expand = (n: Node): Node => expandDefines(n, def, depth + 1);
  const bodyOf = (d: DefineDef, args: Node[]): Node | undefined => {
    if (typeof d.body !== 'string') return { type: 'Literal', value: d.body, raw: String(d.body) } as Node;
    const parsed = parseExpression(d.body);
    if (!parsed.ok) return undefined;
    const by = new Map(d.params.map((p, i) => [p, args[i]!]));
    return expand(substitute(parsed.node, by));
  };
  if (node.type === 'Identifier') {
    const d = definitionOf(def, String(node.name));
    return d && d.params.length === 0 ? (bodyOf(d, []) ?? node) : node;
  }
  if (node.type === 'CallExpression' && (node.callee as Node).type === 'Identifier') {
    const d = definitionOf(def, String((node.callee as Node).name));
    const args = ((node.arguments as Node[]) ?? []).map(expand);
    if (d && args.length === d.params.length) return bodyOf(d, args) ?? node;
    return { ...node, arguments: args } as Node;
  }
  const out: Record<string, unknown> = { ...node };
  for (const [k, v] of Object.entries(node)) {
    if (k === 'property' && node.type === 'MemberExpression' && !node.computed) continue;
    if (Array.isArray(v)) out[k] = v.map((x) => (x && typeof x === 'object' && typeof (x as Node).type === 'string' ? expand(x as Node) : x));
    else if (v && typeof v === 'object' && typeof (v as Node).type === 'string') out[k] = expand(v as Node);
  }
  return out as Node;
}

/** `node` with the identifiers named in `by` replaced by their trees (a member's property name is no identifier read). */
function substitute(node: Node, by: ReadonlyMap<string, Node>): Node {
  if (node.type === 'Identifier') return by.get(String(node.name)) ?? node;
  const out: Record<string, unknown> = { ...node };
  for (const [k, v] of Object.entries(node)) {
    if (k === 'property' && node.type === 'MemberExpression' && !node.computed) continue;
    if (Array.isArray(v)) out[k] = v.map((x) => (x && typeof x === 'object' && typeof (x as Node).type === 'string' ? substitute(x as Node, by) : x));
    else if (v && typeof v === 'object' && typeof (v as Node).type === 'string') out[k] = substitute(v as Node, by);
  }
  return out as Node;
}

/**
 * `source` followed by the bodies of every definition it calls, directly or through others: for the checks that
 * read an expression's text for what it may show (a drawn attribute in a log line, a hidden zone's cards read by its
 * caption), so that a call cannot hide a read its body makes.
 */
export function withBodies(source: string, def: Defs): string {
  if (!def.defines) return source;
  const seen = new Set<string>();
  const texts = [source];
  const visit = (text: string) => {
    const parsed = parseExpression(text);
    if (!parsed.ok) return;
    for (const name of definedIn(parsed.node, def)) {
      if (seen.has(name)) continue;
      seen.add(name);
      const body = String(def.defines![name]!.body);
      texts.push(body);
      visit(body);
    }
  };
  visit(source);
  return texts.join(' ; ');
}
