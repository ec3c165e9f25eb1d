/**
 * Race phases, the moving side: opening a round, taking an answer or a "stuck" stamped by the server clock, and
 * resolving the round when its tie window closes (docs/race.md). Runs inside moves on the server (`client: false`).
 */
import type { Env } from '../expr/env';
import { withLocal } from '../expr/scope';
import { T } from '../expr/types';
import type { PhaseDef, RaceDef } from '../ir/types';
import { type Exec } from '../runtime/effects/exec';
import { run } from '../runtime/effects/effects';
import { alive } from '../runtime/program';
import { afterAction } from '../runtime/turn/after-action';
import type { RaceOutcome, RaceState } from '../runtime/state/state';
import { clockOf, expectedAnswers, isDone, normaliseAnswer, slapIsRight } from './actions';
import { drawnWord } from './drawn-word';

/** Set by a move when one of its effects ends the phase, so no new round opens in a phase that is ending. */
export interface RaceCtl {
  phaseEnded: boolean;
}

export type RaceMoveKind = 'answer' | 'slap' | 'stuck' | 'resolve';

/** Rounds opened within one action at most (racer-less rounds resolve at once; this bounds a bad spec). */
const MAX_ROUNDS_PER_ACTION = 1000;

/** Arrival time: the server clock, never earlier than the last stamp (so arrival order and time agree). */
function stamp(x: Exec, r: RaceState): number {
  const now = Math.max(clockOf(x.p), r.lastAt);
  r.lastAt = now;
  return now;
}

function racersOf(x: Exec, env: Env, race: RaceDef): number[] {
  const inPlay = alive(env.G, env.numPlayers);
  if (race.racers === undefined) return inPlay;
  const v = x.p.expr(race.racers, x.p.scopes.global, T.seats)(env) as unknown;
  const list = Array.isArray(v) ? v : [];
  return inPlay.filter((s) => list.includes(s));
}

function windowOf(x: Exec, env: Env, race: RaceDef): number {
  const w = Number(x.p.expr(race.window, x.p.scopes.global, T.number)(env));
  return Number.isFinite(w) && w > 0 ? w : 0;
}

/** A round's timeout in ms, or undefined when it has none (no `timeout`, or a value that is not a positive number). */
function timeoutOf(x: Exec, env: Env, race: RaceDef): number | undefined {
  if (race.timeout === undefined) return undefined;
  const t = Number(x.p.expr(race.timeout, x.p.scopes.global, T.number)(env));
  return Number.isFinite(t) && t > 0 ? t : undefined;
}

/** Ms to hold a round's outcome before the next opens (0: at once, as without `hold`). */
function holdOf(x: Exec, env: Env, race: RaceDef): number {
  if (race.hold === undefined) return 0;
  const h = Number(x.p.expr(race.hold, x.p.scopes.global, T.number)(env));
  return Number.isFinite(h) && h > 0 ? h : 0;
}

function phaseEnds(x: Exec, env: Env, ph: PhaseDef): boolean {
  return ph.endIf !== undefined && Boolean(x.p.expr(ph.endIf, x.p.scopes.global, T.boolean)(env));
}

/** Opens the next round: the race's `begin` effects, then a fresh round stamped now. */
export function openRound(x: Exec, env: Env, ph: PhaseDef, ctl: RaceCtl, depth = 0): void {
  const race = ph.race!;
  const G = env.G;
  run(x, race.begin, env, x.p.scopes.global);
  const prev = G.race;
  const now = Math.max(clockOf(x.p), prev?.lastAt ?? -Infinity);
  const timeout = timeoutOf(x, env, race);
  G.race = {
    round: (prev?.round ?? 0) + 1,
    open: true,
    openedAt: now,
    lastAt: now,
    racers: racersOf(x, env, race),
    correct: [],
    stuck: [],
    wrong: Array.from({ length: env.numPlayers }, () => 0),
    // With a timeout the round closes by itself (the referee's timer is armed at once); else at a first correct answer.
    ...(timeout !== undefined ? { deadline: now + timeout } : {}),
    ...(prev?.last ? { last: prev.last } : {}),
  };
  afterAction(x, env);
  if (G.result) {
    G.race.open = false;
    return;
  }
  // `begin` may have put a racer out (its last card uncovered): a seat out of the game never races.
  G.race.racers = G.race.racers.filter((s) => !G.out.includes(s));
  // Nobody can race this round: it ends as if everyone were stuck.
  if (G.race.racers.length === 0 && depth < MAX_ROUNDS_PER_ACTION) resolve(x, env, ph, ctl, depth + 1);
}

