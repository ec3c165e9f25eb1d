/**
 * One rollout: the game played on from a state by a rollout policy for every seat, until it ends, the rollout's
 * length limit is reached, or the decision's time is up. Shared by both searches (search.ts, paired.ts).
 */
import type { Action } from '../../runtime/legal/action';
import type { Meter } from '../budget';
import { Refused, type SearchSim } from './simulator';

/**
 * A sampled world in which the rules refuse an action they list: the determinization gave a seat a hidden card it
 * could not have played where the view says it played one (Art of Argument: a wild as the other seat's secret pick,
 * before it has a set to put a wild in), so the world is not one the real table can be in. Its rollout says nothing
 * about the decision: the searches drop it (an iteration, or a paired pass whole) and sample another.
 */
export class ImpossibleWorld extends Error {}

/**
 * `sim.apply` of an action the rules listed as legal: a refusal (`Refused`) means the world is impossible. Any other
 * error is a fault of the rules or the engine and goes through, so a real bug is reported rather than dropped.
 */
export function applyListed<S>(sim: SearchSim<S>, s: S, seat: number, action: Action): S {
  try {
    return sim.apply(s, seat, action);
  } catch (e) {
    if (!(e instanceof Refused)) throw e;
    throw new ImpossibleWorld(`seat ${seat} could not play its listed ${action.move}: ${e.message}`);
  }
}

/** Picks a seat's action during rollouts (the random policy, or a game's own bot). */
export type RolloutPolicy<S> = (actions: readonly Action[], rand: () => number, s: S, seat: number) => Action;

export const randomRollout = (actions: readonly Action[], rand: () => number): Action => actions[Math.floor(rand() * actions.length)]!;

const sameArgs = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** How often (in actions) a rollout looks at the clock: within half a millisecond of the cap even in Build Up, whose
 * simulated actions are the dearest of the shipped games (~0.1 ms); reading the clock costs far less than one. */
const CLOCK_EVERY = 4;

/**
 * A seat drawn uniformly among those with a legal action, and its actions. The seats are tried in a random order and
 * the first with an action is taken, which draws the same way as listing every seat's actions and picking one, but
 * lists only as many as it needs: in a simultaneous phase where each seat chooses among many (Hearts' 286 ways to
 * pass three cards), listing all four seats' choices at every step cost more than the rest of the rollout.
 */
function anyMover<S>(sim: SearchSim<S>, s: S, rand: () => number): { seat: number; actions: Action[] } | undefined {
  const seats = sim.actors(s).slice();
  for (let n = seats.length; n > 0; n--) {
    const i = n === 1 ? 0 : Math.floor(rand() * n);
    const seat = seats[i]!;
    seats[i] = seats[n - 1]!;
    const actions = sim.legal(s, seat);
    if (actions.length > 0) return { seat, actions };
  }
  return undefined;
}

/**
 * Plays `s` on (changing it) and returns the state reached, or undefined when the time cap passed meanwhile (the
 * caller drops the unfinished rollout rather than count a game cut short by the clock). With `stage`, the rollout
 * also stops where it changes (the end of the hand in play: see `SearchInput.stage`).
 */
export function rollout<S>(
  sim: SearchSim<S>,
  s: S,
  rand: () => number,
  policy: RolloutPolicy<S>,
  maxMoves: number,
  budget: Meter,
  stage?: (s: S) => unknown,
): S | undefined {
  const begun = stage?.(s);
  for (let moves = 0; moves < maxMoves && !sim.result(s); moves++) {
    if (moves > 0 && stage && stage(s) !== begun) break;
    if (moves % CLOCK_EVERY === CLOCK_EVERY - 1 && budget.late()) return undefined;
    const mover = anyMover(sim, s, rand);
    if (!mover) break;
    const { seat, actions } = mover;
    const picked = policy(actions, rand, s, seat);
    budget.step();
    if (actions.includes(picked) || actions.some((a) => a.move === picked.move && sameArgs(a.args, picked.args))) {
      s = applyListed(sim, s, seat, picked);
      continue;
    }
    try {
      s = sim.apply(s, seat, { move: picked.move, args: picked.args });
    } catch (e) {
      // A policy may send what is not listed (a game bot's deliberate mistake); fall back to a listed action.
      if (!(e instanceof Refused)) throw e;
      s = applyListed(sim, s, seat, randomRollout(actions, rand));
    }
  }
  return s;
}
