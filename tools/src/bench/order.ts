/**
 * The order a repeat times its workloads in. A ratio divides two runs; the closer in time they ran, the less the
 * machine can change between them (this bench's machine changes speed by minutes, see pinning.ts). So the workloads
 * are laid out in lines in which as many pairs as a line allows are neighbours, the pairs listed first served first
 * (a workload can have two neighbours, and a line has no cycles), and odd repeats run the lines backwards, so each
 * neighbour pair alternates which of its two runs goes first.
 */
import { workloadsOf, type Pair } from './pairs';

/** Every workload of `pairs` once, neighbouring pairs next to each other (see above). */
export function pairedOrder(pairs: readonly Pair[]): string[] {
  const ids = workloadsOf(pairs);
  const links = new Map(ids.map((id) => [id, [] as string[]]));
  // Which line each workload is in (union-find), so a link never closes a cycle.
  const line = new Map(ids.map((id) => [id, id]));
  const lineOf = (id: string): string => {
    let x = id;
    while (line.get(x) !== x) x = line.get(x)!;
    return x;
  };
  for (const { deckhand: a, peer: b } of pairs) {
    const la = links.get(a)!;
    const lb = links.get(b)!;
    if (a === b || la.length === 2 || lb.length === 2 || la.includes(b) || lineOf(a) === lineOf(b)) continue;
    line.set(lineOf(a), lineOf(b));
    la.push(b);
    lb.push(a);
  }
  const order: string[] = [];
  const placed = new Set<string>();
  // Each line walked from one of its ends (a workload with fewer than two neighbours), lines in the order their
  // workloads first appear in `pairs`.
  for (const start of ids) {
    if (placed.has(start) || links.get(start)!.length === 2) continue;
    for (let at: string | undefined = start; at !== undefined; at = links.get(at)!.find((n) => !placed.has(n))) {
      order.push(at);
      placed.add(at);
    }
  }
  return order;
}

/** Repeat `r`'s order of `items` laid out in `order`: as it is for even repeats, backwards for odd ones. */
export const repeatOrder = <T>(order: readonly T[], r: number): T[] => (r % 2 === 0 ? [...order] : [...order].reverse());
