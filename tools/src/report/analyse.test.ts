import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import type { GameRecord, SimulationData } from './types';

function data(records: GameRecord[], extra: Partial<SimulationData> = {}): SimulationData {
  return {
    game: 'test',
    name: 'Test',
    players: 2,
    seed: '1',
    maxMoves: 100,
    bots: ['random', 'random'],
    records,
    declaredMoves: ['play', 'draw'],
    chosen: { play: 10, draw: 5 },
    legal: { play: 12, draw: 9 },
    ...extra,
  };
}
const won = (winner: number, firstSeat = 0, moves = 20): GameRecord => ({ moves, completed: true, winner, firstSeat });

describe('analyse', () => {
  it('says in words when a seat wins far more than its share', () => {
    const records = [...Array.from({ length: 80 }, (_, i) => won(0, 1, 10 + i)), ...Array.from({ length: 20 }, () => won(1, 1))];
    const s = analyse(data(records));
    expect(s.seats[0]!.wins.p).toBe(0.8);
    expect(s.warnings).toContain('seat 1 wins 80 % ± 9 % at 2 players: far above the 50 % a fair seat would.');
    expect(s.warnings).toContain('the first player wins 20 % ± 9 % of decided games: below the 50 % of a game where moving first makes no difference.');
  });

  it('stays quiet about a seat within chance', () => {
    const records = Array.from({ length: 100 }, (_, i) => won(i % 2, i % 2 === 0 ? 0 : 1 - (i % 4 === 1 ? 1 : 0)));
    const s = analyse(data(records));
    expect(s.warnings.filter((w) => w.includes('a fair seat'))).toEqual([]);
  });

  it('counts capped games and draws, and names moves never legal or never chosen and effects never run', () => {
    const records: GameRecord[] = [won(0), won(1), { moves: 100, completed: false, firstSeat: 0 }, { moves: 30, completed: true, draw: [0, 1], firstSeat: 0 }];
    const s = analyse(
      data(records, {
        declaredMoves: ['play', 'draw', 'swap', 'pass'],
        chosen: { play: 10, draw: 5 },
        legal: { play: 12, draw: 9, pass: 3 },
        effects: [
          { line: 12, col: 7, where: 'moves.swap.do[0]', op: 'move', runs: 0 },
          { line: 20, col: 7, where: 'setup[0]', op: 'shuffle', runs: 4 },
        ],
      }),
    );
    expect(s.capped).toBe(1);
    expect(s.completed).toBe(3);
    expect(s.draws.p).toBeCloseTo(1 / 3);
    expect(s.neverLegal).toEqual(['swap']);
    expect(s.neverChosen).toEqual(['pass']);
    expect(s.effectsNeverRun.map((e) => e.line)).toEqual([12]);
    expect(s.warnings).toEqual(
      expect.arrayContaining([
        '1 of 4 games (25 %) did not end within 100 moves: the game may not always end (raise --max-moves to tell a long game from an endless one).',
        'move "swap" was never legal in 4 games: its condition may never hold, or what it needs never happens.',
        '1 effect never ran: line 12 (move in moves.swap.do[0]).',
      ]),
    );
    expect(s.length).toMatchObject({ min: 20, max: 100 });
  });
});
