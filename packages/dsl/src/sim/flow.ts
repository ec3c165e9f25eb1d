/**
 * boardgame.io's turn and phase flow (its `Flow`, events plugin and move checks), for the part of it compiled
 * games use, on a mutable state: the fast simulator's engine. The hooks it calls are the compiled game's own
 * (runtime/turn/steps.ts), and the order in which it calls them is boardgame.io's, so a seeded match reaches the same
 * state either way (the agreement test plays every shipped game both ways).
 */
import type { Ctx } from 'boardgame.io';
import { newEnv, type Env } from '../expr/env';
import { execOf, resetExec, type Events, type Exec } from '../runtime/effects/exec';
import type { Program } from '../runtime/program';
import type { GameState } from '../runtime/state/state';
import { gameover, moveStep, passStep, phaseSteps, turnSteps, type MoveStep, type PhaseSteps, type TurnSteps } from '../runtime/turn/steps';
import { raceBegin, raceEnd, raceMoveStep } from '../race/compile';
import { RACE_MOVES } from '../race/actions';
import type { MoveDef, PhaseDef, TurnDef } from '../ir/types';
import { moveStepIn } from '../runtime/turn/steps.fast';
import { generates } from '../expr/compile/codegen';
import { openInStage, stageOf } from '../runtime/turn/stages';
import { aleaNext, aleaRandom, type AleaState } from './alea';
import type { HookRandom } from '../hooks/api';
import { globalMoves } from '../runtime/turn/phase-moves';
import { moveMayReject } from './reject';
import { newKeptListing } from '../runtime/legal/kept-listing';
import type { KeptListing } from '../runtime/legal/action';
import type { Action } from '../runtime/legal/action';

/** A match in the fast simulator: boardgame.io's `G` and `ctx`, the random stream, and the accepted actions. */
export interface SimState {
  G: GameState;
  ctx: Ctx;
  /** boardgame.io's `plugins.random.data.prngstate` (the seed's state before the first draw). */
  random: AleaState;
  /** Accepted actions so far: boardgame.io's `_stateID`. */
  stateID: number;
  /** Log entries without sentence text (`SimOptions.logText: false`): only for playouts nobody reads. */
  noLogText?: boolean;
  /**
   * The legal moves (but `pass`; null: none at all) of `seat` on this very table, listed by the last action's stuck
   * check when nothing ran after it (runtime/legal/kept-listing.ts); the next `legalActions` of that seat takes them. Set
   * and cleared by the simulator's `apply` only: a state changed any other way must not carry it (`clone` and
   * `fromState` never do).
   */
  listed?: { seat: number; moves: Action[] | null } | undefined;
  /**
   * The actions the simulator's last `legalActions` handed out for `seat` on this table (at `stateID`), when every
   * one of them came from the rules' own listing (no hook's `enumerate`): `apply` given one of these very objects
   * (among the first `count`, the list as handed out) skips the checks that listing made. Set by `legalActions`, taken by the next `apply`; `clone` and `fromState`
   * never carry it.
   */
  offered?: { seat: number; stateID: number; actions: readonly Action[]; count: number } | undefined;
}

interface SimMove {
  step: MoveStep;
  /** Its effects may reject it after changing `G`: keep a copy to go back to. */
  mayReject: boolean;
}

interface FlowPhase {
  steps?: PhaseSteps;
  /** The phase's `endIf` can hold: it declares one, passes cards or is simultaneous (else it is never called). */
  mayEnd: boolean;
  race?: PhaseDef;
  turn: TurnSteps;
  maxMoves?: number;
  /** Every seat is active at once (simultaneous and race phases). */
  allActive: boolean;
  /** `turn.stages`: the stage each turn starts in, and the moves each stage allows (boardgame.io's stage configs). */
  firstStage?: string;
  stageMoves?: Map<string, Set<string>>;
  next: string | null;
  moves: Map<string, SimMove>;
}

type FlowFn = 'StartGame' | 'StartPhase' | 'StartTurn' | 'UpdatePhase' | 'UpdateTurn' | 'UpdateStage' | 'EndGame' | 'EndPhase' | 'EndTurn' | 'EndStage';

