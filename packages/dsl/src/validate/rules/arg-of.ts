/**
 * A number argument that takes a card attribute's values (`rank: { type: number, of: rank }`): the attribute must
 * be a number attribute of some card type, and the argument's range defaults to the values the deck holds.
 */
import { Codes } from '../../diagnostics/codes';
import type { Scope } from '../../expr/scope';
import type { CardDef } from '../../ir/types';
import type { Path } from '../../parse/parse';
import type { Checker } from '../context';

export function attributeValues(c: Checker, attr: string, def: Scope['def'], cards: readonly CardDef[], path: Path): { min: number; max: number } | undefined {
  const types = Object.values(def.cardTypes);
  const known = [...new Set(types.flatMap((t) => Object.keys(t.attributes)))];
  if (!c.resolve(Codes.CardAttribute, 'card attribute', attr, known, path)) return undefined;
  const kinds = new Set(types.map((t) => t.attributes[attr]).filter((k) => k !== undefined));
  if (!kinds.has('number')) {
    c.error(Codes.CardAttribute, `"${attr}" is ${[...kinds].join('/')}: a number argument takes a number attribute's values`, path, { hint: 'for a text attribute, use a choice argument with its values' });
    return undefined;
  }
  const values = cards.map((k) => k.attrs[attr]).filter((v): v is number => typeof v === 'number');
  if (values.length === 0) return { min: 0, max: 0 };
  return { min: Math.min(...values), max: Math.max(...values) };
}
