/** Paired rollouts: every candidate played out in the same sampled worlds, the game bot's pick kept unless beaten. */
import { describe, expect, it } from 'vitest';
import { gameFrom, start } from '../../../test/helpers';
import type { Chooser } from '../chooser';
import { prng } from '../../sim/prng';
import { decide } from '../bot';
import { meter } from '../budget';
import { mergeAlike, pairedGap, SAME_PASSES } from './paired';
import { rollout } from './rollout';
import { fastSim } from './simulator';
import { NIM_YAML } from '../../../test/bot-games';

const nim = gameFrom(NIM_YAML);

/** A greedy Nim bot: take 2 whenever it may. */
const takeTwo: Chooser = (actions) => actions.find((a) => a.args[0] === 2) ?? actions[0]!;

function decision(heap: number, policy: Chooser, seed = 1) {
  const m = start(nim, 2, 'n', { heap });
  const actions = nim.deckhand.legalActions(m.state.G, m.state.ctx, '0');
  const view = nim.deckhand.playerView(m.state.G, '0');
  return decide(nim, { view, ctx: m.state.ctx, seat: 0, actions }, prng(seed), { budget: { iterations: 200 }, policy });
}

describe('paired rollouts', () => {
  it("leaves the game bot's pick on clear evidence: from 4 stones the bot takes 2 and loses, taking 1 wins", () => {
    const d = decision(4, takeTwo);
    expect(d.args).toEqual([1]);
    const [take1, take2] = d.search!.stats;
    expect(take1!.value).toBe(1);
    expect(take2!.value).toBe(0);
  });

  it("keeps the game bot's pick when nothing is better: from 3 stones both takes lose to the greedy bot", () => {
    const d = decision(3, takeTwo);
    expect(d.args).toEqual([2]);
    expect(d.search!.stats.map((s) => s.value)).toEqual([0, 0]);
  });

  it('merges candidates that scored alike in every pass and stops, rather than spend the budget telling them apart', () => {
    // From 3 stones every take loses in every world: after SAME_PASSES passes the two are one, the bot's pick kept.
    const d = decision(3, takeTwo);
    expect(d.search!.stats.map((s) => s.visits)).toEqual([SAME_PASSES, SAME_PASSES]);
    expect(d.search!.iterations).toBe(2 * SAME_PASSES);
  });

  it('drops a candidate clearly behind and stops once one is left, before the budget is spent', () => {
    const d = decision(4, takeTwo);
    // 6 passes of 2 rollouts, then "take 2" is dropped (6 losses against 6 wins, paired).
    expect(d.search!.stats.map((s) => s.visits)).toEqual([6, 6]);
    expect(d.search!.iterations).toBe(12);
  });

  it('the same view and seed give the same decision', () => {
    expect(decision(9, takeTwo, 4)).toEqual(decision(9, takeTwo, 4));
  });
});

describe('pairedGap', () => {
  it('is the mean difference over the passes both were played in, with its standard error', () => {
    const { gap, se, n } = pairedGap([1, 1, 0, 1], [0, 1, 0, 0]);
    expect(n).toBe(4);
    expect(gap).toBeCloseTo(0.5);
    // Differences 1, 0, 0, 1: variance 1/3, so the floor (0.25) does not bind.
    expect(se).toBeCloseTo(Math.sqrt(1 / 3 / 4));
  });

  it('never treats a few identical differences as certainty', () => {
    expect(pairedGap([1, 1], [0, 0]).se).toBeCloseTo(Math.sqrt(0.25 / 2));
    expect(pairedGap([], []).se).toBe(Infinity);
  });
});

describe('rollout under a time cap', () => {
  it('stops and reports nothing once the clock passes the cap, so no game cut short is counted', () => {
    const sim = fastSim(nim);
    const m = start(nim, 2, 'n', { heap: 20 });
    let t = 0;
    const clock = meter({ iterations: 1000, ms: 5 }, () => t, 0);
    const s = sim.start(m.state.G, m.state.ctx, 'seed');
    const slow: Chooser = (actions) => {
      t += 1;
      return actions[0]!;
    };
    expect(rollout(sim, s, prng(1), (a, r, x, seat) => slow(a, r, sim.view(x), seat), 400, clock)).toBeUndefined();
    const unhurried = meter({ iterations: 1000 }, () => t, 0);
    const end = rollout(sim, sim.start(m.state.G, m.state.ctx, 'seed'), prng(1), (a, r, x, seat) => slow(a, r, sim.view(x), seat), 400, unhurried);
    expect(sim.result(end!)).toBeDefined();
    expect(unhurried.steps()).toBe(20);
  });
});

describe('mergeAlike', () => {
  const cand = (key: string, rewards: number[]) => ({ key, rewards, alive: true }) as { key: string; rewards: number[]; alive: boolean; sameAs?: unknown };

  it("keeps one of each group that scored alike in every pass, the game bot's most picked, and remembers it", () => {
    const [a, b, c, d] = [cand('a', [1, 0, 1]), cand('b', [1, 0, 1]), cand('c', [1, 1, 1]), cand('d', [1, 0, 1])];
    mergeAlike([a, b, c, d] as never[], new Map([['d', 3], ['a', 1]]));
    expect([a, b, c, d].map((x) => x.alive)).toEqual([false, false, true, true]);
    expect(a.sameAs).toBe(d);
    expect(b.sameAs).toBe(d);
    expect(c.sameAs).toBeUndefined();
  });

  it('leaves candidates apart that differ in any pass, and dropped ones alone', () => {
    const [a, b] = [cand('a', [1, 0, 1, 0]), cand('b', [1, 0, 1, 1])];
    const gone = { ...cand('g', [1, 0, 1, 0]), alive: false };
    mergeAlike([a, b, gone] as never[], new Map());
    expect([a.alive, b.alive, gone.alive]).toEqual([true, true, false]);
    expect(gone.sameAs).toBeUndefined();
  });
});