interface FlowEvent {
  fn: FlowFn;
  arg?: unknown;
  turn?: number;
  phase?: string | null;
  currentPlayer?: string;
  playerID?: string;
}

/** An event a hook asked for (boardgame.io's events plugin queue), with the turn and phase it was asked in. */
interface Queued {
  type: 'endTurn' | 'endPhase' | 'setPhase' | 'setStage';
  turn: number;
  phase: string | null;
  next: string | undefined;
  /** Asked from a phase's onEnd, where boardgame.io refuses turn and phase events. */
  fromEnd: boolean;
}

/** One action being processed: the state, its random API and the events queued so far. */
interface Run {
  s: SimState;
  /**
   * The events asked for in this action: the first `queued` records of `queue`. The records and the list are the
   * run's own, written over by the next action's events (a turn change asks for one on nearly every action, and a
   * new list and record for it were two allocations and the list's first growth each time).
   */
  queue: Queued[];
  queued: number;
  events: Events;
  random: HookRandom;
  inEnd: boolean;
  /** The environment every step of the action reads, refreshed from the state before each (runEnv). */
  env: Env;
  /** What the stuck checks listed; dropped at every flow step, since a step may change the table. */
  kept: KeptListing;
  /** The context every step of the action gets, made ready again for each (`exec`). */
  x: Exec | undefined;
}

export function phaseOfCtx(ctx: Ctx): string | null {
  return (ctx.phase as string | null | undefined) ?? null;
}

/** boardgame.io's `activePlayers` for `{ all: Stage.NULL }`: every seat, in no stage (typed as a stage name). */
function allActive(ctx: Ctx): NonNullable<Ctx['activePlayers']> {
  const out: Record<string, null> = {};
  for (const id of ctx.playOrder) out[id] = null;
  return out as unknown as NonNullable<Ctx['activePlayers']>;
}

export class Flow {
  private readonly phases = new Map<string | null, FlowPhase>();
  readonly startPhase: string | null = null;

  constructor(readonly p: Program) {
    const def = p.def;
    // Where code generation is on, each phase's steps are generated for it (runtime/turn/steps.fast.ts); else the generic step.
    const special = generates(p.runtime);
    const stepOf = (m: MoveDef, phase: string | null): MoveStep => (special ? moveStepIn(p, m, phase) : undefined) ?? moveStep(p, m);
    const global = new Map<string, SimMove>();
    for (const m of globalMoves(p)) global.set(m.name, { step: stepOf(m, null), mayReject: moveMayReject(def, m) });
    if (def.turn.canPass) global.set('pass', { step: passStep(p), mayReject: false });
    // `maxMoves` here too: a game without phases ends its turns after that many moves, as boardgame.io does (issue 36, bug 1).
    this.phases.set(null, {
      turn: turnSteps(p, def.turn, false, null),
      ...(def.turn.maxMoves !== undefined ? { maxMoves: def.turn.maxMoves } : {}),
      mayEnd: false,
      allActive: false,
      next: null,
      moves: global,
      ...stagesOf(p, def.turn, false, global),
    });
    for (const ph of Object.values(def.phases)) {
      const t = ph.turn ?? def.turn;
      const shared = ph.simultaneous || Boolean(ph.race);
      let moves = global;
      if (special && !ph.race && ph.moves.length === 0) {
        // The game's moves, each with a step made for this phase (`pass` as the game's turn allows it).
        moves = new Map();
        for (const [name, move] of global) moves.set(name, name === 'pass' ? move : { step: stepOf(def.moves[name]!, ph.name), mayReject: move.mayReject });
      }
      if (ph.race) {
        moves = new Map();
        for (const kind of [ph.race.slap !== undefined ? ('slap' as const) : ('answer' as const), 'stuck' as const, 'resolve' as const]) {
          const step = raceMoveStep(ph, kind);
          // A race move may run the round's effects (which may reject) after stamping the round.
          moves.set(RACE_MOVES[kind], { step: (x, env, seat, raw) => step(x, env, seat, raw), mayReject: true });
        }
      } else if (ph.moves.length > 0) {
        moves = new Map();
        for (const n of ph.moves) moves.set(n, { step: stepOf(def.moves[n]!, ph.name), mayReject: moveMayReject(def, def.moves[n]!) });
        if (t.canPass && !ph.simultaneous) moves.set('pass', { step: passStep(p), mayReject: false });
      }
      this.phases.set(ph.name, {
        steps: phaseSteps(p, ph),
        mayEnd: ph.endIf !== undefined || Boolean(ph.pass) || Boolean(ph.simultaneous),
        ...(ph.race ? { race: ph } : {}),
        turn: turnSteps(p, t, shared, ph.name),
        ...(t.maxMoves !== undefined ? { maxMoves: t.maxMoves } : {}),
        allActive: shared,
        next: ph.next ?? null,
        moves,
        ...stagesOf(p, t, shared, moves),
      });
      if (ph.start) this.startPhase = ph.name;
    }
  }

