import { describe, expect, it } from 'vitest';
import type { ClientGameDef, PlayerView } from '@deckhand/dsl/client';
import { endSummary } from './end-summary';

const def = {
  zones: {
    hand: { name: 'hand', scope: 'player' },
    piles: { name: 'piles', scope: 'player', row: { fixed: 2 }, label: 'building piles' },
    passing: { name: 'passing', scope: 'player', label: 'cards to pass' },
    spare: { name: 'spare', scope: 'player', onTable: false },
    deck: { name: 'deck', scope: 'shared' },
  },
} as unknown as ClientGameDef;

const view = (result: PlayerView['result']) =>
  ({ zones: { hand: [[1, 2], [], [null]], piles: [[[3], [4, 5]], [[], []], [[6], []]], passing: [[], [], []], spare: [[8], [], []], deck: [7] }, out: [1], result }) as unknown as PlayerView;

describe('end screen data', () => {
  it('names the reason, the winner, and every seat\'s final counts per zone', () => {
    const s = endSummary(def, view({ winner: 0, reason: 'Only one player still holds cards' }), [{ name: 'Ada' }, { name: 'Bea' }, { name: 'Bot 3', bot: true }], 3)!;
    expect(s.reason).toBe('Only one player still holds cards');
    expect(s.headline).toBe('Ada wins');
    expect(s.seats.map((x) => [x.name, x.outcome, x.out])).toEqual([['Ada', 'won', false], ['Bea', 'lost', true], ['Bot 3', 'lost', false]]);
    // By their labels; a zone empty for every seat (cards to pass) and one left off the table (spare) are not listed.
    expect(s.seats[0]!.counts).toEqual([{ zone: 'hand', label: 'Hand', count: 2 }, { zone: 'piles', label: 'Building piles', count: 3 }]);
    expect(s.seats[2]!.counts).toEqual([{ zone: 'hand', label: 'Hand', count: 1 }, { zone: 'piles', label: 'Building piles', count: 1 }]);
  });

  it('the game\'s own score when its end rule names winners by a per-seat variable (Expeditions\' points)', () => {
    const scored = { ...def, vars: { score: { type: 'number', scope: 'player', initial: 0 } }, end: [{ when: 'count(deck) == 0', winners: 'filter(seats, vars.score[seat] == max(seats as s, vars.score[s]))' }] } as unknown as ClientGameDef;
    const v = { ...view({ winners: [2], reason: 'The last round is over.' }), vars: { score: [-271, -247, -144] } } as unknown as PlayerView;
    expect(endSummary(scored, v, [], 3)!.seats.map((x) => x.score)).toEqual([-271, -247, -144]);
  });

  it('several winners, places and scores, when the end rule ranks the seats', () => {
    const s = endSummary(def, view({ winners: [0, 2], losers: [1], ranks: [1, 3, 1], scores: [12, 4, 12], reason: 'Most points' }), [{ name: 'Ada' }, { name: 'Bea' }, { name: 'Cy' }], 3)!;
    expect(s.headline).toBe('Ada and Cy win');
    expect(s.seats.map((x) => [x.outcome, x.place, x.score])).toEqual([['won', 1, 12], ['lost', 3, 4], ['won', 1, 12]]);
  });

  it('a seat is out only if others played on: when every seat went out (Go Fish), the result and places say it all', () => {
    const all = { ...view({ winner: 0, winners: [0], ranks: [1, 2, 3], reason: 'All thirteen books are down.' }), out: [0, 1, 2] } as PlayerView;
    const s = endSummary(def, all, [{ name: 'Ada' }, { name: 'Bea' }, { name: 'Cy' }], 3)!;
    expect(s.seats.map((x) => [x.outcome, x.out, x.place])).toEqual([['won', false, 1], ['lost', false, 2], ['lost', false, 3]]);
  });

  it('a draw names those sharing it; no reason falls back to plain words; a game on has no end screen', () => {
    const s = endSummary(def, view({ draw: [0, 2] }), [], 3)!;
    expect(s.headline).toBe('A draw between Seat 1 and Seat 3');
    expect(s.seats.map((x) => x.outcome)).toEqual(['draw', 'lost', 'draw']);
    expect(s.reason).toMatch(/without a winner/);
    expect(endSummary(def, view(undefined), [], 3)).toBeUndefined();
  });
});
