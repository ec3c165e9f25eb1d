/**
 * A move's whole listing as one generated function (runtime/legal/legal-plan.fast.ts) against the domains and the walk (the same
 * game compiled with `codegen: false`): for every argument shape it generates (a card from several sources, top cards
 * of some only, from a `faces` zone, a card as an inner argument; a pile of a shared row that may grow and of a
 * seat's fixed row; numbers with written and computed bounds; seats; booleans; choices; a guard hook) every seat's
 * listing of every move, and whether it has any legal action, are the same at every step of seeded games, the guard
 * is asked about the same candidates in the same order, and the cut at MAX_ENUMERATED falls where it did.
 */
import { describe, expect, it } from 'vitest';
import { simulator, type CompiledGame } from '../src/index';
import { gameFrom } from './helpers';
import { newEnv } from '../src/expr/env';
import type { HookRandom } from '../src/hooks/api';
import { MAX_ENUMERATED } from '../src/runtime/legal/args';
import { newExec } from '../src/runtime/effects/exec';
import { listingText } from '../src/runtime/legal/legal-plan.fast';
import { anyLegal, listLegal, movePlan } from '../src/runtime/legal/legal-plan';
import type { Program } from '../src/runtime/program';
import type { Action } from '../src/runtime/legal/action';

const GAME = `
id: genlist
name: Generated listing
players: { min: 2, max: 4 }
cards:
  n: { attributes: { value: number } }
  w: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..6 }, copies: 8 }
  - { type: w, range: { value: 0..0 }, copies: 6 }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, order: set, visibility: owner }
  shown: { scope: player, visibility: faces }
  stacks: { scope: player, row: { fixed: 2 }, visibility: public }
  rows: { row: { max: 3 }, visibility: public }
  gone: { visibility: public }
vars:
  limit: { type: number, initial: 3 }
  wide: { type: boolean, initial: false }
hooks: [notSecond]
setup:
  - shuffle: deck
  - deal: { from: deck, to: hand, count: 4 }
  - deal: { from: deck, to: shown, count: 2, faceUp: true }
  - deal: { from: deck, to: shown, count: 2 }
  - deal: { from: deck, to: stacks, count: 1, eachPile: true, faceUp: true }
turn:
  first: 0
  endWhenStuck: true
  canPass: true
moves:
  build:
    args:
      c: { type: card, from: ["hand[self]", "stacks[self][*]"], top: [stacks] }
      p: { type: pile, zone: rows, allowNew: true }
    if: "c.type == 'w' or c.value == count(rows[p]) + 1"
    do:
      - move: { cards: c, to: "rows[p]" }
  peek:
    args:
      c: { type: card, from: "shown[next(self)]" }
      who: { type: seat }
    if: "who != self and c.value > 1"
    do:
      - move: { cards: c, to: "hand[self]" }
      - endTurn
  tag:
    args:
      n: { type: number, min: 1, max: vars.limit }
      c: { type: card, from: "hand[self]" }
      flag: { type: boolean }
    if: "c.value >= n or (flag and n == 1)"
    do:
      - move: { cards: c, to: gone }
      - set: { var: limit, value: "vars.limit % 5 + 1" }
  choose:
    args:
      s: { type: choice, values: [low, high] }
      q: { type: pile, zone: "stacks[self]" }
    guard: notSecond
    do:
      - move: { from: deck, to: "stacks[self][q]" }
      - endTurn
  toss:
    args:
      c: { type: card, from: "hand[self]" }
    do:
      - move: { cards: c, to: gone }
      - endTurn
  big:
    args:
      x: { type: number, min: 0, max: 99 }
      y: { type: number, min: 0, max: 99 }
    if: "vars.wide and x > 40 and x + y > 150"
    do:
      - endTurn
  match:
    args:
      c: { type: card, from: "hand[self]" }
      p: { type: pile, zone: rows }
    if: "c.value > 1 and any(rows[p], card.value == c.value)"
    do:
      - move: { cards: c, to: "rows[p]" }
      - endTurn
  near:
    args:
      c: { type: card, from: "hand[self]" }
      q: { type: number, min: 1, max: 3 }
    if: "max(c.value, q) > 3 and max(count(gone), 1) > 0 and any(hand[self], count(gone) >= 0)"
    do:
      - move: { cards: c, to: gone }
      - endTurn
  even:
    args:
      c: { type: card, from: "hand[self]" }
      n: { type: number, min: 0, max: 2 }
    if: "(c.value + n + count(gone)) % 2 == count(rows) % 2"
    do:
      - move: { cards: c, to: gone }
      - endTurn
  stack:
    args:
      n: { type: number, min: 1, max: 3 }
      c: { type: card, from: "hand[self]" }
      p: { type: pile, zone: rows, allowNew: true }
    if: "n <= 2 and c.value + count(gone) > n + 2 and count(rows[p]) + count(hand[self]) < 9"
    guard: notSecond
    do:
      - move: { cards: c, to: "rows[p]" }
      - endTurn
  pair:
    args:
      cs: { type: cards, count: 2, from: "hand[self]" }
    do:
      - move: { cards: cs, to: gone }
      - endTurn
end:
  - when: count(deck) == 0 or count(gone) > 14
    draw: seats
`;

