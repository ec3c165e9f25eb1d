/** A move's scope: the game's names plus the move's arguments, typed from their declarations. */
import type { ArgDef } from '../ir/types';
import { noteArgs } from '../log/arg-kinds';
import { makeScope, type Scope } from './scope';
import { T, type Ty } from './types';

/** The type an argument's values have in expressions. */
function argType(a: ArgDef): Ty {
  switch (a.type) {
    case 'number':
      return a.of !== undefined ? { t: 'number', attr: a.of } : T.number;
    case 'seat':
      return T.seat;
    case 'pile':
      return T.number;
    case 'boolean':
      return T.boolean;
    case 'choice':
      return T.string;
    case 'card':
      return T.card;
    case 'cards':
      return T.cards;
  }
}

/** The scope a move's expressions are checked and compiled in (the validator's and the program's). */
export function moveScope(def: Scope['def'], args: ArgDef[]): Scope {
  const scope = makeScope(def, { self: true, args: new Map(args.map((a) => [a.name, argType(a)])) });
  noteArgs(scope.args, args);
  return scope;
}
