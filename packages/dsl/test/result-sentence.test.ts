/** The log's game-over line (log/result-sentence.ts), from each shape of result the rules give. */
import { describe, expect, it } from 'vitest';
import { capitalised, ordinal, reasonAfterDash, resultHeadline, resultSentence, sentenceText, type GameResult } from '../src/index';

const names = { seat: (s: number) => ['Ada', 'Bot 2', 'Cy', 'Dee'][s]!, card: () => undefined };
const say = (r: GameResult | undefined) => sentenceText(resultSentence(r), names);

describe('the game-over line', () => {
  it('is empty while the game is on', () => {
    expect(resultSentence(undefined)).toEqual([]);
  });

  it('names one winner, with the end rule’s reason', () => {
    expect(say({ winner: 1, reason: 'A player emptied their stockpile' })).toBe('Game over: Bot 2 wins — a player emptied their stockpile');
  });

  it('names the winners and the loser of a `loser:` rule (everyone else won)', () => {
    expect(say({ winners: [0, 2, 3], losers: [1], ranks: [1, 4, 1, 1] })).toBe('Game over: Ada, Cy and Dee win; Bot 2 loses');
  });

  it('gives every place of a ranking by score, with the scores', () => {
    expect(say({ winner: 1, winners: [1], losers: [0], ranks: [4, 1, 2, 2], scores: [0, 3, 2, 2] })).toBe('Game over: Bot 2 wins; Cy and Dee come 2nd with 2, Ada 4th with 0');
  });

  it('says a draw, between whom when the rules name them', () => {
    expect(say({ draw: [0, 2], reason: 'Nobody could play a card' })).toBe('Game over: a draw between Ada and Cy — nobody could play a card');
    expect(say({ draw: [] })).toBe('Game over: a draw');
  });

  it('a ranking where every seat ties is a draw, not everyone winning', () => {
    expect(say({ winners: [0, 1], draw: [0, 1], ranks: [1, 1], scores: [5, 5] })).toBe('Game over: a draw between Ada and Bot 2');
  });

  it('the end banner says the same words (resultHeadline), capitalised where it starts a sentence', () => {
    const head = (r: GameResult) => sentenceText(resultHeadline(r), names);
    expect(head({ winner: 1, reason: 'Every card has been played.' })).toBe('Bot 2 wins');
    expect(say({ winner: 1, reason: 'Every card has been played.' })).toBe(`Game over: ${head({ winner: 1 })} — every card has been played.`);
    expect(head({ losers: [2] })).toBe('Cy loses');
    expect(sentenceText(resultHeadline({ winners: [0, 2], losers: [1], ranks: [1, 3, 1], scores: [5, 1, 5] }, { brief: true }), names)).toBe('Ada and Cy win');
    expect(sentenceText(capitalised(resultHeadline({ draw: [0, 1] })), names)).toBe('A draw between Ada and Bot 2');
    expect(resultHeadline(undefined)).toEqual([]);
  });

  it('a reason after the dash starts in lower case unless its first word may be a name', () => {
    expect(reasonAfterDash('A player has no cards left.')).toBe('a player has no cards left.');
    expect(reasonAfterDash('Only one player still holds a card — the odd queen.')).toBe('only one player still holds a card — the odd queen.');
    expect(reasonAfterDash('Ada emptied her hand')).toBe('Ada emptied her hand');
    expect(reasonAfterDash('500 turns were played')).toBe('500 turns were played');
    expect(reasonAfterDash('NOBODY moved')).toBe('NOBODY moved');
  });

  it('says places as ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st', '111th']);
  });
});
