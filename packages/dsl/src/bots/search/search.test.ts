import { describe, expect, it } from 'vitest';
import { gameFrom, start } from '../../../test/helpers';
import { prng } from '../../sim/prng';
import { searchBot, decide } from '../bot';
import { meter } from '../budget';
import { NIM_YAML } from '../../../test/bot-games';

const nim = gameFrom(NIM_YAML);

function nimDecision(pile: number, seed: number, iterations = 150) {
  const m = start(nim, 2, 'n', { heap: pile });
  const state = m.state;
  const actions = nim.deckhand.legalActions(state.G, state.ctx, '0');
  const view = nim.deckhand.playerView(state.G, '0');
  return decide(nim, { view, ctx: state.ctx, seat: 0, actions }, prng(seed), { budget: { iterations } });
}

describe('ISMCTS search', () => {
  it('finds the winning move of Nim (take 1 from 4, take 2 from 5, take 1 from 7), whatever the seed', () => {
    for (const seed of [1, 2]) {
      expect(nimDecision(4, seed).args).toEqual([1]);
      expect(nimDecision(5, seed).args).toEqual([2]);
      expect(nimDecision(7, seed).args).toEqual([1]);
    }
  });

  it('values the winning move near 1 and the losing one lower, and spends the whole iteration budget', () => {
    const d = nimDecision(4, 9);
    expect(d.search!.iterations).toBe(150);
    const [take1, take2] = d.search!.stats;
    expect(take1!.value).toBeGreaterThan(0.9);
    expect(take2!.value).toBeLessThan(take1!.value);
    expect(take1!.visits).toBeGreaterThan(take2!.visits);
  });

  it('the same view and seed give the same decision; a lone legal action is played without searching', () => {
    expect(nimDecision(9, 5)).toEqual(nimDecision(9, 5));
    const d = nimDecision(1, 1);
    expect(d.args).toEqual([1]);
    expect(d.search).toBeUndefined();
  });

  it('as a chooser, needs the compiled game (it reads the state only through playerView)', () => {
    const m = start(nim, 2, 'n');
    const actions = nim.deckhand.legalActions(m.state.G, m.state.ctx, '0');
    expect(() => searchBot().choose(actions, prng(1), m.state, 0)).toThrow(/compiled game/);
    expect(searchBot({ budget: { iterations: 50 } }).choose(actions, prng(1), m.state, 0, nim).move).toBe('take');
  });
});

describe('budgets', () => {
  it('a budget runs out at its iteration count or at its time cap, whichever comes first', () => {
    let t = 0;
    const byCount = meter({ iterations: 3, ms: 100 }, () => t);
    for (let i = 0; i < 3; i++) byCount.tick();
    expect(byCount.spent()).toBe(true);
    const byTime = meter({ iterations: 1000, ms: 100 }, () => t);
    byTime.tick();
    expect(byTime.spent()).toBe(false);
    t = 100;
    expect(byTime.spent()).toBe(true);
    expect(byTime.iterations()).toBe(1);
  });
});
