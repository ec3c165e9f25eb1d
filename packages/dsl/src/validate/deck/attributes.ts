/**
 * A card type's attributes as written (`rank: number`, or `rank: { type: number, names: { 12: queen } }`), and the
 * standard playing card a type may name (`standard: true`): its attributes, face, label and rank names filled in,
 * so the rest of the validator sees an ordinary card type.
 */
import { Codes } from '../../diagnostics/codes';
import { rankNames, STANDARD_ATTRIBUTES, STANDARD_FACE, type Aces } from '../../content/standard-cards';
import type { AttrType, FaceDef } from '../../ir/types';
import type { GameSpecOutput } from '../../schema/game';
import type { Checker } from '../context';

type CardTypeSpec = GameSpecOutput['cards'][string];
type NameSpec = string | [string, string];

export interface ExpandedCardType {
  attributes: Record<string, AttrType>;
  names: Record<string, Record<string, [string, string]>>;
  face?: FaceDef;
  label?: string;
  standard?: { aces: Aces };
}

/** The plural English puts on a word when none is given: "queens", "sixes", "aces". */
function pluralOf(word: string): string {
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

const pair = (n: NameSpec): [string, string] => (Array.isArray(n) ? n : [n, pluralOf(n)]);

/** Expands one card type: standard attributes and names, then the type's own (which may add to them or rename values). */
export function expandCardType(c: Checker, name: string, ct: CardTypeSpec): ExpandedCardType {
  const standard = ct.standard === undefined ? undefined : { aces: (ct.standard === true ? undefined : ct.standard.aces) ?? ('low' as Aces) };
  const attributes: Record<string, AttrType> = standard ? { ...STANDARD_ATTRIBUTES } : {};
  const names: Record<string, Record<string, [string, string]>> = standard ? { rank: rankNames(standard.aces) } : {};
  for (const [attr, spec] of Object.entries(ct.attributes ?? {})) {
    const type = typeof spec === 'string' ? spec : spec.type;
    const path = ['cards', name, 'attributes', attr];
    if (standard && Object.hasOwn(STANDARD_ATTRIBUTES, attr)) {
      if (type !== STANDARD_ATTRIBUTES[attr]) {
        c.error(Codes.CardAttribute, `"${attr}" is a ${STANDARD_ATTRIBUTES[attr]} on a standard card; it cannot be ${type} here`, path, {
          key: true,
          hint: 'give your own attribute another name',
        });
        continue;
      }
    }
    attributes[attr] = type;
    if (typeof spec === 'string' || spec.names === undefined) continue;
    if (type !== 'number' && type !== 'string') {
      c.error(Codes.CardAttribute, `only number and string attributes have names for their values; "${attr}" is ${type}`, [...path, 'names'], { key: true });
      continue;
    }
    const own: Record<string, [string, string]> = { ...(names[attr] ?? {}) };
    for (const [value, said] of Object.entries(spec.names)) {
      if (type === 'number' && !Number.isFinite(Number(value))) {
        c.error(Codes.CardAttribute, `"${value}" is not a number, but "${attr}" holds numbers`, [...path, 'names', value], { key: true, hint: 'name its values by number, e.g. { 1: ace, 12: queen }' });
        continue;
      }
      own[type === 'number' ? String(Number(value)) : value] = pair(said);
    }
    names[attr] = own;
  }
  return {
    attributes,
    names,
    ...(ct.face ? { face: ct.face as FaceDef } : standard ? { face: STANDARD_FACE } : {}),
    ...(ct.label !== undefined ? { label: ct.label } : standard ? { label: 'Playing card' } : {}),
    ...(standard ? { standard } : {}),
  };
}
