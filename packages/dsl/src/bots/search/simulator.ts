/**
 * What the search needs of a game engine, and nothing more: start from a determinized `G` (with the public `ctx`
 * and a fresh random seed, since the real one is a secret), clone, list a seat's legal actions, apply one, read the
 * result. The search is written against this interface so the engine under it can change without touching it.
 */
import type { Ctx, State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import type { CompiledGame } from '../../compile/compile';
import { InvalidMove } from '../../runtime/program';
import type { Action } from '../../runtime/legal/action';
import type { GameResult, GameState } from '../../runtime/state/state';
import { simulator, type SimState } from '../../sim/simulator';
import { processedGame } from '../../sim/processed';

export interface SearchSim<S> {
  /** A playable state from a full `G`, the public `ctx`, and a seed for every random draw from here on. */
  start(G: GameState, ctx: Ctx, seed: string): S;
  /** A copy that `apply` may change without touching `s`. */
  clone(s: S): S;
  /** Seats that may act now, in seat order (several in simultaneous phases). */
  actors(s: S): number[];
  legal(s: S, seat: number): Action[];
  /** Applies a legal action; returns the state after it (which may be `s` itself, changed). */
  apply(s: S, seat: number, action: Action): S;
  /** The result once the game is over. */
  result(s: S): GameResult | undefined;
  /** The state as a boardgame.io `State`, for rollout policies written as playout choosers. */
  view(s: S): State<GameState>;
}


/**
 * The rules refused an action (the engine said no, as it does to an illegal move, or an effect rejected the whole
 * move: `InvalidMove`, which the reducer also turns into a refusal). Any other error thrown by `apply`
 * is a fault of the rules or the engine, never a refusal: the search lets it through rather than take it for an
 * impossible world (rollout.ts).
 */
export class Refused extends Error {}

/**
 * The engine every compiled game already has: boardgame.io's own reducer (what a server runs). Immutable states,
 * so `clone` is free and `apply` returns a new state.
 */
export function reducerSim(game: CompiledGame): SearchSim<State<GameState>> {
  const reducer = CreateGameReducer({ game: processedGame(game), isClient: false });
  const actorsOf = (s: State<GameState>) => (s.ctx.activePlayers ? Object.keys(s.ctx.activePlayers) : [s.ctx.currentPlayer]).map(Number).sort((a, b) => a - b);
  return {
    start: (G, ctx, seed) =>
      ({ G, ctx, plugins: { random: { data: { seed } }, log: { data: {} }, events: { data: {} } }, _undo: [], _redo: [], _stateID: 0 }) as unknown as State<GameState>,
    clone: (s) => s,
    actors: (s) => (s.ctx.gameover ? [] : actorsOf(s)),
    legal: (s, seat) => game.deckhand.legalActions(s.G, s.ctx, String(seat)),
    apply: (s, seat, action) => {
      const next = reducer(s, { type: 'MAKE_MOVE', payload: { type: action.move, args: action.args, playerID: String(seat) } } as never) as State<GameState> & {
        transients?: { error?: unknown };
      };
      if (next.transients?.error || next === s) throw new Refused(`${game.name}: the rules refused ${JSON.stringify(action)} of seat ${seat}`);
      return next;
    },
    result: (s) => s.G.result,
    view: (s) => s,
  };
}

/**
 * The fast simulator (the same compiled rules on plain mutable state, agreeing move for move with the reducer):
 * the default engine, since a search lives on playouts. `apply` changes the state in place, so `clone` copies.
 */
export function fastSim(game: CompiledGame): SearchSim<SimState> {
  const sim = simulator(game);
  return {
    start: (G, ctx, seed) => sim.fromState({ G, ctx, plugins: { random: { data: { seed } } } }),
    clone: (s) => sim.clone(s),
    actors: (s) => sim.actors(s),
    legal: (s, seat) => sim.legalActions(s, seat),
    apply: (s, seat, action) => {
      let ok: boolean;
      try {
        ok = sim.apply(s, seat, action);
      } catch (e) {
        // An effect rejecting the whole move (a full pile, a card not on the table) is the rules saying no.
        if (!(e instanceof InvalidMove)) throw e;
        throw new Refused(`${game.name}: the rules refused ${JSON.stringify(action)} of seat ${seat}: ${e.message}`);
      }
      if (!ok) throw new Refused(`${game.name}: the rules refused ${JSON.stringify(action)} of seat ${seat}`);
      return s;
    },
    result: (s) => sim.result(s),
    // A rollout policy reads G and ctx only (a playout chooser's state).
    view: (s) => s as unknown as State<GameState>,
  };
}
