/** How `deckhand validate` prints its results: lines for people, JSON for editors, annotations for GitHub Actions. */
import type { FileDiagnostic, FileResult } from './check';

export const FORMATS = ['text', 'json', 'github'] as const;
export type Format = (typeof FORMATS)[number];

export interface Printed {
  out: string[];
  err: string[];
}

function line(d: FileDiagnostic): string {
  const hint = d.hint ? ` (${d.hint})` : '';
  return `${d.file}:${d.line}:${d.col}: ${d.message}${hint} [${d.code}]`;
}

/** GitHub's workflow command syntax: `%`, CR and LF escaped in the message, also `:` and `,` in properties. */
const escData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escProp = (s: string) => escData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

export function printResults(results: readonly FileResult[], format: Format): Printed {
  const failed = results.filter((r) => !r.ok).length;
  const all = results.flatMap((r) => r.diagnostics);
  switch (format) {
    case 'json':
      // One object: stable field names an editor plugin or CI step can read without parsing text.
      return {
        out: [JSON.stringify({ ok: failed === 0, files: results.map((r) => ({ file: r.file, ok: r.ok })), diagnostics: all })],
        err: [],
      };
    case 'github':
      return {
        out: all.map((d) => `::${d.severity === 'warning' ? 'warning' : 'error'} file=${escProp(d.file)},line=${d.line},col=${d.col},title=${escProp(d.code)}::${escData(d.message + (d.hint ? ` (${d.hint})` : ''))}`),
        err: [],
      };
    case 'text':
      return {
        out: failed === 0 ? [`${results.length} spec${results.length === 1 ? '' : 's'} valid`] : [],
        err: all.map(line),
      };
  }
}
