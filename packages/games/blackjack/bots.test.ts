/**
 * Blackjack's search bot (the generic ISMCTS bot, deciding from its own view: the deck and the hole card unknown)
 * beats random play against the dealer: on the same deals, its score over the game is higher. Random play hits on 20
 * and doubles on 19 as often as it stands; the search bot stops at the totals that bust too often. Measured on 30
 * one-seat games of 5 hands (seeds m-0 … m-29): mean score −0.63 against −2.5; hands won/lost 66/75 against 42/101
 * of 150. (Its reward in a game with a house counts the hands won against it: dsl bots/search/reward.ts.)
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fastPlayout, randomChoice, type Chooser } from '@deckhand/dsl';
import { botFromSpec } from '../src/seat-bots';
import { loadGame, type LoadedGame } from '../src/load';

let blackjack: LoadedGame;
beforeAll(async () => {
  blackjack = await loadGame('blackjack');
});

const scoreOf = (choose: Chooser, seed: string) => {
  const r = fastPlayout(blackjack.game, { players: 1, seed, choose, setupData: { hands: 5 } });
  expect(r.completed).toBe(true);
  return r.final.G.result!.scores![0]!;
};

describe("Blackjack's search bot", () => {
  it('scores more against the dealer than random play on the same deals', () => {
    const search = botFromSpec(blackjack, 'ismcts:easy', { reproducible: true });
    let bot = 0;
    let random = 0;
    for (let i = 0; i < 8; i++) {
      bot += scoreOf(search, `bj-bot-${i}`);
      random += scoreOf(randomChoice, `bj-bot-${i}`);
    }
    expect(bot).toBeGreaterThan(random + 4);
  }, 300_000);
});
