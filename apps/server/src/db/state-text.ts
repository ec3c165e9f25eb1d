import type { State } from 'boardgame.io';

/**
 * A state as the database keeps it: the game's own log (`G.log`, which only grows, and by the end of a match is
 * most of the state) is stored apart from the rest and appended to, so a move writes its few new lines instead of
 * the whole log again.
 */
export interface StoredState {
  /** The state's JSON without `G.log`: what the state column holds. */
  text: string;
  /** The game's log, when the state has one: entries before `from` are stored already, the rest are to be appended. */
  log?: { entries: readonly unknown[]; from: number };
}

type WithLog = State & { G: { log: unknown[] } };

function logOf(state: State | undefined): unknown[] | undefined {
  const G = state?.G as Record<string, unknown> | null | undefined;
  return G && typeof G === 'object' && Array.isArray(G['log']) ? (G['log'] as unknown[]) : undefined;
}

/**
 * How many of `after`'s log entries are the very entries of `before`'s log, in order, from its start: a state the
 * reducer made from `before` shares them (Immer), and they are never changed once written. 0 when `after`'s log
 * does not go on from `before`'s (another branch, a reload, no log).
 */
export function sharedLogLength(before: State | undefined, after: State): number {
  const a = logOf(before);
  const b = logOf(after);
  if (!a || !b || a.length > b.length) return 0;
  // From the end: a log that was rebuilt differs at its last entries first.
  for (let i = a.length - 1; i >= 0; i--) if (a[i] !== b[i]) return 0;
  return a.length;
}

/**
 * The state split for storage. `stored`: how many of its log's first entries are in the database already (the
 * caller vouches for it: sharedLogLength against the state last stored); 0 writes the whole log.
 */
export function storedState(state: State, stored = 0): StoredState {
  const log = logOf(state);
  if (!log) return { text: JSON.stringify(state) };
  const { log: _log, ...G } = (state as WithLog).G;
  return { text: JSON.stringify({ ...state, G, ...undoStack(state, log) }), log: { entries: log, from: Math.min(stored, log.length) } };
}

/** Marks an undo entry whose log was left out: its log is the state's first `UNDO_LOG` entries. */
const UNDO_LOG = '_logLength';

/**
 * The turn's undo stack (match/undo.ts) without a copy of the log in each entry: an entry's log is, entry for entry,
 * the start of the state's own log (the states of one turn share their lines), so its length is kept instead. An
 * entry whose log is not (none is known, but the check is cheap) is kept whole.
 */
function undoStack(state: State, log: unknown[]): Partial<State> {
  const stack = state._undo as { G?: unknown }[] | undefined;
  if (!Array.isArray(stack) || stack.length === 0) return {};
  const _undo = stack.map((entry) => {
    const entryLog = logOf(entry as State);
    if (!entryLog || entryLog.length > log.length || entryLog.some((e, i) => e !== log[i])) return entry;
    const { log: _l, ...G } = entry.G as { log: unknown[] };
    return { ...entry, G, [UNDO_LOG]: entryLog.length };
  });
  return { _undo } as Partial<State>;
}

/** JSON array texts of consecutive runs of log entries, in order, joined into one list. */
export function joinLogTexts(texts: readonly string[]): unknown[] {
  if (texts.length === 1) return JSON.parse(texts[0]!) as unknown[];
  const inner = texts.map((t) => t.slice(1, -1)).filter((t) => t.length > 0);
  return JSON.parse(`[${inner.join(',')}]`) as unknown[];
}

/** A state read back: its stored text, with the log stored apart put back as `G.log` (none was when `logTexts` is undefined). */
export function readState(text: string, logTexts: readonly string[] | undefined): State {
  const state = JSON.parse(text) as State;
  if (logTexts && state.G && typeof state.G === 'object') (state.G as Record<string, unknown>)['log'] = joinLogTexts(logTexts);
  const log = logOf(state);
  if (log && Array.isArray(state._undo)) {
    for (const entry of state._undo as Record<string, unknown>[]) {
      const n = entry[UNDO_LOG];
      if (typeof n !== 'number' || !entry['G'] || typeof entry['G'] !== 'object') continue;
      (entry['G'] as Record<string, unknown>)['log'] = log.slice(0, n);
      delete entry[UNDO_LOG];
    }
  }
  return state;
}