  /**
   * The phase asked for last (undefined: none yet) and its config: most flow steps of an action ask for the same one.
   * Two fields rather than a record of both: no record made when the phase changes.
   */
  private lastPhaseName: string | null | undefined = undefined;
  private lastCfg: FlowPhase | undefined;

  private phase(name: string | null): FlowPhase {
    if (name === this.lastPhaseName) return this.lastCfg!;
    const cfg = this.phases.get(name) ?? this.phases.get(null)!;
    this.lastPhaseName = name;
    this.lastCfg = cfg;
    return cfg;
  }

  /** boardgame.io's `ctx` before the first phase starts. */
  initialCtx(numPlayers: number): Ctx {
    return {
      numPlayers,
      turn: 0,
      currentPlayer: '0',
      playOrder: playOrderOf(numPlayers),
      playOrderPos: 0,
      phase: this.startPhase as string,
      activePlayers: null,
      numMoves: 0,
    };
  }

  /** Starts the game's flow on a state whose `G` was just set up (boardgame.io's `flow.init`). */
  begin(s: SimState): void {
    const r = this.newRun(s);
    this.process(r, [{ fn: 'StartGame' }]);
    this.flush(r);
    this.handOver(r);
    this.done(r);
  }

  /** The move `name` open to `seat` now, or undefined (boardgame.io's `getMove` and activity checks). */
  moveFor(s: SimState, seat: string, name: string): SimMove | undefined {
    const ctx = s.ctx;
    if (ctx.gameover !== undefined) return undefined;
    if (ctx.activePlayers ? !(seat in ctx.activePlayers) : ctx.currentPlayer !== seat) return undefined;
    const cfg = this.phase(phaseOfCtx(ctx));
    // boardgame.io's getMove: a seat in a stage may make only that stage's moves.
    const stage = stageOf(ctx.activePlayers, seat);
    const allowed = stage !== null ? cfg.stageMoves?.get(stage) : undefined;
    if (allowed && !allowed.has(name)) return undefined;
    const moves = cfg.moves;
    if (moves === this.lastMoves && name === this.lastMoveName) return this.lastMove;
    const move = moves.get(name);
    this.lastMoves = moves;
    this.lastMoveName = name;
    this.lastMove = move;
    return move;
  }

  /**
   * The move `moveFor` found last, with its phase's map and its name: a phase's map never changes once built, and a
   * game plays the same few moves action after action (Build Up only `play`), so two comparisons (the name is mostly
   * the very string the listing wrote) replace the map's look-up by a string key. That look-up was 136 instructions
   * of a Build Up simulator action's 11,429 (1.2 %, cachegrind, tools/bench/instructions.sh's method).
   */
  private lastMoves: Map<string, SimMove> | undefined;
  private lastMoveName: string | undefined;
  private lastMove: SimMove | undefined;

  /**
   * Runs a move already found by `moveFor`, then the flow after it. False when the move rejects itself; the caller
   * restores the state if `move.mayReject` (and then kept a copy). `listed`: the arguments are a tuple the legal
   * listing of this very table gave the seat (runtime/turn/steps.ts: MoveStep).
   */
  runMove(s: SimState, move: SimMove, seat: number, args: readonly unknown[], listed = false): boolean {
    const r = this.newRun(s);
    const ctx = s.ctx;
    // An exception (a bug) leaves the run busy: the next action makes a new one.
    if (!move.step(this.exec(r), this.runEnv(r), seat, args, this.activeSeats(ctx), listed)) {
      r.kept.moves = undefined;
      this.done(r);
      return false;
    }
    if (seatId(seat) === ctx.currentPlayer) ctx.numMoves = (ctx.numMoves ?? 0) + 1;
    this.afterMove(r);
    this.flush(r);
    this.handOver(r);
    this.done(r);
    s.stateID++;
    return true;
  }

