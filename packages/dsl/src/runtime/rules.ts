/** Which actions are legal for a seat now: the listing bots, the "no legal move left" check and the reducer read. */
import type { Env } from '../expr/env';
import { T } from '../expr/types';
import type { MoveDef } from '../ir/types';
import { checkArgValues } from './args';
import { anyLegal, movePlan } from './legal-plan';
import { listOpen, phasePlans } from './legal-phase';
import { hookContext, type Exec } from './exec';
import type { Program } from './program';
import { raceActions } from '../race/actions';
import { openNow } from './stages';
import type { Action } from './action';
import { movesInPhase } from './phase-moves';

/** Whether `seat` may act now at all (the game is on, the seat is in, and it is their turn or a shared phase). */
export function canAct(p: Program, env: Env, seat: number, activeSeats: readonly number[] | null): boolean {
  if (env.G.result) return false;
  if (!Number.isInteger(seat) || seat < 0 || seat >= env.numPlayers || env.G.out.includes(seat)) return false;
  const phase = phasePlans(p, env.phase).def;
  if (phase?.simultaneous) return (env.G.moved[seat] ?? 0) < (phase.maxMovesEach ?? 1);
  if (activeSeats) return activeSeats.includes(seat);
  return env.currentPlayer === seat;
}


/** Checks a move's args, precondition and guard. Returns the args by name or the reason it is illegal. */
export function checkMove(x: Exec, m: MoveDef, raw: readonly unknown[], env: Env, trusted = false): Record<string, unknown> | string {
  const p = x.p;
  const scope = p.scopes.move[m.name]!;
  // Values the enumeration drew from the arguments' own domains need no second check, only the precondition.
  const args = trusted ? Object.fromEntries(m.args.map((a, i) => [a.name, raw[i]])) : checkArgValues(x, m.args, raw, env, scope);
  if (typeof args === 'string') return args;
  if (m.if === undefined && !m.guard) return args;
  const withArgs = { ...env, args };
  if (m.if !== undefined && !p.expr(m.if, scope, T.boolean)(withArgs)) return m.unless ?? 'Not allowed now.';
  if (m.guard) {
    const verdict = p.hooks.guards?.[m.guard]?.(hookContext(x, withArgs));
    if (verdict === false) return (m.if === undefined ? m.unless : undefined) ?? 'Not allowed now.';
    if (typeof verdict === 'string') return verdict;
  }
  return args;
}


/** Every legal action of a seat: the enumeration bots and "no legal move left" rely on. */
export function legalActions(x: Exec, env: Env, seat: number, activeSeats: readonly number[] | null, opts: { includePass?: boolean } = {}): Action[] {
  const p = x.p;
  const race = phasePlans(p, env.phase).race;
  if (race) return [...raceActions(x, env, seat, race), ...(p.hooks.enumerate?.(env.G, seat, p.def) ?? [])];
  const out = listMoves(x, env, seat, activeSeats);
  if (out === null) return [];
  if (opts.includePass !== false) addPass(p, env, out);
  return out;
}

/**
 * A seat's legal actions but the built-in `pass` (outside race phases), in listing order; null when the seat may not
 * act now at all. `legalActions` is this and then `addPass`.
 */
export function listMoves(x: Exec, env: Env, seat: number, activeSeats: readonly number[] | null): Action[] | null {
  const p = x.p;
  if (!canAct(p, env, seat, activeSeats)) return null;
  // `self` is bound on the environment for the listing and the old binding put back after it (no copy of the
  // environment per listing: the listing only reads it).
  const outer = env.self;
  env.self = seat;
  let out: Action[];
  try {
    out = listOpen(x, env);
  } finally {
    env.self = outer;
  }
  if (p.hooks.enumerate) out.push(...p.hooks.enumerate(env.G, seat, p.def));
  return out;
}

/** Whether the built-in `pass` is open now (the turn allows it, outside simultaneous phases). */
export function passOpen(p: Program, env: Env): boolean {
  return phasePlans(p, env.phase).pass;
}

/** Appends `pass` to a seat's listed moves (`listMoves`) when it is open. */
function addPass(p: Program, env: Env, out: Action[]): void {
  addPassIn(p, env.phase, out);
}

/** `addPass` in `phase`, which is all it reads (the simulator's kept listing has no environment refreshed for it). */
export function addPassIn(p: Program, phase: string | null, out: Action[]): void {
  if (phasePlans(p, phase).pass) out.push({ move: 'pass', args: [] });
}

/**
 * Whether a seat has at least one legal action: stops at the first one found (cheaper than listing them all). With
 * `includePass: false`, the built-in `pass` does not count (a turn that ends when stuck ends when only pass is left).
 */
export function hasLegalAction(x: Exec, env: Env, seat: number, activeSeats: readonly number[] | null, opts: { includePass?: boolean } = {}): boolean {
  const p = x.p;
  if (phasePlans(p, env.phase).race) return legalActions(x, env, seat, activeSeats, opts).length > 0;
  if (!canAct(p, env, seat, activeSeats)) return false;
  if (p.hooks.enumerate && p.hooks.enumerate(env.G, seat, p.def).length > 0) return true;
  if (opts.includePass !== false && passOpen(p, env)) return true;
  const self = { ...env, self: seat };
  for (const m of openNow(p, env, movesInPhase(p, env.phase))) if (anyLegal(x, self, movePlan(p, m))) return true;
  return false;
}

