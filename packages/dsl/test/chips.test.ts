/**
 * Chips, bets and pots (issue 36, constructs): `chips:` (every seat's stack, bet, chips put in, fold), a phase's
 * `bet:` (fold / check / call / bet / raise / all in, in turn, with a minimum raise), `post:` (blinds and antes) and
 * `settle:` (main and side pots, split pots with a stated odd-chip rule). Each game here plays one betting round,
 * then settles by a per-seat strength set in setup, so the winner of every pot is known in advance.
 */
import { describe, expect, it } from 'vitest';
import { fastPlayout, formatDiagnostic, nextValues, playout, validate } from '../src/index';
import { buildPots, splitPot } from '../src/runtime/effects/pots';
import { gameFrom, start } from './helpers';

const POT = (o: { stack?: string; power?: string; odd?: string; blinds?: string; max?: string } = {}) => `
id: pot
name: Pot
players: { min: 2, max: 4 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..12 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, order: set, visibility: owner }
chips:
  start: 100
  min: 2
${o.max ? `  max: ${o.max}\n` : ''}vars:
  power: { type: number, scope: player, initial: 0 }
setup:
  - forEachSeat:
      - set: { var: chips, seat: seat, value: "${o.stack ?? '100'}" }
      - set: { var: power, seat: seat, value: "${o.power ?? '0'}" }
hands:
  onBegin:
    - gather: deck
    - deal: { from: deck, to: hand, count: 1 }
  endIf: roundOver
  onEnd:
    - settle: { by: "vars.power[seat]"${o.odd ? `, oddChip: ${o.odd}` : ''} }
    - endGame: { rank: { by: "vars.chips[seat]" } }
phases:
  round:
    start: true
    onBegin: [${o.blinds ?? ''}]
    bet: { first: 0 }
    next: round
moves: {}
end:
  - when: "false"
    draw: alive
`;

const chips = (m: ReturnType<typeof start>) => m.state.G.vars['chips'] as number[];
const lines = (m: ReturnType<typeof start>) =>
  m.state.G.log.filter((l) => l.parts).map((l) => l.parts!.map((p) => (typeof p === 'string' ? p : 'seat' in p ? `#${String(p.seat)}` : 'n' in p ? String(p.n) : JSON.stringify(p))).join(''));

describe('pots, built from what each seat put in', () => {
  it('three all-in levels make a main pot and two side pots; chips folded above the top level go to the last', () => {
    expect(buildPots([20, 40, 60, 60], [0, 1, 2, 3])).toEqual([
      { amount: 80, eligible: [0, 1, 2, 3], from: 4 },
      { amount: 60, eligible: [1, 2, 3], from: 3 },
      { amount: 40, eligible: [2, 3], from: 2 },
    ]);
    // Seat 3 folded after putting in 70: its chips count in every pot it reached, the part above 60 in the last.
    expect(buildPots([20, 40, 60, 70], [0, 1, 2])).toEqual([
      { amount: 80, eligible: [0, 1, 2], from: 4 },
      { amount: 60, eligible: [1, 2], from: 3 },
      { amount: 50, eligible: [2], from: 2 },
    ]);
    // A bet nobody called is a slice only its owner put chips in.
    expect(buildPots([10, 10, 50], [0, 1, 2]).at(-1)).toEqual({ amount: 40, eligible: [2], from: 1 });
  });

  it('a split pot divides evenly; the odd chips go one each clockwise from the stated seat', () => {
    expect(Object.fromEntries(splitPot(9, [0, 1], 1, 3))).toEqual({ 1: 5, 0: 4 });
    expect(Object.fromEntries(splitPot(9, [0, 1], 0, 3))).toEqual({ 0: 5, 1: 4 });
    expect(Object.fromEntries(splitPot(11, [0, 2, 3], 3, 4))).toEqual({ 3: 4, 0: 4, 2: 3 });
  });
});

