/**
 * Effects compiled once per game into closures: each effect of a list becomes a function with its expressions
 * already compiled, its zone looked up and its options read, so running a move's body is a call per effect instead
 * of a walk of the IR (the `switch` over `op`, a cache lookup per expression, zone references resolved into location
 * objects). Both paths run these (boardgame.io's reducer through `compile`, and the fast simulator), so they stay in
 * agreement: `run` below is the one entry point.
 *
 * Closures, not generated source text (`new Function`): a closure per IR node keeps the effect's behaviour in
 * ordinary, type-checked code (the interpreter's own helpers), needs no `unsafe-eval` where a Content Security
 * Policy forbids it (the web client runs the same rules), and gives most of what generated code would, since what
 * costs in the interpreter is the per-call lookups, not the calls.
 *
 * The hot effects (`move`, `deal`, `set`, `if`, `endTurn`, `forEachSeat`, `forEach`) have their own closures; the others
 * call the interpreter's `runEffect` (runtime/effects/interpret.ts), which does the same work. Where code generation is on (Node), `move` runs as
 * generated source instead (runtime/effects/effects.fast.ts), since it is the effect most actions run.
 */
import { checkSeat } from './seat-check';
import { binder } from '../../expr/bind';
import type { Env } from '../../expr/env';
import { withLocal, type Scope } from '../../expr/scope';
import { elementOf, T } from '../../expr/types';
import type { Effect, EffectOp, ZoneRef } from '../../ir/types';
import { askEndTurn, refillFrom, resolveOne, setCardFace, setFace, touched, type EffectsFn, type Exec } from './exec';
import { runEffect } from './interpret';
import { alive, InvalidMove, refPileFn, refSeatFn, type Fn, type Program } from '../program';
import type { Pile } from '../state/state';
import { findCard, putCards, rowOf, takeAt } from '../state/zones';
import { pileWalkerOf } from '../state/resolve-ref';
import { writable } from '../state/card-maps';
import { dealFn } from './deal';
import { generates } from '../../expr/compile/codegen';
import { generatedMove } from './effects.fast';
import { repeatFn } from './repeat';

/** Runs effects in order: their closures, compiled once per game. The one entry point of every path that runs effects. */
export function run(x: Exec, effects: readonly Effect[], env: Env, scope: Scope): void {
  effectsFn(x.p, effects, scope)(x, env);
}

const compiled = new WeakMap<Program, WeakMap<readonly Effect[], Map<Scope, EffectsFn>>>();

/** The compiled form of `effects` in `scope` (built on first use, then cached by the list's identity). */
export function effectsFn(p: Program, effects: readonly Effect[], scope: Scope): EffectsFn {
  let byList = compiled.get(p);
  if (!byList) compiled.set(p, (byList = new WeakMap()));
  let byScope = byList.get(effects);
  if (!byScope) byList.set(effects, (byScope = new Map()));
  let fn = byScope.get(scope);
  if (!fn) byScope.set(scope, (fn = compileList(p, effects, scope)));
  return fn;
}

/** An empty list (a phase without `onBegin`, an `if` without `else`). */
const single = new WeakMap<Effect, Map<Scope, EffectsFn>>();

/** The compiled form of one effect (cached by its identity), for the interpreter's `runEffect`. */
export function effectFn(p: Program, e: Effect, scope: Scope): EffectsFn {
  let byScope = single.get(e);
  if (!byScope) single.set(e, (byScope = new Map()));
  let fn = byScope.get(scope);
  if (!fn) byScope.set(scope, (fn = compileOne(p, e, scope)));
  return fn;
}

const nothing: EffectsFn = () => undefined;

function compileList(p: Program, effects: readonly Effect[], scope: Scope): EffectsFn {
  const steps = effects.map((e) => compileOne(p, e, scope));
  switch (steps.length) {
    case 0:
      return nothing;
    case 1:
      return steps[0]!;
    case 2: {
      const [a, b] = steps as [EffectsFn, EffectsFn];
      return (x, env) => {
        a(x, env);
        b(x, env);
      };
    }
    default:
      return (x, env) => {
        for (let i = 0; i < steps.length; i++) steps[i]!(x, env);
      };
  }
}

