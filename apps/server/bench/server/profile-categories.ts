/**
 * Where a server's CPU goes, by category, from a V8 CPU profile (`server-bench.ts --profile DIR`): every sample taken
 * while the process was busy is put in one category, found by walking its stack from the innermost frame outwards
 * and taking the first frame a rule names (so `writev` under a broadcast is a socket write, and the rules' code under
 * a seat's view is the view). A frame of a bundle (Deckhand's `main.mjs`, plain's bundle) is named by the source file
 * esbuild marked it with (`// ../../packages/…/file.ts` lines), so the rules can speak of source files.
 *
 * The same rules serve both servers, so the figures compare: Deckhand's alias, patch and view files and boardgame.io's
 * playerView are views; SQLite and boardgame.io's in-memory storage are storage; and so on.
 */

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** One frame as the rules see it: its function, its script and (for a bundle) the source file it came from. */
export interface Frame {
  fn: string;
  url: string;
  src: string;
}

export const CATEGORIES = [
  'GC',
  'socket reads + parsing',
  'encoding',
  'socket writes',
  'storage',
  'views',
  'reducer + move checks',
  'HTTP, upgrades, lobby',
  'promise and timer callbacks, service glue',
  'other',
] as const;
export type Category = (typeof CATEGORIES)[number];

const WRITE_FN =
  /^(emit|packet|_packet|sendPacket|flush|write|send|writeToEngine|sendFrame|dispatch|doSend|_doSendLast|toBuffer|frame|utf8Write|createUnsafeBuffer|Writable\.uncork|clearBuffer|doWrite|writev|writevGeneric|createWriteWrap|Socket\._writev|Socket\._writeGeneric|Socket\._write|_write|writeOrBuffer|Writable\.write|writeUtf8String|writeBuffer|writeGeneric)$/;
const VIEW_FN =
  /playerView|PlayerView|aliasView|logView|legalView|withLegal|viewPatch|diffObject|diffArray|patchFor|memoised|aliasKeyed|cachedViewPile|renamed|redact|withoutRandomState/;
const VIEW_SRC = /security\/alias|security\/player-view|filter-player-view|transport\/view-patch|renamed-map|runtime\/view/;

/** The rules, tried in this order on each frame from the innermost outwards; the first that holds names the sample. */
const RULES: readonly (readonly [Category, (f: Frame) => boolean])[] = [
  ['GC', (f) => f.fn === '(garbage collector)'],
  [
    'socket reads + parsing',
    (f) =>
      /receiver|onStreamRead|decodePacket|decodeString|tryParse|onpacket|onevent|_onevent|onPacket|onData|ondata|ondecoded|getMessage|dataMessage|unmask/i.test(f.fn) ||
      (/ws\/lib\/receiver|socket\.io-parser|engine\.io-parser/.test(f.url) && /decode|parse/i.test(f.fn)),
  ],
  ['encoding', (f) => /encodeAsString|hasBinary|encodePacket|eventFrame|^encode|stringify|JSON/i.test(f.fn) || /transport\/frame/.test(f.src)],
  ['socket writes', (f) => WRITE_FN.test(f.fn) && (f.fn !== 'emit' || /socket\.io/.test(f.url)) && /node:|stream|ws\/lib|engine\.io|socket\.io\/|^$/.test(f.url)],
  [
    'storage',
    (f) =>
      /better-sqlite3|sqlite|\/db\//.test(f.src + f.url) ||
      /sqliteTransaction|flushCommits|storedState/.test(f.fn) ||
      (/cjs\/server\.js|master/.test(f.src) && /^(fetch|setState|setMetadata|createMatch|wipe|listMatches)$/.test(f.fn)),
  ],
  ['views', (f) => VIEW_FN.test(f.fn) || VIEW_SRC.test(f.src)],
  [
    'reducer + move checks',
    (f) => /ProcessMove|processMove|Process$|immer|produce|checkMove|reducer|fnWrap|plugin|flow|turn|Flow|endIf|^move$/.test(f.fn) || /immer|boardgame\.io.*(reducer|flow|turn-order|plugin)/.test(f.src),
  ],
  ['HTTP, upgrades, lobby', (f) => /_http|http_|\/koa\/|koa-router|@koa|koa-body|co-body|raw-body|lobby|websocket-server|handleUpgrade|completeUpgrade|router/i.test(f.src + f.fn)],
  ['promise and timer callbacks, service glue', (f) => /^(processTicksAndRejections|runMicrotasks|processImmediate|listOnTimeout|processTimers)$/.test(f.fn)],
];

/** Line index → source file, from the `// path` lines esbuild writes before each module of a bundle. */
export function bundleSources(text: string): (line: number) => string {
  const starts: [number, string][] = [];
  text.split('\n').forEach((l, i) => {
    const m = /^\/\/ (\S+\.(?:ts|js|mjs|cjs))$/.exec(l);
    if (m) starts.push([i, m[1]!]);
  });
  return (line) => {
    let lo = 0;
    let hi = starts.length - 1;
    let found = '';
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid]![0] <= line) {
        found = starts[mid]![1];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
}

export interface CategoryOptions {
  /** The bundle's file name as it appears at the end of the profile's script URLs, and its text. */
  bundle?: { name: string; text: string };
  /** Only samples taken between `fromS` and `toS` seconds before the profile ends (the measured window). */
  fromS?: number;
  toS?: number;
}

/** Busy time per category, in the profile's microseconds (idle samples are left out). */
export function categorize(profile: CpuProfile, opts: CategoryOptions = {}): Map<Category, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const sourceAt = opts.bundle ? bundleSources(opts.bundle.text) : undefined;
  const frameOf = (id: number): Frame => {
    const { functionName: fn, url, lineNumber } = byId.get(id)!.callFrame;
    const src = sourceAt && opts.bundle && url.endsWith(`/${opts.bundle.name}`) ? sourceAt(lineNumber) : url;
    return { fn, url, src };
  };
  const known = new Map<number, Category>();
  const categoryOf = (leaf: number): Category => {
    const hit = known.get(leaf);
    if (hit) return hit;
    let found: Category = 'other';
    search: for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) {
      const f = frameOf(id);
      for (const [category, holds] of RULES) {
        if (holds(f)) {
          found = category;
          break search;
        }
      }
    }
    known.set(leaf, found);
    return found;
  };
  const out = new Map<Category, number>(CATEGORIES.map((c) => [c, 0]));
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i] ?? 0;
    t += dt;
    const before = (profile.endTime - t) / 1e6;
    if ((opts.fromS !== undefined && before > opts.fromS) || (opts.toS !== undefined && before < opts.toS)) continue;
    const id = profile.samples[i]!;
    if (byId.get(id)!.callFrame.functionName === '(idle)') continue;
    const c = categoryOf(id);
    out.set(c, out.get(c)! + dt);
  }
  return out;
}

/** Each category's share of the busy time, times the CPU per move the bench measured: µs of CPU per move. */
export function perMove(busy: Map<Category, number>, cpuUsPerMove: number): Map<Category, number> {
  let total = 0;
  for (const v of busy.values()) total += v;
  return new Map([...busy].map(([c, v]) => [c, total > 0 ? (v / total) * cpuUsPerMove : 0]));
}
