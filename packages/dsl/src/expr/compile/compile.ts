/**
 * Type-checks an expression and builds it into a closure in one pass. The closure can reach only what the scope
 * declares: there is no property access by string at run time except on maps built here with null prototypes.
 */
import type { Code } from '../../diagnostics/codes';
import { Codes } from '../../diagnostics/codes';
import { suggest } from '../../diagnostics/did-you-mean';
import { BUILTINS, RANGE_MAX } from '../builtins/builtins';
import type { Checked } from '../builtins/builtin';
import type { Env } from '../env';
import { FORBIDDEN_NAMES } from '../forbidden';
import { parseExpression, type Node } from '../parse';
import { spansOf, type Spans } from '../spans';
import { cardFields, GLOBALS, optionType, varType, withLocal, zoneType, type Scope } from '../scope';
import { binder, reader } from '../bind';
import { namesOf, sayValue } from '../../log/value-names';
import { T, defaultBinder, elementOf, isList, isTeam, joinTypes, sameType, show, type Ty } from '../types';
import type { AttrValue, CardDef, DefineDef } from '../../ir/types';
import { Gen, generates, key, literalSource } from './codegen';
import { listLoopSource, loopsOver } from '../builtins/list-gen';
import { namesIn } from '../names';
import { sharedList } from '../builtins/shared-list';
import { compileCall, definitionOf } from './define';
import type { CheckResult, ExprError, Runtime } from './result';
import { listBinary } from '../builtins/list-ops';


/** `a ** b`; a result that is no finite number (0 ** -1, (-8) ** 0.5, an overflow) reads 0, as a division by zero does. */
function power(a: number, b: number): number {
  const v = a ** b;
  return Number.isFinite(v) ? v : 0;
}

export type { CheckResult, ExprError, Runtime } from './result';

class ExprFail extends Error {
  constructor(readonly error: ExprError) {
    super(error.message);
  }
}

/** Checks `source` against `expected` (if given) and returns its closure, or every error found. */
export function compileExpr(
  source: string | number | boolean,
  scope: Scope,
  expected?: Ty | Ty[],
  runtime?: Runtime,
): CheckResult {
  if (typeof source === 'number') return literal(T.number, source, expected);
  if (typeof source === 'boolean') return literal(T.boolean, source, expected);
  const parsed = parseExpression(source);
  if (!parsed.ok) {
    return { ok: false, errors: [{ code: Codes.ExprSyntax, message: `cannot parse expression: ${parsed.message}`, index: parsed.index }] };
  }
  return compileNode(source, parsed.node, parsed.node, scope, expected, runtime);
}

/**
 * Checks and builds one subtree `node` of `root`, the parsed `source`, on its own: a part of a precondition checked
 * at the loop level of the arguments it reads (runtime/legal/pre-split.ts). Errors point into `source`.
 */
export function compileNode(source: string, root: Node, node: Node, scope: Scope, expected?: Ty | Ty[], runtime?: Runtime): CheckResult {
  const b = new Builder(spansOf(source, root), runtime);
  try {
    const c = b.build(node, scope);
    if (expected && !accepts(expected, c.ty)) {
      const want = Array.isArray(expected) ? expected.map(show).join(' or ') : show(expected);
      throw new ExprFail({ code: Codes.ExprType, message: `expected ${want}, got ${show(c.ty)}`, index: 0 });
    }
    return { ok: true, ty: c.ty, fn: b.finish(c), calls: b.calls };
  } catch (e) {
    if (e instanceof ExprFail) return { ok: false, errors: [e.error] };
    throw e;
  }
}

/**
 * One subtree's generated source to write into a larger generated body (runtime/legal/legal-plan.fast.ts's loop nest), with the
 * arguments in `bound` read from JavaScript locals of that body (`c` as `v0`) instead of the environment's record.
 * `readsRecord`: some part of it is still run as a closure that reads arguments from `e.args` (a builtin with no
 * source of its own over an argument), so the body must keep the record filled in. See `Gen.inlined` for the rest.
 */
export interface Inlined {
  src: string;
  consts: unknown[];
  constsName: string;
  declarations: string;
  locals: string;
  readsRecord: boolean;
  /**
   * Sub-expressions taken out of `src` to an outer loop level (`level`: the innermost loop whose argument they read,
   * -1 for none): `text` declares the local `src` reads them from; the body writes it where that level's argument
   * is set, before the inner loops, in the order given.
   */
  hoisted: { level: number; text: string }[];
  /**
   * Sub-expressions that read no argument but the one of inner loop `level` (>= 1) and its `BoundArg.index`: the
   * same value for that argument's every value whatever the outer arguments are, so the body fills the array
   * `local` once per listing, `local[index] = src` for each of that loop's values (`src` reading the argument from
   * its local), before that loop first runs; `Inlined.src` reads `local[index]`. In order: a later one may read an
   * earlier one of its level.
   */
  tables: { level: number; local: string; src: string }[];
}

/**
 * What the body an expression is inlined into knows of an argument it binds to a local (runtime/legal/legal-plan.fast.ts's loop
 * nest): the tight forms the builder may write for it (`Number()` and `?? null` left out where it is a number, a
 * row read without bounds checks where the loop bounds the index).
 */
export interface BoundArg {
  /** The local's name (`v0`). */
  local: string;
  /** The loop that binds it, 0 the outermost. */
  level: number;
  /** Its every value is a JavaScript number (a card id, a seat or pile index, a number of its range). */
  number: boolean;
  /**
   * An index into this shared zone's row, counted by its loop from 0: below the row's length, or up to it where the
   * argument may name a new pile (`grows`).
   */
  rowOf?: { zone: string; grows: boolean };
  /**
   * The local its loop counts with from 0 (`v1` itself for a pile or seat, `i1` for a value read from a list), where
   * that loop's values are the same for every value of the outer loops: a sub-expression reading only this argument
   * may then be read from a table filled once per listing (`Inlined.tables`).
   */
  index?: string;
}

/**
 * `node` of `root` (the parsed `source`) as `Inlined` source whose names start with `prefix`, a zone read from the
 * body's local `zone(name)` where given (the body reads each such zone once: its tables do not change while it runs,
 * the loop nest's listing changes nothing); undefined where code
 * generation is off, the node has no source, it does not check, or an argument is read inside a generated list loop
 * (a helper function of its own, out of reach of the body's locals).
 */
export function inlineNode(
  source: string,
  root: Node,
  node: Node,
  scope: Scope,
  expected: Ty,
  runtime: Runtime,
  bound: ReadonlyMap<string, BoundArg>,
  prefix: string,
  zone?: (name: string) => string,
  level?: number,
): Inlined | undefined {
  return inlineWith(source, root, node, scope, expected, runtime, { bound, prefix, zone, level });
}

/**
 * `source` (a whole expression) as `Inlined` source whose names start with `prefix`, with the scope locals in
 * `locals` (`pile` -> `pile`) read from JavaScript locals of the body it is written into instead of the
 * environment: a trigger's condition walked over a row's piles (runtime/turn/after-action.fast.ts), a zone's caption
 * (log/caption-gen.ts), without binding each pile on the environment and putting the old binding back. Undefined
 * where code generation is off, the expression does not check, or such a name is read through a closure or in a
 * list builtin's condition (those read the environment: the caller keeps its closure path).
 */
