/** Parses expression text with jsep, configured for the language: `and`, `or`, `not` beside `&&`, `||`, `!`. */
import jsep from 'jsep';

// `list as c` names the element of a list function's first argument; it binds loosest of all.
jsep.addBinaryOp('as', 0.5);
jsep.addBinaryOp('or', 1);
jsep.addBinaryOp('and', 2);
jsep.addUnaryOp('not');
// Bitwise operators, `in`-style tricks and the like have no meaning here; removing them gives a syntax error.
for (const op of ['|', '^', '&', '<<', '>>', '>>>', '===', '!==']) jsep.removeBinaryOp(op);
jsep.removeUnaryOp('~');
jsep.removeUnaryOp('+');

export type Node = jsep.Expression;

export type ParseResult = { ok: true; node: Node } | { ok: false; message: string; index: number };

export function parseExpression(source: string): ParseResult {
  if (source.trim() === '') return { ok: false, message: 'empty expression', index: 0 };
  try {
    return { ok: true, node: jsep(source) };
  } catch (e) {
    const err = e as { description?: string; index?: number; message?: string };
    return { ok: false, message: err.description ?? String(err.message), index: err.index ?? 0 };
  }
}
