/**
 * A compiled game as boardgame.io's reducer wants it (`ProcessGameConfig`: the flow and plugins filled in), made once
 * per game: the playouts (sim/playout.ts) and the search bots' reducer engine (bots/search/simulator.ts) share it.
 */
import type { Game } from 'boardgame.io';
import { ProcessGameConfig } from 'boardgame.io/internal';
import type { CompiledGame } from '../compile/compile';

const processed = new WeakMap<CompiledGame, Game>();

export function processedGame(game: CompiledGame): Game {
  let g = processed.get(game);
  if (!g) {
    g = ProcessGameConfig(game as Game) as Game;
    processed.set(game, g);
  }
  return g;
}
