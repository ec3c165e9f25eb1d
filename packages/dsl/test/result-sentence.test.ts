/** The log's game-over line (log/result-sentence.ts), from each shape of result the rules give. */
import { describe, expect, it } from 'vitest';
import { ordinal, resultSentence, sentenceText, type GameResult } from '../src/index';

const names = { seat: (s: number) => ['Ada', 'Bot 2', 'Cy', 'Dee'][s]!, card: () => undefined };
const say = (r: GameResult | undefined) => sentenceText(resultSentence(r), names);

describe('the game-over line', () => {
  it('is empty while the game is on', () => {
    expect(resultSentence(undefined)).toEqual([]);
  });

  it('names one winner, with the end rule’s reason', () => {
    expect(say({ winner: 1, reason: 'A player emptied their stockpile' })).toBe('Game over: Bot 2 won — A player emptied their stockpile');
  });

  it('names the winners and the loser of a `loser:` rule (everyone else won)', () => {
    expect(say({ winners: [0, 2, 3], losers: [1], ranks: [1, 4, 1, 1] })).toBe('Game over: Ada, Cy and Dee won; Bot 2 lost');
  });

  it('gives every place of a ranking by score, with the scores', () => {
    expect(say({ winner: 1, winners: [1], losers: [0], ranks: [4, 1, 2, 2], scores: [0, 3, 2, 2] })).toBe('Game over: Bot 2 won; Cy came 2nd with 2, Dee 2nd with 2, Ada 4th with 0');
  });

  it('says a draw, between whom when the rules name them', () => {
    expect(say({ draw: [0, 2], reason: 'Nobody could play a card' })).toBe('Game over: a draw between Ada and Cy — Nobody could play a card');
    expect(say({ draw: [] })).toBe('Game over: a draw');
  });

  it('a ranking where every seat ties is a draw, not everyone winning', () => {
    expect(say({ winners: [0, 1], draw: [0, 1], ranks: [1, 1], scores: [5, 5] })).toBe('Game over: a draw between Ada and Bot 2');
  });

  it('says places as ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st', '111th']);
  });
});
