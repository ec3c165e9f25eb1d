/**
 * IR + hooks → boardgame.io Game. Pure: no I/O, no globals; everything it needs is in its arguments.
 */
import type { Ctx, FnContext, Game, LongFormMove, PhaseConfig, StageConfig, TurnConfig } from 'boardgame.io';
import { INVALID_MOVE, Stage } from 'boardgame.io/core';
import { newEnv, type Env } from '../expr/env';
import type { GameHooks, HookRandom } from '../hooks/api';
import type { GameDef, MoveDef, PhaseDef, StageDef, TurnDef } from '../ir/types';
import { openInStage, stageOf } from '../runtime/turn/stages';
import { newExec, type Events, type Exec } from '../runtime/effects/exec';
import { buildProgram, type Program } from '../runtime/program';
import { legalActions } from '../runtime/legal/legal-actions';
import { globalMoves } from '../runtime/turn/phase-moves';
import type { Action } from '../runtime/legal/action';
import { gameover, moveStep, passStep, phaseSteps, turnSteps, type MoveStep } from '../runtime/turn/steps';
import { initialState } from '../runtime/state/setup';
import type { GameState } from '../runtime/state/state';
import { playerView } from '../runtime/views/view';
import { captionsFor } from '../runtime/views/captions';
import { offTableFor } from '../runtime/views/on-table';
import { explainMove, legalView } from '../runtime/legal/legal';
import type { LegalView } from '../runtime/legal/legal-view';
import { validateSetupData } from './setup-data';
import { attachRace } from '../race/compile';
import { moveMap } from './move-map';
import { hookOnPlainCopy, onPlainCopy, PlainStatePlugin } from './plain-copy';
import { MoveEvents, moveEndedTurn } from './turn-end';
import { undoRules, type UndoRule } from '../undo/undo-rules';
import { markUndoable } from '../undo/undoable';

/** boardgame.io's random plugin API, as it reaches moves and hooks. */
interface BgioRandom {
  Shuffle<T>(deck: T[]): T[];
  Number(): number;
}

type FnArgs = FnContext<GameState> & { playerID?: string };

function hookRandom(random: BgioRandom | undefined): HookRandom {
  if (!random) {
    // Enumeration and checks never shuffle; reaching this would be a bug, so fail loudly.
    const none = () => {
      throw new Error('randomness is only available inside moves and setup');
    };
    return { shuffle: none, int: none, number: none };
  }
  return {
    shuffle: (items) => random.Shuffle([...items]),
    int: (n) => Math.floor(random.Number() * n),
    number: () => random.Number(),
  };
}

const noRandom = hookRandom(undefined);

function envOf(G: GameState, ctx: Ctx): Env {
  return newEnv(G, ctx.numPlayers, Number(ctx.currentPlayer), ctx.turn, ctx.phase ?? null, stageOf(ctx.activePlayers, ctx.currentPlayer));
}

function eventsOf(events: FnArgs['events'] | undefined): Events | undefined {
  return events
    ? {
        endTurn: () => events.endTurn(),
        endPhase: () => events.endPhase(),
        setPhase: (ph) => events.setPhase(ph),
        setStage: (stage) => events.setStage(stage),
      }
    : undefined;
}

function execOf(p: Program, random: BgioRandom | undefined, events: FnArgs['events'] | undefined): Exec {
  return newExec(p, random ? hookRandom(random) : noRandom, { events: eventsOf(events) });
}

function activeSeats(ctx: Ctx): number[] | null {
  return ctx.activePlayers ? Object.keys(ctx.activePlayers).map(Number) : null;
}

/** A play-order position for a seat (the play order is the seats in order; an out-of-range seat falls back to 0). */
function pos(ctx: Ctx, seat: number): number {
  return Math.max(0, ctx.playOrder.indexOf(String(seat)));
}

function compileMove(p: Program, step: MoveStep, m: MoveDef | undefined): LongFormMove<GameState> {
  return {
    move: (args: FnArgs, ...raw: unknown[]) => {
      const { ctx, random, events, playerID } = args;
      // The body's events wait for its outcome: a lone endTurn ends the turn through `endIf` (compile/turn-end.ts).
      const asked = events ? new MoveEvents() : undefined;
      const x = newExec(p, random ? hookRandom(random) : noRandom, { events: asked });
      const next = onPlainCopy(args, (G) => step(x, envOf(G, ctx), Number(playerID), raw, activeSeats(ctx)));
      if (asked && next !== INVALID_MOVE) asked.settle(next, ctx, events);
      return next;
    },
    ...(m ? { client: !m.serverOnly, redact: m.secretArgs, ignoreStaleStateID: m.simultaneous } : {}),
  } as unknown as LongFormMove<GameState>;
}

