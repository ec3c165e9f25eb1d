import { describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { newMatchSeed, seededForMatch } from './match-seed';

describe('match seeds', () => {
  it('are 128 bits of URL-safe text, different every time', () => {
    const seeds = new Set(Array.from({ length: 1000 }, newMatchSeed));
    expect(seeds.size).toBe(1000);
    for (const s of seeds) expect(s).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('give each match a copy of the game with its own seed, leaving the shared game untouched', () => {
    const game: Game = { name: 'g', setup: () => ({}) };
    const a = seededForMatch(game);
    const b = seededForMatch(game);
    expect(game.seed).toBeUndefined();
    expect(a.seed).not.toBe(b.seed);
    expect(a.setup).toBe(game.setup);
  });

  it('keep a seed the game pins itself (a fixture that wants the same deal every time)', () => {
    const pinned: Game = { name: 'g', seed: 'fixed' };
    expect(seededForMatch(pinned)).toBe(pinned);
  });
});
