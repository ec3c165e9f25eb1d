/** `movedThisTurn(card)`: "not the card you just discarded", with no variable remembering the discard. */
import { describe, expect, it } from 'vitest';
import { fastPlayout, playout, type PlayerView } from '../src/index';
import { gameFrom, start } from './helpers';

const GAME = `
id: swap
name: Swap
players: { min: 2, max: 2 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..20 } }
zones:
  deck: { visibility: hidden }
  discard: { visibility: top }
  hand: { scope: player, order: set, visibility: owner }
setup:
  - shuffle: deck
  - deal: { from: deck, to: hand, count: 3 }
turn:
  stages: [discard, draw]
moves:
  discard:
    stage: discard
    then: next
    args:
      c: { type: card, from: "hand[self]" }
    do:
      - move: { cards: c, to: discard }
  draw:
    stage: draw
    do:
      - move: { from: deck, to: "hand[self]" }
      - endTurn
  take:
    stage: draw
    args:
      c: { type: card, from: discard, top: true }
    if: not movedThisTurn(c)
    unless: Not the card you just discarded.
    do:
      - move: { cards: c, to: "hand[self]" }
      - endTurn
  regather:
    stage: discard
    if: count(discard) >= 2
    do:
      - gather: deck
      - endTurn
end:
  - when: count(deck) == 0
    draw: seats
`;

const hand = (G: { zones: Record<string, unknown> }, seat: number) => [...(G.zones.hand as number[][])[seat]!];

describe('movedThisTurn', () => {
  const game = gameFrom(GAME);

  it('is true for a card a move of this turn moved, false once the turn is over', () => {
    const m = start(game, 2, 'mt');
    const mine = hand(m.state.G, 0)[0]!;
    expect(m.move(0, 'discard', mine)).toBe(true);
    expect(m.move(0, 'take', mine)).toBe(false);
    expect(game.deckhand.explainMove(m.state.G, m.state.ctx, '0', 'take', [mine])).toBe('Not the card you just discarded.');
    expect(game.deckhand.legalActions(m.state.G, m.state.ctx, '0').map((a) => a.move)).toEqual(['draw']);
    expect(m.move(0, 'draw')).toBe(true);
    // Seat 1, next turn: the same card lies on top, moved in an earlier turn, so it may be taken.
    const theirs = hand(m.state.G, 1)[0]!;
    expect(m.move(1, 'discard', theirs)).toBe(true);
    expect(m.move(1, 'take', theirs)).toBe(false);
    expect(m.move(0 + 1, 'draw')).toBe(true);
    expect(m.move(0, 'discard', hand(m.state.G, 0)[0]!)).toBe(true);
    // Seat 0's own discard of an earlier turn lies under seat 1's and seat 0's newest: only the top may be taken.
    const top = (m.state.G.zones.discard as number[]).at(-1)!;
    expect(m.move(0, 'take', top)).toBe(false);
  });

  it('a card taken back in a later turn: the rule is about this turn only', () => {
    const m = start(game, 2, 'later');
    const mine = hand(m.state.G, 0)[0]!;
    m.move(0, 'discard', mine);
    m.move(0, 'draw');
    m.move(1, 'discard', hand(m.state.G, 1)[0]!);
    expect(m.move(1, 'take', (m.state.G.zones.discard as number[]).at(-1))).toBe(false);
    m.move(1, 'draw');
    // Seat 0 discards again, then takes the card seat 1 discarded last turn.
    const under = (m.state.G.zones.discard as number[]).at(-1)!;
    m.move(0, 'discard', hand(m.state.G, 0)[0]!);
    expect(m.move(0, 'take', under)).toBe(false); // not the top any more
    expect((m.state.G.zones.discard as number[]).at(-2)).toBe(under);
  });

  it('is kept only by a game that asks it', () => {
    expect(game.deckhand.def.tracksMoveTurns).toBe(true);
    const plain = gameFrom(GAME.replace('if: not movedThisTurn(c)', 'if: "true"'));
    const m = start(plain, 2, 'plain');
    m.move(0, 'discard', hand(m.state.G, 0)[0]!);
    expect(m.state.G.movedOn).toBeUndefined();
    expect(m.state.G.playedBy).toBeDefined();
  });

  it('a seat is told when a card moved only for the cards it sees; gather forgets', () => {
    const m = start(game, 2, 'view');
    m.move(0, 'discard', hand(m.state.G, 0)[0]!);
    m.move(0, 'draw');
    const drawn = (m.state.G.zones.hand as number[][])[0]!.find((c) => m.state.G.movedOn?.[c] !== undefined && !(m.state.G.zones.discard as number[]).includes(c))!;
    const view = (seat: number) => (game.playerView as (a: { G: unknown; ctx: unknown; playerID: string | null }) => PlayerView)({ G: m.state.G, ctx: m.state.ctx, playerID: seat === -1 ? null : String(seat) });
    expect(view(0).movedOn?.[drawn]).toBe(m.state.G.movedOn![drawn]);
    expect(view(1).movedOn?.[drawn]).toBeUndefined();
    expect(view(-1).movedOn?.[drawn]).toBeUndefined();
    const onTop = (m.state.G.zones.discard as number[]).at(-1)!;
    expect(view(1).movedOn?.[onTop]).toBe(1);
    m.move(1, 'discard', hand(m.state.G, 1)[0]!);
    m.move(1, 'draw');
    expect(m.move(0, 'regather')).toBe(true);
    expect(m.state.G.movedOn).toEqual({});
  });

  it('the fast simulator agrees with boardgame.io, state for state', () => {
    const at = (list: unknown[]) => (st: { G: { movedOn?: unknown } }) => list.push(JSON.parse(JSON.stringify(st.G.movedOn ?? null)));
    const slow: unknown[] = [];
    const fast: unknown[] = [];
    playout(game, { players: 2, seed: 'agree', maxMoves: 60, onState: at(slow) });
    fastPlayout(game, { players: 2, seed: 'agree', maxMoves: 60, onState: at(fast) });
    expect(fast).toEqual(slow);
    expect(slow.filter((on) => Object.keys(on ?? {}).length > 0).length).toBeGreaterThan(4);
  });
});
