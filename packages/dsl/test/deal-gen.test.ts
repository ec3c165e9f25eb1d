/**
 * The `deal` effect's generated form (runtime/effects/deal.fast.ts) against its closure (deal.ts `dealClosure`), effect by
 * effect on the same tables: the same `G` after it, the same count of cards it says it changed (`Exec.changed`,
 * which decides whether a stuck turn start changed the table) and the same `DealShort` during setup. Every shape the
 * generator writes differently: a literal count and a computed one, a shared source read in place and a seat's pile
 * found by `sourceOf`, one seat's whole row walked in place (with and without `lastTo`), a row refilled from its own
 * zone (listed first, as the closure does: a refill may empty a row's piles), round the table with `lastTo`, faces up, down and kept.
 */
import { describe, expect, it } from 'vitest';
import { simulator, type CompiledGame, type GameState } from '../src/index';
import { effectFn } from '../src/runtime/effects/effects';
import { newExec } from '../src/runtime/effects/exec';
import { newEnv } from '../src/expr/env';
import { aleaRandom, aleaSeed } from '../src/sim/alea';
import { DealShort } from '../src/runtime/program';
import type { Effect } from '../src/ir/types';
import { chooser, gameFrom } from './helpers';

const YAML = `
id: dg
name: Deals
players: { min: 3, max: 3 }
cards:
  c: { attributes: { rank: number } }
deck:
  - { type: c, range: { rank: 1..9 }, copies: 3 }
zones:
  deck: { visibility: public }
  hand: { scope: player, visibility: public }
  spare: { visibility: public }
  rows: { scope: player, row: { fixed: 3 }, visibility: public }
  stacks: { scope: player, row: { max: 3 }, visibility: public }
vars:
  last: { type: seat }
setup:
  - deal: { from: deck, to: hand, count: 5 }
turn:
  first: 0
moves:
  rowsEach:
    do:
      - deal: { from: deck, to: "rows[self]", count: 1, eachPile: true, faceUp: true, refill: spare }
  rowsLast:
    do:
      - deal: { from: "hand[self]", to: "rows[next(self)]", count: 2, eachPile: true, lastTo: last, faceUp: false }
  rowsOwn:
    do:
      - deal: { from: deck, to: "rows[self]", count: 1, eachPile: true, refill: { from: "rows[self]", keep: 1 } }
  round:
    args:
      k: { type: number, min: 1, max: 2 }
    do:
      - deal: { from: deck, to: hand, count: k, startAt: next(self), lastTo: last, refill: { from: spare, keep: 1 } }
  toSpare:
    do:
      - deal: { from: "hand[self]", to: spare, count: all, faceUp: true }
  grow:
    do:
      - move: { from: "hand[self]", to: "stacks[self][0]", count: 1 }
      - newPile: "stacks[self]"
  discard:
    do:
      - move: { from: "rows[self][*]", to: spare, count: all }
      - endTurn
end:
  - when: "false"
    draw: seats
`;

function gameOf(codegen: boolean): CompiledGame {
  return gameFrom(YAML, {}, { codegen });
}

const copy = (G: GameState) => JSON.parse(JSON.stringify(G)) as GameState;

/** One deal effect run on a copy of `G` as `seat`: the state after it, the cards it counted, and what it threw. */
function runDeal(game: CompiledGame, move: string, effect: Effect, G: GameState, seat: number, setup: boolean, args: Record<string, unknown>) {
  const p = game.deckhand.program;
  const x = newExec(p, aleaRandom(aleaSeed(`shuffle-${seat}`)), { setup });
  const env = newEnv(copy(G), 3, seat, 1, null);
  env.self = seat;
  env.args = args;
  let threw: string | undefined;
  try {
    effectFn(p, effect, p.scopes.move[move]!)(x, env);
  } catch (err) {
    if (!(err instanceof DealShort)) throw err;
    threw = `${err.need}/${err.have}`;
  }
  return { G: JSON.parse(JSON.stringify(env.G)) as unknown, changed: x.changed ?? 0, threw };
}

describe('the deal effect as generated code', () => {
  it('is what runs where code generation is on', () => {
    const p = gameOf(true).deckhand.program;
    for (const [name, m] of Object.entries(p.def.moves)) {
      for (const effect of m.do) if (effect.op === 'deal') expect(effectFn(p, effect, p.scopes.move[name]!).name, name).toBe('deal');
    }
    // A literal count is written in; a row walked in place makes no list of piles; a row its own refill may shrink does.
    const src = (move: string) => effectFn(p, p.def.moves[move]!.do[0]!, p.scopes.move[move]!).toString();
    expect(src('rowsEach')).toContain('const per = 1;');
    expect(src('rowsEach')).not.toContain('piles.push');
    expect(src('rowsLast')).toContain('last = seat;');
    expect(src('rowsOwn')).toContain('piles.push');
    expect(src('round')).toContain('seats.push');
    expect(src('toSpare')).not.toContain('seats');
  });

  it('leaves the same table, counts the same changes and runs short the same way as the closure', () => {
    const [gen, ref] = [gameOf(true), gameOf(false)];
    const sim = simulator(gen);
    const deals = Object.entries(gen.deckhand.program.def.moves).flatMap(([name, m]) => m.do.filter((e) => e.op === 'deal').map((e) => [name, e] as const));
    expect(deals).toHaveLength(5);
    const refDeals = new Map(Object.entries(ref.deckhand.program.def.moves).map(([name, m]) => [name, m.do[0]!]));
    let compared = 0;
    let short = 0;
    let changed = 0;
    for (let seed = 1; seed <= 3; seed++) {
      const s = sim.start({ players: 3, seed: `dg${seed}` });
      const pick = chooser(seed);
      for (let step = 0; step < 40; step++) {
        for (const [name, effect] of deals) {
          for (const setup of [false, true]) {
            const args = { k: 1 + pick(2) };
            const seat = pick(3);
            const a = runDeal(gen, name, effect, s.G, seat, setup, args);
            const b = runDeal(ref, name, refDeals.get(name)!, s.G, seat, setup, args);
            expect(a, `${name} seed ${seed} step ${step}`).toEqual(b);
            compared++;
            if (a.threw) short++;
            if (a.changed > 0) changed++;
          }
        }
        const seat = sim.actors(s)[0]!;
        const listed = sim.legalActions(s, seat);
        sim.apply(s, seat, listed[pick(listed.length)]!);
      }
    }
    expect(compared).toBe(3 * 40 * 5 * 2);
    expect(short).toBeGreaterThan(80);
    expect(changed).toBeGreaterThan(600);
  });
});
