/**
 * A rules test file's matches of one shipped game: the game is loaded once before the file's tests, and every match a
 * test starts is stopped after it. Call at the top level of a test file (it registers vitest hooks).
 */
import { afterEach, beforeAll } from 'vitest';
import type { CompiledGame, GameDef } from '@deckhand/dsl';
import { loadGame } from '../load';
import { startMatch, type Match } from './match';

export interface GameMatches {
  /** The compiled game (once the file's beforeAll has run). */
  readonly game: CompiledGame;
  readonly def: GameDef;
  /** A seeded match of the loaded game (or of `game`, e.g. an arranged copy), stopped after the test. */
  match(players: number, seed: string | number, setupData?: Record<string, unknown>, game?: CompiledGame): Match;
}

export function gameMatches(name: string): GameMatches {
  let loaded: { game: CompiledGame; def: GameDef } | undefined;
  const open: Match[] = [];
  beforeAll(async () => {
    loaded = await loadGame(name);
  });
  afterEach(() => {
    for (const m of open.splice(0)) m.stop();
  });
  const need = () => {
    if (!loaded) throw new Error(`${name} is not loaded yet: read it inside a test or a hook`);
    return loaded;
  };
  return {
    get game() {
      return need().game;
    },
    get def() {
      return need().def;
    },
    match(players, seed, setupData, game) {
      const m = startMatch(game ?? need().game, { players, seed, ...(setupData ? { setupData } : {}) });
      open.push(m);
      return m;
    },
  };
}
