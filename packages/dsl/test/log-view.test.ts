/**
 * A seat's view of the log is worked out from the entries written since its last view (runtime/log/log-view.ts): over
 * seeded playouts, including search-like branching (clones played on apart and viewed in turn), every view equals
 * the one computed from scratch (a fresh copy of the game, nothing remembered).
 */
import { describe, expect, it } from 'vitest';
import { prng, simulator, type GameDef } from '../src/index';
import { playerView } from '../src/runtime/views/view';
import type { SimState } from '../src/sim/simulator';
import { gameFrom } from './helpers';

const YAML = `
id: log-view
name: Log view
players: { min: 2, max: 3 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..60 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: owner }
  box: { order: set, visibility: hidden }
  table: { visibility: public }
setup:
  - shuffle: deck
  - deal: { from: deck, to: hand, count: 4 }
moves:
  hide:
    args:
      c: { type: card, from: "hand[self]" }
    log: "{self} boxed {c}"
    do:
      - move: { cards: c, to: box }
      - move: { from: deck, to: "hand[self]" }
      - endTurn
  show:
    args:
      c: { type: card, from: "hand[self]" }
    do:
      - move: { cards: c, to: box, reveal: true }
      - move: { from: deck, to: "hand[self]" }
      - log: "{self} drew {top(hand[self])}; {next(self)} holds {count(hand[next(self)])}"
      - endTurn
end:
  - { when: "count(deck) == 0", draw: seats }
`;

const fresh = (def: GameDef) => structuredClone(def);

function sameViews(def: GameDef, s: SimState, players: number): void {
  for (const seat of [null, ...Array.from({ length: players }, (_, i) => i)]) {
    const got = playerView(def, {}, s.G, seat);
    const want = playerView(fresh(def), {}, s.G, seat);
    expect(JSON.stringify(got)).toBe(JSON.stringify(want));
  }
}

describe('views of a growing log', () => {
  const game = gameFrom(YAML);
  const def = game.deckhand.def;
  const sim = simulator(game);

  it('equal views computed from scratch, state after state, for every seat and a spectator', () => {
    for (const players of [2, 3]) {
      const s = sim.start({ players, seed: `lv-${players}` });
      const rand = prng(players);
      let steps = 0;
      while (!sim.isOver(s) && steps++ < 200) {
        sameViews(def, s, players);
        const seat = sim.actors(s)[0]!;
        const list = sim.legalActions(s, seat);
        sim.apply(s, seat, list[Math.floor(rand() * list.length)]!);
      }
      sameViews(def, s, players);
      expect(s.G.log.length).toBeGreaterThan(40);
      expect(s.G.log.some((e) => e.move === 'hide')).toBe(true);
    }
  });

  it('a log mixing the match\'s entries with redacted copies (a bot\'s guess built from a view) is worked out afresh', () => {
    const s = sim.start({ players: 2, seed: 'guess' });
    const rand = prng(3);
    while (!s.G.log.some((e) => e.move === 'hide' && e.seat === 1) || s.G.log.length < 12) {
      const seat = sim.actors(s)[0]!;
      const list = sim.legalActions(s, seat);
      sim.apply(s, seat, list[Math.floor(rand() * list.length)]!);
    }
    sameViews(def, s, 2);
    // The match's entries, but seat 1's secret choice without its card (as seat 0 reads it): a guessed state's log,
    // as determinize builds one from a view. Its last entry is the match's own, whose answer for seat 1 is remembered.
    const k = s.G.log.findIndex((e) => e.move === 'hide' && e.seat === 1);
    const { args: _card, ...withoutCard } = s.G.log[k]!;
    const guess = { ...s.G, log: s.G.log.map((e, i) => (i === k ? withoutCard : e)) };
    for (const seat of [null, 0, 1]) expect(JSON.stringify(playerView(def, {}, guess, seat))).toBe(JSON.stringify(playerView(fresh(def), {}, guess, seat)));
    expect(playerView(def, {}, s.G, 1).log[k]!.args).toBeDefined();
    expect(playerView(def, {}, guess, 1).log[k]!.args).toBeUndefined();
  });

  it('branches of one match viewed in turn (as a search does) each get their own log', () => {
    const s = sim.start({ players: 2, seed: 'branch' });
    const rand = prng(9);
    const step = (t: SimState) => {
      const seat = sim.actors(t)[0]!;
      const list = sim.legalActions(t, seat);
      sim.apply(t, seat, list[Math.floor(rand() * list.length)]!);
    };
    for (let i = 0; i < 10; i++) step(s);
    sameViews(def, s, 2);
    const a = sim.clone(s);
    const b = sim.clone(s);
    for (let round = 0; round < 6; round++) {
      step(a);
      sameViews(def, a, 2);
      step(b);
      step(b);
      sameViews(def, b, 2);
      sameViews(def, s, 2);
    }
  });
});
