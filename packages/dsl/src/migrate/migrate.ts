/**
 * `deckhand migrate`: rewrites a spec of an earlier edition of the language so that it means the same in this one.
 *
 * Edition 3 refuses an inner list function whose element hides an outer one (`expr/shadow`): in edition 2,
 * `sum(seats, count(filter(seats, seat != self)))` read the inner `seat` as the inner element, silently leaving the
 * outer one out of reach. The rewrite names the inner element (`filter(seats as s, s != self)`) and renames its uses
 * inside that function's condition, which is exactly what edition 2 read them as; then it states `deckhand: 3`.
 * Text is edited in place (comments, quoting and layout kept); the validator finds the spots, so the rewrite follows
 * the language's own scoping rather than a second parser's.
 */
import { Codes } from '../diagnostics/codes';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { validate, type ValidateOptions } from '../validate/validate';
import { EDITION } from './edition';
import { BUILTINS } from '../expr/builtins/builtins';

export interface Migration {
  /** The rewritten text (the same text when nothing needed changing). */
  text: string;
  /** What was changed, one line each, with the line it was on ("line 21: any(hand[self] as c2, …)"). */
  changes: string[];
  /** What the rewritten spec still has wrong (nothing migration can fix). */
  diagnostics: Diagnostic[];
}

/** The implicit element an inner list function hides: its diagnostic's message names it (expr/compile/compile.ts `checkBinder`). */
const HIDDEN = /^the element "([\w$]+)" of ([\w$]+)\(\) hides the outer "\1"/;

/** Rewrites `text` (a game.yaml of an earlier edition) for this edition. `hooks`: the hooks the game implements. */
export function migrate(text: string, opts: { file?: string; hooks?: string[]; readContent?: ValidateOptions['readContent'] } = {}): Migration {
  const file = opts.file ?? 'game.yaml';
  const changes: string[] = [];
  let out = text;
  // Each round fixes every hidden element the validator reports, innermost (rightmost) first so earlier offsets
  // stay right; a deeper nest shows its next level only once the one inside it is named.
  for (let round = 0; round < 8; round++) {
    const r = validate(out, { file, ...(opts.hooks ? { hooks: opts.hooks } : {}), ...(opts.readContent ? { readContent: opts.readContent } : {}) });
    const spots = (r.ok ? [] : r.diagnostics)
      .filter((d) => d.code === Codes.ExprShadow && HIDDEN.test(d.message))
      .map((d) => ({ d, at: offsetOf(out, d.line, d.col), name: HIDDEN.exec(d.message)![1]! }))
      .sort((a, b) => b.at - a.at);
    if (spots.length === 0) break;
    for (const s of spots) {
      const fixed = nameElement(out, s.at, s.name);
      if (!fixed) continue;
      out = fixed.text;
      changes.push(`line ${s.d.line}: ${fixed.call}`);
    }
  }
  out = stateEdition(out, changes);
  const r = validate(out, { file, ...(opts.hooks ? { hooks: opts.hooks } : {}), ...(opts.readContent ? { readContent: opts.readContent } : {}) });
  return { text: out, changes, diagnostics: r.ok ? [] : r.diagnostics };
}

function offsetOf(text: string, line: number, col: number): number {
  let at = 0;
  for (let l = 1; l < line; l++) at = text.indexOf('\n', at) + 1;
  return at + col - 1;
}

const WORD = /[\w$]/;

/**
 * At `at` a call `fn(list, condition…)` whose element `name` hides an outer one: `fn(list as fresh, condition)` with
 * `name` renamed to `fresh` in the condition (not after a `.`, where it is an attribute, nor inside a quoted text).
 */
function nameElement(text: string, at: number, name: string): { text: string; call: string } | undefined {
  const open = text.indexOf('(', at);
  if (open < 0) return undefined;
  let depth = 0;
  let comma = -1;
  let close = -1;
  let quote: string | undefined;
  for (let i = open; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === quote) quote = undefined;
      continue;
    }
    if (ch === "'") quote = ch;
    else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') {
      depth--;
      if (depth === 0) {
        close = i;
        break;
      }
    } else if (ch === ',' && depth === 1 && comma < 0) comma = i;
    else if (ch === '\n' && depth === 0) return undefined;
  }
  if (comma < 0 || close < 0) return undefined;
  const fresh = freshName(text, name);
  const list = text.slice(open + 1, comma).trimEnd();
  const condition = renameIn(text.slice(comma, close), name, fresh);
  const call = `${text.slice(at, open)}(${list} as ${fresh}${condition})`;
  return { text: text.slice(0, at) + call + text.slice(close + 1), call };
}

