/**
 * An action's generated code against the closures it stands in for: the `move` effect (runtime/effects/effects.fast.ts against
 * effects.ts `moveFn`) and the move's log line (log/line-gen.ts against write.ts `loopLine`). One game compiled
 * both ways (`compile(…, { codegen })`), every form of `move` and every kind of log part played from the same seeded
 * tables: the same moves accepted and refused, and the same state and log after each.
 */
import { describe, expect, it } from 'vitest';
import { chooser, gameFrom } from './helpers';
import { simulator, type CompiledGame, type SimState } from '../src/index';
import { effectFn } from '../src/runtime/effects/effects';
import { declaredSources } from '../src/runtime/effects/effects.fast';

const YAML = `
id: mg
name: Moves
players: { min: 3, max: 3 }
cards:
  c: { attributes: { rank: number } }
deck:
  - { type: c, range: { rank: 1..9 }, copies: 3 }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, order: set, visibility: owner }
  table: { visibility: public }
  spare: { visibility: public }
  box: { visibility: public, capacity: 3 }
  rows: { scope: player, row: { fixed: 2 }, visibility: public }
  build: { row: { max: 3 }, visibility: public, caption: "{count(pile)} high" }
vars:
  lastDealt: { type: seat }
setup:
  - deal: { from: deck, to: hand, count: 4 }
turn:
  first: 0
moves:
  name:
    args:
      n: { type: number, min: 1, max: 9 }
    log: "{self} named {n}{count(revealed) == 0 ? '; nobody had it' : ''}"
    do:
      - move: { from: "hand[*]", where: card.rank == n, to: table, reveal: true }
      - endTurn
  draw:
    args:
      k: { type: number, min: 1, max: 3 }
    log: "{self} drew {k} for {seats} of {alive}; {count(hand[self])} in hand"
    do:
      - move: { from: deck, to: "hand[self]", count: k, refill: { from: spare, keep: 1 } }
  drawOne:
    do:
      - move: { from: deck, to: "rows[self][0]", refill: table, faceUp: true }
  give:
    do:
      - move: { from: "hand[self]", to: "hand[next(self)]" }
  discard:
    do:
      - move: { from: "hand[1]", where: card.rank > 5, count: 1, to: spare }
  toBox:
    args:
      c: { type: card, from: "hand[self]" }
    log: "{self} boxed {c}"
    do:
      - move: { cards: c, to: box }
  under:
    do:
      - move: { from: table, to: deck, count: all, position: bottom, faceUp: false }
  lay:
    args:
      c: { type: card, from: "hand[self]" }
    log: "{c}{c}"
    do:
      - move: { cards: c, to: "rows[self][1]", faceUp: true }
  build:
    args:
      c: { type: card, from: "rows[self][*]", top: true }
      p: { type: pile, zone: build, allowNew: true, label: building pile }
    log: "{self} built {c} on {p}, leaving {rows[self][0]} and {next(self)} {p + 1}"
    do:
      - move: { cards: c, to: "build[p]", faceUp: true }
  clearRow:
    args:
      i: { type: number, min: 0, max: 1 }
    do:
      - move: { from: "rows[self][i]", to: spare, count: all }
  pair:
    args:
      cs: { type: cards, from: "hand[self]", count: 2 }
    log: "{self} paired {cs}"
    do:
      - move: { cards: cs, to: "rows[self][0]", reveal: true, faceUp: true }
  show:
    args:
      c: { type: card, from: "hand[self]" }
    do:
      - move: { cards: c, to: "rows[self][1]", reveal: true }
  shift:
    args:
      c: { type: card, from: "hand[self]" }
    do:
      - move: { cards: c, to: spare }
      - move: { cards: c, to: table, faceUp: true }
  dealRows:
    do:
      - deal: { from: deck, to: "rows[self]", count: 1, eachPile: true, faceUp: true, refill: spare }
  dealRound:
    do:
      - deal: { from: deck, to: hand, count: 1, startAt: next(self), lastTo: lastDealt, refill: { from: table, keep: 1 } }
  dealFirst:
    args:
      k: { type: number, min: 1, max: 2 }
    do:
      - deal: { from: deck, to: "rows[self]", count: k }
  dealBuild:
    do:
      - deal: { from: deck, to: "build[*]", count: 1, eachPile: true, faceUp: false }
  dealPile:
    args:
      i: { type: number, min: 0, max: 1 }
    do:
      - deal: { from: spare, to: "rows[next(self)][i]", count: 2 }
  dealAll:
    do:
      - deal: { from: table, to: "hand[self]", count: all }
  sweep:
    log: "{self} swept: {revealed}"
    do:
      - move: { from: "build[*]", where: "movedThisTurn(card, rows) or card.rank < 3", to: spare }
      - move: { from: "rows[*][*]", where: card.rank == 9, to: spare }
      - endTurn
end:
  - when: "false"
    draw: seats
`;

