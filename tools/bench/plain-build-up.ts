/**
 * Build Up written by hand, idiomatically, against plain boardgame.io (no variants): the peer the compiled YAML
 * Build Up (packages/games/build-up/game.yaml) is measured against. Same rules, same random draws and the same
 * legal actions in the same order, so a seeded random bot plays the very same games on both.
 */
import type { Ctx, Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';

/** A card is its number, 1 to 10; a wild is 0. */
type Card = number;
const WILD = 0;
const HAND_PILES = 4;
const MAX_BUILDING = 4;

export interface PlainBuildUpState {
  deck: Card[];
  stock: Card[][];
  hands: Card[][][];
  building: Card[][];
  completed: Card[];
  dealer: number;
  /** Turns in a row nobody could play while the deck and completed piles were empty: a deadlock ends drawn. */
  stuck: number;
  result?: { winner?: number; draw?: boolean };
}

/** 80 number cards (1 to 10, eight of each) then 16 wilds, in the YAML deck's order. */
const fullDeck = (): Card[] => [...Array.from({ length: 80 }, (_, i) => Math.floor(i / 8) + 1), ...Array.from({ length: 16 }, () => WILD)];

const top = (pile: Card[] | undefined): Card | undefined => (pile && pile.length ? pile[pile.length - 1] : undefined);

/** Where a card may come from: -1 the stockpile's top, 0..3 a hand pile's top. */
function sources(G: PlainBuildUpState, seat: number): number[] {
  const out: number[] = [];
  if (G.stock[seat]!.length) out.push(-1);
  G.hands[seat]!.forEach((pile, i) => pile.length && out.push(i));
  return out;
}

const cardAt = (G: PlainBuildUpState, seat: number, from: number) => (from === -1 ? top(G.stock[seat]) : top(G.hands[seat]![from]));
const fits = (card: Card, G: PlainBuildUpState, pile: number) => card === WILD || card === (G.building[pile]?.length ?? 0) + 1;
const pileChoices = (G: PlainBuildUpState) => G.building.length + (G.building.length < MAX_BUILDING ? 1 : 0);

function plays(G: PlainBuildUpState, seat: number): [number, number][] {
  const out: [number, number][] = [];
  for (const from of sources(G, seat)) {
    const card = cardAt(G, seat, from)!;
    for (let p = 0; p < pileChoices(G); p++) if (fits(card, G, p)) out.push([from, p]);
  }
  return out;
}

const canPlay = (G: PlainBuildUpState, seat: number) => plays(G, seat).length > 0;

function draw(G: PlainBuildUpState, shuffle: <T>(deck: T[]) => T[]): Card | undefined {
  if (G.deck.length === 0 && G.completed.length) {
    G.deck.push(...shuffle(G.completed.splice(0)));
  }
  return G.deck.pop();
}

export const PlainBuildUp: Game<PlainBuildUpState> = {
  name: 'plain-build-up',
  minPlayers: 2,
  maxPlayers: 6,
  setup: ({ ctx, random }) => {
    const deck = random.Shuffle(fullDeck());
    const dealer = Math.floor(random.Number() * ctx.numPlayers);
    const stock: Card[][] = Array.from({ length: ctx.numPlayers }, () => []);
    const size = ctx.numPlayers === 2 ? 15 : ctx.numPlayers === 3 ? 12 : 10;
    for (let round = 0; round < size; round++) {
      for (let k = 1; k <= ctx.numPlayers; k++) stock[(dealer + k) % ctx.numPlayers]!.push(deck.pop()!);
    }
    const hands = Array.from({ length: ctx.numPlayers }, () => Array.from({ length: HAND_PILES }, (): Card[] => []));
    return { deck, stock, hands, building: [], completed: [], dealer, stuck: 0 };
  },
  turn: {
    order: {
      first: ({ G, ctx }) => (G.dealer + 1) % ctx.numPlayers,
      next: ({ ctx }) => (ctx.playOrderPos + 1) % ctx.numPlayers,
    },
    onBegin: ({ G, ctx, random, events }) => {
      const seat = Number(ctx.currentPlayer);
      const dealt = G.deck.length + G.completed.length > 0;
      for (const pile of G.hands[seat]!) {
        const card = draw(G, random.Shuffle);
        if (card === undefined) break;
        pile.push(card);
      }
      if (canPlay(G, seat)) return;
      // Nobody can play and no new card can come: after two rounds of that, the game is drawn.
      G.stuck = dealt ? 0 : G.stuck + 1;
      if (G.stuck > 2 * ctx.numPlayers) G.result = { draw: true };
      else events.endTurn();
    },
  },
  moves: {
    play: ({ G, playerID, events }, from: unknown, pile: unknown) => {
      const seat = Number(playerID);
      if (typeof from !== 'number' || typeof pile !== 'number' || !Number.isInteger(pile) || pile < 0 || pile >= pileChoices(G)) return INVALID_MOVE;
      const card = cardAt(G, seat, from);
      if (card === undefined || !fits(card, G, pile)) return INVALID_MOVE;
      (from === -1 ? G.stock[seat]! : G.hands[seat]![from]!).pop();
      if (pile === G.building.length) G.building.push([]);
      G.building[pile]!.push(card);
      // A pile of 10 is complete: set aside, freeing its slot.
      for (let i = G.building.length - 1; i >= 0; i--) if (G.building[i]!.length === 10) G.completed.push(...G.building[i]!.splice(0));
      G.building = G.building.filter((p) => p.length > 0);
      const winner = G.stock.findIndex((s) => s.length === 0);
      if (winner >= 0) G.result = { winner };
      else if (!canPlay(G, seat)) events.endTurn();
      G.stuck = 0;
      return undefined;
    },
    pass: ({ events }) => {
      events.endTurn();
    },
  },
  endIf: ({ G }) => (G.result ? (G.result.winner !== undefined ? { winner: String(G.result.winner) } : { draw: true }) : undefined),
  playerView: ({ G }) => ({ ...G, deck: G.deck.map(() => null), completed: G.completed.map(() => null), stock: G.stock.map((s) => s.map((c, i) => (i === s.length - 1 ? c : null))) }),
  ai: {
    enumerate: (G: PlainBuildUpState, ctx: Ctx, playerID: string) => [
      ...plays(G, Number(playerID)).map(([from, pile]) => ({ move: 'play', args: [from, pile] })),
      { move: 'pass', args: [] },
    ],
  },
};
