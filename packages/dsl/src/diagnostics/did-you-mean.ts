/** "did you mean" suggestions by edit distance, as xstate and TypeScript give them. */

export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j]!;
      const cost = a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + cost);
      diag = tmp;
    }
  }
  return prev[b.length]!;
}

/** The closest candidate within a third of the name's length (at least 2 edits), if any. */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(name.length / 3)) + 1;
  for (const c of candidates) {
    const d = editDistance(name, c);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

/** `did you mean "x"?` or, when nothing is close, the list of what is known. */
export function suggest(name: string, candidates: readonly string[]): string {
  const best = closest(name, candidates);
  if (best !== undefined) return `did you mean "${best}"?`;
  if (candidates.length === 0) return 'none are declared';
  const shown = candidates.slice(0, 8).map((c) => `"${c}"`).join(', ');
  return `known: ${shown}${candidates.length > 8 ? ', …' : ''}`;
}
