/**
 * The `repeat` effect: a loop until a condition ("the house draws while its total is under 17"). The condition is
 * read before each pass; a loop still asking for another pass after its `max` passes (default 100) stops the action
 * with an error naming its line — a spec whose loop never ends is a bug of the spec, said where it happens, never a
 * hang of the server or a silent cut. Both paths (boardgame.io and the fast simulator) run this closure.
 */
import type { Scope } from '../../expr/scope';
import { T } from '../../expr/types';
import type { Effect, EffectOp } from '../../ir/types';
import type { Program } from '../program';
import type { EffectsFn } from './exec';

type RepeatOp = Extract<EffectOp, { op: 'repeat' }> & { src?: Effect['src'] };

/** A loop that ran all its passes and whose condition still asks for more. */
export class RepeatLimit extends Error {
  constructor(e: RepeatOp) {
    const line = e.src ? ` at line ${e.src.line}` : '';
    super(`the repeat${line} ran its ${e.max} passes and its ${e.until ? '"until" still does not hold' : '"while" still holds'}: its effects never end it (add a condition that does, e.g. "and count(deck) > 0", or raise "max")`);
    this.name = 'RepeatLimit';
  }
}

export function repeatFn(p: Program, e: RepeatOp, scope: Scope, body: EffectsFn): EffectsFn {
  const cond = p.expr(e.cond, scope, T.boolean);
  const until = e.until;
  const max = e.max;
  return (x, env) => {
    for (let pass = 0; Boolean(cond(env)) !== until; pass++) {
      if (pass === max) throw new RepeatLimit(e);
      body(x, env);
    }
  };
}
