/**
 * A row trigger's condition as one generated walk over the piles (runtime/turn/after-action.fast.ts) and a zone's caption as one
 * generated writer (log/caption-gen.ts), both reading `pile`, `pileIndex` and `seat` from their own locals, against
 * the closures of the same game compiled with `codegen: false` bound on the environment as the reference loops bind
 * them: the same pile found from every start, the same caption text, on many tables; and no generated form where an
 * expression reads one of those names through a closure or inside a list builtin's condition.
 */
import { describe, expect, it } from 'vitest';
import { simulator } from '../src/index';
import { gameFrom } from './helpers';
import { newEnv, type Env } from '../src/expr/env';
import { T } from '../src/expr/types';
import { withLocal } from '../src/expr/scope';
import { generatedCaption } from '../src/log/caption-gen';
import { captionWriter } from '../src/log/write';
import { templateOf } from '../src/log/template';
import type { Program } from '../src/runtime/program';
import type { GameState } from '../src/runtime/state/state';
import { rowWalk } from '../src/runtime/turn/after-action.fast';

const GAME = `
id: walk
name: Walk
players: { min: 2, max: 4 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..6 }, copies: 4 }
zones:
  deck: { visibility: public }
  hand: { scope: player, visibility: public }
  build: { row: { max: 5 }, visibility: public }
  heap: { visibility: public }
vars:
  limit: { type: number, initial: 3 }
setup:
  - deal: { from: deck, to: hand, count: 2 }
turn:
  first: 0
moves:
  go:
    do:
      - endTurn
triggers:
  - zone: build
    when: count(pile) == vars.limit
    do:
      - move: { from: "build[pileIndex]", to: heap, count: all }
end:
  - when: count(heap) > 100
    draw: seats
`;

/** Conditions generated as a walk. */
const WALKED = [
  'count(pile) == 3',
  'count(pile) >= vars.limit and pile[0].value == pileIndex + 1',
  'pileIndex == seat or count(pile) > 3',
  'any(pile, card.value == 6)',
  'count(pile, card.value > 3) >= 2 and count(hand[seat]) > 0',
  'any(deck, card.value == 6) or count(pile) == 1',
];
/** Conditions that read a pile's name inside a list builtin's condition or through a closure: not generated. */
const NOT_WALKED = ['any(deck, card.value > count(pile))', 'count(filter(pile, card.value > pileIndex)) > 1', 'sum(pile, card.value) > 9 and seat == 0'];

const programs = () => [gameFrom(GAME, {}, { codegen: true }), gameFrom(GAME, {}, { codegen: false })].map((g) => g.deckhand.program) as [Program, Program];

/** Seeded tables: piles of 0 to 5 cards in a row of 0 to 5 (some missing), the current player any seat. */
function tables(G: GameState, count: number): { build: number[][]; heap: number[]; current: number }[] {
  let s = 7;
  const next = (n: number) => ((s = (s * 1103515245 + 12345) % 2147483648), s % n);
  return Array.from({ length: count }, () => ({
    build: Array.from({ length: next(6) }, () => Array.from({ length: next(6) }, () => next(24))),
    heap: Array.from({ length: next(5) }, () => next(24)),
    current: next(G.zones.hand!.length as number),
  }));
}

function envOn(G: GameState, t: { build: number[][]; heap: number[]; current: number }): Env {
  G.zones.build = t.build as never;
  G.zones.heap = t.heap as never;
  return newEnv(G, (G.zones.hand as number[][]).length, t.current, 1, null);
}

