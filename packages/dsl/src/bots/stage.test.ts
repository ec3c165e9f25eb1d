import { describe, expect, it } from 'vitest';
import { gameFrom, start } from '../../test/helpers';
import { prng } from '../sim/prng';
import { meter } from './budget';
import { randomRollout, rollout } from './search/rollout';
import { fastSim } from './search/simulator';
import { HANDS_YAML } from '../../test/bot-games';

const rounds = gameFrom(HANDS_YAML);
const sim = fastSim(rounds);

describe('a rollout stops where the stage changes (the end of the hand in play)', () => {
  it('with a stage, it ends at the first state of the next hand; without, it plays on', () => {
    for (const seed of ['a', 'b', 'c']) {
      const m = start(rounds, 2, seed);
      const s0 = sim.start(m.state.G, m.state.ctx, seed);
      const handOf = (s: typeof s0) => sim.view(s).G.hands?.number;
      expect(handOf(s0)).toBe(1);
      const staged = rollout(sim, sim.clone(s0), prng(1), randomRollout, 400, meter({ iterations: 1 }), handOf)!;
      // Hands of two cards each: the hand ends after four plays, and the rollout with it.
      expect(handOf(staged)).toBe(2);
      expect((sim.view(staged).G.zones.hand as number[][]).flat()).toHaveLength(4);
      const on = rollout(sim, sim.clone(s0), prng(1), randomRollout, 400, meter({ iterations: 1 }))!;
      expect(sim.result(on) ?? handOf(on)! > 2).toBeTruthy();
    }
  });
});
