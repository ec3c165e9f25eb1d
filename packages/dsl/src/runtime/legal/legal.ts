/**
 * Builds a seat's `LegalView` on the server: the same enumeration and checks the server applies to a move, so the
 * client is offered exactly what will be accepted, and, for every other declared move, the reason it is not
 * available in the game's own words (a precondition's `unless:`, a guard's reason, an empty choice).
 *
 * Unlike `legalActions` (for bots), it lists nothing a hook's `enumerate` adds and no race answers: a bot may be
 * told the word on an uncovered card, a player's page must not be.
 */
import type { Env } from '../../expr/env';
import type { ArgDef, MoveDef } from '../../ir/types';
import { RACE_MOVES, isDone } from '../../race/actions';
import { checkArgValues, enumerateArgValues } from './args';
import { asSentence, emptyChoice } from './empty-choice';
import { labelOf, phaseLabel } from '../../ir/words';
import type { Exec } from '../effects/exec';
import { LEGAL_TUPLE_CAP, type LegalMove, type LegalView } from './legal-view';
import { canAct, checkMove } from './legal-actions';
import { movesInPhase, turnDefFor } from '../turn/phase-moves';
import { openNow, stagesIn } from '../turn/stages';

/** Why a move of this phase is not open in the turn's current stage ("Only in the discard stage; now: draw."). */
function stageReason(x: Exec, env: Env, m: MoveDef): string {
  const stages = stagesIn(x.p, env.phase) ?? [];
  const label = (name: string) => {
    const s = stages.find((d) => d.name === name);
    return (s ? labelOf(s) : name).toLowerCase();
  };
  return `Only in the ${(m.stages ?? []).map(label).join(' or ')} stage; now: ${label(env.stage ?? '')}.`;
}

/** Why a seat cannot act at all now, or undefined when it can. */
function waitingReason(x: Exec, env: Env, seat: number, activeSeats: readonly number[] | null): string | undefined {
  const G = env.G;
  if (G.result) return 'The game is over.';
  if (G.out.includes(seat)) return 'You are out of the game.';
  const phase = env.phase ? x.p.def.phases[env.phase] : undefined;
  if (phase?.race) {
    const r = G.race;
    if (!r || !r.open) return 'Waiting for the next round.';
    if (!r.racers.includes(seat)) return 'You are not racing this round.';
    if (isDone(r, seat)) return 'You have answered; waiting for the others.';
    return undefined;
  }
  if (canAct(x.p, env, seat, activeSeats)) return undefined;
  if (phase?.simultaneous) return 'You have made your move; waiting for the others.';
  return `It is not your turn: seat ${env.currentPlayer + 1} is playing.`;
}

/** The legal tuples of one move for `self`, or why there are none. */
function movesOf(x: Exec, m: MoveDef, self: Env): LegalMove | string {
  const scope = x.p.scopes.move[m.name]!;
  const tuples: unknown[][] = [];
  let reason: string | undefined;
  let truncated = false;
  const combos = enumerateArgValues(x, m.args, self, scope, m);
  if (combos.length === 0) {
    // Some argument has nothing to choose from: name the first such argument.
    const prefix: ArgDef[] = [];
    for (const a of m.args) {
      prefix.push(a);
      if (enumerateArgValues(x, prefix, self, scope, m).length === 0) return emptyChoice(x, m, a, self, scope);
    }
    return 'Not available now.';
  }
  for (const args of combos) {
    const r = checkMove(x, m, args, self, true);
    if (typeof r === 'string') {
      reason ??= asSentence(r);
      continue;
    }
    if (tuples.length >= LEGAL_TUPLE_CAP) {
      truncated = true;
      break;
    }
    tuples.push(args);
  }
  if (tuples.length === 0) return reason ?? 'Not available now.';
  return truncated ? { args: tuples, truncated } : { args: tuples };
}

