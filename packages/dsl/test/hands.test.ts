/** `hands:` — several hands in one game, scores kept across them — and the `gather` effect. */
import { describe, expect, it } from 'vitest';
import { fastPlayout, playout } from '../src/index';
import { gameFrom, start } from './helpers';

/** Two cards each; a card scores its value for whoever played it; the dealer moves on each hand; first to 12 wins. */
const ROUNDS = (extra = '') => `
id: rounds
name: Rounds
players: { min: 2, max: 3 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..6 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, order: set, visibility: owner }
  played: { visibility: public }
vars:
  score: { type: number, scope: player, initial: 0 }
  plays: { type: number, initial: 0 }
  dealer: { type: seat, initial: 0 }
hands:
  onBegin:
    - gather: deck
    - shuffle: deck
    - if: handNumber > 1
      then: [ { set: { var: dealer, value: next(vars.dealer) } } ]
    - deal: { from: deck, to: hand, count: 2, startAt: next(vars.dealer) }
  endIf: all(seats, count(hand[seat]) == 0)
  onEnd:
    - forEachSeat:
        - set: { var: score, seat: seat, value: "vars.score[seat] + sum(filter(played, playedBy(card) == seat), card.v)" }
  reset: [plays]
turn:
  first: next(vars.dealer)
moves:
  play:
    args: { c: { type: card, from: "hand[self]" } }
    do:
      - move: { cards: c, to: played }
      - set: { var: plays, value: vars.plays + 1 }
      - endTurn
end:
  - when: max(seats, vars.score[seat]) >= 12
    rank: { by: "vars.score[seat]" }
${extra}`;

describe('hands', () => {
  it('deals the first hand after setup, marking it in the log', () => {
    const m = start(gameFrom(ROUNDS()), 2, 'h1');
    const G = m.state.G;
    expect(G.hands).toEqual({ number: 1 });
    expect(G.log[0]).toMatchObject({ message: 'Hand 1 begins.', hand: { number: 1, at: 'begins' } });
    expect((G.zones.hand as number[][]).map((h) => h.length)).toEqual([2, 2]);
    expect(m.state.ctx.currentPlayer).toBe('1');
  });

  it('scores a hand when it is over, keeps the scores, resets the rest, gathers, deals the next and starts it with turn.first', () => {
    const m = start(gameFrom(ROUNDS()), 2, 'h2');
    for (let hand = 1; hand <= 3 && !m.state.ctx.gameover; hand++) {
      const before = m.state.G;
      const scores = before.vars.score as number[];
      for (let k = 0; k < 4; k++) {
        const seat = Number(m.state.ctx.currentPlayer);
        const c = (m.state.G.zones.hand as number[][])[seat]![0]!;
        expect(m.move(seat, 'play', c)).toBe(true);
      }
      const G = m.state.G;
      const log = G.log.slice(before.log.length);
      const over = log.findIndex((e) => e.hand?.at === 'ends');
      expect(log[over]).toMatchObject({ message: `Hand ${hand} is over.`, hand: { number: hand, at: 'ends' } });
      // Each seat scored the values of the cards it played this hand (card ids 0..5 have values 1..6).
      const gained = (G.vars.score as number[]).map((v, s) => v - scores[s]!);
      const playedBy = [0, 1].map((s) => log.filter((e) => e.move === 'play' && e.seat === s).reduce((n, e) => n + Number(e.args![0]) + 1, 0));
      expect(gained).toEqual(playedBy);
      if (m.state.ctx.gameover) {
        // No hand is dealt once the game is over: the log ends with the hand's end.
        expect(G.log.at(-1)!.hand).toEqual({ number: hand, at: 'ends' });
        break;
      }
      expect(log[over + 1]).toMatchObject({ message: `Hand ${hand + 1} begins.`, hand: { number: hand + 1, at: 'begins' } });
      expect(G.hands).toEqual({ number: hand + 1 });
      expect(G.vars.plays).toBe(0);
      expect(G.zones.played).toEqual([]);
      expect((G.zones.hand as number[][]).map((h) => h.length)).toEqual([2, 2]);
      // The dealer moved on, and the player after the dealer leads.
      expect(G.vars.dealer).toBe(hand % 2);
      expect(Number(m.state.ctx.currentPlayer)).toBe((Number(G.vars.dealer) + 1) % 2);
    }
  });

  it('plays hands until an end rule holds, ranking by the kept scores', () => {
    const g = gameFrom(ROUNDS());
    for (let seed = 0; seed < 5; seed++) {
      const r = playout(g, { players: 3, seed });
      const G = r.final.G;
      expect(r.stalled).toBe(false);
      const scores = G.vars.score as number[];
      expect(Math.max(...scores)).toBeGreaterThanOrEqual(12);
      expect(G.result!.scores).toEqual(scores);
      // Every hand deals 6 cards worth 21 points, all of them scored.
      expect(scores.reduce((a, b) => a + b, 0)).toBe(21 * G.hands!.number);
      expect(G.log.filter((e) => e.hand?.at === 'begins').map((e) => e.hand!.number)).toEqual(Array.from({ length: G.hands!.number }, (_, i) => i + 1));
    }
  });

  it('the fast simulator plays the same hands as boardgame.io', () => {
    const g = gameFrom(ROUNDS());
    for (let seed = 0; seed < 4; seed++) {
      const slow = playout(g, { players: 3, seed });
      const fast = fastPlayout(g, { players: 3, seed });
      expect(JSON.parse(JSON.stringify(fast.final.G))).toEqual(JSON.parse(JSON.stringify(slow.final.G)));
      expect(fast.final.ctx.turn).toBe(slow.final.ctx.turn);
      expect(fast.final.ctx.currentPlayer).toBe(slow.final.ctx.currentPlayer);
    }
  });

  it('handNumber is 1 in a game without hands', () => {
    const g = gameFrom(ROUNDS().replace(/hands:[\s\S]*?reset: \[plays\]\n/, 'setup:\n  - deal: { from: deck, to: hand, count: 2 }\n').replace('first: next(vars.dealer)', 'first: handNumber'));
    expect(start(g, 2).state.ctx.currentPlayer).toBe('1');
  });
});

