/**
 * `movedThisTurn(card, zone)`: "you may not discard the card you took from the discard pile this turn" (Rummy), with
 * no variable remembering what was taken; a card drawn blind from the stock in the same turn may still go.
 */
import { describe, expect, it } from 'vitest';
import { fastPlayout, playout, type PlayerView } from '../src/index';
import { gameFrom, start } from './helpers';

const GAME = `
id: take-or-draw
name: Take or draw
players: { min: 2, max: 2 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..30 } }
zones:
  deck: { visibility: hidden }
  discard: { visibility: top }
  hand: { scope: player, order: set, visibility: owner }
setup:
  - shuffle: deck
  - deal: { from: deck, to: hand, count: 3 }
  - move: { from: deck, to: discard }
turn:
  stages: [draw, discard]
moves:
  drawDeck:
    stage: draw
    then: next
    do:
      - move: { from: deck, to: "hand[self]" }
  takeDiscard:
    stage: draw
    then: next
    do:
      - move: { from: discard, to: "hand[self]" }
  discard:
    stage: discard
    args:
      c: { type: card, from: "hand[self]" }
    if: not movedThisTurn(c, discard)
    unless: Not the card you took from the discard pile.
    do:
      - move: { cards: c, to: discard }
      - endTurn
end:
  - when: count(deck) == 0
    draw: seats
`;

const hand = (G: { zones: Record<string, unknown> }, seat: number) => [...(G.zones.hand as number[][])[seat]!];
const topOf = (G: { zones: Record<string, unknown> }) => (G.zones.discard as number[]).at(-1)!;

describe('movedThisTurn(card, zone)', () => {
  const game = gameFrom(GAME);

  it('is true for a card a move of this turn took out of that zone, not for one drawn from another', () => {
    const m = start(game, 2, 'from');
    const taken = topOf(m.state.G);
    expect(m.move(0, 'takeDiscard')).toBe(true);
    expect(m.move(0, 'discard', taken)).toBe(false);
    expect(game.deckhand.explainMove(m.state.G, m.state.ctx, '0', 'discard', [taken])).toBe('Not the card you took from the discard pile.');
    const offered = game.deckhand.legalActions(m.state.G, m.state.ctx, '0').map((a) => a.args[0]);
    expect(offered).toHaveLength(3);
    expect(offered).not.toContain(taken);
    expect(m.move(0, 'discard', hand(m.state.G, 0).find((c) => c !== taken))).toBe(true);
    // Seat 1 draws blind from the deck: the card it drew, moved this turn too, may go straight back out.
    const before = hand(m.state.G, 1);
    expect(m.move(1, 'drawDeck')).toBe(true);
    const drawn = hand(m.state.G, 1).find((c) => !before.includes(c))!;
    expect(m.move(1, 'discard', drawn)).toBe(true);
    // Next turn the card seat 0 took may be discarded: the rule is about this turn only.
    expect(m.move(0, 'drawDeck')).toBe(true);
    expect(m.move(0, 'discard', taken)).toBe(true);
  });

  it('the zone each card left is kept only by a game that names one', () => {
    expect(game.deckhand.def.tracksMoveSources).toBe(true);
    const turnsOnly = gameFrom(GAME.replace('movedThisTurn(c, discard)', 'movedThisTurn(c)'));
    expect(turnsOnly.deckhand.def.tracksMoveTurns).toBe(true);
    expect(turnsOnly.deckhand.def.tracksMoveSources).toBeUndefined();
    const m = start(turnsOnly, 2, 'plain');
    m.move(0, 'takeDiscard');
    expect(m.state.G.movedOn).toBeDefined();
    expect(m.state.G.movedFrom).toBeUndefined();
  });

  it('a seat is told where a card came from only for the cards it sees', () => {
    const m = start(game, 2, 'view');
    const taken = topOf(m.state.G);
    m.move(0, 'takeDiscard');
    expect(m.state.G.movedFrom?.[taken]).toBe('discard');
    const view = (seat: number | null) => (game.playerView as (a: { G: unknown; ctx: unknown; playerID: string | null }) => PlayerView)({ G: m.state.G, ctx: m.state.ctx, playerID: seat === null ? null : String(seat) });
    expect(view(0).movedFrom?.[taken]).toBe('discard');
    expect(view(1).movedFrom?.[taken]).toBeUndefined();
    expect(view(null).movedFrom?.[taken]).toBeUndefined();
    m.move(0, 'discard', hand(m.state.G, 0).find((c) => c !== taken));
    const discarded = topOf(m.state.G);
    expect(view(1).movedFrom?.[discarded]).toBe('hand');
  });

  it('the fast simulator agrees with boardgame.io, state for state', () => {
    const at = (list: unknown[]) => (st: { G: { movedFrom?: unknown } }) => list.push(JSON.parse(JSON.stringify(st.G.movedFrom ?? null)));
    const slow: unknown[] = [];
    const fast: unknown[] = [];
    playout(game, { players: 2, seed: 'agree', maxMoves: 60, onState: at(slow) });
    fastPlayout(game, { players: 2, seed: 'agree', maxMoves: 60, onState: at(fast) });
    expect(fast).toEqual(slow);
    expect(slow.filter((from) => Object.values(from ?? {}).includes('discard')).length).toBeGreaterThan(4);
  });
});