/** What `seat` may do now, for its own view. */
export function legalView(x: Exec, env: Env, seat: number, activeSeats: readonly number[] | null): LegalView {
  const p = x.p;
  const view: LegalView = { moves: {}, unavailable: {} };
  const waiting = waitingReason(x, env, seat, activeSeats);
  if (waiting) view.waiting = waiting;
  const phase = env.phase ? p.def.phases[env.phase] : undefined;
  const inPhase = phase?.race ? [] : movesInPhase(p, env.phase);
  const open = openNow(p, env, inPhase);
  const openNames = new Set(open.map((m) => m.name));
  // Moves of this phase that wait for another stage of the turn.
  for (const m of inPhase) if (!openNames.has(m.name)) view.unavailable[m.name] = waiting ?? stageReason(x, env, m);

  if (phase?.race && !waiting) {
    // A slap is offered whenever the seat may slap, right or wrong: whether it is right is for the player to see.
    if (phase.race.slap !== undefined) view.moves[RACE_MOVES.slap] = { args: [[env.G.race!.round]] };
    else view.moves[RACE_MOVES.answer] = { args: [], text: true };
    view.moves[RACE_MOVES.stuck] = { args: [[]] };
  }
  const self = { ...env, self: seat };
  for (const m of open) {
    if (waiting) {
      view.unavailable[m.name] = waiting;
      continue;
    }
    const r = movesOf(x, m, self);
    if (typeof r === 'string') view.unavailable[m.name] = r;
    else view.moves[m.name] = r;
  }
  for (const m of Object.values(p.def.moves)) {
    if (openNames.has(m.name) || view.unavailable[m.name] !== undefined) continue;
    const where = Object.values(p.def.phases).filter((ph) => ph.moves.includes(m.name));
    view.unavailable[m.name] = where.length ? `Only during ${where.map((ph) => phaseLabel(ph)).join(' or ')}.` : 'Not available now.';
  }
  const canPass = turnDefFor(p, env.phase).canPass && !phase?.simultaneous && !phase?.race;
  if (canPass) {
    if (waiting) view.unavailable.pass = waiting;
    else view.moves.pass = { args: [[]] };
  } else if (p.def.turn.canPass || Object.values(p.def.phases).some((ph) => ph.turn?.canPass)) {
    view.unavailable.pass = 'You cannot pass now.';
  }
  return view;
}

/**
 * Why the server refuses `move` with `args` from `seat` now, in words, or undefined when the rules accept it (an
 * effect may still refuse it as it runs). For the message a refused move is answered with.
 */
export function explainMove(x: Exec, env: Env, seat: number, activeSeats: readonly number[] | null, move: string, args: readonly unknown[]): string | undefined {
  const p = x.p;
  const waiting = waitingReason(x, env, seat, activeSeats);
  if (waiting) return waiting;
  const phase = env.phase ? p.def.phases[env.phase] : undefined;
  if (phase?.race) {
    if (move === RACE_MOVES.answer && phase.race.slap !== undefined) return 'This race is won by a slap, not a typed answer.';
    if (move === RACE_MOVES.slap && phase.race.slap === undefined) return 'This race is won by a typed answer, not a slap.';
    if (move === RACE_MOVES.slap || move === RACE_MOVES.answer) {
      const round = move === RACE_MOVES.slap ? args[0] : args[1];
      if (round !== undefined && round !== env.G.race?.round) return 'Too late: that round is over.';
    }
    return (Object.values(RACE_MOVES) as string[]).includes(move) ? undefined : 'Only answers count during a race.';
  }
  if (move === 'pass') return turnDefFor(p, env.phase).canPass && !phase?.simultaneous ? undefined : 'You cannot pass now.';
  const m = movesInPhase(p, env.phase).find((d) => d.name === move);
  if (m && !openNow(p, env, [m]).length) return stageReason(x, env, m);
  if (!m) {
    if (!Object.hasOwn(p.def.moves, move)) return 'This game has no such move.';
    const where = Object.values(p.def.phases).filter((ph) => ph.moves.includes(move));
    return where.length ? `Only during ${where.map((ph) => phaseLabel(ph)).join(' or ')}.` : 'Not available now.';
  }
  const self = { ...env, self: seat };
  const bad = checkArgValues(x, m.args, args, self, p.scopes.move[m.name]!);
  if (typeof bad === 'string') return `That choice is not allowed (${bad}).`;
  const r = checkMove(x, m, args, self);
  return typeof r === 'string' ? asSentence(r) : undefined;
}