describe('gather', () => {
  const GATHER = (effect: string) => `
id: gathering
name: Gathering
players: { min: 2, max: 2 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..8 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, order: set, visibility: owner }
  table: { row: { max: 3 }, visibility: faces }
  box: { visibility: hidden }
setup:
  - shuffle: deck
  - deal: { from: deck, to: hand, count: 2 }
  - move: { from: deck, to: box }
  - newPile: table
  - newPile: table
  - deal: { from: deck, to: "table[*]", count: 1, eachPile: true, faceUp: true }
moves:
  collect:
    do:
      - ${effect}
      - endTurn
end:
  - when: "false"
    draw: seats
`;

  it('brings every card back face down, in id order, and closes piles opened as needed', () => {
    const n = start(gameFrom(GATHER('gather: deck')), 2);
    expect((n.state.G.zones.table as number[][]).length).toBeGreaterThan(0);
    expect(Object.keys(n.state.G.faceUp).length).toBeGreaterThan(0);
    expect(n.move(0, 'collect')).toBe(true);
    const G = n.state.G;
    expect(G.zones.deck).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(G.zones.hand).toEqual([[], []]);
    expect(G.zones.box).toEqual([]);
    expect(G.zones.table).toEqual([]);
    expect(G.faceUp).toEqual({});
  });

  it('gathers only the zones named in from', () => {
    const n = start(gameFrom(GATHER('gather: { to: deck, from: [hand] }')), 2);
    const box = [...(n.state.G.zones.box as number[])];
    n.move(0, 'collect');
    expect(n.state.G.zones.hand).toEqual([[], []]);
    expect(n.state.G.zones.box).toEqual(box);
    expect((n.state.G.zones.deck as number[]).length).toBe(5);
    expect((n.state.G.zones.table as number[][]).flat()).toHaveLength(2);
    expect([...(n.state.G.zones.deck as number[])]).toEqual([...(n.state.G.zones.deck as number[])].sort((a, b) => a - b));
  });
});
