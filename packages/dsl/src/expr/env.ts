import type { GameState } from '../runtime/state';

/** What a compiled expression reads at run time. Everything else it needs was bound when it was compiled. */
export interface Env {
  G: GameState;
  numPlayers: number;
  currentPlayer: number;
  turn: number;
  phase: string | null;
  /** The turn stage the current player is in (`turn.stages`), from boardgame.io's `activePlayers`. */
  stage?: string | null;
  /** The seat making the move, in move expressions. */
  self?: number;
  args?: Record<string, unknown>;
  /** Bound by list predicates and triggers. */
  card?: number;
  seat?: number;
  pile?: number[];
  pileIndex?: number;
  /** Names bound by `as` in list functions and by `forEach` (besides `card` and `seat`, which have their own fields). */
  bound?: Readonly<Record<string, unknown>>;
  /** Bound in a race's `win` and `tie` effects. */
  winner?: number;
  tied?: number[];
}

/**
 * A new environment with every field present, always in the same order (undefined where unset). Environments
 * derived from it (`{ ...env, card }`, list bindings, move arguments) then all share one shape, so the compiled
 * closures that read them stay monomorphic — reading a field of environments of many shapes is several times
 * slower, and these reads are the inner loop of every rule.
 */
export function newEnv(G: GameState, numPlayers: number, currentPlayer: number, turn: number, phase: string | null, stage?: string | null): Env {
  return {
    G,
    numPlayers,
    currentPlayer,
    turn,
    phase,
    stage,
    self: undefined,
    args: undefined,
    card: undefined,
    seat: undefined,
    pile: undefined,
    pileIndex: undefined,
    bound: undefined,
    winner: undefined,
    tied: undefined,
  };
}
