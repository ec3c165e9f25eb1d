/**
 * The information-set tree of single-observer ISMCTS (Cowling, Powley & Whitehouse 2012). A node stands for what
 * the searching seat knows after a sequence of actions, not for one state: each iteration walks it with a
 * different determinization, so a child (an action of some seat) exists in some determinizations and not in
 * others. Selection therefore counts, per child, how often it was *available* and uses that in UCB instead of the
 * parent's visits; otherwise actions legal only in rare determinizations would be over-explored.
 */
import type { Action } from '../../runtime/legal/action';

export interface TreeNode {
  /** The seat that made the action leading here (-1 at the root). */
  seat: number;
  action: Action | null;
  key: string;
  children: Map<string, TreeNode>;
  visits: number;
  /** Sum of rewards for `seat` over the iterations through this node. */
  reward: number;
  /** Iterations in which this node was a legal choice at its parent. */
  avail: number;
}

export function actionKey(seat: number, action: Action): string {
  return `${seat}|${action.move}|${JSON.stringify(action.args)}`;
}

export function newNode(seat: number, action: Action | null, key = ''): TreeNode {
  return { seat, action, key, children: new Map(), visits: 0, reward: 0, avail: 0 };
}

/** Exploration constant: rewards are in [0, 1]; 0.7 is the usual choice for that range. */
const EXPLORATION = 0.7;

/**
 * Weight of a prior (how often the game's own bot picks an action) in selection, PUCT-style: a bonus
 * `PRIOR_WEIGHT · prior · √avail / (1 + visits)` that fades as the action's own results come in. It makes a few
 * hundred iterations spend themselves on the moves a sensible player considers, and leave them only on evidence.
 */
const PRIOR_WEIGHT = 3;

/**
 * The child to follow among the legal ones (keys of actions legal in this determinization), by UCB1 over
 * availability counts, plus the prior's bonus where one is given; marks each of them available. Children never
 * visited come first (in the given order).
 */
export function select(node: TreeNode, legal: readonly { key: string }[], prior?: ReadonlyMap<string, number>): TreeNode {
  let best: TreeNode | undefined;
  let bestScore = -Infinity;
  for (const { key } of legal) {
    const child = node.children.get(key)!;
    child.avail++;
    const bias = prior ? (PRIOR_WEIGHT * (prior.get(key) ?? 0) * Math.sqrt(child.avail)) / (1 + child.visits) : 0;
    const score = child.visits === 0 ? Infinity : child.reward / child.visits + EXPLORATION * Math.sqrt(Math.log(child.avail) / child.visits) + bias;
    if (score > bestScore) {
      bestScore = score;
      best = child;
    }
  }
  return best!;
}

/** Adds the reward each seat got to every node on the path (the root has no seat and keeps only visits). */
export function backpropagate(path: readonly TreeNode[], rewards: readonly number[]): void {
  for (const node of path) {
    node.visits++;
    if (node.seat >= 0) node.reward += rewards[node.seat] ?? 0;
  }
}

const mean = (c: TreeNode) => c.reward / Math.max(1, c.visits);

/** The most visited child among `keys`, then the best average, then the earliest. */
function mostVisited(root: TreeNode, keys: readonly string[]): TreeNode | undefined {
  let best: TreeNode | undefined;
  for (const key of keys) {
    const c = root.children.get(key);
    if (!c) continue;
    if (!best || c.visits > best.visits || (c.visits === best.visits && mean(c) > mean(best))) best = c;
  }
  return best;
}

/** Standard errors apart that an action the game's bot never plays must be better by to be chosen over its picks. */
const EVIDENCE_Z = 2;

/** A lower (sign −1) or upper (+1) confidence bound of a child's average reward. */
function bound(c: TreeNode, sign: number): number {
  const p = mean(c);
  // A floor on the variance: a handful of equal results says little.
  return p + sign * EVIDENCE_Z * Math.sqrt(Math.max(p * (1 - p), 0.05) / Math.max(1, c.visits));
}

/**
 * The root's pick: the most visited child, then the best average, then the earliest in `order`. With a prior (the
 * game's own bot), the pick stays among the actions that bot plays unless another one is better by clear evidence
 * (its lower bound above their best upper bound): a search of a few hundred noisy rollouts never does worse than the
 * bot it starts from by chance alone.
 */
export function bestChild(root: TreeNode, order: readonly string[], prior?: ReadonlyMap<string, number>): TreeNode | undefined {
  const favoured = prior ? order.filter((k) => (prior.get(k) ?? 0) > 0 && root.children.has(k)) : [];
  if (favoured.length === 0) return mostVisited(root, order);
  const inside = mostVisited(root, favoured)!;
  const ceiling = Math.max(...favoured.map((k) => bound(root.children.get(k)!, +1)));
  let outside: TreeNode | undefined;
  for (const key of order) {
    const c = root.children.get(key);
    if (!c || favoured.includes(key)) continue;
    if (bound(c, -1) > ceiling && (!outside || bound(c, -1) > bound(outside, -1))) outside = c;
  }
  return outside ?? inside;
}
