/**
 * What each hook of a compiled game does, on a mutable `G`, independent of boardgame.io. The boardgame.io adapter
 * (`compile`, where `G` is an Immer draft) and the fast simulator (`sim/`, plain objects) both call these, so the
 * rules have one implementation and a new construct works in both paths.
 */
import { carriedArg, carriedBefore, carriedCount } from './carried';
import type { Env } from '../../expr/env';
import { T } from '../../expr/types';
import type { HookRandom } from '../../hooks/api';
import type { Expr, MoveDef, PhaseDef, StageDef, TurnDef } from '../../ir/types';
import { countsChanges, newExec, type Exec } from '../effects/exec';
import { run } from '../effects/effects';
import { effectsFn } from '../effects/effects';
import type { EffectsFn } from '../effects/exec';
import { moveLineFn, settleLog } from '../../log/write';
import { alive, InvalidMove, nextAlive, stepAlive, type Fn, type Program } from '../program';
import type { GameState, LogEntry } from '../state/state';
import { canAct, checkMove, hasLegalAction } from '../legal/legal-actions';
import { afterAction } from './after-action';
import { movesInPhase, turnDefFor } from './phase-moves';
import { hasLegalKept } from '../legal/kept-listing';
import { phasePlans } from '../legal/legal-phase';
import { turnStartNeeded, turnStartQuiet } from './turn-start';
import { deliverPasses, passIsHold } from './pass';
import { openInStage, stageAfter, stagesIn } from './stages';
import { revealLanded } from '../log/landed';
import { newArgs } from '../legal/args';
import { addReveals, tellOnLines } from '../log/told';
import { logShown } from '../log/shown';

/**
 * A move's body: false when it is rejected (the caller then keeps the state as it was). `listed`: the arguments are
 * a tuple the legal listing of this very table gave this seat (the simulator knows), so the checks the listing made —
 * argument values, precondition, guard — are not made again.
 */
export type MoveStep = (x: Exec, env: Env, seat: number, raw: readonly unknown[], activeSeats: readonly number[] | null, listed?: boolean) => boolean;

/**
 * Whether the turn player cannot act: with `endWhenStuck`, no legal move but pass; without it, no legal action at
 * all. Either way the turn must end by itself, or the match would wait for ever.
 */
function turnStuck(x: Exec, env: Env, activeSeats: readonly number[] | null, turn: TurnDef): boolean {
  // In the simulator the moves are listed in full and kept for the bot's next choice (runtime/legal/kept-listing.ts).
  return !hasLegalKept(x, env, env.currentPlayer, activeSeats, !turn.endWhenStuck);
}

/** Ends the turn when the player has no legal move left. */
export function endTurnIfStuck(x: Exec, env: Env, activeSeats: readonly number[] | null, turn: TurnDef): void {
  // A turn already ending needs no check: asking again would change nothing.
  if (env.G.result || x.endTurnAsked) return;
  if (turnStuck(x, env, activeSeats, turn)) x.events?.endTurn();
}

/**
 * Moves the turn on to the stage the move leads to. Not when the turn or game is already ending (boardgame.io
 * would drop a stage change asked for after the turn ended). `env.stage` follows at once, so the stuck check after
 * the move looks at the moves of the new stage. A conditional `then:` is read here, after the move's effects and the
 * triggers they fired, in the move's scope (`env` still holds its arguments and `self`).
 */
export function advanceStage(x: Exec, env: Env, m: MoveDef, stages: readonly StageDef[]): void {
  if (env.G.result || x.endTurnAsked) return;
  const holds = typeof m.then === 'object' ? (when: Expr) => Boolean(x.p.expr(when, x.p.scopes.move[m.name]!, T.boolean)(env)) : undefined;
  const next = stageAfter(m, stages, env.stage!, holds);
  if (next === env.stage) return;
  x.events?.setStage(next);
  env.stage = next;
}

