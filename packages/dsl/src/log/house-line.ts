/**
 * The house's lines (`house:`): a line written while the house plays that starts in lower case reads with the house
 * as its subject ("draws 5 of hearts: 22" → "The dealer draws 5 of hearts: 22"), as a seat's plain line reads with
 * the seat. The house is not a seat, so its name is text, written into the line as it is made.
 */
import type { HouseDef } from '../ir/types';
import type { LogEntry } from '../runtime/state/state';

/** "the dealer" → "The dealer": the house named at the start of a sentence. */
export function houseSubject(house: Pick<HouseDef, 'speak'>): string {
  return house.speak.charAt(0).toUpperCase() + house.speak.slice(1);
}

const startsLower = (text: string) => /^\p{Ll}/u.test(text);

/** The entry with the house as the subject of a line that starts in lower case (changed in place). */
export function sayAsHouse(house: Pick<HouseDef, 'speak'>, entry: LogEntry): void {
  if (entry.message !== undefined && startsLower(entry.message)) entry.message = `${houseSubject(house)} ${entry.message}`;
  const first = entry.parts?.[0];
  if (typeof first === 'string' && startsLower(first)) entry.parts![0] = `${houseSubject(house)} ${first}`;
}