/** Whether every racer still in the game has answered correctly or said stuck (so nobody is left to wait for). */
function nobodyLeft(G: Env['G'], r: RaceState): boolean {
  return r.racers.every((s) => G.out.includes(s) || isDone(r, s));
}

/** A round's outcome in words, seats 1-based as players count them ("seat 2 read “camel” first"). */
function raceMessage(outcome: RaceOutcome['outcome'], seats: readonly number[], answer: string | undefined, timedOut = false, slap = false): string {
  if (slap) {
    if (outcome === 'win') return `seat ${seats[0]! + 1} slapped first`;
    if (outcome === 'tie') return `seats ${seats.map((s) => s + 1).join(' and ')} slapped together`;
    return timedOut ? 'nobody slapped in time' : 'nobody slapped';
  }
  const word = answer !== undefined ? `“${answer}”` : 'the answer';
  if (outcome === 'win') return `seat ${seats[0]! + 1} read ${word} first`;
  if (outcome === 'tie') return `seats ${seats.map((s) => s + 1).join(' and ')} tie on ${word}`;
  if (timedOut) return answer !== undefined ? `nobody read ${word} in time` : 'nobody answered in time';
  return `everyone is stuck on ${word}`;
}

/** Closes the round and runs `win`, `tie` or `stuck`; then opens the next round unless the game or phase ends. */
function resolve(x: Exec, env: Env, ph: PhaseDef, ctl: RaceCtl, depth = 0): void {
  const race = ph.race!;
  const G = env.G;
  const r = G.race!;
  const first = r.correct[0];
  // The first correct answer, and every later one that arrived before the window closed.
  const inWindow = r.correct.filter((c, i) => i === 0 || r.deadline === undefined || c.at < r.deadline);
  const seats = inWindow.map((c) => c.seat);
  const outcome: RaceOutcome['outcome'] = !first ? 'stuck' : seats.length === 1 ? 'win' : 'tie';
  // No correct answer while someone could still answer: the round's timeout passed.
  const timedOut = outcome === 'stuck' && !nobodyLeft(G, r);
  r.open = false;
  delete r.deadline;
  // The word is read before the outcome's effects move the card away (a slap race has no word).
  const answer = expectedAnswers(x, env, race, seats[0] ?? r.racers[0] ?? 0)[0];
  r.last = {
    round: r.round,
    outcome,
    ...(timedOut ? { timedOut: true as const } : {}),
    seats,
    margins: inWindow.map((c) => c.at - first!.at),
    ...(answer !== undefined ? { answer } : {}),
  };
  // A game that draws its words (`drawn:`) never spells them in the log either: every seat reads the log as text.
  // Its line names where the word was read instead, and the server draws it there (race/drawn-word.ts).
  const draws = Object.values(x.p.def.cardTypes).some((ct) => (ct.drawn?.length ?? 0) > 0);
  const said = draws ? undefined : answer;
  const word = draws && answer !== undefined ? drawnWord(x, env, answer) : undefined;
  // A slap round nobody slapped when no slap was due (any card but a jack) says nothing a reader needs: most rounds
  // are such, and a line for each would bury the ones that matter. Its card's turn is the game's own line.
  if (outcome !== 'stuck' || race.slap === undefined || r.racers.some((s) => slapIsRight(x, env, race, s))) {
    G.log.push({
      turn: env.turn,
      seat: outcome === 'win' ? seats[0]! : null,
      move: 'raceResolve',
      message: raceMessage(outcome, seats, said, timedOut, race.slap !== undefined),
      race: { outcome, seats: [...seats], ...(said !== undefined ? { answer: said } : {}), ...(timedOut ? { timedOut: true as const } : {}), ...(race.slap !== undefined ? { slap: true as const } : {}), ...(word ? { word } : {}) },
    });
  }
  const global = x.p.scopes.global;
  // The outcome's effects act for the winner (its log lines and the cards it wins are credited to it), never for
  // the seat whose message happened to close the round; a tie or everyone stuck acts for nobody.
  const { self: _closer, ...round } = env;
  if (outcome === 'win') run(x, race.win, { ...round, self: seats[0]!, winner: seats[0]! }, withLocal(global, 'winner', T.seat));
  else if (outcome === 'tie') run(x, race.tie, { ...round, tied: seats }, withLocal(global, 'tied', T.seats));
  else run(x, race.stuck, round, global);
  afterAction(x, env);
  if (G.result || ctl.phaseEnded || phaseEnds(x, env, ph)) return;
  // The outcome stays on the table for `hold` ms ("Bot 2 read salmon"): no card opens under an answer still being
  // typed for this one. The referee opens the next round then (nextRaceDeadline).
  const hold = holdOf(x, env, race);
  if (hold > 0 && G.race) {
    G.race.nextAt = Math.max(clockOf(x.p), r.lastAt) + hold;
    return;
  }
  openRound(x, env, ph, ctl, depth);
}