export function inlineOver(source: string, scope: Scope, expected: Ty | undefined, runtime: Runtime, locals: ReadonlyMap<string, string>, prefix: string): Inlined | undefined {
  if (!generates(runtime)) return undefined;
  const parsed = parseExpression(source);
  if (!parsed.ok) return undefined;
  return inlineWith(source, parsed.node, parsed.node, scope, expected, runtime, { prefix, locals });
}

/** `inlineNode` and `inlineOver`: `node` built with `inlining`, or undefined where it declines, lacks source or does not check. */
function inlineWith(source: string, root: Node, node: Node, scope: Scope, expected: Ty | undefined, runtime: Runtime, inlining: Inlining): Inlined | undefined {
  if (!generates(runtime)) return undefined;
  const b = new Builder(spansOf(source, root), runtime, inlining);
  try {
    const c = b.build(node, scope);
    if ((expected !== undefined && !accepts(expected, c.ty)) || c.src === undefined || b.declined) return undefined;
    const src = b.rootSource(c);
    return { ...b.inlined(src), readsRecord: b.readsRecord, hoisted: b.hoisted, tables: b.tables };
  } catch (e) {
    if (e instanceof ExprFail) return undefined;
    throw e;
  }
}

function literal(ty: Ty, value: unknown, expected?: Ty | Ty[]): CheckResult {
  if (expected && !accepts(expected, ty)) {
    return { ok: false, errors: [{ code: Codes.ExprType, message: `expected ${[expected].flat().map(show).join(' or ')}, got ${show(ty)}`, index: 0 }] };
  }
  return { ok: true, ty, fn: () => value };
}

function accepts(expected: Ty | Ty[], got: Ty): boolean {
  const list = Array.isArray(expected) ? expected : [expected];
  return list.some((e) => sameType(e, got) || (got.t === 'null' && (e.t === 'card' || e.t === 'number')));
}

const noRuntime: Runtime = {
  cards: [],
  helpers: { next: () => 0, alive: () => [], faceUp: () => false },
};

/** Source to inline (`inlineNode`): arguments read from locals, names with a prefix. */
interface Inlining {
  bound?: ReadonlyMap<string, BoundArg>;
  prefix: string;
  /**
   * Names of the scope's own locals (`pile`, `pileIndex`, `seat`) read from JavaScript locals of the body instead of
   * the environment (`inlineOver`): declined wherever such a name would be read through a closure or inside a
   * builtin's condition (both read the environment).
   */
  locals?: ReadonlyMap<string, string>;
  /** A zone's table read from a local of the body (`zone(name)` names it), where not inside a generated list loop. */
  zone?: (name: string) => string;
  /** The loop level the expression is read at: its sub-expressions that read only outer arguments are hoisted. */
  level?: number;
}

/** A sub-expression's table (`Inlined.tables`). */
interface Table {
  level: number;
  local: string;
  src: string;
}

class Builder {
  private readonly rt: Runtime;
  readonly calls = new Set<string>();
  /** Generates source beside the closures: only for expressions that will run (a runtime given), in Node. */
  private readonly gen: Gen | undefined;
  /** The arguments read from locals, while inlining. */
  private readonly bound: ReadonlyMap<string, BoundArg> | undefined;
  /** While inlining at a loop level: sub-expressions hoisted out to outer levels (`Inlined.hoisted`), as read. */
  readonly hoisted: { level: number; text: string }[] = [];
  /** Hoisted sub-expressions not read yet: declared only once some source reads them (a closure may read its own). */
  private readonly unread = new WeakMap<Checked, { level: number; text: string } | Table>();
  /** While inlining: the tables of sub-expressions that read only an inner argument (`Inlined.tables`), as read. */
  readonly tables: Table[] = [];
  /** How many closures reading the arguments' record the sources built so far call (see `readsRecord`). */
  private recordReads = 0;
  /** How many sub-expressions were hoisted (read or not). */
  private hoists = 0;
  /** The level below which a sub-expression's arguments must all be bound to be hoisted; undefined: no hoisting. */
  private readonly hoistBelow: number | undefined;
  /** Built nodes whose source reads a hoisted local (a local of the body, out of reach of a function of their own). */
  private readonly readsHoisted = new WeakSet<Checked>();
  /** Built nodes whose source is sure to be a JavaScript number (never null, undefined, a text). */
  private readonly numbers = new WeakSet<Checked>();
  /** Built nodes whose source is sure to be neither null nor undefined (numbers are too). */
  private readonly present = new WeakSet<Checked>();
  /** Built nodes whose source is sure to be an array (a pile read from its row by a loop-bounded index). */
  private readonly arrays = new WeakSet<Checked>();
  /** Each built node's tree, to know which arguments its closure may read (while inlining). */
  private readonly nodes = new WeakMap<Checked, Node>();
  /** While inlining: the source calls a closure that may read an argument from the record. */
  readsRecord = false;
  /** While inlining: the source cannot be inlined (a bound argument read in a generated list loop). */
  declined = false;
  constructor(
    private readonly spans: Spans,
    runtime?: Runtime,
    inlining?: Inlining,
  ) {
    this.rt = runtime ?? noRuntime;
    this.gen = runtime && generates(runtime) ? new Gen(inlining?.prefix) : undefined;
    this.bound = inlining?.bound;
    this.locals = inlining?.locals;
    this.zoneLocal = inlining?.zone;
    this.hoistBelow = inlining?.level;
  }

  /**
   * While inlining over locals (`inlineOver`): the scope locals read from the body's JavaScript locals; while a list
   * loop's condition is built over its element (`buildOver`), that element's name read from the loop's `el`.
   */
  private locals: ReadonlyMap<string, string> | undefined;
  /** How many conditions of list builtins (`any(seats, …)`, `sum(hand, …)`) the node being built is in. */
  private inCondition = 0;

  /** Whether `c`'s tree may name a scope local read from the body (cautious: any mention of its name counts). */
  private readsBodyLocal(c: Checked): boolean {
    if (!this.locals) return false;
    const node = this.nodes.get(c);
    if (!node) return true;
    for (const name of namesIn(node)) if (this.locals.has(name)) return true;
    return false;
  }

  /**
   * A list loop's condition (`any(seats, count(stock[seat]) == 0)`) built again with its element, `name`, read from
   * the loop's local `el` instead of the environment: its source, or undefined where something in it still reads
   * the element from the environment (a closure, a builtin's own condition) or the condition is declined anyway.
   * The builder's state is as it was after (the first build, with the element on the environment, decided it).
   */
  private buildOver(node: Node, scope: Scope, name: string): string | undefined {
    const locals = this.locals;
    const declined = this.declined;
    const inCondition = this.inCondition;
    this.locals = new Map([[name, 'el']]);
    this.declined = false;
    this.inCondition = 0;
    this.inHelper++;
    try {
      const c = this.build(node, scope);
      return this.declined ? undefined : c.src;
    } finally {
      this.locals = locals;
      this.declined = declined;
      this.inCondition = inCondition;
      this.inHelper--;
    }
  }

  /** A scope local's source: the body's JavaScript local while inlining over locals, else the environment's field. */
  private localSrc(name: string): string | undefined {
    const body = this.locals?.get(name);
    if (body === undefined) return localSource(name);
    // A condition of a list builtin binds its element on the environment (and may shadow the name): not inlined.
    if (this.inCondition > 0) this.declined = true;
    return body;
  }

