/** Skilled play against random play: what counts as a difference, and the report's words for it. */
import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { compareWithRandom, meansDiffer, proportionsDiffer } from './baseline';
import { reportHtml } from './html';
import { proportion } from './stats';
import type { GameRecord, SimulationData } from './types';

/** `n` two-player games: the first seat (seat 0) wins `firstWins` of them, each lasting `moves` actions (± 1). */
function records(n: number, firstWins: number, moves: number): GameRecord[] {
  return Array.from({ length: n }, (_, i) => ({ moves: moves + (i % 3) - 1, completed: true, winner: i < firstWins ? 0 : 1, firstSeat: 0 }));
}

describe('skilled play against random play', () => {
  it('two win rates differ only when the interval of their difference leaves out zero', () => {
    expect(proportionsDiffer(proportion(70, 100), proportion(50, 100))).toBe(true);
    expect(proportionsDiffer(proportion(55, 100), proportion(50, 100))).toBe(false);
    // Too few games say nothing.
    expect(proportionsDiffer(proportion(5, 5), proportion(0, 5))).toBe(false);
  });

  it('two mean lengths differ beyond 1.96 standard errors', () => {
    expect(meansDiffer(records(40, 0, 30).map((r) => r.moves), records(40, 0, 60).map((r) => r.moves))).toBe(true);
    expect(meansDiffer(records(40, 0, 30).map((r) => r.moves), records(40, 0, 30).map((r) => r.moves))).toBe(false);
  });

  it('says in words when skilled play changes the first player’s advantage and the length of a game', () => {
    const c = compareWithRandom(['ismcts:medium', 'ismcts:medium'], records(100, 75, 20), { bots: ['random', 'random'], records: records(100, 50, 45) });
    expect(c.firstPlayer.differs).toBe(true);
    expect(c.length.differs).toBe(true);
    expect(c.findings.join(' ')).toMatch(/first player wins 75 % .* under skilled play, 50 % under random play: random play understates/);
    expect(c.findings.join(' ')).toMatch(/random play makes games longer/);
    const same = compareWithRandom(['ismcts:medium', 'ismcts:medium'], records(100, 52, 30), { bots: ['random', 'random'], records: records(100, 50, 30) });
    expect(same.findings).toEqual([]);
  });

  it('the report shows the comparison when the run has a random baseline, and not otherwise', () => {
    const d: SimulationData = {
      game: 'g',
      name: 'G',
      players: 2,
      seed: '1',
      maxMoves: 500,
      bots: ['ismcts:medium', 'ismcts:medium'],
      records: records(60, 45, 20),
      declaredMoves: ['m'],
      chosen: { m: 1200 },
      legal: { m: 1200 },
      baseline: { bots: ['random', 'random'], records: records(60, 30, 40) },
    };
    const html = reportHtml(d, analyse(d), []);
    expect(html).toContain('Skilled play against random play');
    expect(html).toContain('random play understates the first player');
    expect(html).toContain('--bots ismcts:medium,ismcts:medium');
    const { baseline: _b, ...without } = d;
    expect(reportHtml(without, analyse(without), [])).not.toContain('Skilled play against random play');
  });
});