/**
 * `turn.stages` as boardgame.io stages: every turn starts with the current player in the first stage, and each stage
 * allows the moves open in it (runtime/turn/stages.ts), so boardgame.io itself refuses a move out of its stage.
 */
function stageConfigs(p: Program, stages: readonly StageDef[], moves: Record<string, LongFormMove<GameState>>): Record<string, StageConfig<GameState>> {
  const out: Record<string, StageConfig<GameState>> = {};
  for (const s of stages) {
    const open = Object.keys(moves).filter((n) => n === 'pass' || openInStage(p.def.moves[n]!, stages, s.name));
    out[s.name] = { moves: moveMap(open.map((n) => [n, moves[n]!] as const)) };
  }
  return out;
}

function compileTurn(
  p: Program,
  t: TurnDef,
  simultaneous: PhaseDef | undefined,
  phase: string | null,
  moves: Record<string, LongFormMove<GameState>>,
): TurnConfig<GameState> {
  const steps = turnSteps(p, t, Boolean(simultaneous), phase);
  const turn: TurnConfig<GameState> = {
    endIf: moveEndedTurn,
    order: {
      first: ({ G, ctx }: FnArgs) => pos(ctx, steps.first(envOf(G, ctx))),
      next: ({ G, ctx }: FnArgs) => {
        const seat = steps.next(envOf(G, ctx));
        return seat === undefined ? undefined : pos(ctx, seat);
      },
    },
  };
  if (steps.needed) {
    turn.onBegin = (args: FnArgs) => hookOnPlainCopy(args, (G) => steps.onBegin(execOf(p, args.random, args.events), envOf(G, args.ctx), activeSeats(args.ctx)));
  }
  if (t.maxMoves !== undefined) turn.maxMoves = t.maxMoves;
  if (simultaneous) turn.activePlayers = { all: Stage.NULL };
  else if (t.stages?.length) {
    turn.activePlayers = { currentPlayer: t.stages[0]!.name };
    turn.stages = stageConfigs(p, t.stages, moves);
  }
  return turn;
}

function compilePhase(p: Program, ph: PhaseDef, globalMoves: Record<string, LongFormMove<GameState>>): PhaseConfig<GameState> {
  const steps = phaseSteps(p, ph);
  // A race phase's own additions (race/compile.ts) run on the draft after these, so there they write the draft too.
  const onState = (fn: (x: Exec, env: Env) => void) =>
    ph.race
      ? ({ G, ctx, random, events }: FnArgs) => fn(execOf(p, random, events), envOf(G, ctx))
      : (args: FnArgs) => hookOnPlainCopy(args, (G) => fn(execOf(p, args.random, args.events), envOf(G, args.ctx)));
  const config: PhaseConfig<GameState> = {
    onBegin: onState((x, env) => steps.onBegin(x, env)),
    onEnd: onState((x, env) => steps.onEnd(x, env)),
  };
  // A phase that declares no end and is not shared is ended only by its moves' events: nothing to check.
  if (ph.endIf !== undefined || ph.simultaneous) config.endIf = ({ G, ctx }: FnArgs) => steps.endIf(envOf(G, ctx), activeSeats(ctx));
  if (ph.start) config.start = true;
  if (ph.next) config.next = ph.next;
  let phaseMoves = globalMoves;
  if (ph.moves.length > 0) {
    const own = moveMap(ph.moves.map((n) => [n, compileMove(p, moveStep(p, p.def.moves[n]!), p.def.moves[n]!)] as const));
    if ((ph.turn ?? p.def.turn).canPass && !ph.simultaneous) own.pass = compileMove(p, passStep(p), undefined);
    config.moves = own;
    phaseMoves = own;
  }
  config.turn = compileTurn(p, ph.turn ?? p.def.turn, ph.simultaneous || ph.race ? ph : undefined, ph.name, phaseMoves);
  if (ph.race) attachRace(ph, config, { exec: (random, events) => execOf(p, random, events), env: envOf });
  return config;
}

