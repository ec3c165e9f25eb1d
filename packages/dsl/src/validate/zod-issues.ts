/** zod issues → diagnostics at the YAML position of the culprit. */
import { isMap, isScalar } from 'yaml';
import type { z } from 'zod';
import { Codes, type Code } from '../diagnostics/codes';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { closest, suggest } from '../diagnostics/did-you-mean';
import { locate, type Path, type SourceFile } from '../parse/parse';

type Issue = z.core.$ZodIssue;

/** Known keys of the object at `path`, for "did you mean" on unknown keys. */
export type KnownKeys = (path: Path) => string[];

export function issuesToDiagnostics(source: SourceFile, issues: readonly Issue[], knownKeys: KnownKeys): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const issue of flatten(issues, [])) out.push(...toDiagnostics(source, issue, knownKeys));
  return dedupe(out);
}

/** Unions report one list of issues per branch: keep the branch that got furthest into the value. */
function flatten(issues: readonly Issue[], prefix: Path): Issue[] {
  const out: Issue[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...(issue.path as (string | number)[])];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const branches = issue.errors.map((b) => flatten(b, path));
      const score = (b: Issue[]) => (b.some((i) => i.code === 'invalid_type' && i.path.length === path.length) ? 0 : 1 + Math.max(0, ...b.map((i) => i.path.length)));
      const best = branches.reduce((a, b) => (score(b) > score(a) ? b : a));
      if (best.length > 0 && score(best) > 0) {
        out.push(...best);
        continue;
      }
    }
    out.push({ ...issue, path } as Issue);
  }
  return out;
}

function toDiagnostics(source: SourceFile, issue: Issue, knownKeys: KnownKeys): Diagnostic[] {
  const path = issue.path as (string | number)[];
  const at = (p: Path, key = false) => locate(source, p, { key });
  const make = (code: Code, message: string, p: Path, key = false, hint?: string): Diagnostic => ({
    code,
    message,
    file: source.file,
    ...at(p, key),
    severity: 'error',
    ...(hint ? { hint } : {}),
  });
  const where = path.length ? `"${path.join('.')}"` : 'the game';
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((k) => {
        const split = commaSplit(source, path, k);
        if (split) {
          return make(
            Codes.UnknownKey,
            `a comma ends a value inside { }: "${split.key}: ${split.value}, ${k}" was read as "${split.key}: ${split.value}" and a key "${k}"`,
            [...path, k],
            true,
            `quote the text: ${split.key}: "${split.value}, ${k}"`,
          );
        }
        return make(Codes.UnknownKey, `unknown key "${k}" in ${where}`, [...path, k], true, suggest(k, knownKeys(path)));
      });
    case 'invalid_type': {
      const value = source.doc.getIn(path, false);
      if (value === undefined && issue.input === undefined) {
        const key = path[path.length - 1];
        const parent = path.length > 1 ? `"${path.slice(0, -1).join('.')}"` : 'the game';
        return [make(Codes.MissingKey, `missing "${String(key)}" in ${parent}`, path.slice(0, -1), path.length > 1)];
      }
      return [make(Codes.WrongType, `${where} should be ${issue.expected}, got ${describe(issue.input)}`, path)];
    }
    case 'invalid_union': {
      // A required key given no value at all (an expression, a union of text, number and true/false).
      if (source.doc.getIn(path, false) === undefined && issue.input === undefined && path.length > 0) {
        const key = path[path.length - 1];
        const parent = path.length > 1 ? `"${path.slice(0, -1).join('.')}"` : 'the game';
        return [make(Codes.MissingKey, `missing "${String(key)}" in ${parent}`, path.slice(0, -1), path.length > 1)];
      }
      return [make(Codes.WrongType, `${where} has an unexpected shape`, path)];
    }
    case 'invalid_value':
    {
      // The message lists the values already: the hint only says which one was probably meant.
      const near = typeof issue.input === 'string' ? closest(issue.input, issue.values.map(String)) : undefined;
      return [make(Codes.InvalidValue, `${where} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`, path, false, near ? `did you mean "${near}"?` : undefined)];
    }
    case 'too_small':
    case 'too_big':
    case 'invalid_format':
    case 'not_multiple_of':
      return [make(Codes.InvalidValue, `${where}: ${issue.message}`, path)];
    case 'invalid_key':
      return [make(Codes.InvalidValue, `bad key in ${where}: ${issue.issues[0]?.message ?? issue.message}`, path)];
    case 'custom': {
      const code = ((issue.params as { code?: Code } | undefined)?.code ?? Codes.InvalidValue) as Code;
      return [make(code, `${where}: ${issue.message}`, path)];
    }
    default:
      return [make(Codes.InvalidValue, `${where}: ${(issue as Issue).message}`, path)];
  }
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a mapping';
  if (typeof v === 'string') return `the text ${JSON.stringify(v.length > 30 ? `${v.slice(0, 30)}…` : v)}`;
  return `${typeof v} ${String(v)}`;
}

function dedupe(ds: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return ds.filter((d) => {
    const k = `${d.line}:${d.col}:${d.code}:${d.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * In a flow mapping (`{ a: b, c }`), a comma inside an unquoted value ends it: `{ description: Pairs, face up. }`
 * reads as `description: Pairs` and a key `face up.` with no value. Returns the value cut short, when that is what
 * happened to `key`.
 */
function commaSplit(source: SourceFile, path: Path, key: string): { key: string; value: string } | undefined {
  const map = source.doc.getIn(path as (string | number)[], true);
  if (!isMap(map) || !map.flow) return undefined;
  const i = map.items.findIndex((p) => isScalar(p.key) && String(p.key.value) === key);
  const pair = map.items[i];
  const prev = map.items[i - 1];
  if (!pair || !prev || pair.value !== null || !isScalar(prev.value) || typeof prev.value.value !== 'string') return undefined;
  if (prev.value.type !== 'PLAIN') return undefined;
  return { key: String(isScalar(prev.key) ? prev.key.value : ''), value: prev.value.value };
}