  activeSeats(ctx: Ctx): number[] | null {
    return ctx.activePlayers ? Object.keys(ctx.activePlayers).map(Number) : null;
  }

  env(s: SimState): Env {
    const ctx = s.ctx;
    return newEnv(s.G, ctx.numPlayers, Number(ctx.currentPlayer), ctx.turn, phaseOfCtx(ctx), stageOf(ctx.activePlayers, ctx.currentPlayer));
  }

  /**
   * The run's one environment, refreshed from the state: every field set again (the bound ones cleared), so a step
   * sees exactly what a new environment would show it. Steps run one after another and none keeps its environment
   * past its return (a `forEach` body or a firing trigger gets a copy), so one object serves the whole action.
   */
  private runEnv(r: Run): Env {
    return refresh(r.env, r.s);
  }

  private listing: Env | undefined;

  /**
   * The environment a listing reads (`legalActions`), refreshed from the state as `runEnv` refreshes an action's: one
   * object for every listing, since a listing keeps nothing of it (its actions hold only their argument tuples).
   */
  listEnv(s: SimState): Env {
    return refresh((this.listing ??= newEnv(undefined as unknown as GameState, 0, 0, 0, null)), s);
  }

  /**
   * The step's context: the run's one object with every per-step field cleared (runtime/effects/exec.ts `resetExec`), which
   * a new one per step would only repeat (an object of fifteen fields, made for the move step and again for the turn
   * start of nearly every Build Up action).
   */
  exec(r: Run): Exec {
    const x = r.x;
    if (x === undefined) return (r.x = execOf(this.p, r.random, r.events, false, r.s.noLogText === true, r.kept));
    return resetExec(x, r.events, r.s.noLogText === true);
  }

  /** One run reused by every action (actions never nest); a fresh one only if one is asked for while it is busy. */
  private idle: Run | undefined;

  private newRun(s: SimState): Run {
    const r = this.idle ?? makeRun();
    this.idle = undefined;
    // Nearly always the state of the action before (a match is played action after action): not written again.
    if (r.s !== s) r.s = s;
    r.queued = 0;
    r.inEnd = false;
    return r;
  }

  /** Gives the state the listing the action's last stuck check made, if no flow step ran after it. */
  private handOver(r: Run): void {
    const k = r.kept;
    r.s.listed = k.moves !== undefined ? { seat: k.seat, moves: k.moves } : undefined;
    k.moves = undefined;
  }

  /** Hands a finished action's run back for the next one. */
  private done(r: Run): void {
    this.idle = r;
  }

  /** boardgame.io's events plugin flush: the queued events in order, each through the flow. */
  private flush(r: Run): void {
    const ctx = r.s.ctx;
    const initialTurn = ctx.turn;
    for (let i = 0; i < r.queued; i++) {
      const ev = r.queue[i]!;
      if (ctx.turn - initialTurn >= ctx.numPlayers * 100) throw new Error('more turns ended in one action than boardgame.io allows');
      if (ev.fromEnd) throw new Error(`${ev.type} asked for in a phase's onEnd, which boardgame.io refuses`);
      if (ctx.gameover !== undefined) break;
      const phase = phaseOfCtx(ctx);
      if (ev.type === 'endTurn') {
        if (ev.turn !== ctx.turn) continue;
        this.endTurnNow(r);
      } else if (ev.type === 'setStage') {
        if (ev.turn !== ctx.turn) continue;
        this.process(r, [{ fn: 'EndStage', arg: ev.next, playerID: ctx.currentPlayer }]);
      } else {
        if (ev.phase !== phase) continue;
        this.process(r, [{ fn: 'EndPhase', turn: ctx.turn, phase, ...(ev.type === 'setPhase' ? { arg: { next: ev.next } } : {}) }]);
      }
    }
  }

