/**
 * Expressions compiled to JavaScript source (`new Function`), beside the closures the builder makes.
 *
 * Why: a closure tree calls one small function per node, and every closure made at one place in the builder shares
 * that place's type feedback with every other expression of every game (all argument reads are one megamorphic
 * site, all `==` one call site of many targets). A generated function is one body per expression: its property
 * reads are its own, so they stay monomorphic, and its operators are inline. In Build Up's listing, reading an
 * argument by name through the shared closure was a twentieth of the simulator's time.
 *
 * How: each node the builder checks may carry `src`, a JavaScript expression over the environment `e` that does
 * exactly what its closure does (the closure stays the reference: compile.test.ts runs both). Anything without a
 * source of its own (most builtin calls, bound names) is called as its closure, passed in as a constant (`k[i]`),
 * so every node kind works and only the common ones are inlined. Values the closures captured (a card attribute's
 * table, a shared empty list) are constants too, so the generated code shares them.
 *
 * Only in Node (the server, the simulator, the CLI, tests): a browser page may forbid `new Function` by its
 * content security policy, so the web client keeps the closures. `DECKHAND_NO_CODEGEN=1` turns it off, to compare.
 */
import type { Env } from '../env';

type Fn = (env: Env) => unknown;

interface NodeProcess {
  versions?: { node?: string };
  env?: Record<string, string | undefined>;
}

function codegenOn(): boolean {
  const proc = (globalThis as { process?: NodeProcess }).process;
  return typeof proc?.versions?.node === 'string' && proc.env?.DECKHAND_NO_CODEGEN !== '1';
}

/** Whether expressions are compiled to source here (decided once, at load). */
export const CODEGEN = codegenOn();

/** Whether a program generates source: its own choice (`compile(…, { codegen })`), else wherever it is on. */
export function generates(runtime: { codegen?: boolean }): boolean {
  return runtime.codegen ?? CODEGEN;
}

/**
 * The constants a generated function body reads by name (closures, tables, the program's definitions), and the
 * function made from that body: for the generators of whole statements (runtime/effects/effects.fast.ts, log/line-gen.ts), whose
 * text names what it calls. Expressions use `Gen` below, whose constants are one array.
 */
export class Consts {
  private readonly names: string[] = [];
  private readonly values: unknown[] = [];

  /** A constant under `name` (`k<i>` when none is given): the name the text reads it by. */
  add(value: unknown, name = `k${this.names.length}`): string {
    this.names.push(name);
    this.values.push(value);
    return name;
  }

  /** The function `body` returns (strict mode; throws where the text does not compile). */
  make<F>(body: string): F {
    return (new Function(...this.names, `'use strict';\n${body}`) as (...values: unknown[]) => F)(...this.values);
  }
}

/** One expression's generated code: the constants it reads and the temporaries it needs. */
export class Gen {
  private readonly consts: unknown[] = [];
  private temps = 0;
  private hoists = 0;
  /** Functions the code calls by name (`h<i>`), declared beside the expression's own (expr/builtins/list-gen.ts's loops). */
  private readonly helpers: { params: string; body: string }[] = [];

  /**
   * `prefix` starts every name the code declares or reads (`<prefix>k`, `<prefix>t0`, `<prefix>h0`): '' for an
   * expression's own function; a distinct one for each expression written into a larger generated body
   * (`inlined`), so that body can declare several expressions' names side by side.
   */
  constructor(private readonly prefix = '') {}

  /** A constant the code reads (a closure, a table): its source. */
  konst(value: unknown): string {
    const at = this.consts.indexOf(value);
    if (at >= 0) return `${this.prefix}k[${at}]`;
    this.consts.push(value);
    return `${this.prefix}k[${this.consts.length - 1}]`;
  }

  /** A fresh local for a value read twice (declared in every function this generator finishes). */
  temp(): string {
    return `${this.prefix}t${this.temps++}`;
  }

  /** A fresh name for a sub-expression the body it is inlined into reads from a local of an outer level (`o<i>`). */
  hoistedLocal(): string {
    return `${this.prefix}o${this.hoists++}`;
  }

  /**
   * A function declared beside the expression's, named `h<i>`: `params` and `body` are its text. Every temporary is
   * declared in it too, so the expressions its body inlines may use theirs. Returns its name.
   */
  helper(params: string, body: string): string {
    const name = `${this.prefix}h${this.helpers.length}`;
    this.helpers.push({ params, body });
    return name;
  }

  /** A closure's call, for a node with no source of its own. */
  call(fn: Fn): string {
    return `${this.konst(fn)}(e)`;
  }

  /** The temporaries' declaration (empty when there are none). */
  private locals(): string {
    return this.temps > 0 ? `let ${Array.from({ length: this.temps }, (_, i) => `${this.prefix}t${i}`).join(', ')};` : '';
  }

  /** The helpers' declarations. */
  private declarations(): string {
    const locals = this.locals();
    return this.helpers.map((h, i) => `function ${this.prefix}h${i}(${h.params}) { ${locals} ${h.body} }\n`).join('');
  }

  /** The function for `src`; `fallback` (the same expression as closures) where source cannot be compiled. */
  finish(src: string, fallback: Fn): Fn {
    try {
      const make = new Function(`${this.prefix}k`, `'use strict'; ${this.declarations()}return function expr(e) { ${this.locals()} return (${src}); };`) as (k: unknown[]) => Fn;
      return make(this.consts.slice());
    } catch {
      return fallback;
    }
  }

  /**
   * `src` as text to write into a larger generated body that has the environment as `e`: the body must bind
   * `consts` to the name `constsName` (`<prefix>k`), and put `declarations` (the helper functions) where they are
   * in reach and `locals` (the temporaries) in the function that reads `src`.
   */
  inlined(src: string): { src: string; consts: unknown[]; constsName: string; declarations: string; locals: string } {
    return { src, consts: this.consts.slice(), constsName: `${this.prefix}k`, declarations: this.declarations(), locals: this.locals() };
  }
}

/** A literal's source, or undefined when it is better passed as a constant. */
export function literalSource(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0) ? `(${String(value)})` : undefined;
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'boolean' || value === null) return String(value);
  return undefined;
}

/** A property name as a string literal (any name is data here: `e.args?.["__proto__"]` reads the record's own). */
export function key(name: string): string {
  return JSON.stringify(name);
}