  /** While inlining: a zone read from the body's local. */
  private readonly zoneLocal: ((name: string) => string) | undefined;
  /** The game's zones by name (for `readsLocal`), set by `build`. */
  private zones: Readonly<Record<string, unknown>> = {};
  /** How many generated list loops (helper functions, out of reach of the body's locals) the node being built is in. */
  private inHelper = 0;

  /** Whether `c`'s tree may name a bound argument (cautious: any mention of its name counts). */
  private readsBound(c: Checked): boolean {
    if (!this.bound) return false;
    const node = this.nodes.get(c);
    if (!node) return true;
    for (const name of namesIn(node)) if (this.bound.has(name)) return true;
    return false;
  }

  /** Whether `c`'s source may read a local of the body it is inlined into (a bound argument, a zone), cautiously. */
  private readsLocal(c: Checked): boolean {
    if (this.readsBound(c) || this.readsBodyLocal(c) || this.readsHoisted.has(c)) return true;
    if (!this.zoneLocal) return false;
    const node = this.nodes.get(c);
    if (!node) return true;
    for (const name of namesIn(node)) if (Object.hasOwn(this.zones, name)) return true;
    return false;
  }

  /** The built source with its constants, helpers and temporaries, for `inlineNode`. */
  inlined(src: string) {
    return this.gen!.inlined(src);
  }

  /** The function to run for a built node: its generated code when it has any, else its closure. */
  finish(c: Checked): (env: Env) => unknown {
    return this.gen && c.src !== undefined ? this.gen.finish(c.src, c.fn) : c.fn;
  }

  /** A node's source: its own, or a call of its closure. Only while generating. */
  private src(c: Checked): string {
    this.declare(c);
    if (c.src !== undefined) return c.src;
    if (this.readsBound(c)) {
      this.readsRecord = true;
      this.recordReads++;
    }
    // A closure reads `pile` or `seat` from the environment, where the body does not bind them.
    if (this.readsBodyLocal(c)) this.declined = true;
    return this.gen!.call(c.fn);
  }

  /** `c` with source made by `make` (when generating; `make` may decline with undefined). */
  private code(c: Checked, make: (g: Gen) => string | undefined): Checked {
    if (!this.gen) return c;
    const src = make(this.gen);
    if (src !== undefined) c.src = src;
    return c;
  }

  /** Reports an error at what it is about: a node or an offset in the text (the whole expression when neither). */
  private fail(code: Code, message: string, at?: Node | number, hint?: string): never {
    const index = at === undefined ? 0 : typeof at === 'number' ? at : (this.spans.of(at)?.start ?? 0);
    throw new ExprFail({ code, message, index, ...(hint ? { hint } : {}) });
  }

  /** Where an operator node's operator is written, for errors about the operator itself. */
  private op(node: Node): number {
    return this.spans.operator(node) ?? this.spans.of(node)?.start ?? 0;
  }

  build(node: Node, scope: Scope): Checked {
    this.zones = scope.def.zones;
    const before = this.hoists;
    const reads = this.recordReads;
    const c = this.node(node, scope);
    if (this.bound || this.locals) this.nodes.set(c, node);
    if (this.bound) {
      if (this.hoists > before) this.readsHoisted.add(c);
      this.hoist(c, node, scope, this.recordReads > reads);
    }
    return c;
  }

  /** `c` noted in `facts` (what its generated source is sure to be), where it has generated source. */
  private sure(facts: WeakSet<Checked>, c: Checked): Checked {
    if (c.src !== undefined) facts.add(c);
    return c;
  }

  /** Whether the generated source of `c` is sure to be neither null nor undefined. */
  private isPresent(c: Checked): boolean {
    return this.present.has(c) || this.numbers.has(c) || this.arrays.has(c);
  }

  /**
   * `row[p]` where `row` is a shared zone read from the body's local and `p` the argument its loop counts over that
   * very row (`BoundArg.rowOf`, the loop bounds it: 0 up to the row's length, or to one past it for a new pile): the
   * pile read without the closures' array, whole-number and range tests, which the loop already makes sure of (only
   * the new pile's index is past the end, read as the empty pile). Undefined where this does not apply.
   */
  private loopRow(node: Node, object: Checked, index: Checked): Checked | undefined {
    if (!this.gen || !this.zoneLocal || this.inHelper > 0 || object.ty.t !== 'row' || object.src === undefined || index.src === undefined) return undefined;
    const zone = node.object as Node;
    const prop = node.property as Node;
    if (zone.type !== 'Identifier' || prop.type !== 'Identifier') return undefined;
    const arg = this.bound?.get(String(prop.name));
    const name = String(zone.name);
    if (arg?.rowOf?.zone !== name || !Object.hasOwn(this.zones, name) || (this.zones[name] as { scope?: string }).scope === 'player') return undefined;
    const o = object.fn;
    const i = index.fn;
    const fn = (env: Env) => {
      const list = o(env) as unknown[] | null | undefined;
      const k = Number(i(env));
      return (Array.isArray(list) && Number.isInteger(k) && k >= 0 && k < list.length ? list[k] : undefined) ?? [];
    };
    const l = this.src(object);
    const k = this.src(index);
    const c: Checked = { ty: T.cards, fn, src: arg.rowOf.grows ? `(${k} < ${l}.length ? ${l}[${k}] : ${this.gen.konst(EMPTY)})` : `${l}[${k}]` };
    this.arrays.add(c);
    return c;
  }

  /** Whether the generated source of `c` is sure to be a number (`Number()` of it is itself). */
  private isNumber(c: Checked): boolean {
    return this.numbers.has(c);
  }

  /** `Number(src)`, or the source itself where it is sure to be a number. */
  private num(c: Checked): string {
    return this.isNumber(c) ? this.src(c) : `Number(${this.src(c)})`;
  }

  /**
   * While inlining at loop level L (`hoistBelow`): `c` (of `node`) read once per value of the outer arguments it reads
   * instead of once per inner candidate, from a local the body declares at the level of its innermost argument.
   * Only where every name it mentions is the same for every candidate of that level: an argument of an outer loop,
   * a zone, a built-in global, `self` (the listing changes none of them, nor anything else on the environment but
   * the arguments); never a name bound by a list function, whose closures read it per element. Not a bare name or
   * literal (no cheaper as a local), nor inside a generated list loop (a function of its own). Reading it where the
   * candidate would not have (before an `and` that fails) is as the split's parts already do (runtime/legal/pre-split.ts):
   * expressions change nothing. In Build Up, `c.value` was read per building pile, now once per card.
   */
  private hoist(c: Checked, node: Node, scope: Scope, readsRecord: boolean): void {
    const below = this.hoistBelow;
    if (below === undefined || this.inHelper > 0 || c.src === undefined || node.type === 'Literal' || node.type === 'Identifier') return;
    let level = -1;
    /** The argument of loop `below` itself, where the node reads it (then it may only be tabled). */
    let inner: BoundArg | undefined;
    for (const name of namesIn(node)) {
      const arg = this.bound!.get(name);
      if (arg !== undefined) {
        if (arg.level > below || (arg.level === below && (inner !== undefined && inner !== arg))) return;
        if (arg.level === below) inner = arg;
        else level = Math.max(level, arg.level);
      } else if (scope.locals.has(name) ? name !== 'self' : !(Object.hasOwn(this.zones, name) || GLOBALS.has(name) || BUILTINS.has(name) || ['options', 'vars', 'true', 'false'].includes(name))) {
        return;
      }
    }
    if (inner !== undefined) {
      this.table(c, node, inner, level, readsRecord);
      return;
    }
    if (level >= below) return;
    const local = this.gen!.hoistedLocal();
    this.unread.set(c, { level, text: `const ${local} = ${c.src};` });
    this.hoists++;
    c.src = local;
    this.readsHoisted.add(c);
  }

