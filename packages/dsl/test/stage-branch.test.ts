/**
 * A conditional `then:` (issue 36, "a next stage chosen by the move's outcome"): a list of `{ when, stage }` read after
 * the move's effects, in the move's scope; the first entry whose `when` holds wins, an entry without `when` (written
 * last) is the default, and with none holding and no default the turn stays in its stage. Played through
 * boardgame.io's reducer and through the fast simulator (with and without generated code) side by side. The refusals
 * are bad fixtures (`stage-branch-*.yaml`, `leak-hand-into-stage-branch.yaml`); generated specs with the form are in
 * the agreement test (flow-specs.ts `branch`).
 */
import { describe, expect, it } from 'vitest';
import { fastPlayout, formatDiagnostic, playout, simulator, validate, type CompiledGame } from '../src/index';
import { gameFrom, start } from './helpers';

const GAME = `
id: branch
name: Branch
players: { min: 2, max: 3 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..30 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: owner }
  table: { visibility: public }
vars:
  picked: { type: number, scope: player, initial: 0 }
setup:
  - shuffle: deck
  - deal: { from: deck, to: hand, count: 3 }
turn:
  stages: [start, draw, play, done]
moves:
  choose:
    stage: start
    args:
      n: { type: number, min: 1, max: 4 }
    then:
      - when: n == 1
        stage: draw
      - when: n == 2
        stage: play
      - when: n == 3
        stage: next
    do: [ { set: { var: picked, seat: self, value: n } } ]
  draw:
    stage: draw
    if: count(deck) > 0
    then:
      - when: count(hand[self]) >= 5
        stage: play
    do: [ { move: { from: deck, to: "hand[self]" } } ]
  play:
    stage: play
    args:
      c: { type: card, from: "hand[self]" }
    then:
      - when: c.v > 15
        stage: done
      - stage: draw
    do: [ { move: { cards: c, to: table, faceUp: true } } ]
  finish:
    stage: done
    do: [ endTurn ]
end:
  - when: count(deck) == 0
    winner: current
`;

/** One match played through boardgame.io and through the fast simulator (generated code on and off) together. */
function both(game: CompiledGame, plain: CompiledGame, seed: string) {
  const m = start(game, 2, seed);
  const sims = [game, plain].map((g) => {
    const sim = simulator(g);
    return { sim, s: sim.start({ players: 2, seed }) };
  });
  return {
    get stage() {
      return m.state.ctx.activePlayers;
    },
    hand: (seat: number) => (m.state.G.zones.hand as number[][])[seat]!,
    value: (card: number) => game.deckhand.def.cards[card]!.attrs.v as number,
    move(seat: number, move: string, ...args: unknown[]) {
      const ok = m.move(seat, move, ...args);
      for (const { sim, s } of sims) {
        expect(sim.apply(s, seat, { move, args })).toBe(ok);
        expect(s.ctx.activePlayers).toEqual(m.state.ctx.activePlayers);
        expect(s.ctx.currentPlayer).toBe(m.state.ctx.currentPlayer);
        expect(JSON.parse(JSON.stringify(s.G))).toEqual(JSON.parse(JSON.stringify(m.state.G)));
      }
      return ok;
    },
  };
}

