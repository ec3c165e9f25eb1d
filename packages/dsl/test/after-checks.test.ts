/**
 * The checks after every action (runtime/turn/after-action.ts `afterAction`): a trigger over every pile of a row, an elimination
 * per seat, and ends reading `any`, `filter` and `count(alive)`, with code generation on (the list functions as one
 * generated loop, expr/builtins/list-gen.ts; `alive` kept while nobody else goes out) against the same game as closures:
 * the same tables, seats out and results after every action of seeded games, each kind of check seen to act.
 */
import { describe, expect, it } from 'vitest';
import { chooser, gameFrom } from './helpers';
import { simulator, type CompiledGame, type SimState } from '../src/index';
import { AliveMemo } from '../src/runtime/program';
import type { GameState } from '../src/runtime/state/state';

const YAML = `
id: after
name: After
players: { min: 2, max: 4 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..6 }, copies: 6 }
zones:
  deck: { visibility: public }
  hand: { scope: player, order: set, visibility: public }
  stock: { scope: player, visibility: public }
  build: { row: { fixed: 3 }, visibility: public }
  done: { visibility: public }
setup:
  - shuffle: deck
  - deal: { from: deck, to: hand, count: 3 }
  - deal: { from: deck, to: stock, count: 3 }
turn:
  first: 0
moves:
  play:
    args:
      c: { type: card, from: "hand[self]" }
      p: { type: pile, zone: build }
    do:
      - move: { cards: c, to: "build[p]" }
      - endTurn
  name:
    args:
      v: { type: number, min: 1, max: 6 }
    do:
      - move: { from: "hand[*]", where: card.value == v, to: done }
      - endTurn
  unstock:
    do:
      - move: { from: "stock[self]", to: done }
      - endTurn
  draw:
    if: count(deck) > 0
    do:
      - move: { from: deck, to: "hand[self]" }
      - endTurn
triggers:
  - zone: build
    when: count(pile) == 3
    do:
      - move: { from: "build[pileIndex]", to: done, count: all }
eliminate: count(hand[seat]) == 0
end:
  - when: any(alive, count(stock[seat]) == 0)
    winner: filter(alive, count(stock[seat]) == 0)[0]
    reason: stock
  - when: count(alive) == 1
    winner: alive[0]
    reason: last
  - when: count(alive) == 0
    draw: lastOut
    reason: none
`;

function gameOf(codegen: boolean): CompiledGame {
  return gameFrom(YAML, {}, { codegen });
}

const plain = (s: SimState) => JSON.parse(JSON.stringify({ G: s.G, ctx: s.ctx })) as unknown;
const built = (G: GameState) => (G.zones.build as number[][]).reduce((n, p) => n + p.length, 0);

describe('the checks after an action', () => {
  it('give the same tables, seats out and results generated as closures, and each kind of check acts', () => {
    const [gen, closures] = [gameOf(true), gameOf(false)].map(simulator) as [ReturnType<typeof simulator>, ReturnType<typeof simulator>];
    const reasons = new Set<string>();
    let fired = 0;
    let eliminated = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const players = 2 + (seed % 3);
      const a = gen.start({ players, seed: `after${seed}` });
      const b = closures.start({ players, seed: `after${seed}` });
      const pick = chooser(seed);
      for (let step = 0; step < 200 && a.ctx.gameover === undefined; step++) {
        const where = `seed ${seed}, step ${step}`;
        const seat = gen.actors(a)[0]!;
        expect(closures.actors(b)[0], where).toBe(seat);
        const listed = gen.legalActions(a, seat);
        expect(closures.legalActions(b, seat), where).toEqual(listed);
        if (listed.length === 0) break;
        const before = { built: built(a.G), out: a.G.out.length };
        const action = listed[pick(listed.length)]!;
        expect(gen.apply(a, seat, action), where).toBe(true);
        expect(closures.apply(b, seat, action), where).toBe(true);
        expect(plain(a), where).toEqual(plain(b));
        if (action.move === 'play' && built(a.G) < before.built + 1) fired++;
        eliminated += a.G.out.length - before.out;
      }
      if (a.G.result?.reason) reasons.add(a.G.result.reason);
    }
    expect(fired).toBeGreaterThan(5);
    expect(eliminated).toBeGreaterThan(5);
    expect([...reasons].sort()).toEqual(['last', 'none', 'stock']);
  });
});

describe('alive, kept while nobody else goes out', () => {
  const state = (out: number[]) => ({ out }) as unknown as GameState;

  it('gives the seats still in, the same frozen list while the seats out stay the same', () => {
    const memo = new AliveMemo();
    const G = state([1]);
    const first = memo.of(G, 4);
    expect(first).toEqual([0, 2, 3]);
    expect(Object.isFrozen(first)).toBe(true);
    expect(memo.of(G, 4)).toBe(first);
    // Nobody out: the shared list of every seat.
    expect(memo.of(state([]), 3)).toEqual([0, 1, 2]);
  });

  it('makes it anew when a seat goes out, one is changed in place, or another state or player count is read', () => {
    const memo = new AliveMemo();
    const G = state([1]);
    const first = memo.of(G, 4);
    G.out.push(3);
    expect(memo.of(G, 4)).toEqual([0, 2]);
    G.out[1] = 0;
    expect(memo.of(G, 4)).toEqual([2, 3]);
    expect(memo.of(state([2]), 4)).toEqual([0, 1, 3]);
    expect(memo.of(state([2]), 3)).toEqual([0, 1]);
    // The list handed out before is never changed.
    expect(first).toEqual([0, 2, 3]);
  });
});
