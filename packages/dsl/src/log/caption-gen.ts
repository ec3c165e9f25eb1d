/**
 * A zone's caption for one pile as generated JavaScript (`new Function`): the template's text as string literals and
 * each placeholder's expression written in, with `pile`, `pileIndex` and `seat` read from the function's parameters
 * (expr/compile/compile.ts `inlineOver`). Beside the reference in write.ts (`captionWriter`: the pile bound on the
 * environment, each piece called in a loop, the old bindings put back), which runs where code generation is off.
 *
 * Why: a caption is written after every move whose line names a pile of its row (Build Up's "played 4 on building
 * pile 2 — next 5", every play); the reference's binding and loop were ~1.5 % of Build Up's simulator (CPU profile).
 *
 * The same text: the pieces in order, each value through `captionText`. Where an expression reads one of the three
 * names through a closure or inside a list builtin's condition (those read the environment), there is no generated
 * writer (undefined) and the caller keeps the reference.
 */
import { Consts, generates } from '../expr/compile/codegen';
import { inlineOver } from '../expr/compile/compile';
import type { Env } from '../expr/env';
import type { Scope } from '../expr/scope';
import { captionText } from '../runtime/views/captions';
import type { Program } from '../runtime/program';
import type { TemplatePiece } from './template';

/** A zone's caption for one pile, read with the pile bound: `pile`, `pileIndex`, and `seat` (its owner). */
export type CaptionWriter = (env: Env, pile: number[], index: number, seat: number) => string;

/** The caption scope's locals, read from the writer's parameters of the same names. */
const LOCALS: ReadonlyMap<string, string> = new Map([
  ['pile', 'pile'],
  ['pileIndex', 'pileIndex'],
  ['seat', 'seat'],
]);

/** The generated writer of a caption template's pieces in `scope`; undefined where there is none (see above). */
export function generatedCaption(p: Program, pieces: readonly TemplatePiece[], scope: Scope): CaptionWriter | undefined {
  if (!generates(p.runtime)) return undefined;
  const k = new Consts();
  k.add(captionText, 'captionText');
  const declarations: string[] = [];
  const one = oneNumber(p, pieces, scope, k, declarations);
  if (one !== undefined) return one;
  const lines: string[] = ["let text = '';"];
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    if ('text' in piece) {
      lines.push(`text += ${JSON.stringify(piece.text)};`);
      continue;
    }
    // Each expression's own names (`q0_k`, `q0_t0`), so several sit side by side in one body.
    const v = inlineOver(piece.expr, scope, undefined, p.runtime, LOCALS, `q${i}_`);
    if (v === undefined || v.readsRecord) return undefined;
    k.add(v.consts, v.constsName);
    declarations.push(v.declarations);
    lines.push(`{ ${v.locals} text += captionText(${v.src}); }`);
  }
  lines.push('return text;');
  try {
    return k.make<CaptionWriter>(`${declarations.join('')}return function caption(e, pile, pileIndex, seat) {\n${lines.join('\n')}\n};`);
  } catch {
    return undefined;
  }
}

/** How many of a one-placeholder caption's texts are kept, by the placeholder's value (0 to this, less one). */
const KEPT = 256;

/**
 * A caption with one placeholder (Build Up's "next {count(pile) + 1}"): the same text, kept per value when the value
 * is a whole number from 0 to 255, so a caption already written is handed out again instead of built anew. The
 * text depends only on the value (its texts are literals; `captionText` of a number is its digits), and a string is
 * never changed, so every line may share it. Building it was a string join and a number's conversion per play
 * (~100 instructions per Build Up action in session 16's instruction profile), and the text lived in the log.
 * Undefined for any other caption (the general writer then).
 */
function oneNumber(p: Program, pieces: readonly TemplatePiece[], scope: Scope, k: Consts, declarations: string[]): CaptionWriter | undefined {
  const at = pieces.findIndex((piece) => !('text' in piece));
  if (at < 0 || pieces.some((piece, i) => i !== at && !('text' in piece))) return undefined;
  const piece = pieces[at]!;
  if ('text' in piece) return undefined;
  const v = inlineOver(piece.expr, scope, undefined, p.runtime, LOCALS, 'q0_');
  if (v === undefined || v.readsRecord) return undefined;
  k.add(v.consts, v.constsName);
  declarations.push(v.declarations);
  const textOf = (list: readonly TemplatePiece[]) => list.map((t) => ('text' in t ? t.text : '')).join('');
  const [before, after] = [textOf(pieces.slice(0, at)), textOf(pieces.slice(at + 1))];
  const text = [...(before !== '' ? [JSON.stringify(before)] : []), 'captionText(v)', ...(after !== '' ? [JSON.stringify(after)] : [])].join(' + ');
  const body = [
    `const kept = new Array(${KEPT}).fill(undefined);`,
    'return function caption(e, pile, pileIndex, seat) {',
    `${v.locals} const v = ${v.src};`,
    `if (typeof v === 'number' && v >= 0 && v < ${KEPT} && Number.isInteger(v)) return kept[v] ?? (kept[v] = ${text});`,
    `return ${text};`,
    '};',
  ];
  try {
    return k.make<CaptionWriter>(`${declarations.join('')}${body.join('\n')}`);
  } catch {
    return undefined;
  }
}
