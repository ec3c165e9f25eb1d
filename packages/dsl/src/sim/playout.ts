/**
 * Plays one seeded match through the compiled game's own reducer (what a boardgame.io master runs), with bots
 * choosing among `legalActions`. Used by the simulator and by the property tests.
 */
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import type { CompiledGame } from '../compile/compile';
import type { Action } from '../runtime/rules';
import type { GameState } from '../runtime/state';
import { prng, seedOf } from './prng';

export type Chooser = (actions: readonly Action[], rand: () => number, state: State<GameState>, seat: number) => Action;

export interface PlayoutOptions {
  players: number;
  seed: string | number;
  setupData?: Record<string, unknown>;
  /** A game that has not ended after this many moves counts as not completed. */
  maxMoves?: number;
  choose?: Chooser;
  /** Called with every state, the initial one included. */
  onState?: (state: State<GameState>) => void;
}

export interface PlayoutResult {
  completed: boolean;
  moves: number;
  winner?: number;
  draw?: number[];
  final: State<GameState>;
}

export const randomChoice: Chooser = (actions, rand) => actions[Math.floor(rand() * actions.length)]!;

const processed = new WeakMap<CompiledGame, Game>();

function processedGame(game: CompiledGame): Game {
  let g = processed.get(game);
  if (!g) {
    g = ProcessGameConfig(game as Game) as Game;
    processed.set(game, g);
  }
  return g;
}

export function playout(game: CompiledGame, opts: PlayoutOptions): PlayoutResult {
  const base = processedGame(game);
  const seeded = { ...base, seed: String(opts.seed) } as Game;
  let state = InitializeGame({ game: seeded, numPlayers: opts.players, ...(opts.setupData ? { setupData: opts.setupData } : {}) }) as State<GameState>;
  const reducer = CreateGameReducer({ game: seeded, isClient: false });
  const rand = prng(seedOf(`bots:${opts.seed}`));
  const choose = opts.choose ?? randomChoice;
  const cap = opts.maxMoves ?? 5000;
  let moves = 0;
  opts.onState?.(state);
  while (!state.ctx.gameover && moves < cap) {
    const seats = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers) : [state.ctx.currentPlayer];
    const options = seats
      .map((s) => ({ seat: Number(s), actions: game.deckhand.legalActions(state.G, state.ctx, s) }))
      .filter((o) => o.actions.length > 0);
    if (options.length === 0) break;
    const pick = options[Math.floor(rand() * options.length)]!;
    const action = choose(pick.actions, rand, state, pick.seat);
    const next = reducer(state, {
      type: 'MAKE_MOVE',
      payload: { type: action.move, args: action.args, playerID: String(pick.seat) },
    } as never) as State<GameState> & { transients?: { error?: unknown } };
    if (next.transients?.error || next === state) {
      throw new Error(`${game.name}: legal action ${JSON.stringify(action)} of seat ${pick.seat} was rejected (${JSON.stringify(next.transients?.error)})`);
    }
    const { transients: _t, ...clean } = next;
    state = clean as State<GameState>;
    moves++;
    opts.onState?.(state);
  }
  const over = state.ctx.gameover as { winner?: string; draw?: boolean; players?: string[] } | undefined;
  return {
    completed: Boolean(over),
    moves,
    ...(over?.winner !== undefined ? { winner: Number(over.winner) } : {}),
    ...(over?.draw ? { draw: (over.players ?? []).map(Number) } : {}),
    final: state,
  };
}