  /**
   * `process(r, [{ fn: 'OnMove' }])` without the lists: the move step itself does nothing, so only the checks after
   * it run, and a list is made only when one of them ends the game, the phase or the turn (most moves end none).
   */
  private afterMove(r: Run): void {
    const ctx = r.s.ctx;
    if (r.s.G.result) {
      this.process(r, [{ fn: 'EndGame', arg: gameover(r.s.G), turn: ctx.turn, phase: phaseOfCtx(ctx) }]);
      return;
    }
    const cfg = this.phase(phaseOfCtx(ctx));
    if (cfg.mayEnd && cfg.steps?.endIf(this.runEnv(r), this.activeSeats(ctx))) {
      this.process(r, [{ fn: 'EndPhase', arg: true, turn: ctx.turn, phase: phaseOfCtx(ctx) }]);
      return;
    }
    if (cfg.maxMoves && (ctx.numMoves ?? 0) >= cfg.maxMoves) this.process(r, [{ fn: 'EndTurn', arg: true, turn: ctx.turn, phase: phaseOfCtx(ctx) }]);
  }

  /** boardgame.io's `Process`: runs flow steps, checking after each whether the game, phase or turn ends. */
  private process(r: Run, events: FlowEvent[]): void {
    const ctx = r.s.ctx;
    // Made on the first EndPhase: most actions end none.
    let phasesEnded: Set<string | null> | undefined;
    for (let i = 0; i < events.length; i++) {
      const e = events[i]!;
      if (e.fn === 'EndPhase') {
        const phase = phaseOfCtx(ctx);
        if (phasesEnded?.has(phase)) {
          r.kept.moves = undefined;
          ctx.phase = null as unknown as string;
          return;
        }
        (phasesEnded ??= new Set()).add(phase);
      }
      // The step appends the events it asks for next; a check below that ends the game, phase or turn drops them
      // (cuts the list back to `asked`) and asks for its own instead, as boardgame.io's Process does.
      const asked = events.length;
      this.step(r, e, events);
      if (e.fn === 'EndGame') break;
      const end = this.ending(r, e.fn);
      if (end) {
        events.length = asked;
        events.push(end);
      }
    }
  }

  /** The checks Process makes after each flow step: the event that ends the game, the phase or the turn now, if any. */
  private ending(r: Run, after: FlowFn, cfg = this.phase(phaseOfCtx(r.s.ctx))): FlowEvent | undefined {
    const ctx = r.s.ctx;
    if (r.s.G.result) return { fn: 'EndGame', arg: gameover(r.s.G), turn: ctx.turn, phase: phaseOfCtx(ctx) };
    if (cfg.mayEnd && cfg.steps?.endIf(this.runEnv(r), this.activeSeats(ctx))) return { fn: 'EndPhase', arg: true, turn: ctx.turn, phase: phaseOfCtx(ctx) };
    if (after === 'UpdateStage' && cfg.maxMoves && (ctx.numMoves ?? 0) >= cfg.maxMoves) return { fn: 'EndTurn', arg: true, turn: ctx.turn, phase: phaseOfCtx(ctx) };
    return undefined;
  }

  /**
   * `process(r, [{ fn: 'EndTurn', … }])` for the turn a move ended (most actions), without event records: the
   * EndTurn, UpdateTurn and StartTurn steps in order, each as `step` runs it and each followed by Process's checks.
   * The first check that ends the game, phase or turn — or a phase with no next seat — hands `process` the event
   * it asks for, as Process drops the steps queued after such a check.
   */
  private endTurnNow(r: Run): void {
    const ctx = r.s.ctx;
    // EndTurn (`endTurn`, compiled games have no turn.onEnd): the seat leaves the turn.
    r.kept.moves = undefined;
    ctx.activePlayers = null;
    // The phase stays until a check below ends something (then `process` takes over): no step here changes
    // `ctx.phase` (a hook's events are only queued), so its config is looked up once, not at each check.
    const cfg = this.phase(phaseOfCtx(ctx));
    let end = this.ending(r, 'EndTurn', cfg);
    if (end) return this.process(r, [end]);
    // UpdateTurn: the next seat, or the phase ends when there is none.
    r.kept.moves = undefined;
    const seat = cfg.turn.next(this.runEnv(r));
    if (seat === undefined) {
      const phaseEnds: FlowEvent = { fn: 'EndPhase', turn: ctx.turn, phase: phaseOfCtx(ctx) };
      return this.process(r, [this.ending(r, 'UpdateTurn', cfg) ?? phaseEnds]);
    }
    const pos = positionOf(ctx, seat);
    ctx.playOrderPos = pos;
    ctx.currentPlayer = ctx.playOrder[pos]!;
    end = this.ending(r, 'UpdateTurn', cfg);
    if (end) return this.process(r, [end]);
    // StartTurn, for the seat just chosen.
    this.startTurn(r, ctx.currentPlayer, cfg);
    end = this.ending(r, 'StartTurn', cfg);
    if (end) this.process(r, [end]);
  }

