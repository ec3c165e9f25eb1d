/**
 * What one card can do now, from the server's legal moves (`view.legal`): every (move, arguments) tuple that takes
 * it, the one tuple a click plays when there is no other, the cards each move's form may take, and why a card the
 * seat holds does not play. Pure; the board draws from it.
 */
import type { ClientGameDef } from '../types';
import type { LegalMoves } from './targets';

export interface Play {
  move: string;
  args: unknown[];
}

const cardArgs = (def: ClientGameDef, move: string) => (def.moves[move]?.args ?? []).map((a, i) => ({ a, i })).filter(({ a }) => a.type === 'card' || a.type === 'cards');

/** Every legal tuple taking `id` as a `card` argument; `several` when some move takes it among `cards` (picked with others). */
export function playsOf(def: ClientGameDef, legal: LegalMoves | undefined, id: number): { plays: Play[]; several: boolean } {
  const plays: Play[] = [];
  let several = false;
  for (const [move, m] of Object.entries(legal?.moves ?? {})) {
    for (const { a, i } of cardArgs(def, move)) {
      for (const t of m.args) {
        const v = t[i];
        if (a.type === 'card' && v === id) plays.push({ move, args: t });
        if (a.type === 'cards' && Array.isArray(v) && v.includes(id)) several = true;
      }
    }
  }
  return { plays, several };
}

/**
 * The play one click on `id` makes: the single legal (move, arguments) that takes it, where nothing else does (no
 * other place, no other move, no move taking it with other cards) and the move needs nothing more from the player
 * than the card and, at most, one place. Undefined otherwise (the card is picked, and the places it may go shown).
 */
export function oneClickPlay(def: ClientGameDef, legal: LegalMoves | undefined, id: number): Play | undefined {
  const { plays, several } = playsOf(def, legal, id);
  if (several || plays.length !== 1) return undefined;
  const [only] = plays;
  // A move that also takes several cards, or a card more, is finished in its form.
  return cardArgs(def, only!.move).length === 1 ? only : undefined;
}

/** The cards a move's form may take now (some legal tuple of that move takes them). */
export function cardsFor(def: ClientGameDef, legal: LegalMoves, move: string): Set<number> {
  const out = new Set<number>();
  for (const { a, i } of cardArgs(def, move)) {
    for (const t of legal.moves[move]?.args ?? []) {
      const v = t[i];
      if (a.type === 'card' && typeof v === 'number') out.add(v);
      if (a.type === 'cards' && Array.isArray(v)) for (const c of v) if (typeof c === 'number') out.add(c);
    }
  }
  return out;
}

/**
 * Why a card of the seat's zone `zone` does not play now, in the game's words: for a move that takes cards from that
 * zone and is open, its rule (`unless:`); else why such a move is closed (another seat's turn, a stage); else why the
 * seat waits. Undefined when no move ever takes a card from there.
 */
export function whyNot(def: ClientGameDef, legal: LegalMoves | undefined, zone: string): string | undefined {
  const from = Object.values(def.moves).filter((m) => m.args.some((a) => (a.type === 'card' || a.type === 'cards') && a.from.some((r) => r.zone === zone)));
  if (from.length === 0) return undefined;
  const open = from.find((m) => legal?.moves[m.name]);
  if (open) return open.unless ?? `It cannot be used for ${open.label ?? open.name} now.`;
  const closed = from.find((m) => legal?.unavailable[m.name]);
  if (closed) return legal!.unavailable[closed.name];
  return legal?.waiting ?? 'It cannot be played now.';
}