/**
 * Whether a move's line is the one its first effect writes: a move with no arguments and no `log:` of its own whose
 * first effect logs what its maker did ("log: is ready", "log: \"{self} is ready\"") would otherwise read as two
 * lines for one action ("Ada: ready", "Ada is ready"). Read from the rules, not the text written, so a log without
 * sentences (the simulator's rollouts) has the same entries.
 */
export function firstEffectSays(m: MoveDef): boolean {
  const first = m.do[0];
  if (m.log !== undefined || m.args.length > 0 || first?.op !== 'log') return false;
  return /^\s*(\p{Ll}|\{\s*self\s*\})/u.test(first.message);
}

/** Takes the line the move's first effect wrote (at `at`) out of the log, for the move's own entry. */
export function takeLine(log: LogEntry[], at: number, seat: number): Pick<LogEntry, 'message' | 'parts'> | undefined {
  const first = log[at];
  if (!first || first.seat !== seat || first.move !== undefined) return undefined;
  log.splice(at, 1);
  return { ...(first.message !== undefined ? { message: first.message } : {}), ...(first.parts ? { parts: first.parts } : {}) };
}

export const NONE: ReadonlySet<number> = new Set();

/** The cards the move's own `card` and `cards` arguments name: told on the move's line, whenever revealed. */
export function cardArgs(m: MoveDef, env: Env): ReadonlySet<number> {
  const out = new Set<number>();
  for (const a of m.args) {
    if (a.type !== 'card' && a.type !== 'cards') continue;
    const v = env.args?.[a.name];
    for (const id of Array.isArray(v) ? (v as unknown[]) : [v]) if (typeof id === 'number') out.add(id);
  }
  return out;
}

/** `{ ...entry, ...line }` for a line's text fields, in place. */
export function addLine(entry: LogEntry, line: Pick<LogEntry, 'message' | 'parts'>): void {
  if (line.message !== undefined) entry.message = line.message;
  if (line.parts !== undefined) entry.parts = line.parts;
}

/** The arguments record of a listed tuple, as `checkArgValues` builds it for the same values. */
function listedArgs(m: MoveDef, raw: readonly unknown[]): Record<string, unknown> {
  const args = newArgs();
  for (let i = 0; i < m.args.length; i++) {
    const v = raw[i];
    args[m.args[i]!.name] = m.args[i]!.type === 'cards' && Array.isArray(v) ? [...(v as unknown[])] : v;
  }
  return args;
}