/** The list functions that bind an element for their condition (`any(list, cond)`): their names. */
const BINDING = new Set([...BUILTINS].filter(([, b]) => b.lambdaArg !== undefined).map(([name]) => name));

/** A list written so that its element is a seat (`seats`, `alive`, `filter(seats, …)`): its element is `seat`. */
const SEAT_LIST = /^\s*(?:seats|alive|lastOut|turnOrder\s*\(|(?:filter|sortBy)\s*\(\s*(?:seats|alive|lastOut|turnOrder))/;

/** Whether a nested call's own element is `name` (then the uses of `name` in its condition are its own, not ours). */
function rebinds(list: string, name: string): boolean {
  if (/\sas\s+[\w$]+\s*$/.test(list)) return false;
  if (name === 'seat') return SEAT_LIST.test(list);
  if (name === 'card') return !SEAT_LIST.test(list) && !/^\s*range\s*\(/.test(list);
  return false;
}

/**
 * `name` → `fresh` wherever it stands as a name of its own in `part` and means the element being named: not after a
 * `.` (an attribute), not inside a quoted text, and not inside the condition of a nested list function that binds
 * the same name for its own element (edition 2 read those as that function's).
 */
function renameIn(part: string, name: string, fresh: string): string {
  let out = '';
  let quote = false;
  for (let i = 0; i < part.length; i++) {
    const ch = part[i]!;
    if (ch === "'") quote = !quote;
    const before = part[i - 1];
    const startsWord = !quote && WORD.test(ch) && (before === undefined || !WORD.test(before));
    if (startsWord) {
      const word = /^[\w$]+/.exec(part.slice(i))![0];
      const open = i + word.length + (/^\s*/.exec(part.slice(i + word.length))![0].length);
      if (before !== '.' && BINDING.has(word) && part[open] === '(') {
        const call = callParts(part, open);
        if (call && rebinds(part.slice(open + 1, call.comma), name)) {
          // Its list is ours to rename; its condition is its own.
          out += part.slice(i, open + 1) + renameIn(part.slice(open + 1, call.comma), name, fresh) + part.slice(call.comma, call.close + 1);
          i = call.close;
          continue;
        }
      }
      if (word === name && before !== '.') {
        out += fresh;
        i += name.length - 1;
        continue;
      }
    }
    out += ch;
  }
  return out;
}

/** The first top-level comma and the closing bracket of the call whose "(" is at `open`. */
function callParts(text: string, open: number): { comma: number; close: number } | undefined {
  let depth = 0;
  let comma = -1;
  let quote = false;
  for (let i = open; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "'") quote = !quote;
    if (quote) continue;
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') {
      depth--;
      if (depth === 0) return comma < 0 ? undefined : { comma, close: i };
    } else if (ch === ',' && depth === 1 && comma < 0) comma = i;
  }
  return undefined;
}

/** A short name for the element, used nowhere in the file: `s`, `s2`… for `seat`, `c`… for `card`. */
function freshName(text: string, name: string): string {
  const stem = name === 'seat' ? 's' : name === 'card' ? 'c' : name === 'group' ? 'g' : name[0]!;
  for (let k = 1; ; k++) {
    const candidate = k === 1 ? `${stem}${name === 'card' || name === 'seat' ? '' : 'x'}` : `${stem}${k}`;
    if (!new RegExp(`(^|[^\\w$])${candidate}([^\\w$]|$)`).test(text)) return candidate;
  }
}

/** States the edition: `deckhand: 3` as the first key (replacing an older one). */
function stateEdition(text: string, changes: string[]): string {
  const line = `deckhand: ${EDITION}`;
  const stated = /^deckhand:[ \t]*(\S+)[ \t]*$/m.exec(text);
  if (stated) {
    if (stated[1] === String(EDITION)) return text;
    changes.push(`deckhand: ${stated[1]} → ${EDITION}`);
    return text.replace(stated[0], line);
  }
  changes.push(`${line} stated`);
  // Before the first key, after the file's leading comments (a header, a schema line).
  const first = /^(?!#)[\w$]+:/m.exec(text);
  const at = first ? first.index : text.length;
  return `${text.slice(0, at)}${line}\n${text.slice(at)}`;
}
