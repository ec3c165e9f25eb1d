/**
 * A card is told on the line written just before it was revealed (runtime/log/told.ts): a move's effects that write a
 * line ("Bea says: no") and then show a card tell it after that line, not on the move's own line above it; a card
 * from a shared pile is said as the mover's doing. A line that names a card before the same action shows it reads
 * it to everyone. The simulator writes the same entries.
 */
import { describe, expect, it } from 'vitest';
import { logSentence, sentenceText, simulator, type GameState } from '../src/index';
import { gameFrom, start } from './helpers';

const GAME = `
id: told
name: Told
players: { min: 2, max: 2 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..20 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: owner }
  table: { visibility: public }
setup:
  - deal: { from: deck, to: hand, count: 3 }
moves:
  ask:
    label: Ask
    args:
      who: { type: seat }
    if: who != self
    do:
      - log: "{who} says: no"
      - move: { from: deck, to: "hand[self]", reveal: true }
  fish:
    label: Fish
    do:
      - log: "{self} fished {top(deck)}"
      - move: { from: deck, to: "hand[self]", reveal: true }
  play:
    label: Play
    args:
      c: { type: card, from: "hand[self]" }
    do:
      - log: "The table grows"
      - move: { cards: c, to: table }
      - move: { from: deck, to: table, reveal: true }
  lay:
    label: Lay
    do:
      - move: { from: deck, to: "hand[self]" }
triggers:
  - when: count(hand[current]) == 5
    do:
      - log: "{current} lays out {hand[current]}"
      - move: { from: "hand[current]", to: table, count: all, reveal: true }
end:
  - { when: "count(deck) == 0", draw: seats }
`;

const names = { seat: (s: number) => ['Ada', 'Bea'][s]!, card: (id: number) => `card ${id}` };

/** Plays the moves as boardgame.io and the simulator do; both must write the same state (log included). */
function played(...moves: [number, string, ...unknown[]][]) {
  const game = gameFrom(GAME);
  const m = start(game, 2, 'told');
  const sim = simulator(game);
  const s = sim.start({ players: 2, seed: 'told' });
  const topBefore: number[] = [];
  for (const [seat, move, ...args] of moves) {
    topBefore.push((m.state.G.zones.deck as number[]).at(-1)!);
    expect(m.move(seat, move, ...args)).toBe(true);
    expect(sim.apply(s, seat, { move, args })).toBe(true);
  }
  expect(JSON.parse(JSON.stringify(s.G))).toEqual(JSON.parse(JSON.stringify(m.state.G)));
  /** The log as `seat` reads it (null: a spectator), a card named only where that view has its face. */
  const lines = (seat: string | null) => {
    const v = game.deckhand.playerView(m.state.G, seat);
    return v.log.map((e) => sentenceText(logSentence(game.deckhand.def, e), { ...names, card: (id) => (v.faces[id] ? `card ${id}` : undefined) }));
  };
  return { G: m.state.G as GameState, lines, topBefore };
}

describe('a card revealed after an effect line', () => {
  it("is told on that line, after it, as the mover's doing when it came from a shared pile", () => {
    const { G, lines, topBefore } = played([0, 'ask', 1]);
    const fished = topBefore[0]!;
    expect(lines(null)).toEqual(['Ada asked Bea', `Bea says: no; Ada revealed card ${fished}`]);
    // The data says the same: the move's entry reveals nothing, the line after it the fished card.
    expect(G.log[0]).not.toHaveProperty('revealed');
    expect(G.log[1]).toMatchObject({ seat: 0, revealed: [fished] });
  });

  it('a line naming the card before the same action shows it reads the card to every seat and a spectator', () => {
    // The move's first effect says what its maker did: that is the move's one line (runtime/turn/steps.ts).
    const { lines, topBefore } = played([0, 'fish']);
    for (const seat of ['0', '1', null]) expect(lines(seat)).toEqual([`Ada fished card ${topBefore[0]}`]);
  });

  it("the move's own card argument stays on its line; a card its effects showed after a line is told there", () => {
    const game = gameFrom(GAME);
    const hand = (start(game, 2, 'told').state.G.zones.hand as number[][])[0]!;
    const { lines, topBefore } = played([0, 'play', hand[0]]);
    expect(lines('1')).toEqual([`Ada played card ${hand[0]}`, `The table grows; Ada revealed card ${topBefore[0]}`]);
  });

  it('what a trigger shows after the move is told on the last line written before it', () => {
    const game = gameFrom(GAME);
    const hand = (start(game, 2, 'told').state.G.zones.hand as number[][])[0]!;
    const { G, lines } = played([0, 'lay'], [0, 'lay']);
    const [, , trigger] = lines(null);
    expect(trigger).toMatch(/^Ada lays out card \d+, card \d+, card \d+, card \d+ and card \d+$/);
    expect((G.zones.table as number[]).map(String).sort()).toEqual(trigger!.match(/\d+/g)!.sort());
    expect(G.zones.table).toEqual(expect.arrayContaining(hand));
    // Named by the line itself: no clause repeats them, and the moves' own lines tell nothing.
    expect(G.log.filter((e) => e.move === 'lay').every((e) => e.revealed === undefined)).toBe(true);
  });
});
