import { beforeAll, describe, expect, it } from 'vitest';
import { playout } from '@deckhand/dsl';
import { loadGame, type LoadedGame } from '@deckhand/games';
import { instrument } from './instrument';

let bag: LoadedGame;
beforeAll(async () => {
  bag = await loadGame('bag');
});

describe('instrument', () => {
  it('counts every effect of the spec by its line, without changing play', () => {
    const { game, effects } = instrument(bag.def, bag.hooks);
    const seeds = ['a', 'b', 'c'];
    for (const seed of seeds) {
      const plain = playout(bag.game, { players: 2, seed });
      const probed = playout(game, { players: 2, seed });
      expect(probed.moves).toBe(plain.moves);
      expect(probed.final.G).toEqual(plain.final.G);
    }
    const at = (where: string) => effects.find((e) => e.where === where)!;
    expect(at('setup[0]')).toMatchObject({ op: 'shuffle', runs: seeds.length });
    expect(at('setup[0]').line).toBeGreaterThan(1);
    // Two players: both seats return five cards once per game; the 3+ player deal never runs.
    expect(at('moves.returnToBox.do[0]')).toMatchObject({ op: 'move', runs: 2 * seeds.length });
    expect(at('setup[2].else[0]')).toMatchObject({ op: 'deal', runs: 0 });
    expect(effects.find((e) => e.where === 'moves.name.do[1]')).toMatchObject({ op: 'endTurn' });
  });
});
