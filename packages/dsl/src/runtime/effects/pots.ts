/**
 * The chip effects (`chips:`): `post` (a blind or an ante put in outside a move) and `settle` (the hand's pots to
 * their winners). Both engines run them through the interpreter (runtime/effects/interpret.ts), so they agree.
 *
 * Settling builds the pots from what each seat put in this hand (`inPot`): one level per distinct amount put in by a
 * seat still in the hand, smallest first. The main pot holds, from every seat, what it put in up to the first level;
 * each side pot what it put in between one level and the next; chips put in above the highest level by seats that
 * folded go into the last pot. A pot goes to the best hand (`by`, `seat` bound) among the seats still in that put in
 * at least its level (alone: no hand is compared, nothing is shown); a tie splits it evenly, the chips that do not
 * divide going one each to the tied winners clockwise from `oddChip`. Then every seat's bet, chips put in and fold
 * are cleared for the next hand.
 */
import type { Env } from '../../expr/env';
import { withLocal, type Scope } from '../../expr/scope';
import { T } from '../../expr/types';
import { compareValues } from '../../expr/builtins/combinations';
import { CHIP_VARS } from '../../ir/chips';
import type { EffectOp } from '../../ir/types';
import { templateLine } from '../../log/write';
import type { LogEntry } from '../state/state';
import { noteLine } from '../log/told';
import { alive } from '../program';
import { checkSeat } from './seat-check';
import type { Exec } from './exec';

type PostOp = Extract<EffectOp, { op: 'post' }>;
type SettleOp = Extract<EffectOp, { op: 'settle' }>;

const nums = (env: Env, name: string) => env.G.vars[name] as number[];

/** A log line from a template over a few bound names (a seat, a number, a text). */
function say(x: Exec, env: Env, scope: Scope, template: string, bound: Record<string, unknown>): void {
  const entry: LogEntry = x.noLogText ? { turn: env.turn, seat: null } : { turn: env.turn, seat: null, ...templateLine(x, template, { ...env, bound: { ...(env.bound ?? {}), ...bound } }, scope) };
  env.G.log.push(entry);
  noteLine(x, entry);
}

/** The scope log lines of this file are written in. */
function lineScope(scope: Scope): Scope {
  return withLocal(withLocal(withLocal(scope, 'chipSeat', T.seat), 'chipCount', T.number), 'chipPot', T.string);
}

export function post(x: Exec, e: PostOp, env: Env, scope: Scope): void {
  const seat = checkSeat('the seat that posts chips', Number(x.p.expr(e.seat, scope, T.number)(env)), env.numPlayers);
  const asked = Number(x.p.expr(e.amount, scope, T.number)(env));
  if (!Number.isInteger(asked) || asked < 0) throw new Error(`a seat posts ${JSON.stringify(asked)} chips, which is not a whole number of chips`);
  const chips = nums(env, CHIP_VARS.chips);
  const amount = Math.min(asked, chips[seat]!);
  chips[seat] = chips[seat]! - amount;
  nums(env, CHIP_VARS.inPot)[seat] = nums(env, CHIP_VARS.inPot)[seat]! + amount;
  if (!e.ante) nums(env, CHIP_VARS.bet)[seat] = nums(env, CHIP_VARS.bet)[seat]! + amount;
  const all = chips[seat] === 0 ? ', all in' : '';
  say(x, env, lineScope(scope), `{chipSeat} posts ${e.ante ? 'an ante of ' : ''}{chipCount}${all}`, { chipSeat: seat, chipCount: amount });
}

/** One pot: its chips, and the seats still in that may win it. */
export interface Pot {
  amount: number;
  eligible: number[];
  /** How many seats put chips into it: one, and it is a bet nobody called, handed back. */
  from: number;
}

