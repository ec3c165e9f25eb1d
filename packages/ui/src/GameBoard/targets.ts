/**
 * Direct manipulation from the server's legal moves (`view.legal`): which cards may be picked up now, and, for the
 * picked card, every place it may go (a pile of a zone) or the one move it completes. Every legal tuple is in the
 * move's declared argument order, so a card argument and a pile argument are read off the same tuple. Pure.
 */
import type { ClientGameDef } from '../types';

/** The shape of @deckhand/dsl's LegalView that this module reads (structural, so views without it still type). */
export interface LegalMoves {
  waiting?: string;
  moves: Record<string, { args: unknown[][]; truncated?: true; text?: true }>;
  unavailable: Record<string, string>;
}

export function legalOf(view: unknown): LegalMoves | undefined {
  const legal = (view as { legal?: LegalMoves } | null)?.legal;
  return legal && typeof legal === 'object' && legal.moves ? legal : undefined;
}

/** One way to finish a move by pointing at a pile: the move, its args, and the pile (zone, owner seat, index). */
export interface PileTarget {
  move: string;
  args: unknown[];
  zone: string;
  /** Owner of a player zone's pile; undefined for a shared zone. */
  seat?: number;
  /** Pile index in a row zone (the row's length: a new pile); undefined for a single-pile zone. */
  index?: number;
}

const argIndex = (def: ClientGameDef, move: string, type: 'card' | 'pile') => def.moves[move]?.args.findIndex((a) => a.type === type) ?? -1;

/** Card ids some open move takes as its card argument, or among its cards argument (several at once), now. */
export function playableCards(def: ClientGameDef, legal: LegalMoves | undefined): Set<number> {
  const out = new Set<number>();
  if (!legal) return out;
  for (const [move, m] of Object.entries(legal.moves)) {
    const args = def.moves[move]?.args ?? [];
    args.forEach((a, i) => {
      if (a.type !== 'card' && a.type !== 'cards') return;
      for (const t of m.args) {
        const v = t[i];
        if (typeof v === 'number') out.add(v);
        else if (Array.isArray(v)) for (const c of v) if (typeof c === 'number') out.add(c);
      }
    });
  }
  return out;
}

/**
 * Where pointing finishes a move: for a picked `card`, the piles a move taking that card may target; with no card
 * picked, the piles of moves whose only choice is a pile (Art of Argument's "place the revealed card").
 */
export function pileTargets(def: ClientGameDef, legal: LegalMoves | undefined, card: number | undefined, me: number | undefined): PileTarget[] {
  if (!legal) return [];
  const out: PileTarget[] = [];
  for (const [move, m] of Object.entries(legal.moves)) {
    const md = def.moves[move];
    if (!md) continue;
    const p = argIndex(def, move, 'pile');
    if (p < 0) continue;
    const c = argIndex(def, move, 'card');
    if ((c >= 0) !== (card !== undefined)) continue;
    if (md.args.length !== (c >= 0 ? 2 : 1)) continue; // other choices (a number, a seat) stay in the move's form
    const pileArg = md.args[p]!;
    if (pileArg.type !== 'pile') continue;
    const zone = def.zones[pileArg.zone.zone];
    if (!zone) continue;
    for (const t of m.args) {
      if (c >= 0 && t[c] !== card) continue;
      const index = t[p];
      if (typeof index !== 'number') continue;
      const seat = zone.scope === 'player' ? (pileArg.zone.seat === undefined || pileArg.zone.seat === 'self' ? me : Number(pileArg.zone.seat)) : undefined;
      out.push({ move, args: t, zone: zone.name, ...(seat !== undefined && !Number.isNaN(seat) ? { seat } : {}), ...(zone.row ? { index } : {}) });
    }
  }
  return out;
}

/** The moves a picked card completes on its own (a move whose only argument is that card: a secret pick). */
export function cardOnlyMoves(def: ClientGameDef, legal: LegalMoves | undefined, card: number): { move: string; args: unknown[] }[] {
  if (!legal) return [];
  return Object.entries(legal.moves)
    .filter(([move]) => def.moves[move]?.args.length === 1 && def.moves[move]?.args[0]?.type === 'card')
    .flatMap(([move, m]) => m.args.filter((t) => t[0] === card).map((args) => ({ move, args })));
}

