/** The root's pick with a prior: the game bot's actions stand unless another one is better by clear evidence. */
import { describe, expect, it } from 'vitest';
import { bestChild, newNode, select, type TreeNode } from './tree';

function rootWith(children: Record<string, { visits: number; wins: number }>): TreeNode {
  const root = newNode(-1, null);
  for (const [key, { visits, wins }] of Object.entries(children)) {
    const c = newNode(0, { move: key, args: [] }, key);
    c.visits = visits;
    c.reward = wins;
    c.avail = 400;
    root.children.set(key, c);
  }
  return root;
}

describe('bestChild', () => {
  it('without a prior: the most visited child', () => {
    const root = rootWith({ a: { visits: 30, wins: 12 }, b: { visits: 50, wins: 26 } });
    expect(bestChild(root, ['a', 'b'])!.key).toBe('b');
  });

  it("keeps to the game bot's actions when another one is ahead by noise only", () => {
    // 0.62 over 80 visits against 0.55 over 60: well inside each other's intervals.
    const root = rootWith({ bots: { visits: 60, wins: 33 }, other: { visits: 80, wins: 50 } });
    expect(bestChild(root, ['bots', 'other'], new Map([['bots', 1]]))!.key).toBe('bots');
  });

  it('leaves them on clear evidence', () => {
    const root = rootWith({ bots: { visits: 100, wins: 20 }, other: { visits: 200, wins: 180 } });
    expect(bestChild(root, ['bots', 'other'], new Map([['bots', 1]]))!.key).toBe('other');
  });
});

describe('select', () => {
  it("a prior draws visits to the game bot's action among equals, and fades as its own results come in", () => {
    const root = rootWith({ a: { visits: 10, wins: 5 }, b: { visits: 10, wins: 5 } });
    const legal = [{ key: 'a' }, { key: 'b' }];
    expect(select(root, legal, new Map([['b', 1]])).key).toBe('b');
    root.children.get('b')!.visits = 1000;
    root.children.get('b')!.reward = 500;
    expect(select(root, legal, new Map([['b', 1]])).key).toBe('a');
  });
});
