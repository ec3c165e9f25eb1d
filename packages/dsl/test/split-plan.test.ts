/**
 * A move's plan checks a precondition that splits by loop level (runtime/legal/pre-split.ts) by its parts where code
 * generation is on, and whole per candidate where it is off; either way the same actions are listed in the same
 * order, the guard hook is asked about the same candidates in the same order (only those the precondition
 * accepts), and the same games are played.
 */
import { describe, expect, it } from 'vitest';
import { simulator, type CompiledGame } from '../src/index';
import { gameFrom } from './helpers';
import { movePlan } from '../src/runtime/legal/legal-plan';

const GAME = `
id: splitplan
name: Split plan
players: { min: 2, max: 3 }
cards:
  n: { attributes: { value: number } }
  w: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..6 }, copies: 3 }
  - { type: w, range: { value: 0..0 }, copies: 3 }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, order: set, visibility: public }
  rows: { row: { max: 3 }, visibility: public }
  gone: { visibility: public }
vars:
  open: { type: boolean, initial: true }
hooks: [notThird]
setup:
  - shuffle: deck
  - deal: { from: deck, to: hand, count: 5 }
turn:
  first: 0
  endWhenStuck: true
  canPass: true
moves:
  build:
    args:
      c: { type: card, from: "hand[self]" }
      p: { type: pile, zone: rows, allowNew: true }
    if: "vars.open and (c.type == 'w' or c.value == count(rows[p]) + 1)"
    guard: notThird
    do:
      - move: { cards: c, to: "rows[p]" }
  toss:
    args:
      c: { type: card, from: "hand[self]" }
      again: { type: boolean }
    if: not (c.type == 'w' or again) and c.value > 3
    do:
      - move: { cards: c, to: gone }
      - endTurn
  close:
    if: vars.open
    do:
      - set: { var: open, value: "false" }
      - endTurn
end:
  - when: count(deck) == 0 or count(gone) > 6
    draw: seats
`;

function gameOf(codegen: boolean, seen: unknown[][]): CompiledGame {
  const hooks = { guards: { notThird: (h: { args: Record<string, unknown> }) => (seen.push([h.args.c, h.args.p]), h.args.p !== 2 || 'not the third pile') } };
  return gameFrom(GAME, hooks, { codegen });
}

describe('a precondition split by loop level', () => {
  it('is split where code generation is on, and not where it is off', () => {
    const on = gameOf(true, []).deckhand.program;
    const off = gameOf(false, []).deckhand.program;
    expect(movePlan(on, on.def.moves.build!).split?.leaves.map((l) => l.level)).toEqual([-1, 0, 1]);
    expect(movePlan(on, on.def.moves.toss!).split?.leaves.map((l) => l.level)).toEqual([0, 1, 0]);
    expect(movePlan(on, on.def.moves.close!).split).toBeUndefined();
    expect(movePlan(off, off.def.moves.build!).split).toBeUndefined();
  });

  it('lists the same actions in order and asks the guard about the same candidates as the whole precondition', () => {
    const seenSplit: unknown[][] = [];
    const seenWhole: unknown[][] = [];
    const [split, whole] = [simulator(gameOf(true, seenSplit)), simulator(gameOf(false, seenWhole))] as const;
    const moves = new Set<string>();
    for (let seed = 1; seed <= 10; seed++) {
      const a = split.start({ players: 2 + (seed % 2), seed: `sp${seed}` });
      const b = whole.start({ players: 2 + (seed % 2), seed: `sp${seed}` });
      for (let step = 0; step < 60 && !split.isOver(a); step++) {
        const seat = split.actors(a)[0]!;
        const listed = split.legalActions(a, seat);
        const listedWhole = whole.legalActions(b, seat);
        expect(listedWhole).toEqual(listed);
        expect(seenSplit).toEqual(seenWhole);
        if (listed.length === 0) break;
        // Mostly builds, so rows fill and the open/closed and wholesale-accepted cases all come up. Each game is
        // given the action from its own listing (a listed action is applied without its guard asked again).
        const builds = listed.flatMap((x, i) => (x.move === 'build' ? [i] : []));
        const pool = builds.length > 0 && step % 5 !== 4 ? builds : listed.map((_, i) => i);
        const at = pool[(seed * 7 + step * 3) % pool.length]!;
        moves.add(listed[at]!.move);
        expect(split.apply(a, seat, listed[at]!)).toBe(true);
        expect(whole.apply(b, seat, listedWhole[at]!)).toBe(true);
        expect(JSON.parse(JSON.stringify(a.G))).toEqual(JSON.parse(JSON.stringify(b.G)));
        expect(a.ctx).toEqual(b.ctx);
      }
    }
    expect(seenSplit.length).toBeGreaterThan(100);
    expect([...moves].sort()).toEqual(['build', 'close', 'pass', 'toss']);
  });
});
