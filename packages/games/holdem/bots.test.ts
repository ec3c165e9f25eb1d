/**
 * Hold'em's search bot (the generic ISMCTS bot, deciding from its own seat's view: the other hand and the deck
 * unknown) beats random play heads-up. Measured with `deckhand simulate holdem --players 2 --games 20 --seed q
 * --bots ismcts:easy,random`: 13 of 20 games won from seat 0 (the search trying every raise amount, before the spread
 * below: 4 of 10). A raise may be to any of up to 200 totals; the search tries an
 * even spread of them (bots/search/search.ts, thinAmounts), so folding, calling and raising each get visits. Here a
 * bounded check on 10 seeded games, the bot in each seat in turn: it won all 10 when this was written; at least 7 asked.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fastPlayout, randomByKindChoice } from '@deckhand/dsl';
import { botFromSpec, seatChooser } from '../src/seat-bots';
import { loadGame, type LoadedGame } from '../src/load';

let holdem: LoadedGame;
beforeAll(async () => {
  holdem = await loadGame('holdem');
});

describe("Hold'em's search bot", () => {
  it('wins more heads-up games than random play, from either seat', () => {
    const search = botFromSpec(holdem, 'ismcts:easy', { reproducible: true });
    let won = 0;
    for (let i = 0; i < 10; i++) {
      const botSeat = i % 2;
      const choose = seatChooser(botSeat === 0 ? [search, randomByKindChoice] : [randomByKindChoice, search]);
      const r = fastPlayout(holdem.game, { players: 2, seed: `holdem-bot-${i}`, choose });
      expect(r.completed).toBe(true);
      if (r.winner === botSeat) won++;
    }
    expect(won).toBeGreaterThanOrEqual(7);
  }, 600_000);
});