function compileOne(p: Program, e: Effect, scope: Scope): EffectsFn {
  switch (e.op) {
    case 'endTurn':
      return (x) => askEndTurn(x);
    case 'if': {
      const cond = p.expr(e.cond, scope, T.boolean);
      const then = effectsFn(p, e.then, scope);
      const otherwise = effectsFn(p, e.else, scope);
      return (x, env) => (cond(env) ? then(x, env) : otherwise(x, env));
    }
    case 'set': {
      const value = p.expr(e.value, scope);
      const name = e.var;
      // A seat variable holds a seat of this table or null (none: `filter(…)[0]` of an empty list), or the spec has a bug: said where it happens (runtime/effects/seat-check.ts).
      const seatVar = p.def.vars[name]?.type === 'seat';
      if (e.seat === undefined && e.team === undefined) {
        return (_x, env) => {
          const v = value(env);
          if (seatVar && v !== null) checkSeat(`seat variable "${name}"`, v, env.numPlayers);
          env.G.vars[name] = v;
        };
      }
      if (e.team !== undefined) {
        const teamFn = p.expr(e.team, scope, T.number);
        return (_x, env) => {
          const v = value(env);
          if (seatVar && v !== null) checkSeat(`seat variable "${name}"`, v, env.numPlayers);
          const arr = env.G.vars[name] as unknown[];
          const team = Number(teamFn(env));
          if (!Number.isInteger(team) || team < 0 || team >= arr.length) throw new Error(`the team whose "${name}" is set is ${JSON.stringify(team)}, which is not a team: this table has teams 0 to ${arr.length - 1}`);
          arr[team] = v;
        };
      }
      const seatFn = p.expr(e.seat!, scope, T.number);
      return (_x, env) => {
        const v = value(env);
        if (seatVar && v !== null) checkSeat(`seat variable "${name}"`, v, env.numPlayers);
        const seat = checkSeat(`the seat whose "${name}" is set`, Number(seatFn(env)), env.numPlayers);
        const arr = env.G.vars[name] as unknown[];
        arr[seat] = v;
      };
    }
    case 'forEachSeat': {
      const body = effectsFn(p, e.do, withLocal(scope, 'seat', T.seat));
      return (x, env) => {
        for (const seat of alive(env.G, env.numPlayers)) body(x, { ...env, seat });
      };
    }
    case 'forEach': {
      const list = p.expr(e.in, scope);
      const body = effectsFn(p, e.do, withLocal(scope, e.as, elementOf(p.exprType(e.in, scope))));
      const bind = binder(e.as);
      return (x, env) => {
        const v = list(env);
        // A copy: the loop's effects may move the very cards it walks. Each iteration its own environment: its
        // effects may keep it (a log caption settled after the action).
        if (Array.isArray(v)) for (const el of v.slice() as unknown[]) body(x, bind(env, el));
      };
    }
    case 'repeat':
      return repeatFn(p, e, scope, effectsFn(p, e.do, scope));
    case 'move':
      return moveFn(p, e, scope);
    case 'deal':
      return dealFn(p, e, scope, onePileFn(p, e.from, scope));
    default:
      return (x, env) => runEffect(x, e, env, scope);
  }
}

type MoveOp = Extract<EffectOp, { op: 'move' }>;

/** The one pile a reference names, as `resolveOne` (which a row's pile past its end still uses: a new pile may open). */
function onePileFn(p: Program, ref: ZoneRef, scope: Scope): (x: Exec, env: Env) => Pile {
  const zone = p.def.zones[ref.zone]!;
  const name = ref.zone;
  if (zone.row) return rowPileFn(p, ref, scope);
  if (zone.scope === 'player' && (ref.seat === undefined || ref.seat === '*')) return (x, env) => resolveOne(x, ref, env, scope).pile;
  if (zone.scope !== 'player') return (_x, env) => env.G.zones[name] as Pile;
  const seatFn = p.expr(ref.seat!, scope, T.number);
  return (x, env) => {
    const seat = Number(seatFn(env));
    const pile = Number.isInteger(seat) ? (env.G.zones[name] as Pile[])[seat] : undefined;
    // No such seat: `resolveOne` refuses the move in its own words.
    return pile ?? resolveOne(x, ref, env, scope).pile;
  };
}

