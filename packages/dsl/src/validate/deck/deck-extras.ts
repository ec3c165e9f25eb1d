/**
 * What a deck entry may add to ranges and content records: a standard deck (`standard: 52`) of a standard card
 * type, and cards left out (`except: [{ rank: 12, suit: clubs }]`, Old Maid's missing queen).
 */
import { Codes } from '../../diagnostics/codes';
import { standardCards, suitColour, type StandardSize } from '../../content/standard-cards';
import type { AttrValue, CardTypeDef } from '../../ir/types';
import type { GameSpecOutput } from '../../schema/game';
import type { Checker } from '../context';

type DeckEntry = GameSpecOutput['deck'][number];

/**
 * The card type an entry names. With `standard` it may be left out when exactly one card type is standard; a
 * standard deck needs a standard card type (it fills rank, suit and colour).
 */
export function entryType(c: Checker, entry: DeckEntry, types: Record<string, CardTypeDef>, path: (string | number)[]): string | undefined {
  const standardTypes = Object.keys(types).filter((t) => types[t]!.standard);
  if (entry.type === undefined) {
    if (entry.standard === undefined) {
      c.error(Codes.MissingKey, 'a deck entry needs "type": the card type of its cards', path, { hint: `one of ${Object.keys(types).join(', ')}` });
      return undefined;
    }
    if (standardTypes.length !== 1) {
      c.error(Codes.MissingKey, standardTypes.length === 0 ? 'a standard deck needs a standard card type' : `say which standard card type: ${standardTypes.join(' or ')}`, path, {
        hint: standardTypes.length === 0 ? 'declare one: cards: { playing: { standard: true } }' : `e.g. { type: ${standardTypes[0]}, standard: ${entry.standard} }`,
      });
      return undefined;
    }
    return standardTypes[0];
  }
  if (!c.resolve(Codes.UnknownCardType, 'card type', entry.type, Object.keys(types), [...path, 'type'])) return undefined;
  if (entry.standard !== undefined && !types[entry.type]!.standard) {
    c.error(Codes.CardAttribute, `"${entry.type}" is not a standard card type, so it has no standard deck`, [...path, 'standard'], {
      key: true,
      hint: `declare it standard: cards: { ${entry.type}: { standard: true } }`,
    });
    return undefined;
  }
  return entry.type;
}

/** The cards of a standard deck entry; other ways of listing cards beside it are errors (it already lists every card). */
export function standardVariants(c: Checker, entry: DeckEntry, ct: CardTypeDef, path: (string | number)[]): Record<string, AttrValue>[] | undefined {
  if (entry.standard === undefined) return undefined;
  for (const key of ['range', 'each'] as const) {
    if (entry[key] !== undefined) {
      c.error(Codes.InvalidValue, `a standard deck already has every rank of every suit: "${key}" cannot be added to it`, [...path, key], {
        key: true,
        hint: 'leave cards out with except: [{ rank: 12, suit: clubs }], or write a separate entry',
      });
    }
  }
  return standardCards(entry.standard as StandardSize, ct.standard?.aces ?? 'low');
}

/** A standard card's colour follows its suit, however the entry listed it (a range, content, fixed values). */
export function withColour(ct: CardTypeDef, attrs: Record<string, AttrValue>): Record<string, AttrValue> {
  return ct.standard && attrs.colour === undefined && attrs.suit !== undefined ? { ...attrs, colour: suitColour(attrs.suit) } : attrs;
}

/** Leaves out the cards `except` names; each pattern must name an attribute of the type and match some card. */
export function leaveOut(c: Checker, entry: DeckEntry, type: string, ct: CardTypeDef, variants: Record<string, AttrValue>[], path: (string | number)[]): Record<string, AttrValue>[] {
  if (!entry.except) return variants;
  let kept = variants;
  entry.except.forEach((pattern, i) => {
    const at = [...path, 'except', i];
    const entries = Object.entries(pattern);
    if (entries.length === 0) {
      c.error(Codes.InvalidValue, 'an empty pattern would leave out every card', at, { hint: 'name the card by its attributes, e.g. { rank: 12, suit: clubs }' });
      return;
    }
    for (const [attr] of entries) {
      if (!c.resolve(Codes.CardAttribute, `attribute of "${type}"`, attr, Object.keys(ct.attributes), [...at, attr], true)) return;
    }
    const matches = (v: Record<string, AttrValue>) => entries.every(([attr, want]) => JSON.stringify(v[attr]) === JSON.stringify(want));
    if (!kept.some(matches)) {
      const said = entries.map(([a, v]) => `${a} ${JSON.stringify(v)}`).join(', ');
      c.error(Codes.CardAttribute, `no card of this entry has ${said}: "except" leaves nothing out`, at, { hint: 'check the values against the entry\'s cards (a rank is a number, a suit a word such as clubs)' });
      return;
    }
    kept = kept.filter((v) => !matches(v));
  });
  return kept;
}
