/**
 * Klondike's search bot (the generic ISMCTS bot, deciding from its own view: the face-down column cards and the
 * stock's order unknown) beats random play. Measured while writing the game (draw one, the limit then 400 moves):
 * with seed `k0` the search bot (`ismcts:easy`, reproducible) took all 52 cards home in about 48 s on this machine,
 * where random play on seeds k0-k4 took 2 to 12 cards home. Here a bounded check on two deals (about 200 s on a busy
 * 2-core machine): the search bot takes at least 20 more cards home in all.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fastPlayout, randomChoice, type Chooser } from '@deckhand/dsl';
import { botFromSpec } from '../src/seat-bots';
import { loadGame, type LoadedGame } from '../src/load';

let klondike: LoadedGame;
beforeAll(async () => {
  klondike = await loadGame('klondike');
});

const scoreOf = (choose: Chooser, seed: string) => {
  const r = fastPlayout(klondike.game, { players: 1, seed, choose });
  expect(r.completed).toBe(true);
  return r.final.G.result!.scores![0]!;
};

describe("Klondike's search bot", () => {
  it('takes more cards home than random play on the same deals', () => {
    const search = botFromSpec(klondike, 'ismcts:easy', { reproducible: true });
    let bot = 0;
    let random = 0;
    for (let i = 0; i < 2; i++) {
      bot += scoreOf(search, `klondike-bot-${i}`);
      random += scoreOf(randomChoice, `klondike-bot-${i}`);
    }
    expect(bot).toBeGreaterThan(random + 20);
  }, 400_000);
});
