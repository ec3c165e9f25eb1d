/**
 * A `log:` template's line as generated JavaScript (`new Function`), one function per compiled template, beside the
 * loop over its pieces in write.ts (`piecesLine`), which stays the reference and what runs where code generation is
 * off (the browser, `DECKHAND_NO_CODEGEN=1`).
 *
 * Why: the loop is one body for every template of every game, so its call of each placeholder's expression is a
 * megamorphic site and the kind of each part is switched on per line. Here each template gets its own body: its text
 * is written in as string literals, each expression is called from a site of its own (so V8 can inline it), and the
 * parts that are simple values (a seat, a number, text) are made in place; cards and piles call the loop's own
 * `cardPart` and `pilePart`, the others (lists) the same `partOf` the loop does, with their kind as a constant.
 *
 * The same parts in the same order as the loop: adjacent texts joined into one part, a part that is not text
 * pushed after the text before it (generated-action.test.ts writes every kind both ways).
 */
import { Consts } from '../expr/compile/codegen';
import type { Env } from '../expr/env';
import type { Scope } from '../expr/scope';
import type { Exec } from '../runtime/effects/exec';
import type { Fn } from '../runtime/program';
import type { LogEntry } from '../runtime/state/state';
import type { PartKind } from './kind';
import type { LogPart } from './parts';

/** One piece of a compiled template: its text, or a placeholder's expression and the kind of part it makes. */
export type Piece = string | { fn: Fn; kind: PartKind };

/** Writes one line of a template. */
export type LineWriter = (x: Exec, env: Env) => Pick<LogEntry, 'message' | 'parts'>;

/** Statements that add `v`, a part, to the line: to the text when it is text, else after the text so far. */
const addPart = "if (typeof v === 'string') text += v; else { if (text !== '') { parts.push(text); text = ''; } parts.push(v); }";

/** How a placeholder's value becomes a part (write.ts): `partOf` for any kind, and the kinds it switches to. */
export interface PartMakers {
  partOf: (x: Exec, env: Env, scope: Scope, kind: PartKind, v: unknown) => LogPart;
  cardPart: (x: Exec, env: Env, v: unknown) => LogPart;
  pilePart: (x: Exec, env: Env, scope: Scope, kind: PartKind & { kind: 'pile' }, v: unknown) => LogPart;
  seatPart: (seat: number) => LogPart;
}

/**
 * The generated writer of a template's pieces (throws where the text does not compile; the caller keeps the loop).
 *
 * Each placeholder's part is made in the template's order into a local of its own: a seat and a number in place, a
 * card and a pile by `cardPart` and `pilePart` called straight (not through `partOf`'s switch on the kind, and its
 * closure for lists made per call), other kinds by `partOf` with their kind as a constant. Then, when no part came
 * out as text (a seat that is nobody, a card that is none), the parts are one array literal with the template's
 * texts written in between: the array is made at its exact length, where pushing onto `[]` grows it to 16 slots,
 * and it lives as long as the game's log (every young-generation collection copies it until it is promoted).
 * Otherwise, and for templates with a text placeholder, the parts are pushed one by one as the loop does.
 */
export function generatedLine(pieces: readonly Piece[], scope: Scope, makers: PartMakers): LineWriter {
  const k = new Consts();
  k.add(makers.partOf, 'partOf');
  k.add(makers.cardPart, 'cardPart');
  k.add(makers.pilePart, 'pilePart');
  k.add(makers.seatPart, 'seatPart');
  k.add(scope, 'scope');
  const made: string[] = ['let v;'];
  // The pieces in order: text, or the local holding a placeholder's part.
  const order: ({ text: string } | { part: string })[] = [];
  let literal = true;
  for (const piece of pieces) {
    if (typeof piece === 'string') {
      if (piece !== '') order.push({ text: piece });
      continue;
    }
    const fn = k.add(piece.fn);
    const part = `p${order.length}`;
    order.push({ part });
    switch (piece.kind.kind) {
      case 'seat':
        made.push(`v = ${fn}(e);`, `const ${part} = typeof v === 'number' ? seatPart(v) : 'nobody';`);
        break;
      case 'number':
        made.push(`v = ${fn}(e);`, `const ${part} = typeof v === 'number' ? { n: v } : String(v ?? '');`);
        break;
      case 'text':
        literal = false;
        made.push(`v = ${fn}(e);`, `const ${part} = Array.isArray(v) ? v.join(' ') : v === null || v === undefined ? '' : String(v);`);
        break;
      case 'card':
        made.push(`const ${part} = cardPart(x, e, ${fn}(e));`);
        break;
      case 'pile':
        made.push(`const ${part} = pilePart(x, e, scope, ${k.add(piece.kind)}, ${fn}(e));`);
        break;
      default:
        made.push(`const ${part} = partOf(x, e, scope, ${k.add(piece.kind)}, ${fn}(e));`);
    }
  }
  const lines = [...made];
  const locals = order.flatMap((o) => ('part' in o ? [o.part] : []));
  if (literal && locals.length > 0) {
    // Adjacent texts as one element, as the loop joins them.
    const elements: string[] = [];
    let text = '';
    for (const o of order) {
      if ('text' in o) text += o.text;
      else {
        if (text !== '') elements.push(JSON.stringify(text));
        text = '';
        elements.push(o.part);
      }
    }
    if (text !== '') elements.push(JSON.stringify(text));
    lines.push(`if (${locals.map((l) => `typeof ${l} !== 'string'`).join(' && ')}) return { parts: [${elements.join(', ')}] };`);
  }
  lines.push("const parts = []; let text = '';");
  for (const o of order) {
    if ('text' in o) lines.push(`text += ${JSON.stringify(o.text)};`);
    else lines.push(`v = ${o.part};`, addPart);
  }
  lines.push("if (text !== '') parts.push(text);", 'return { parts };');
  return k.make<LineWriter>(`return function line(x, e) {\n${lines.join('\n')}\n};`);
}
