/** A passing phase (`pass:`): every seat chooses cards in secret at once; they change hands together. */
import { describe, expect, it } from 'vitest';
import { fastPlayout, playout, type CompiledGame } from '../src/index';
import { gameFrom, start } from './helpers';

const PASSER = (to: string, players = '{ min: 3, max: 4 }') => `
id: passer
name: Passer
players: ${players}
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..24 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, order: set, visibility: owner }
  held: { scope: player, order: set, visibility: owner }
  played: { visibility: public }
vars:
  done: { type: number, initial: 0 }
hands:
  onBegin:
    - gather: deck
    - shuffle: deck
    - deal: { from: deck, to: hand, count: 3 }
  endIf: all(seats, count(hand[seat]) == 0)
  onEnd:
    - set: { var: done, value: vars.done + 1 }
phases:
  give:
    start: true
    pass: { count: 2, from: hand, hold: held, to: ${to} }
    next: play
  play:
    moves: [play]
moves:
  play:
    args: { c: { type: card, from: "hand[self]" } }
    do:
      - move: { cards: c, to: played }
      - endTurn
end:
  - when: vars.done == 5
    draw: seats
`;

type M = ReturnType<typeof start>;
const hands = (m: M) => m.state.G.zones.hand as number[][];
const held = (m: M) => m.state.G.zones.held as number[][];

/** Every seat passes its two lowest cards; returns what each chose. */
function passAll(m: M, players: number): number[][] {
  const chosen: number[][] = [];
  for (let s = 0; s < players; s++) {
    chosen[s] = hands(m)[s]!.slice(0, 2);
    expect(m.move(s, 'passCards', chosen[s]), `seat ${s} passes`).toBe(true);
  }
  return chosen;
}

/** Plays out the current hand (each seat plays its first card in turn). */
function playHand(m: M) {
  while (m.state.ctx.phase === 'play' && !m.state.ctx.gameover) {
    const seat = Number(m.state.ctx.currentPlayer);
    const before = m.state.G.hands!.number;
    expect(m.move(seat, 'play', hands(m)[seat]![0]!)).toBe(true);
    if (m.state.G.hands!.number !== before) break;
  }
}

describe('pass', () => {
  it('nobody sees another seat\'s choice, and nothing arrives, until every seat has chosen', () => {
    const g = gameFrom(PASSER('[left, right, across, hold]'));
    const m = start(g, 4, 'p1');
    expect(m.state.ctx.phase).toBe('give');
    const before = hands(m).map((h) => h.slice());
    const chosen = before[0]!.slice(0, 2);
    expect(m.move(0, 'passCards', chosen)).toBe(true);
    expect(held(m)[0]).toEqual(chosen);
    expect(hands(m)[1]).toEqual(before[1]);
    for (const seat of [1, 2, 3, null]) {
      const view = g.deckhand.playerView(m.state.G, seat === null ? null : String(seat));
      expect((view.zones.held as unknown[][])[0]).toEqual([null, null]);
      for (const c of chosen) expect(view.faces[c], `seat ${seat} sees card ${c}`).toBeUndefined();
      const entry = view.log.find((e) => e.move === 'passCards');
      expect(entry?.args, `seat ${seat} reads the chosen cards in the log`).toBeUndefined();
    }
    // The chooser itself sees them, in its pile and in its log.
    const own = g.deckhand.playerView(m.state.G, '0');
    expect((own.zones.held as unknown[][])[0]).toEqual(chosen);
    expect(own.log.find((e) => e.move === 'passCards')?.args).toEqual([chosen]);
    // A seat that has chosen may not choose again.
    expect(m.move(0, 'passCards', before[0]!.slice(1, 3))).toBe(false);
  });

  it('passes left, right, across, then holds, hand after hand', () => {
    const m = start(gameFrom(PASSER('[left, right, across, hold]')), 4, 'p2');
    for (const [hand, step] of [[1, 1], [2, 3], [3, 2]] as const) {
      expect(m.state.G.hands!.number).toBe(hand);
      const before = hands(m).map((h) => h.slice());
      const chosen = passAll(m, 4);
      expect(m.state.ctx.phase).toBe('play');
      for (let s = 0; s < 4; s++) {
        const to = (s + step) % 4;
        for (const c of chosen[s]!) expect(hands(m)[to], `hand ${hand}: seat ${s}'s card ${c} reaches seat ${to}`).toContain(c);
        expect(hands(m)[s]).toHaveLength(3);
        expect(hands(m)[s]!.filter((c) => before[s]!.includes(c))).toHaveLength(1);
      }
      expect(held(m).flat()).toEqual([]);
      playHand(m);
    }
    // Hand 4 holds: the passing phase is skipped, hands are as dealt.
    expect(m.state.G.hands!.number).toBe(4);
    expect(m.state.ctx.phase).toBe('play');
    expect(hands(m).map((h) => h.length)).toEqual([3, 3, 3, 3]);
    playHand(m);
    expect(m.state.G.hands!.number).toBe(5);
    expect(m.state.ctx.phase).toBe('give');
  });

  it('with an odd number of seats nobody sits across: the cycle skips it', () => {
    const m = start(gameFrom(PASSER('[left, right, across, hold]')), 3, 'p3');
    for (let hand = 1; hand <= 2; hand++) {
      passAll(m, 3);
      playHand(m);
    }
    expect(m.state.G.hands!.number).toBe(3);
    expect(m.state.ctx.phase).toBe('play');
  });

  it('passes to a seat expression, with seat bound to the passer', () => {
    const m = start(gameFrom(PASSER('"prev(seat, 2)"')), 4, 'p4');
    const chosen = passAll(m, 4);
    for (let s = 0; s < 4; s++) for (const c of chosen[s]!) expect(hands(m)[(s + 2) % 4]).toContain(c);
  });

  it('the passing move is offered only in its phase, and bots list every choice', () => {
    const g: CompiledGame = gameFrom(PASSER('left'));
    const m = start(g, 3, 'p5');
    const actions = g.deckhand.legalActions(m.state.G, m.state.ctx, '1');
    expect(actions.every((a) => a.move === 'passCards')).toBe(true);
    expect(actions).toHaveLength(3); // 2 of 3 cards
    passAll(m, 3);
    expect(g.deckhand.legalActions(m.state.G, m.state.ctx, m.state.ctx.currentPlayer).map((a) => a.move)).not.toContain('passCards');
    expect(g.deckhand.explainMove(m.state.G, m.state.ctx, m.state.ctx.currentPlayer, 'passCards', [[0, 1]])).toMatch(/Only during/);
    expect(g.deckhand.def.moves.passCards).toMatchObject({ label: 'Pass 2 cards', secretArgs: true, serverOnly: true, onlyIn: 'give' });
  });

  it('whole games end, and the fast simulator agrees with boardgame.io', () => {
    const g = gameFrom(PASSER('[left, right, across, hold]'));
    for (const players of [3, 4]) {
      for (let seed = 0; seed < 2; seed++) {
        const slow = playout(g, { players, seed });
        const fast = fastPlayout(g, { players, seed });
        expect(slow.stalled).toBe(false);
        expect(slow.final.G.result).toEqual({ draw: Array.from({ length: players }, (_, i) => i) });
        expect(JSON.parse(JSON.stringify(fast.final.G))).toEqual(JSON.parse(JSON.stringify(slow.final.G)));
        expect(fast.final.ctx.turn).toBe(slow.final.ctx.turn);
      }
    }
  });
});