/**
 * One pile of a row named by its index (`building[p]`, `tableau[self][i]`): read straight from the row when it is
 * there. Anything else (a pile one past the end, which `resolveOne` opens where the row allows it; a seat or index
 * out of range, which it refuses in its own words; a reference that does not name one pile) goes to `resolveOne`.
 */
function rowPileFn(p: Program, ref: ZoneRef, scope: Scope): (x: Exec, env: Env) => Pile {
  const slow = (x: Exec, env: Env) => resolveOne(x, ref, env, scope).pile;
  const pileFn = refPileFn(p, ref, scope);
  const seatFn = refSeatFn(p, ref, scope);
  if (typeof pileFn !== 'function') return slow;
  const name = ref.zone;
  const inRow = (row: Pile[] | undefined, env: Env): Pile | undefined => {
    const i = Number(pileFn(env));
    return row !== undefined && Number.isInteger(i) && i >= 0 && i < row.length ? row[i] : undefined;
  };
  if (p.def.zones[name]!.scope !== 'player') return (x, env) => inRow(env.G.zones[name] as Pile[], env) ?? slow(x, env);
  if (typeof seatFn !== 'function') return slow;
  return (x, env) => {
    const seat = Number(seatFn(env));
    const row = Number.isInteger(seat) && seat >= 0 ? (env.G.zones[name] as Pile[][])[seat] : undefined;
    return inRow(row, env) ?? slow(x, env);
  };
}

/** The row a keyed target names (a seat's row for a per-seat zone). */
function keyedRowFn(p: Program, ref: ZoneRef, scope: Scope): (env: Env) => Pile[] {
  const zone = p.def.zones[ref.zone]!;
  if (zone.scope !== 'player') return (env) => rowOf(env.G, zone);
  const seatFn = refSeatFn(p, ref, scope);
  return (env) => rowOf(env.G, zone, typeof seatFn === 'function' ? Number(seatFn(env)) : (env.self ?? -1));
}

/**
 * The `move` effect. Where code generation is on, its generated form (runtime/effects/effects.fast.ts: one body per effect, the
 * same steps); the closure below is the reference and what runs elsewhere. `where` is tested with `card` bound on the
 * action's own environment and put back after, since the test only reads it (a copy of the environment per move was
 * the largest allocation of Bag's actions).
 */
