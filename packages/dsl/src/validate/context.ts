/** What every semantic check shares: the source, the diagnostics found so far, and the scopes for expressions. */
import type { Code } from '../diagnostics/codes';
import { Codes } from '../diagnostics/codes';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { suggest } from '../diagnostics/did-you-mean';
import { compileExpr } from '../expr/compile/compile';
import type { Scope } from '../expr/scope';
import { isSeat, type Ty } from '../expr/types';
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
  /**
   * The most players the game allows (`players.max`): a seat written as a number must be below it, or no table has
   * such a seat (`winner: 7` in a two-player game). One that only smaller tables lack is caught as the game runs.
   */
  mostPlayers: number | undefined;
  /** Where each named expression (`define:`) is written: an error in its body, found at a call, is reported there. */
  readonly defineAt = new Map<string, Path>();
  /** Definitions refused (a bad head, a clash, a recursion): a call of one is not reported again as unknown. */
  readonly brokenDefines = new Set<string>();
  /** Diagnostics already reported, so an error in a body called from many places is said once. */
  private readonly said = new Set<string>();
  constructor(readonly source: SourceFile) {}

  pos(path: Path, key = false): SrcPos {
    return locate(this.source, path, { key });
  }

  error(code: Code, message: string, path: Path, opts: { key?: boolean; hint?: string; at?: SrcPos } = {}): void {
    const at = opts.at ?? this.pos(path, opts.key);
    const key = `${at.line}:${at.col}:${code}:${message}`;
    if (this.said.has(key)) return;
    this.said.add(key);
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

  /** A seat written as a plain number (`winner: 7`, `value: 9` for a seat variable): it must be a seat at every table. */
  private seatLiteral(source: Expr, path: Path): void {
    const n = typeof source === 'number' ? source : typeof source === 'string' && /^\s*-?\d+\s*$/.test(source) ? Number(source) : undefined;
    const most = this.mostPlayers;
    if (n === undefined || most === undefined || (Number.isInteger(n) && n >= 0 && n < most)) return;
    this.error(Codes.SeatRange, `seat ${n} does not exist: the game seats at most ${most} player${most === 1 ? '' : 's'}, as seats 0 to ${most - 1}`, path, {
      hint: 'seats are numbered from 0 in turn order; name the seat by what makes it the one (current, alive[0], best(seats, …))',
    });
  }

  /** Type-checks an expression written at `path` (at character `offset` of it, e.g. inside a zone reference). Returns its type, or undefined after reporting. */
  expr(source: Expr, scope: Scope, path: Path, expected?: Ty | Ty[], offset = 0): Ty | undefined {
    const r = compileExpr(source, scope, expected);
    if (r.ok) {
      for (const name of r.calls ?? []) this.calls.add(name);
      if (isSeat(r.ty) || [expected ?? []].flat().some(isSeat)) this.seatLiteral(source, path);
      return r.ty;
    }
    for (const e of r.errors) {
      const unknown = e.code === Codes.ExprUnknownName ? /^unknown (?:name|function) "([^"]+)"/.exec(e.message)?.[1] : undefined;
      if (unknown !== undefined && this.brokenDefines.has(unknown)) continue;
      const body = e.define && this.defineAt.get(e.define.name);
      if (e.define && body) {
        // The error is in a named expression's body: said there, once, whichever call found it.
        const text = String(this.source.doc.getIn(body as (string | number)[]) ?? '');
        const { name, index } = e.define;
        this.error(e.code, `${e.message} in the body of ${name}() ("${text}")`, body, { at: locateInScalar(this.source, body, index), hint: e.hint ?? `as called from "${String(source)}"` });
        continue;
      }
      const at = typeof source === 'string' ? locateInScalar(this.source, path, offset + e.index) : this.pos(path);
      const message = e.code === Codes.ExprSyntax ? e.message : `${e.message} in "${String(source)}"`;
      this.error(e.code, message, path, { at, ...(e.hint ? { hint: e.hint } : {}) });
    }
    return undefined;
  }
}