  /**
   * `c`, reading no argument but `arg` (of the innermost loop level `hoistBelow`, the one `c` is read at), read from
   * a table the body fills once per listing with its value for each of `arg`'s values (`Inlined.tables`), instead
   * of once per candidate: with an outer loop of n values, one evaluation per value of `arg` where there were n.
   * Not where the loop is the outermost (nothing to share), its values may change with the outer loops (no
   * `index`), `c` reads an outer argument too (`outer` >= 0) or calls a closure that reads the arguments' record
   * (not filled in for the table), nor where it reads no zone (an argument's attribute or arithmetic on it costs
   * about what the table's read does). A table read inside `c` is written back into it (one table, not one per
   * sub-expression). Evaluated for values a candidate would not have read, as hoisting already is. In Build Up,
   * `count(building[p]) + 1` was computed for every (card, pile), now once per pile.
   */
  private table(c: Checked, node: Node, arg: BoundArg, outer: number, readsRecord: boolean): void {
    if (outer >= 0 || arg.level < 1 || arg.index === undefined || readsRecord) return;
    if (![...namesIn(node)].some((name) => Object.hasOwn(this.zones, name))) return;
    let src = c.src!;
    // A table this one reads: its expression written back in (its fill then needs no order, nor its own array).
    for (let i = this.tables.length - 1; i >= 0; i--) {
      const t = this.tables[i]!;
      const read = `${t.local}[${arg.index}]`;
      if (t.level !== arg.level || !src.includes(read)) continue;
      src = src.split(read).join(`(${t.src})`);
      this.tables.splice(i, 1);
    }
    const local = this.gen!.hoistedLocal();
    this.unread.set(c, { level: arg.level, local, src });
    this.hoists++;
    c.src = `${local}[${arg.index}]`;
    this.readsHoisted.add(c);
  }

  /** The root's source (`inlineNode`), its hoisted sub-expression declared if it is one. */
  rootSource(c: Checked): string {
    this.declare(c);
    return c.src!;
  }

  /** A hoisted sub-expression's declaration, once its local is read. */
  private declare(c: Checked): void {
    const h = this.unread.get(c);
    if (h === undefined) return;
    this.unread.delete(c);
    if ('local' in h) this.tables.push(h);
    else this.hoisted.push(h);
  }

  private node(node: Node, scope: Scope): Checked {
    switch (node.type) {
      case 'Literal':
        return this.literal(node.value);
      case 'Identifier':
        return this.identifier(node, scope);
      case 'MemberExpression':
        return this.member(node, scope);
      case 'CallExpression':
        return this.call(node, scope);
      case 'UnaryExpression':
        return this.unary(node, scope);
      case 'BinaryExpression':
        return this.binary(node, scope);
      case 'ConditionalExpression':
        return this.conditional(node, scope);
      case 'ThisExpression':
        return this.fail(Codes.ExprForbidden, '"this" is not reachable from an expression', node);
      default:
        return this.fail(Codes.ExprUnsupported, `${describe(node.type)} is not part of the expression language`, node);
    }
  }

  private literal(value: unknown): Checked {
    const c = this.code(this.literalClosure(value), () => literalSource(value));
    if (c.src !== undefined) (typeof value === 'number' ? this.numbers : this.present).add(c);
    if (value === null) this.present.delete(c);
    return c;
  }

  private literalClosure(value: unknown): Checked {
    if (typeof value === 'number') return { ty: T.number, fn: () => value };
    if (typeof value === 'string') return { ty: T.string, fn: () => value };
    if (typeof value === 'boolean') return { ty: T.boolean, fn: () => value };
    if (value === null) return { ty: T.null, fn: () => null };
    return this.fail(Codes.ExprUnsupported, 'unsupported literal');
  }

  private forbidden(name: string, at: Node): void {
    if (FORBIDDEN_NAMES.has(name)) {
      this.fail(Codes.ExprForbidden, `"${name}" is not reachable from an expression`, at, 'expressions see only the game\'s own data');
    }
  }

  private identifier(node: Node, scope: Scope): Checked {
    const name = String(node.name);
    this.forbidden(name, node);
    const local = scope.locals.get(name);
    if (local) return this.code({ ty: local, fn: this.localReader(name) }, () => this.localSrc(name));
    const arg = scope.args.get(name);
    if (arg) {
      const bound = this.bound?.get(name);
      const c = this.code({ ty: arg, fn: (env) => env.args?.[name] }, () => bound?.local ?? `e.args?.[${key(name)}]`);
      if (bound?.number && c.src !== undefined) this.numbers.add(c);
      return c;
    }
    const global = GLOBALS.get(name);
    if (global) return this.code({ ty: global, fn: this.globalReader(name) }, (g) => this.globalSource(g, name));
    if (name === 'true' || name === 'false') return this.literal(name === 'true');
    if (name === 'options') {
      const fields = new Map(Object.entries(scope.def.options).map(([k, o]) => [k, optionType(o)]));
      return this.code({ ty: { t: 'record', what: 'options', fields }, fn: (env) => env.G.options }, () => 'e.G.options');
    }
    if (name === 'vars') {
      const fields = new Map(Object.entries(scope.def.vars).map(([k, v]) => [k, varType(v)]));
      return this.code({ ty: { t: 'record', what: 'vars', fields }, fn: (env) => env.G.vars }, () => 'e.G.vars');
    }
    if (Object.hasOwn(scope.def.zones, name)) {
      const zone = scope.def.zones[name]!;
      return this.code({ ty: zoneType(zone), fn: (env) => env.G.zones[name] }, () =>
        this.zoneLocal && this.inHelper === 0 ? this.zoneLocal(name) : `e.G.zones[${key(name)}]`);
    }
    const defined = definitionOf(scope.def, name);
    if (defined) {
      if (defined.params.length > 0) return this.fail(Codes.ExprArity, `${name} takes ${defined.params.length} argument${defined.params.length === 1 ? '' : 's'}: call it as ${name}(${defined.params.join(', ')})`, node);
      return this.defined(defined, [], scope, node);
    }
    const known = [...scope.locals.keys(), ...scope.args.keys(), ...GLOBALS.keys(), 'options', 'vars', ...Object.keys(scope.def.zones), ...Object.keys(scope.def.defines ?? {})];
    return this.fail(Codes.ExprUnknownName, `unknown name "${name}"`, node, suggest(name, known));
  }

  private localReader(name: string): (env: Env) => unknown {
    switch (name) {
      case 'self':
        return (env) => env.self;
      case 'card':
        return (env) => env.card;
      case 'seat':
        return (env) => env.seat;
      case 'pile':
        return (env) => env.pile;
      case 'pileIndex':
        return (env) => env.pileIndex;
      case 'winner':
        return (env) => env.winner;
      case 'tied':
        return (env) => env.tied ?? [];
      default:
        // A name bound by `as` or `forEach`.
        return reader(name);
    }
  }