  /** boardgame.io's StartTurn for a seat UpdateTurn chose (`cfg`: the phase's config, if the caller has it). */
  private startTurn(r: Run, player: string, cfg = this.phase(phaseOfCtx(r.s.ctx))): void {
    r.kept.moves = undefined;
    const ctx = r.s.ctx;
    ctx.currentPlayer = player;
    if (cfg.allActive) ctx.activePlayers = allActive(ctx);
    else if (cfg.firstStage !== undefined) ctx.activePlayers = inStage(ctx.currentPlayer, cfg.firstStage);
    ctx.turn += 1;
    ctx.numMoves = 0;
    if (cfg.turn.needed) cfg.turn.onBegin(this.exec(r), this.runEnv(r), this.activeSeats(ctx));
  }

  private step(r: Run, e: FlowEvent, next: FlowEvent[]): void {
    // Whatever a stuck check listed before this step may no longer hold after it.
    r.kept.moves = undefined;
    const s = r.s;
    const ctx = s.ctx;
    switch (e.fn) {
      case 'StartGame':
        next.push({ fn: 'StartPhase' });
        return;
      case 'StartPhase': {
        const cfg = this.phase(phaseOfCtx(ctx));
        if (cfg.steps) cfg.steps.onBegin(this.exec(r), this.runEnv(r));
        if (cfg.race) raceBegin(cfg.race, this.exec(r), this.runEnv(r));
        next.push({ fn: 'StartTurn' });
        return;
      }
      case 'StartTurn': {
        if (e.currentPlayer !== undefined) {
          this.startTurn(r, e.currentPlayer);
          return;
        }
        const cfg = this.phase(phaseOfCtx(ctx));
        {
          ctx.playOrder = playOrderOf(ctx.numPlayers);
          const pos = positionOf(ctx, cfg.turn.first(this.runEnv(r)));
          ctx.playOrderPos = pos;
          ctx.currentPlayer = ctx.playOrder[pos]!;
          ctx.activePlayers = cfg.allActive ? allActive(ctx) : cfg.firstStage !== undefined ? inStage(ctx.currentPlayer, cfg.firstStage) : null;
        }
        ctx.turn += 1;
        ctx.numMoves = 0;
        if (cfg.turn.needed) cfg.turn.onBegin(this.exec(r), this.runEnv(r), this.activeSeats(ctx));
        return;
      }
      case 'UpdatePhase': {
        const arg = e.arg as { next?: string } | undefined;
        if (arg && arg.next) {
          if (!this.phases.has(arg.next)) return;
          ctx.phase = arg.next;
        } else {
          ctx.phase = (this.phase(e.phase ?? null).next ?? null) as string;
        }
        next.push({ fn: 'StartPhase' });
        return;
      }
      case 'UpdateTurn': {
        const cfg = this.phase(phaseOfCtx(ctx));
        const seat = cfg.turn.next(this.runEnv(r));
        if (seat === undefined) {
          next.push({ fn: 'EndPhase', turn: ctx.turn, phase: phaseOfCtx(ctx) });
        } else {
          const pos = positionOf(ctx, seat);
          ctx.playOrderPos = pos;
          ctx.currentPlayer = ctx.playOrder[pos]!;
          next.push({ fn: 'StartTurn', currentPlayer: ctx.currentPlayer });
        }
        return;
      }
      case 'EndGame': {
        this.endPhase(r, { fn: 'EndPhase', phase: e.phase ?? null }, undefined);
        ctx.gameover = e.arg === undefined ? true : e.arg;
        return;
      }
      case 'EndPhase':
        this.endPhase(r, e, next);
        return;
      case 'EndTurn':
        this.endTurn(r, e, next);
        return;
      case 'EndStage': {
        // boardgame.io's EndStage with a target: the seat leaves its stage (activePlayers empties to null), then
        // UpdateStage puts it in the new one.
        next.push({ fn: 'UpdateStage', arg: e.arg, playerID: e.playerID! });
        const active = ctx.activePlayers as Record<string, string | null> | null;
        if (!active || !(e.playerID! in active)) return;
        const rest = { ...active };
        delete rest[e.playerID!];
        ctx.activePlayers = (Object.keys(rest).length ? rest : null) as Ctx['activePlayers'];
        return;
      }
      case 'UpdateStage':
        ctx.activePlayers = { ...(ctx.activePlayers ?? {}), [e.playerID!]: e.arg as string } as Ctx['activePlayers'];
        return;
    }
  }

