/**
 * The house (`house:`): a dealer or banker that plays by a fixed rule and is not a seat. It is never in `seats`,
 * `alive` or the turn order, and nobody moves for it: after every action (once triggers and eliminations are done,
 * before the hand's end is checked) the first time its `when` holds in a hand (or a turn) its effects run, in its own
 * name, and every settled seat's hand is scored against it. Runs inside the action, so boardgame.io and the fast
 * simulator both see it.
 */
import type { Env } from '../../expr/env';
import { T } from '../../expr/types';
import type { HouseDef } from '../../ir/types';
import { houseSubject } from '../../log/house-line';
import type { LogPart } from '../../log/parts';
import { run } from '../effects/effects';
import type { Exec } from '../effects/exec';
import { alive, type Fn, type Program } from '../program';
import type { HouseState } from '../state/state';
import { housePlayed } from '../../expr/builtins/house-builtins';

/** The house's state at the start of a match: it has not played; nobody has settled against it. */
export function newHouseState(numPlayers: number, each: 'hand' | 'turn'): HouseState {
  const zeros = () => new Array<number>(numPlayers).fill(0);
  return { ...(each === 'turn' ? { perTurn: true as const } : {}), last: new Array<null>(numPlayers).fill(null), tally: { wins: zeros(), losses: zeros(), pushes: zeros() } };
}

interface HousePlan {
  when: Fn;
  seats?: Fn;
  win?: Fn;
  lose?: Fn;
  stake?: Fn;
}

const plans = new WeakMap<Program, HousePlan>();

function planOf(p: Program, h: HouseDef): HousePlan {
  let plan = plans.get(p);
  if (plan) return plan;
  const s = h.settle;
  const seat = p.scopes.seat;
  plan = {
    when: p.expr(h.when, p.scopes.global, T.boolean),
    ...(s?.seats !== undefined ? { seats: p.expr(s.seats, p.scopes.global, T.seats) } : {}),
    ...(s ? { win: p.expr(s.win, seat, T.boolean), lose: p.expr(s.lose, seat, T.boolean), stake: p.expr(s.stake, seat, T.number) } : {}),
  };
  plans.set(p, plan);
  return plan;
}

/** The table's own environment: the house is nobody's move (no `self`, no arguments). */
function houseEnv(env: Env): Env {
  const out: Env = { ...env };
  delete out.self;
  delete out.args;
  return out;
}


/** After an action: the house plays if it has not yet in this hand (or turn) and its `when` holds. Whether it played. */
export function playHouseIfDue(x: Exec, env: Env): boolean {
  const p = x.p;
  const h = p.def.house!;
  const G = env.G;
  if (G.result || housePlayed(env)) return false;
  // A hand just dealt waits for its first turn, as the hand's end does (runtime/turn/hands.ts).
  if (G.hands?.starting || G.hands?.fresh) return false;
  const plan = planOf(p, h);
  if (!plan.when(env)) return false;
  const before = G.house ?? newHouseState(env.numPlayers, h.each);
  G.house = { ...before, played: { hand: G.hands?.number ?? 1, turn: env.turn } };
  const e = houseEnv(env);
  const outer = x.house;
  x.house = true;
  try {
    run(x, h.do, e, p.scopes.global);
  } finally {
    x.house = outer;
  }
  if (h.settle && !G.result) settle(x, e, h, plan);
  return true;
}

/** Every settled seat's hand against the house: win, lose or push; the stake kept in `score`; a line each. */
function settle(x: Exec, env: Env, h: HouseDef, plan: HousePlan): void {
  const G = env.G;
  const s = h.settle!;
  const seats = plan.seats ? (plan.seats(env) as number[]) : alive(G, env.numPlayers);
  const st = G.house!;
  const last = st.last.map(() => null as 'win' | 'lose' | 'push' | null);
  const tally = { wins: st.tally.wins.slice(), losses: st.tally.losses.slice(), pushes: st.tally.pushes.slice() };
  const score = s.score !== undefined ? (G.vars[s.score] as number[]).slice() : undefined;
  const name = h.speak;
  const outer = env.seat;
  try {
    for (const seat of seats) {
      if (!Number.isInteger(seat) || seat < 0 || seat >= env.numPlayers) continue;
      env.seat = seat;
      const outcome = plan.win!(env) ? 'win' : plan.lose!(env) ? 'lose' : 'push';
      const stake = outcome === 'push' ? 0 : Number(plan.stake!(env)) || 0;
      last[seat] = outcome;
      if (outcome === 'win') tally.wins[seat]!++;
      else if (outcome === 'lose') tally.losses[seat]!++;
      else tally.pushes[seat]!++;
      if (score) score[seat] = (score[seat] ?? 0) + (outcome === 'win' ? stake : -stake);
      if (x.noLogText) {
        G.log.push({ turn: env.turn, seat });
        continue;
      }
      const parts: LogPart[] =
        outcome === 'win'
          ? [{ seat }, ` beats ${name}`]
          : outcome === 'lose'
            ? [houseSubject(h), ' beats ', { seat }]
            : [{ seat }, ` and ${name} push`];
      if (score && outcome !== 'push') parts.push(` (${outcome === 'win' ? '+' : '−'}${Math.abs(stake)})`);
      G.log.push({ turn: env.turn, seat, parts });
    }
  } finally {
    env.seat = outer;
  }
  G.house = { ...st, last, tally };
  if (score) G.vars[s.score!] = score;
}
