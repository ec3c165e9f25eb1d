/**
 * The simulator lists a seat's moves once for both the stuck check that ends an action and the next legal listing
 * (runtime/legal/kept-listing.ts). The kept list must be exactly what a fresh listing of the same table gives, and must
 * never outlive the table it was made on.
 */
import { describe, expect, it } from 'vitest';
import { prng, simulator, type SimState } from '../src/index';
import { gameFrom } from './helpers';

// Build Up in small: the turn goes on while the player can play, ends when they are stuck, and deals at its start.
const GAME = `
id: kept
name: Kept
players: { min: 2, max: 4 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..5 }, copies: 4 }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, order: set, visibility: owner }
  stack: { row: { max: 2 }, visibility: public }
  done: { visibility: hidden }
setup:
  - shuffle: deck
  - deal: { from: deck, to: hand, count: 2 }
turn:
  first: 0
  onBegin:
    - deal: { from: deck, to: "hand[current]", count: 1 }
  endWhenStuck: true
  canPass: true
moves:
  play:
    args:
      c: { type: card, from: "hand[self]" }
      p: { type: pile, zone: stack, allowNew: true }
    if: "c.value == count(stack[p]) + 1"
    do:
      - move: { cards: c, to: "stack[p]" }
triggers:
  - zone: stack
    when: count(pile) == 5
    do:
      - move: { from: "stack[pileIndex]", to: done, count: all }
      - removeEmptyPiles: stack
end:
  - when: count(deck) == 0
    draw: seats
`;

describe('one listing for the stuck check and the next choice (simulator)', () => {
  const game = gameFrom(GAME);
  const sim = simulator(game);

  /** The listing of the same table made afresh: a clone never carries a kept listing. */
  const fresh = (s: SimState, seat: number) => {
    const copy = sim.clone(s);
    expect(copy.listed).toBeUndefined();
    return sim.legalActions(copy, seat);
  };

  it('hands out exactly the actions a fresh listing finds, over seeded games', () => {
    let kept = 0;
    let listings = 0;
    for (let i = 0; i < 12; i++) {
      const s = sim.start({ players: 2 + (i % 3), seed: `kept-${i}` });
      const rand = prng(i + 1);
      for (let n = 0; n < 400 && !sim.isOver(s); n++) {
        const seat = sim.actors(s)[0]!;
        const expected = fresh(s, seat);
        if (s.listed?.seat === seat) kept++;
        const actions = sim.legalActions(s, seat);
        listings++;
        expect(actions).toEqual(expected);
        // Taken once: listing again lists afresh, with the same result.
        expect(s.listed).toBeUndefined();
        expect(sim.legalActions(s, seat)).toEqual(expected);
        expect(sim.apply(s, seat, actions[Math.floor(rand() * actions.length)]!)).toBe(true);
      }
    }
    // Most listings come from the stuck check (all but those after a pass, where the next turn's start lists).
    expect(kept).toBeGreaterThan(listings / 2);
  });

  it('keeps a listing only for the seat it was made for, and drops it at the next action, accepted or not', () => {
    const s = sim.start({ players: 2, seed: 'kept-seat' });
    const seat = sim.actors(s)[0]!;
    expect(s.listed?.seat).toBe(seat);
    // Another seat's listing neither takes it nor uses it.
    expect(sim.legalActions(s, 1 - seat)).toEqual([]);
    expect(s.listed?.seat).toBe(seat);
    // A refused action leaves the table as it was, and no listing from before it.
    expect(sim.apply(s, seat, { move: 'play', args: [999, 0] })).toBe(false);
    expect(s.listed).toBeUndefined();
    expect(sim.legalActions(s, seat)).toEqual(fresh(s, seat));
  });

  it('drops the listing when the flow goes on after the check (a phase ends, the same seat plays on)', () => {
    const phased = simulator(
      gameFrom(`
id: kept-phases
name: Kept phases
players: { min: 2, max: 2 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..2 } }
zones:
  deck: { visibility: public }
vars:
  x: { type: number }
turn:
  first: 0
  endWhenStuck: true
phases:
  one:
    start: true
    moves: [a]
    endIf: vars.x >= 1
    next: two
  two:
    moves: [b]
moves:
  a:
    do:
      - set: { var: x, value: vars.x + 1 }
  b:
    args:
      n: { type: number, min: 0, max: 1 }
    do:
      - set: { var: x, value: vars.x + 10 }
end:
  - when: vars.x > 20
    draw: seats
`),
    );
    const s = phased.start({ players: 2, seed: 'kept-phase' });
    expect(phased.legalActions(s, 0)).toEqual([{ move: 'a', args: [] }]);
    // After \`a\` the check still finds \`a\` open, then phase one ends and seat 0 starts phase two's turn.
    expect(phased.apply(s, 0, { move: 'a', args: [] })).toBe(true);
    expect(s.ctx.phase).toBe('two');
    expect(phased.legalActions(s, 0)).toEqual([
      { move: 'b', args: [0] },
      { move: 'b', args: [1] },
    ]);
  });
});
