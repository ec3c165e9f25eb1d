import { describe, expect, it } from 'vitest';
import { gameFrom, start } from '../../../test/helpers';
import { prng } from '../../sim/prng';
import { decide } from '../bot';
import { byRanks, cutShortRewards, placeRewards, ProgressScale } from './reward';
import { DODGE_YAML } from '../../../test/bot-games';

describe('rewards graded by place', () => {
  it('at two seats: a win 1, a loss 0, a draw ½, a game nobody wins 0 for both; unscored: the middle', () => {
    expect(placeRewards({ winner: 1 }, 2)).toEqual([0, 1]);
    expect(placeRewards({ draw: [0, 1] }, 2)).toEqual([0.5, 0.5]);
    expect(placeRewards({ draw: [] }, 2)).toEqual([0, 0]);
    expect(placeRewards(undefined, 4)).toEqual([0.5, 0.5, 0.5, 0.5]);
  });

  it('at four seats, each place is worth more than the next; seats tied share the places they cover', () => {
    expect(byRanks([1, 2, 3, 4])).toEqual([1, 2 / 3, 1 / 3, 0]);
    // Two seats tied second cover places 2 and 3.
    expect(byRanks([2, 1, 4, 2])).toEqual([0.5, 1, 0, 0.5]);
    expect(placeRewards({ ranks: [3, 1, 2, 4] }, 4)).toEqual([1 / 3, 1, 2 / 3, 0]);
    // A winner and no ranks: the others share places 2 to 3.
    expect(placeRewards({ winner: 1 }, 3)).toEqual([0.25, 1, 0.25]);
    expect(placeRewards({ draw: [0, 2] }, 3)).toEqual([0.75, 0, 0.75]);
  });

  it('a rollout cut short: a seat far behind still gains by losing less than the others (progress since the start)', () => {
    // Hearts-like keys (points negated: bigger is better); seat 1 is 40 points behind.
    const start = { draw: [0], ranks: [1, 4, 2, 3], ahead: [0, -50, -10, -20] };
    const tookThePoints = { winner: 0, ranks: [1, 4, 2, 3], ahead: [0, -63, -10, -20] };
    const dodgedThem = { winner: 2, ranks: [3, 4, 1, 2], ahead: [-13, -50, -10, -20] };
    // Last by standing either way; by progress, last when it took them, tied first with two others when not.
    expect(cutShortRewards(start, tookThePoints, 4)[1]).toBe(0);
    expect(cutShortRewards(start, dodgedThem, 4)[1]).toBeCloseTo(1 / 3);
    // Without a start, the standing alone.
    expect(cutShortRewards(undefined, dodgedThem, 4)).toEqual(placeRewards(dodgedThem, 4));
  });

  it('graded by how much with a scale: one point taken is much better than thirteen, even when nobody else took any', () => {
    const start = { draw: [0], ranks: [1, 4, 2, 3], ahead: [0, -50, -10, -20] };
    const tookOne = { draw: [0], ranks: [1, 4, 2, 3], ahead: [0, -51, -10, -20] };
    const tookThirteen = { draw: [0], ranks: [1, 4, 2, 3], ahead: [0, -63, -10, -20] };
    // By place among the gains both are last (the others gained nothing): the same reward.
    expect(cutShortRewards(start, tookOne, 4)[1]).toBe(cutShortRewards(start, tookThirteen, 4)[1]);
    const scale = new ProgressScale();
    const thirteen = cutShortRewards(start, tookThirteen, 4, scale);
    const one = cutShortRewards(start, tookOne, 4, scale);
    // The largest margin seen (13) counts fully: standing last (0) and progress 0 for it, ½ + ½ · 1/3 for the others.
    expect(thirteen[1]).toBe(0);
    expect(thirteen[0]).toBeCloseTo((1 + 0.5 + 0.5 / 3) / 2);
    expect(one[1]).toBeCloseTo((0 + 0.5 - 0.5 / 13) / 2);
    expect(one[1]).toBeGreaterThan(thirteen[1]!);
  });

  it('a scale measures a margin against the largest seen so far in the decision', () => {
    const scale = new ProgressScale();
    expect(scale.of([0, 0])).toEqual([0, 0]);
    expect(scale.of([-4, 4])).toEqual([-1, 1]);
    expect(scale.of([2, -2])).toEqual([0.5, -0.5]);
    expect(scale.of([8, 0])).toEqual([1, 0]);
    expect(scale.of([-2, 1])).toEqual([-0.25, 0.125]);
  });

  it('a seat too far behind to change its place still plays the move that loses less (Dodge)', () => {
    const dodge = gameFrom(DODGE_YAML);
    const m = start(dodge, 3, 'd');
    const { G, ctx } = m.state;
    expect(ctx.currentPlayer).toBe('0');
    const actions = dodge.deckhand.legalActions(G, ctx, '0');
    const view = dodge.deckhand.playerView(G, '0');
    for (const seed of [1, 2, 3]) {
      const d = decide(dodge, { view, ctx, seat: 0, actions }, prng(seed), { budget: { iterations: 200, steps: 3000 } });
      const value = (move: string) => d.search!.stats.find((s) => s.action.move === move)!.value;
      expect(d.move).toBe('safe');
      // By place alone both would score 0: the seat is last in every rollout.
      expect(value('safe')).toBeGreaterThan(value('risky'));
    }
  });
});

describe('a game against a house', () => {
  it('is worth half its place and half its record of hands against the house', () => {
    const house = { wins: [3, 1], losses: [1, 3], pushes: [1, 1] };
    // Both seats lost the game (nobody ahead of the house): the one that won more hands is worth more.
    const r = placeRewards({ winners: [], losers: [0, 1], house }, 2);
    expect(r[0]).toBeCloseTo((0 + (1 + 2 / 5) / 2) / 2);
    expect(r[1]).toBeCloseTo((0 + (1 - 2 / 5) / 2) / 2);
    // One seat alone: a win of the game and every hand is 1, a loss of all of them 0.
    expect(placeRewards({ winners: [0], house: { wins: [5], losses: [0], pushes: [0] } }, 1)).toEqual([1]);
    expect(placeRewards({ winners: [], losers: [0], house: { wins: [0], losses: [5], pushes: [0] } }, 1)).toEqual([0]);
  });
});
