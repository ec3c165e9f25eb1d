/**
 * Rummy's simulation bot (`deckhand simulate rummy`, seat bots, and the search bot's rollout policy): what a plain
 * player does. Draw from the stock, or take the discard when it makes a meld with the hand; lay down the longest
 * meld there is, lay off what fits, then discard the card worth most that is not in a pair or a near run. It reads
 * only its own hand, the discard's top and the melds on the table, as its seat sees them.
 */
import type { Action, Chooser, GameDef, GameState } from '@deckhand/dsl';

type Card = { rank: number; suit: string };
const cardOf = (def: GameDef, id: number) => def.cards[id]!.attrs as Card;
const points = (c: Card) => Math.min(c.rank, 10);

/** How many cards of `hand` a card works with: same rank, or the same suit one or two ranks away. */
function partners(def: GameDef, hand: readonly number[], id: number): number {
  const c = cardOf(def, id);
  let n = 0;
  for (const other of hand) {
    if (other === id) continue;
    const o = cardOf(def, other);
    if (o.rank === c.rank || (o.suit === c.suit && Math.abs(o.rank - c.rank) <= 2)) n++;
  }
  return n;
}

const choose: Chooser = (actions, rand, state, seat, game) => {
  const pick = (list: readonly Action[]) => list[Math.floor(rand() * list.length)]!;
  if (!game) return pick(actions);
  const def = game.deckhand.def;
  const G = state.G as GameState;
  const hand = ((G.zones.hand as (number | null)[][])[seat] ?? []).filter((c): c is number => typeof c === 'number');
  const of = (move: string) => actions.filter((a) => a.move === move);

  const melds = of('meld');
  if (melds.length) return melds.reduce((best, a) => ((a.args[0] as number[]).length > (best.args[0] as number[]).length ? a : best));
  const layOffs = of('layOff');
  if (layOffs.length) return layOffs[0]!;

  const take = of('takeDiscard');
  const stock = of('drawStock');
  if (take.length || stock.length) {
    const top = (G.zones.discard as (number | null)[]).at(-1);
    // The discard is worth taking when it has two partners in hand (a meld is one step away).
    if (take.length && typeof top === 'number' && partners(def, [...hand, top], top) >= 2) return take[0]!;
    return stock[0] ?? take[0]!;
  }

  const discards = of('discard');
  if (discards.length) {
    const worth = (a: Action) => {
      const id = a.args[0] as number;
      return points(cardOf(def, id)) - 20 * partners(def, hand, id);
    };
    return discards.reduce((best, a) => (worth(a) > worth(best) ? a : best));
  }
  return pick(actions);
};

export const bot = { choose };
