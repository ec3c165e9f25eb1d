/**
 * Build Up's rules (../../shared/rules/build-up.md), each test named after its rule id, played through headless
 * Clients. Scenarios that need particular cards lay the table out with `arranged` (the real setup, then the cards
 * moved where the test says); everything after that is the compiled game.
 */
import { describe, expect, it } from 'vitest';
import { playout, type GameState } from '@deckhand/dsl';
import { gameMatches } from '../src/testing/game-matches';
import type { Match } from '../src/testing/match';
import { arranged, labelOf, type Label, type Layout } from './table';

const buildUp = gameMatches('build-up');
const { match } = buildUp;

const table = (players: number, layout: Layout): Match => match(players, 'table', undefined, arranged(buildUp.game, layout));

type Pile = (number | null)[];
const zones = (m: Match, seat: number | null = null) => m.view(seat).G.zones as unknown as {
  deck: Pile;
  stock: Pile[];
  handPiles: Pile[][];
  building: Pile[];
  completed: Pile;
};
const current = (m: Match) => Number(m.ctx().currentPlayer);
const label = (c: number | null | undefined) => (typeof c === 'number' ? labelOf(buildUp.def, c) : c);
const labels = (p: Pile) => p.map(label);
/** The top card of a seat's hand pile. */
const handTop = (m: Match, seat: number, pile: number) => zones(m).handPiles[seat]![pile]!.at(-1) as number;
const stockTop = (m: Match, seat: number) => zones(m).stock[seat]!.at(-1) as number;
const building = (m: Match) => zones(m).building.map(labels);
/**
 * A seat's legal plays, as a bot would be offered them. They depend only on public cards (pile tops, stockpile tops,
 * building piles), so the spectator's view stands in for the true state, hidden cards left as -1.
 */
function legalPlays(m: Match, seat: number) {
  const v = m.view(null).G;
  const known = (p: Pile) => p.map((c) => (typeof c === 'number' ? c : -1));
  const z = zones(m);
  const G = {
    ...v,
    zones: { deck: known(z.deck), stock: z.stock.map(known), handPiles: z.handPiles.map((r) => r.map(known)), building: z.building.map(known), completed: known(z.completed) },
  } as unknown as GameState;
  return buildUp.game.deckhand.legalActions(G, m.ctx(), String(seat)).filter((a) => a.move === 'play');
}

