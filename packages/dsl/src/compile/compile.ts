/**
 * IR + hooks → boardgame.io Game. Pure: no I/O, no globals; everything it needs is in its arguments.
 */
import type { Ctx, FnContext, Game, LongFormMove, PhaseConfig, TurnConfig } from 'boardgame.io';
import { INVALID_MOVE, Stage } from 'boardgame.io/core';
import type { Env } from '../expr/env';
import { T } from '../expr/types';
import type { GameHooks, HookRandom } from '../hooks/api';
import type { GameDef, MoveDef, PhaseDef, TurnDef } from '../ir/types';
import { run, type Events, type Exec } from '../runtime/exec';
import { alive, buildProgram, InvalidMove, nextAlive, stepAlive, type Program } from '../runtime/program';
import { afterAction, canAct, checkMove, hasLegalAction, legalActions, turnDefFor, type Action } from '../runtime/rules';
import { initialState } from '../runtime/setup';
import type { GameState } from '../runtime/state';
import { playerView } from '../runtime/view';
import { explainMove, legalView } from '../runtime/legal';
import type { LegalView } from '../runtime/legal-view';
import { validateSetupData } from './setup-data';
import { attachRace } from '../race/compile';
import { moveMap } from './move-map';

/** boardgame.io's random plugin API, as it reaches moves and hooks. */
interface BgioRandom {
  Shuffle<T>(deck: T[]): T[];
  Number(): number;
}

type FnArgs = FnContext<GameState> & { playerID?: string };

export function hookRandom(random: BgioRandom | undefined): HookRandom {
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
  return { G, numPlayers: ctx.numPlayers, currentPlayer: Number(ctx.currentPlayer), turn: ctx.turn, phase: ctx.phase ?? null };
}

function execOf(p: Program, random: BgioRandom | undefined, events: FnArgs['events'] | undefined): Exec {
  const ev: Events | undefined = events
    ? {
        endTurn: () => events.endTurn(),
        endPhase: () => events.endPhase(),
        setPhase: (ph) => events.setPhase(ph),
      }
    : undefined;
  return { p, random: random ? hookRandom(random) : noRandom, ...(ev ? { events: ev } : {}), revealed: [], setup: false };
}

function activeSeats(ctx: Ctx): number[] | null {
  return ctx.activePlayers ? Object.keys(ctx.activePlayers).map(Number) : null;
}

/**
 * Whether the turn player cannot act: with `endWhenStuck`, no legal move but pass; without it, no legal action at
 * all. Either way the turn must end by itself, or the match would wait for ever.
 */
function turnStuck(x: Exec, env: Env, ctx: Ctx, turn: TurnDef): boolean {
  return !hasLegalAction(x, env, env.currentPlayer, activeSeats(ctx), { includePass: !turn.endWhenStuck });
}

/** Ends the turn when the player has no legal move left. */
function endTurnIfStuck(x: Exec, env: Env, ctx: Ctx, turn: TurnDef): void {
  if (env.G.result) return;
  if (turnStuck(x, env, ctx, turn)) x.events?.endTurn();
}

function compileMove(p: Program, m: MoveDef): LongFormMove<GameState> {
  return {
    move: ({ G, ctx, playerID, random, events }: FnArgs, ...raw: unknown[]) => {
      const x = execOf(p, random, events);
      const seat = Number(playerID);
      const env: Env = { ...envOf(G, ctx), self: seat };
      if (!canAct(p, env, seat, activeSeats(ctx))) return INVALID_MOVE;
      const args = checkMove(x, m, raw, env);
      if (typeof args === 'string') return INVALID_MOVE;
      env.args = args;
      G.lastOut = [];
      try {
        run(x, m.do, env, p.scopes.move[m.name]!);
      } catch (e) {
        if (e instanceof InvalidMove) return INVALID_MOVE;
        throw e;
      }
      if (!m.free) G.moved[seat] = (G.moved[seat] ?? 0) + 1;
      G.stuck = 0;
      G.log.push({
        turn: ctx.turn,
        seat,
        move: m.name,
        ...(m.secretArgs ? {} : { args: raw }),
        ...(x.revealed.length ? { revealed: x.revealed } : {}),
      });
      afterAction(x, env);
      const phase = ctx.phase ? p.def.phases[ctx.phase] : undefined;
      if (!phase?.simultaneous) endTurnIfStuck(x, env, ctx, turnDefFor(p, ctx.phase ?? null));
      return undefined;
    },
    client: !m.serverOnly,
    redact: m.secretArgs,
    ignoreStaleStateID: m.simultaneous,
  } as unknown as LongFormMove<GameState>;
}