/** A pile's key, for matching a target with the pile drawn on the board. */
export const pileKey = (zone: string, seat?: number, index?: number) => `${zone}|${seat ?? ''}|${index ?? ''}`;

/** The pile a key names (the inverse of `pileKey`). */
export function parsePileKey(key: string): { zone: string; seat?: number; index?: number } {
  const [zone = '', seat = '', index = ''] = key.split('|');
  return { zone, ...(seat !== '' ? { seat: Number(seat) } : {}), ...(index !== '' ? { index: Number(index) } : {}) };
}

/**
 * Where a move whose only argument is a card sends it: the zone of its first effect moving exactly that card
 * (Crazy Eights' `move: { cards: c, to: discard }`, Art of Argument's pick to `chosen[self]`). Undefined when the
 * move sends it to a pile chosen by an expression, or to a row: pointing at a pile there would promise a choice the
 * move does not offer.
 */
export function destinationOf(def: ClientGameDef, move: string, me: number | undefined): { zone: string; seat?: number } | undefined {
  const md = def.moves[move];
  const arg = md?.args[0];
  if (!md || md.args.length !== 1 || arg?.type !== 'card') return undefined;
  const step = md.do.find((e) => e.op === 'move' && e.cards === arg.name);
  if (!step || step.op !== 'move' || step.to.pile !== undefined) return undefined;
  const zone = def.zones[step.to.zone];
  if (!zone || zone.row || zone.onTable === false) return undefined;
  if (zone.scope === 'shared') return { zone: zone.name };
  if (step.to.seat === 'self' && me !== undefined) return { zone: zone.name, seat: me };
  return undefined;
}

/** Every place the picked card may go now: the piles of moves with a pile argument, and where a card-only move sends it. */
export function placesFor(def: ClientGameDef, legal: LegalMoves | undefined, card: number | undefined, me: number | undefined): PileTarget[] {
  const out = pileTargets(def, legal, card, me);
  if (card === undefined) return out;
  for (const { move, args } of cardOnlyMoves(def, legal, card)) {
    const to = destinationOf(def, move, me);
    if (to) out.push({ move, args, ...to });
  }
  return out;
}

/**
 * Why the picked card may not go on a pile, in the game's words: the reason a move that plays onto that zone is
 * closed now, else the rule of the move that would (its `unless:`). Undefined when no move plays onto that zone.
 */
export function refusalReason(def: ClientGameDef, legal: LegalMoves | undefined, zone: string, me: number | undefined): string | undefined {
  const onto = Object.values(def.moves).filter((m) =>
    m.args.some((a) => a.type === 'pile' && a.zone.zone === zone) || destinationOf(def, m.name, me)?.zone === zone);
  // An open move first: its rule is what this drop broke.
  const open = onto.find((m) => legal?.moves[m.name]);
  if (open) return open.unless;
  const closed = onto.find((m) => legal?.unavailable[m.name]);
  return closed ? legal!.unavailable[closed.name] : undefined;
}

/**
 * The piles a move without arguments takes its cards from, where it is open now (Expeditions' and Rummy's "Draw" from
 * the draw pile): pointing at that pile makes the move, as a player reaches for the stock. Its first effect moving
 * cards `from` a drawn zone names the pile; a row, or a zone off the table, is left to the move's button.
 */
export function drawTargets(def: ClientGameDef, legal: LegalMoves | undefined, me: number | undefined): PileTarget[] {
  const out: PileTarget[] = [];
  for (const [move, m] of Object.entries(legal?.moves ?? {})) {
    const md = def.moves[move];
    if (!md || md.args.length !== 0 || !m.args.some((t) => t.length === 0)) continue;
    const step = md.do.find((e) => e.op === 'move' && e.from !== undefined);
    if (!step || step.op !== 'move' || !step.from || step.from.pile !== undefined) continue;
    const zone = def.zones[step.from.zone];
    if (!zone || zone.row || zone.onTable === false) continue;
    if (zone.scope === 'shared') out.push({ move, args: [], zone: zone.name });
    else if ((step.from.seat === 'self' || step.from.seat === undefined) && me !== undefined) out.push({ move, args: [], zone: zone.name, seat: me });
  }
  return out;
}
