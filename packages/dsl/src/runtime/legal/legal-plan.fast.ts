/**
 * A move's whole listing as one generated function (`new Function`), read straight from the zones: where code
 * generation is on, a move whose arguments are cards, piles, numbers, seats, booleans or choices (not `cards`) is
 * listed by one loop nest made for it, with no candidate lists in between. The outermost argument, when it is a
 * card, is walked over its declared source piles as written (each source's seat and pile read as effects.fast.ts walks
 * them, only the top card where the argument says so); the inner arguments' domains are read once before the loops
 * (a pile argument's row size and whether it may grow, the number range, the seat count), and the precondition is
 * checked by its parts at the loop level each depends on (runtime/legal/pre-split.ts) or whole per candidate, as
 * legal-walk.ts does, each part written into the nest with the arguments read from the loops' locals where it can
 * be (`inlinedChecks`). What is known when the game is compiled is written in: the argument names, the zone shapes,
 * the row limits, literal number bounds, the move's name.
 *
 * The same actions in the same order as `argDomains` and the walk (legal-walk.ts), which stay the reference, what
 * the browser and `DECKHAND_NO_CODEGEN=1` run, and what the shapes not generated here use; the same cut at
 * MAX_ENUMERATED candidates (a candidate skipped by a part of the precondition still counts). Nothing is allocated
 * per listing but the accepted actions. An arguments record is filled in only where something still reads it (the
 * guard hook, a part called as its own function): without a guard hook it is one per move, reused (the checks only
 * read it), and put back on the environment's `args` as before after the walk.
 */
import type { Env } from '../../expr/env';
import { Consts, key } from '../../expr/compile/codegen';
import { inlineNode, type BoundArg, type Inlined } from '../../expr/compile/compile';
import { parseExpression, type Node } from '../../expr/parse';
import type { Scope } from '../../expr/scope';
import { T } from '../../expr/types';
import type { ArgDef, MoveDef, SourceRef } from '../../ir/types';
import { MAX_ENUMERATED, newArgs, numberRange } from './args';
import { hookContext, type Exec } from '../effects/exec';
import { acceptedBy, type SplitChecks } from './legal-walk';
import { walkSource } from '../effects/effects.fast';
import { innermost, mustFail, mustHold } from './pre-split';
import type { Fn, Program } from '../program';
import type { Action } from './action';
import { seesCard } from '../views/view';

/** Lists a move's legal actions for `e.self` onto `out`; `out` null: returns true at the first one (nothing built). */
export type Listing = (x: Exec, e: Env, out: Action[] | null) => boolean;

/** The most values a number or pile domain lists (args.ts `rangeOf`). */
const MAX_RANGE = 1000;

/** Whether a move's arguments are of the shapes generated here (one argument at least, none of type `cards`). */
export function listableArgs(args: readonly ArgDef[]): boolean {
  return args.length > 0 && args.every((a) => a.type !== 'cards');
}

/**
 * The generated listing of move `m` (arguments of `listableArgs` shapes), checking candidates with `split` (the
 * precondition by its parts) or `pre` (whole) and the move's guard hook, if any. Throws where the text does not
 * compile; the caller then keeps the walk.
 */
export function generatedListing(p: Program, m: MoveDef, scope: Scope, pre: Fn | undefined, split: SplitChecks | undefined): Listing {
  try {
    return listingText(p, m, scope, pre, split, true).make();
  } catch {
    // The precondition's parts called as their own functions instead.
    return listingText(p, m, scope, pre, split, false).make();
  }
}

/**
 * The precondition's parts written into the nest (expr/compile/compile.ts `inlineNode`), one per leaf of `split` (or one
 * for the whole `pre`), with the arguments read from the loops' locals `v<i>` rather than from the arguments
 * record the loop wrote: in Build Up's listing each candidate wrote `c` and `p` into the record, read them back
 * and called two small functions; written inline, with no record, Build Up's simulator action takes 9.8 % fewer
 * instructions (15,605 -> 14,075 under valgrind; docs/benchmarks.md, session 15). Undefined entries stay calls (a
 * part that reads an argument inside a generated list loop, or the text of no leaf).
 */