  /** `globalReader`'s closures as source. */
  private globalSource(g: Gen, name: string): string {
    switch (name) {
      case 'players':
        return 'e.numPlayers';
      case 'seats':
        return `${g.konst(seatsOf)}(e.numPlayers)`;
      case 'alive':
        return `${g.konst(this.rt.helpers)}.alive(e)`;
      case 'lastOut':
        return 'e.G.lastOut';
      case 'current':
        return 'e.currentPlayer';
      case 'turn':
        return 'e.turn';
      case 'handNumber':
        return '(e.G.hands?.number ?? 1)';
      case 'phase':
        return 'e.phase';
      default:
        return 'null';
    }
  }

  private globalReader(name: string): (env: Env) => unknown {
    const h = this.rt.helpers;
    switch (name) {
      case 'players':
        return (env) => env.numPlayers;
      case 'seats':
        return (env) => seatsOf(env.numPlayers);
      case 'alive':
        return (env) => h.alive(env);
      case 'lastOut':
        return (env) => env.G.lastOut;
      case 'current':
        return (env) => env.currentPlayer;
      case 'turn':
        return (env) => env.turn;
      case 'handNumber':
        // 1 in a game without `hands:`: it is all one hand.
        return (env) => env.G.hands?.number ?? 1;
      case 'phase':
        return (env) => env.phase;
      default:
        return () => null;
    }
  }

  private member(node: Node, scope: Scope): Checked {
    const object = this.build(node.object as Node, scope);
    if (node.computed) {
      const index = this.build(node.property as Node, scope);
      const keys = object.ty.t === 'row' ? object.ty.keys : undefined;
      if (keys && index.ty.t === 'string') return this.keyedPile(object, index, keys);
      if (index.ty.t !== 'number') this.fail(Codes.ExprType, `an index must be a number, got ${show(index.ty)}`, node.property as Node, keys ? undefined : object.ty.t === 'row' && index.ty.t === 'string' ? 'only a row keyed by a text attribute (row: { by: suit }) takes a value as its index' : undefined);
      const o = object.fn;
      const i = index.fn;
      const at = (env: Env) => {
        const list = o(env) as unknown[] | null | undefined;
        const k = Number(i(env));
        return Array.isArray(list) && Number.isInteger(k) && k >= 0 && k < list.length ? list[k] : undefined;
      };
      // `at` as source: the list and the index each read once, in that order.
      const atSource = (g: Gen, orElse: string) => {
        const l = g.temp();
        const k = g.temp();
        return `(${l} = ${this.src(object)}, ${k} = Number(${this.src(index)}), (Array.isArray(${l}) && Number.isInteger(${k}) && ${k} >= 0 && ${k} < ${l}.length ? ${l}[${k}] : undefined) ?? ${orElse})`;
      };
      const row = this.loopRow(node, object, index);
      if (row !== undefined) return row;
      switch (object.ty.t) {
        case 'perSeat': {
          // A team's value is read by a team, a seat's by a seat: `vars.score[self]` of a team variable is a mistake.
          if (object.ty.team && !isTeam(index.ty)) {
            return this.fail(Codes.ExprType, `one value per team: index it with a team, not a ${show(index.ty)}`, node.property as Node, 'e.g. vars.score[team(self)]');
          }
          if (!object.ty.team && isTeam(index.ty)) {
            return this.fail(Codes.ExprType, `one value per seat: index it with a seat, not a team`, node.property as Node, 'a team has several seats: pick one, e.g. [self], or keep the value per team (scope: team)');
          }
          const empty = emptyOf(object.ty);
          return this.code({ ty: object.ty.of, fn: (env) => at(env) ?? empty }, (g) => atSource(g, empty === null ? 'null' : g.konst(empty)));
        }
        case 'row':
          return this.code({ ty: T.cards, fn: (env) => at(env) ?? [] }, (g) => atSource(g, '[]'));
        case 'cards':
          return this.code({ ty: T.card, fn: (env) => at(env) ?? null }, (g) => atSource(g, 'null'));
        case 'seats':
          return this.code({ ty: T.seat, fn: (env) => at(env) ?? null }, (g) => atSource(g, 'null'));
        case 'numbers':
          return this.code({ ty: T.number, fn: (env) => at(env) ?? null }, (g) => atSource(g, 'null'));
        case 'groups':
          return this.code({ ty: T.cards, fn: (env) => at(env) ?? [] }, (g) => atSource(g, '[]'));
        default:
          return this.fail(Codes.ExprType, `cannot index ${show(object.ty)} with [ ]`, node.object as Node);
      }
    }
    const prop = node.property as Node;
    if (prop.type !== 'Identifier') return this.fail(Codes.ExprUnsupported, 'unsupported member access', prop);
    const name = String(prop.name);
    this.forbidden(name, prop);
    if (object.ty.t === 'record') {
      const field = object.ty.fields.get(name);
      if (!field) {
        const code = object.ty.what === 'options' ? Codes.UnknownOption : object.ty.what === 'vars' ? Codes.UnknownVar : Codes.ExprUnknownName;
        return this.fail(code, `${object.ty.what} has no "${name}"`, prop, suggest(name, [...object.ty.fields.keys()]));
      }
      const o = object.fn;
      return this.code({ ty: field, fn: (env) => (o(env) as Record<string, unknown>)[name] }, () => `(${this.src(object)})[${key(name)}]`);
    }
    if (object.ty.t === 'card') {
      const fields = cardFields(scope.def);
      const field = fields.get(name);
      if (!field) {
        if (Object.values(scope.def.cardTypes).some((ct) => ct.secret?.includes(name))) {
          return this.fail(Codes.CardAttribute, `card attribute "${name}" is secret`, prop, 'only the game\'s hooks (on the server) may read a secret attribute');
        }
        return this.fail(Codes.CardAttribute, `cards have no attribute "${name}"`, prop, suggest(name, [...fields.keys()]));
      }
      const o = object.fn;
      // Every card's value of the attribute, read once: the closure is an array read (cards never change).
      const values = this.rt.cards.map((_, id) => cardAttr(this.rt.cards, id, name));
      return this.code({ ty: field, fn: (env) => { const id = o(env); return typeof id === 'number' ? (values[id] ?? null) : null; } }, (g) => {
        // A card argument read from its loop's local is a card id, a number: no type test.
        if (this.isNumber(object)) return `(${g.konst(values)}[${this.src(object)}] ?? null)`;
        const id = g.temp();
        return `(typeof (${id} = ${this.src(object)}) === 'number' ? (${g.konst(values)}[${id}] ?? null) : null)`;
      });
    }
    return this.fail(Codes.ExprType, `${show(object.ty)} has no field "${name}"`, prop);
  }

  /** `foundations[c.suit]`: the pile of a keyed row whose value is the index (no such value: no cards). */
  private keyedPile(object: Checked, index: Checked, keys: readonly string[]): Checked {
    const o = object.fn;
    const i = index.fn;
    return {
      ty: T.cards,
      fn: (env) => {
        const row = o(env) as unknown[] | null | undefined;
        const k = keys.indexOf(i(env) as string);
        return (Array.isArray(row) && k >= 0 ? row[k] : undefined) ?? [];
      },
    };
  }

