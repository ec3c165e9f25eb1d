/**
 * Art of Argument's sets (A8, A9) as pure functions over numbers: a complete set is 4 cards that are 4 consecutive
 * numbers or 4 of the same number, and a wild stands for whatever value makes the set valid. A wild's value is one
 * the deck could print (within the deck's lowest and highest number), so a teacher's deck of numbers 1..3 has no
 * "1 2 3 + wild" set.
 */

export const SET_SIZE = 4;

/** The numbers the deck prints, lowest and highest. */
export interface NumberRange {
  min: number;
  max: number;
}

/** A set's contents as far as validity goes: its term cards' numbers and how many wilds it holds. */
export interface SetShape {
  numbers: readonly number[];
  wilds: number;
}

const size = (s: SetShape) => s.numbers.length + s.wilds;

/** Whether the cards can still become a complete set by adding cards (or already are one). */
export function canComplete(s: SetShape, range: NumberRange): boolean {
  if (size(s) > SET_SIZE || s.wilds < 0) return false;
  if (s.numbers.length === 0) return range.max >= range.min;
  if (s.numbers.some((n) => !Number.isInteger(n) || n < range.min || n > range.max)) return false;
  // Four of a number: every term card shows the same number; wilds copy it.
  if (s.numbers.every((n) => n === s.numbers[0])) return true;
  // Four in a row: distinct numbers inside some window of 4 that fits the deck's numbers; wilds fill the gaps.
  if (new Set(s.numbers).size !== s.numbers.length) return false;
  const lo = Math.min(...s.numbers);
  const hi = Math.max(...s.numbers);
  if (hi - lo > SET_SIZE - 1) return false;
  return range.max - range.min >= SET_SIZE - 1;
}

/** A8: a complete set — exactly 4 cards, 4 consecutive or 4 equal, wilds standing for any value that fits. */
export function isCompleteSet(s: SetShape, range: NumberRange): boolean {
  return size(s) === SET_SIZE && canComplete(s, range);
}

/** The values a complete set's wilds stand for (the lowest run that fits), or undefined when it is not complete. */
export function wildValues(s: SetShape, range: NumberRange): number[] | undefined {
  if (!isCompleteSet(s, range)) return undefined;
  const first = s.numbers[0] ?? range.min;
  if (s.numbers.every((n) => n === first)) return Array.from({ length: s.wilds }, () => first);
  const start = Math.max(range.min, Math.max(...s.numbers) - (SET_SIZE - 1));
  return Array.from({ length: SET_SIZE }, (_, i) => start + i).filter((v) => !s.numbers.includes(v));
}