function inlinedChecks(
  p: Program,
  m: MoveDef,
  scope: Scope,
  pre: Fn | undefined,
  split: SplitChecks | undefined,
  zones: string[],
): { leaves: (Inlined | undefined)[]; whole: Inlined | undefined } {
  const source = m.if;
  if (typeof source !== 'string') return { leaves: [], whole: undefined };
  const bound = new Map(m.args.map((a, i) => [a.name, boundArg(p, a, i)]));
  // Each zone the parts read, read once per listing into `Z<i>` (Build Up's `building[p]` read `e.G.zones.building`
  // per candidate; once per listing, its simulator action took 14,075 -> 13,690 instructions).
  const zone = (name: string) => {
    if (!zones.includes(name)) zones.push(name);
    return `Z${zones.indexOf(name)}`;
  };
  const inline = (root: Node, node: Node, prefix: string, level: number) => inlineNode(source, root, node, scope, T.boolean, p.runtime, bound, prefix, zone, level);
  if (split) {
    const root = split.root;
    return { leaves: split.leaves.map((l, i) => (root && l.node ? inline(root, l.node, `q${i}_`, l.level) : undefined)), whole: undefined };
  }
  if (pre === undefined) return { leaves: [], whole: undefined };
  const parsed = parseExpression(source);
  return { leaves: [], whole: parsed.ok ? inline(parsed.node, parsed.node, 'q_', m.args.length - 1) : undefined };
}

/**
 * What the nest's loops make sure of for argument `a`, the `i`th, read from local `v<i>` (expr/compile/compile.ts `BoundArg`):
 * a card is a card id from a pile, a seat or pile an index counted from 0, a number one of its range's; a pile of a
 * shared zone is an index into that zone's row, up to one past its end where a new pile may be named.
 */
function boundArg(p: Program, a: ArgDef, i: number): BoundArg {
  const number = a.type === 'card' || a.type === 'seat' || a.type === 'pile' || a.type === 'number';
  // An inner argument's values are read once before the loops (`domain`): the same for every outer candidate, so
  // what only it decides may be tabled by its loop's counter (`loop`: the value itself for a seat or pile).
  const index = i === 0 ? {} : { index: a.type === 'seat' || a.type === 'pile' ? `v${i}` : `i${i}` };
  if (a.type !== 'pile') return { local: `v${i}`, level: i, number, ...index };
  const zone = p.def.zones[a.zone.zone]!;
  if (zone.scope === 'player') return { local: `v${i}`, level: i, number, ...index };
  return { local: `v${i}`, level: i, number, rowOf: { zone: zone.name, grows: a.allowNew === true && !zone.row?.fixed }, ...index };
}

/**
 * The listing's text (`text`, for tests to read) and the function made from it. `inlining`: the precondition's
 * parts written into the nest where they can be (`inlinedChecks`), else each called as its own function.
 */
