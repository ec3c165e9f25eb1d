/** Small value shapes shared by the schema. */
import { z } from 'zod';

export const Name = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'a name is a letter followed by letters, digits or "_"')
  .meta({ description: 'an identifier' });

/** An expression: text in the expression language, or a literal number or boolean. */
export const Expr = z.union([z.string(), z.number(), z.boolean()]).meta({ description: 'an expression' });

/** `deck`, `hand[self]`, `hand[*]`, `piles[self][args.pile]`. */
export const ZoneRefText = z.string().min(1).meta({ description: 'a zone: name, name[seat], row[pile] or name[seat][pile]' });

/** `0..21`, a number, or a list of values (`[clubs, diamonds, hearts, spades]`: one card per value). */
export const RangeText = z.union([
  z.number(),
  z.string().regex(/^\s*-?\d+\s*\.\.\s*-?\d+\s*$/, 'a range is written "low..high", e.g. "1..10", or as a list [a, b, c]'),
  z.array(z.union([z.string(), z.number(), z.boolean()])).min(1),
]);
