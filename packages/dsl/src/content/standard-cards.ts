/**
 * The standard playing card, shipped with the language so a game names it instead of writing it out: a card type
 * (`cards: { playing: { standard: true } }`: rank, suit and colour, drawn with A–K and ♣♦♥♠ in red or black, rank
 * names for sentences) and its decks (`deck: [{ standard: 52 }]`). Plain data: the validator expands it into the
 * same card type and deck entries a game could have written by hand.
 */
import type { AttrType, AttrValue, FaceDef } from '../ir/types';

export type Aces = 'low' | 'high';

/** The standard decks: every suit, ranks from the lowest kept up to the ace. */
export const STANDARD_SIZES = [52, 36, 32, 24] as const;
export type StandardSize = (typeof STANDARD_SIZES)[number];

/** Suits in the order a crossed range lists them (`suit: [clubs, diamonds, hearts, spades]`), so card ids match. */
const STANDARD_SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
const RED = new Set<string>(['hearts', 'diamonds']);

/** The attributes every standard card has. */
export const STANDARD_ATTRIBUTES: Readonly<Record<string, AttrType>> = { rank: 'number', suit: 'string', colour: 'string' };

const RANK_WORDS: Record<number, [singular: string, plural: string]> = {
  2: ['two', 'twos'],
  3: ['three', 'threes'],
  4: ['four', 'fours'],
  5: ['five', 'fives'],
  6: ['six', 'sixes'],
  7: ['seven', 'sevens'],
  8: ['eight', 'eights'],
  9: ['nine', 'nines'],
  10: ['ten', 'tens'],
  11: ['jack', 'jacks'],
  12: ['queen', 'queens'],
  13: ['king', 'kings'],
};

/** The ace's rank: 1 below the two, or 14 above the king. */
const aceRank = (aces: Aces): number => (aces === 'high' ? 14 : 1);

/** Every rank's name, singular and plural, keyed by the rank as written in `names:`. */
export function rankNames(aces: Aces): Record<string, [string, string]> {
  const out: Record<string, [string, string]> = {};
  for (const [rank, words] of Object.entries(RANK_WORDS)) out[rank] = words;
  out[String(aceRank(aces))] = ['ace', 'aces'];
  return out;
}

/** The colour a standard suit is printed in. */
export const suitColour = (suit: AttrValue | undefined): string => (typeof suit === 'string' && RED.has(suit) ? 'red' : 'black');

/** How a standard card is drawn: its rank and suit, "Q♠" in black, said "queen of spades". */
export const STANDARD_FACE: FaceDef = { rank: 'rank', suit: 'suit' };

/** The ranks of a standard deck of `size` cards, lowest first (the ace last when aces are high). */
function standardRanks(size: StandardSize, aces: Aces): number[] {
  const lowest = { 52: 2, 36: 6, 32: 7, 24: 9 }[size];
  const ranks: number[] = [];
  for (let r = lowest; r <= 13; r++) ranks.push(r);
  return aces === 'high' ? [...ranks, 14] : [1, ...ranks];
}

/** The cards of a standard deck, rank by rank and in each rank by suit (the order of a crossed range). */
export function standardCards(size: StandardSize, aces: Aces): Record<string, AttrValue>[] {
  return standardRanks(size, aces).flatMap((rank) => STANDARD_SUITS.map((suit) => ({ rank, suit, colour: suitColour(suit) })));
}