  private call(node: Node, scope: Scope): Checked {
    const callee = node.callee as Node;
    if (callee.type !== 'Identifier') {
      this.build(callee, scope); // reports a forbidden or unknown name in the callee first
      return this.fail(Codes.ExprUnsupported, 'only named functions can be called', callee);
    }
    const name = String(callee.name);
    this.forbidden(name, callee);
    const builtin = BUILTINS.get(name);
    const defined = definitionOf(scope.def, name);
    if (defined) return this.defined(defined, (node.arguments as Node[]) ?? [], scope, callee);
    if (!builtin) return this.fail(Codes.ExprUnknownName, `unknown function "${name}"`, callee, suggest(name, [...BUILTINS.keys(), ...Object.keys(scope.def.defines ?? {})]));
    this.calls.add(name);
    const argNodes = [...((node.arguments as Node[]) ?? [])];
    if (name === 'movedThisTurn' && argNodes.length === 2) return this.movedFrom(argNodes, scope, builtin.doc);
    if ((name === 'name' || name === 'plural') && argNodes.length === 2) return this.namedBy(name, argNodes, scope, builtin.doc);
    const [min, max] = builtin.arity;
    if (argNodes.length < min || argNodes.length > max) {
      const want = min === max ? `${min}` : `${min} to ${max}`;
      return this.fail(Codes.ExprArity, `${name}() takes ${want} argument${max === 1 ? '' : 's'}, got ${argNodes.length}`, callee, builtin.doc);
    }
    if (name === 'range') {
      // Bounds written as numbers are checked here; others when the range is made (builtins.ts), never cut silently.
      const [lo, hi] = argNodes.map((a) => (a.type === 'Literal' && typeof a.value === 'number' ? a.value : undefined));
      if (lo !== undefined && hi !== undefined && Math.floor(hi) - Math.ceil(lo) + 1 > RANGE_MAX) {
        return this.fail(Codes.RangeTooLong, `range(${lo}, ${hi}) holds ${Math.floor(hi) - Math.ceil(lo) + 1} numbers; a range holds at most ${RANGE_MAX}`, callee, builtin.doc);
      }
    }
    const args: Checked[] = [];
    // `list as c`: the first argument of a list function may name its element.
    let named: string | undefined;
    let namedAt: Node | undefined;
    const first = argNodes[0];
    if (first && first.type === 'BinaryExpression' && first.operator === 'as') {
      const right = first.right as Node;
      if (builtin.lambdaArg === undefined || right.type !== 'Identifier') {
        return this.fail(Codes.ExprSyntax, `"as" names the element of a list: ${name}(list as c, …)`, this.op(first));
      }
      named = String(right.name);
      namedAt = right;
      argNodes[0] = first.left as Node;
    }
    let bind = binder('card');
    /** A list builtin's condition, with the scope it is read in (the element bound). */
    let condition: { node: Node; scope: Scope } | undefined;
    argNodes.forEach((a, i) => {
      if (i === 1 && args[0]?.ty.t === 'perSeat' && argNodes[0]!.type === 'Identifier') {
        const zone = String(argNodes[0]!.name);
        this.fail(Codes.ZoneKind, `"${zone}" is one per seat: say whose, e.g. ${zone}[self] or ${zone}[seat]`, argNodes[0]);
      }
      if (builtin.lambdaArg === i && args[0] && isList(args[0].ty)) {
        const list = args[0].ty;
        const as = named ?? defaultBinder(list);
        this.checkBinder(as, scope, named !== undefined, name, namedAt ?? callee);
        bind = binder(as);
        const looped = loopsOver(name, argNodes.length, bind.field);
        if (looped) this.inHelper++;
        this.inCondition++;
        try {
          condition = { node: a, scope: withLocal(scope, as, elementOf(list)) };
          args.push(this.build(a, condition.scope));
        } finally {
          if (looped) this.inHelper--;
          this.inCondition--;
        }
      } else {
        if (builtin.lambdaArg === i && args[0] && args[0].ty.t !== 'number') {
          // Say what is wrong with the list, not that `card` (bound only over a list) is an unknown name.
          this.fail(Codes.ExprType, `${name}() reads each element of a list, but its first argument is ${show(args[0].ty)}, not a list`, argNodes[0], builtin.doc);
        }
        args.push(this.build(a, scope));
      }
    });
    if (named !== undefined && !(args[0] && isList(args[0].ty) && args.length > 1)) {
      return this.fail(Codes.ExprSyntax, `"as" names the element of a list: ${name}(list as c, …)`, this.op(first!));
    }
    // A builtin reads its arguments through their functions: generated ones where they have source (not where the
    // source reads a local of the body it is inlined into, which only that body has).
    if (this.gen) for (const a of args) if (a.src !== undefined && !this.readsLocal(a)) a.fn = this.gen.finish(a.src, a.fn);
    if (builtin.withTeams) {
      if (!scope.def.teams) return this.fail(Codes.ExprType, `${name}() needs partnerships: this game declares no teams`, callee, 'declare them, e.g. teams: { count: 2, seating: alternate } (partners sit opposite)');
      const made = builtin.withTeams(scope.def.teams, args.map((a) => a.ty));
      if (typeof made === 'string') return this.fail(Codes.ExprType, `${name}() ${made}`, argNodes[0] ?? callee, builtin.doc);
      return { ty: made.ty, fn: (env) => made.impl(env, args) };
    }
    if (builtin.withTypes) {
      const made = builtin.withTypes(scope.def.cardTypes, args.map((a) => a.ty));
      if (typeof made === 'string') return this.fail(Codes.ExprType, `${name}() ${made}`, argNodes[0] ?? callee, builtin.doc);
      return { ty: made.ty, fn: (env) => made.impl(env, args) };
    }
    const ty = builtin.type(args.map((a) => a.ty));
    if (typeof ty === 'string') return this.fail(Codes.ExprType, `${name}() ${ty}`, callee, builtin.doc);
    const helpers = this.rt.helpers;
    if (loopsOver(name, args.length, bind.field)) {
      // any/all/count/filter with a condition: one generated loop (expr/builtins/list-gen.ts).
      const field = bind.field!;
      // The condition runs in a helper function of its own, where a bound argument's local is out of reach.
      if (this.readsBound(args[1]!)) this.declined = true;
      return this.code({ ty, fn: (env) => builtin.impl(env, args, helpers, bind) }, (g) => {
        const list = this.src(args[0]!);
        // The list is `seats` exactly when its source is the one `globalSource` writes for it.
        const seats = list === this.globalSource(g, 'seats');
        // The condition reading its element from the loop's local, where it can (no write to the environment).
        const overEl = condition !== undefined ? this.buildOver(condition.node, condition.scope, field) : undefined;
        return listLoopSource(g, name, field, list, this.src(args[1]!), seats ? 'e.numPlayers' : undefined, overEl);
      });
    }
    if (name === 'count' && args.length === 1) {
      // The commonest call of all (`count(hand[self])`): a list's length, without the generic call.
      const list = args[0]!.fn;
      // Anything but a list goes to the builtin, given the value read (the environment is not read again, so the
      // source reads no argument through a closure here).
      const ty0 = args[0]!.ty;
      const slow = (v: unknown) => builtin.impl(undefined as unknown as Env, [{ ty: ty0, fn: () => v }], helpers, bind);
      const counted = this.code({ ty, fn: (env) => { const v = list(env); return Array.isArray(v) ? v.length : builtin.impl(env, args, helpers, bind); } }, (g) => {
        if (this.arrays.has(args[0]!)) return `${this.src(args[0]!)}.length`;
        const v = g.temp();
        return `(Array.isArray(${v} = ${this.src(args[0]!)}) ? ${v}.length : ${g.konst(slow)}(${v}))`;
      });
      if (this.arrays.has(args[0]!) && counted.src !== undefined) this.numbers.add(counted);
      return counted;
    }
    return { ty, fn: (env) => builtin.impl(env, args, helpers, bind) };
  }

