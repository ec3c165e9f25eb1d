/**
 * Bidding (issue 36, constructs): a phase's `bid:` — every seat in play bids once in turn order, a number from min to
 * max or nil, kept in a per-seat variable every seat sees and said in the log; a constraint on every bid and one on
 * the last bidder only (here: the bids may not add up to the tricks); the round ends when every seat has bid.
 */
import { describe, expect, it } from 'vitest';
import { fastPlayout, formatDiagnostic, nextValues, playout, validate } from '../src/index';
import { gameFrom, start } from './helpers';

const BIDDER = (bid: string, players = '{ min: 3, max: 4 }') => `
id: bidder
name: Bidder
players: ${players}
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..12 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, order: set, visibility: owner }
  played: { visibility: public }
vars:
  bid: { type: number, scope: player, initial: 0 }
  nil: { type: boolean, scope: player, initial: false }
  dealer: { type: seat, initial: 0 }
setup:
  - shuffle: deck
  - deal: { from: deck, to: hand, count: 3 }
phases:
  bidding:
    start: true
    turn: { first: next(vars.dealer) }
    bid:
${bid}
    next: play
  play:
    moves: [play]
moves:
  play:
    args: { c: { type: card, from: "hand[self]" } }
    do:
      - move: { cards: c, to: played }
      - endTurn
end:
  - when: all(seats, count(hand[seat]) == 0)
    rank: { by: "vars.bid[seat]" }
`;

const HOOK = `      var: bid
      max: count(hand[self])
      nil: nil
      last:
        if: "sum(seats, vars.bid[seat]) + bid != count(hand[self])"
        unless: The bids may not add up to the number of tricks.`;

describe('bidding', () => {
  it('takes one bid per seat in turn order, then moves on; bids and nil are public', () => {
    const g = gameFrom(BIDDER(HOOK));
    const m = start(g, 3);
    expect(m.state.ctx.phase).toBe('bidding');
    expect(m.state.ctx.currentPlayer).toBe('1');
    expect(m.move(2, 'bid', 1)).toBe(false); // not seat 2's turn
    expect(m.move(1, 'bid', 4)).toBe(false); // above max (3 cards)
    expect(m.move(1, 'bid', 2)).toBe(true);
    expect(m.move(1, 'bid', 1)).toBe(false); // once each
    expect(m.move(2, 'bidNil', 0)).toBe(true);
    expect(m.state.G.vars['nil']).toEqual([false, false, true]);
    // Seat 0 bids last: 2 + 0 + 1 == 3 tricks is refused, every other amount is offered.
    const legal = g.deckhand.legalView(m.state.G, m.state.ctx, '0');
    expect(nextValues(legal, 'bid')).toEqual([0, 2, 3]);
    expect(g.deckhand.explainMove(m.state.G, m.state.ctx, '0', 'bid', [1])).toMatch(/add up to the number of tricks/);
    expect(m.move(0, 'bid', 1)).toBe(false);
    expect(m.move(0, 'bid', 3)).toBe(true);
    expect(m.state.ctx.phase).toBe('play');
    expect(m.state.G.vars['bid']).toEqual([3, 2, 0]);
    // Every seat is sent every bid, and the log says them.
    const view = g.deckhand.playerView(m.state.G, '2');
    expect(view.vars['bid']).toEqual([3, 2, 0]);
    const said = m.state.G.log.filter((l) => l.parts).map((l) => l.parts);
    expect(said).toEqual([
      [{ seat: 1 }, ' bids ', { n: 2 }],
      [{ seat: 2 }, ' bids nil'],
      [{ seat: 0 }, ' bids ', { n: 3 }],
    ]);
  });

  it('applies a constraint on every bid, and the last bidder\'s to a nil bid as to a 0', () => {
    const g = gameFrom(BIDDER(`      var: bid
      min: 1
      max: 3
      if: { if: "bid != 2", unless: Never two. }
      nil: nil
      last: { if: "sum(seats, vars.bid[seat]) + bid != 3" }`));
    const m = start(g, 3);
    expect(m.move(1, 'bid', 2)).toBe(false);
    expect(m.move(1, 'bid', 0)).toBe(false);
    expect(m.move(1, 'bid', 3)).toBe(true);
    expect(m.move(2, 'bidNil', 0)).toBe(true);
    // 3 + 0 + nil (0) == 3: seat 0 may not bid nil; 1 and 3 are its bids (never 2).
    const legal = g.deckhand.legalView(m.state.G, m.state.ctx, '0');
    expect(nextValues(legal, 'bidNil')).toEqual([]);
    expect(nextValues(legal, 'bid')).toEqual([1, 3]);
  });

  it('whole games end, and the fast simulator agrees with boardgame.io', () => {
    const g = gameFrom(BIDDER(HOOK));
    for (const players of [3, 4]) {
      for (let seed = 0; seed < 3; seed++) {
        const slow = playout(g, { players, seed });
        const fast = fastPlayout(g, { players, seed });
        expect(slow.completed).toBe(true);
        const bids = slow.final.G.vars['bid'] as number[];
        expect(bids.reduce((a, b) => a + b, 0)).not.toBe(3);
        expect(JSON.parse(JSON.stringify(fast.final.G))).toEqual(JSON.parse(JSON.stringify(slow.final.G)));
        expect(fast.final.ctx.turn).toBe(slow.final.ctx.turn);
      }
    }
  });

  it.each([
    ['      var: dealer\n      max: 3', '"dealer" keeps each seat\'s bid: it must be a per-seat number variable'],
    ['      var: bid\n      max: 3\n      nil: bid', '"bid" keeps whether each seat bid nil: it must be a per-seat boolean variable'],
    ['      var: bid\n      max: 3\n      last: { if: "bid + 1" }', 'expected boolean, got number'],
    ['      var: bid\n      max: 3\n      move: play', 'the bidding move "play" has the name of another move'],
  ])('refuses %s', (bid, message) => {
    const r = validate(BIDDER(bid), { file: 'g.yaml' });
    expect(r.ok ? [] : r.diagnostics.map(formatDiagnostic).join('\n')).toContain(message);
  });
});