export function listingText(p: Program, m: MoveDef, scope: Scope, pre: Fn | undefined, split: SplitChecks | undefined, inlining = true): { text: string; make: () => Listing } {
  const args = m.args;
  const n = args.length;
  const last = n - 1;
  const k = new Consts();
  k.add(acceptedBy, 'ok');
  k.add(hookContext, 'hookContext');
  k.add(numberRange, 'range');
  k.add(seesCard, 'sees');
  /** The zones the inlined parts read from locals `Z<i>`. */
  const zones: string[] = [];
  const inlined = inlining ? inlinedChecks(p, m, scope, pre, split, zones) : { leaves: [], whole: undefined };
  const parts = [...inlined.leaves, inlined.whole].filter((q): q is Inlined => q !== undefined);
  for (const q of parts) k.add(q.consts, q.constsName);
  if (pre !== undefined && !split && !inlined.whole) k.add(pre, 'pre');
  if (split) split.leaves.forEach((l, i) => inlined.leaves[i] || k.add(l.fn, `L${i}`));
  /** The hoisted sub-expressions' declarations of loop level `level` (expr/compile/compile.ts `Inlined.hoisted`), in order. */
  const hoistedAt = (level: number) => parts.flatMap((q) => q.hoisted.filter((h) => h.level === level).map((h) => h.text));
  /**
   * The tables of loop `level` (expr/compile/compile.ts `Inlined.tables`), filled the first time that loop is about to run
   * (none where no outer candidate gets that far): each entry at its loop counter, the argument read as the loop
   * reads it.
   */
  const tables = parts.flatMap((q) => q.tables);
  const fillAt = (level: number): string[] => {
    const here = tables.filter((t) => t.level === level);
    if (here.length === 0) return [];
    const a = args[level]!;
    const seatOrPile = a.type === 'seat' || a.type === 'pile';
    const sets = here.map((t) => `${t.local}[${seatOrPile ? `v${level}` : `i${level}`}] = ${t.src};`).join(' ');
    const each = seatOrPile
      ? `for (let v${level} = 0; v${level} < n${level}; v${level}++) { ${sets} }`
      : `for (let i${level} = 0; i${level} < n${level}; i${level}++) { const v${level} = d${level}[i${level}]; ${sets} }`;
    return [`if (f${level}) { f${level} = false; ${each} }`];
  };
  /** Leaf i's value as text: written inline, or its function called. */
  const leaf = (i: number) => (inlined.leaves[i] ? `!!(${inlined.leaves[i]!.src})` : `!!L${i}(e)`);
  const at = (level: number) => (split ? split.leaves.flatMap((l, i) => (l.level === level ? [i] : [])) : []);
  // The arguments record is written only where something still reads it: the guard hook, a part called as its own
  // function or one that runs a closure over an argument.
  const calls = split ? split.leaves.some((_, i) => !inlined.leaves[i] || inlined.leaves[i]!.readsRecord) : pre !== undefined && (!inlined.whole || inlined.whole.readsRecord);
  const record = m.guard !== undefined || calls;

  const lines: string[] = ['const G = e.G;'];
  zones.forEach((z, i) => lines.push(`const Z${i} = G.zones[${key(z)}];`));
  for (const q of parts) if (q.locals) lines.push(q.locals);
  if (m.guard !== undefined) {
    lines.push(`const guard = x.p.hooks.guards?.[${key(m.guard)}];`, 'const hooked = guard === undefined ? undefined : hookContext(x, e);');
  }
  // The inner arguments' domains (and the first one's, unless it is a card walked from its piles), in order.
  for (let i = 0; i < n; i++) {
    if (i === 0 && args[0]!.type === 'card') continue;
    lines.push(domain(p, args[i]!, i, scope, k));
    lines.push(`if (n${i} === 0) return false;`);
  }
  for (let i = 0; i < last; i++) lines.push(`const s${i} = ${Array.from({ length: last - i }, (_, j) => `n${i + 1 + j}`).join(' * ')};`);
  lines.push('let count = 0;');
  // Without a guard hook no code of the game's own runs during a listing, so no listing starts inside another: the
  // tables are arrays of the generated function's own, overwritten by each listing (entries past this listing's
  // values are never read). Made per listing, the allocation and the array's growth cost more than the tables saved
  // (Build Up 9,480 -> 9,525 instructions per action; shared, 9,320).
  const ownTables = m.guard === undefined;
  if (!ownTables) for (const t of tables) lines.push(`const ${t.local} = [];`);
  for (const level of new Set(tables.map((t) => t.level))) lines.push(`let f${level} = true;`);
  if (split) {
    lines.push(`let ${split.leaves.map((_, i) => `x${i} = false`).join(', ')};`, 'let h0 = false;');
    if (at(-1).length > 0) {
      for (const i of at(-1)) lines.push(`x${i} = ${leaf(i)};`);
      const fails = mustFail(split.tree, -1);
      if (fails !== 'false') lines.push(`if (${fails}) return false;`);
      lines.push(`h0 = ${mustHold(split.tree, -1)};`);
    }
  }

  /** The statements for one value `v<i>` of argument i: its record entry, its checks, the inner loops. */
  const body = (i: number): string => {
    const b: string[] = [];
    if (record) b.push(`a[${key(args[i]!.name)}] = v${i};`);
    if (i === last) {
      const tuple = Array.from({ length: n }, (_, j) => `v${j}`).join(', ');
      let cond = split ? `(h${last} || ${innermost(split.tree, last, leaf)})` : inlined.whole ? `!!(${inlined.whole.src})` : pre !== undefined ? 'pre(e)' : '';
      if (m.guard !== undefined) cond = `${cond ? `${cond} && ` : ''}(guard === undefined || ok(guard(hooked)))`;
      b.push(`if (count++ === ${MAX_ENUMERATED}) return false;`);
      const push = `if (out === null) return true; out.push({ move: ${key(m.name)}, args: [${tuple}] });`;
      b.push(cond ? `if (${cond}) { ${push} }` : push);
      return b.join('\n');
    }
    if (split) {
      b.push(`let h${i + 1} = h${i};`);
      if (at(i).length > 0) {
        b.push(`if (!h${i + 1}) {`);
        for (const j of at(i)) b.push(`x${j} = ${leaf(j)};`);
        const fails = mustFail(split.tree, i);
        if (fails !== 'false') b.push(`if (${fails}) { if ((count += s${i}) >= ${MAX_ENUMERATED}) return false; break c${i}; }`);
        b.push(`h${i + 1} = ${mustHold(split.tree, i)};`, '}');
      }
    }
    b.push(...hoistedAt(i), ...fillAt(i + 1), loop(i + 1));
    return b.join('\n');
  };

  /** The loop over argument i's values, each value's statements in a block `c<i>` (a skip leaves it). */
  const loop = (i: number): string => {
    const a = args[i]!;
    if (i === 0 && a.type === 'card') {
      return a.from.map((ref) => walkSource(p, ref, scope, k, cardsOf(p, a, ref, k, (card) => `const v0 = ${card}; c0: { ${body(0)} }`))).join('\n');
    }
    if (a.type === 'seat' || a.type === 'pile') return `for (let v${i} = 0; v${i} < n${i}; v${i}++) { c${i}: { ${body(i)} } }`;
    return `for (let i${i} = 0; i${i} < n${i}; i${i}++) { const v${i} = d${i}[i${i}]; c${i}: { ${body(i)} } }`;
  };
  lines.push(...hoistedAt(-1), loop(0), 'return false;');

  const helpers = (ownTables ? tables.map((t) => `const ${t.local} = [];\n`).join('') : '') + parts.map((q) => q.declarations).join('');
  const nest = `${helpers}function nest(x, e, a, out) {\n${lines.join('\n')}\n}`;
  if (!record) {
    const text = `${nest}\nreturn function list(x, e, out) { return nest(x, e, undefined, out); };`;
    return { text, make: () => k.make<Listing>(text) };
  }
  // A guard hook may keep its context and so the record: a new one per listing then; otherwise one per move.
  const rec = m.guard !== undefined ? 'newArgs()' : 'REC';
  k.add(newArgs, 'newArgs');
  k.add(newArgs(), 'REC');
  const text = `${nest}\nreturn function list(x, e, out) {\nconst bound = e.args, a = ${rec};\ne.args = a;\ntry { return nest(x, e, a, out); } finally { e.args = bound; }\n};`;
  return { text, make: () => k.make<Listing>(text) };
}