function moveFn(p: Program, e: MoveOp, scope: Scope): EffectsFn {
  const def = p.def;
  const keys = def.zones[e.to.zone]!.row?.keys;
  // Onto a keyed row without a pile, each card finds its own pile; else the one pile named.
  const to = keys && e.to.pile === undefined ? undefined : onePileFn(p, e.to, scope);
  const toRow = keys ? keyedRowFn(p, e.to, scope) : undefined;
  // The generated form covers the common moves; a turned-over packet and a keyed row run the closure below.
  if (generates(p.runtime) && to && !keys && !e.turnOver) {
    try {
      return generatedMove(p, e, scope, to);
    } catch {
      // The closure below does the same.
    }
  }
  const toZone = def.zones[e.to.zone]!;
  const cardsFn: Fn | undefined = e.cards !== undefined ? p.expr(e.cards, scope, [T.card, T.cards]) : undefined;
  const where: Fn | undefined = e.from && e.where !== undefined ? p.expr(e.where, withLocal(scope, 'card', T.card), T.boolean) : undefined;
  const countFn: Fn | undefined = e.from && e.count !== undefined && e.count !== 'all' ? p.expr(e.count, scope, T.number) : undefined;
  const fromPiles = e.from ? pileWalkerOf(p, e.from, scope) : undefined;
  const reveal = e.reveal === true;
  const tracksTurns = def.tracksMoveTurns === true;
  const tracksSources = def.tracksMoveSources === true;
  // The zone the last card this effect named was found in: searched first next time (a move's card comes from the
  // same few zones again and again; where the search starts changes only its cost).
  let lastFrom: string | undefined;
  return (x, env) => {
    const G = env.G;
    const moved: number[] = [];
    // The zone each moved card left, for `movedThisTurn(card, zone)` (only a game that asks keeps it).
    const sources: string[] | undefined = tracksSources ? [] : undefined;
    // Who held each card, for a revealing move's log ("Ada showed 15").
    const holders: (number | null)[] | undefined = reveal ? [] : undefined;
    if (cardsFn) {
      const v = cardsFn(env);
      const list = (Array.isArray(v) ? v : v === null || v === undefined ? [] : [v]) as number[];
      for (const card of list) {
        const at = findCard(G, def, card, lastFrom);
        if (!at) throw new InvalidMove(`card ${card} is not on the table`);
        lastFrom = at.loc.zone;
        takeAt(at.pile, at.index);
        moved.push(card);
        sources?.push(at.loc.zone);
        holders?.push(at.loc.seat ?? null);
      }
    } else if (fromPiles) {
      const count = countFn ? Number(countFn(env)) : e.count === undefined ? (where ? Infinity : 1) : Infinity;
      // Collected last card first (each pile is walked from its top), then turned round once below: the same order
      // as putting each card in front, without moving the list at every card.
      // `card` is bound on the environment for each `where:` and the outer binding put back right after it (a plain
      // store per card; the try below puts it back if a condition throws).
      const outer = env.card;
      try {
        fromPiles(env, (pile, seat) => {
          let taken = 0;
          if (pile.length === 0 && count !== Infinity) refillFrom(x, env, scope, pile, e.refill, e.refillKeep);
          for (let i = pile.length - 1; i >= 0 && taken < count; i--) {
            const card = pile[i]!;
            if (where) {
              env.card = card;
              const holds = where(env);
              env.card = outer;
              if (!holds) continue;
            }
            takeAt(pile, i);
            moved.push(card);
            sources?.push(e.from!.zone);
            holders?.push(seat ?? null);
            taken++;
            if (pile.length === 0 && taken < count && count !== Infinity) {
              refillFrom(x, env, scope, pile, e.refill, e.refillKeep);
              i = pile.length;
            }
          }
        });
      } finally {
        env.card = outer;
      }
      moved.reverse();
      sources?.reverse();
      holders?.reverse();
    }
    if (moved.length === 0) return;
    // Turned over as one packet: the last card taken lands first, and every face turns.
    const wasUp = e.turnOver ? moved.map((c) => G.faceUp[c] === true) : undefined;
    if (e.turnOver) {
      moved.reverse();
      wasUp!.reverse();
      sources?.reverse();
      holders?.reverse();
    }
    if (toRow) {
      // A keyed row: each card on the pile for its value; a card named onto another value's pile refuses the move.
      const row = toRow(env);
      const named = to ? to(x, env) : undefined;
      for (const card of moved) {
        const k = keys!.indexOf(def.cards[card]?.attrs[toZone.row!.by!] as string);
        const pile = named ?? row[k];
        if (!pile || (named !== undefined && row.indexOf(named) !== k)) {
          throw new InvalidMove(`"${toZone.name}" keeps each ${toZone.row!.by} on its own pile: card ${card} is not for this one`);
        }
        if (toZone.capacity !== undefined && pile.length + 1 > toZone.capacity) throw new InvalidMove(`"${toZone.name}" holds at most ${toZone.capacity} cards`);
        putCards(pile, toZone, [card], e.position);
      }
    } else {
      const pile = to!(x, env);
      if (toZone.capacity !== undefined && pile.length + moved.length > toZone.capacity) {
        throw new InvalidMove(`"${toZone.name}" holds at most ${toZone.capacity} cards`);
      }
      putCards(pile, toZone, moved, e.position);
    }
    x.placedIn = toZone.name;
    if (wasUp) moved.forEach((c, i) => setCardFace(G, c, !wasUp[i]));
    else setFace(x, env, moved, e.faceUp);
    touched(x, moved.length);
    if (reveal) {
      for (const c of moved) x.revealed.push(c);
      const from = (x.revealedFrom ??= []);
      for (const h of holders!) from.push(h);
    }
    if (env.self !== undefined) {
      const by = writable(G, 'playedBy');
      for (const c of moved) by[c] = env.self;
      if (tracksTurns) {
        const on = writable(G, 'movedOn');
        for (const c of moved) on[c] = env.turn;
      }
      if (sources) {
        const from = writable(G, 'movedFrom');
        moved.forEach((c, i) => (from[c] = sources[i]!));
      }
    }
  };
}