export function moveStep(p: Program, m: MoveDef): MoveStep {
  const scope = p.scopes.move[m.name]!;
  const says = firstEffectSays(m);
  const moveLine = m.log !== undefined ? moveLineFn(p, m.log, scope) : undefined;
  // A card argument moved with every card on it (`cardsOn(c)`): the line says how many went with it.
  const carried = carriedArg(m);
  // Looked up on the first action, not per action (three map lookups each time when `run` found it).
  let body: ((x: Exec, env: Env) => void) | undefined;
  return (x, env, seat, raw, activeSeats, listed) => {
    const G = env.G;
    env.self = seat;
    if (!canAct(p, env, seat, activeSeats)) return false;
    const stages = stagesIn(p, env.phase);
    if (stages && !openInStage(m, stages, env.stage)) return false;
    const args = listed === true ? listedArgs(m, raw) : checkMove(x, m, raw, env);
    if (typeof args === 'string') return false;
    env.args = args;
    if (G.lastOut.length) G.lastOut = [];
    // The move's own line goes before the lines its effects write: it says what happened first.
    const at = G.log.length;
    // The lines its effects write, each told the cards revealed after it (runtime/log/told.ts); a line pending until
    // the action is over (a pile's caption, a card shown later in it) is settled then.
    x.lines = [];
    x.afterAction ??= [];
    const carry = carried !== undefined ? carriedBefore(G, p.def, raw[carried]) : undefined;
    try {
      (body ??= effectsFn(p, m.do, scope))(x, env);
    } catch (e) {
      if (e instanceof InvalidMove) return false;
      throw e;
    }
    if (!m.free) G.moved[seat] = (G.moved[seat] ?? 0) + 1;
    if (G.stuck !== 0) G.stuck = 0;
    // A secret card the move left face up for everyone (a discard, a meld) is shown by it (runtime/log/landed.ts).
    revealLanded(x, env, m, seat);
    // The line a move takes from its first effect is its own: what is revealed after it is the move's.
    if (says && x.lines[0]?.entry === G.log[at]) x.lines.shift();
    x.told = x.lines.length > 0 && x.revealed.length > 0 ? tellOnLines(x, x.lines, cardArgs(m, env), 0) : NONE;
    const said = says ? takeLine(G.log, at, seat) : undefined;
    // Kept for the seat that made the move; every other seat's view drops them (runtime/views/view.ts: logFor).
    const entry: LogEntry = { turn: env.turn, seat, move: m.name, args: raw as unknown[] };
    if (carry) {
      const n = carriedCount(G, p.def, raw[carried!], carry);
      if (n > 0) entry.carried = n;
    }
    // Fields added one by one in a fixed order (what object spreads did, without the objects in between).
    addReveals(entry, x, x.told);
    // Written after the move's own effects, before triggers: the line says what this move did.
    if (moveLine && !x.noLogText) addLine(entry, moveLine(x, env));
    if (said) addLine(entry, said);
    // At the end of the log unless the first effect's line was taken out (then where it stood).
    if (at === G.log.length) G.log.push(entry);
    else G.log.splice(at, 0, entry);
    // The triggers after it are this action's too: what they reveal is told on the last line written before it
    // (the move's own when none was).
    const before = x.revealed.length;
    afterAction(x, env);
    if (x.revealed.length > before) tellOnLines(x, [{ entry, at: -1 }, ...x.lines], NONE, before);
    // Cleared, not deleted: an Exec keeps one shape (the simulator makes many).
    x.lines = undefined;
    x.told = undefined;
    if (x.afterAction) settleLog(x);
    if (stages && env.stage) advanceStage(x, env, m, stages);
    if (!phasePlans(p, env.phase).def?.simultaneous) endTurnIfStuck(x, env, activeSeats, turnDefFor(p, env.phase));
    return true;
  };
}

export function passStep(p: Program): MoveStep {
  return (x, env, seat, _raw, activeSeats) => {
    if (!canAct(p, env, seat, activeSeats)) return false;
    env.G.log.push({ turn: env.turn, seat, move: 'pass' });
    x.events?.endTurn();
    return true;
  };
}

/** Why a deadlocked game ended (the draw the engine declares when nobody can move). */
export const DEADLOCK_REASON = 'Nobody could move for two whole rounds: the table is deadlocked';

/** How many seats are still in: `alive(G, n).length` without the list (a stuck turn start asks). */
function aliveCount(G: GameState, numPlayers: number): number {
  if (G.out.length === 0) return numPlayers;
  let n = 0;
  for (let s = 0; s < numPlayers; s++) if (!G.out.includes(s)) n++;
  return n;
}

/** Whether a seat is out of the game; no call into `includes` while nobody is (every turn change asks). */
function isOut(G: GameState, seat: number): boolean {
  return G.out.length !== 0 && G.out.includes(seat);
}

/** A turn's order (seats; the caller maps them to play-order positions) and its start, expressions compiled once. */
export interface TurnSteps {
  first(env: Env): number;
  /** undefined once the game is over. */
  next(env: Env): number | undefined;
  onBegin(x: Exec, env: Env, activeSeats: readonly number[] | null): void;
  /** False when the turn's start provably does nothing (runtime/turn/turn-start.ts): then nobody calls `onBegin`. */
  needed: boolean;
}

