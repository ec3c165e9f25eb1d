/**
 * Clicks on the table that stand for a move's arguments other than a card: derived from the move's argument types in
 * its YAML and the server's legal tuples, never from a game's name.
 *
 * - A place in another seat's pile (`type: number, min: 0, max: count(hand[next(self)]) - 1`, Old Maid's draw): each
 *   card of that pile is the place it stands at; a click draws it, blind.
 * - A card of your own hand as the value it shows (`type: number, of: rank`, Go Fish's "ask for kings"): a click on a
 *   king asks for kings; the seat asked (`type: seat`) is the one legal choice, or the seat clicked next.
 * Pure; the board draws from it.
 */
import type { ClientGameDef, Faces, ViewPile } from '../types';
import type { LegalMoves } from './targets';

export interface TablePlay {
  move: string;
  args: unknown[];
}

/** `count(ZONE[SEAT]) - 1`: the zone and the seat expression a position argument counts in. */
function countedPile(max: unknown): { zone: string; seat: string } | undefined {
  if (typeof max !== 'string') return undefined;
  const m = /^count\(\s*([A-Za-z_]\w*)\s*\[\s*(.+?)\s*\]\s*\)\s*-\s*1$/.exec(max.trim());
  return m ? { zone: m[1]!, seat: m[2]! } : undefined;
}

/** The seat after (or before) `seat` still in play, as the rules' `next(self)`/`prev(self)` read it. */
function step(seat: number, by: 1 | -1, numPlayers: number, out: readonly number[]): number {
  let s = seat;
  for (let k = 0; k < numPlayers; k++) {
    s = (s + by + numPlayers) % numPlayers;
    if (!out.includes(s)) return s;
  }
  return seat;
}

/** A seat expression the board can read without the rules' evaluator: `self`, `next(self)`, `prev(self)`, a number. */
function seatOf(expr: string, me: number, numPlayers: number, out: readonly number[]): number | undefined {
  const e = expr.replace(/\s+/g, '');
  if (e === 'self') return me;
  if (e === 'next(self)') return step(me, 1, numPlayers, out);
  if (e === 'prev(self)') return step(me, -1, numPlayers, out);
  return /^\d+$/.test(e) ? Number(e) : undefined;
}

/**
 * The cards of other seats' piles a click takes by their place: `zone|seat` → place → the play. A move qualifies when
 * its arguments are a position in a seat's pile and, at most, which seat (`count(hand[who]) - 1` with `who` a seat
 * argument); its legal tuples say which places may be taken now.
 */
export function blindPicks(def: ClientGameDef, legal: LegalMoves | undefined, me: number | undefined, numPlayers: number, out: readonly number[], zones: Record<string, unknown>): Map<string, Map<number, TablePlay>> {
  const found = new Map<string, Map<number, TablePlay>>();
  if (!legal || me === undefined) return found;
  for (const [move, m] of Object.entries(legal.moves)) {
    const args = def.moves[move]?.args ?? [];
    const p = args.findIndex((a) => a.type === 'number' && a.min === 0 && countedPile(a.max) !== undefined);
    if (p < 0) continue;
    const counted = countedPile(args[p]!.type === 'number' ? args[p]!.max : undefined)!;
    const zone = def.zones[counted.zone];
    if (!zone || zone.scope !== 'player') continue;
    const bySeatArg = args.findIndex((a) => a.type === 'seat' && a.name === counted.seat);
    // Any other choice (a number, a card) is left to the move's form.
    if (args.length !== (bySeatArg >= 0 ? 2 : 1)) continue;
    const fixed: number | undefined = bySeatArg >= 0 ? undefined : seatOf(counted.seat, me, numPlayers, out);
    if (bySeatArg < 0 && fixed === undefined) continue;
    for (const t of m.args) {
      const seat: number = bySeatArg >= 0 ? Number(t[bySeatArg]) : fixed!;
      const at = t[p];
      const pile = (zones[zone.name] as unknown[] | undefined)?.[seat] as unknown[] | undefined;
      // The place must be one the seat sees on the table (its pile that long).
      if (typeof at !== 'number' || seat === me || !pile || at >= pile.length) continue;
      const key = `${zone.name}|${seat}`;
      if (!found.has(key)) found.set(key, new Map());
      found.get(key)!.set(at, { move, args: t });
    }
  }
  return found;
}

/** A move argument that names a value of a card attribute (`type: number, of: rank`): the move, the argument, the attribute. */
interface ValueArg {
  move: string;
  at: number;
  attr: string;
  seatAt: number;
}

/** The moves a card of the seat's own stands in for by one of its values: a value argument and, at most, a seat. */
function valueArgs(def: ClientGameDef, legal: LegalMoves): ValueArg[] {
  const out: ValueArg[] = [];
  for (const move of Object.keys(legal.moves)) {
    const args = def.moves[move]?.args ?? [];
    const at = args.findIndex((a) => a.type === 'number' && typeof (a as { of?: unknown }).of === 'string');
    if (at < 0) continue;
    const seatAt = args.findIndex((a) => a.type === 'seat');
    if (args.length !== (seatAt >= 0 ? 2 : 1)) continue;
    out.push({ move, at, attr: (args[at] as { of: string }).of, seatAt });
  }
  return out;
}

/** The value of `attr` a card shows, if the seat sees it. */
function valueOf(faces: Faces, id: number, attr: string): unknown {
  return faces[id]?.attrs?.[attr];
}

/**
 * What a click on a card of the seat's own hand asks, where some open move takes a value that card shows: every legal
 * tuple naming its value (one seat each, or none). Empty when the card stands for nothing now.
 */
export function askPlays(def: ClientGameDef, legal: LegalMoves | undefined, faces: Faces, id: number): (TablePlay & { seat?: number })[] {
  if (!legal) return [];
  const out: (TablePlay & { seat?: number })[] = [];
  for (const v of valueArgs(def, legal)) {
    const value = valueOf(faces, id, v.attr);
    if (value === undefined) continue;
    for (const t of legal.moves[v.move]!.args) {
      if (t[v.at] !== value) continue;
      out.push({ move: v.move, args: t, ...(v.seatAt >= 0 ? { seat: Number(t[v.seatAt]) } : {}) });
    }
  }
  return out;
}

/** The cards of the seat's hand-like zones that stand for a value some open move asks for now. */
export function askCards(def: ClientGameDef, legal: LegalMoves | undefined, faces: Faces, hand: readonly ViewPile[]): Set<number> {
  const out = new Set<number>();
  if (!legal || valueArgs(def, legal).length === 0) return out;
  for (const pile of hand) for (const c of pile) if (typeof c === 'number' && askPlays(def, legal, faces, c).length > 0) out.add(c);
  return out;
}

/** The seats some card of `cards` may ask now: where a card of the hand may be dropped to ask that seat. */
export function askedSeats(def: ClientGameDef, legal: LegalMoves | undefined, faces: Faces, cards: Iterable<number>): Set<number> {
  const out = new Set<number>();
  for (const c of cards) for (const p of askPlays(def, legal, faces, c)) if (p.seat !== undefined) out.add(p.seat);
  return out;
}