/** The main pot and the side pots, from what each seat put in and which seats are still in (pure: tested alone). */
export function buildPots(inPot: readonly number[], live: readonly number[]): Pot[] {
  const levels = [...new Set(live.map((s) => inPot[s]!).filter((n) => n > 0))].sort((a, b) => a - b);
  const pots: Pot[] = [];
  let below = 0;
  levels.forEach((level, i) => {
    const top = i === levels.length - 1 ? Infinity : level;
    let amount = 0;
    let from = 0;
    for (const put of inPot) {
      const part = Math.max(0, Math.min(put, top) - below);
      amount += part;
      if (part > 0) from++;
    }
    pots.push({ amount, eligible: live.filter((s) => inPot[s]! >= level), from });
    below = level;
  });
  return pots.filter((p) => p.amount > 0);
}

/** How a pot is split among tied winners: evenly, the odd chips one each clockwise from `from` (pure: tested alone). */
export function splitPot(amount: number, winners: readonly number[], from: number, seats: number): Map<number, number> {
  const share = Math.floor(amount / winners.length);
  let odd = amount - share * winners.length;
  const out = new Map<number, number>();
  const order = [...winners].sort((a, b) => ((a - from + seats) % seats) - ((b - from + seats) % seats));
  for (const s of order) {
    out.set(s, share + (odd > 0 ? 1 : 0));
    odd--;
  }
  return out;
}

export function settle(x: Exec, e: SettleOp, env: Env, scope: Scope): void {
  const n = env.numPlayers;
  const inPot = nums(env, CHIP_VARS.inPot);
  const folded = env.G.vars[CHIP_VARS.folded] as boolean[];
  const chips = nums(env, CHIP_VARS.chips);
  const live = alive(env.G, n).filter((s) => !folded[s]);
  // Every seat folded (a spec that lets the last one fold too): what each put in goes back to it.
  const pots = live.length > 0 ? buildPots(inPot, live) : inPot.map((amount, s) => ({ amount, eligible: [s], from: 1 })).filter((p) => p.amount > 0);
  // A bet nobody called goes back to its owner: it is no pot, and the pots are named without it.
  const contested = pots.filter((p) => p.from > 1);
  const byFn = x.p.expr(e.by, withLocal(scope, 'seat', T.seat));
  const strength = new Map<number, unknown>();
  const strengthOf = (s: number) => {
    if (!strength.has(s)) strength.set(s, byFn({ ...env, seat: s }));
    return strength.get(s);
  };
  const from = e.oddChip !== undefined ? checkSeat('the seat the odd chips start from', Number(x.p.expr(e.oddChip, scope, T.number)(env)), n) : 0;
  const lines = lineScope(scope);
  for (const pot of pots) {
    if (pot.from === 1) {
      const s = pot.eligible[0]!;
      chips[s] = chips[s]! + pot.amount;
      say(x, env, lines, '{chipSeat} takes back {chipCount} nobody called', { chipSeat: s, chipCount: pot.amount });
      continue;
    }
    const i = contested.indexOf(pot);
    let winners = pot.eligible;
    if (winners.length > 1) {
      const best = winners.reduce((b, s) => (compareValues(strengthOf(s), strengthOf(b)) > 0 ? s : b), winners[0]!);
      winners = winners.filter((s) => compareValues(strengthOf(s), strengthOf(best)) === 0);
    }
    const name = contested.length === 1 ? 'the pot' : i === 0 ? 'the main pot' : contested.length === 2 ? 'the side pot' : `side pot ${i}`;
    for (const [s, won] of splitPot(pot.amount, winners, from, n)) {
      chips[s] = chips[s]! + won;
      say(x, env, lines, winners.length > 1 ? '{chipSeat} takes {chipCount}, a share of {chipPot}' : '{chipSeat} wins {chipPot}: {chipCount}', { chipSeat: s, chipCount: won, chipPot: name });
    }
  }
  for (let s = 0; s < n; s++) {
    inPot[s] = 0;
    nums(env, CHIP_VARS.bet)[s] = 0;
    folded[s] = false;
  }
}