type Seen = unknown[][];

function gameOf(codegen: boolean, seen: Seen): CompiledGame {
  const guards = { notSecond: (h: { args: Record<string, unknown> }) => (seen.push([h.args.s, h.args.q]), h.args.q !== 1 || 'not the second stack') };
  return gameFrom(GAME, { guards }, { codegen });
}

const GENERATED = ['build', 'peek', 'tag', 'choose', 'toss', 'big', 'match', 'near', 'even', 'stack'];

/** Every move's listing and "any legal?" answer for `seat` on the simulator's table `s`, move by move. */
function everyMove(p: Program, s: { G: never; ctx: { numPlayers: number; currentPlayer: string; turn: number; phase: string | null } }, seat: number) {
  const x = newExec(p, {} as HookRandom);
  const env = newEnv(s.G, s.ctx.numPlayers, Number(s.ctx.currentPlayer), s.ctx.turn, s.ctx.phase ?? null);
  env.self = seat;
  return Object.values(p.def.moves).map((m) => {
    const plan = movePlan(p, m);
    const out: Action[] = [];
    listLegal(x, env, plan, out);
    return { move: m.name, any: anyLegal(x, env, plan), out };
  });
}

describe('the listing as one generated function', () => {
  it('is made for the shapes it generates where code generation is on, and nowhere else', () => {
    const on = gameOf(true, []).deckhand.program;
    const off = gameOf(false, []).deckhand.program;
    for (const name of GENERATED) expect(movePlan(on, on.def.moves[name]!).listing, name).toBeDefined();
    // A `cards` argument is listed by the walk.
    expect(movePlan(on, on.def.moves.pair!).listing).toBeUndefined();
    for (const name of Object.keys(off.def.moves)) expect(movePlan(off, off.def.moves[name]!).listing, name).toBeUndefined();
  });

  it('lists what the domains and the walk list, in order, for every seat and move, and asks the guard the same', () => {
    const seenOn: Seen = [];
    const seenOff: Seen = [];
    const on = gameOf(true, seenOn);
    const off = gameOf(false, seenOff);
    const [a, b] = [simulator(on), simulator(off)] as const;
    const moves = new Set<string>();
    let listed = 0;
    let guarded = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const players = 2 + (seed % 3);
      const s = a.start({ players, seed: `gl${seed}` });
      const t = b.start({ players, seed: `gl${seed}` });
      for (let step = 0; step < 80 && !a.isOver(s); step++) {
        const where = `seed ${seed}, step ${step}`;
        for (let seat = 0; seat < players; seat++) {
          const mine = everyMove(on.deckhand.program, s as never, seat);
          expect(everyMove(off.deckhand.program, t as never, seat), `${where}, seat ${seat}`).toEqual(mine);
          listed += mine.reduce((n, r) => n + r.out.length, 0);
        }
        // The guard's calls of this step (then forgotten: comparing the whole record every step was slow).
        expect(seenOn).toEqual(seenOff);
        guarded += seenOn.length;
        seenOn.length = seenOff.length = 0;
        const seat = a.actors(s)[0]!;
        const list = a.legalActions(s, seat);
        const other = b.legalActions(t, seat);
        expect(other).toEqual(list);
        if (list.length === 0) break;
        // A move picked first (`big` alone lists hundreds), then one of its actions.
        const names = [...new Set(list.map((x) => x.move))];
        const name = names[(seed * 5 + step * 3) % names.length]!;
        const of = list.flatMap((x, i) => (x.move === name ? [i] : []));
        const at = of[(seed + step * 7) % of.length]!;
        moves.add(name);
        expect(a.apply(s, seat, list[at]!)).toBe(true);
        expect(b.apply(t, seat, other[at]!)).toBe(true);
        expect(JSON.parse(JSON.stringify(s.G))).toEqual(JSON.parse(JSON.stringify(t.G)));
      }
    }
    expect(listed).toBeGreaterThan(1000);
    expect(guarded).toBeGreaterThan(100);
    expect([...moves].sort()).toEqual(expect.arrayContaining(['build', 'choose', 'even', 'match', 'near', 'peek', 'stack', 'tag', 'toss']));
  });

  it('writes the precondition into the listing, reading the arguments from its loops, and fills the arguments record only where something reads it', () => {
    const p = gameOf(true, []).deckhand.program;
    const text = (name: string) => {
      const m = p.def.moves[name]!;
      const plan = movePlan(p, m);
      return listingText(p, m, p.scopes.move[name]!, plan.perCandidate, plan.split).text;
    };
    // Every part inline (split by level, or whole): no part called, no record read or written.
    for (const name of ['build', 'peek', 'tag', 'big', 'even']) {
      expect(text(name), name).not.toMatch(/e\.args|a\["|\bL\d+\(e\)|\bpre\(e\)/);
    }
    // A card argument read from its loop is a card id: its attribute read with no type test.
    expect(text('build')).toContain('(q0_k[0][v0] ?? null)');
    // The zones the parts read, read once per listing into locals; inside a generated list loop (a helper function
    // of its own) from the environment.
    expect(text('build')).toContain('const Z0 = G.zones["rows"];');
    expect(text('build')).not.toContain('e.G.zones');
    expect(text('near')).toContain('const Z0 = G.zones["gone"];');
    expect(text('near')).toMatch(/function q\d+_h0\(e, l\) \{[^\n]*e\.G\.zones\["gone"\]/);
    // A part reading `c` inside a generated list loop (a helper function of its own) stays a call, and reads `c`
    // and `p` from the record; the part beside it is inline.
    expect(text('match')).toMatch(/\bL1\(e\)/);
    expect(text('match')).not.toMatch(/\bL0\(e\)/);
    expect(text('match')).toContain('a["c"] = v0;');
    expect(text('match')).toContain('a["p"] = v1;');
    // `max` has no source of its own: inline, but its closure reads the arguments from the record.
    expect(text('near')).not.toMatch(/\bpre\(e\)/);
    expect(text('near')).toContain('a["q"] = v1;');
    // A guard hook reads the record.
    expect(text('choose')).toContain('a["s"] = v0;');
  });

  it('reads a part\'s sub-expressions of outer arguments once per outer value, and leaves out tests the loops make sure of', () => {
    const p = gameOf(true, []).deckhand.program;
    const text = (name: string) => {
      const m = p.def.moves[name]!;
      const plan = movePlan(p, m);
      return listingText(p, m, p.scopes.move[name]!, plan.perCandidate, plan.split).text;
    };
    // `c.value` of the part checked per pile is read once per card, before the loop over the piles.
    const build = text('build');
    expect(build).toMatch(/const q1_o0 = \(q1_k\[0\]\[v0\] \?\? null\);\n(if \(f1\) [^\n]*\n)?for \(let v1 = 0; v1 < n1; v1\+\+\)/);
    expect(build).toContain('(q1_o0 === ');
    // The pile read by the index its loop counts over that row (one past the end for a new pile): no array, whole
    // number or range test, no `Number()` of a counter or a literal sum, no `?? null` beside a number.
    expect(build).toContain('(v1 < Z0.length ? Z0[v1] : q1_k[1])).length) + (1)');
    expect(build).not.toMatch(/Array\.isArray|Number\(v|\?\? null\) === \(\(/);
    // The whole precondition: what reads only zones once per listing, what reads `c` once per card.
    const even = text('even');
    const loop = even.indexOf('for (let ci = 0;');
    const inner = even.indexOf('for (let i1 = 0;');
    const hoisted = [...even.matchAll(/const q_o\d+ = ([^\n]*);/g)];
    const before = hoisted.filter((h) => h.index < loop).map((h) => h[1]!);
    const perCard = hoisted.filter((h) => h.index > loop && h.index < inner).map((h) => h[1]!);
    expect(before.some((h) => h.includes('Z0') || h.includes('G.zones["gone"]'))).toBe(true);
    expect(before.some((h) => /count|Z1|G\.zones\["rows"\]/.test(h))).toBe(true);
    expect(before.join(' ')).not.toMatch(/\bv\d/);
    expect(perCard).toEqual(['(q_k[0][v0] ?? null)']);
    expect(hoisted.every((h) => h.index < inner)).toBe(true);
    // A sub-expression only a closure reads (`max` has no source of its own) is not declared at all.
    expect(text('near')).not.toMatch(/q\d+_o\d+/);
    // Nothing hoisted out of a generated list loop's condition (a function of its own).
    expect(text('match')).not.toMatch(/_o\d+/);
  });

  it('reads a sub-expression of an inner argument alone that reads a zone from a table filled once per listing', () => {
    const p = gameOf(true, []).deckhand.program;
    const text = (name: string) => {
      const m = p.def.moves[name]!;
      const plan = movePlan(p, m);
      return listingText(p, m, p.scopes.move[name]!, plan.perCandidate, plan.split).text;
    };
    // `count(rows[p]) + 1`: one table (not one per sub-expression), filled by the piles' loop counter the first time
    // a card reaches that loop, read per (card, pile) by the pile.
    const build = text('build');
    const fills = [...build.matchAll(/if \(f1\) \{ f1 = false; for \(let v1 = 0; v1 < n1; v1\+\+\) \{ (q1_o\d+)\[v1\] = ([^\n]*); \} \}\nfor \(let v1 = 0;/g)];
    expect(fills.length).toBe(2);
    const table = fills[0]![1]!;
    expect(fills[0]![2]).toContain('(v1 < Z0.length ? Z0[v1] : q1_k[1])).length) + (1)');
    // Without a guard hook, an array of the generated function's own (no listing runs inside another).
    expect(build.indexOf(`const ${table} = [];`)).toBeGreaterThanOrEqual(0);
    expect(build.indexOf(`const ${table} = [];`)).toBeLessThan(build.indexOf('function nest('));
    expect(build).toContain(`(q1_o0 === ${table}[v1])`);
    expect(build.match(/\] = /g)!.length).toBe(2);
    // A card as an inner argument: its table filled by the counter over its list, in the loop over the outer
    // number; the pile's, in the loop over the cards. With a guard hook (code of the game's own, run during the
    // listing), each listing makes its own tables. What reads an outer argument too (`n + 2`) or no zone is not
    // tabled (`c.value` alone is not).
    const stack = text('stack');
    expect(stack).toMatch(/if \(f1\) \{ f1 = false; for \(let i1 = 0; i1 < n1; i1\+\+\) \{ const v1 = d1\[i1\]; q\d+_o\d+\[i1\] = [^\n]*q1_k\[0\]\[v1\][^\n]*; \} \}/);
    expect(stack).toMatch(/if \(f2\) \{ f2 = false; for \(let v2 = 0; v2 < n2; v2\+\+\) \{ q\d+_o\d+\[v2\] = [^\n]*; \} \}/);
    expect(stack).toMatch(/q\d+_o\d+\[i1\]/);
    expect(stack).toMatch(/q\d+_o\d+\[v2\]/);
    const own = [...stack.matchAll(/const (q\d+_o\d+) = \[\];/g)];
    expect(own.length).toBe(2);
    for (const t of own) expect(t.index).toBeGreaterThan(stack.indexOf('function nest('));
    expect(text('tag')).not.toMatch(/f\d = false/);
    expect(text('peek')).not.toMatch(/f\d = false/);
  });

  it.each([true, false])('stops at MAX_ENUMERATED candidates, counting those a part of the precondition skips (code generation %s)', (codegen) => {
    const game = gameOf(codegen, []);
    const p = game.deckhand.program;
    const s = simulator(game).start({ players: 2, seed: 'cut' });
    // Closed in the seeded games (its ten thousand candidates are one check there), open here.
    s.G.vars.wide = true;
    const x = newExec(p, {} as HookRandom);
    const env = newEnv(s.G, 2, 0, s.ctx.turn, s.ctx.phase ?? null);
    env.self = 0;
    const out: Action[] = [];
    listLegal(x, env, movePlan(p, p.def.moves.big!), out);
    // Candidate i is (x, y) = (i / 100, i % 100); the first MAX_ENUMERATED of them are considered.
    const expected: number[][] = [];
    for (let i = 0; i < MAX_ENUMERATED; i++) {
      const [xv, yv] = [Math.floor(i / 100), i % 100];
      if (xv > 40 && xv + yv > 150) expected.push([xv, yv]);
    }
    expect(MAX_ENUMERATED).toBeLessThan(100 * 100);
    expect(out.map((o) => o.args)).toEqual(expected);
  });
});
