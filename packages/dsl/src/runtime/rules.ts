/** What happens after every action (triggers, eliminations, the end) and which actions are legal for a seat. */
import type { Env } from '../expr/env';
import { T } from '../expr/types';
import type { MoveDef } from '../ir/types';
import { checkArgValues, enumerateArgValues } from './args';
import { eliminate, hookContext, resolve, run, type Exec } from './exec';
import { alive, type Program } from './program';
import { pileAt } from './zones';
import { raceActions } from '../race/actions';
import type { GameResult } from './state';

const MAX_TRIGGER_ROUNDS = 100;

/** Fires triggers until none holds, then eliminations, then the end conditions. */
export function afterAction(x: Exec, env: Env): void {
  const p = x.p;
  for (let round = 0; round < MAX_TRIGGER_ROUNDS; round++) {
    let fired = false;
    for (const t of p.def.triggers) {
      if (!t.zone) {
        if (p.expr(t.when, p.scopes.global, T.boolean)(env)) {
          run(x, t.do, env, p.scopes.global);
          fired = true;
        }
        continue;
      }
      const when = p.expr(t.when, p.scopes.trigger, T.boolean);
      const ref = { ...t.zone, ...(p.def.zones[t.zone.zone]!.row && t.zone.pile === undefined ? { pile: '*' } : {}) };
      for (const loc of resolve(x, ref, env, p.scopes.trigger).reverse()) {
        const pile = pileAt(env.G, p.def, loc);
        if (!pile) continue;
        const local = { ...env, pile, pileIndex: loc.pile ?? 0, seat: loc.seat ?? env.currentPlayer };
        if (when(local)) {
          run(x, t.do, local, p.scopes.trigger);
          fired = true;
        }
      }
    }
    if (!fired) break;
  }
  if (p.def.eliminateWhen !== undefined) {
    const out = p.expr(p.def.eliminateWhen, p.scopes.seat, T.boolean);
    for (const seat of alive(env.G, env.numPlayers)) if (out({ ...env, seat })) eliminate(env, seat);
  }
  if (env.G.result) return;
  for (const end of p.def.end) {
    if (!p.expr(end.when, p.scopes.global, T.boolean)(env)) continue;
    const result: GameResult = {};
    if (end.winner !== undefined) {
      const w = p.expr(end.winner, p.scopes.global, T.number)(env);
      if (typeof w === 'number') result.winner = w;
    }
    if (end.draw !== undefined) result.draw = (p.expr(end.draw, p.scopes.global, T.seats)(env) as number[]).slice();
    if (result.winner === undefined && result.draw === undefined) result.draw = [];
    if (end.reason !== undefined) result.reason = end.reason;
    env.G.result = result;
    return;
  }
}

/** Whether `seat` may act now at all (the game is on, the seat is in, and it is their turn or a shared phase). */
export function canAct(p: Program, env: Env, seat: number, activeSeats: readonly number[] | null): boolean {
  if (env.G.result) return false;
  if (!Number.isInteger(seat) || seat < 0 || seat >= env.numPlayers || env.G.out.includes(seat)) return false;
  const phase = env.phase ? p.def.phases[env.phase] : undefined;
  if (phase?.simultaneous) return (env.G.moved[seat] ?? 0) < (phase.maxMovesEach ?? 1);
  if (activeSeats) return activeSeats.includes(seat);
  return env.currentPlayer === seat;
}

/** The moves open in the current phase. */
export function movesInPhase(p: Program, phase: string | null): MoveDef[] {
  const ph = phase ? p.def.phases[phase] : undefined;
  const names = ph && ph.moves.length > 0 ? ph.moves : Object.keys(p.def.moves);
  return names.map((n) => p.def.moves[n]!);
}

/** Checks a move's args, precondition and guard. Returns the args by name or the reason it is illegal. */
export function checkMove(x: Exec, m: MoveDef, raw: readonly unknown[], env: Env, trusted = false): Record<string, unknown> | string {
  const p = x.p;
  const scope = p.scopes.move[m.name]!;
  // Values the enumeration drew from the arguments' own domains need no second check, only the precondition.
  const args = trusted ? Object.fromEntries(m.args.map((a, i) => [a.name, raw[i]])) : checkArgValues(x, m.args, raw, env, scope);
  if (typeof args === 'string') return args;
  const withArgs = { ...env, args };
  if (m.if !== undefined && !p.expr(m.if, scope, T.boolean)(withArgs)) return m.unless ?? 'Not allowed now.';
  if (m.guard) {
    const verdict = p.hooks.guards?.[m.guard]?.(hookContext(x, withArgs));
    if (verdict === false) return (m.if === undefined ? m.unless : undefined) ?? 'Not allowed now.';
    if (typeof verdict === 'string') return verdict;
  }
  return args;
}

export interface Action {
  move: string;
  args: unknown[];
}

/** Every legal action of a seat: the enumeration bots and "no legal move left" rely on. */
export function legalActions(x: Exec, env: Env, seat: number, activeSeats: readonly number[] | null, opts: { includePass?: boolean } = {}): Action[] {
  const p = x.p;
  const race = env.phase ? p.def.phases[env.phase]?.race : undefined;
  if (race) return [...raceActions(x, env, seat, race), ...(p.hooks.enumerate?.(env.G, seat, p.def) ?? [])];
  if (!canAct(p, env, seat, activeSeats)) return [];
  const self = { ...env, self: seat };
  const out: Action[] = [];
  for (const m of movesInPhase(p, env.phase)) {
    for (const args of enumerateArgValues(x, m.args, self, p.scopes.move[m.name]!)) {
      if (typeof checkMove(x, m, args, self, true) !== 'string') out.push({ move: m.name, args });
    }
  }
  if (p.hooks.enumerate) out.push(...p.hooks.enumerate(env.G, seat, p.def));
  const turn = turnDefFor(p, env.phase);
  if (opts.includePass !== false && turn.canPass && !p.def.phases[env.phase ?? '']?.simultaneous) out.push({ move: 'pass', args: [] });
  return out;
}

export function turnDefFor(p: Program, phase: string | null) {
  return (phase ? p.def.phases[phase]?.turn : undefined) ?? p.def.turn;
}
