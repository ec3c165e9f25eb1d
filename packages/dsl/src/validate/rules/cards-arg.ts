/**
 * A `cards` argument: `count:` for exactly that many cards, or `min:`/`max:` for a choice of variable size (a meld
 * of 3 or more, a discard of up to 3). Both are expressions over the game state, read when the move is checked.
 */
import { Codes } from '../../diagnostics/codes';
import type { Scope } from '../../expr/scope';
import { T } from '../../expr/types';
import type { ArgDef, SourceRef } from '../../ir/types';
import type { GameSpecOutput } from '../../schema/game';
import type { Checker } from '../context';

type ArgSpec = NonNullable<GameSpecOutput['moves'][string]['args']>[string];

export function cardsArg(c: Checker, name: string, a: ArgSpec, from: SourceRef[], base: Scope, p: (string | number)[]): ArgDef & { type: 'cards' } {
  const top = a.top === true;
  if (a.count !== undefined) {
    c.expr(a.count, base, [...p, 'count'], T.number);
    for (const k of ['min', 'max'] as const) {
      if (a[k] !== undefined) {
        c.error(Codes.MoveArg, `"${k}" and "count" together: a cards argument takes exactly "count" cards, or "min" to "max"`, [...p, k], {
          key: true,
          hint: `drop "count" for a choice of variable size, or drop "${k}"`,
        });
      }
    }
    return { name, type: 'cards', from, count: a.count, top };
  }
  if (a.min === undefined && a.max === undefined) {
    c.error(Codes.MissingKey, 'a cards argument needs "count" (exactly that many cards) or "min"/"max" (a choice of variable size)', p, {
      hint: 'e.g. count: 2, or min: 3 for a meld of three or more',
    });
    return { name, type: 'cards', from, count: 1, top };
  }
  const out: ArgDef & { type: 'cards' } = { name, type: 'cards', from, top };
  if (a.min !== undefined) {
    c.expr(a.min, base, [...p, 'min'], T.number);
    out.min = a.min;
  }
  if (a.max !== undefined) {
    c.expr(a.max, base, [...p, 'max'], T.number);
    out.max = a.max;
  }
  if (typeof a.min === 'number' && (a.min < 0 || !Number.isInteger(a.min))) {
    c.error(Codes.InvalidValue, `"min" must be a whole number of cards, 0 or more (got ${a.min})`, [...p, 'min']);
  }
  if (typeof a.min === 'number' && typeof a.max === 'number' && a.max < a.min) {
    c.error(Codes.InvalidValue, `"max" (${a.max}) is below "min" (${a.min}): no choice fits`, [...p, 'max']);
  }
  return out;
}
