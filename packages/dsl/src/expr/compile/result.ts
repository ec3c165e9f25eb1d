/**
 * What compiling an expression gives back (a closure and its type, or every error) and what closures are bound to.
 * Its own file so that named expressions (define.ts), which the compiler calls and which call it back, share these
 * types without an import circle.
 */
import type { Code } from '../../diagnostics/codes';
import type { CardDef } from '../../ir/types';
import type { Helpers } from '../builtins/builtin';
import type { Env } from '../env';
import type { Ty } from '../types';

export interface ExprError {
  code: Code;
  message: string;
  hint?: string;
  /** Offset in the expression text. */
  index: number;
  /** The error is in the body of this named expression (`define:`), at `index` of its text; the call is at the outer `index`. */
  define?: { name: string; index: number };
}

/** `calls`: the functions the expression calls (the validator notes those whose bookkeeping a game pays only if used). */
export type CheckResult = { ok: true; ty: Ty; fn: (env: Env) => unknown; calls?: ReadonlySet<string> } | { ok: false; errors: ExprError[] };

/** The run-time data closures are bound to. Absent while only validating. */
export interface Runtime {
  cards: readonly CardDef[];
  helpers: Helpers;
  /** Compile to generated source (expr/compile/codegen.ts); default: wherever it is on (Node). */
  codegen?: boolean;
}