function gameOf(codegen: boolean): CompiledGame {
  return gameFrom(YAML, {}, { codegen });
}

const plain = (s: SimState) => JSON.parse(JSON.stringify({ G: s.G, ctx: s.ctx })) as unknown;

describe('the move and deal effects as generated code', () => {
  it('is what runs for every move and deal effect where code generation is on, and the closure where it is off', () => {
    // By the generated function's name: a generator that throws would fall back to the closure (named '') silently.
    for (const codegen of [true, false]) {
      const p = gameOf(codegen).deckhand.program;
      let effects = 0;
      for (const m of Object.values(p.def.moves)) {
        for (const effect of m.do) {
          if (effect.op !== 'move' && effect.op !== 'deal') continue;
          effects++;
          expect(effectFn(p, effect, p.scopes.move[m.name]!).name, `${m.name}: ${effect.op}`).toBe(codegen ? effect.op : '');
        }
      }
      expect(effects).toBe(22);
    }
  });

  it("searches a card argument's declared piles first, the whole table after", () => {
    const p = gameOf(true).deckhand.program;
    expect(declaredSources(p, 'c', p.scopes.move.build!)).toEqual([{ ref: { zone: 'rows', seat: 'self', pile: '*' }, top: true }]);
    expect(declaredSources(p, 'c', p.scopes.move.toBox!)).toEqual([{ ref: { zone: 'hand', seat: 'self' }, top: false }]);
    // Not an argument's bare name, or not in a move's own scope: the full search only.
    expect(declaredSources(p, 'c', p.scopes.trigger)).toBeUndefined();
    expect(declaredSources(p, 'n', p.scopes.move.name!)).toBeUndefined();
    const build = effectFn(p, p.def.moves.build!.do[0]!, p.scopes.move.build!).toString();
    expect(build).toContain('break found');
    expect(build).toContain('pile[pile.length - 1] === card');
    expect(build).toContain('findCard(');
  });

  it('gives the same tables, log and refusals as the closure, move after move', () => {
    const [gen, closures] = [gameOf(true), gameOf(false)].map(simulator) as [ReturnType<typeof simulator>, ReturnType<typeof simulator>];
    let refused = 0;
    let played = 0;
    const movesSeen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const a = gen.start({ players: 3, seed: `mg${seed}` });
      const b = closures.start({ players: 3, seed: `mg${seed}` });
      const pick = chooser(seed);
      for (let step = 0; step < 80; step++) {
        const seat = gen.actors(a)[0]!;
        expect(closures.actors(b)[0]).toBe(seat);
        const listed = gen.legalActions(a, seat);
        expect(closures.legalActions(b, seat)).toEqual(listed);
        // Now and then a card not in the mover's hand (refused by the effect's search, or the box's capacity).
        const action = pick(6) === 0 ? { move: 'toBox', args: [pick(27)] } : listed[pick(listed.length)]!;
        const ok = gen.apply(a, seat, action);
        expect(closures.apply(b, seat, action)).toBe(ok);
        if (ok) {
          played++;
          movesSeen.add(action.move);
        } else refused++;
        expect(plain(a)).toEqual(plain(b));
      }
    }
    expect(played).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(10);
    expect([...movesSeen].sort()).toEqual(
      ['build', 'clearRow', 'dealAll', 'dealBuild', 'dealFirst', 'dealPile', 'dealRound', 'dealRows', 'discard', 'draw', 'drawOne', 'give', 'lay', 'name', 'pair', 'shift', 'show', 'sweep', 'toBox', 'under'],
    );
  });
});
