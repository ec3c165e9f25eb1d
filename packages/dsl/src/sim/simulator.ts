/**
 * The fast simulator: a compiled game's own rules on plain mutable state, outside boardgame.io's reducer (no
 * Immer, no plugins, no log of actions, no copies of the state unless asked for). From the same seed it draws the
 * same random numbers and reaches the same `G`, `ctx` and result as a boardgame.io match (sim/agreement.test.ts).
 * For search bots and `deckhand simulate`; the API is described in packages/dsl/README.md ("Fast simulator").
 */
import type { State } from 'boardgame.io';
import type { CompiledGame } from '../compile/compile';
import { initialState } from '../runtime/state/setup';
import { execOf, resetExec, type Exec } from '../runtime/effects/exec';
import { addPassIn, legalActions } from '../runtime/legal/legal-actions';
import type { Action } from '../runtime/legal/action';
import { phasePlans } from '../runtime/legal/legal-phase';
import { NO_RANDOM } from '../runtime/turn/steps';
import type { GameResult, GameState } from '../runtime/state/state';
import { playerView, type PlayerView } from '../runtime/views/view';
import { aleaRandom, aleaSeed, type AleaState } from './alea';
import { cloneG } from './clone';
import { Flow, phaseOfCtx, seatId, type SimState } from './flow';

export type { SimState };

export interface SimStart {
  players: number;
  /** The match seed, as boardgame.io's `game.seed`: the same seed gives the same deal and shuffles. */
  seed: string | number;
  setupData?: Record<string, unknown>;
  /**
   * false: the log keeps every entry as data (turn, seat, move, args, revealed cards) but YAML `log:` templates are
   * not written into sentences (`message`/`parts`): faster playouts for search bots, whose game bots read entries,
   * never their text. Everything else — G but the log's text, ctx, the random stream — stays the same as the
   * boardgame.io path. Default true (the same log as boardgame.io).
   */
  logText?: boolean;
}

/** How a state made by `fromState` plays on. */
export interface SimOptions {
  /** As `SimStart.logText`. */
  logText?: boolean;
}

export interface Simulator {
  /** A new match, set up and started (boardgame.io's `InitializeGame`). */
  start(opts: SimStart): SimState;
  /** A state from a boardgame.io state (e.g. a server's), to search from. Without a random state, a fresh seed. */
  fromState(state: Pick<State<GameState>, 'G' | 'ctx'> & { plugins?: State['plugins']; _stateID?: number }, seed?: string | number, opts?: SimOptions): SimState;
  /** An independent copy: changing one never changes the other. */
  clone(s: SimState): SimState;
  /** Seats that may act now: every active seat in shared phases, else the current player. Empty once over. */
  actors(s: SimState): number[];
  /** Every legal action of `seat` now (what boardgame.io's `ai.enumerate` lists). */
  legalActions(s: SimState, seat: number): Action[];
  /** Plays `action` as `seat`, changing `s` in place. False (and `s` unchanged) when the game rejects it. */
  apply(s: SimState, seat: number, action: Action): boolean;
  /** The result once the game is over (`G.result`), else undefined. */
  result(s: SimState): GameResult | undefined;
  isOver(s: SimState): boolean;
  /** What `seat` (null: a spectator) sees, as the server would send it. */
  view(s: SimState, seat: number | null): PlayerView;
}

const cache = new WeakMap<CompiledGame, Simulator>();

/** The fast simulator of a compiled game (one per game, cached). Race games read time from the game's clock. */
export function simulator(game: CompiledGame): Simulator {
  let sim = cache.get(game);
  if (!sim) cache.set(game, (sim = makeSimulator(game)));
  return sim;
}

function copyState(s: SimState): SimState {
  const copy: SimState = { G: cloneG(s.G), ctx: copyCtx(s.ctx), random: { ...s.random }, stateID: s.stateID };
  if (s.noLogText) copy.noLogText = true;
  return copy;
}

function copyCtx(ctx: SimState['ctx']): SimState['ctx'] {
  const out = { ...ctx, playOrder: ctx.playOrder.slice() };
  if (ctx.activePlayers) out.activePlayers = { ...ctx.activePlayers };
  return out;
}

