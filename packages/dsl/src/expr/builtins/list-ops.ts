/**
 * Operators over lists and texts (expr/combinations.ts says why): `a + b` joins two lists of one kind (`hand[self] +
 * crib`) or makes text of a text and a number (`'scored ' + vars.points`); `==`, `!=`, `<`, `<=`, `>`, `>=` compare
 * two lists of numbers element by element (a hand's strength as `list(category, high, kicker)`). Everything else is
 * left to the arithmetic and comparisons of compile.ts.
 */
import type { Checked } from './builtin';
import { compareValues, plainList } from './combinations';
import type { Env } from '../env';
import { T, isList, show, type Ty } from '../types';

type Fn = (env: Env) => unknown;

/** The operator's result over these operand types, an error message, or undefined where compile.ts decides. */
export function listBinary(op: string, l: Ty, r: Ty, lf: Fn, rf: Fn): Checked | string | undefined {
  if (op === '+' && isList(l) && isList(r)) {
    if (l.t !== r.t) return `"+" joins two lists of one kind, got ${show(l)} and ${show(r)}`;
    return { ty: plainList(l), fn: (env) => [...((lf(env) as unknown[]) ?? []), ...((rf(env) as unknown[]) ?? [])] };
  }
  if (op === '+' && (isList(l) || isList(r))) {
    return `"+" joins two lists of one kind, got ${show(l)} and ${show(r)}: make the single value a list first, e.g. list(x) or top(pile, 1)`;
  }
  // Text first (`'scored ' + n`): a number first stays arithmetic, and `n + 'x'` an error at the text.
  if (op === '+' && l.t === 'string') {
    const text = (t: Ty) => t.t === 'string' || t.t === 'number' || t.t === 'null';
    if (!text(r)) return `"+" makes text of a text and a text or number, got ${show(l)} and ${show(r)}`;
    return { ty: T.string, fn: (env) => say(lf(env)) + say(rf(env)) };
  }
  if (l.t !== 'numbers' && r.t !== 'numbers') return undefined;
  if (!['==', '!=', '<', '<=', '>', '>='].includes(op)) return undefined;
  if (l.t !== 'numbers' || r.t !== 'numbers') return `"${op}" compares a list of numbers with another list of numbers, got ${show(l)} and ${show(r)}`;
  const test = { '==': (d: number) => d === 0, '!=': (d: number) => d !== 0, '<': (d: number) => d < 0, '<=': (d: number) => d <= 0, '>': (d: number) => d > 0, '>=': (d: number) => d >= 0 }[op]!;
  return { ty: T.boolean, fn: (env) => test(compareValues(lf(env) ?? [], rf(env) ?? [])) };
}

function say(v: unknown): string {
  return v === null || v === undefined ? '' : String(v);
}
