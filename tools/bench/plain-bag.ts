/**
 * Bag written by hand against plain boardgame.io (3+ players, no variants): the baseline the compiled YAML Bag is
 * measured against. Same rules as packages/games/bag/game.yaml for 3–6 players.
 */
import type { Ctx, Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';

export interface PlainBagState {
  hands: number[][];
  centre: number[];
  out: number[];
  lastOut: number[];
  lastDealt: number;
  result?: { winner?: number; draw?: number[] };
}

const nextAlive = (G: PlainBagState, n: number, seat: number) => {
  for (let k = 1; k <= n; k++) if (!G.out.includes((seat + k) % n)) return (seat + k) % n;
  return seat;
};

function discard(G: PlainBagState, ctx: Ctx, values: number[]): void {
  G.lastOut = [];
  for (const hand of G.hands) {
    for (const v of values) {
      const i = hand.indexOf(v);
      if (i >= 0) G.centre.push(...hand.splice(i, 1));
    }
  }
  G.hands.forEach((h, s) => {
    if (h.length === 0 && !G.out.includes(s)) {
      G.out.push(s);
      G.lastOut.push(s);
    }
  });
  const alive = G.hands.map((_, s) => s).filter((s) => !G.out.includes(s));
  if (alive.length === 1) G.result = { winner: alive[0]! };
  else if (alive.length === 0) G.result = { draw: G.lastOut };
  void ctx;
}

export const PlainBag: Game<PlainBagState> = {
  name: 'plain-bag',
  minPlayers: 3,
  maxPlayers: 6,
  setup: ({ ctx, random }) => {
    const deck = random.Shuffle(Array.from({ length: 22 }, (_, i) => i));
    const starter = Math.floor(random.Number() * ctx.numPlayers);
    const hands: number[][] = Array.from({ length: ctx.numPlayers }, () => []);
    let seat = starter;
    let lastDealt = starter;
    while (deck.length) {
      hands[seat]!.push(deck.pop()!);
      lastDealt = seat;
      seat = (seat + 1) % ctx.numPlayers;
    }
    hands.forEach((h) => h.sort((a, b) => a - b));
    return { hands, centre: [], out: [], lastOut: [], lastDealt };
  },
  turn: {
    order: {
      first: ({ G, ctx }) => (G.lastDealt + 1) % ctx.numPlayers,
      next: ({ G, ctx }) => nextAlive(G, ctx.numPlayers, Number(ctx.currentPlayer)),
    },
  },
  moves: {
    name: {
      move: ({ G, ctx, events }, n: unknown) => {
        if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 21) return INVALID_MOVE;
        discard(G, ctx, [n]);
        events.endTurn();
        return undefined;
      },
      client: false,
    },
    nameTwo: {
      move: ({ G, ctx, events, playerID }, n: unknown) => {
        if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 20) return INVALID_MOVE;
        if (G.hands[Number(playerID)]!.length !== 1) return INVALID_MOVE;
        discard(G, ctx, [n, n + 1]);
        events.endTurn();
        return undefined;
      },
      client: false,
    },
  },
  endIf: ({ G }) => (G.result ? (G.result.winner !== undefined ? { winner: String(G.result.winner) } : { draw: true }) : undefined),
  playerView: ({ G, playerID }) => ({
    ...G,
    hands: G.hands.map((h, s) => (String(s) === playerID || G.result ? h : h.map(() => null))),
    centre: G.result ? G.centre : G.centre.map(() => null),
  }),
  ai: {
    enumerate: (G: PlainBagState, ctx: Ctx, playerID: string) => {
      const moves: { move: string; args: unknown[] }[] = [];
      for (let n = 0; n <= 21; n++) moves.push({ move: 'name', args: [n] });
      if (G.hands[Number(playerID)]!.length === 1) for (let n = 0; n <= 20; n++) moves.push({ move: 'nameTwo', args: [n] });
      return moves;
    },
  },
};
