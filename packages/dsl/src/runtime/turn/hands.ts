/**
 * Several hands in one game (`hands:`): beginning a hand, ending one when its `endIf` holds, and handing the table
 * to the next. Runs inside the action that ended the hand, so both paths (boardgame.io and the simulator) see it.
 */
import { varSlots } from '../../ir/teams';
import type { Env } from '../../expr/env';
import { T } from '../../expr/types';
import { askEndTurn, type Exec } from '../effects/exec';
import { run } from '../effects/effects';
import type { Fn, Program } from '../program';
import { recordHand } from './hand-history';

const endIfs = new WeakMap<Program, Fn>();

function endIfOf(p: Program): Fn {
  let fn = endIfs.get(p);
  if (!fn) endIfs.set(p, (fn = p.expr(p.def.hands!.endIf, p.scopes.global, T.boolean)));
  return fn;
}

/** The table's own environment: a hand's effects are nobody's move (no `self`, nothing "played by" a seat). */
function tableEnv(env: Env): Env {
  const out: Env = { ...env };
  delete out.self;
  delete out.args;
  return out;
}

/** Begins hand `number`: variables in `reset` go back to their initial values (from the second hand), then `onBegin`. */
export function beginHand(x: Exec, env: Env, number: number): void {
  const p = x.p;
  const hands = p.def.hands!;
  const G = env.G;
  const e = tableEnv(env);
  if (number > 1) {
    for (const name of hands.reset) {
      const v = p.def.vars[name]!;
      const fn = p.expr(v.initial, p.scopes.global, v.type === 'boolean' ? T.boolean : v.type === 'string' ? T.string : T.number);
      const slots = varSlots(v.scope, p.def.teams, env.numPlayers);
      G.vars[name] = slots !== undefined ? Array.from({ length: slots }, () => fn(e)) : fn(e);
    }
  }
  G.hands = { number };
  G.log.push({ turn: env.turn, seat: null, message: `Hand ${number} begins.`, hand: { number, at: 'begins' } });
  // Every hand's deal must fit, not only the first's (validate/deck/deals.ts checks it where it can): a deal that runs short
  // is an error naming it, not a short hand that ends in a deadlock (issue 36, bug 4).
  const strict = x.setup;
  x.setup = true;
  try {
    run(x, hands.onBegin, e, p.scopes.global);
  } finally {
    x.setup = strict;
  }
}

/** After an action's triggers and eliminations: when the hand is over, scores it (`onEnd`) and records the scores
 * (hand-history.ts). Whether it ended. */
export function endHandIfOver(x: Exec, env: Env): boolean {
  const G = env.G;
  const state = G.hands;
  // A hand just dealt is not checked again until its first turn: a hand over at once would deal for ever.
  if (!state || state.starting || state.fresh || G.result) return false;
  if (!endIfOf(x.p)(env)) return false;
  run(x, x.p.def.hands!.onEnd, tableEnv(env), x.p.scopes.global);
  recordHand(x.p.def, G, state.number);
  G.log.push({ turn: env.turn, seat: null, message: `Hand ${state.number} is over.`, hand: { number: state.number, at: 'ends' } });
  return true;
}

/**
 * The game goes on after a hand: the next one is dealt now, and play starts again as a hand starts — in the start
 * phase (its `turn.first`), or, in a game without phases, with `turn.first` at the next turn.
 */
export function nextHand(x: Exec, env: Env): void {
  const G = env.G;
  beginHand(x, env, (G.hands?.number ?? 1) + 1);
  const start = x.p.def.startPhase;
  if (start) {
    G.hands!.starting = true;
    x.events?.setPhase(start);
  } else {
    G.hands!.fresh = true;
    if (!x.endTurnAsked) askEndTurn(x);
  }
}
