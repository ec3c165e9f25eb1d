import { describe, expect, it } from 'vitest';
import { gameFrom } from '../../test/helpers';
import { fastPlayout } from '../sim/playout';
import { prng } from '../sim/prng';
import { randomLegal } from './random';
import { NIM_YAML, TIDY_YAML } from '../../test/bot-games';

const tidy = gameFrom(TIDY_YAML);
const nim = gameFrom(NIM_YAML);

describe('random legal play', () => {
  it('counts the free moves together as one choice: one slot for tidy against one for take', () => {
    const actions = [...Array.from({ length: 6 }, (_, i) => ({ move: 'tidy', args: [i] })), { move: 'take', args: [] }];
    const rand = prng(3);
    let tidied = 0;
    for (let i = 0; i < 2000; i++) if (randomLegal(actions, rand, tidy).move === 'tidy') tidied++;
    // Uniform over the seven actions would tidy 6 times in 7 (1714 of 2000); one slot of two, about half.
    expect(tidied).toBeGreaterThan(900);
    expect(tidied).toBeLessThan(1100);
  });

  it('picks among the free moves when nothing else is listed, and draws exactly as a uniform pick without free moves', () => {
    const onlyFree = [0, 1, 2].map((i) => ({ move: 'tidy', args: [i] }));
    expect(randomLegal(onlyFree, prng(1), tidy).move).toBe('tidy');
    const takes = [{ move: 'take', args: [1] }, { move: 'take', args: [2] }];
    for (const seed of [1, 2, 3, 4, 5]) {
      const a = prng(seed);
      const b = prng(seed);
      expect(randomLegal(takes, a, nim)).toBe(takes[Math.floor(b() * takes.length)]);
      expect(a()).toBe(b());
    }
  });

  it('ends a random game with a free move in a few times as many moves as it takes', () => {
    for (const seed of ['a', 'b', 'c']) {
      const r = fastPlayout(tidy, { players: 2, seed, maxMoves: 500 });
      expect(r.completed).toBe(true);
      // 10 takes end it; each is met by about one tidy (a pick uniform over the actions would tidy 10 times or more
      // per take: over 60 moves).
      expect(r.moves).toBeLessThan(40);
      const uniform = fastPlayout(tidy, { players: 2, seed, maxMoves: 500, choose: (actions, rand) => actions[Math.floor(rand() * actions.length)]! });
      expect(uniform.moves).toBeGreaterThan(60);
    }
  });
});
