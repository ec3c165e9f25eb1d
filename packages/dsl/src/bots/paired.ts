/**
 * The search for games with a bot of their own: policy improvement by paired rollouts. Each pass samples one
 * determinization (one arrangement of the hidden cards, one seed for the game's own random draws and one for the
 * policies') and plays every candidate action out in that same world, each continued by the game's bot for every
 * seat. The candidates are then compared pass by pass: in a game with much luck, two actions tried in different
 * worlds mostly measure the worlds (who drew what); tried in the same world, the difference is the action's own.
 * That common-random-numbers pairing is what lets a few dozen passes tell a slightly better play from the bot's.
 *
 * Candidates clearly behind the leader on the paired evidence are dropped as passes come in (racing), so the
 * budget goes to the close calls; the search stops early when one candidate is left. The final pick is the best
 * average, except that the game bot's own favourite stands unless the best is ahead of it by more than its
 * standard error: no deviation from the bot on noise alone. This is a one-step improvement over the game's bot,
 * which is never worse than the bot in expectation, and it plays from determinizations of the seat's view only.
 */
import type { Action } from '../runtime/rules';
import { meter, type Meter } from './budget';
import { prng } from '../sim/prng';
import { rewardsOf, policyPrior, type SearchInput, type SearchResult } from './search';
import { rollout } from './rollout';
import { actionKey } from './tree';

/** Most candidates a pass plays out: beyond it, the bot's picks and a random few others. */
export const MAX_CANDIDATES = 12;
/** Passes before a candidate may be dropped. */
const MIN_PASSES = 6;
/** Standard errors behind the leader that drop a candidate. */
const DROP_Z = 2.5;
/** Standard errors ahead of the bot's favourite the best candidate must be to be played instead. */
const KEEP_Z = 1;
/** Determinizations the bot is asked on to pick candidates when there are too many actions to try them all. */
const PRIOR_SAMPLES = 16;

interface Candidate {
  key: string;
  action: Action;
  /** Reward per pass (pass index → reward), for the passes it was played in. */
  rewards: number[];
  alive: boolean;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/** Mean and standard error of `a − b` over the passes both were played in (they were, up to the shorter one). */
export function pairedGap(a: readonly number[], b: readonly number[]): { gap: number; se: number; n: number } {
  const n = Math.min(a.length, b.length);
  if (n === 0) return { gap: 0, se: Infinity, n };
  const d = Array.from({ length: n }, (_, i) => a[i]! - b[i]!);
  const m = mean(d);
  const variance = n > 1 ? d.reduce((s, x) => s + (x - m) ** 2, 0) / (n - 1) : 1;
  // A floor on the spread: a few identical differences are not proof.
  return { gap: m, se: Math.sqrt(Math.max(variance, 0.25) / n), n };
}

/** The actions worth playing out: all of them when few, else the bot's picks first, then others at random. */
function candidatesOf<S>(input: SearchInput<S>, budget: Meter): Candidate[] {
  const all = input.actions.map((action) => ({ key: actionKey(input.seat, action), action, rewards: [], alive: true }));
  if (all.length <= MAX_CANDIDATES) return all;
  const prior = input.prior ?? policyPrior(input, PRIOR_SAMPLES, budget);
  const picked = all.filter((c) => (prior.get(c.key) ?? 0) > 0).sort((a, b) => prior.get(b.key)! - prior.get(a.key)!);
  const rest = all.filter((c) => !prior.has(c.key));
  const out = picked.slice(0, MAX_CANDIDATES);
  while (out.length < MAX_CANDIDATES && rest.length > 0) out.push(rest.splice(Math.floor(input.rand() * rest.length), 1)[0]!);
  return out;
}

/** The best candidate by average reward (earliest on ties). */
function leader(cands: readonly Candidate[]): Candidate {
  let best = cands[0]!;
  for (const c of cands) if (mean(c.rewards) > mean(best.rewards)) best = c;
  return best;
}

export function pairedSearch<S>(input: SearchInput<S>): SearchResult {
  const { sim, seat, rand } = input;
  const budget = meter(input.budget, undefined, input.startedAt);
  const cands = candidatesOf(input, budget);
  const picks = new Map<string, number>();
  let passes = 0;
  while (!budget.spent() && cands.filter((c) => c.alive).length > 1) {
    const world = input.sample(rand);
    const seed = Math.floor(rand() * 2 ** 32);
    // The bot's own pick in this world: which candidate it favours, counted over the passes.
    const pick = actionKey(seat, input.rollout(input.actions, prng(seed), sim.clone(world), seat));
    const results: [Candidate, number][] = [];
    for (const c of cands) {
      if (!c.alive) continue;
      const s = sim.apply(sim.clone(world), seat, c.action);
      budget.step();
      const end = rollout(sim, s, prng(seed), input.rollout, input.maxRolloutMoves, budget);
      if (end === undefined) break;
      results.push([c, rewardsOf(sim.result(end), input.numPlayers)[seat]!]);
      budget.tick();
    }
    // A pass cut short by the clock is dropped whole: its candidates were not all played in the same world.
    if (results.length < cands.filter((c) => c.alive).length) break;
    for (const [c, r] of results) c.rewards.push(r);
    picks.set(pick, (picks.get(pick) ?? 0) + 1);
    passes++;
    if (passes >= MIN_PASSES) {
      const best = leader(cands.filter((c) => c.alive));
      for (const c of cands) {
        if (!c.alive || c === best) continue;
        const { gap, se } = pairedGap(best.rewards, c.rewards);
        if (gap > DROP_Z * se) c.alive = false;
      }
    }
  }
  const alive = cands.filter((c) => c.alive);
  const prior = input.prior ?? picks;
  const favourite = [...cands].filter((c) => (prior.get(c.key) ?? 0) > 0).sort((a, b) => prior.get(b.key)! - prior.get(a.key)!)[0];
  let chosen: Candidate;
  if (passes === 0) chosen = favourite ?? alive[0]!;
  else {
    const best = leader(alive);
    chosen = best;
    if (favourite?.alive && favourite !== best) {
      const { gap, se } = pairedGap(best.rewards, favourite.rewards);
      if (gap <= KEEP_Z * se) chosen = favourite;
    }
  }
  return {
    action: chosen.action,
    iterations: budget.iterations(),
    stats: cands.map((c) => ({ action: c.action, visits: c.rewards.length, value: mean(c.rewards) })),
  };
}
