/**
 * Plays one seeded match, with bots choosing among `legalActions`: through the compiled game's own reducer (what a
 * boardgame.io master runs; `playout`) or through the fast simulator (`fastPlayout`). Both drive the same loop
 * with the same bot random stream, so for a seed they play the same actions and reach the same end.
 */
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import type { CompiledGame } from '../compile/compile';
import type { Action } from '../runtime/legal/action';
import type { GameState } from '../runtime/state/state';
import { nextRaceDeadline, raceRefereeAction } from '../race/actions';
import { prng, seedOf } from './prng';
import { simulator, type SimState } from './simulator';
import { standings, type Standings } from './standings';
import { randomChoice } from '../bots/random';
import type { Chooser, ChooserState } from '../bots/chooser';
import { processedGame } from './processed';

export interface PlayoutOptions<S = State<GameState>> {
  players: number;
  seed: string | number;
  setupData?: Record<string, unknown>;
  /** A game that has not ended after this many moves counts as not completed. */
  maxMoves?: number;
  choose?: Chooser;
  /** Called with every state, the initial one included. */
  onState?: (state: S) => void;
  /** `fastPlayout` only: false plays with log entries but no sentence text (`SimStart.logText`). */
  logText?: boolean;
}

export interface PlayoutResult<S = State<GameState>> {
  completed: boolean;
  /** The game is not over yet no seat had a legal action (and no race window was left to close): a stuck match. */
  stalled: boolean;
  moves: number;
  winner?: number;
  draw?: number[];
  /** Where each seat finished (wins, losses, ranks), whatever way the game ended. */
  standings?: Standings;
  final: S;
  /** Games with race phases: the simulated time the match took, in ms. */
  simulatedMs?: number;
}

// Random legal play (free moves counted as one choice): bots/random.ts.
export { randomChoice };


/** How the playout loop reaches a match: its current state, legal actions, and sending an action. */
interface Driver<S extends ChooserState> {
  readonly state: S;
  stateID(): number;
  legal(seat: string): Action[];
  /** Sends one action as `seat`; a legal action the game rejects is a bug of the game or the engine, so it throws. */
  send(seat: number, action: Action, when?: string): void;
}

function rejected(game: CompiledGame, seat: number, action: Action, when: string, why: unknown): Error {
  return new Error(`${game.name}: action ${JSON.stringify(action)} of seat ${seat}${when} was rejected (${JSON.stringify(why)})`);
}

/** A match through boardgame.io's reducer. `game` is the one whose moves run (with a clock, for race games). */
function reducerDriver(game: CompiledGame, opts: PlayoutOptions): Driver<State<GameState>> {
  const seeded = { ...processedGame(game), seed: String(opts.seed) } as Game;
  let state = InitializeGame({ game: seeded, numPlayers: opts.players, ...(opts.setupData ? { setupData: opts.setupData } : {}) }) as State<GameState>;
  const reducer = CreateGameReducer({ game: seeded, isClient: false });
  opts.onState?.(state);
  return {
    get state() {
      return state;
    },
    stateID: () => state._stateID,
    legal: (seat) => game.deckhand.legalActions(state.G, state.ctx, seat),
    send(seat, action, when = '') {
      const next = reducer(state, {
        type: 'MAKE_MOVE',
        payload: { type: action.move, args: action.args, playerID: String(seat) },
      } as never) as State<GameState> & { transients?: { error?: unknown } };
      if (next.transients?.error || next === state) throw rejected(game, seat, action, when, next.transients?.error);
      const { transients: _t, ...clean } = next;
      state = clean as State<GameState>;
      opts.onState?.(state);
    },
  };
}

/** A match in the fast simulator. */
function simDriver(game: CompiledGame, opts: PlayoutOptions<SimState>): Driver<SimState> {
  const sim = simulator(game);
  const state = sim.start({ players: opts.players, seed: String(opts.seed), ...(opts.setupData ? { setupData: opts.setupData } : {}), ...(opts.logText === false ? { logText: false } : {}) });
  opts.onState?.(state);
  return {
    state,
    stateID: () => state.stateID,
    legal: (seat) => sim.legalActions(state, Number(seat)),
    send(seat, action, when = '') {
      if (!sim.apply(state, seat, action)) throw rejected(game, seat, action, when, 'rejected by the simulator');
      opts.onState?.(state);
    },
  };
}

