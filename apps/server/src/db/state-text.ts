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
  return { text: JSON.stringify({ ...state, G }), log: { entries: log, from: Math.min(stored, log.length) } };
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
  return state;
}
