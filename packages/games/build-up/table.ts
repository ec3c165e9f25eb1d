/**
 * Build Up tests: a table laid out card by card. `arranged` runs the game's real setup, then moves cards into the
 * layout a test names; every move, turn start, trigger and end after that is the real compiled game.
 */
import type { CompiledGame, GameDef, GameState } from '@deckhand/dsl';

/** A card as a test names it: a number card by its value, or a wild. */
export type Label = number | '?';

export interface Layout {
  /** The seat taking the first turn (the dealer sits just before it). Default 0. */
  first?: number;
  /** Per seat, bottom → top. Seats not listed keep their dealt stockpile. */
  stock?: Label[][];
  /** Per seat, 4 piles, bottom → top. Seats not listed start with empty hand piles. */
  handPiles?: Label[][][];
  building?: Label[][];
  completed?: Label[];
  /** The deck from the top: the first four go onto the first player's hand piles 0–3 at the first turn start. */
  deck?: Label[];
  /** Where every card not named goes: under the deck (default), or onto a seat's hand pile (keeps the deck short). */
  rest?: 'deck' | { seat: number; pile: number };
}

export const labelOf = (def: GameDef, card: number): Label => (def.cards[card]!.type === 'wild' ? '?' : Number(def.cards[card]!.attrs.value));

/** The same game with its setup followed by `layout`. */
export function arranged(game: CompiledGame, layout: Layout): CompiledGame {
  const def = game.deckhand.def;
  type Setup = (context: { ctx: { numPlayers: number } }, setupData?: unknown) => GameState;
  const setup = game.setup as Setup;
  const laid: Setup = (context, setupData) => lay(def, setup(context, setupData), context.ctx.numPlayers, layout);
  return { ...game, setup: laid } as CompiledGame;
}

function lay(def: GameDef, G: GameState, players: number, layout: Layout): GameState {
  const stocks = G.zones.stock as number[][];
  const kept = new Set(stocks.flatMap((s, seat) => (layout.stock?.[seat] ? [] : s)));
  const free = def.cards.map((c) => c.id).filter((id) => !kept.has(id));
  const take = (label: Label): number => {
    const i = free.findIndex((id) => labelOf(def, id) === label);
    if (i < 0) throw new Error(`layout: no ${label} card left`);
    return free.splice(i, 1)[0]!;
  };
  const takeAll = (labels: Label[] | undefined) => (labels ?? []).map(take);
  const stock = stocks.map((s, seat) => (layout.stock?.[seat] ? takeAll(layout.stock[seat]) : s));
  const handPiles = Array.from({ length: players }, (_, seat) => [0, 1, 2, 3].map((p) => takeAll(layout.handPiles?.[seat]?.[p])));
  const building = (layout.building ?? []).map(takeAll);
  const completed = takeAll(layout.completed);
  const deckTop = takeAll(layout.deck).reverse();
  const rest = layout.rest ?? 'deck';
  if (rest === 'deck') G.zones.deck = [...free, ...deckTop];
  else {
    G.zones.deck = deckTop;
    handPiles[rest.seat]![rest.pile]!.unshift(...free);
  }
  G.zones.stock = stock;
  G.zones.handPiles = handPiles;
  G.zones.building = building;
  G.zones.completed = completed;
  G.faceUp = {};
  for (const c of [...handPiles.flat(2), ...building.flat()]) G.faceUp[c] = true;
  G.vars.dealer = ((layout.first ?? 0) + players - 1) % players;
  return G;
}
