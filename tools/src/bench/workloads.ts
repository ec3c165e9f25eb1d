/**
 * The workloads of the reducer, simulator and limit figures, by id (`<game>.<path>`): what a bench child builds
 * and times. A child loads only the games its workloads play, so a child with one workload holds no other code's
 * type feedback.
 */
import type { Game } from 'boardgame.io';
import type { CompiledGame } from '@deckhand/dsl';
import { loadGame } from '@deckhand/games';
import { PlainBag } from '../../bench/plain-bag';
import { PlainBuildUp } from '../../bench/plain-build-up';
import { playMutableBag } from '../../bench/mutable-bag';
import { playMutableBuildUp } from '../../bench/mutable-build-up';
import { plainDriver, reducerDriver, simDriver, type Driver } from './drivers';

const GAMES = ['bag', 'build-up'] as const;
const PATHS = ['reducer', 'plain', 'sim', 'rollout', 'limit'] as const;
type GameId = (typeof GAMES)[number];
type PathId = (typeof PATHS)[number];

/** Every workload the bench times, in the order of a repeat before rotation. */
export const WORKLOAD_IDS: readonly string[] = GAMES.flatMap((g) => PATHS.map((p) => `${g}.${p}`));

const HAND_WRITTEN: Record<GameId, { plain: Game; limit: Parameters<typeof plainDriver>[0] }> = {
  bag: { plain: PlainBag as Game, limit: playMutableBag },
  'build-up': { plain: PlainBuildUp as Game, limit: playMutableBuildUp },
};

/** The driver of one workload; `compiled` loads (once per process) the YAML game it needs, if it needs one. */
export async function workloadDriver(id: string, compiled: (game: string) => Promise<CompiledGame>): Promise<Driver> {
  const [game, path] = id.split('.') as [GameId, PathId];
  if (!GAMES.includes(game) || !PATHS.includes(path) || id.split('.').length !== 2) {
    throw new Error(`unknown bench workload "${id}" (known: ${WORKLOAD_IDS.join(', ')})`);
  }
  switch (path) {
    case 'reducer':
      return reducerDriver((await compiled(game)) as unknown as Game);
    case 'plain':
      return reducerDriver(HAND_WRITTEN[game].plain);
    case 'sim':
      return simDriver(await compiled(game));
    case 'rollout':
      return simDriver(await compiled(game), { logText: false });
    case 'limit':
      return plainDriver(HAND_WRITTEN[game].limit);
  }
}

/** Loads each YAML game at most once. */
export function gameCache(): (game: string) => Promise<CompiledGame> {
  const loaded = new Map<string, Promise<CompiledGame>>();
  return (game) => {
    let g = loaded.get(game);
    if (!g) loaded.set(game, (g = loadGame(game).then((l) => l.game as CompiledGame)));
    return g;
  };
}
