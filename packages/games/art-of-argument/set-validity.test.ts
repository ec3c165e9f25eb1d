/** A8 and A9 as pure functions: what a complete set is, and what can still become one. */
import { describe, expect, it } from 'vitest';
import { canComplete, isCompleteSet, wildValues } from './set-validity';

const deck = { min: 1, max: 12 };
const set = (numbers: number[], wilds = 0) => ({ numbers, wilds });

describe('set validity', () => {
  it('A8: four consecutive numbers make a set, in any order', () => {
    expect(isCompleteSet(set([1, 2, 3, 4]), deck)).toBe(true);
    expect(isCompleteSet(set([12, 10, 9, 11]), deck)).toBe(true);
    expect(isCompleteSet(set([5, 6, 7, 9]), deck)).toBe(false);
    expect(isCompleteSet(set([1, 2, 3, 3]), deck)).toBe(false);
  });

  it('A8: four of the same number make a set', () => {
    expect(isCompleteSet(set([7, 7, 7, 7]), deck)).toBe(true);
    expect(isCompleteSet(set([7, 7, 7, 8]), deck)).toBe(false);
  });

  it('A8: a set is exactly 4 cards', () => {
    expect(isCompleteSet(set([1, 2, 3]), deck)).toBe(false);
    expect(isCompleteSet(set([1, 2, 3, 4, 5]), deck)).toBe(false);
    expect(isCompleteSet(set([4, 4, 4], 2), deck)).toBe(false);
    expect(canComplete(set([1, 2, 3, 4, 5]), deck)).toBe(false);
  });

  it('A8: wilds stand for any value that makes the set valid', () => {
    expect(isCompleteSet(set([5], 3), deck)).toBe(true);
    expect(isCompleteSet(set([5, 5], 2), deck)).toBe(true);
    expect(isCompleteSet(set([5, 7], 2), deck)).toBe(true); // 5 6 7 8 or 4 5 6 7
    expect(isCompleteSet(set([5, 8], 2), deck)).toBe(true); // 5 6 7 8
    expect(isCompleteSet(set([5, 9], 2), deck)).toBe(false); // too far apart for one run
    expect(isCompleteSet(set([5, 5, 6], 1), deck)).toBe(false); // neither all equal nor all different
    expect(wildValues(set([5, 8], 2), deck)).toEqual([6, 7]);
    expect(wildValues(set([3, 3], 2), deck)).toEqual([3, 3]);
  });

  it('A8: a wild stands only for a number the deck prints', () => {
    expect(isCompleteSet(set([11, 12], 2), deck)).toBe(true); // 9 10 11 12
    expect(wildValues(set([11, 12], 2), deck)).toEqual([9, 10]);
    expect(wildValues(set([1, 3], 2), deck)).toEqual([2, 4]);
    expect(wildValues(set([12], 3), deck)).toEqual([12, 12, 12]); // one reading of several
    const small = { min: 1, max: 3 };
    expect(isCompleteSet(set([1, 2, 3], 1), small)).toBe(false); // no 0 or 4 in this deck
    expect(isCompleteSet(set([2, 2, 2], 1), small)).toBe(true);
  });

  it('A9: a wild\'s value inside its set may change as the set grows', () => {
    // 5 + wild: the wild may be a 5 (four of a number) or a neighbour (a run); both stay possible...
    expect(canComplete(set([5], 1), deck)).toBe(true);
    expect(canComplete(set([5, 5], 1), deck)).toBe(true); // ...the wild is now a 5
    expect(canComplete(set([5, 6], 1), deck)).toBe(true); // ...or part of a run
  });

  it('A5/A8: partial sets are those that can still become a set', () => {
    expect(canComplete(set([3]), deck)).toBe(true);
    expect(canComplete(set([3, 6]), deck)).toBe(true);
    expect(canComplete(set([3, 7]), deck)).toBe(false);
    expect(canComplete(set([3, 3, 4]), deck)).toBe(false);
    expect(canComplete(set([], 2), deck)).toBe(true);
  });
});
