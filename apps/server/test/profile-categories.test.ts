import { describe, expect, it } from 'vitest';
import { bundleSources, categorize, perMove, type CpuProfile } from '../bench/server/profile-categories';

/** A bundle as esbuild writes it: each module's code after a `// path` line. */
const BUNDLE = [
  'import x from "y";', // line 0
  '// ../../apps/server/src/transport/socket-transport.ts', // 1
  'function broadcast() {}', // 2
  '// ../../apps/server/src/security/alias-view.ts', // 3
  'function aliasView() {}', // 4
  'function keyed() {}', // 5
  '// ../../apps/server/src/db/sqlite.ts', // 6
  'function run() {}', // 7
].join('\n');

const URL = 'file:///srv/dist/main.mjs';
const frame = (functionName: string, url: string, lineNumber = 0) => ({ functionName, url, lineNumber });

/**
 * root ─┬─ (idle)
 *       ├─ (garbage collector)
 *       ├─ broadcast (socket-transport.ts) ─┬─ keyed (alias-view.ts)        → views, by its source file
 *       │                                   └─ writev (native)             → socket writes
 *       ├─ processImmediate ─ run (sqlite.ts)                              → storage
 *       └─ somethingElse (socket-transport.ts)                             → other
 */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)', ''), children: [2, 3, 4, 7, 9] },
    { id: 2, callFrame: frame('(idle)', '') },
    { id: 3, callFrame: frame('(garbage collector)', '') },
    { id: 4, callFrame: frame('broadcast', URL, 2), children: [5, 6] },
    { id: 5, callFrame: frame('keyed', URL, 5) },
    { id: 6, callFrame: frame('writev', '') },
    { id: 7, callFrame: frame('processImmediate', 'node:internal/timers'), children: [8] },
    { id: 8, callFrame: frame('run', URL, 7) },
    { id: 9, callFrame: frame('somethingElse', URL, 2) },
  ],
  startTime: 0,
  endTime: 10_000_000,
  // One sample a second for ten seconds: idle, GC, keyed, writev, run, other, then four more of keyed.
  samples: [2, 3, 5, 6, 8, 9, 5, 5, 5, 5],
  timeDeltas: Array(10).fill(1_000_000),
};

describe('profile categories', () => {
  it('names the source file of a bundle line from the markers esbuild writes', () => {
    const at = bundleSources(BUNDLE);
    expect(at(0)).toBe('');
    expect(at(2)).toBe('../../apps/server/src/transport/socket-transport.ts');
    expect(at(5)).toBe('../../apps/server/src/security/alias-view.ts');
    expect(at(7)).toBe('../../apps/server/src/db/sqlite.ts');
  });

  it('puts each busy sample in the category of the innermost frame a rule names, idle left out', () => {
    const busy = categorize(profile, { bundle: { name: 'main.mjs', text: BUNDLE } });
    expect(busy.get('views')).toBe(5_000_000);
    expect(busy.get('GC')).toBe(1_000_000);
    expect(busy.get('socket writes')).toBe(1_000_000);
    expect(busy.get('storage')).toBe(1_000_000);
    expect(busy.get('other')).toBe(1_000_000);
    expect([...busy.values()].reduce((a, b) => a + b, 0)).toBe(9_000_000);
  });

  it('without the bundle a frame has only its own name to go by', () => {
    const busy = categorize(profile);
    expect(busy.get('views')).toBe(0); // `keyed` alone names nothing
    expect(busy.get('other')).toBe(6_000_000); // keyed ×5 fall through to broadcast, then to nothing; and somethingElse
    expect(busy.get('promise and timer callbacks, service glue')).toBe(1_000_000); // `run` alone: its caller
  });

  it('keeps only the samples of the window, counted back from the end of the profile', () => {
    // Samples end at 1, 2, …, 10 s: 4 s to 1 s before the end holds the samples ending at 6–9 s.
    const busy = categorize(profile, { bundle: { name: 'main.mjs', text: BUNDLE }, fromS: 4, toS: 1 });
    expect(busy.get('views')).toBe(3_000_000);
    expect(busy.get('other')).toBe(1_000_000);
    expect([...busy.values()].reduce((a, b) => a + b, 0)).toBe(4_000_000);
  });

  it('turns busy time into CPU per move by each category’s share', () => {
    const busy = categorize(profile, { bundle: { name: 'main.mjs', text: BUNDLE } });
    const us = perMove(busy, 900);
    expect(us.get('views')).toBeCloseTo(500);
    expect(us.get('GC')).toBeCloseTo(100);
    expect([...us.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(900);
  });
});