export interface CompiledGame extends Game<GameState> {
  name: string;
  /** The compiled program: legal actions and views for tools (simulator, UI) without going through a Client. */
  deckhand: {
    def: GameDef;
    /** The hooks it was compiled with (search bots read `hooks.determinize`). */
    hooks: GameHooks;
    legalActions(G: GameState, ctx: Ctx, playerID: string): Action[];
    playerView(G: GameState, playerID: string | null): ReturnType<typeof playerView>;
    /** What a seat may do now. The server adds it to each seat's view (`PlayerView.legal`) as it sends it, so the
     * game's own `playerView` stays as cheap as before for bots and the simulator, which do not need it. */
    legalView(G: GameState, ctx: Ctx, playerID: string): LegalView;
    /** Why the rules refuse this move from this seat now, in words; undefined when they accept it. */
    explainMove(G: GameState, ctx: Ctx, playerID: string, move: string, args: readonly unknown[]): string | undefined;
    /** The same game reading time from `clock` (race phases; docs/race.md): for tests and the simulator. */
    withClock(clock: () => number): CompiledGame;
    /** The compiled rules themselves, which the fast simulator (`simulator(game)`) runs without boardgame.io. */
    program: Program;
    /** Which moves a seat may take back, from their effects (undo/undo-rules.ts). */
    undo: Record<string, UndoRule>;
  };
}

export interface CompileOptions {
  /** Server time in ms for race phases (docs/race.md). Default Date.now; tests and the simulator inject their own. */
  clock?: () => number;
  /**
   * Whether expressions and effects are compiled to generated source (expr/compile/codegen.ts); default: wherever it is on
   * (Node, not `DECKHAND_NO_CODEGEN=1`). Tests set it to compare the two forms in one process.
   */
  codegen?: boolean;
}

export function compile(def: GameDef, hooks: GameHooks = {}, opts: CompileOptions = {}): CompiledGame {
  const p = buildProgram(def, hooks, opts.codegen);
  if (opts.clock) p.clock = opts.clock;
  const moves = moveMap<LongFormMove<GameState>>(globalMoves(p).map((m) => [m.name, compileMove(p, moveStep(p, m), m)] as const));
  if (def.turn.canPass) moves.pass = compileMove(p, passStep(p), undefined);
  const phases: Record<string, PhaseConfig<GameState>> = {};
  for (const ph of Object.values(def.phases)) phases[ph.name] = compilePhase(p, ph, moves);
  const undo = undoRules(def);
  const captions = captionsFor(p);
  const offTable = offTableFor(p);
  const enumerate = (G: GameState, ctx: Ctx, playerID: string): Action[] => legalActions(execOf(p, undefined, undefined), envOf(G, ctx), Number(playerID), activeSeats(ctx));
  const legal = (G: GameState, ctx: Ctx, playerID: string): LegalView => legalView(execOf(p, undefined, undefined), envOf(G, ctx), Number(playerID), activeSeats(ctx));
  const game: CompiledGame = {
    name: def.id,
    minPlayers: def.players.min,
    maxPlayers: def.players.max,
    // A seat may take back its own moves of this turn that showed nothing (undo/undo-rules.ts); the server decides.
    disableUndo: false,
    plugins: [PlainStatePlugin],
    setup: ({ ctx, random }: { ctx: Ctx; random: BgioRandom }, setupData?: Record<string, unknown>) =>
      initialState(p, ctx.numPlayers, hookRandom(random), setupData),
    validateSetupData: (setupData: unknown, numPlayers: number) => validateSetupData(def, setupData, numPlayers),
    moves,
    turn: compileTurn(p, def.turn, undefined, null, moves),
    ...(Object.keys(phases).length ? { phases } : {}),
    endIf: ({ G }: FnArgs) => gameover(G),
    playerView: ({ G, ctx, playerID }: { G: GameState; ctx: Ctx; playerID: string | null }) => {
      const view = playerView(def, hooks, G, playerID === null || playerID === undefined ? null : Number(playerID));
      if (!captions && !offTable) return view;
      const env = envOf(G, ctx);
      const off = offTable?.(env);
      return { ...view, ...(captions ? { captions: captions(env) } : {}), ...(off?.length ? { offTable: off } : {}) };
    },
    // Every turn, phase and game end is decided inside moves; a client may not send any event itself.
    events: { endTurn: false, endPhase: false, setPhase: false, endGame: false, endStage: false, setStage: false, pass: false, setActivePlayers: false },
    ai: { enumerate: (G: GameState, ctx: Ctx, playerID: string) => enumerate(G, ctx, playerID) },
    deckhand: {
      def,
      hooks,
      legalActions: enumerate,
      playerView: (G, playerID) => playerView(def, hooks, G, playerID === null ? null : Number(playerID)),
      legalView: legal,
      explainMove: (G, ctx, playerID, move, args) =>
        explainMove(execOf(p, undefined, undefined), envOf(G, ctx), Number(playerID), activeSeats(ctx), move, Array.isArray(args) ? args : []),
      withClock: (clock) => compile(def, hooks, { ...opts, clock }),
      program: p,
      undo,
    },
  } as CompiledGame;
  markUndoable(game, undo);
  return game;
}
