/**
 * How a sentence says an attribute's value: a card type's `names:` ("queen", plural "queens"; the standard card
 * names every rank), else the value as written. Shared by expressions (`name(rank)`, `plural(rank)`) and the
 * default sentence of a move whose number argument is declared `of:` an attribute.
 */
import type { CardTypeDef, ZoneDef } from '../ir/types';

export type CardTypes = Readonly<Record<string, Pick<CardTypeDef, 'names'>>>;

/** The names of an attribute's values across card types (the first type naming a value wins). */
export function namesOf(types: CardTypes, attr: string): Record<string, [string, string]> | undefined {
  let out: Record<string, [string, string]> | undefined;
  for (const t of Object.values(types)) {
    const own = t.names?.[attr];
    if (!own) continue;
    out = { ...own, ...(out ?? {}) };
  }
  return out;
}

/** A value in words: its name (singular or plural) if it has one, else the value itself ("7", plural "7s"). */
export function sayValue(names: Record<string, [string, string]> | undefined, value: unknown, plural: boolean): string {
  if (value === null || value === undefined) return 'nothing';
  const key = typeof value === 'number' ? String(value) : String(value);
  const hit = names && Object.hasOwn(names, key) ? names[key] : undefined;
  if (hit) return plural ? hit[1] : hit[0];
  return plural ? `${key}s` : key;
}

/**
 * What a pile of a row is for, on a row named by an attribute (`row: { by: colour }`: pile 1 is "blue"; `row: { by:
 * suit }`: pile 2 is "hearts"); undefined
 * where the row's piles are only numbered or the value has no name.
 */
export function rowPileName(types: CardTypes, zone: Pick<ZoneDef, 'row'> | undefined, index: number): string | undefined {
  const by = zone?.row?.by;
  if (by === undefined) return undefined;
  // A row keyed by a text attribute: pile i is for keys[i], said by its name where it has one ("hearts").
  const keys = zone!.row!.keys;
  if (keys) return keys[index] === undefined ? undefined : (namesOf(types, by)?.[keys[index]]?.[0] ?? keys[index]);
  return namesOf(types, by)?.[String(index)]?.[0];
}
