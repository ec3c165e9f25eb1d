/**
 * What a seat may do now, as its view carries it (`PlayerView.legal`), and the pure helpers a client uses to read
 * it. The server computes it from the compiled game's own rules; a client only looks values up here, so it never
 * runs a rule and can never offer a move the server would refuse for a reason the rules know.
 */

/** A move the seat may make now. */
export interface LegalMove {
  /**
   * Every legal argument tuple, each in the order the move declares its arguments (exactly what the client sends).
   * A move without arguments has one empty tuple. A `card` argument is a card id, a `cards` argument a list of ids
   * (sorted as enumerated), a `pile` argument a pile index (the row's length means "a new pile").
   */
  args: unknown[][];
  /** The list was capped (`LEGAL_TUPLE_CAP`): the tuples shown are legal, but others may be too. */
  truncated?: boolean;
  /** The move takes free text (a race answer): any text may be sent and the server judges it. `args` is `[]`. */
  text?: boolean;
}

/** What one seat may do now. Absent from a spectator's view. */
export interface LegalView {
  /** Why this seat cannot act at all now, in words (it is another seat's turn, the game is over…); absent when it can. */
  waiting?: string;
  /** The moves open to this seat now, by move name (`pass` included where the turn allows it). */
  moves: Record<string, LegalMove>;
  /** Every other move the game declares (and `pass`), with why it is not available now, in the game's words. */
  unavailable: Record<string, string>;
}

/** At most this many tuples per move are listed (`truncated` says when the list was cut). */
export const LEGAL_TUPLE_CAP = 600;

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The legal tuples of `move` that begin with the values already chosen. */
export function tuplesFrom(legal: LegalView | undefined, move: string, chosen: readonly unknown[] = []): unknown[][] {
  const m = legal?.moves[move];
  if (!m) return [];
  return m.args.filter((t) => chosen.every((v, i) => same(t[i], v)));
}

/** The values the next argument may take, given the values already chosen (each value once, in tuple order). */
export function nextValues(legal: LegalView | undefined, move: string, chosen: readonly unknown[] = []): unknown[] {
  const out: unknown[] = [];
  for (const t of tuplesFrom(legal, move, chosen)) {
    const v = t[chosen.length];
    if (v !== undefined && !out.some((o) => same(o, v))) out.push(v);
  }
  return out;
}

/** Whether sending `move` with exactly `args` is legal now. */
export function isLegal(legal: LegalView | undefined, move: string, args: readonly unknown[]): boolean {
  const m = legal?.moves[move];
  if (!m) return false;
  if (m.text) return true;
  return m.args.some((t) => t.length === args.length && t.every((v, i) => same(v, args[i])));
}

/** The cards that appear anywhere in the legal tuples of `move` at argument `index` (a `card` or `cards` argument):
 * what a board highlights as playable. */
export function playableCards(legal: LegalView | undefined, move: string, index = 0): number[] {
  const out = new Set<number>();
  for (const t of legal?.moves[move]?.args ?? []) {
    const v = t[index];
    if (typeof v === 'number') out.add(v);
    else if (Array.isArray(v)) for (const c of v) if (typeof c === 'number') out.add(c);
  }
  return [...out].sort((a, b) => a - b);
}
