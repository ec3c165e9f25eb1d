/**
 * Random legal play (the `random` bot, and the baseline of `deckhand simulate`) ends Art of Argument. Rearranging
 * (A6) is free and may be repeated without end; weighed like any other action, the rearrangements (one per card and
 * set) took 92 % of a random game's moves and some games did not end in 3,000. Counted as one choice
 * (bots/random.ts), a random game is a few rearrangements per round.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fastPlayout, randomChoice, type Chooser, type CompiledGame } from '@deckhand/dsl';
import { loadGame } from '../src/load';

let game: CompiledGame;
beforeAll(async () => {
  game = (await loadGame('art-of-argument')).game;
});

describe('random play', () => {
  it('A6: free rearranging does not keep a random game from ending', () => {
    for (let i = 0; i < 6; i++) {
      let rearranged = 0;
      const choose: Chooser = (actions, rand, state, seat, g) => {
        const a = randomChoice(actions, rand, state, seat, g);
        if (a.move === 'rearrange') rearranged++;
        return a;
      };
      const r = fastPlayout(game, { players: 2, seed: `random-${i}`, choose, maxMoves: 1500 });
      expect(r.completed, `seed ${i}: ${r.moves} moves`).toBe(true);
      expect(rearranged, `seed ${i}`).toBeLessThan(r.moves / 2);
    }
  });
});
