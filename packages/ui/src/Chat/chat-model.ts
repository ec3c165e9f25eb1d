/**
 * What the chat panel derives from the lines it is given, without React: one list in the order the server took them
 * (history and live lines merged, each once, whatever reconnects sent twice), the lines of muted senders left out
 * and counted, and who may be muted.
 */

/** A line as the server sends it (boardgame.io's chat message: `{ id, sender, payload }` with text payloads). */
export interface ChatEntry {
  id: string;
  /** The seat ("0", "1", …) that wrote it; null: a spectator. */
  sender: string | null;
  text: string;
  /** Server time, ms. */
  at: number;
}

/** The key a sender is muted by: its seat, or `spectators` for every spectator at once. */
export const SPECTATORS = 'spectators';
export const senderKey = (sender: string | null) => sender ?? SPECTATORS;

/** Every line once (by id), oldest first (server time, then arrival). */
export function mergeLines(...lists: readonly (readonly ChatEntry[])[]): ChatEntry[] {
  const seen = new Map<string, ChatEntry>();
  for (const list of lists) for (const l of list) if (!seen.has(l.id)) seen.set(l.id, l);
  return [...seen.values()].map((l, i) => ({ l, i })).sort((a, b) => a.l.at - b.l.at || a.i - b.i).map((x) => x.l);
}

/** The lines to show, and how many were left out because their sender is muted. */
export function visibleLines(lines: readonly ChatEntry[], muted: ReadonlySet<string>): { shown: ChatEntry[]; hidden: number } {
  const shown = lines.filter((l) => !muted.has(senderKey(l.sender)));
  return { shown, hidden: lines.length - shown.length };
}

/** Everyone who may be muted: every seat but one's own, and the spectators. */
export function mutable(numSeats: number, me: string | null): string[] {
  return [...Array.from({ length: numSeats }, (_, s) => String(s)).filter((s) => s !== me), SPECTATORS];
}

/** Raw lines from the server, kept only where each field has the expected type (a bad line is dropped, not drawn). */
export function readEntries(raw: unknown): ChatEntry[] {
  if (!Array.isArray(raw)) return [];
  const out: ChatEntry[] = [];
  for (const m of raw) {
    const e = readEntry(m);
    if (e) out.push(e);
  }
  return out;
}

/** One server chat message (`{ id, sender, payload: { text, at } }`) as a line, or undefined when malformed. */
export function readEntry(m: unknown): ChatEntry | undefined {
  const x = m as { id?: unknown; sender?: unknown; payload?: { text?: unknown; at?: unknown } } | null;
  if (!x || typeof x.id !== 'string' || (x.sender !== null && typeof x.sender !== 'string')) return undefined;
  const text = x.payload?.text;
  const at = x.payload?.at;
  if (typeof text !== 'string' || typeof at !== 'number') return undefined;
  return { id: x.id, sender: x.sender, text, at };
}
