import type { Code } from './codes';

/** One problem found in a spec, located at a 1-based line and column. */
export interface Diagnostic {
  code: Code;
  message: string;
  hint?: string;
  file: string;
  line: number;
  col: number;
  severity: 'error' | 'warning';
}

/** `file:line:col: message [code]`, with the hint on the same line after ` — `. */
export function formatDiagnostic(d: Diagnostic): string {
  const hint = d.hint ? ` (${d.hint})` : '';
  return `${d.file}:${d.line}:${d.col}: ${d.message}${hint} [${d.code}]`;
}

export class DiagnosticError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join('\n'));
    this.name = 'DiagnosticError';
  }
}
