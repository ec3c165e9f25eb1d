/**
 * YAML syntax errors as a designer should read them. One mistake often makes the YAML parser report dozens of
 * errors after it (an unquoted `hand[*]` inside `{ }` gave 108, down to the end of the file): the first error of
 * a run is the mistake, the unexpected tokens and indentation complaints after it are its echo. So only the first
 * is kept, with a note that the rest were left out, plus any later error of another kind (a duplicate key stands on
 * its own). Where the mistake is an unquoted value holding a character YAML reserves, the hint shows the value quoted.
 */
import type { LineCounter, YAMLError } from 'yaml';
import { Codes } from '../diagnostics/codes';
import type { Diagnostic } from '../diagnostics/diagnostic';

/** Errors that follow from an earlier one far more often than they stand alone. */
const ECHOES = new Set(['UNEXPECTED_TOKEN', 'BAD_INDENT', 'MISSING_CHAR', 'BLOCK_IN_FLOW', 'MULTILINE_IMPLICIT_KEY', 'BAD_SCALAR_START']);

/** Characters YAML gives a meaning to inside a plain value (in `{ }` or `[ ]`, or at its start). */
const RESERVED = /[[\]{}*&!|>'"%@`#]/;

export function syntaxDiagnostics(errors: readonly YAMLError[], text: string, lines: LineCounter, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  let dropped = 0;
  for (const e of errors) {
    if (out.length > 0 && ECHOES.has(e.code)) {
      dropped++;
      continue;
    }
    const pos = lines.linePos(e.pos[0]);
    const unquoted = e.code === 'DUPLICATE_KEY' ? undefined : unquotedValue(text, e.pos[0]);
    const hint = e.code === 'DUPLICATE_KEY' ? 'each key may appear once in a mapping' : unquoted && `quote the value: ${unquoted.key}: ${JSON.stringify(unquoted.value)}`;
    const ch = text[e.pos[0]];
    const message =
      unquoted && ch && RESERVED.test(ch)
        ? `"${ch}" in the unquoted value of "${unquoted.key}" is YAML syntax here`
        : e.code === 'BLOCK_AS_IMPLICIT_KEY'
          ? nestedMapping(unquoted)
          : firstLine(e.message);
    out.push({ code: Codes.YamlSyntax, message, file, line: pos.line, col: pos.col, severity: 'error', ...(hint ? { hint } : {}) });
  }
  if (dropped > 0) {
    const first = out[0]!;
    const note = `${dropped} later syntax error${dropped === 1 ? '' : 's'} left out: most likely this one's echo; fix it and check again`;
    out[0] = { ...first, hint: first.hint ? `${first.hint}; ${note}` : note };
  }
  return out;
}

/**
 * The parser's "Nested mappings are not allowed in compact mappings": a value holding `: ` (`reason: Done: all played`,
 * `log: {self} plays: x`), which YAML reads as a second key on the line.
 */
function nestedMapping(unquoted: { key: string; value: string } | undefined): string {
  if (!unquoted) return 'a ": " inside a value starts a second key on this line, which YAML does not allow here';
  return `the unquoted value of "${unquoted.key}" holds ": ", which YAML reads as a second key on this line`;
}

export function firstLine(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}

/**
 * The unquoted value an error sits in, when it holds a character YAML reserves or a `: ` (`from: hand[*]` inside
 * `{ }`, `name: Bag: the game`): its key and its text, to show quoted.
 */
function unquotedValue(text: string, offset: number): { key: string; value: string } | undefined {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const lineEnd = text.indexOf('\n', offset);
  const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  const at = offset - lineStart;
  // The last `key: ` written before the error on this line starts the value the error is in.
  let key: RegExpExecArray | undefined;
  for (const m of line.matchAll(/([\w$-]+):[ \t]+/g)) if (m.index! + m[0].length <= at) key = m as RegExpExecArray;
  if (!key) return undefined;
  const start = key.index + key[0].length;
  if (line[start] === '"' || line[start] === "'") return undefined;
  let depth = 0;
  let end = start;
  for (; end < line.length; end++) {
    const ch = line[end]!;
    // A template's `{self}` opens and closes within the value; a `}` with none open ends the flow mapping around it.
    if (ch === '[' || ch === '{') depth++;
    else if (ch === ']' || (ch === '}' && depth > 0)) depth--;
    else if ((ch === ',' || ch === '}') && depth <= 0) break;
    else if (ch === '#' && line[end - 1] === ' ') break;
  }
  const value = line.slice(start, end).trim();
  if (!value || !(RESERVED.test(value) || /:\s/.test(value))) return undefined;
  return { key: key[1]!, value };
}