describe('a row trigger\'s generated walk', () => {
  const [on, off] = programs();
  const G = simulator(gameFrom(GAME)).start({ players: 3, seed: 'walk' }).G;

  it('is made where nothing reads a pile\'s names from the environment, and not otherwise', () => {
    for (const when of WALKED) for (const row of [true, false]) expect(rowWalk(on, when, on.scopes.trigger, row), when).toBeTypeOf('function');
    for (const when of NOT_WALKED) {
      on.expr(when, on.scopes.trigger, T.boolean); // it compiles: the walk is declined, not refused
      expect(rowWalk(on, when, on.scopes.trigger, true), when).toBeUndefined();
    }
    // Nor where code generation is off (the reference loop runs).
    expect(rowWalk(off, WALKED[0]!, off.scopes.trigger, true)).toBeUndefined();
  });

  it('finds the pile the reference loop finds, from every start, over a row and over a zone that is one pile', () => {
    let found = 0;
    for (const when of WALKED) {
      const reference = off.expr(when, off.scopes.trigger, T.boolean);
      const [walk, one] = [rowWalk(on, when, on.scopes.trigger, true)!, rowWalk(on, when, on.scopes.trigger, false)!];
      for (const t of tables(G, 150)) {
        const env = envOn(G, t);
        const holds = (pile: number[] | undefined, pileIndex: number) => pile !== undefined && !!reference({ ...env, pile, pileIndex, seat: env.currentPlayer });
        for (let from = t.build.length - 1; from >= 0; from--) {
          let want = -1;
          for (let j = from; j >= 0 && want < 0; j--) if (holds(t.build[j], j)) want = j;
          expect(walk(env, t.build, from), `${when}, ${JSON.stringify(t)}, from ${from}`).toBe(want);
          if (want >= 0) found++;
        }
        expect(one(env, t.heap, 0), `${when}, heap ${JSON.stringify(t.heap)}`).toBe(holds(t.heap, 0) ? 0 : -1);
        // The environment is left as it was: nothing is bound on it.
        expect([env.pile, env.pileIndex, env.seat]).toEqual([undefined, undefined, undefined]);
      }
    }
    expect(found).toBeGreaterThan(100);
  });
});

describe('a zone\'s generated caption', () => {
  const [on, off] = programs();
  const G = simulator(gameFrom(GAME)).start({ players: 3, seed: 'caption' }).G;
  const scopeOf = (p: Program) => withLocal(withLocal(withLocal(p.scopes.global, 'pile', T.cards), 'pileIndex', T.number), 'seat', T.seat);
  const piecesOf = (caption: string) => {
    const t = templateOf(caption);
    if (!t.ok) throw new Error(caption);
    return t.pieces;
  };

  const WRITTEN = [
    'next {count(pile) + 1}',
    "{count(pile)} {count(pile) == 1 ? 'card' : 'cards'}",
    'pile {pileIndex + 1} of seat {seat}: {count(pile) > 0 ? pile[0].value : 0} / {count(pile) / 4}',
    '{any(pile, card.value == 6) ? "a six" : "no six"}, {vars.limit}',
    'plain text',
    // One placeholder: texts kept per whole value from 0 to 255, built every time otherwise.
    'avg {count(pile) / 4}',
    '{pileIndex - 1}',
    '{count(pile) * 40} cards high',
  ];
  const NOT_WRITTEN = ['{count(filter(pile, card.value > pileIndex))} high', '{sum(pile, card.value)} points'];

  it('writes the text the reference writes, for every pile, index and seat', () => {
    for (const caption of WRITTEN) {
      const write = generatedCaption(on, piecesOf(caption), scopeOf(on));
      expect(write, caption).toBeTypeOf('function');
      const scope = scopeOf(off);
      const reference = captionWriter(piecesOf(caption).map((piece) => ('text' in piece ? piece.text : off.expr(piece.expr, scope))));
      for (const t of tables(G, 60)) {
        const env = envOn(G, t);
        t.build.forEach((pile, index) => {
          for (const seat of [0, 1, 2]) expect(write!(env, pile, index, seat), caption).toBe(reference(env, pile, index, seat));
        });
        expect([env.pile, env.pileIndex, env.seat]).toEqual([undefined, undefined, undefined]);
      }
    }
  });

  it('is not made where an expression reads a pile\'s names from the environment, nor without code generation', () => {
    for (const caption of NOT_WRITTEN) {
      for (const piece of piecesOf(caption)) if ('expr' in piece) on.expr(piece.expr, scopeOf(on)); // it compiles
      expect(generatedCaption(on, piecesOf(caption), scopeOf(on)), caption).toBeUndefined();
    }
    expect(generatedCaption(off, piecesOf(WRITTEN[0]!), scopeOf(off))).toBeUndefined();
  });
});
