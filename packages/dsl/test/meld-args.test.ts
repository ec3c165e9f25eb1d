/** `cards` arguments of variable size (`min:`/`max:`): checked on arrival, and listed without trying every subset. */
import { describe, expect, it } from 'vitest';
import { MAX_SUBSETS } from '../src/runtime/legal/subsets';
import { gameFrom, start } from './helpers';

const GAME = (deal: number, cond: string, size = 'min: 3') => `
id: melds
name: Melds
players: { min: 2, max: 2 }
cards:
  c: { attributes: { rank: number, suit: string } }
deck:
  - { type: c, range: { rank: 1..13, suit: [clubs, diamonds, hearts, spades] } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: owner }
  table: { visibility: public }
setup:
  - shuffle: deck
  - deal: { from: deck, to: hand, count: ${deal} }
moves:
  meld:
    args:
      cards: { type: cards, from: "hand[self]", ${size} }
    if: ${cond}
    do:
      - move: { cards: cards, to: table }
end:
  - when: count(deck) == 0
    winner: current
`;

const MELD = 'same(cards, card.rank) or (same(cards, card.suit) and consecutive(cards, card.rank))';

type Card = { rank: number; suit: string };

/** Every subset of `hand` (by brute force), as sorted id lists, that `ok` accepts. */
function bruteForce(hand: number[], min: number, ok: (cs: number[]) => boolean): string[] {
  const out: string[] = [];
  for (let mask = 1; mask < 1 << hand.length; mask++) {
    const cs = hand.filter((_, i) => mask & (1 << i));
    if (cs.length >= min && ok(cs)) out.push(JSON.stringify([...cs].sort((a, b) => a - b)));
  }
  return out.sort();
}

function isMeld(cards: Card[]): (cs: number[]) => boolean {
  return (cs) => {
    const r = cs.map((c) => cards[c]!.rank).sort((a, b) => a - b);
    const s = cs.map((c) => cards[c]!.suit);
    return r.every((x) => x === r[0]) || (s.every((x) => x === s[0]) && r.every((x, i) => i === 0 || x === r[i - 1]! + 1));
  };
}

describe('cards arguments of variable size', () => {
  it('lists exactly the sets and runs of 3 or more a hand holds, over many deals', () => {
    const game = gameFrom(GAME(13, MELD));
    const cards = game.deckhand.def.cards.map((c) => c.attrs as Card);
    let melds = 0;
    for (let seed = 0; seed < 12; seed++) {
      const m = start(game, 2, `meld:${seed}`);
      const hand = [...(m.state.G.zones.hand as number[][])[0]!];
      const listed = game.deckhand
        .legalActions(m.state.G, m.state.ctx, '0')
        .filter((a) => a.move === 'meld')
        .map((a) => JSON.stringify([...(a.args[0] as number[])].sort((x, y) => x - y)))
        .sort();
      expect(listed).toEqual(bruteForce(hand, 3, isMeld(cards)));
      melds += listed.length;
    }
    expect(melds).toBeGreaterThan(0);
  });

  it('finds every set in a hand of 25 cards, where trying each subset could not finish', () => {
    const game = gameFrom(GAME(25, 'same(cards, card.rank)'));
    const cards = game.deckhand.def.cards.map((c) => c.attrs as Card);
    const m = start(game, 2, 'big');
    const hand = (m.state.G.zones.hand as number[][])[0]!;
    const byRank = new Map<number, number>();
    for (const c of hand) byRank.set(cards[c]!.rank, (byRank.get(cards[c]!.rank) ?? 0) + 1);
    // Sets of 3 or 4 cards of one rank: C(n,3) + C(n,4) for each rank held n times.
    let expected = 0;
    for (const n of byRank.values()) expected += (n * (n - 1) * (n - 2)) / 6 + (n * (n - 1) * (n - 2) * (n - 3)) / 24;
    const listed = game.deckhand.legalActions(m.state.G, m.state.ctx, '0').filter((a) => a.move === 'meld');
    expect(listed.length).toBe(expected);
    for (const a of listed) expect(new Set((a.args[0] as number[]).map((c) => cards[c]!.rank)).size).toBe(1);
  });

  it('a precondition with nothing to cut by is listed up to the cap, never past it', () => {
    const game = gameFrom(GAME(20, 'count(cards) > 0', 'min: 2, max: 10'));
    const m = start(game, 2, 'cap');
    const listed = game.deckhand.legalActions(m.state.G, m.state.ctx, '0').filter((a) => a.move === 'meld');
    expect(listed.length).toBe(MAX_SUBSETS);
    for (const a of listed) expect((a.args[0] as number[]).length).toBeGreaterThanOrEqual(2);
  });

  it('checks the size of what a client sends: at least min, at most max', () => {
    const game = gameFrom(GAME(13, 'true', 'min: 2, max: 3'));
    const m = start(game, 2, 'size');
    const hand = [...(m.state.G.zones.hand as number[][])[0]!];
    const why = (args: unknown[]) => game.deckhand.explainMove(m.state.G, m.state.ctx, '0', 'meld', args);
    expect(why([hand.slice(0, 1)])).toMatch(/cards must name 2 to 3 cards/);
    expect(why([hand.slice(0, 4)])).toMatch(/cards must name 2 to 3 cards/);
    expect(why([[hand[0], hand[0]]])).toMatch(/names a card twice/);
    expect(m.move(0, 'meld', hand.slice(0, 1))).toBe(false);
    expect(m.move(0, 'meld', hand.slice(0, 3))).toBe(true);
    expect((m.state.G.zones.table as number[]).length).toBe(3);
  });

  it('min alone has no upper bound; a meld of the whole hand is one move', () => {
    const game = gameFrom(GAME(5, 'true', 'min: 1'));
    const m = start(game, 2, 'all');
    const hand = [...(m.state.G.zones.hand as number[][])[0]!];
    expect(m.move(0, 'meld', hand)).toBe(true);
    expect((m.state.G.zones.hand as number[][])[0]).toEqual([]);
  });

  it('the page is offered the same melds the server accepts', () => {
    const game = gameFrom(GAME(13, MELD));
    const m = start(game, 2, 'meld:3');
    const legal = game.deckhand.legalView(m.state.G, m.state.ctx, '0');
    const bots = game.deckhand.legalActions(m.state.G, m.state.ctx, '0').filter((a) => a.move === 'meld').map((a) => a.args);
    if (bots.length === 0) expect(legal.unavailable.meld).toBeDefined();
    else expect(legal.moves.meld?.args).toEqual(bots);
  });
});
