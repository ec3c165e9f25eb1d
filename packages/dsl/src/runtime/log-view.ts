/**
 * What a seat's view takes from the log — the log as that seat may read it, and the cards the log showed it (so it
 * keeps their faces) — computed incrementally. The log only grows, and a logged entry never changes once its action
 * is over, so the answer for a state is the answer for an earlier state of the same match extended by the entries
 * written since. Remembered per seat on the last entry it covered (entries keep their identity from state to state:
 * a copy of G slices the log, it does not copy entries), so a view costs what the new entries cost plus one pass
 * comparing entry references, not what reading the whole log costs: in a long game (thousands of moves) every view
 * — a server's per seat, a search bot's per decision — would otherwise pay for every line written so far. A log that
 * shares an entry but not everything before it (a bot's guess built from a view mixes the log's own entries with
 * redacted copies) is worked out afresh: an earlier answer is used only for the very same entries.
 */
import type { GameDef, MoveDef } from '../ir/types';
import { cardsShown, hasSeen, partsFor } from '../log/redact';
import type { LogEntry } from './state';

export interface LogView {
  /** The log as this seat may read it (the log itself while nothing in it is hidden from the seat). */
  log: LogEntry[];
  /** Cards the log showed this seat: revealed to all, named to it in a sentence, chosen by it in a secret move, or chosen in view of everyone. */
  shown: ReadonlySet<number>;
}

/** An answer remembered for the log up to one entry. */
interface Covered {
  /** How many entries of the log it covers. */
  length: number;
  /** The log it was worked out from: a later log must hold the very same entries up to `length` to build on it. */
  source: readonly LogEntry[];
  /** The seat's own copy of the log, or null while nothing in it is hidden from the seat (the log itself then). */
  own: LogEntry[] | null;
  shown: ReadonlySet<number>;
}

/** How far back from the newest entry an earlier answer is looked for: an action writes a few lines, not hundreds. */
const LOOK_BACK = 256;
const SPECTATOR = -1;

const bySeat = new WeakMap<GameDef, Map<number, WeakMap<LogEntry, Covered>>>();
const secretMoves = new WeakMap<GameDef, ReadonlySet<string>>();

/** Names of the moves whose arguments are secret (they name hidden cards). */
function secretMovesOf(def: GameDef): ReadonlySet<string> {
  let out = secretMoves.get(def);
  if (!out) {
    out = new Set(Object.values(def.moves).filter((m) => m.secretArgs).map((m) => m.name));
    secretMoves.set(def, out);
  }
  return out;
}

/**
 * The card ids among a logged move's card arguments that `seat` saw chosen: a secret move's by its maker only; a move
 * whose card arguments everyone saw where they were chosen (a discard pile's top), by every seat, wherever the move
 * took them (a hand): a seat keeps the face of the card it saw taken.
 */
function chosenCardArgs(def: GameDef, entry: LogEntry, seat: number | null): number[] {
  const m = entry.move !== undefined && entry.args ? def.moves[entry.move] : undefined;
  if (!m || (m.secretArgs && (seat === null || entry.seat !== seat))) return [];
  return m.args.flatMap((a, i) => {
    const v = entry.args![i];
    if (a.type === 'card') return typeof v === 'number' ? [v] : [];
    if (a.type === 'cards') return Array.isArray(v) ? v.filter((c): c is number => typeof c === 'number') : [];
    return [];
  });
}

/** Whether a logged secret move's card arguments were all revealed by it (its arguments then hide nothing). */
function argsAllRevealed(m: MoveDef, args: readonly unknown[], revealed: readonly number[] | undefined): boolean {
  if (!revealed?.length) return false;
  let any = false;
  for (let i = 0; i < m.args.length; i++) {
    const a = m.args[i]!;
    if (a.type !== 'card' && a.type !== 'cards') continue;
    const v = args[i];
    for (const id of Array.isArray(v) ? (v as unknown[]) : [v]) {
      if (typeof id !== 'number' || !revealed.includes(id)) return false;
      any = true;
    }
  }
  return any;
}

/**
 * One entry as `seat` may read it: a secret move's arguments only for the seat that made it; in a template's
 * sentence, a card this seat did not see reads "a card" (log/redact.ts). The entry itself when nothing is hidden.
 */
function entryFor(def: GameDef, secret: ReadonlySet<string>, e: LogEntry, seat: number | null): LogEntry {
  let out = e;
  // A secret move whose chosen cards all ended face up for everyone (runtime/landed.ts) hides nothing any more.
  if (secret.size > 0 && e.args !== undefined && e.move !== undefined && secret.has(e.move) && e.seat !== seat && !argsAllRevealed(def.moves[e.move]!, e.args, e.revealed)) {
    const { args: _hidden, ...rest } = e;
    out = rest;
  }
  if (e.parts !== undefined && hasSeen(e.parts)) out = { ...out, parts: partsFor(e.parts, seat) };
  return out;
}

function cacheFor(def: GameDef, seat: number | null): WeakMap<LogEntry, Covered> {
  let seats = bySeat.get(def);
  if (!seats) bySeat.set(def, (seats = new Map()));
  const key = seat ?? SPECTATOR;
  let cache = seats.get(key);
  if (!cache) seats.set(key, (cache = new WeakMap()));
  return cache;
}

/** The log as `seat` (null: a spectator) may read it, and the cards it showed that seat. */
export function logView(def: GameDef, log: readonly LogEntry[], seat: number | null): LogView {
  const cache = cacheFor(def, seat);
  const n = log.length;
  let base: Covered | undefined;
  for (let i = n - 1; i >= 0 && i >= n - LOOK_BACK; i--) {
    const hit = cache.get(log[i]!);
    if (hit && hit.length === i + 1 && samePrefix(hit.source, log, hit.length)) {
      base = hit;
      break;
    }
  }
  if (base && base.length === n) return { log: base.own ?? (log as LogEntry[]), shown: base.shown };
  const from = base?.length ?? 0;
  const secret = secretMovesOf(def);
  // A view handed out before must not change under its holder: the seat's copy is copied before it grows.
  let own: LogEntry[] | null = base?.own ? base.own.slice() : null;
  const shown = new Set(base?.shown);
  for (let i = from; i < n; i++) {
    const e = log[i]!;
    const read = entryFor(def, secret, e, seat);
    // While nothing is hidden from this seat its log is the log itself; the first hidden part starts its own copy.
    if (read !== e && own === null) own = log.slice(0, i) as LogEntry[];
    own?.push(read);
    for (const id of e.revealed ?? []) shown.add(id);
    if (e.parts) cardsShown(e.parts, seat, shown);
    if (e.args !== undefined && e.args.length > 0) for (const id of chosenCardArgs(def, e, seat)) shown.add(id);
  }
  // One answer per match and seat is kept (the one it grew from is dropped), so what is remembered stays one log long.
  if (base) cache.delete(log[from - 1]!);
  if (n > 0) cache.set(log[n - 1]!, { length: n, source: log, own, shown });
  return { log: own ?? (log as LogEntry[]), shown };
}

/** Whether `log` starts with the very same `length` entries as `source` (the same array grown in place does). */
function samePrefix(source: readonly LogEntry[], log: readonly LogEntry[], length: number): boolean {
  if (source === log) return true;
  if (log.length < length) return false;
  for (let i = 0; i < length; i++) if (source[i] !== log[i]) return false;
  return true;
}
