/**
 * Runs of the same line said once: three "Bot 2 drew a card" in one turn read "Bot 2 drew 3 cards". Only the
 * reading merges lines (a page's log, a terminal's): `G.log` keeps one entry per action, so the simulator and the
 * server write the same entries and a view redacts each one alone. Lines merge when they are consecutive, of the
 * same turn and seat, and say exactly the same parts as this view holds them (a card named differently never
 * merges). "a card" becomes "N cards"; any other line is said with its count ("Bot 2 passed (3 times)").
 */
import type { LogEntry } from '../runtime/state/state';
import type { LogPart } from './parts';
import { logSentence, type SentenceDef } from './sentence';

/** One line of the log as read: its sentence, the first entry it stands for (its index) and how many. */
export interface ReadLine {
  parts: LogPart[];
  /** Index in the log of the first entry of the run. */
  at: number;
  count: number;
}

const A_CARD = /\b(a|one) card\b/;

/** A line said `n` times as one: its hidden card or its "a card" counted, else the count after it. */
export function countedParts(parts: readonly LogPart[], n: number): LogPart[] {
  if (n <= 1) return [...parts];
  const hidden = parts.findIndex((p) => typeof p === 'object' && 'card' in p && p.card === null);
  // A hidden card part repeated: a list of n hidden cards reads "n cards".
  if (hidden >= 0) return parts.map((p, i) => (i === hidden ? { list: Array.from({ length: n }, () => ({ card: null })) } : p));
  const text = parts.findLastIndex((p) => typeof p === 'string' && A_CARD.test(p));
  if (text >= 0) return parts.map((p, i) => (i === text ? (p as string).replace(A_CARD, `${n} cards`) : p));
  return [...parts, ` (${n} times)`];
}

/** The log as lines a person reads, runs of the same line merged; `from` offsets the indices (a log's tail). */
export function readLines(def: SentenceDef | undefined, log: readonly LogEntry[], from = 0): ReadLine[] {
  const out: ReadLine[] = [];
  let key = '';
  let prev: LogEntry | undefined;
  let base: LogPart[] = [];
  log.forEach((e, i) => {
    const parts = logSentence(def, e);
    const k = JSON.stringify(parts);
    const last = out[out.length - 1];
    if (last && prev && k === key && e.turn === prev.turn && e.seat === prev.seat && e.seat !== null && e.race === undefined) {
      last.count++;
      last.parts = countedParts(base, last.count);
    } else {
      out.push({ parts, at: from + i, count: 1 });
      base = parts;
      key = k;
    }
    prev = e;
  });
  return out;
}