/** Whether `action` is one of the first `count` entries of `actions` (the very object). */
function isAmong(actions: readonly Action[], action: Action, count: number): boolean {
  const i = actions.indexOf(action);
  return i >= 0 && i < count;
}

function makeSimulator(game: CompiledGame): Simulator {
  const p = game.deckhand.program;
  const flow = new Flow(p);
  const hooks = p.hooks;
  const def = p.def;
  // A hook's `enumerate` may add actions the rules never checked: then no listing is trusted.
  const trustsListing = !hooks.enumerate;
  // The context of every listing made here (a listing keeps nothing of it), cleared before each (runtime/effects/exec.ts
  // `resetExec`): Bag lists afresh at every action.
  const listX: Exec = execOf(p, NO_RANDOM, undefined, false, false, undefined);
  return {
    start({ players, seed, setupData, logText }) {
      const random = aleaSeed(seed);
      const ctx = flow.initialCtx(players);
      const G = initialState(p, players, aleaRandom(random), setupData);
      const s: SimState = { G, ctx, random, stateID: 0 };
      if (logText === false) s.noLogText = true;
      flow.begin(s);
      return s;
    },
    fromState(state, seed = 'search', opts = {}) {
      const data = (state.plugins?.random?.data ?? {}) as { seed?: string | number; prngstate?: AleaState };
      const random = data.prngstate ? { ...data.prngstate } : aleaSeed(data.seed ?? seed);
      const s: SimState = { G: cloneG(state.G), ctx: copyCtx(state.ctx), random, stateID: state._stateID ?? 0 };
      if (opts.logText === false) s.noLogText = true;
      return s;
    },
    clone: copyState,
    actors(s) {
      const ctx = s.ctx;
      if (ctx.gameover !== undefined) return [];
      return ctx.activePlayers ? Object.keys(ctx.activePlayers).map(Number) : [Number(ctx.currentPlayer)];
    },
    legalActions(s, seat) {
      // The moves the last action's stuck check listed on this same table (runtime/legal/kept-listing.ts), taken once.
      const kept = s.listed;
      let actions: Action[];
      let phase: string | null;
      if (kept !== undefined && kept.seat === seat) {
        s.listed = undefined;
        if (kept.moves === null) return [];
        // A kept listing needs only the phase (is `pass` open, does it race), not the listing's environment: refreshing
        // that from the whole state (every field, the current seat's number from its id) cost 215 instructions of a
        // Build Up simulator action (1.9 %, cachegrind), whose listings are nearly all kept.
        phase = phaseOfCtx(s.ctx);
        addPassIn(p, phase, kept.moves);
        actions = kept.moves;
      } else {
        const env = flow.listEnv(s);
        env.self = seat;
        phase = env.phase;
        actions = legalActions(resetExec(listX, undefined, false), env, seat, flow.activeSeats(s.ctx));
      }
      // Outside race phases and without a hook's own actions, every action here passed the rules' checks on this table.
      if (trustsListing && !phasePlans(p, phase).race) s.offered = { seat, stateID: s.stateID, actions, count: actions.length };
      return actions;
    },
    apply(s, seat, action) {
      const id = seatId(seat);
      const move = flow.moveFor(s, id, action.move);
      if (!move) return false;
      const args = Array.isArray(action.args) ? action.args : action.args === undefined ? [] : [action.args];
      // Listed for the table before this action: never valid after it (the flow lists afresh if it can).
      s.listed = undefined;
      const offered = s.offered;
      s.offered = undefined;
      // Only among the actions as handed out: one a caller added to the list afterwards is checked as any other.
      const listed = offered !== undefined && offered.seat === seat && offered.stateID === s.stateID && isAmong(offered.actions, action, offered.count);
      const before = move.mayReject ? copyState(s) : undefined;
      // The seat as the step reads it: the number its id names (a caller outside TypeScript may pass text).
      if (flow.runMove(s, move, typeof seat === 'number' ? seat : Number(id), args, listed)) return true;
      if (before) Object.assign(s, before);
      // The table is as it was: what was listed on it still holds.
      s.offered = offered;
      return false;
    },
    result: (s) => s.G.result,
    isOver: (s) => s.ctx.gameover !== undefined,
    view: (s, seat) => playerView(def, hooks, s.G, seat),
  };
}
