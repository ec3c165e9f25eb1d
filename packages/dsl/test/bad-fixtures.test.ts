/**
 * Every malformed spec under fixtures/bad/ must be rejected with the diagnostic its header names, at the line and
 * column of the culprit. A fixture starts with comment lines:
 *
 *   # expect: 12:5 zone/unknown      (required: line:col in this file, and the code)
 *   # hooks: a, b                    (optional: the hooks the game implements; `# hooks:` alone means none)
 *   # hint: did you mean "setup"?    (optional: text the matching diagnostic's hint must contain)
 *   # diagnostics: 1                 (optional: exactly this many diagnostics, e.g. no cascade after a syntax error)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, validate, type ValidateResult } from '../src/index';

const DIR = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'bad');
const FORMAT = /^[^:]+:\d+:\d+: .+ \[[a-z-]+\/[a-z-]+\]$/;

interface Fixture {
  name: string;
  text: string;
  line: number;
  col: number;
  code: string;
  hooks?: string[];
  hint?: string;
  diagnostics?: number;
}

function readFixture(name: string): Fixture {
  const text = readFileSync(join(DIR, name), 'utf8');
  const header: Record<string, string> = {};
  for (const l of text.split('\n')) {
    const m = /^#\s*(\w+):(.*)$/.exec(l);
    if (!m) break;
    header[m[1]!] = m[2]!.trim();
  }
  const expect = /^(\d+):(\d+)\s+([a-z-]+\/[a-z-]+)$/.exec(header.expect ?? '');
  if (!expect) throw new Error(`${name}: the first line must be "# expect: line:col code", got ${JSON.stringify(text.split('\n')[0])}`);
  return {
    name,
    text,
    line: Number(expect[1]),
    col: Number(expect[2]),
    code: expect[3]!,
    ...(header.hooks !== undefined ? { hooks: header.hooks.split(',').map((h) => h.trim()).filter(Boolean) } : {}),
    ...(header.hint ? { hint: header.hint } : {}),
    ...(header.diagnostics ? { diagnostics: Number(header.diagnostics) } : {}),
  };
}

function run(f: Fixture): ValidateResult {
  return validate(f.text, {
    file: f.name,
    ...(f.hooks ? { hooks: f.hooks } : {}),
    readContent: (rel) => {
      const p = resolve(DIR, rel);
      return p.startsWith(DIR) && existsSync(p) ? readFileSync(p, 'utf8') : undefined;
    },
  });
}

const fixtures = readdirSync(DIR)
  .filter((n) => n.endsWith('.yaml'))
  .sort()
  .map(readFixture);

describe('bad fixtures', () => {
  it('has enough of them', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(30);
  });

  it.each(fixtures.map((f) => [f.name, f] as const))('%s', (_name, f) => {
    let r: ValidateResult | undefined;
    expect(() => {
      r = run(f);
    }).not.toThrow();
    expect(r!.ok).toBe(false);
    const ds = r!.diagnostics;
    const shown = ds.map(formatDiagnostic);
    for (const line of shown) expect(line).toMatch(FORMAT);
    expect(ds.filter((d) => d.message.startsWith('internal error')), shown.join('\n')).toEqual([]);
    const hit = ds.find((d) => d.code === f.code && d.line === f.line && d.col === f.col);
    expect(hit, `expected ${f.line}:${f.col} [${f.code}], got:\n${shown.join('\n')}`).toBeDefined();
    expect(hit!.file).toBe(f.name);
    if (f.hint) expect(hit!.hint ?? '').toContain(f.hint);
    if (f.diagnostics !== undefined) expect(ds.length, shown.join('\n')).toBe(f.diagnostics);
  });

  it('never throws on any truncation of a fixture', () => {
    for (const f of fixtures) {
      const lines = f.text.split('\n');
      for (let n = 0; n < lines.length; n += 3) {
        const text = lines.slice(0, n).join('\n');
        const r = validate(text, { file: f.name });
        if (!r.ok) {
          for (const d of r.diagnostics) {
            expect(formatDiagnostic(d)).toMatch(FORMAT);
            expect(d.message, `${f.name} cut at line ${n}`).not.toMatch(/^internal error/);
          }
        }
      }
    }
  });
});
