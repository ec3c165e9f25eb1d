/**
 * Single-observer information-set MCTS. Every iteration samples a fresh determinization of what the searching
 * seat cannot see, walks the shared information-set tree with it (UCB over the actions legal in that sample),
 * adds one node, plays the rest out with the rollout policy, and credits each seat on the path with its reward.
 * Averaging over many samples is what keeps the search from "knowing" any one arrangement of the hidden cards.
 *
 * Simultaneous phases are searched as if the searching seat chose first: its choice in the tree can never depend
 * on another seat's secret choice of the same round (theirs, below it, may depend on ours: a cautious model).
 */
import type { Action } from '../../runtime/legal/action';
import { meter, type Budget, type Meter } from '../budget';
import { cutShortRewards, placeRewards, ProgressScale, type StandingResult } from './reward';
import { applyListed, ImpossibleWorld, rollout, type RolloutPolicy } from './rollout';
import type { SearchSim } from './simulator';
import { actionKey, backpropagate, bestChild, newNode, select, type TreeNode } from './tree';

export { type RolloutPolicy } from './rollout';

export interface SearchInput<S> {
  sim: SearchSim<S>;
  /** A new determinized state for each iteration. */
  sample: (rand: () => number) => S;
  seat: number;
  numPlayers: number;
  /** The searching seat's legal actions now: the root's choices. */
  actions: readonly Action[];
  budget: Budget;
  rand: () => number;
  rollout: RolloutPolicy<S>;
  /** A rollout still running after this many actions stops: scored by `standing`, else even for every seat. */
  maxRolloutMoves: number;
  /** Who is ahead in a game not over (standing.ts): how a rollout cut short is scored. */
  standing?: (s: S) => StandingResult | undefined;
  /**
   * The stage of the game a state is in (the hand in play, in a game of hands): a rollout cut at the horizon also
   * stops where it changes, scored by the standing there. Played on into the next deal, it would add that deal's
   * luck, which no action of this decision can change, to the comparison of this decision's actions.
   */
  stage?: (s: S) => unknown;
  /** How likely the game's own bot is to pick each root action (by action key): a bias in selection (tree.ts). */
  prior?: ReadonlyMap<string, number>;
  /** When the decision started (performance.now()): the time cap counts from there. Default: the search's start. */
  startedAt?: number;
  /**
   * Relabelled worlds (relabel.ts), for paired rollouts: the cards each root action asks about (asked.ts), whether
   * two cards may trade places, and a copy of a world with cards swapped. With all three, each candidate of a pass is
   * played in the pass's world relabelled so the cards it asks about sit where the reference candidate's do.
   */
  asked?: (action: Action) => readonly number[] | undefined;
  exchangeable?: (x: number, y: number) => boolean;
  relabel?: (world: S, pairs: readonly (readonly [number, number])[]) => S;
}

export interface SearchResult {
  action: Action;
  iterations: number;
  /** Simulated actions the decision ran (what the budget's `steps` counts). */
  steps: number;
  /** Visits and average reward per root action, for tools and tests. */
  stats: { action: Action; visits: number; value: number }[];
}

/**
 * Each seat's reward in [0, 1] for a rollout that reached `end` (reward.ts): by place in the result of a finished
 * game; a rollout cut short, by the standing and by its progress since `start` (the standing where it began).
 */
export function rewardsOf<S>(input: Pick<SearchInput<S>, 'sim' | 'standing' | 'numPlayers'>, end: S, start?: StandingResult, scale?: ProgressScale): number[] {
  const result = input.sim.result(end);
  const now = result ? undefined : input.standing?.(end);
  return now ? cutShortRewards(start, now, input.numPlayers, scale) : placeRewards(result, input.numPlayers);
}

/**
 * A move with more amounts than this (a bet of 2 to 200 chips; Bag's number named from 0 to 21 is not) is searched
 * over a spread of them, not all.
 */
export const MANY_AMOUNTS = 30;
/** How many amounts of such a move the tree tries: the smallest, the largest and evenly spaced ones between. */
const AMOUNTS_TRIED = 6;

/**
 * Actions of a move whose only argument is a number, when there are more than MANY_AMOUNTS of them (a raise to any of
 * 150 totals), thinned to an even spread: with every amount a child, a search of a few hundred iterations would
 * try each once and learn nothing, and folding or calling would be drowned out. The spread is the same at every
 * visit (by position in the listing), so the tree stays consistent.
 */
export function thinAmounts<T extends { action: Action }>(keyed: T[]): T[] {
  const byMove = new Map<string, number>();
  for (const k of keyed) if (k.action.args.length === 1 && typeof k.action.args[0] === 'number') byMove.set(k.action.move, (byMove.get(k.action.move) ?? 0) + 1);
  if (![...byMove.values()].some((n) => n > MANY_AMOUNTS)) return keyed;
  const seen = new Map<string, number>();
  return keyed.filter((k) => {
    const n = k.action.args.length === 1 && typeof k.action.args[0] === 'number' ? byMove.get(k.action.move) : undefined;
    if (n === undefined || n <= MANY_AMOUNTS) return true;
    const i = seen.get(k.action.move) ?? 0;
    seen.set(k.action.move, i + 1);
    // Position i is kept when it is the nearest to one of AMOUNTS_TRIED evenly spaced points of 0..n-1.
    for (let j = 0; j < AMOUNTS_TRIED; j++) if (Math.round((j * (n - 1)) / (AMOUNTS_TRIED - 1)) === i) return true;
    return false;
  });
}

