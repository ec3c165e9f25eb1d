/**
 * Golf's search bot (the generic ISMCTS bot, deciding from its own view: the stock's order unknown) beats random play.
 * Measured with `deckhand simulate golf --players 1 --games 30 --seed g --bots ismcts:easy` against `--bots random`
 * on the same 30 deals: mean score 18.1 against 11.0 cards cleared (neither won a deal: Golf is rarely won). Here a
 * bounded check on 6 deals: the search bot clears at least 12 more cards in all (2 a deal).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fastPlayout, randomChoice, type Chooser } from '@deckhand/dsl';
import { botFromSpec } from '../src/seat-bots';
import { loadGame, type LoadedGame } from '../src/load';

let golf: LoadedGame;
beforeAll(async () => {
  golf = await loadGame('golf');
});

const scoreOf = (choose: Chooser, seed: string) => {
  const r = fastPlayout(golf.game, { players: 1, seed, choose });
  expect(r.completed).toBe(true);
  return r.final.G.result!.scores![0]!;
};

describe("Golf's search bot", () => {
  it('clears more cards than random play on the same deals', () => {
    const search = botFromSpec(golf, 'ismcts:easy', { reproducible: true });
    let bot = 0;
    let random = 0;
    for (let i = 0; i < 6; i++) {
      bot += scoreOf(search, `golf-bot-${i}`);
      random += scoreOf(randomChoice, `golf-bot-${i}`);
    }
    expect(bot).toBeGreaterThan(random + 12);
  }, 300_000);
});