describe('Build Up', () => {
  it('U1: 80 number cards (1 to 10, eight of each) and 16 wilds: 96 cards, all on the table', () => {
    expect(buildUp.def.cards).toHaveLength(96);
    for (let v = 1; v <= 10; v++) expect(buildUp.def.cards.filter((c) => labelOf(buildUp.def, c.id) === v)).toHaveLength(8);
    expect(buildUp.def.cards.filter((c) => c.type === 'wild')).toHaveLength(16);
    const m = match(3, 'u1');
    const z = zones(m);
    const count = z.deck.length + z.stock.flat().length + z.handPiles.flat(2).length + z.building.flat().length + z.completed.length;
    expect(count).toBe(96);
  });

  it('U2: 2 to 6 players; other counts are refused at match creation', () => {
    expect(buildUp.game.minPlayers).toBe(2);
    expect(buildUp.game.maxPlayers).toBe(6);
    expect(buildUp.game.validateSetupData!(undefined, 1)).toMatch(/2 to 6 players/);
    expect(buildUp.game.validateSetupData!(undefined, 7)).toMatch(/2 to 6 players/);
    for (let n = 2; n <= 6; n++) {
      expect(buildUp.game.validateSetupData!(undefined, n)).toBeUndefined();
      expect(match(n, `u2-${n}`).ctx().numPlayers).toBe(n);
    }
  });

  it('U3: stockpiles of 15 with 2 players, 12 with 3, 10 with 4 or more, each with only its top card face up', () => {
    const sizes: Record<number, number> = { 2: 15, 3: 12, 4: 10, 5: 10, 6: 10 };
    for (let n = 2; n <= 6; n++) {
      const m = match(n, `u3-${n}`);
      for (const seat of [null, ...Array.from({ length: n }, (_, s) => s)]) {
        const stock = zones(m, seat).stock;
        expect(stock.map((s) => s.length)).toEqual(Array(n).fill(sizes[n]));
        for (const s of stock) {
          expect(typeof s.at(-1)).toBe('number');
          expect(s.slice(0, -1).every((c) => c === null)).toBe(true);
        }
      }
    }
  });

  it('U3: the stockpileSize option deals fewer cards, never more than the standard deal; bad values are refused', () => {
    expect(zones(match(2, 'u3o', { stockpileSize: 5 })).stock.map((s) => s.length)).toEqual([5, 5]);
    expect(zones(match(6, 'u3o', { stockpileSize: 1 })).stock.map((s) => s.length)).toEqual(Array(6).fill(1));
    expect(zones(match(2, 'u3o', { stockpileSize: 13 })).stock.map((s) => s.length)).toEqual([13, 13]);
    expect(zones(match(3, 'u3o', { stockpileSize: 13 })).stock.map((s) => s.length)).toEqual([12, 12, 12]);
    expect(zones(match(4, 'u3o', { stockpileSize: 15 })).stock.map((s) => s.length)).toEqual([10, 10, 10, 10]);
    expect(buildUp.game.validateSetupData!({ stockpileSize: 8 }, 4)).toBeUndefined();
    for (const bad of [0, 16, 7.5, '8', null]) expect(buildUp.game.validateSetupData!({ stockpileSize: bad }, 4)).toMatch(/stockpileSize/);
    expect(buildUp.game.validateSetupData!({ stockpilesize: 8 }, 4)).toMatch(/did you mean "stockpileSize"/);
  });

  it('U4: the rest of the cards form the draw deck, face down to everyone', () => {
    for (let n = 2; n <= 6; n++) {
      const m = match(n, `u4-${n}`);
      // The first turn (and any turn that ended at once, nobody able to play) dealt 4 cards from the deck.
      const stock = { 2: 15, 3: 12 }[n] ?? 10;
      const dealt = zones(m).handPiles.flat(2).length;
      expect(dealt).toBe(4 * m.ctx().turn);
      for (const seat of [null, ...Array.from({ length: n }, (_, s) => s)]) {
        const deck = zones(m, seat).deck;
        expect(deck).toHaveLength(96 - n * stock - dealt);
        expect(deck.every((c) => c === null)).toBe(true);
      }
    }
  });

  it('U5: a seeded random dealer; the player to the dealer\'s left takes the first turn', () => {
    const dealers = new Set<number>();
    for (let seed = 0; seed < 24; seed++) {
      const n = 2 + (seed % 5);
      const m = match(n, `u5-${seed}`);
      const dealer = m.view(null).G.vars.dealer as number;
      dealers.add(dealer);
      // Turns that found their player unable to play ended at once, one seat further each.
      expect(current(m)).toBe((dealer + m.ctx().turn) % n);
      expect(match(n, `u5-${seed}`).view(null).G.vars.dealer).toBe(dealer);
    }
    expect(dealers.size).toBeGreaterThan(2);
    // A player who can play keeps the first turn.
    const m = table(4, { first: 2, deck: [1, 5, 5, 5] });
    expect(m.view(null).G.vars.dealer).toBe(1);
    expect(current(m)).toBe(2);
    expect(m.ctx().turn).toBe(1);
  });

  it('U6: each turn starts with 4 cards face up, one onto each hand pile, on top of what was left; only tops play', () => {
    const m = table(2, {
      building: [[1, 2]],
      stock: [[6], [6]],
      handPiles: [[[4], [], [9], []]],
      deck: [3, 7, 8, 9, 1, 5, 5, 5],
    });
    expect(zones(m).handPiles.map((r) => r.map(labels))).toEqual([
      [[4, 3], [7], [9, 8], [9]],
      [[], [], [], []],
    ]);
    const [four, three] = zones(m).handPiles[0]![0] as [number, number];
    // The 4 lies under the 3: not playable yet, though the pile will want it next.
    expect(m.move(0, 'play', four, 0)).toBe(false);
    expect(legalPlays(m, 0).map((a) => a.args)).toEqual([[three, 0]]);
    expect(m.move(0, 'play', three, 0)).toBe(true);
    // Playing the 3 exposes the 4, which can be played at once.
    expect(m.move(0, 'play', four, 0)).toBe(true);
    expect(building(m)).toEqual([[1, 2, 3, 4]]);
    expect(zones(m).handPiles[0]![0]).toEqual([]);
  });

  it('U6: in real play, each turn start adds one card to each of the new player\'s hand piles and to nobody else\'s', () => {
    for (let seed = 0; seed < 6; seed++) {
      const m = match(3, `u6-${seed}`);
      for (let k = 0; k < 5 && !m.ctx().gameover; k++) {
        const before = zones(m).handPiles.map((r) => r.map((p) => p.length));
        const p = current(m);
        const turn = m.ctx().turn;
        expect(m.move(p, 'pass')).toBe(true);
        if (m.ctx().turn !== turn + 1) continue; // a turn ended at once: more than one deal happened
        const q = current(m);
        const after = zones(m).handPiles.map((r) => r.map((pile) => pile.length));
        after.forEach((row, seat) => expect(row).toEqual(seat === q ? before[seat]!.map((n) => n + 1) : before[seat]));
      }
    }
  });

  it('U7: a building pile can only be started with a 1 or a wild, and there are at most 4', () => {
    const m = table(2, { building: [[1], ['?', 2], [1, 2, 3]], stock: [['?'], [6]], deck: [1, 1, 5, '?'] });
    const [oneA, oneB, five, wild] = [0, 1, 2, 3].map((p) => handTop(m, 0, p)) as [number, number, number, number];
    expect(m.move(0, 'play', five, 3)).toBe(false);
    expect(m.move(0, 'play', oneA, 4)).toBe(false); // pile 4 would skip a slot
    expect(m.move(0, 'play', oneA, 3)).toBe(true);
    expect(building(m)).toEqual([[1], ['?', 2], [1, 2, 3], [1]]);
    // Four piles: nothing may start a fifth.
    for (const c of [oneB, wild, stockTop(m, 0)]) expect(m.move(0, 'play', c, 4)).toBe(false);
    expect(legalPlays(m, 0).every((a) => (a.args[1] as number) < 4)).toBe(true);
    // A wild starts a pile too.
    const w = table(2, { stock: [[5], [6]], deck: ['?', 9, 9, 9] });
    expect(w.move(0, 'play', handTop(w, 0, 0), 0)).toBe(true);
    expect(building(w)).toEqual([['?']]);
  });

  it('U8: a card goes on a pile only as its next number (size + 1); a wild is always the next number', () => {
    const m = table(2, { building: [[1, '?'], [1, 2, 3, 4, 5]], stock: [[9, 4], [6]], deck: [2, 3, '?', 7] });
    const [two, three, wild, seven] = [0, 1, 2, 3].map((p) => handTop(m, 0, p)) as [number, number, number, number];
    expect(m.move(0, 'play', two, 0)).toBe(false); // the wild counts as the 2
    expect(m.move(0, 'play', stockTop(m, 0), 0)).toBe(false);
    expect(m.move(0, 'play', seven, 1)).toBe(false);
    expect(m.move(0, 'play', three, 0)).toBe(true);
    expect(m.move(0, 'play', stockTop(m, 0), 0)).toBe(true);
    expect(m.move(0, 'play', wild, 1)).toBe(true); // as a 6
    expect(m.move(0, 'play', seven, 1)).toBe(true);
    expect(building(m)).toEqual([
      [1, '?', 3, 4],
      [1, 2, 3, 4, 5, '?', 7],
    ]);
  });

  it('U9: a player plays from their hand pile tops and their own stockpile top, whose next card is then turned up', () => {
    const m = table(2, {
      stock: [[8, 1], [1]],
      handPiles: [[], [[1], [1], [1], [1]]],
      deck: [5, 5, 5, 5],
    });
    const mine = stockTop(m, 0);
    // Another seat's stockpile or hand piles are never a source; nor may anyone play out of turn.
    expect(m.move(0, 'play', stockTop(m, 1), 0)).toBe(false);
    expect(m.move(0, 'play', handTop(m, 1, 0), 0)).toBe(false);
    expect(m.move(1, 'play', stockTop(m, 1), 0)).toBe(false);
    for (const seat of [null, 0, 1]) expect(zones(m, seat).stock[0]).toEqual([null, mine]);
    expect(m.move(0, 'play', mine, 0)).toBe(true);
    const eight = stockTop(m, 0);
    expect(label(eight)).toBe(8);
    for (const seat of [null, 0, 1]) expect(zones(m, seat).stock[0]).toEqual([eight]);
    // A play is public: the log names the card and the pile.
    expect(m.view(1).G.log.at(-1)).toMatchObject({ seat: 0, move: 'play', args: [mine, 0] });
  });

  it('U10: a card on a building pile can never be taken back or moved', () => {
    const m = table(2, { building: [[1, 2], [1]], stock: [[9], [9]], deck: [3, 1, 5, 5] });
    const [two, one] = [zones(m).building[0]!.at(-1), zones(m).building[1]!.at(-1)] as [number, number];
    expect(m.move(0, 'play', two, 1)).toBe(false);
    expect(m.move(0, 'play', one, 2)).toBe(false);
    expect(m.move(0, 'play', one, 1)).toBe(false);
    expect(legalPlays(m, 0).some((a) => a.args[0] === one || a.args[0] === two)).toBe(false);
    // Over whole seeded games: a building pile only ever grows, until it leaves whole as a completed pile of 10.
    for (let i = 0; i < 10; i++) {
      let before: number[][] | undefined;
      playout(buildUp.game, {
        players: 2 + (i % 5),
        seed: `u10-${i}`,
        onState: (s) => {
          const now = (s.G as GameState).zones.building as number[][];
          for (const pile of before ?? []) {
            const same = now.find((p) => p[0] === pile[0]);
            if (same) expect(same.slice(0, pile.length)).toEqual(pile);
            else {
              expect(pile).toHaveLength(9);
              expect(now.flat().some((c) => pile.includes(c))).toBe(false);
            }
          }
          before = now;
        },
      });
    }
  });

  it('U11: a building pile of 10 cards is complete: it is set aside face down and its slot is free again', () => {
    const m = table(2, {
      building: [[1, 2, 3, 4, 5, 6, 7, 8, 9], [1], [1, 2], ['?']],
      stock: [[9], [9]],
      deck: [10, 1, 5, 5],
    });
    const [ten, one] = [handTop(m, 0, 0), handTop(m, 0, 1)];
    expect(m.move(0, 'play', one, 4)).toBe(false); // four piles already
    expect(m.move(0, 'play', ten, 0)).toBe(true);
    expect(building(m)).toEqual([[1], [1, 2], ['?']]);
    for (const seat of [null, 0, 1]) expect(zones(m, seat).completed).toEqual(Array(10).fill(null));
    expect(m.move(0, 'play', one, 3)).toBe(true);
    expect(building(m)).toEqual([[1], [1, 2], ['?'], [1]]);
    // A wild as the tenth card completes a pile too.
    const w = table(2, { building: [[1], ['?', 2, 3, 4, 5, 6, 7, 8, 9]], stock: [[9], [9]], deck: ['?', 5, 5, 5] });
    expect(w.move(0, 'play', handTop(w, 0, 0), 1)).toBe(true);
    expect(building(w)).toEqual([[1]]);
    expect(zones(w).completed).toHaveLength(10);
  });

  it('U12: the player keeps playing while they can; with no legal play left the turn passes to the next seat by itself', () => {
    const m = table(3, { stock: [[5], [7], [7]], deck: [1, 2, 3, 9, 1, 8, 8, 8] });
    const [one, two, three] = [0, 1, 2].map((p) => handTop(m, 0, p)) as [number, number, number];
    expect(m.move(0, 'play', one, 0)).toBe(true);
    expect(m.move(0, 'play', two, 0)).toBe(true);
    expect(current(m)).toBe(0);
    expect(m.move(0, 'play', three, 0)).toBe(true);
    // Left: a 9 and the stockpile's 5, neither playable. Seat 1 has been dealt its four.
    expect(current(m)).toBe(1);
    expect(zones(m).handPiles[1]!.map(labels)).toEqual([[1], [8], [8], [8]]);
  });

  it('U12: a player may end their turn by choice, and only on their own turn', () => {
    const m = table(3, { stock: [[5], [7], [7]], deck: [1, 9, 9, 9, 1, 8, 8, 8] });
    expect(legalPlays(m, 0)).not.toHaveLength(0);
    expect(m.move(1, 'pass')).toBe(false);
    expect(m.move(0, 'pass')).toBe(true);
    expect(current(m)).toBe(1);
    expect(m.view(null).G.log.at(-1)).toMatchObject({ seat: 0, move: 'pass' });
  });

  it('U12: a player with no legal play when their turn starts has it end at once', () => {
    const m = table(3, { stock: [[5], [7], [7]], deck: [9, 9, 9, 9, 1, 8, 8, 8] });
    expect(current(m)).toBe(1);
    expect(m.ctx().turn).toBe(2);
    expect(zones(m).handPiles[0]!.map(labels)).toEqual([[9], [9], [9], [9]]);
  });

  it('U13: when the deck runs out while dealing, the completed piles are shuffled into a new deck and the deal goes on', () => {
    const ten: Label[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const m = table(2, { stock: [[1], [1]], completed: ten, deck: [9, 9], rest: { seat: 1, pile: 0 } });
    const hand = zones(m).handPiles[0]!;
    expect(hand.map((p) => p.length)).toEqual([1, 1, 1, 1]);
    expect(labels(hand[0]!)).toEqual([9]);
    expect(labels(hand[1]!)).toEqual([9]);
    // Piles 2 and 3 got two of the completed cards; the other eight are the new deck, face down.
    expect(ten).toContain(label(hand[2]![0]));
    expect(ten).toContain(label(hand[3]![0]));
    expect(zones(m).completed).toEqual([]);
    expect(zones(m).deck).toEqual(Array(8).fill(null));
  });

  it('U13: with nothing to reshuffle, the deal gives what there is and the game goes on', () => {
    const m = table(2, { stock: [[1], [5]], deck: [9, 9], rest: { seat: 1, pile: 0 } });
    expect(zones(m).handPiles[0]!.map(labels)).toEqual([[9], [9], [], []]);
    expect(zones(m).deck).toEqual([]);
    expect(m.move(0, 'pass')).toBe(true);
    // Seat 1 gets nothing new; the turn is theirs all the same.
    expect(current(m)).toBe(1);
    expect(zones(m).handPiles[1]!.slice(1)).toEqual([[], [], []]);
    expect(m.ctx().gameover).toBeUndefined();
  });

  it('U13: in seeded games, the deck is refilled only when it runs out, from all the completed piles at once', () => {
    let refills = 0;
    for (let i = 0; i < 12 && refills < 3; i++) {
      let before: { G: GameState; turn: number } | undefined;
      playout(buildUp.game, {
        players: 2,
        seed: `u13-${i}`,
        onState: (s) => {
          const G = s.G as GameState;
          if (before) {
            const setAside = new Set([...(before.G.zones.completed as number[]), ...(before.G.zones.building as number[][]).flat()]);
            const back = [...(G.zones.deck as number[]), ...(G.zones.handPiles as number[][][]).flat(2)].filter((c) => setAside.has(c));
            if (back.length > 0) {
              refills++;
              // Only a deal that found the deck short (4 cards a turn start) reshuffles, and it takes every completed card.
              expect((before.G.zones.deck as number[]).length).toBeLessThan(4 * (s.ctx.turn - before.turn));
              expect(G.zones.completed).toEqual([]);
            }
          }
          before = { G, turn: s.ctx.turn };
        },
      });
    }
    expect(refills).toBeGreaterThan(0);
  });

  it('U14: the first player to play the last card of their stockpile wins at once', () => {
    const m = table(2, { stock: [[1], [1]], deck: [2, 3, 9, 9] });
    // Emptying hand piles is not enough; the turn goes on after other plays.
    const [two, three] = [handTop(m, 0, 0), handTop(m, 0, 1)];
    expect(m.move(0, 'play', stockTop(m, 0), 0)).toBe(true);
    expect(m.ctx().gameover).toEqual({ winner: '0' });
    expect(m.move(0, 'play', two, 0)).toBe(false);
    expect(m.move(0, 'play', three, 0)).toBe(false);
    expect(m.move(1, 'pass')).toBe(false);
    // And the seat that empties it is the winner, whoever it is.
    const n = table(3, { first: 2, stock: [[5, 5], [9], ['?']], deck: [9, 9, 9, 9] });
    expect(n.move(2, 'play', stockTop(n, 2), 0)).toBe(true);
    expect(n.ctx().gameover).toEqual({ winner: '2' });
  });

  it('U14: in seeded games with short stockpiles, every game ends with the winner\'s stockpile empty', () => {
    for (let i = 0; i < 10; i++) {
      const r = playout(buildUp.game, { players: 2 + (i % 5), seed: `u14-${i}`, setupData: { stockpileSize: 3 } });
      expect(r.completed).toBe(true);
      if (r.winner === undefined) continue;
      const stock = r.final.G.zones.stock as number[][];
      expect(stock[r.winner]).toEqual([]);
      expect(stock.filter((s) => s.length === 0)).toHaveLength(1);
    }
  });

  it('U15: stockpiles below the top, the deck and the completed piles are face down; hand and building piles are public', () => {
    const m = table(3, {
      stock: [[4, 6, 1], [7, 8], [9]],
      handPiles: [[], [[2, 3], [5], [], ['?']]],
      building: [[1, 2]],
      completed: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      deck: [1, 5, 5, 5],
    });
    const truthHands = zones(m, 1).handPiles;
    for (const seat of [null, 0, 1, 2]) {
      const z = zones(m, seat);
      expect(z.stock.map((s) => s.map((c) => (c === null ? null : label(c))))).toEqual([[null, null, 1], [null, 8], [9]]);
      expect(z.deck.every((c) => c === null)).toBe(true);
      expect(z.completed).toEqual(Array(10).fill(null));
      expect(z.handPiles).toEqual(truthHands);
      expect(z.handPiles.map((r) => r.map(labels))[1]).toEqual([[2, 3], [5], [], ['?']]);
      expect(building(m)).toEqual([[1, 2]]);
      expect(labels(z.building[0]!)).toEqual([1, 2]);
    }
  });
});