/** `phase`: the phase this turn belongs to (null: the game's own turn), whose open moves tell if one is always legal. */
export function turnSteps(p: Program, t: TurnDef, simultaneous: boolean, phase: string | null): TurnSteps {
  const first: Fn | undefined = t.first !== undefined ? p.expr(t.first, p.scopes.global, T.number) : undefined;
  const nextSeat: Fn | undefined = t.next !== undefined ? p.expr(t.next, p.scopes.global, T.number) : undefined;
  const counted = countsChanges(t.onBegin);
  // No trigger or end condition reads what the turn start's effects change (runtime/turn/turn-start.ts).
  const quiet = turnStartQuiet(p.def, t);
  // The turn start's effects, compiled on the first turn and kept: `run` would look them up in effectsFn's caches
  // (three maps) at every turn start.
  let effects: EffectsFn | undefined;
  return {
    needed: turnStartNeeded(p.def, t, movesInPhase(p, phase), simultaneous),
    first: (env) => {
      if (env.G.hands?.fresh) delete env.G.hands.fresh;
      const seat = first ? Number(first(env)) : 0;
      return isOut(env.G, seat) ? nextAlive(env.G, env.numPlayers, seat) : seat;
    },
    next: (env) => {
      if (env.G.result) return undefined;
      // A new hand was dealt (a game without phases): its first turn is the turn's `first`, as at the start.
      if (env.G.hands?.fresh) {
        delete env.G.hands.fresh;
        const seat = first ? Number(first(env)) : 0;
        return isOut(env.G, seat) ? nextAlive(env.G, env.numPlayers, seat) : seat;
      }
      // The default: the next seat in the turn direction, passing over the seats a `skip` named.
      const seat = nextSeat ? Number(nextSeat(env)) : stepAlive(env.G, env.numPlayers, env.currentPlayer, 1 + (env.G.skip ?? 0));
      return isOut(env.G, seat) ? nextAlive(env.G, env.numPlayers, seat) : seat;
    },
    onBegin: (x, env, activeSeats) => {
      const G = env.G;
      // A turn between a hand's end and its start phase (the ending move asked for the turn to end too): not played.
      if (G.hands?.starting) return;
      if (G.lastOut.length) G.lastOut = [];
      if (G.skip) G.skip = 0;
      // Only effects at the turn's start can change the table between two stuck turns. The YAML's own effects
      // count what they change as they go; hooks may change anything, so then the table is compared whole.
      const table = t.onBegin.length > 0 && !counted ? JSON.stringify([G.zones, G.faceUp]) : '';
      const before = x.changed ?? 0;
      if (t.onBegin.length > 0) (effects ??= effectsFn(p, t.onBegin, p.scopes.global))(x, env);
      // The first turn's start may follow the setup with no check after it yet.
      if (!quiet || env.turn <= 1) afterAction(x, env);
      logShown(x, env);
      if (simultaneous || G.result) return;
      if (!turnStuck(x, env, activeSeats, t)) return;
      // Nobody could move for a whole round twice over, and no turn start changed the table (a deal would bring
      // new cards): the table is deadlocked, so the game ends drawn.
      const unchanged = t.onBegin.length === 0 || (counted ? (x.changed ?? 0) === before : table === JSON.stringify([G.zones, G.faceUp]));
      G.stuck = unchanged ? G.stuck + 1 : 0;
      // The reason says so: a deadlock is most often a spec's mistake (a deal that ran short, a miscount), which must
      // not pass for a plausible draw (issue 36, bug 4).
      if (G.stuck > 2 * aliveCount(G, env.numPlayers)) G.result = { draw: alive(G, env.numPlayers), reason: DEADLOCK_REASON };
      else x.events?.endTurn();
    },
  };
}

export interface PhaseSteps {
  onBegin(x: Exec, env: Env): void;
  onEnd(x: Exec, env: Env): void;
  endIf(env: Env, activeSeats: readonly number[] | null): boolean;
}

