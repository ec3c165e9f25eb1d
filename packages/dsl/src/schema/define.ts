/** `define:`: named expressions with parameters (expr/define.ts), called from any expression of the spec. */
import { z } from 'zod';
import { Expr } from './primitives';

export const DefineSpec = z
  .record(z.string(), Expr)
  .meta({
    description:
      'named expressions: the key is the name, with its parameters if any ("total(cards)", or "soft" for none); the value is the body, e.g. sum(cards, card.value). Call it from any expression: total(hand[self]) > 21, or soft',
  });
