/**
 * A move that takes a card with every card on it (`cards: list(c) + cardsOn(c)`: a run from a solitaire column) says so
 * in its log line: "Ada moved 7♥ and 2 cards on it to column 3". Which card argument is carried is read from the
 * move's effects once; what went with it is seen on the table: the cards that lay on the card before the move and
 * still lie on it, in the same order, in the pile it moved to.
 */
import type { Effect, MoveDef } from '../../ir/types';
import type { GameDef } from '../../ir/types';
import type { GameState } from '../state/state';
import { findCard } from '../state/zones';

/** The index of the card argument whose `cardsOn(…)` a `move` effect of `m` moves, if any. */
export function carriedArg(m: MoveDef): number | undefined {
  const names = new Set<string>();
  const walk = (list: readonly Effect[] | undefined) => {
    for (const e of list ?? []) {
      if (e.op === 'move' && typeof e.cards === 'string') for (const hit of e.cards.matchAll(/\bcardsOn\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*\)/g)) names.add(hit[1]!);
      if (e.op === 'if') {
        walk(e.then);
        walk(e.else);
      }
    }
  };
  walk(m.do);
  const i = m.args.findIndex((a) => a.type === 'card' && names.has(a.name));
  return i >= 0 ? i : undefined;
}

/** Where the card lies and what lies on it. */
export interface Carried {
  zone: string;
  seat: number | undefined;
  pile: number | undefined;
  above: number[];
}

export function carriedBefore(G: GameState, def: Pick<GameDef, 'zones'>, card: unknown): Carried | undefined {
  if (typeof card !== 'number') return undefined;
  const at = findCard(G, def, card);
  if (!at) return undefined;
  return { zone: at.loc.zone, seat: at.loc.seat, pile: at.loc.pile, above: at.pile.slice(at.index + 1) };
}

/** The number of cards that went with the card (0: none, or it did not move). */
export function carriedCount(G: GameState, def: Pick<GameDef, 'zones'>, card: unknown, before: Carried | undefined): number {
  const after = carriedBefore(G, def, card);
  if (!before || !after || before.above.length === 0) return 0;
  if (after.zone === before.zone && after.seat === before.seat && after.pile === before.pile) return 0;
  if (after.above.length !== before.above.length || after.above.some((c, i) => c !== before.above[i])) return 0;
  return before.above.length;
}
