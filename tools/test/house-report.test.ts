/**
 * A game against a house (`house:`, issue 36) as `deckhand simulate` and `--json` count it, through the one outcome
 * function (report/outcome.ts): each seat's game wins and losses as the game says (ahead of the house or not), and,
 * beside them, the hands it won, lost and pushed against the house, summed over the games.
 */
import { describe, expect, it } from 'vitest';
import { simulate } from '../src/commands/simulate';
import { tally } from '../src/report/outcome';
import type { GameRecord } from '../src/report/types';

describe('a game against a house', () => {
  it('sums the hands won, lost and pushed against the house per seat, apart from the game wins', () => {
    const records: GameRecord[] = [
      { moves: 10, completed: true, firstSeat: 0, winners: [0], drawn: false, losers: [1], places: [1, 2], house: { wins: [3, 1], losses: [1, 3], pushes: [1, 1] } },
      { moves: 10, completed: true, firstSeat: 0, winners: [], drawn: false, losers: [0, 1], places: [2, 2], house: { wins: [2, 2], losses: [3, 3], pushes: [0, 0] } },
      { moves: 99, completed: false, firstSeat: 0 },
    ];
    const t = tally(records, 2);
    expect(t.house).toEqual({ wins: [5, 3], losses: [4, 6], pushes: [1, 1] });
    expect(t.winsBySeat).toEqual([1, 0]);
    expect(t.lossesBySeat).toEqual([1, 2]);
    expect(t.draws).toBe(0);
  });

  it('simulate --json carries them, labelled by the house, for the shipped Blackjack', async () => {
    const r = await simulate('blackjack', 2, 6, 'h', 5000);
    expect(r.completed).toBe(6);
    expect(r.house?.label).toBe('Dealer');
    // Five hands a game (the default), every one settled for each seat.
    for (let s = 0; s < 2; s++) expect(r.house!.wins[s]! + r.house!.losses[s]! + r.house!.pushes[s]!).toBe(30);
    expect(r.draws).toBe(0);
    expect(r.winsBySeat[0]! + r.lossesBySeat[0]!).toBe(6);
  });
});

describe('the balance report of a game against a house', () => {
  it('has a table of hands against the house by seat, beside the seat table', async () => {
    const { analyse, renderReport } = await import('../src/report');
    const r = await simulate('blackjack', 2, 8, 'hr', 5000, { collect: true });
    const s = analyse(r.data!);
    expect(s.house?.label).toBe('Dealer');
    expect(s.house!.seats).toHaveLength(2);
    for (const x of s.house!.seats) expect(x.wins.n).toBe(40);
    const html = await renderReport(r.data!);
    expect(html).toContain('<h2>Hands against the dealer</h2>');
    expect(html).toContain('<h2>By seat</h2>');
  }, 120_000);
});