  /**
   * A call of a named expression (`define:`, expr/define.ts): the arguments read here, in the caller's scope, the
   * body compiled on its own (its generated code, where code generation is on, is a function of its own) and run
   * with the parameters bound. An error in the body is reported at the body (`ExprError.define`).
   */
  private defined(d: DefineDef, argNodes: Node[], scope: Scope, at: Node): Checked {
    if (argNodes.length !== d.params.length) {
      const n = d.params.length;
      return this.fail(Codes.ExprArity, `${d.name}() takes ${n} argument${n === 1 ? '' : 's'}${n ? ` (${d.params.join(', ')})` : ''}, got ${argNodes.length}`, at, `it is defined as ${d.name}(${d.params.join(', ')})`);
    }
    this.calls.add(d.name);
    const args = argNodes.map((a) => this.build(a, scope));
    const called = compileCall(scope.def, d, args.map((a) => a.ty), scope.locals.has('self'), this.rt === noRuntime ? undefined : this.rt, compileExpr);
    if (!called.ok) {
      const e = called.errors[0]!;
      const index = this.spans.of(at)?.start ?? 0;
      throw new ExprFail({ ...e, index, define: e.define ?? { name: d.name, index: e.index } });
    }
    for (const c of called.calls) this.calls.add(c);
    const call = called.call;
    if (args.length === 0) return this.code({ ty: called.ty, fn: (env) => call(env, []) }, (g) => `${g.konst(call)}(e, ${g.konst([])})`);
    const fns = args.map((a) => a.fn);
    return this.code({ ty: called.ty, fn: (env) => call(env, fns.map((f) => f(env))) }, (g) => `${g.konst(call)}(e, [${args.map((a) => this.src(a)).join(', ')}])`);
  }

  /**
   * `movedThisTurn(card, zone)`: a move in this turn took the card out of that zone ("not the card you took from the
   * discard pile"). The zone is named, not read: its cards now are beside the point, the card has left it.
   */
  private movedFrom(argNodes: Node[], scope: Scope, doc: string): Checked {
    const [cardNode, zoneNode] = argNodes as [Node, Node];
    const card = this.build(cardNode, scope);
    if (card.ty.t !== 'card') return this.fail(Codes.ExprType, `movedThisTurn() expects a card, got ${show(card.ty)}`, cardNode, doc);
    const zone = zoneNode.type === 'Identifier' ? String(zoneNode.name) : undefined;
    if (zone === undefined || !Object.hasOwn(scope.def.zones, zone)) {
      const zones = Object.keys(scope.def.zones);
      const said = zone ?? 'that';
      return this.fail(Codes.UnknownZone, `movedThisTurn(card, zone): ${zone === undefined ? 'the second argument must name a zone' : `"${said}" is not a zone`}`, zoneNode,
        zone !== undefined && suggest(zone, zones) ? suggest(zone, zones) : `name the zone the card left, as written under zones: (${zones.join(', ')}), e.g. movedThisTurn(c, ${zones[0]})`);
    }
    this.calls.add('movedThisTurn/from');
    return {
      ty: T.boolean,
      fn: (env) => {
        const c = card.fn(env);
        return typeof c === 'number' && env.G.movedOn?.[c] === env.turn && env.G.movedFrom?.[c] === zone;
      },
    };
  }

  /**
   * `name(value, attribute)`, `plural(value, attribute)`: a computed value said by an attribute's names — the rank a
   * pile takes next, `name(count(pile) + 1, rank)` ("jack"), which the one-argument form cannot know to be a rank.
   */
  private namedBy(fn: 'name' | 'plural', argNodes: Node[], scope: Scope, doc: string): Checked {
    const [valueNode, attrNode] = argNodes as [Node, Node];
    const value = this.build(valueNode, scope);
    if (value.ty.t !== 'number' && value.ty.t !== 'string') return this.fail(Codes.ExprType, `${fn}() says a number or a text, got ${show(value.ty)}`, valueNode, doc);
    const attr = attrNode.type === 'Identifier' ? String(attrNode.name) : undefined;
    const fields = [...cardFields(scope.def).keys()].filter((f) => f !== 'id' && f !== 'type');
    if (attr === undefined || !fields.includes(attr)) {
      const what = attr === undefined ? 'the second argument must name a card attribute' : `cards have no attribute "${attr}"`;
      return this.fail(Codes.CardAttribute, `${fn}(value, attribute): ${what}`, attrNode, (attr !== undefined ? suggest(attr, fields) : undefined) ?? `name it as written under attributes: (${fields.join(', ')}), e.g. ${fn}(count(pile) + 1, ${fields[0] ?? 'rank'})`);
    }
    const names = namesOf(scope.def.cardTypes, attr);
    if (!names) return this.fail(Codes.ExprType, `${fn}(value, ${attr}): "${attr}" has no names to say its values by`, attrNode, `declare them on its card type, e.g. ${attr}: { type: number, names: { 1: ace, 12: queen } }`);
    const plural = fn === 'plural';
    return { ty: T.string, fn: (env) => sayValue(names, value.fn(env), plural) };
  }

  /** A bound name may not hide one already in reach (the outer `card` would silently stop being reachable). */
  private checkBinder(as: string, scope: Scope, named: boolean, fn: string, at: Node): void {
    this.forbidden(as, at);
    const hides = scope.locals.has(as) ? 'the outer' : scope.args.has(as) ? 'the move argument' : GLOBALS.has(as) || Object.hasOwn(scope.def.zones, as) || as === 'options' || as === 'vars' ? 'the built-in' : undefined;
    if (!hides) return;
    const what = named ? `"${as}"` : `the element "${as}"`;
    this.fail(Codes.ExprShadow, `${what} of ${fn}() hides ${hides} "${as}"`, at, `name the inner one: e.g. any(list as c, …) and read c.rank`);
  }

  private unary(node: Node, scope: Scope): Checked {
    const op = String(node.operator);
    const argument = node.argument as Node;
    const a = this.build(argument, scope);
    if (op === '!' || op === 'not') {
      this.want(a, argument, T.boolean, op);
      return this.sure(this.present, this.code({ ty: T.boolean, fn: (env) => !a.fn(env) }, () => `(!${this.src(a)})`));
    }
    if (op === '-') {
      this.want(a, argument, T.number, op);
      return this.sure(this.numbers, this.code({ ty: T.number, fn: (env) => -Number(a.fn(env)) }, () => `(-${this.num(a)})`));
    }
    return this.fail(Codes.ExprUnsupported, `operator "${op}" is not supported`, this.op(node));
  }

  /** An operand of the wrong type: the error points at the operand. */
  private want(c: Checked, at: Node, ty: Ty, op: string): void {
    if (!sameType(c.ty, ty)) this.fail(Codes.ExprType, `"${op}" expects ${show(ty)}, got ${show(c.ty)}`, at);
  }