  private endTurn(r: Run, e: FlowEvent, next: FlowEvent[] | undefined): void {
    const ctx = r.s.ctx;
    if (e.turn !== ctx.turn) return;
    // Compiled games have no turn.onEnd.
    next?.push({ fn: 'UpdateTurn', arg: e.arg, currentPlayer: ctx.currentPlayer });
    ctx.activePlayers = null;
  }

  private endPhase(r: Run, e: FlowEvent, next: FlowEvent[] | undefined): void {
    const s = r.s;
    const ctx = s.ctx;
    this.endTurn(r, { fn: 'EndTurn', ...(e.turn !== undefined ? { turn: e.turn } : {}) }, undefined);
    const phase = phaseOfCtx(ctx);
    next?.push({ fn: 'UpdatePhase', arg: e.arg, phase });
    if (phase === null) return;
    const cfg = this.phase(phase);
    r.inEnd = true;
    try {
      cfg.steps?.onEnd(this.exec(r), this.runEnv(r));
      if (cfg.race) raceEnd(s.G);
    } finally {
      r.inEnd = false;
    }
    ctx.phase = null as unknown as string;
  }
}

/** `activePlayers` with one seat in a stage. */
function inStage(seat: string, stage: string): NonNullable<Ctx['activePlayers']> {
  return { [seat]: stage } as NonNullable<Ctx['activePlayers']>;
}

/** A turn's stages as the flow needs them (compile.ts gives boardgame.io the same: runtime/turn/stages.ts decides). */
function stagesOf(p: Program, t: TurnDef, shared: boolean, moves: Map<string, SimMove>): Pick<FlowPhase, 'firstStage' | 'stageMoves'> {
  if (shared || !t.stages?.length) return {};
  const stageMoves = new Map<string, Set<string>>();
  for (const s of t.stages) {
    stageMoves.set(s.name, new Set([...moves.keys()].filter((n) => n === 'pass' || (p.def.moves[n] !== undefined && openInStage(p.def.moves[n]!, t.stages, s.name)))));
  }
  return { firstStage: t.stages[0]!.name, stageMoves };
}

/**
 * boardgame.io's play-order position of a seat (the compiled `turn.order` functions return these). The flow's play
 * order is always `playOrderOf(n)`, ids '0' to 'n-1' each once, where seat s stands at position s: that is checked
 * first (one read and one comparison of the same interned id), before the search, which compared the id with each
 * entry before it (29 instructions per Build Up action in `indexOf`, docs/benchmarks.md session 16).
 */
function positionOf(ctx: Ctx, seat: number): number {
  const order = ctx.playOrder;
  const id = seatId(seat);
  // Ids in a play order are distinct (boardgame.io's default order, the only one compiled games have), so an id found
  // at its seat's own position is found at its first.
  if (order[seat] === id) return seat;
  return Math.max(0, order.indexOf(id));
}

/** Seat ids as text, made once: a turn change looks its seat up in the play order by id (no new string per turn). */
const SEAT_IDS: readonly string[] = Array.from({ length: 64 }, (_, i) => String(i));

