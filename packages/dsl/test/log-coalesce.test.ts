/**
 * Reading the log (log/coalesce.ts): the same line written several times in a row by one seat in one turn reads
 * once with its count ("Bot 2 drew 3 cards"); anything that differs (another turn, seat or card) stays apart. The
 * entries themselves are never merged.
 */
import { describe, expect, it } from 'vitest';
import { countedParts, readLines, sentenceText, type LogEntry, type LogPart, type MoveDef } from '../src/index';

const move = (name: string, label: string): MoveDef => ({ name, label, args: [], do: [], simultaneous: false, secretArgs: false, serverOnly: false });
const def = { moves: { draw: move('draw', 'Draw a card'), pass: move('pass', 'Pass'), knock: move('knock', 'Knock') } };
const names = { seat: (s: number) => ['Ada', 'Bot 2'][s]!, card: (id: number) => `card ${id}` };
const read = (log: LogEntry[]) => readLines(def, log).map((l) => `${l.at}×${l.count} ${sentenceText(l.parts, names)}`);

describe('a run of the same line reads once', () => {
  it('"drew a card" three times in one turn reads "drew 3 cards"; the next turn starts its own line', () => {
    const draw = (turn: number, seat: number): LogEntry => ({ turn, seat, move: 'draw' });
    expect(read([draw(1, 1), draw(1, 1), draw(1, 1), { turn: 1, seat: 1, move: 'knock' }, draw(2, 1), draw(2, 0)])).toEqual([
      '0×3 Bot 2 drew 3 cards',
      '3×1 Bot 2 knocked',
      '4×1 Bot 2 drew a card',
      '5×1 Ada drew a card',
    ]);
  });

  it('a hidden card counts ("drew 2 cards"); named cards that differ never merge', () => {
    const line = (card: number | null): LogEntry => ({ turn: 3, seat: 0, parts: [{ seat: 0 }, ' drew ', { card }] as LogPart[] });
    expect(read([line(null), line(null)])).toEqual(['0×2 Ada drew 2 cards']);
    expect(read([line(4), line(5)])).toEqual(['0×1 Ada drew card 4', '1×1 Ada drew card 5']);
  });

  it('any other line says its count; lines of no seat stay apart; indices count from the given offset', () => {
    expect(readLines(def, [{ turn: 1, seat: 1, move: 'knock' }, { turn: 1, seat: 1, move: 'knock' }], 10).map((l) => [l.at, sentenceText(l.parts, names)])).toEqual([
      [10, 'Bot 2 knocked (2 times)'],
    ]);
    const note: LogEntry = { turn: 1, seat: null, message: 'The deck is shuffled.' };
    expect(read([note, note])).toEqual(['0×1 The deck is shuffled.', '1×1 The deck is shuffled.']);
    expect(countedParts(['x'], 1)).toEqual(['x']);
  });
});