describe('a betting round and its settlement', () => {
  it('side pots with three all-in levels: each pot to the best hand among the seats that put in as much', () => {
    const g = gameFrom(POT({ stack: '20 * (seat + 1) + (seat == 3 ? 20 : 0)', power: '4 - seat' }));
    const m = start(g, 4);
    expect(chips(m)).toEqual([20, 40, 60, 100]);
    expect(m.move(0, 'allIn')).toBe(true);
    expect(m.move(1, 'allIn')).toBe(true);
    expect(m.move(2, 'allIn')).toBe(true);
    expect(m.move(3, 'call')).toBe(true);
    // Main pot 4 × 20 to seat 0; side pot 1, 3 × 20, to seat 1; side pot 2, 2 × 20, to seat 2; seat 3 keeps 40.
    expect(chips(m)).toEqual([80, 60, 40, 40]);
    expect(lines(m).slice(-3)).toEqual(['#0 wins the main pot: 80', '#1 wins side pot 1: 60', '#2 wins side pot 2: 40']);
    expect(m.state.G.vars['inPot']).toEqual([0, 0, 0, 0]);
  });

  it('a split pot with an odd chip: shared evenly, the odd chip to the first tied winner clockwise from oddChip', () => {
    const g = gameFrom(POT({ power: 'seat == 2 ? 1 : 5', odd: 1 as unknown as string }));
    const m = start(g, 3);
    expect(m.move(0, 'bet', 3)).toBe(true);
    expect(m.move(1, 'call')).toBe(true);
    expect(m.move(2, 'call')).toBe(true);
    expect(chips(m)).toEqual([101, 102, 97]);
    expect(lines(m).slice(-2)).toEqual(['#1 takes 5, a share of the pot', '#0 takes 4, a share of the pot']);
  });

  it('fold to one seat: it wins the pot uncontested, no hand compared; a bet nobody called goes back', () => {
    // Seat 0 has the weakest hand, and still wins: nobody is left to compare it with.
    const blinds = '{ post: { seat: 1, amount: 1 } }, { post: { seat: 2, amount: 2 } }';
    const g = gameFrom(POT({ power: 'seat', blinds }));
    const m = start(g, 3);
    expect(m.move(0, 'raise', 10)).toBe(true);
    expect(m.move(1, 'fold')).toBe(true);
    expect(m.state.G.vars['folded']).toEqual([false, true, false]);
    expect(m.move(2, 'fold')).toBe(true);
    expect(chips(m)).toEqual([103, 99, 98]);
    expect(lines(m).slice(-1)).toEqual(['#0 wins the pot: 13']);
    // Without blinds, a bet everyone folds to is only handed back.
    const h = start(gameFrom(POT({ power: 'seat' })), 3);
    expect(h.move(0, 'bet', 10)).toBe(true);
    expect(h.move(1, 'fold')).toBe(true);
    expect(h.move(2, 'fold')).toBe(true);
    expect(chips(h)).toEqual([100, 100, 100]);
    expect(lines(h).slice(-1)).toEqual(['#0 takes back 10 nobody called']);
  });

  it('the minimum raise: at least the last full raise, or the smallest bet while nobody has raised', () => {
    const g = gameFrom(POT());
    const m = start(g, 3);
    expect(m.move(0, 'bet', 1)).toBe(false); // below the smallest bet (2)
    expect(m.move(0, 'check')).toBe(true);
    expect(m.move(1, 'bet', 10)).toBe(true);
    expect(m.move(2, 'check')).toBe(false); // there is a bet to call
    expect(m.move(2, 'raise', 19)).toBe(false); // a raise of 9, under the bet of 10
    expect(nextValues(g.deckhand.legalView(m.state.G, m.state.ctx, '2'), 'raise')[0]).toBe(20);
    expect(m.move(2, 'raise', 25)).toBe(true); // a raise of 15: the next must be 15 or more
    expect(m.state.G.vars['raiseBy']).toBe(15);
    expect(m.move(0, 'raise', 39)).toBe(false);
    expect(g.deckhand.explainMove(m.state.G, m.state.ctx, '0', 'raise', [39])).toBeTruthy();
    expect(m.move(0, 'raise', 40)).toBe(true);
    expect(m.move(1, 'call')).toBe(true);
    expect(m.move(2, 'call')).toBe(true);
    expect(m.state.G.vars['inPot']).toEqual([0, 0, 0]); // the round is over: settled
  });

  it('all in for less than a call: a main pot it may win, a side pot it may not; an incomplete raise does not reopen the betting', () => {
    const g = gameFrom(POT({ stack: 'seat == 1 ? 30 : 100', power: 'seat == 1 ? 9 : seat' }));
    const m = start(g, 3);
    expect(m.move(0, 'bet', 50)).toBe(true);
    expect(m.move(1, 'call')).toBe(false); // 30 chips cannot call 50
    expect(m.move(1, 'allIn')).toBe(true);
    expect(m.state.G.vars['raiseBy']).toBe(50);
    expect(m.move(2, 'call')).toBe(true);
    // Main pot 3 × 30 to seat 1; the side pot, 2 × 20, to seat 2 (stronger than seat 0).
    expect(chips(m)).toEqual([50, 90, 90]);

    const h = start(gameFrom(POT({ stack: 'seat == 1 ? 60 : 100' })), 3);
    expect(h.move(0, 'bet', 50)).toBe(true);
    expect(h.move(1, 'allIn')).toBe(true); // 60: a raise of 10, less than a full raise of 50
    expect(h.move(2, 'raise', 110)).toBe(false); // more than seat 2 has
    expect(h.move(2, 'call')).toBe(true);
    // Seat 0 has acted and faces only the incomplete raise: it may call or fold, not raise.
    expect(h.move(0, 'raise', 110)).toBe(false);
    expect(h.move(0, 'allIn')).toBe(false);
    expect(h.move(0, 'call')).toBe(true);
  });

  it('blinds count toward the bet to call, antes do not; a short blind goes all in', () => {
    const g = gameFrom(POT({ stack: 'seat == 1 ? 1 : 100', blinds: '{ post: { seat: 0, amount: 1, ante: true } }, { post: { seat: 1, amount: 2 } }, { post: { seat: 2, amount: 2 } }' }));
    const m = start(g, 3);
    expect(m.state.G.vars['bet']).toEqual([0, 1, 2]);
    expect(m.state.G.vars['inPot']).toEqual([1, 1, 2]);
    expect(lines(m).slice(-3)).toEqual(['#0 posts an ante of 1', '#1 posts 1, all in', '#2 posts 2']);
  });

  it('a fixed limit (max) caps every bet and raise', () => {
    const g = gameFrom(POT({ max: 4 as unknown as string }));
    const m = start(g, 2);
    expect(nextValues(g.deckhand.legalView(m.state.G, m.state.ctx, '0'), 'bet')).toEqual([2, 3, 4]);
    expect(m.move(0, 'allIn')).toBe(false);
    expect(m.move(0, 'bet', 4)).toBe(true);
    expect(nextValues(g.deckhand.legalView(m.state.G, m.state.ctx, '1'), 'raise')).toEqual([8]);
  });

  it('whole games end, and the fast simulator agrees with boardgame.io', () => {
    const g = gameFrom(POT({ stack: '30 + 20 * seat', power: 'seat % 2' }));
    for (const players of [2, 3, 4]) {
      for (let seed = 0; seed < 4; seed++) {
        const slow = playout(g, { players, seed });
        const fast = fastPlayout(g, { players, seed });
        expect(slow.completed).toBe(true);
        const total = (slow.final.G.vars['chips'] as number[]).reduce((a, b) => a + b, 0);
        expect(total).toBe(Array.from({ length: players }, (_, s) => 30 + 20 * s).reduce((a, b) => a + b, 0));
        expect(JSON.parse(JSON.stringify(fast.final.G))).toEqual(JSON.parse(JSON.stringify(slow.final.G)));
      }
    }
  });

  it.each([
    ['a betting round without chips:', (y: string) => y.replace(/chips:\n {2}start: 100\n {2}min: 2\n/, '').replace(/- set: \{ var: chips[^\n]*\n\s*/, '').replace('endIf: roundOver', 'endIf: true').replace(/\n {4}- settle[^\n]*/, ''), 'a betting round needs the game\'s chips'],
    ['a variable named like a chip variable', (y: string) => y.replace('vars:\n', 'vars:\n  bet: { type: number }\n'), '"chips:" declares the variable "bet" itself'],
    ['a move named like a betting move', (y: string) => y.replace('moves: {}', 'moves:\n  fold: { do: [endTurn] }').replace('bet: { first: 0 }', 'bet: { first: 0 }\n  other:\n    moves: [fold]'), 'a betting round offers the moves fold, check, call, bet, raise, allIn'],
    ['moves in a betting phase', (y: string) => y.replace('bet: { first: 0 }', 'bet: { first: 0 }\n    moves: [x]'), 'a betting round offers its own moves'],
    ['a strength read from hidden cards', (y: string) => y.replace('by: "vars.power[seat]"', 'by: "sum(hand[seat], card.v)"'), 'this reads a card of "hand[seat]", which only seat seat may see, into the chips'],
    ['a strength that is no number', (y: string) => y.replace('by: "vars.power[seat]"', 'by: "hand[seat]"'), 'in "hand[seat]"'],
  ])('refuses %s', (_name, edit, message) => {
    const r = validate(edit(POT()), { file: 'g.yaml' });
    expect(r.ok ? 'valid' : r.diagnostics.map(formatDiagnostic).join('\n')).toContain(message);
  });
});