/**
 * Checks never draw random numbers; reaching one would be a bug, so it fails loudly. Also the random source of the fast
 * simulator's legal listings (sim/simulator.ts).
 */
export const NO_RANDOM: HookRandom = {
  shuffle: () => {
    throw new Error('randomness is only available inside moves and setup');
  },
  int: () => {
    throw new Error('randomness is only available inside moves and setup');
  },
  number: () => {
    throw new Error('randomness is only available inside moves and setup');
  },
};

export function phaseSteps(p: Program, ph: PhaseDef): PhaseSteps {
  const userEnd: Fn | undefined = ph.endIf !== undefined ? p.expr(ph.endIf, p.scopes.global, T.boolean) : undefined;
  const resetMoved = (env: Env) => {
    const moved = env.G.moved;
    if (moved.some((n) => n !== 0)) env.G.moved = moved.map(() => 0);
  };
  return {
    onBegin: (x, env) => {
      resetMoved(env);
      if (env.G.hands?.starting) delete env.G.hands.starting;
      run(x, ph.onBegin, env, p.scopes.global);
      afterAction(x, env);
      logShown(x, env);
    },
    onEnd: (x, env) => {
      // boardgame.io ends the phase once more when the game ends; the game is over, so the phase's end is not played.
      if (env.G.result) return;
      // Every chosen card changes hands at once, before anything else the phase's end does.
      if (ph.pass) deliverPasses(x, env, ph.pass);
      run(x, ph.onEnd, env, p.scopes.global);
      logShown(x, env);
      // boardgame.io checks the next phase's endIf before running its onBegin: counts left over from this phase
      // would end a following simultaneous phase before anyone moved in it.
      resetMoved(env);
    },
    endIf: (env, activeSeats) => {
      // A hand just ended and the next was dealt: play goes on in the start phase (hands.ts asks for it), not in the
      // phase after this one, whatever this one's endIf now says (a betting round is over once the pots are settled).
      if (env.G.hands?.starting) return false;
      if (userEnd?.(env)) return true;
      if (ph.pass && passIsHold(ph.pass, env)) return true;
      if (!ph.simultaneous) return false;
      const each = ph.maxMovesEach ?? 1;
      const waiting = alive(env.G, env.numPlayers).filter((s) => (env.G.moved[s] ?? 0) < each);
      // Done when every seat has made its moves, or when those still due have none left to make.
      if (waiting.length === 0) return true;
      const x = newExec(p, NO_RANDOM);
      return waiting.every((s) => !hasLegalAction(x, env, s, activeSeats, { includePass: false }));
    },
  };
}



/**
 * boardgame.io's `ctx.gameover`: `{ winner }` for one winner, `{ draw: true, players }` for a draw, and with
 * `winners:`, `loser(s):` or `rank:` also `winners`, `losers`, `ranks` and `scores` per seat (seat ids as text);
 * in a partnership game also `teams`, `teamNames` and `winningTeam`.
 */
export function gameover(G: GameState): Record<string, unknown> | undefined {
  const r = G.result;
  if (!r) return undefined;
  const extra = {
    ...(r.winners ? { winners: r.winners.map(String) } : {}),
    ...(r.losers ? { losers: r.losers.map(String) } : {}),
    ...(r.ranks ? { ranks: [...r.ranks] } : {}),
    ...(r.scores ? { scores: [...r.scores] } : {}),
    // A partnership game: the teams (seat ids as text), their names and the winning team.
    ...(r.teams ? { teams: r.teams.map((m) => m.map(String)) } : {}),
    ...(r.winningTeam !== undefined ? { winningTeam: r.winningTeam } : {}),
    ...(r.teamNames ? { teamNames: [...r.teamNames] } : {}),
  };
  if (r.draw !== undefined) return { draw: true, players: r.draw.map(String), ...extra };
  if (r.winner !== undefined) return { winner: String(r.winner), ...extra };
  return extra;
}