export function seatId(seat: number): string {
  return SEAT_IDS[seat] ?? String(seat);
}

/**
 * boardgame.io's default play order, seat ids '0' to 'n-1', as a new list, made by a plain loop. `Array.from` with a
 * mapper over an array-like object took the generic path (about 1 % of Bag's profile, twice per game) and made a
 * holey list (it creates the array at its length, then fills it), which every turn change reads (`positionOf`'s
 * `indexOf`, the current player's id) on the slower holey path: this alone took Bag from 13,399 to 13,029
 * instructions per action and Build Up from 15,001 to 14,830 (docs/benchmarks.md, session 15).
 */
function playOrderOf(n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(seatId(i));
  return out;
}

/**
 * A run whose random API and events read the state it is given (`r.s`), so one run serves every action. The random
 * API draws from `r.s.random` exactly as boardgame.io's does (sim/alea.ts).
 */
function makeRun(): Run {
  const r: Run = {
    s: undefined as unknown as SimState,
    queue: [],
    queued: 0,
    random: {
      shuffle: (items) => aleaRandom(r.s.random).shuffle(items),
      int: (n) => Math.floor(aleaNext(r.s.random) * n),
      number: () => aleaNext(r.s.random),
    },
    inEnd: false,
    env: newEnv(undefined as unknown as GameState, 0, 0, 0, null),
    kept: newKeptListing(),
    x: undefined,
    events: {
      endTurn: () => ask(r, 'endTurn', undefined),
      endPhase: () => ask(r, 'endPhase', undefined),
      setPhase: (next) => ask(r, 'setPhase', next),
      // Only moves change stages, so the seat is the one whose move is running: the current player.
      setStage: (next) => ask(r, 'setStage', next),
    },
  };
  return r;
}

/** Queues an event with the turn and phase it is asked in: into the run's next record, made only the first time. */
function ask(r: Run, type: Queued['type'], next: string | undefined): void {
  const ctx = r.s.ctx;
  const q = r.queue[r.queued];
  if (q === undefined) r.queue.push({ type, turn: ctx.turn, phase: phaseOfCtx(ctx), next, fromEnd: r.inEnd });
  else {
    q.type = type;
    q.turn = ctx.turn;
    q.phase = phaseOfCtx(ctx);
    q.next = next;
    q.fromEnd = r.inEnd;
  }
  r.queued++;
}

/**
 * Every field of a reused environment set from the state again, the bound ones cleared. Two things make it cheaper
 * than writing each field from the state (Build Up refreshes about three times per action: the move step, the next
 * seat, the turn start): the current player's number comes from `seatOfId`, and `G` and the phase, objects the
 * environment nearly always holds already, are written only when they differ (writing an object into a field can
 * call the write barrier's stub). Measured with the rest of session 16's flow changes (docs/benchmarks.md).
 */
function refresh(e: Env, s: SimState): Env {
  const ctx = s.ctx;
  const G = s.G;
  if (e.G !== G) e.G = G;
  e.numPlayers = ctx.numPlayers;
  e.currentPlayer = seatOfId(ctx.currentPlayer);
  e.turn = ctx.turn;
  const phase = phaseOfCtx(ctx);
  if (e.phase !== phase) e.phase = phase;
  e.stage = ctx.activePlayers === null ? null : stageOf(ctx.activePlayers, ctx.currentPlayer);
  e.self = undefined;
  e.args = undefined;
  e.card = undefined;
  e.seat = undefined;
  e.pile = undefined;
  e.pileIndex = undefined;
  e.bound = undefined;
  e.winner = undefined;
  e.tied = undefined;
  return e;
}

/** The id `seatOfId` converted last, and its number. */
let lastId: string | undefined;
let lastSeat = 0;

/**
 * `Number(id)` for a seat id, remembered for the id converted last: a conversion from text is a call into the
 * engine's `ToNumber` each time (Number(ctx.currentPlayer) took about 95 instructions per Build Up action), and
 * nearly every conversion is of the same id as the one before (the current player's, until the turn changes).
 */
function seatOfId(id: string): number {
  if (id !== lastId) {
    lastSeat = Number(id);
    lastId = id;
  }
  return lastSeat;
}