/** Whether a text answer is one of the correct ones for `seat` (case as the race says, spaces never count). */
function answerIsRight(x: Exec, env: Env, race: RaceDef, seat: number, text: string): boolean {
  const said = normaliseAnswer(text, race.caseSensitive);
  return said !== '' && expectedAnswers(x, env, race, seat).some((a) => normaliseAnswer(a, race.caseSensitive) === said);
}

/**
 * A wrong answer or slap: counted, its penalty (`wrong`, `self` bound to the racer) run at once, and the racer done
 * for the round once it has given `maxWrong` of them. Returns false when the penalty ended the game or the phase.
 */
function wrongAnswer(x: Exec, env: Env, race: RaceDef, r: RaceState, seat: number, ctl: RaceCtl): boolean {
  r.wrong[seat] = (r.wrong[seat] ?? 0) + 1;
  if (race.maxWrong !== undefined && r.wrong[seat]! >= race.maxWrong) r.stuck.push(seat);
  if (race.wrong.length === 0) return true;
  run(x, race.wrong, { ...env, self: seat }, x.p.scopes.self);
  afterAction(x, env);
  return !env.G.result && !ctl.phaseEnded;
}

/**
 * One race move by `seat`, stamped by the server clock. Returns false when the move is not allowed (nothing it
 * did is kept). A move that arrives once the round has closed (tie window or timeout) resolves the round and counts
 * for nothing else. `raw` is the move's arguments: `[text, round?]` for an answer, `[round?]` for a slap; a given
 * round that is not the open one is refused, so a slap meant for the card just won is never judged on the next.
 */
export function raceMove(x: Exec, env: Env, ph: PhaseDef, seat: number, kind: RaceMoveKind, raw: readonly unknown[], ctl: RaceCtl): boolean {
  const race = ph.race!;
  const G = env.G;
  const r = G.race;
  if (r && !r.open && r.nextAt !== undefined && !G.result) {
    // Between rounds: only a resolve once the hold is over counts, and it opens the next round. An answer meant for
    // the card just resolved is refused, never judged against the next one.
    if (kind !== 'resolve' || stamp(x, r) < r.nextAt) return false;
    delete r.nextAt;
    openRound(x, env, ph, ctl);
    return true;
  }
  if (!r || !r.open || G.result) return false;
  if (!Number.isInteger(seat) || !alive(G, env.numPlayers).includes(seat)) return false;
  if (kind === 'answer' && (race.answer === undefined || typeof raw[0] !== 'string' || raw[0].length > race.maxLength)) return false;
  if (kind === 'slap' && race.slap === undefined) return false;
  const round = kind === 'answer' ? raw[1] : kind === 'slap' ? raw[0] : undefined;
  if (round !== undefined && !Number.isInteger(round)) return false;
  const now = stamp(x, r);
  if (r.deadline !== undefined && now >= r.deadline) {
    resolve(x, env, ph, ctl);
    return true;
  }
  if (kind === 'resolve') return false;
  if (round !== undefined && round !== r.round) return false;
  if (!r.racers.includes(seat) || isDone(r, seat)) return false;
  if (kind === 'stuck') {
    r.stuck.push(seat);
  } else {
    const right = kind === 'slap' ? slapIsRight(x, env, race, seat) : answerIsRight(x, env, race, seat, raw[0] as string);
    if (right) {
      // The first correct answer opens the tie window (replacing the timeout: a round won in time is never cut short).
      if (r.correct.length === 0) r.deadline = now + windowOf(x, env, race);
      r.correct.push({ seat, at: now });
    } else if (!wrongAnswer(x, env, race, r, seat, ctl)) {
      return true;
    }
  }
  const closed = r.deadline !== undefined && now >= r.deadline;
  if (closed || nobodyLeft(G, r)) resolve(x, env, ph, ctl);
  return true;
}
