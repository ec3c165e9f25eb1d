/**
 * A GameDef with every expression compiled once into a closure, and effects into runnable steps. Built by
 * `compile`; everything at run time goes through it.
 */
import type { Helpers } from '../expr/builtins/builtin';
import { compileExpr, seatsOf, type Runtime } from '../expr/compile/compile';
import type { Env } from '../expr/env';
import { makeScope, withLocal, type Scope } from '../expr/scope';
import { sharedList } from '../expr/builtins/shared-list';
import { T, type Ty } from '../expr/types';
import type { GameHooks } from '../hooks/api';
import type { ArgDef, Effect, Expr, GameDef, ZoneRef } from '../ir/types';
import { moveScope } from '../expr/move-scope';
import type { GameState } from './state/state';

export type Fn = (env: Env) => unknown;

export interface Program {
  def: GameDef;
  hooks: GameHooks;
  runtime: Runtime;
  /** Server time in ms, read by race phases (compile's `clock` option; default Date.now). */
  clock?: () => number;
  /** Compiles (once, then cached by identity of the expression's place) an expression for a scope. */
  expr(source: Expr, scope: Scope, expected?: Ty | Ty[]): Fn;
  /** The type an expression has in a scope (compiling it once, as `expr` does). */
  exprType(source: Expr, scope: Scope): Ty;
  scopes: {
    global: Scope;
    seat: Scope;
    /** The global scope plus `self` (the race answer), built once so its compiled expressions are cached. */
    self: Scope;
    move: Record<string, Scope>;
    trigger: Scope;
  };
}

/** Thrown by an effect to reject the whole move (boardgame.io then keeps the state as it was). */
export class InvalidMove extends Error {}

/** Thrown during setup when a deal needs more cards than its source holds (the validator reports it). */
export class DealShort extends Error {
  constructor(
    readonly effect: Effect,
    readonly need: number,
    readonly have: number,
  ) {
    super(`the deal${effect.src ? ` at line ${effect.src.line}` : ''} needs ${need} cards but only ${have} remain`);
  }
}

export function alive(G: GameState, numPlayers: number): number[] {
  const gone = G.out;
  const out: number[] = [];
  if (gone.length === 0) {
    for (let s = 0; s < numPlayers; s++) out.push(s);
    return out;
  }
  // A few seats at most: a scan costs less than building a set on every call (end and elimination checks call this).
  for (let s = 0; s < numPlayers; s++) if (!gone.includes(s)) out.push(s);
  return out;
}

/**
 * The seat `steps` places after `seat` in the turn direction (clockwise until a `reverse`; negative steps go back),
 * counting only seats still in play. A seat that is out may be the starting point.
 */
export function stepAlive(G: GameState, numPlayers: number, seat: number, steps: number): number {
  const dir = (G.dir ?? 1) * (steps < 0 ? -1 : 1);
  let s = seat;
  for (let moved = 0; moved < Math.abs(steps); moved++) {
    let k = 0;
    do {
      s = (((s + dir) % numPlayers) + numPlayers) % numPlayers;
      k++;
    } while (G.out.length !== 0 && G.out.includes(s) && k <= numPlayers);
    if (k > numPlayers) return seat;
  }
  return s;
}

export function nextAlive(G: GameState, numPlayers: number, seat: number): number {
  return stepAlive(G, numPlayers, seat, 1);
}

/**
 * `alive` as expressions read it: a shared list (frozen outside production: expr/builtins/shared-list.ts), made once for each set of seats out and kept while it holds (the end
 * and elimination checks read it after every action, often more than once). One list kept, for the `out` last seen:
 * another state's `out` (a copy, another game) makes it anew; so does any change to its seats, compared one by one.
 */
export class AliveMemo {
  private out: readonly number[] | undefined;
  private seen: number[] = [];
  private numPlayers = 0;
  private list: readonly number[] = [];

  of(G: GameState, numPlayers: number): readonly number[] {
    const gone = G.out;
    // Nobody out (most of most games): the shared frozen list `seats` reads.
    if (gone.length === 0) return seatsOf(numPlayers);
    if (gone !== this.out || numPlayers !== this.numPlayers || !sameSeats(gone, this.seen)) {
      this.list = sharedList(alive(G, numPlayers));
      this.out = gone;
      this.seen = gone.slice();
      this.numPlayers = numPlayers;
    }
    return this.list;
  }
}

function sameSeats(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

const aliveNow = new AliveMemo();

/** The seats still in, as `alive` reads them: a frozen list, kept while nobody else goes out (`AliveMemo`). */
function aliveSeats(G: GameState, numPlayers: number): readonly number[] {
  return aliveNow.of(G, numPlayers);
}

const helpers: Helpers = {
  next: (env, seat, n = 1) => stepAlive(env.G, env.numPlayers, seat, n),
  alive: (env) => aliveSeats(env.G, env.numPlayers),
  faceUp: (env, card) => env.G.faceUp[card] === true,
};

/** `codegen`: whether the program's expressions and effects are generated source (default: wherever it is on). */
export function buildProgram(def: GameDef, hooks: GameHooks = {}, codegen?: boolean): Program {
  const runtime: Runtime = { cards: def.cards, helpers, ...(codegen !== undefined ? { codegen } : {}) };
  const cache = new WeakMap<Scope, Map<Expr, Fn>>();
  const types = new WeakMap<Fn, Ty>();
  const global = makeScope(def);
  const move: Record<string, Scope> = {};
  for (const m of Object.values(def.moves)) move[m.name] = moveScope(def, m.args as ArgDef[]);
  const program: Program = {
    def,
    hooks,
    runtime,
    scopes: {
      global,
      seat: withLocal(global, 'seat', T.seat),
      self: makeScope(def, { self: true }),
      move,
      trigger: withLocal(withLocal(withLocal(global, 'pile', T.cards), 'pileIndex', T.number), 'seat', T.seat),
    },
    expr(source, scope, expected) {
      let byScope = cache.get(scope);
      if (!byScope) cache.set(scope, (byScope = new Map()));
      const hit = byScope.get(source);
      if (hit) return hit;
      const r = compileExpr(source, scope, expected, runtime);
      if (!r.ok) {
        // The validator has already type-checked every expression; reaching this is a bug in the pipeline.
        throw new Error(`expression "${String(source)}" does not compile: ${r.errors.map((e) => e.message).join('; ')}`);
      }
      byScope.set(source, r.fn);
      types.set(r.fn, r.ty);
      return r.fn;
    },
    exprType(source, scope) {
      return types.get(program.expr(source, scope))!;
    },
  };
  return program;
}

/** A zone reference resolved to concrete locations at run time (`*` expands to every seat / pile). */
export function refSeatFn(p: Program, ref: ZoneRef, scope: Scope): Fn | '*' | undefined {
  if (ref.seat === undefined) return undefined;
  if (ref.seat === '*') return '*';
  return p.expr(ref.seat, scope, T.number);
}

export function refPileFn(p: Program, ref: ZoneRef, scope: Scope): Fn | '*' | undefined {
  if (ref.pile === undefined) return undefined;
  if (ref.pile === '*') return '*';
  const keys = p.def.zones[ref.zone]?.row?.keys;
  if (!keys) return p.expr(ref.pile, scope, T.number);
  // A keyed row's pile written as its value (`foundations[c.suit]`): the value's pile (-1, no pile, for another).
  const f = p.expr(ref.pile, scope, [T.number, T.string]);
  return (env) => {
    const v = f(env);
    return typeof v === 'string' ? keys.indexOf(v) : v;
  };
}

