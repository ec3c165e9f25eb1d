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
 *
 * Where the candidates ask about different hidden cards (Bag's names), each is played in the pass's world with the
 * cards it asks about swapped into the places of the reference candidate's (relabel.ts): all meet the same luck,
 * and the paired difference is the choice's own.
 */
import type { Action } from '../../runtime/legal/action';
import { meter, type Meter } from '../budget';
import { prng } from '../../sim/prng';
import { ProgressScale } from './reward';
import { rewardsOf, policyPrior, type SearchInput, type SearchResult } from './search';
import { applyListed, ImpossibleWorld, rollout } from './rollout';
import { actionKey } from './tree';
import { swapsFor } from '../belief/relabel';

/** Most candidates a pass plays out: beyond it, the bot's picks and a random few others. */
const MAX_CANDIDATES = 12;
/** Passes before a candidate may be dropped. */
const MIN_PASSES = 6;
/** Standard errors behind the leader that drop a candidate. */
const DROP_Z = 2.5;
/** Standard errors ahead of the bot's favourite the best candidate must be to be played instead. */
const KEEP_Z = 1;
/** Determinizations the bot is asked on to pick candidates when there are too many actions to try them all. */
const PRIOR_SAMPLES = 16;
/**
 * Passes after which candidates that scored exactly alike in every pass are merged into one. They are equivalent
 * on the evidence (often truly: the same outcome whatever is played now, or two plays leading to the same table),
 * and the paired gap between them is 0 for ever, so without merging they would run to the end of the budget. A
 * difference of 25 points in win rate would show in one of 10 passes with probability 0.94.
 */
export const SAME_PASSES = 10;

interface Candidate {
  key: string;
  action: Action;
  /** Reward per pass (pass index → reward), for the passes it was played in. */
  rewards: number[];
  alive: boolean;
  /** The candidate it was merged into, having scored exactly alike in every pass. */
  sameAs?: Candidate;
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

const sameRewards = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Merges alive candidates that scored exactly alike in every pass: of each such group the game bot's most picked
 * (else the earliest) plays on, the others are dropped and remember it.
 */
export function mergeAlike<C extends { key: string; rewards: number[]; alive: boolean; sameAs?: C }>(cands: readonly C[], picks: ReadonlyMap<string, number>): void {
  const alive = cands.filter((c) => c.alive);
  for (let i = 0; i < alive.length; i++) {
    const a = alive[i]!;
    if (!a.alive) continue;
    const group = [a, ...alive.slice(i + 1).filter((b) => b.alive && sameRewards(a.rewards, b.rewards))];
    if (group.length < 2) continue;
    let keep = group[0]!;
    for (const c of group) if ((picks.get(c.key) ?? 0) > (picks.get(keep.key) ?? 0)) keep = c;
    for (const c of group) {
      if (c === keep) continue;
      c.alive = false;
      c.sameAs = keep;
    }
  }
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
  // Relabelled worlds: the cards each candidate asks about, and which candidate's luck the others meet in a pass.
  const { exchangeable: ok, relabel } = input;
  const asked = new Map(cands.map((c) => [c, ok && relabel ? input.asked?.(c.action) : undefined]));
  const meetsLuck = (c: Candidate) => (asked.get(c)?.length ?? 0) > 0 && asked.get(c)!.every((x) => ok!(x, x));
  let passes = 0;
  const scale = new ProgressScale();
  while (!budget.spent() && cands.filter((c) => c.alive).length > 1) {
    const world = input.sample(rand);
    const seed = Math.floor(rand() * 2 ** 32);
    // The bot's own pick in this world: which candidate it favours, counted over the passes.
    const pick = actionKey(seat, input.rollout(input.actions, prng(seed), sim.clone(world), seat));
    const results: [Candidate, number][] = [];
    const ref = cands.find((c) => c.alive && meetsLuck(c));
    const start = input.standing?.(world);
    try {
      for (const c of cands) {
        if (!c.alive) continue;
        const swaps = ref ? swapsFor(asked.get(ref), asked.get(c), ok!) : [];
        const s = applyListed(sim, swaps.length > 0 ? relabel!(world, swaps) : sim.clone(world), seat, c.action);
        budget.step();
        const end = rollout(sim, s, prng(seed), input.rollout, input.maxRolloutMoves, budget, input.stage);
        if (end === undefined) break;
        results.push([c, rewardsOf(input, end, start, scale)[seat]!]);
        budget.tick();
      }
    } catch (e) {
      // A world the real table cannot be in (rollout.ts): dropped whole, as a pass cut short is; another is sampled.
      if (!(e instanceof ImpossibleWorld)) throw e;
      budget.tick();
      continue;
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
    if (passes >= SAME_PASSES) mergeAlike(cands, input.prior ?? picks);
  }
  const alive = cands.filter((c) => c.alive);
  const prior = input.prior ?? picks;
  const favourite = [...cands].filter((c) => (prior.get(c.key) ?? 0) > 0).sort((a, b) => prior.get(b.key)! - prior.get(a.key)!)[0];
  let chosen: Candidate;
  if (passes === 0) chosen = favourite ?? alive[0]!;
  else {
    const best = leader(alive);
    chosen = best;
    // A favourite merged into another candidate is judged by that one's record (identical while both were played).
    let fav = favourite;
    while (fav?.sameAs) fav = fav.sameAs;
    if (fav?.alive && fav !== best) {
      const { gap, se } = pairedGap(best.rewards, fav.rewards);
      if (gap <= KEEP_Z * se) chosen = favourite!;
    } else if (fav === best && favourite) chosen = favourite;
  }
  return {
    action: chosen.action,
    iterations: budget.iterations(),
    steps: budget.steps(),
    stats: cands.map((c) => ({ action: c.action, visits: c.rewards.length, value: mean(c.rewards) })),
  };
}