function passMove(p: Program): LongFormMove<GameState> {
  return {
    move: ({ G, ctx, playerID, events }: FnArgs) => {
      const env = envOf(G, ctx);
      if (!canAct(p, env, Number(playerID), activeSeats(ctx))) return INVALID_MOVE;
      G.log.push({ turn: ctx.turn, seat: Number(playerID), move: 'pass' });
      events.endTurn();
      return undefined;
    },
  } as unknown as LongFormMove<GameState>;
}

function compileTurn(p: Program, t: TurnDef, simultaneous: PhaseDef | undefined): TurnConfig<GameState> {
  const first = t.first !== undefined ? p.expr(t.first, p.scopes.global, T.number) : undefined;
  const nextSeat = t.next !== undefined ? p.expr(t.next, p.scopes.global, T.number) : undefined;
  const pos = (ctx: Ctx, seat: number) => Math.max(0, ctx.playOrder.indexOf(String(seat)));
  const turn: TurnConfig<GameState> = {
    order: {
      first: ({ G, ctx }: FnArgs) => {
        const env = envOf(G, ctx);
        const seat = first ? Number(first(env)) : 0;
        return pos(ctx, G.out.includes(seat) ? nextAlive(G, ctx.numPlayers, seat) : seat);
      },
      next: ({ G, ctx }: FnArgs) => {
        if (G.result) return undefined;
        // The default: the next seat in the turn direction, passing over the seats a `skip` named.
        const seat = nextSeat ? Number(nextSeat(envOf(G, ctx))) : stepAlive(G, ctx.numPlayers, Number(ctx.currentPlayer), 1 + (G.skip ?? 0));
        return pos(ctx, G.out.includes(seat) ? nextAlive(G, ctx.numPlayers, seat) : seat);
      },
    },
    onBegin: ({ G, ctx, random, events }: FnArgs) => {
      const x = execOf(p, random, events);
      const env = envOf(G, ctx);
      G.lastOut = [];
      if (G.skip) G.skip = 0;
      // Only effects at the turn's start can change the table between two stuck turns.
      const table = t.onBegin.length > 0 ? JSON.stringify([G.zones, G.faceUp]) : '';
      run(x, t.onBegin, env, p.scopes.global);
      afterAction(x, env);
      if (simultaneous || G.result) return;
      if (!turnStuck(x, env, ctx, t)) return;
      // Nobody could move for a whole round twice over, and no turn start changed the table (a deal would bring
      // new cards): the table is deadlocked, so the game ends drawn.
      G.stuck = t.onBegin.length === 0 || table === JSON.stringify([G.zones, G.faceUp]) ? G.stuck + 1 : 0;
      if (G.stuck > 2 * alive(G, ctx.numPlayers).length) G.result = { draw: alive(G, ctx.numPlayers) };
      else x.events?.endTurn();
    },
  };
  if (t.maxMoves !== undefined) turn.maxMoves = t.maxMoves;
  if (simultaneous) turn.activePlayers = { all: Stage.NULL };
  return turn;
}