function resultOf<S extends ChooserState>(state: S, moves: number, stalled: boolean): PlayoutResult<S> {
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

function isRaceGame(game: CompiledGame): boolean {
  return Object.values(game.deckhand.def.phases).some((ph) => ph.race);
}

/** One seeded match through boardgame.io's reducer. */
export function playout(game: CompiledGame, opts: PlayoutOptions): PlayoutResult {
  if (isRaceGame(game)) {
    const clock = { now: 0 };
    const timed = game.deckhand.withClock(() => clock.now);
    return timedLoop(game, reducerDriver(timed, opts), opts, clock);
  }
  return loop(game, reducerDriver(game, opts), opts);
}

/** The same match as `playout` (same seed, same bots, same actions, same end), in the fast simulator. */
export function fastPlayout(game: CompiledGame, opts: PlayoutOptions<SimState>): PlayoutResult<SimState> {
  if (isRaceGame(game)) {
    const clock = { now: 0 };
    const timed = game.deckhand.withClock(() => clock.now);
    return timedLoop(game, simDriver(timed, opts), opts, clock);
  }
  return loop(game, simDriver(game, opts), opts);
}

function loop<S extends ChooserState>(game: CompiledGame, d: Driver<S>, opts: PlayoutOptions<S>): PlayoutResult<S> {
  const rand = prng(seedOf(`bots:${opts.seed}`));
  const choose = opts.choose ?? randomChoice;
  const cap = opts.maxMoves ?? 5000;
  let moves = 0;
  let stalled = false;
  while (!d.state.ctx.gameover && moves < cap) {
    const ctx = d.state.ctx;
    const seats = ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
    const options = seats.map((s) => ({ seat: Number(s), actions: d.legal(s) })).filter((o) => o.actions.length > 0);
    if (options.length === 0) {
      stalled = true;
      break;
    }
    const pick = options[Math.floor(rand() * options.length)]!;
    const action = choose(pick.actions, rand, d.state, pick.seat, game);
    d.send(pick.seat, action);
    moves++;
  }
  return resultOf(d.state, moves, stalled);
}

/**
 * A playout of a game with race phases, in simulated time: the game reads a virtual clock; every seat that may act
 * plans an action (its chooser says what, and `after` how many ms from now); the earliest plan is sent, unless a
 * race's tie window closes first, in which case the referee sends `raceResolve` (what a server does on a timer). A
 * plan stands until it is sent or the race round (outside races: the state) changes.
 */
function timedLoop<S extends ChooserState>(game: CompiledGame, d: Driver<S>, opts: PlayoutOptions<S>, clock: { now: number }): PlayoutResult<S> {
  const rand = prng(seedOf(`bots:${opts.seed}`));
  const choose = opts.choose ?? randomChoice;
  const cap = opts.maxMoves ?? 5000;
  const plans = new Map<number, { action: Action; at: number; epoch: string }>();
  let moves = 0;
  let stalled = false;
  while (!d.state.ctx.gameover && moves < cap) {
    const state = d.state;
    const race = state.G.race;
    const epoch = race?.open ? `race:${race.round}` : `state:${d.stateID()}`;
    const seats = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers) : [state.ctx.currentPlayer];
    for (const s of seats) {
      const seat = Number(s);
      const actions = d.legal(s);
      if (actions.length === 0 || actions.every((a) => a.move === 'raceResolve')) {
        plans.delete(seat);
        continue;
      }
      if (plans.get(seat)?.epoch === epoch) continue;
      const picked = choose(actions, rand, state, seat, game);
      const after = Number.isFinite(picked.after) ? Math.max(0, picked.after!) : 0;
      plans.set(seat, { action: { move: picked.move, args: picked.args }, at: clock.now + after, epoch });
    }
    for (const seat of plans.keys()) if (!seats.includes(String(seat))) plans.delete(seat);
    const earliest = Math.min(...[...plans.values()].map((p) => p.at));
    const deadline = nextRaceDeadline(state.G);
    let seat: number;
    let action: Action;
    if (deadline !== undefined && deadline <= earliest) {
      const ref = raceRefereeAction(state.G)!;
      clock.now = Math.max(clock.now, deadline);
      seat = Number(ref.playerID);
      action = { move: ref.type, args: [] };
    } else if (plans.size > 0) {
      const first = [...plans.entries()].filter(([, p]) => p.at === earliest);
      const [s, plan] = first[Math.floor(rand() * first.length)]!;
      plans.delete(s);
      clock.now = Math.max(clock.now, plan.at);
      seat = s;
      action = plan.action;
    } else {
      stalled = true;
      break;
    }
    d.send(seat, action, ` at ${clock.now} ms`);
    moves++;
  }
  return { ...resultOf(d.state, moves, stalled), simulatedMs: clock.now };
}
