/**
 * Property, over randomly assembled specs (turn games with eliminations, passing, stuck turns, simultaneous phases and
 * races whose `begin` can put a racer out): no reachable state leaves every seat without a legal action while the
 * game is not over. Shipped games are covered by packages/games/src/no-stall.test.ts. Bounded: 24 specs, one short
 * playout each.
 */
import { describe, expect, it } from 'vitest';
import { playout, prng } from '../src/index';
import { gameFrom } from './helpers';

function pick<T>(rand: () => number, xs: readonly T[]): T {
  return xs[Math.floor(rand() * xs.length)]!;
}

/** A small valid spec drawn from `seed`: the parts vary, the shape stays a card game that can end. */
export function randomSpec(seed: number): { yaml: string; players: number } {
  const r = prng(seed);
  const players = 2 + Math.floor(r() * 3);
  const hand = 1 + Math.floor(r() * 4);
  const race = r() < 0.35;
  const eliminate = pick(r, ['count(hand[seat]) == 0', 'count(hand[seat]) == 0 and count(deck) == 0', 'false']);
  const stuckTurn = r() < 0.5;
  const canPass = !stuckTurn && r() < 0.5;
  const simultaneous = !race && r() < 0.3;
  const where = pick(r, ['true', 'card.v % 2 == 0', 'card.v > count(table)']);
  const flow = race
    ? `phases:
  r:
    start: true
    race:
      answer: "'x'"
      begin:
        - move: { from: "hand[${Math.floor(r() * players)}]", to: table }
      stuck:
        - move: { from: deck, to: "hand[alive[0]]" }
moves: {}`
    : `turn:
  endWhenStuck: ${stuckTurn}
  canPass: ${canPass}
${simultaneous ? `phases:
  pick:
    start: true
    simultaneous: true
    moves: [play]
    next: main
  main:
    moves: [play, draw]
` : ''}moves:
  play:
    args:
      c: { type: card, from: "hand[self]" }
    if: ${where.replace(/card\./g, 'c.')}
    do:
      - move: { cards: c, to: table }
      - endTurn
  draw:
    if: count(deck) > 0
    do:
      - move: { from: deck, to: "hand[self]" }
      - endTurn`;
  const yaml = `
id: random-${seed}
name: Random ${seed}
players: { min: ${players}, max: ${players} }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..12 }, copies: 2 }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: owner }
  table: { visibility: public }
setup:
  - shuffle: deck
  - deal: { from: deck, to: hand, count: ${hand} }
${flow}
eliminate: ${eliminate}
end:
  - when: count(alive) <= 1
    winner: alive[0]
  - when: count(deck) == 0 and count(table) > 20
    draw: alive
`;
  return { yaml, players };
}

describe('no stalled table (random specs)', () => {
  it('some seat can always act until the game is over', () => {
    for (let seed = 1; seed <= 24; seed++) {
      const { yaml, players } = randomSpec(seed);
      const game = gameFrom(yaml).deckhand.withClock(() => 0);
      const res = playout(game, { players, seed, maxMoves: 120 });
      expect(res.stalled, `spec ${seed} stalled after ${res.moves} moves:\n${yaml}`).toBe(false);
    }
  });
});
