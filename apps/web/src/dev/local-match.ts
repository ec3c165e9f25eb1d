/**
 * The dev preview's match: boardgame.io's own reducer run in the browser on the compiled game (what a server's
 * master runs), kept as the list of every state so the designer can step back and forward. A reload replays the
 * moves made so far on the recompiled game, stopping at the first one that is no longer legal.
 */
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import type { Action, CompiledGame, GameState, PlayerView } from '@deckhand/dsl';

export interface MatchSetup {
  seed: string;
  players: number;
  setupData: Record<string, unknown>;
}

export interface SentAction extends Action {
  seat: number;
}

export interface ReplayStop {
  /** 0-based index of the action that could not be replayed. */
  index: number;
  action: SentAction;
  reason: string;
}

type Reducer = ReturnType<typeof CreateGameReducer>;

export class LocalMatch {
  readonly states: State<GameState>[];
  readonly actions: SentAction[] = [];
  private readonly reducer: Reducer;

  constructor(
    readonly game: CompiledGame,
    readonly setup: MatchSetup,
  ) {
    const seeded = ProcessGameConfig({ ...(game as Game), seed: setup.seed }) as Game;
    this.reducer = CreateGameReducer({ game: seeded, isClient: false });
    const first = InitializeGame({ game: seeded, numPlayers: setup.players, ...(Object.keys(setup.setupData).length ? { setupData: setup.setupData } : {}) });
    this.states = [first as State<GameState>];
  }

  get latest(): State<GameState> {
    return this.states.at(-1)!;
  }

  /** Plays `action` after state `at` (default: the latest), dropping the states after it; the reason if refused. */
  send(action: SentAction, at = this.states.length - 1): string | undefined {
    const state = this.states[at]!;
    if (state.ctx.gameover) return 'the game is over';
    const next = this.reducer(state, { type: 'MAKE_MOVE', payload: { type: action.move, args: action.args, playerID: String(action.seat) } } as never) as State<GameState> & {
      transients?: { error?: { type?: string; payload?: { message?: string } } };
    };
    if (next.transients?.error || next === state) {
      const e = next.transients?.error;
      return e?.payload?.message ?? e?.type ?? 'refused (not this seat\'s turn, or not a legal move now)';
    }
    const { transients: _t, ...clean } = next;
    this.states.splice(at + 1);
    this.actions.splice(at);
    this.states.push(clean as State<GameState>);
    this.actions.push(action);
    return undefined;
  }

  /** The seats that may act in a state. */
  activeSeats(at = this.states.length - 1): number[] {
    const { ctx } = this.states[at]!;
    if (ctx.gameover) return [];
    return ctx.activePlayers ? Object.keys(ctx.activePlayers).map(Number) : [Number(ctx.currentPlayer)];
  }

  legal(seat: number, at = this.states.length - 1): Action[] {
    const { G, ctx } = this.states[at]!;
    if (ctx.gameover || !this.activeSeats(at).includes(seat)) return [];
    return this.game.deckhand.legalActions(G, ctx, String(seat));
  }

  /** What a seat (null: a spectator) is sent for state `at`. */
  view(seat: number | null, at = this.states.length - 1): PlayerView {
    const { G, ctx } = this.states[at]!;
    return this.game.playerView!({ G, ctx, playerID: seat === null ? null : String(seat) } as never) as PlayerView;
  }
}

/** A new match on `game` with the same setup, replaying `actions` until one is refused. */
export function replay(game: CompiledGame, setup: MatchSetup, actions: readonly SentAction[]): { match: LocalMatch; stopped?: ReplayStop } {
  const match = new LocalMatch(game, setup);
  for (let i = 0; i < actions.length; i++) {
    const reason = match.send(actions[i]!);
    if (reason) return { match, stopped: { index: i, action: actions[i]!, reason } };
  }
  return { match };
}

/** "seat 2: play(31, 0)". */
export function actionText(a: SentAction): string {
  return `seat ${a.seat + 1}: ${a.move}(${a.args.map((x) => JSON.stringify(x)).join(', ')})`;
}
