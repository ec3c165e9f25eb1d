/** Turn stages (`turn.stages`, a move's `stage:` and `then:`) on boardgame.io's stages, and the fast simulator's copy of them. */
import { describe, expect, it } from 'vitest';
import { fastPlayout, formatDiagnostic, playout, validate } from '../src/index';
import { gameFrom, start } from './helpers';

const GAME = `
id: staged
name: Staged
players: { min: 2, max: 4 }
cards:
  c: { attributes: { rank: number, suit: string } }
deck:
  - { type: c, range: { rank: 1..13, suit: [clubs, diamonds, hearts, spades] } }
zones:
  deck: { visibility: hidden }
  discard: { visibility: top }
  hand: { scope: player, visibility: owner }
  melds: { visibility: public }
setup:
  - shuffle: deck
  - deal: { from: deck, to: hand, count: 7 }
  - move: { from: deck, to: discard }
turn:
  stages: [draw, { name: meld, optional: true, label: Meld or lay off }, discard]
moves:
  drawStock:
    stage: draw
    then: next
    if: count(deck) > 0
    do: [ { move: { from: deck, to: "hand[self]" } } ]
  takeDiscard:
    stage: draw
    then: meld
    do: [ { move: { from: discard, to: "hand[self]" } } ]
  meld:
    stage: meld
    args:
      cards: { type: cards, from: "hand[self]", min: 3 }
    if: same(cards, card.rank)
    do: [ { move: { cards: cards, to: melds } } ]
  discard:
    stage: discard
    args:
      c: { type: card, from: "hand[self]" }
    do:
      - move: { cards: c, to: discard }
      - endTurn
end:
  - when: any(seats, count(hand[seat]) == 0) or count(deck) == 0
    rank: { by: "count(hand[seat])", order: asc }
`;

describe('turn stages', () => {
  it('a turn starts in its first stage, as boardgame.io stages', () => {
    const game = gameFrom(GAME);
    const m = start(game, 2);
    expect(m.state.ctx.activePlayers).toEqual({ '0': 'draw' });
    const hand = (m.state.G.zones.hand as number[][])[0]!;
    expect(m.move(0, 'discard', hand[0])).toBe(false);
    expect(m.move(0, 'meld', hand.slice(0, 3))).toBe(false);
    expect(game.deckhand.legalActions(m.state.G, m.state.ctx, '0').map((a) => a.move).sort()).toEqual(['drawStock', 'takeDiscard']);
    const legal = game.deckhand.legalView(m.state.G, m.state.ctx, '0');
    expect(legal.unavailable.discard).toBe('Only in the discard stage; now: draw.');
    expect(legal.unavailable.meld).toBe('Only in the meld or lay off stage; now: draw.');
    expect(game.deckhand.explainMove(m.state.G, m.state.ctx, '0', 'discard', [hand[0]])).toBe('Only in the discard stage; now: draw.');
  });

  it('then: next moves on; an optional stage is skipped by a move of the next one', () => {
    const game = gameFrom(GAME);
    const m = start(game, 2);
    expect(m.move(0, 'drawStock')).toBe(true);
    expect(m.state.ctx.activePlayers).toEqual({ '0': 'meld' });
    // In the optional meld stage, both melding and discarding are open.
    const moves = new Set(game.deckhand.legalActions(m.state.G, m.state.ctx, '0').map((a) => a.move));
    expect(moves.has('discard')).toBe(true);
    expect(moves.has('drawStock')).toBe(false);
    const hand = (m.state.G.zones.hand as number[][])[0]!;
    expect(m.move(0, 'discard', hand[0])).toBe(true);
    // The turn passed: the next player starts in the first stage.
    expect(m.state.ctx.currentPlayer).toBe('1');
    expect(m.state.ctx.activePlayers).toEqual({ '1': 'draw' });
  });

  it('a move without then stays in its stage; then: <name> goes there', () => {
    const game = gameFrom(GAME.replace('count: 7', 'count: 12'));
    for (let seed = 0; seed < 30; seed++) {
      const m = start(game, 2, `s${seed}`);
      expect(m.move(0, 'takeDiscard')).toBe(true);
      expect(m.state.ctx.activePlayers).toEqual({ '0': 'meld' });
      const meld = game.deckhand.legalActions(m.state.G, m.state.ctx, '0').find((a) => a.move === 'meld');
      if (!meld) continue;
      expect(m.move(0, 'meld', ...meld.args)).toBe(true);
      expect(m.state.ctx.activePlayers).toEqual({ '0': 'meld' });
      return;
    }
    throw new Error('no seed dealt a set of three');
  });

  it('bots, boardgame.io and the fast simulator play the same staged matches', () => {
    const game = gameFrom(GAME);
    for (let i = 0; i < 3; i++) {
      for (const players of [2, 4]) {
        const opts = { players, seed: `stages:${i}` };
        const slow = playout(game, opts);
        const fast = fastPlayout(game, opts);
        expect(slow.completed).toBe(true);
        expect(fast.moves).toBe(slow.moves);
        expect(JSON.parse(JSON.stringify(fast.final.G))).toEqual(JSON.parse(JSON.stringify(slow.final.G)));
        expect(fast.final.ctx.activePlayers).toEqual(slow.final.ctx.activePlayers);
        expect(fast.final.ctx.currentPlayer).toBe(slow.final.ctx.currentPlayer);
        // Every turn drew before discarding: the log never has a discard right after a discard.
        const log = slow.final.G.log.map((e) => e.move);
        for (let k = 1; k < log.length; k++) if (log[k] === 'discard') expect(['drawStock', 'takeDiscard', 'meld']).toContain(log[k - 1]);
      }
    }
  });

  it('an unknown stage name is an error with a did-you-mean', () => {
    const r = validate(GAME.replace('stage: discard\n', 'stage: discrad\n'), { file: 'staged.yaml' });
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map(formatDiagnostic).join('\n')).toMatch(/staged\.yaml:\d+:\d+: unknown stage "discrad" \(did you mean "discard"\?\) \[stage\/unknown\]/);
  });
});
