/** What a builtin function of the expression language is: its arity, type rule and implementation (expr/builtins/builtins.ts lists them). */
import type { Bind } from '../bind';
import type { Env } from '../env';
import type { CardTypes } from '../../log/value-names';
import type { Ty } from '../types';
import type { TeamsDef } from '../../ir/types';

/** `src`: the same as JavaScript source over `e`, where code generation is on (expr/compile/codegen.ts). */
export type Checked = { ty: Ty; fn: (env: Env) => unknown; src?: string };

/**
 * A builtin either takes plain values (`fn`) or a list plus a predicate evaluated per element with `card` or
 * `seat` bound (`pred`).
 */
export interface Builtin {
  arity: [min: number, max: number];
  doc: string;
  /** Returns the result type, or an error message. */
  type: (args: Ty[]) => Ty | string;
  /** Index of an argument evaluated per element of argument 0 (with `card`/`seat` bound), if any. */
  lambdaArg?: number;
  /** `bind` binds one element of argument 0 for the argument at `lambdaArg` (as `card`, `seat` or an `as` name). */
  impl: (env: Env, args: Checked[], helpers: Helpers, bind: Bind) => unknown;
  /** For a function that reads the game's declarations (the names of attribute values): its type and body from them. */
  withTypes?: (cardTypes: CardTypes, args: Ty[]) => { ty: Ty; impl: (env: Env, args: Checked[]) => unknown } | string;
  /** For a function over the game's partnerships (`teams:`): its type and body from them; absent teams: an error. */
  withTeams?: (teams: TeamsDef, args: Ty[]) => { ty: Ty; impl: (env: Env, args: Checked[]) => unknown } | string;
}

export interface Helpers {
  /** The seat `n` places after `seat` (default 1; negative: before) in the turn direction, among seats still in. */
  next(env: Env, seat: number, n?: number): number;
  alive(env: Env): readonly number[];
  faceUp(env: Env, card: number): boolean;
}
