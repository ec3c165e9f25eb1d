/**
 * The list functions with a condition per element (`any`, `all`, `count`, `filter`) as generated source: one loop
 * over the list in a function of its own beside the expression (`Gen.helper`), the condition inlined in it.
 *
 * Why: their closures walk the list through `iterate` and `eachBound` with a callback per element and the condition
 * called as a closure, all shared by every game; an end rule like `any(seats, count(stock[seat]) == 0)`, checked
 * after every action, was a twentieth of Build Up's simulator.
 *
 * What the loop does is what `eachBound` does for `card` and `seat` (the element bound on the environment itself, the
 * list's length read each round, the outer binding put back after, also when the condition throws) and what each
 * builtin's `impl` does with the answers. A name bound by `as` other than `card` or `seat` keeps the closures.
 */
import type { Gen } from '../compile/codegen';

type LoopOf = 'any' | 'all' | 'count' | 'filter';

/** The loop's body per function: what it does with `ok`, the condition's answer for the element `el`. */
const LOOPS: Record<LoopOf, { start: string; each: string; end: string }> = {
  any: { start: '', each: 'if (ok) return true;', end: 'return false;' },
  all: { start: '', each: 'if (!ok) return false;', end: 'return true;' },
  count: { start: 'let n = 0;', each: 'if (ok) n++;', end: 'return n;' },
  filter: { start: 'const out = [];', each: 'if (ok) out.push(el);', end: 'return out;' },
};

/** Whether `fn(list, condition)` is generated as a loop for an element bound as `field`. */
export function loopsOver(fn: string, argCount: number, field: 'card' | 'seat' | undefined): fn is LoopOf {
  return argCount === 2 && field !== undefined && Object.hasOwn(LOOPS, fn);
}

/**
 * `fn(list, cond)` as source: a call of a helper taking the environment and the list (read first, as the closures
 * read it), with the element bound as `field` while `cond` (source over `e`) is read.
 */
export function listLoopSource(g: Gen, fn: LoopOf, field: 'card' | 'seat', list: string, cond: string, seatCount?: string, condOverEl?: string): string {
  const loop = LOOPS[fn];
  // Over `seats` (0 to the seat count less one, `seatCount` its source) the loop counts its element instead of
  // reading a list: the same elements in the same order (the closures read the list `seatsOf` makes for the count,
  // once), without the call that finds the list or a read of it per round. Build Up's end rule
  // `any(seats, count(stock[seat]) == 0)`, checked after every action, took half the time this way (35 -> 17 ns a
  // call, 4 seats, node 20).
  const each =
    seatCount !== undefined
      ? `for (let el = 0, end = ${seatCount}; el < end; el++) { e.${field} = el; `
      : `for (let i = 0; i < l.length; i++) { const el = l[i]; e.${field} = el; `;
  // `condOverEl`: the condition reading the element from `el` itself (expr/compile/compile.ts `buildOver`, given only where
  // nothing in it reads the element from the environment): then nothing is bound, nor put back. Build Up's end rule
  // checked after every play: 11,557 -> 11,388 instructions per action (valgrind, tools/bench/instructions.sh).
  const body =
    condOverEl !== undefined
      ? `${loop.start} ${seatCount !== undefined ? `for (let el = 0, end = ${seatCount}; el < end; el++) { ` : 'for (let i = 0; i < l.length; i++) { const el = l[i]; '}const ok = !!(${condOverEl}); ${loop.each} } ${loop.end}`
      : `${loop.start} const outer = e.${field}; try { ${each}const ok = !!(${cond}); ${loop.each} } ${loop.end} } finally { e.${field} = outer; }`;
  return seatCount !== undefined ? `${g.helper('e', body)}(e)` : `${g.helper('e, l', body)}(e, ${list})`;
}
