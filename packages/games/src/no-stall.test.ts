/**
 * Property, over every shipped game (a new folder is picked up by itself): no reachable state leaves every seat
 * without a legal action while the game is not over. Bounded: a few seeded playouts per player count, each cut
 * after a few hundred moves; the game's own bot plays where it has one (race games need a reaction time).
 */
import { playout } from '@deckhand/dsl';
import { describe, expect, it } from 'vitest';
import { loadGames } from './index';

const games = await loadGames();
const SEEDS = 2;
const MAX_MOVES = 300;

describe('no stalled table', () => {
  it.each(games.map((g) => [g.id, g] as const))('%s: some seat can always act until the game is over', (_id, g) => {
    const { min, max } = g.def.players;
    const counts = [...new Set([min, Math.min(max, min + 1), max])];
    for (const players of counts) {
      for (let i = 0; i < SEEDS; i++) {
        const r = playout(g.game, { players, seed: `stall-${players}-${i}`, maxMoves: MAX_MOVES, ...(g.bot ? { choose: g.bot.choose } : {}) });
        expect(r.stalled, `${g.id}, ${players} players, seed ${i}: stalled after ${r.moves} moves`).toBe(false);
      }
    }
  });
});
