/**
 * Plays one seeded match through the compiled game's own reducer (what a boardgame.io master runs), with bots
 * choosing among `legalActions`. Used by the simulator and by the property tests.
 */
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import type { CompiledGame } from '../compile/compile';
import type { Action } from '../runtime/rules';
import type { GameState } from '../runtime/state';
import { nextRaceDeadline, raceRefereeAction } from '../race/actions';
import { prng, seedOf } from './prng';
import { standings, type Standings } from './standings';

/**
 * A bot: picks one of a seat's legal actions. In games with race phases time is simulated, and a chooser may
 * return `after`: how many (simulated) ms from now the seat sends the action (its reaction time; default 0).
 * It may also send an action that is not listed, e.g. a wrong answer in a race. `game` is the compiled game being
 * played (its `deckhand.def` says what each card id is); playouts always pass it.
 */
export type Chooser = (actions: readonly Action[], rand: () => number, state: State<GameState>, seat: number, game?: CompiledGame) => TimedAction;

/** An action, and for race games when it is sent: `after` ms of simulated time from now. */
export interface TimedAction extends Action {
  after?: number;
}

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
  /** The game is not over yet no seat had a legal action (and no race window was left to close): a stuck match. */
  stalled: boolean;
  moves: number;
  winner?: number;
  draw?: number[];
  /** Where each seat finished (wins, losses, ranks), whatever way the game ended. */
  standings?: Standings;
  final: State<GameState>;
  /** Games with race phases: the simulated time the match took, in ms. */
  simulatedMs?: number;
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

/** The reducer, the first state and the bots' own random stream of one playout. */
function begin(base: Game, opts: PlayoutOptions) {
  const seeded = { ...base, seed: String(opts.seed) } as Game;
  const state = InitializeGame({ game: seeded, numPlayers: opts.players, ...(opts.setupData ? { setupData: opts.setupData } : {}) }) as State<GameState>;
  opts.onState?.(state);
  return {
    state,
    reducer: CreateGameReducer({ game: seeded, isClient: false }),
    rand: prng(seedOf(`bots:${opts.seed}`)),
    choose: opts.choose ?? randomChoice,
    cap: opts.maxMoves ?? 5000,
  };
}

/** Sends one action as `seat`; a legal action the game rejects is a bug of the game or the engine, so it throws. */
function send(game: CompiledGame, reducer: ReturnType<typeof CreateGameReducer>, state: State<GameState>, seat: number, action: Action, when = ''): State<GameState> {
  const next = reducer(state, {
    type: 'MAKE_MOVE',
    payload: { type: action.move, args: action.args, playerID: String(seat) },
  } as never) as State<GameState> & { transients?: { error?: unknown } };
  if (next.transients?.error || next === state) {
    throw new Error(`${game.name}: action ${JSON.stringify(action)} of seat ${seat}${when} was rejected (${JSON.stringify(next.transients?.error)})`);
  }
  const { transients: _t, ...clean } = next;
  return clean as State<GameState>;
}

function resultOf(state: State<GameState>, moves: number, stalled: boolean): PlayoutResult {
  const over = state.ctx.gameover as { winner?: string; draw?: boolean; players?: string[] } | undefined;
  const placed = standings(over, state.ctx.numPlayers);
  return {
    completed: Boolean(over),
    stalled,
    moves,
    ...(over?.winner !== undefined ? { winner: Number(over.winner) } : {}),
    ...(over?.draw ? { draw: (over.players ?? []).map(Number) } : {}),
    ...(placed ? { standings: placed } : {}),
    final: state,
  };
}

export function playout(game: CompiledGame, opts: PlayoutOptions): PlayoutResult {
  if (Object.values(game.deckhand.def.phases).some((ph) => ph.race)) return timedPlayout(game, opts);
  const { reducer, rand, choose, cap, ...run } = begin(processedGame(game), opts);
  let state = run.state;
  let moves = 0;
  let stalled = false;
  while (!state.ctx.gameover && moves < cap) {
    const seats = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers) : [state.ctx.currentPlayer];
    const options = seats
      .map((s) => ({ seat: Number(s), actions: game.deckhand.legalActions(state.G, state.ctx, s) }))
      .filter((o) => o.actions.length > 0);
    if (options.length === 0) {
      stalled = true;
      break;
    }
    const pick = options[Math.floor(rand() * options.length)]!;
    const action = choose(pick.actions, rand, state, pick.seat, game);
    state = send(game, reducer, state, pick.seat, action);
    moves++;
    opts.onState?.(state);
  }
  return resultOf(state, moves, stalled);
}

/**
 * A playout of a game with race phases, in simulated time: the game reads a virtual clock; every seat that may act
 * plans an action (its chooser says what, and `after` how many ms from now); the earliest plan is sent, unless a
 * race's tie window closes first, in which case the referee sends `raceResolve` (what a server does on a timer). A
 * plan stands until it is sent or the race round (outside races: the state) changes.
 */
function timedPlayout(game: CompiledGame, opts: PlayoutOptions): PlayoutResult {
  let now = 0;
  const timed = game.deckhand.withClock(() => now);
  const { reducer, rand, choose, cap, ...run } = begin(ProcessGameConfig(timed as Game) as Game, opts);
  let state = run.state;
  const plans = new Map<number, { action: Action; at: number; epoch: string }>();
  let moves = 0;
  let stalled = false;
  while (!state.ctx.gameover && moves < cap) {
    const race = state.G.race;
    const epoch = race?.open ? `race:${race.round}` : `state:${state._stateID}`;
    const seats = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers) : [state.ctx.currentPlayer];
    for (const s of seats) {
      const seat = Number(s);
      const actions = timed.deckhand.legalActions(state.G, state.ctx, s);
      if (actions.length === 0 || actions.every((a) => a.move === 'raceResolve')) {
        plans.delete(seat);
        continue;
      }
      if (plans.get(seat)?.epoch === epoch) continue;
      const picked = choose(actions, rand, state, seat, game);
      const after = Number.isFinite(picked.after) ? Math.max(0, picked.after!) : 0;
      plans.set(seat, { action: { move: picked.move, args: picked.args }, at: now + after, epoch });
    }
    for (const seat of plans.keys()) if (!seats.includes(String(seat))) plans.delete(seat);
    const earliest = Math.min(...[...plans.values()].map((p) => p.at));
    const deadline = nextRaceDeadline(state.G);
    let seat: number;
    let action: Action;
    if (deadline !== undefined && deadline <= earliest) {
      const ref = raceRefereeAction(state.G)!;
      now = Math.max(now, deadline);
      seat = Number(ref.playerID);
      action = { move: ref.type, args: [] };
    } else if (plans.size > 0) {
      const first = [...plans.entries()].filter(([, p]) => p.at === earliest);
      const [s, plan] = first[Math.floor(rand() * first.length)]!;
      plans.delete(s);
      now = Math.max(now, plan.at);
      seat = s;
      action = plan.action;
    } else {
      stalled = true;
      break;
    }
    state = send(game, reducer, state, seat, action, ` at ${now} ms`);
    moves++;
    opts.onState?.(state);
  }
  return { ...resultOf(state, moves, stalled), simulatedMs: now };
}
