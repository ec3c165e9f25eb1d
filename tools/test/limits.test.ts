import { describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { reducerDriver, plainDriver } from '../src/bench/drivers';
import { PlainBag } from '../bench/plain-bag';
import { PlainBuildUp } from '../bench/plain-build-up';
import { playMutableBag } from '../bench/mutable-bag';
import { playMutableBuildUp } from '../bench/mutable-build-up';

// The limits are only a fair peer if they play the very games their boardgame.io counterparts play: same deal, same
// listing order, same random draws. Counting the actions of many seeded games at every player count checks that
// (a single different choice changes the rest of the game, and its length with it).
describe('the plain mutable limits play the same games as the hand-written boardgame.io games', () => {
  const games = 8;
  it.each([3, 4, 5, 6])('Bag, %i players', (players) => {
    expect(plainDriver(playMutableBag)(games, players)).toBe(reducerDriver(PlainBag as Game)(games, players));
  });
  it.each([2, 3, 4, 5, 6])('Build Up, %i players', (players) => {
    const actions = plainDriver(playMutableBuildUp)(games, players);
    expect(actions).toBeGreaterThan(games * 10);
    expect(actions).toBe(reducerDriver(PlainBuildUp as Game)(games, players));
  });
});