  private binary(node: Node, scope: Scope): Checked {
    const op = String(node.operator);
    const leftNode = node.left as Node;
    const rightNode = node.right as Node;
    if (op === 'as') return this.fail(Codes.ExprSyntax, '"as" names the element of a list function\'s first argument: any(hand[self] as c, …)', this.op(node));
    const l = this.build(leftNode, scope);
    const r = this.build(rightNode, scope);
    const lf = l.fn;
    const rf = r.fn;
    // Lists joined, texts joined, keys compared (expr/list-ops.ts); closures only, called from generated code.
    const listOp = listBinary(op, l.ty, r.ty, lf, rf);
    if (typeof listOp === 'string') return this.fail(Codes.ExprType, listOp, this.op(node));
    if (listOp) return listOp;
    switch (op) {
      case 'and':
      case '&&':
        this.want(l, leftNode, T.boolean, op);
        this.want(r, rightNode, T.boolean, op);
        return this.sure(this.present, this.code({ ty: T.boolean, fn: (env) => Boolean(lf(env)) && Boolean(rf(env)) }, () => `(!!(${this.src(l)}) && !!(${this.src(r)}))`));
      case 'or':
      case '||':
        this.want(l, leftNode, T.boolean, op);
        this.want(r, rightNode, T.boolean, op);
        return this.sure(this.present, this.code({ ty: T.boolean, fn: (env) => Boolean(lf(env)) || Boolean(rf(env)) }, () => `(!!(${this.src(l)}) || !!(${this.src(r)}))`));
      case '==':
      case '!=': {
        const comparable = sameType(l.ty, r.ty) || l.ty.t === 'null' || r.ty.t === 'null';
        if (!comparable || ['cards', 'seats', 'numbers', 'groups', 'row', 'perSeat', 'record', 'words'].includes(l.ty.t)) {
          this.fail(Codes.ExprType, `cannot compare ${show(l.ty)} with ${show(r.ty)} using "${op}"`, this.op(node));
        }
        const eq = (env: Env) => (lf(env) ?? null) === (rf(env) ?? null);
        // Where one side is sure to be neither null nor undefined, `?? null` changes nothing the `===` sees.
        const sure = this.isPresent(l) || this.isPresent(r);
        return this.sure(this.present, this.code({ ty: T.boolean, fn: op === '==' ? eq : (env) => !eq(env) }, () =>
          sure ? `(${op === '==' ? '' : '!'}(${this.src(l)} === ${this.src(r)}))` : `(${op === '==' ? '' : '!'}(((${this.src(l)}) ?? null) === ((${this.src(r)}) ?? null)))`));
      }
      case '<':
      case '<=':
      case '>':
      case '>=': {
        this.want(l, leftNode, T.number, op);
        this.want(r, rightNode, T.number, op);
        const cmp = { '<': (a: number, b: number) => a < b, '<=': (a: number, b: number) => a <= b, '>': (a: number, b: number) => a > b, '>=': (a: number, b: number) => a >= b }[op];
        return this.sure(this.present, this.code({ ty: T.boolean, fn: (env) => cmp(Number(lf(env)), Number(rf(env))) }, () => `(${this.num(l)} ${op} ${this.num(r)})`));
      }
      case '+':
      case '-':
      case '*':
      case '/':
      case '%':
      case '**': {
        this.want(l, leftNode, T.number, op);
        this.want(r, rightNode, T.number, op);
        const f = {
          '+': (a: number, b: number) => a + b,
          '-': (a: number, b: number) => a - b,
          '*': (a: number, b: number) => a * b,
          '/': (a: number, b: number) => (b === 0 ? 0 : a / b),
          // Seat arithmetic wants a modulo that is never negative.
          '%': (a: number, b: number) => (b === 0 ? 0 : ((a % b) + b) % b),
          // A power (a bonus doubling per trick: 2 ** tricks); what has no number (0 ** -1, (-8) ** 0.5) reads 0,
          // as a division by zero does.
          '**': (a: number, b: number) => power(a, b),
        }[op];
        return this.sure(this.numbers, this.code({ ty: T.number, fn: (env) => f(Number(lf(env)), Number(rf(env))) }, (g) => {
          if (op === '+' || op === '-' || op === '*') return `(${this.num(l)} ${op} ${this.num(r)})`;
          if (op === '**') return `${g.konst(power)}(${this.num(l)}, ${this.num(r)})`;
          const a = g.temp();
          const b = g.temp();
          const value = op === '/' ? `${a} / ${b}` : `((${a} % ${b}) + ${b}) % ${b}`;
          return `(${a} = ${this.num(l)}, ${b} = ${this.num(r)}, ${b} === 0 ? 0 : ${value})`;
        }));
      }
      default:
        return this.fail(Codes.ExprUnsupported, `operator "${op}" is not supported`, this.op(node), 'use and, or, not, ==, !=, <, <=, >, >=, +, -, *, /, %, **');
    }
  }

  private conditional(node: Node, scope: Scope): Checked {
    const c = this.build(node.test as Node, scope);
    const a = this.build(node.consequent as Node, scope);
    const b = this.build(node.alternate as Node, scope);
    this.want(c, node.test as Node, T.boolean, '?');
    if (!sameType(a.ty, b.ty) && a.ty.t !== 'null' && b.ty.t !== 'null') {
      this.fail(Codes.ExprType, `both branches of "?:" must have one type, got ${show(a.ty)} and ${show(b.ty)}`, node.alternate as Node);
    }
    return this.code({ ty: joinTypes(a.ty, b.ty), fn: (env) => (c.fn(env) ? a.fn(env) : b.fn(env)) }, () => `((${this.src(c)}) ? (${this.src(a)}) : (${this.src(b)}))`);
  }
}

/** `localReader`'s closures as source; a name bound by `as` or `forEach` stays a call of its reader. */
function localSource(name: string): string | undefined {
  switch (name) {
    case 'self':
    case 'card':
    case 'seat':
    case 'pile':
    case 'pileIndex':
    case 'winner':
      return `e.${name}`;
    case 'tied':
      return '(e.tied ?? [])';
    default:
      return undefined;
  }
}

/** 0..n-1, one shared list per player count (frozen outside production: expr/builtins/shared-list.ts): `seats` is read in the end checks after every action. */
const seatLists: (readonly number[])[] = [];
export function seatsOf(n: number): readonly number[] {
  return (seatLists[n] ??= sharedList(Array.from({ length: n }, (_, i) => i)));
}

/** The empty pile a new pile's index reads (never written: the listing only reads). */
const EMPTY: readonly number[] = Object.freeze([]);

function emptyOf(ty: { t: 'perSeat'; of: Ty }): unknown {
  return ty.of.t === 'cards' || ty.of.t === 'row' ? [] : null;
}

function cardAttr(cards: readonly CardDef[], id: unknown, name: string): AttrValue | null {
  if (typeof id !== 'number') return null;
  const card = cards[id];
  if (!card) return null;
  if (name === 'id') return card.id;
  if (name === 'type') return card.type;
  return Object.hasOwn(card.attrs, name) ? card.attrs[name]! : null;
}

function describe(type: string): string {
  const names: Record<string, string> = {
    ArrayExpression: 'an array literal',
    Compound: 'a sequence of expressions',
    SequenceExpression: 'a sequence of expressions',
  };
  return names[type] ?? `"${type}"`;
}
