import type { State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { gameFrom, start } from '../../../test/helpers';
import type { GameState } from '../../runtime/state/state';
import { prng } from '../../sim/prng';
import { determinize } from './determinize';
import { shownCardZones, sinceDeal } from './since-deal';
import { HANDS_YAML } from '../../../test/bot-games';

/**
 * Three seats, hands of four: each passes one card (left in hand 1, right in hand 2), then they play cards face up to
 * a trick that goes face down to the last player's pile. Every hand gathers every card and deals afresh.
 */
const PASSERS = gameFrom(`
id: passers
name: Passers
players: { min: 3, max: 3 }
cards:
  n: { attributes: { value: number } }
deck:
  - { type: n, range: { value: 1..12 } }
zones:
  deck: { visibility: hidden, onTable: false }
  hand: { scope: player, order: set, visibility: owner }
  passing: { scope: player, order: set, visibility: owner }
  trick: { visibility: public }
  taken: { scope: player, visibility: hidden }
vars:
  score: { type: number, scope: player, initial: 0 }
hands:
  onBegin:
    - gather: deck
    - shuffle: deck
    - deal: { from: deck, to: hand, count: all }
  endIf: all(seats, count(hand[seat]) == 0) and count(trick) == 0
  onEnd:
    - forEachSeat:
        - set: { var: score, seat: seat, value: "vars.score[seat] + count(taken[seat])" }
phases:
  passing:
    start: true
    pass: { count: 1, from: hand, hold: passing, to: [left, right] }
    next: play
  play:
    moves: [play]
moves:
  play:
    args:
      c: { type: card, from: "hand[self]" }
    do:
      - move: { cards: c, to: trick, reveal: true }
      - if: count(trick) == players
        then: [ { move: { from: trick, to: "taken[self]", count: all } } ]
      - endTurn
end:
  - when: max(seats, vars.score[seat]) >= 30
    rank: { by: "vars.score[seat]", order: asc }
`);
const { def, hooks } = PASSERS.deckhand;

type Match = ReturnType<typeof start>;
const hand = (m: Match, seat: number) => (m.state.G.zones.hand as number[][])[seat]!;

/** Every seat passes its lowest card; returns what each passed. */
function passAll(m: Match): number[] {
  const passed = [0, 1, 2].map((s) => hand(m, s)[0]!);
  passed.forEach((c, s) => expect(m.move(s, 'passCards', [c])).toBe(true));
  return passed;
}

/** `n` cards played, each by the seat whose turn it is, its first legal card. */
function play(m: Match, n: number): void {
  for (let i = 0; i < n; i++) {
    const seat = Number(m.state.ctx.currentPlayer);
    expect(m.move(seat, 'play', hand(m, seat)[0])).toBe(true);
  }
}

const samples = (state: State<GameState>, seat: number, n: number) => {
  const view = PASSERS.deckhand.playerView(state.G, String(seat));
  return Array.from({ length: n }, (_, i) => determinize({ def, hooks, view, seat, numPlayers: 3, rand: prng(i + 1) }));
};

describe('what the log still says after a deal (since-deal.ts)', () => {
  it('a card a seat passed is in the hand it passed to, in every sample, whichever way the hand passes', () => {
    /** `card`, passed by `seat` to `to` and still held there, is in `to`'s hand in every sample of `seat`'s view. */
    const heldWhereSent = (m: Match, seat: number, card: number, to: number) => {
      expect(hand(m, to)).toContain(card);
      for (const G of samples(m.state, seat, 20)) expect((G.zones.hand as number[][])[to]).toContain(card);
    };
    for (const seed of ['a', 'b', 'c']) {
      const m = start(PASSERS, 3, seed);
      const passed = passAll(m);
      // Hand 1 passes left: seat 0's card went to seat 1, seat 1's to seat 2.
      heldWhereSent(m, 0, passed[0]!, 1);
      heldWhereSent(m, 1, passed[1]!, 2);
      // On to hand 2, which passes right: seat 0's card goes to seat 2.
      play(m, 12);
      expect(m.state.G.hands?.number).toBe(2);
      const again = passAll(m);
      heldWhereSent(m, 0, again[0]!, 2);
      heldWhereSent(m, 2, again[2]!, 1);
    }
  });

  it('cards played to a trick and gone face down are dealt to the trick piles, never back into a hand', () => {
    const m = start(PASSERS, 3, 'd');
    passAll(m);
    play(m, 4);
    const gone = (m.state.G.zones.taken as number[][]).flat();
    expect(gone).toHaveLength(3);
    for (const G of samples(m.state, 1, 20)) expect((G.zones.taken as number[][]).flat().sort()).toEqual([...gone].sort());
  });

  it('in a new deal, cards seen in an earlier hand are no longer placed by what was seen then', () => {
    const m = start(PASSERS, 3, 'e');
    passAll(m);
    play(m, 12);
    passAll(m);
    play(m, 3);
    const view = PASSERS.deckhand.playerView(m.state.G, '0');
    // Hand 1's cards were all shown; only hand 2's trick counts as seen-and-gone now.
    expect(sinceDeal(def, view.log).flatMap((e) => e.revealed ?? [])).toHaveLength(3);
    const inHands = new Set([1, 2].flatMap((s) => hand(m, s)));
    for (const G of samples(m.state, 0, 20)) {
      const dealt = [1, 2].flatMap((s) => (G.zones.hand as number[][])[s]!);
      // The others' hands hold only cards that may really be there: never one taken this hand.
      for (const c of dealt) expect((m.state.G.zones.taken as number[][]).flat()).not.toContain(c);
      expect(dealt).toHaveLength(inHands.size);
    }
  });

  it('where shown cards go: the zones revealing moves put them in, and on from there by the rules', () => {
    expect([...shownCardZones(def)].sort()).toEqual(['taken', 'trick']);
  });

  it('a game whose hands do not gather every card keeps its whole log', () => {
    const kept = gameFrom(HANDS_YAML.replace('    - gather: deck\n', ''));
    const log = [{ hand: { number: 1, at: 'begins' as const } }, {}, { hand: { number: 2, at: 'begins' as const } }, {}];
    expect(sinceDeal(kept.deckhand.def, log)).toHaveLength(4);
    expect(sinceDeal(def, log)).toHaveLength(2);
  });
});
