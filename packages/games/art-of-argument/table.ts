/**
 * Reading Art of Argument's table (card ids in G's zones) through the game's own card definitions, so hooks and bots
 * work for any deck of the same shape. The rules for sets themselves are in set-validity.ts.
 */
import type { GameDef, GameState } from '@deckhand/dsl';
import { canComplete, isCompleteSet, SET_SIZE, type NumberRange, type SetShape } from './set-validity';

export const WILD = 'wild';

export function isWild(def: GameDef, card: number): boolean {
  return def.cards[card]?.type === WILD;
}

export function numberOf(def: GameDef, card: number): number | undefined {
  const n = def.cards[card]?.attrs.number;
  return typeof n === 'number' ? n : undefined;
}

export function textOf(def: GameDef, card: number, attr: 'term' | 'definition'): string {
  const v = def.cards[card]?.attrs[attr];
  return typeof v === 'string' ? v : '';
}

const ranges = new WeakMap<GameDef, NumberRange>();

/** The lowest and highest number the deck prints: the values a wild may stand for. */
export function numberRange(def: GameDef): NumberRange {
  let r = ranges.get(def);
  if (!r) {
    const ns = def.cards.map((c) => c.attrs.number).filter((n): n is number => typeof n === 'number');
    r = ns.length ? { min: Math.min(...ns), max: Math.max(...ns) } : { min: 0, max: -1 };
    ranges.set(def, r);
  }
  return r;
}

export function shapeOf(def: GameDef, cards: readonly number[]): SetShape {
  const numbers: number[] = [];
  let wilds = 0;
  for (const c of cards) {
    if (isWild(def, c)) wilds++;
    else numbers.push(numberOf(def, c) ?? Number.NaN);
  }
  return { numbers, wilds };
}

/** A seat's sets (its row of piles). */
export function setsOf(G: GameState, seat: number): number[][] {
  return ((G.zones.sets as number[][][])[seat] ?? []) as number[][];
}

export function handOf(G: GameState, seat: number): number[] {
  return ((G.zones.hand as number[][])[seat] ?? []) as number[];
}

export function isComplete(def: GameDef, cards: readonly number[]): boolean {
  return isCompleteSet(shapeOf(def, cards), numberRange(def));
}

/**
 * Whether `card` may join `set` (an empty list: a new set). A9: a wild joins only a set that already holds a term
 * card (so no set is ever wilds alone); A8: the set must still be able to become a complete set of 4.
 */
export function canTake(def: GameDef, set: readonly number[], card: number): boolean {
  if (set.length >= SET_SIZE) return false;
  if (isWild(def, card) && !set.some((c) => !isWild(def, c))) return false;
  return canComplete(shapeOf(def, [...set, card]), numberRange(def));
}

/** A9: a term card may leave its set unless it is the last term card beside a wild (the wild never moves). */
export function canLeave(def: GameDef, set: readonly number[], card: number): boolean {
  if (isWild(def, card) || !set.includes(card)) return false;
  const rest = set.filter((c) => c !== card);
  return !rest.some((c) => isWild(def, c)) || rest.some((c) => !isWild(def, c));
}

/** Whether some existing set can take a wild. */
export function wildHasRoom(def: GameDef, sets: readonly (readonly number[])[]): boolean {
  return sets.some((s) => s.length < SET_SIZE && s.some((c) => !isWild(def, c)));
}

/** The first complete set of a seat, by index. */
export function completeSetIndex(def: GameDef, G: GameState, seat: number): number {
  return setsOf(G, seat).findIndex((s) => isComplete(def, s));
}
