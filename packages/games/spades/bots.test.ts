/**
 * Spades' search bot (the generic ISMCTS bot every game gets, deciding from its own seat's view) beats random play:
 * a partnership of two search bots against two random players. Measured with `deckhand simulate spades --players 4
 * --games 10 --seed m --bots ismcts:easy,random,ismcts:easy,random`: 10 of 10 games won (random against random: 12
 * of 20 for the same seats, seed 1). Here a bounded check: 4 seeded games, every one won by the bots' partnership.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fastPlayout, randomChoice } from '@deckhand/dsl';
import { botFromSpec, seatChooser } from '../src/seat-bots';
import { loadGame, type LoadedGame } from '../src/load';

let spades: LoadedGame;
beforeAll(async () => {
  spades = await loadGame('spades');
});

describe("Spades' search bot", () => {
  it('a partnership of search bots beats two random players', () => {
    const search = botFromSpec(spades, 'ismcts:easy', { reproducible: true });
    const choose = seatChooser([search, randomChoice, search, randomChoice]);
    let won = 0;
    let margin = 0;
    for (let i = 0; i < 4; i++) {
      const r = fastPlayout(spades.game, { players: 4, seed: `spades-bot-${i}`, choose });
      expect(r.completed).toBe(true);
      const score = r.final.G.vars.score as number[];
      margin += score[0]! - score[1]!;
      if (r.final.G.result?.winningTeam === 0) won++;
    }
    expect(won).toBe(4);
    expect(margin).toBeGreaterThan(0);
  }, 300_000);
});