/** Who moves next in the tree: the searching seat when it may act (simultaneous phases), else the first seat that can. */
function mover<S>(sim: SearchSim<S>, s: S, self: number): { seat: number; actions: Action[] } | undefined {
  const actors = sim.actors(s);
  const order = actors.includes(self) ? [self, ...actors.filter((a) => a !== self)] : actors;
  for (const seat of order) {
    const actions = sim.legal(s, seat);
    if (actions.length > 0) return { seat, actions };
  }
  return undefined;
}

/** What one decision's iterations share: the tree, the root's actions, the budget, and how rewards are graded. */
interface Walk {
  root: TreeNode;
  rootKeys: ReadonlySet<string>;
  budget: Meter;
  /** What progress margins are measured against in this decision (reward.ts). */
  scale: ProgressScale;
}

/**
 * One iteration; false when the time cap passed during its rollout (nothing is counted then). A world that turns out
 * impossible (the rules refuse an action they listed, ImpossibleWorld) is dropped too, but the search goes on.
 */
function iterate<S>(input: SearchInput<S>, w: Walk): boolean {
  try {
    return walk(input, w);
  } catch (e) {
    if (e instanceof ImpossibleWorld) return true;
    throw e;
  }
}

function walk<S>(input: SearchInput<S>, w: Walk): boolean {
  const { sim, rand, seat: self } = input;
  const { root, rootKeys, budget } = w;
  let s = input.sample(rand);
  const start = input.standing?.(s);
  let node = root;
  const path: TreeNode[] = [root];
  for (;;) {
    if (sim.result(s)) break;
    const m = mover(sim, s, self);
    if (!m) break;
    let keyed = m.actions.map((a) => ({ key: actionKey(m.seat, a), action: a }));
    if (node === root) keyed = keyed.filter((k) => rootKeys.has(k.key));
    keyed = thinAmounts(keyed);
    if (keyed.length === 0) break;
    const untried = keyed.filter((k) => !node.children.has(k.key));
    if (untried.length > 0) {
      const pick = untried[Math.floor(rand() * untried.length)]!;
      const child = newNode(m.seat, pick.action, pick.key);
      node.children.set(pick.key, child);
      for (const k of keyed) {
        const c = node.children.get(k.key);
        if (c) c.avail++;
      }
      s = applyListed(sim, s, m.seat, pick.action);
      budget.step();
      path.push(child);
      break;
    }
    const child = select(node, keyed, node === root ? input.prior : undefined);
    s = applyListed(sim, s, m.seat, child.action!);
    budget.step();
    path.push(child);
    node = child;
  }
  const end = rollout(sim, s, rand, input.rollout, input.maxRolloutMoves, budget, input.stage);
  if (end === undefined) return false;
  backpropagate(path, rewardsOf(input, end, start, w.scale));
  return true;
}

/**
 * The root prior: the rollout policy asked `samples` times, each on a fresh determinization, which of the seat's
 * actions it would play; an action's prior is the share of those picks. Only worth it when the policy is a game's
 * own bot (random play would give every action the same share).
 */
export function policyPrior<S>(
  input: Pick<SearchInput<S>, 'sim' | 'sample' | 'seat' | 'actions' | 'rand' | 'rollout'>,
  samples: number,
  budget?: Pick<Meter, 'late'>,
): Map<string, number> {
  const keys = new Map(input.actions.map((a) => [actionKey(input.seat, a), a] as const));
  const counts = new Map<string, number>();
  let asked = 0;
  for (; asked < samples && !budget?.late(); asked++) {
    const picked = input.rollout(input.actions, input.rand, input.sample(input.rand), input.seat);
    const key = actionKey(input.seat, picked);
    if (keys.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return new Map([...counts].map(([k, n]) => [k, n / Math.max(1, asked)]));
}

export function search<S>(input: SearchInput<S>): SearchResult {
  const order = input.actions.map((a) => actionKey(input.seat, a));
  const root = newNode(-1, null);
  const budget = meter(input.budget, undefined, input.startedAt);
  const w: Walk = { root, rootKeys: new Set(order), budget, scale: new ProgressScale() };
  while (!budget.spent()) {
    if (!iterate(input, w)) break;
    budget.tick();
  }
  const best = bestChild(root, order, input.prior)?.action;
  const stats = order.flatMap((k) => {
    const c = root.children.get(k);
    return c ? [{ action: c.action!, visits: c.visits, value: c.visits ? c.reward / c.visits : 0 }] : [];
  });
  // No iteration at all (a time cap already spent): the game bot's favourite, else the first action.
  const favourite = input.prior ? [...input.prior].sort((a, b) => b[1] - a[1])[0]?.[0] : undefined;
  const fallback = input.actions.find((a) => actionKey(input.seat, a) === favourite) ?? input.actions[0]!;
  return { action: best ?? fallback, iterations: budget.iterations(), steps: budget.steps(), stats };
}
