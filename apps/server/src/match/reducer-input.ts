import type { Ctx, State } from 'boardgame.io';

type ActivePlayerMaps = Pick<Ctx, 'activePlayers' | '_activePlayersMinMoves' | '_activePlayersMaxMoves' | '_activePlayersNumMoves'>;
const MAPS: (keyof ActivePlayerMaps)[] = ['activePlayers', '_activePlayersMinMoves', '_activePlayersMaxMoves', '_activePlayersNumMoves'];

/**
 * The state handed to boardgame.io's reducer, made from a state the caller must not change (the write-through
 * cache's own copy, lent without a deep copy). boardgame.io 0.50.2's reducer writes into the state it is given in
 * one place only: `ctx` and its active-player maps (`_activePlayersNumMoves[player]++` on every counted move,
 * `activePlayers[player] = stage` and the move limits when a stage is set). Those objects are copied here; `G` and
 * the plugins' data are only ever replaced (Immer, and the rules run on their own copy of `G`), so they are shared.
 * Outside production the cache freezes what it lends, so a write anywhere else fails the tests.
 */
export function reducerInput(state: State): State {
  const ctx: Ctx = { ...state.ctx };
  for (const key of MAPS) {
    const map = ctx[key];
    if (map && typeof map === 'object') (ctx as unknown as Record<string, unknown>)[key] = { ...map };
  }
  return { ...state, ctx };
}
