/** What every semantic check shares: the source, the diagnostics found so far, and the scopes for expressions. */
import type { Code } from '../diagnostics/codes';
import { Codes } from '../diagnostics/codes';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { suggest } from '../diagnostics/did-you-mean';
import { compileExpr } from '../expr/compile';
import type { Scope } from '../expr/scope';
import type { Ty } from '../expr/types';
import type { Expr } from '../ir/types';
import { locate, locateInScalar, type Path, type SourceFile } from '../parse/parse';

export interface SrcPos {
  line: number;
  col: number;
}

export class Checker {
  readonly diagnostics: Diagnostic[] = [];
  /** Every function some expression of the game calls. */
  readonly calls = new Set<string>();
  constructor(readonly source: SourceFile) {}

  pos(path: Path, key = false): SrcPos {
    return locate(this.source, path, { key });
  }

  error(code: Code, message: string, path: Path, opts: { key?: boolean; hint?: string; at?: SrcPos } = {}): void {
    const at = opts.at ?? this.pos(path, opts.key);
    this.diagnostics.push({
      code,
      message,
      file: this.source.file,
      line: at.line,
      col: at.col,
      severity: 'error',
      ...(opts.hint ? { hint: opts.hint } : {}),
    });
  }

  /** Reports an unknown name with a "did you mean". Returns whether the name is known. */
  resolve(code: Code, what: string, name: string, known: readonly string[], path: Path, key = false): boolean {
    if (known.includes(name)) return true;
    this.error(code, `unknown ${what} "${name}"`, path, { key, hint: suggest(name, known) });
    return false;
  }

  /** Type-checks an expression written at `path` (at character `offset` of it, e.g. inside a zone reference). Returns its type, or undefined after reporting. */
  expr(source: Expr, scope: Scope, path: Path, expected?: Ty | Ty[], offset = 0): Ty | undefined {
    const r = compileExpr(source, scope, expected);
    if (r.ok) {
      for (const name of r.calls ?? []) this.calls.add(name);
      return r.ty;
    }
    for (const e of r.errors) {
      const at = typeof source === 'string' ? locateInScalar(this.source, path, offset + e.index) : this.pos(path);
      const message = e.code === Codes.ExprSyntax ? e.message : `${e.message} in "${String(source)}"`;
      this.error(e.code, message, path, { at, ...(e.hint ? { hint: e.hint } : {}) });
    }
    return undefined;
  }
}
