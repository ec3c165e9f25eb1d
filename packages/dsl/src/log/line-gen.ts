/**
 * A `log:` template's line as generated JavaScript (`new Function`), one function per compiled template, beside the
 * loop over its pieces in write.ts (`piecesLine`), which stays the reference and what runs where code generation is
 * off (the browser, `DECKHAND_NO_CODEGEN=1`).
 *
 * Why: the loop is one body for every template of every game, so its call of each placeholder's expression is a
 * megamorphic site and the kind of each part is switched on per line. Here each template gets its own body: its text
 * is written in as string literals, each expression is called from a site of its own (so V8 can inline it), and the
 * parts that are simple values (a seat, a number, text) are made in place; the others (cards, piles, lists) call the
 * same `partOf` the loop does, with their kind passed in as a constant.
 *
 * The same parts in the same order as the loop: adjacent texts joined into one part, a part that is not text
 * pushed after the text before it (generated-action.test.ts writes every kind both ways).
 */
import { Consts } from '../expr/codegen';
import type { Env } from '../expr/env';
import type { Scope } from '../expr/scope';
import type { Exec } from '../runtime/exec';
import type { Fn } from '../runtime/program';
import type { LogEntry } from '../runtime/state';
import type { PartKind } from './kind';
import type { LogPart } from './parts';

/** One piece of a compiled template: its text, or a placeholder's expression and the kind of part it makes. */
export type Piece = string | { fn: Fn; kind: PartKind };

/** Writes one line of a template. */
export type LineWriter = (x: Exec, env: Env) => Pick<LogEntry, 'message' | 'parts'>;

/** The part a placeholder's value makes (write.ts `partOf`). */
export type PartOf = (x: Exec, env: Env, scope: Scope, kind: PartKind, v: unknown) => LogPart;

/** Statements that add `v`, a part, to the line: to the text when it is text, else after the text so far. */
const addPart = "if (typeof v === 'string') text += v; else { if (text !== '') { parts.push(text); text = ''; } parts.push(v); }";

/** Statements that add a part made from `v` when it is a number (`{ [field]: v }`), else `orElse`, as text. */
const numberPart = (field: string, orElse: string): string =>
  `if (typeof v === 'number') { if (text !== '') { parts.push(text); text = ''; } parts.push({ ${field}: v }); } else text += ${orElse};`;

/** The generated writer of a template's pieces (throws where the text does not compile; the caller keeps the loop). */
export function generatedLine(pieces: readonly Piece[], scope: Scope, partOf: PartOf): LineWriter {
  const k = new Consts();
  k.add(partOf, 'partOf');
  k.add(scope, 'scope');
  const lines: string[] = ["let parts = [], text = '', v;"];
  for (const piece of pieces) {
    if (typeof piece === 'string') {
      if (piece !== '') lines.push(`text += ${JSON.stringify(piece)};`);
      continue;
    }
    const fn = k.add(piece.fn);
    switch (piece.kind.kind) {
      case 'seat':
        lines.push(`v = ${fn}(e);`, numberPart('seat', "'nobody'"));
        break;
      case 'number':
        lines.push(`v = ${fn}(e);`, numberPart('n', "String(v ?? '')"));
        break;
      case 'text':
        lines.push(`v = ${fn}(e);`, "text += Array.isArray(v) ? v.join(' ') : v === null || v === undefined ? '' : String(v);");
        break;
      default:
        lines.push(`v = partOf(x, e, scope, ${k.add(piece.kind)}, ${fn}(e));`, addPart);
    }
  }
  lines.push("if (text !== '') parts.push(text);", 'return { parts };');
  return k.make<LineWriter>(`return function line(x, e) {\n${lines.join('\n')}\n};`);
}
