/**
 * The information-set tree of single-observer ISMCTS (Cowling, Powley & Whitehouse 2012). A node stands for what
 * the searching seat knows after a sequence of actions, not for one state: each iteration walks it with a
 * different determinization, so a child (an action of some seat) exists in some determinizations and not in
 * others. Selection therefore counts, per child, how often it was *available* and uses that in UCB instead of the
 * parent's visits; otherwise actions legal only in rare determinizations would be over-explored.
 */
import type { Action } from '../runtime/rules';

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
export const EXPLORATION = 0.7;

/**
 * The child to follow among the legal ones (keys of actions legal in this determinization), by UCB1 over
 * availability counts; marks each of them available. Children never visited come first (in the given order).
 */
export function select(node: TreeNode, legal: readonly { key: string }[]): TreeNode {
  let best: TreeNode | undefined;
  let bestScore = -Infinity;
  for (const { key } of legal) {
    const child = node.children.get(key)!;
    child.avail++;
    const score = child.visits === 0 ? Infinity : child.reward / child.visits + EXPLORATION * Math.sqrt(Math.log(child.avail) / child.visits);
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

/** The root's pick: the most visited child, then the best average, then the earliest in `order`. */
export function bestChild(root: TreeNode, order: readonly string[]): TreeNode | undefined {
  let best: TreeNode | undefined;
  for (const key of order) {
    const c = root.children.get(key);
    if (!c) continue;
    if (!best || c.visits > best.visits || (c.visits === best.visits && c.reward / Math.max(1, c.visits) > best.reward / Math.max(1, best.visits))) best = c;
  }
  return best;
}