/**
 * Statements over `pile` and `seat` (as `walkSource` binds them) running `each(card)` for every card argument `a`
 * may name in that pile: its top card where the argument or this source says so, else every card from the bottom;
 * in a `faces` zone only the cards the mover sees (args.ts `candidateCards`).
 */
function cardsOf(p: Program, a: ArgDef & { type: 'card' }, ref: SourceRef, k: Consts, each: (card: string) => string): string {
  const zone = p.def.zones[ref.zone]!;
  const onTop = a.top || ref.top === true;
  const sees = zone.visibility === 'faces' ? (index: string) => ` && sees(G, ${k.add(zone)}, pile, ${index}, seat, e.self ?? null)` : () => '';
  if (onTop) return `if (pile.length !== 0${sees('pile.length - 1')}) { ${each('pile[pile.length - 1]')} }`;
  const check = sees('ci');
  return `for (let ci = 0; ci < pile.length; ci++) { ${check ? `if (!(true${check})) continue; ` : ''}${each('pile[ci]')} }`;
}

/** Statements that set argument i's domain: `n<i>` values, read as `d<i>[j]` (or the index itself for seats and piles). */
function domain(p: Program, a: ArgDef, i: number, scope: Scope, k: Consts): string {
  switch (a.type) {
    case 'number': {
      const bound = (b: unknown) => (typeof b === 'number' ? String(b) : `Number(${k.add(p.expr(b as string, scope, T.number))}(e))`);
      const values = typeof a.min === 'number' && typeof a.max === 'number' ? k.add(numberRange(a.min, a.max)) : `range(${bound(a.min)}, ${bound(a.max)})`;
      return `const d${i} = ${values}, n${i} = d${i}.length;`;
    }
    case 'boolean':
      return `const d${i} = ${k.add(Object.freeze([true, false]))}, n${i} = 2;`;
    case 'choice':
      return `const d${i} = ${k.add(Object.freeze([...a.values]))}, n${i} = d${i}.length;`;
    case 'seat':
      return `const n${i} = Math.max(0, Math.min(e.numPlayers, ${MAX_RANGE}));`;
    case 'pile': {
      const zone = p.def.zones[a.zone.zone]!;
      const z = `G.zones[${key(zone.name)}]`;
      let row: string;
      if (zone.scope !== 'player') row = z;
      else {
        const seat = a.zone.seat !== undefined && a.zone.seat !== '*' ? `Number(${k.add(p.expr(a.zone.seat, scope, T.number))}(e))` : 'undefined';
        row = `(${z}[${seat} ?? -1] ?? ${k.add(Object.freeze([]))})`;
      }
      const max = zone.row?.max ?? zone.row?.fixed ?? Infinity;
      const grows = a.allowNew && !zone.row?.fixed;
      const size = grows ? `r${i}.length + (r${i}.length < ${max === Infinity ? 'Infinity' : String(max)} ? 1 : 0)` : `r${i}.length`;
      return `const r${i} = ${row}; const n${i} = Math.min(${size}, ${MAX_RANGE});`;
    }
    case 'card': {
      const fill = a.from.map((ref) => walkSource(p, ref, scope, k, cardsOf(p, a, ref, k, (card) => `d${i}.push(${card});`))).join('\n');
      return `const d${i} = [];\n${fill}\nconst n${i} = d${i}.length;`;
    }
    case 'cards':
      throw new Error('a cards argument is listed by the walk');
  }
}