describe('a next stage chosen by the move\'s outcome', () => {
  const game = gameFrom(GAME);
  const plain = gameFrom(GAME, {}, { codegen: false });

  it('the first entry whose when holds wins, over the move\'s arguments; none holding and no default: the turn stays', () => {
    for (const [n, to] of [[1, 'draw'], [2, 'play'], [3, 'draw'], [4, 'start']] as const) {
      const t = both(game, plain, 'a');
      expect(t.stage).toEqual({ '0': 'start' });
      expect(t.move(0, 'choose', n)).toBe(true);
      // n == 3 says `next`: the stage after the move's own (start), draw.
      expect(t.stage, `n = ${n}`).toEqual({ '0': to });
    }
  });

  it('is read after the move\'s effects: the draw that brings the hand to five goes on to play, the one before stays', () => {
    const t = both(game, plain, 'b');
    expect(t.move(0, 'choose', 1)).toBe(true);
    expect(t.hand(0)).toHaveLength(3);
    expect(t.move(0, 'draw')).toBe(true);
    expect(t.hand(0)).toHaveLength(4);
    expect(t.stage).toEqual({ '0': 'draw' });
    // Four cards before this draw: the condition holds only on the table after it.
    expect(t.move(0, 'draw')).toBe(true);
    expect(t.hand(0)).toHaveLength(5);
    expect(t.stage).toEqual({ '0': 'play' });
  });

  it('the default entry applies when no when holds; the card played decides between it and the other', () => {
    let low = false;
    let high = false;
    for (let seed = 0; seed < 40 && !(low && high); seed++) {
      const t = both(game, plain, `c${seed}`);
      expect(t.move(0, 'choose', 2)).toBe(true);
      const hand = t.hand(0);
      const card = hand.find((c) => (low ? t.value(c) > 15 : t.value(c) <= 15));
      if (card === undefined) continue;
      expect(t.move(0, 'play', card)).toBe(true);
      if (t.value(card) > 15) {
        high = true;
        expect(t.stage).toEqual({ '0': 'done' });
        expect(t.move(0, 'finish')).toBe(true);
        expect(t.stage).toEqual({ '1': 'start' });
      } else {
        low = true;
        // The default: back to drawing.
        expect(t.stage).toEqual({ '0': 'draw' });
      }
    }
    expect([low, high]).toEqual([true, true]);
  });

  it('bots, boardgame.io and the fast simulator play the same matches', () => {
    for (let i = 0; i < 4; i++) {
      for (const players of [2, 3]) {
        const opts = { players, seed: `branch:${i}`, maxMoves: 300 };
        const slow = playout(game, opts);
        const fast = fastPlayout(game, opts);
        expect(fast.moves).toBe(slow.moves);
        expect(JSON.parse(JSON.stringify(fast.final.G))).toEqual(JSON.parse(JSON.stringify(slow.final.G)));
        expect(fast.final.ctx.activePlayers).toEqual(slow.final.ctx.activePlayers);
        expect(fast.final.ctx.currentPlayer).toBe(slow.final.ctx.currentPlayer);
      }
    }
  });

  const errors = (yaml: string) => {
    const r = validate(yaml, { file: 'branch.yaml' });
    return r.ok ? [] : r.diagnostics.map(formatDiagnostic);
  };

  it('the plain spec validates', () => {
    expect(errors(GAME)).toEqual([]);
  });

  it('refuses an unknown stage (with a did-you-mean), next from the last stage, a when that is not a condition, a default not last', () => {
    expect(errors(GAME.replace('stage: play\n      - when: n == 3', 'stage: plya\n      - when: n == 3'))).toEqual([
      expect.stringMatching(/^branch\.yaml:29:16: unknown stage "plya" \(did you mean "play"\?\) \[stage\/unknown\]$/),
    ]);
    expect(errors(GAME.replace('stage: done\n    do: [ endTurn ]', 'stage: done\n    then: [ { when: "count(table) > 0", stage: next } ]\n    do: [ endTurn ]'))).toEqual([
      expect.stringMatching(/^branch\.yaml:\d+:\d+: "stage: next" from "done", the last stage of the turn: there is no stage after it \(end the turn with endTurn instead\) \[stage\/unknown\]$/),
    ]);
    expect(errors(GAME.replace('when: n == 2', 'when: n + 2'))).toEqual([expect.stringMatching(/^branch\.yaml:28:15: .*\[expr\/type\]$/)]);
    expect(errors(GAME.replace('      - when: n == 1\n        stage: draw', '      - stage: draw'))).toEqual([
      expect.stringMatching(/^branch\.yaml:26:9: the entry without "when" is the default and must come last: the 2 entries after it would never be read \(move it to the end of the list, or give it a "when:"\) \[schema\/invalid\]$/),
    ]);
    // A misspelt key of an entry is named with the keys an entry may have.
    expect(errors(GAME.replace('- when: n == 1', '- wehn: n == 1'))).toEqual([expect.stringMatching(/^branch\.yaml:26:9: unknown key "wehn" .*did you mean "when"\?.*\[schema\/unknown-key\]$/)]);
  });

  it('refuses a when that reads a card some seat may not see: the stage is public', () => {
    expect(errors(GAME.replace('when: count(hand[self]) >= 5', 'when: sum(hand[self], card.v) >= 50'))).toEqual([
      expect.stringMatching(/^branch\.yaml:37:19: this reads a card of "hand\[self\]", which only seat self may see, into the choice of the stage the turn goes on in \(then:\), which every seat is sent .*\[info\/leak\]$/),
    ]);
    // The move's own card, shown by the move (face up on the table), may be read; kept hidden, it may not.
    expect(errors(GAME.replace('to: table, faceUp: true', 'to: deck'))).toEqual([
      expect.stringMatching(/^branch\.yaml:45:15: this reads the chosen card "c" \(from "hand\[self\]"\).*\[info\/leak\]$/),
    ]);
  });
});