function compilePhase(p: Program, ph: PhaseDef): PhaseConfig<GameState> {
  const userEnd = ph.endIf !== undefined ? p.expr(ph.endIf, p.scopes.global, T.boolean) : undefined;
  const config: PhaseConfig<GameState> = {
    onBegin: ({ G, ctx, random, events }: FnArgs) => {
      G.moved = G.moved.map(() => 0);
      const x = execOf(p, random, events);
      const env = envOf(G, ctx);
      run(x, ph.onBegin, env, p.scopes.global);
      afterAction(x, env);
    },
    onEnd: ({ G, ctx, random, events }: FnArgs) => {
      // boardgame.io ends the phase once more when the game ends; the game is over, so the phase's end is not played.
      if (G.result) return;
      const x = execOf(p, random, events);
      run(x, ph.onEnd, envOf(G, ctx), p.scopes.global);
      // boardgame.io checks the next phase's endIf before running its onBegin: counts left over from this phase
      // would end a following simultaneous phase before anyone moved in it.
      G.moved = G.moved.map(() => 0);
    },
    endIf: ({ G, ctx }: FnArgs) => {
      const env = envOf(G, ctx);
      if (userEnd?.(env)) return true;
      if (!ph.simultaneous) return false;
      const each = ph.maxMovesEach ?? 1;
      const waiting = alive(G, ctx.numPlayers).filter((s) => (G.moved[s] ?? 0) < each);
      // Done when every seat has made its moves, or when those still due have none left to make.
      if (waiting.length === 0) return true;
      const x = execOf(p, undefined, undefined);
      return waiting.every((s) => !hasLegalAction(x, env, s, activeSeats(ctx), { includePass: false }));
    },
    turn: compileTurn(p, ph.turn ?? p.def.turn, ph.simultaneous || ph.race ? ph : undefined),
  };
  if (ph.start) config.start = true;
  if (ph.next) config.next = ph.next;
  if (ph.moves.length > 0) {
    config.moves = moveMap(ph.moves.map((n) => [n, compileMove(p, p.def.moves[n]!)] as const));
    if ((ph.turn ?? p.def.turn).canPass && !ph.simultaneous) config.moves.pass = passMove(p);
  }
  if (ph.race) attachRace(ph, config, { exec: (random, events) => execOf(p, random, events), env: envOf });
  return config;
}

/**
 * boardgame.io's `ctx.gameover`: `{ winner }` for one winner, `{ draw: true, players }` for a draw, and with
 * `winners:`, `loser(s):` or `rank:` also `winners`, `losers`, `ranks` and `scores` per seat (seat ids as text).
 */
function gameover(G: GameState): unknown {
  const r = G.result;
  if (!r) return undefined;
  const extra = {
    ...(r.winners ? { winners: r.winners.map(String) } : {}),
    ...(r.losers ? { losers: r.losers.map(String) } : {}),
    ...(r.ranks ? { ranks: [...r.ranks] } : {}),
    ...(r.scores ? { scores: [...r.scores] } : {}),
  };
  if (r.draw !== undefined) return { draw: true, players: r.draw.map(String), ...extra };
  if (r.winner !== undefined) return { winner: String(r.winner), ...extra };
  return extra;
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
  };
}

export interface CompileOptions {
  /** Server time in ms for race phases (docs/race.md). Default Date.now; tests and the simulator inject their own. */
  clock?: () => number;
}

export function compile(def: GameDef, hooks: GameHooks = {}, opts: CompileOptions = {}): CompiledGame {
  const p = buildProgram(def, hooks);
  if (opts.clock) p.clock = opts.clock;
  const moves = moveMap<LongFormMove<GameState>>(Object.values(def.moves).map((m) => [m.name, compileMove(p, m)] as const));
  if (def.turn.canPass) moves.pass = passMove(p);
  const phases: Record<string, PhaseConfig<GameState>> = {};
  for (const ph of Object.values(def.phases)) phases[ph.name] = compilePhase(p, ph);
  const enumerate = (G: GameState, ctx: Ctx, playerID: string): Action[] => legalActions(execOf(p, undefined, undefined), envOf(G, ctx), Number(playerID), activeSeats(ctx));
  const legal = (G: GameState, ctx: Ctx, playerID: string): LegalView => legalView(execOf(p, undefined, undefined), envOf(G, ctx), Number(playerID), activeSeats(ctx));
  const game: CompiledGame = {
    name: def.id,
    minPlayers: def.players.min,
    maxPlayers: def.players.max,
    disableUndo: true,
    setup: ({ ctx, random }: { ctx: Ctx; random: BgioRandom }, setupData?: Record<string, unknown>) =>
      initialState(p, ctx.numPlayers, hookRandom(random), setupData),
    validateSetupData: (setupData: unknown, numPlayers: number) => validateSetupData(def, setupData, numPlayers),
    moves,
    turn: compileTurn(p, def.turn, undefined),
    ...(Object.keys(phases).length ? { phases } : {}),
    endIf: ({ G }: FnArgs) => gameover(G),
    playerView: ({ G, playerID }: { G: GameState; ctx: Ctx; playerID: string | null }) =>
      playerView(def, hooks, G, playerID === null || playerID === undefined ? null : Number(playerID)),
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
    },
  } as CompiledGame;
  return game;
}
