import { describe, expect, it } from 'vitest';
import { placesFrom } from './record';

describe('placesFrom', () => {
  it('takes the ranks the game gives', () => {
    expect(placesFrom({ winner: 2, ranks: [3, 2, 1] }, [], 3)).toEqual([3, 2, 1]);
    expect(placesFrom({ winner: 1, ranking: [1, 2, 0] }, [], 3)).toEqual([3, 1, 2]);
  });

  it('without a ranking: the winner, then the seats still in, then the eliminated, the last out first', () => {
    expect(placesFrom({ winner: 3 }, [0, 2, 1], 4)).toEqual([4, 2, 3, 1]);
    expect(placesFrom({ winner: 0 }, [], 4)).toEqual([1, 2, 2, 2]);
    expect(placesFrom({ winner: 0 }, [3], 4)).toEqual([1, 2, 2, 4]);
  });

  it('a draw shares first place', () => {
    expect(placesFrom({ draw: [2, 3] }, [0, 1, 2, 3], 4)).toEqual([4, 3, 1, 1]);
    expect(placesFrom({ draw: [] }, [], 3)).toEqual([1, 1, 1]);
  });
});
