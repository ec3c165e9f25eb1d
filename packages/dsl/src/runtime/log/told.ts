/**
 * Which line of an action tells each card it revealed. A move's own line comes first in the log (it says what the
 * seat did), but its effects may write lines of their own and reveal cards after them: Go Fish's "Ada says: Go
 * fish!" comes before the fished card is shown. Told on the move's line, that card reads as shown before the refusal
 * (and, from a shared pile, as if the refusing seat showed it). So a card is told on the last line written before it
 * was revealed: the move's own line when no effect line came first. The move's own card arguments stay on its line
 * (they are what the move played), wherever the effects put them.
 */
import type { Exec, WrittenLine } from '../effects/exec';
import type { LogEntry } from '../state/state';


/** Notes an effect's line while a move's effects run (outside a move nothing waits to be told). */
export function noteLine(x: Exec, entry: LogEntry): void {
  x.lines?.push({ entry, at: x.revealed.length });
}

/**
 * Hands each card revealed (from index `from` of the action's reveals on) after one of `lines` to the last such line
 * (its `revealed`, and `from` when a holder is known), except the cards in `own` (left where they are). Returns the
 * cards handed out.
 */
export function tellOnLines(x: Exec, lines: readonly WrittenLine[], own: ReadonlySet<number>, from: number): ReadonlySet<number> {
  const told = new Set<number>();
  if (lines.length === 0) return told;
  x.revealed.forEach((card, i) => {
    if (i < from || own.has(card)) return;
    let line: WrittenLine | undefined;
    for (const l of lines) {
      if (l.at > i) break;
      line = l;
    }
    if (!line) return;
    const e = line.entry;
    const shown = (e.revealed ??= []);
    const holder = x.revealedFrom?.[i] ?? null;
    // `from` lists a holder per revealed card, and is kept only when some card had one.
    if (holder !== null || e.from) (e.from ??= shown.map(() => null)).push(holder);
    shown.push(card);
    told.add(card);
  });
  return told;
}

/**
 * Adds the action's reveals not told elsewhere to `entry`, with their holders (`from` only when some card had one).
 * An action that revealed cards all told on other lines adds none.
 */
export function addReveals(entry: LogEntry, x: Exec, told: ReadonlySet<number>): void {
  const all = x.revealed;
  const n = all.length;
  if (n === 0) return;
  const holders = x.revealedFrom;
  if (told.size === 0) {
    // Nothing told elsewhere (nearly every action): every reveal is this entry's, copied at once.
    entry.revealed = all.slice();
    if (holders === undefined) return;
    let held = false;
    for (let i = 0; i < n && i < holders.length && !held; i++) held = (holders[i] ?? null) !== null;
    if (!held) return;
    const from: (number | null)[] = [];
    for (let i = 0; i < n; i++) from.push(holders[i] ?? null);
    entry.from = from;
    return;
  }
  let revealed: number[] | undefined;
  let from: (number | null)[] | undefined;
  let held = false;
  for (let i = 0; i < n; i++) {
    const card = all[i]!;
    if (told.has(card)) continue;
    const holder = holders?.[i] ?? null;
    (revealed ??= []).push(card);
    (from ??= []).push(holder);
    if (holder !== null) held = true;
  }
  if (!revealed) return;
  entry.revealed = revealed;
  if (held) entry.from = from;
}
