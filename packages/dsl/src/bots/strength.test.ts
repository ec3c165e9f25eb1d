/**
 * A quick strength smoke test (the full figures are tools/bench/bots-strength.ts): the search bot at medium's
 * iteration budget (no time cap, so the result depends only on the seeds, not on how busy the machine is) against
 * random play in a small game of pure skill, Nim (take 1 or 2, the last stone wins), from heaps of 10 to 17 stones,
 * seats swapped every game. Random play leaves a winning position about as often as it finds one; the search
 * should not.
 */
import { describe, expect, it } from 'vitest';
import { gameFrom } from '../../test/helpers';
import { fastPlayout, randomChoice } from '../sim/playout';
import type { Chooser } from './chooser';
import { searchBot } from './bot';
import { NIM_YAML } from '../../test/bot-games';

const game = gameFrom(NIM_YAML);

describe('search bot strength (smoke)', () => {
  it('medium beats random play at Nim far more often than chance', () => {
    const bot = searchBot({ level: 'medium', reproducible: true }).choose;
    const GAMES = 30;
    let wins = 0;
    for (let i = 0; i < GAMES; i++) {
      const seat = i % 2;
      const bots: Chooser[] = seat === 0 ? [bot, randomChoice] : [randomChoice, bot];
      const r = fastPlayout(game, { players: 2, seed: `smoke-${i}`, setupData: { heap: 10 + (i % 8) }, choose: (a, rand, s, who, g) => bots[who]!(a, rand, s, who, g) });
      if (r.winner === seat) wins++;
    }
    // Chance is about 15 of 30; 24 or more happens by luck alone less than 1 time in 1000.
    expect(wins, `${wins} wins of ${GAMES}`).toBeGreaterThanOrEqual(24);
  }, 120_000);
});
