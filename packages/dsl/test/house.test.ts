/**
 * The house (`house:`, issue 36): an automated dealer that plays by a fixed rule and is not a seat. It is never in
 * `seats`, the turn order or `ctx.numPlayers`; it plays once per hand (or turn) when its condition first holds, in its
 * own name; every settled seat's hand is a win, a loss or a push against it, kept in a score and tallied in the result;
 * and its hidden card reaches no seat before it shows it. Both engines agree.
 */
import { describe, expect, it } from 'vitest';
import { fastPlayout, playout, sentenceText, logSentence, validate, type GameState, type PlayerView } from '../src/index';
import { gameFrom, start } from './helpers';

/** A duel with the house: each seat draws cards or stands; the house turns up its hole card and draws to 12. */
const SPEC = (extra = '', each = '') => `
id: duel
name: Duel
players: { min: 1, max: 3 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..6 }, copies: 4 }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: public }
  bank: { visibility: public, caption: "{sum(pile, card.v)}" }
  hole: { visibility: hidden, showBacks: true }
vars:
  score: { type: number, scope: player, initial: 0 }
  done: { type: boolean, scope: player, initial: false }
define:
  total(cards): sum(cards, card.v)
hands:
  onBegin:
    - gather: deck
    - shuffle: deck
    - deal: { from: deck, to: hand, count: 1, faceUp: true }
    - move: { from: deck, to: bank, faceUp: true }
    - move: { from: deck, to: hole }
  endIf: housePlayed()
  reset: [done]
turn:
  first: 0
moves:
  draw:
    if: not vars.done[self] and total(hand[self]) < 12
    do: [ { move: { from: deck, to: "hand[self]", faceUp: true } } ]
  stand:
    if: not vars.done[self]
    do: [ { set: { var: done, seat: self, value: true } }, endTurn ]
house:
  label: Bank
  zones: [bank, hole]
  plays:
    when: all(seats, vars.done[seat])
${each}
    do:
      - move: { from: hole, to: bank, faceUp: true }
      - log: "turns up {top(bank)}"
      - repeat:
          while: total(bank) < 12 and count(deck) > 0
          do:
            - move: { from: deck, to: bank, faceUp: true }
            - log: "draws {top(bank)}: {total(bank)}"
  settle:
    win: "total(hand[seat]) <= 12 and (total(bank) > 12 or total(hand[seat]) > total(bank))"
    lose: "total(hand[seat]) > 12 or total(hand[seat]) < total(bank)"
    stake: 2
    score: score
${extra}
end:
  - when: housePlayed() and handNumber >= 3
    winners: filter(seats, vars.score[seat] > 0)
    score: vars.score[seat]
`;

const names = { seat: (s: number) => ['Ada', 'Bea', 'Cy'][s]!, card: () => 'a card' };

describe('house', () => {
  it('validates to a house that is no seat: not in players, and named "the bank" by default', () => {
    const r = validate(SPEC());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.def.house).toMatchObject({ label: 'Bank', speak: 'the bank', zones: ['bank', 'hole'], each: 'hand', settle: { stake: 2, score: 'score' } });
    expect(r.def.players).toEqual({ min: 1, max: 3 });
  });

  it('plays once per hand when every seat has finished, in its own name, and settles every hand', () => {
    const game = gameFrom(SPEC());
    const m = start(game, 2, 'h1');
    expect(m.state.ctx.numPlayers).toBe(2);
    expect(m.move(0, 'stand')).toBe(true);
    // Seat 1's turn: the house waits for every seat.
    expect(m.state.G.house!.played).toBeUndefined();
    expect(m.state.ctx.currentPlayer).toBe('1');
    expect(m.move(1, 'stand')).toBe(true);
    const G = m.state.G;
    expect(G.house!.played).toEqual({ hand: 1, turn: 2 });
    expect(G.hands!.number).toBe(2);
    const lines = G.log.map((e) => sentenceText(logSentence(game.deckhand.def, e), names));
    const played = lines.slice(lines.indexOf('Hand 1 begins.'), lines.indexOf('Hand 1 is over.') + 1);
    expect(played.some((l) => /^The bank turns up a card$/.test(l))).toBe(true);
    // One settled line per seat, in the seat's or the bank's name, with the stake.
    const settled = played.filter((l) => /beats|push/.test(l));
    expect(settled).toHaveLength(2);
    for (const l of settled) expect(l).toMatch(/^(Ada beats the bank \(\+2\)|Bea beats the bank \(\+2\)|The bank beats (Ada|Bea) \(−2\)|(Ada|Bea) and the bank push)$/);
    // Every outcome is kept: the score moves by the stake, the tally counts one hand per seat.
    const t = G.house!.tally;
    for (const s of [0, 1]) {
      expect(t.wins[s]! + t.losses[s]! + t.pushes[s]!).toBe(1);
      expect((G.vars.score as number[])[s]).toBe(2 * t.wins[s]! - 2 * t.losses[s]!);
      expect(G.house!.last[s]).toBe(t.wins[s] ? 'win' : t.losses[s] ? 'lose' : 'push');
    }
    // The next hand starts with seat 0 again, the done flags reset.
    expect(m.state.ctx.currentPlayer).toBe('0');
    expect(G.vars.done).toEqual([false, false]);
  });

  it('keeps its hole card from every seat until it turns it up', () => {
    const game = gameFrom(SPEC());
    const m = start(game, 2, 'h2');
    const hole = (m.state.G.zones.hole as number[])[0]!;
    for (const seat of [0, 1, null]) {
      const v = game.playerView!({ G: m.state.G, ctx: m.state.ctx, playerID: seat === null ? null : String(seat) } as never) as PlayerView;
      expect(v.zones.hole).toEqual([null]);
      expect(v.faces[hole]).toBeUndefined();
      expect(JSON.stringify(v.log)).not.toContain(`"card":${hole}`);
    }
    m.move(0, 'stand');
    m.move(1, 'stand');
    // Turned up by the house: in every view now, and named in its line.
    const v = game.playerView!({ G: m.state.G, ctx: m.state.ctx, playerID: '1' } as never) as PlayerView;
    const line = v.log.find((e) => e.parts?.[0] === 'The bank turns up ')!;
    expect(line.parts![1]).toEqual({ card: hole });
    expect(v.faces[hole]).toBeDefined();
  });

  it('counts every hand in the result, and both engines agree', () => {
    const game = gameFrom(SPEC());
    for (const players of [1, 3]) {
      for (let seed = 0; seed < 6; seed++) {
        const slow = playout(game, { players, seed: `agree${seed}` });
        const fast = fastPlayout(game, { players, seed: `agree${seed}` });
        expect(JSON.parse(JSON.stringify(fast.final.G))).toEqual(JSON.parse(JSON.stringify(slow.final.G)));
        const r = fast.final.G.result!;
        expect(r.house).toBeDefined();
        for (let s = 0; s < players; s++) expect(r.house!.wins[s]! + r.house!.losses[s]! + r.house!.pushes[s]!).toBe(3);
        expect(r.winners).toEqual([...Array(players).keys()].filter((s) => r.scores![s]! > 0));
      }
    }
  });

  it('with each: turn plays once in every turn its condition holds', () => {
    const spec = SPEC('', '    each: turn').replace('when: all(seats, vars.done[seat])', 'when: vars.done[current]').replace('endIf: housePlayed()', 'endIf: all(seats, vars.done[seat])').replace('when: housePlayed() and handNumber >= 3', 'when: handNumber >= 2 and all(seats, vars.done[seat])');
    const game = gameFrom(spec.replace('    win: "total', '    seats: list(current)\n    win: "total'));
    const m = start(game, 2, 'h3');
    m.move(0, 'stand');
    const G1 = m.state.G as GameState;
    expect(G1.house!.played).toEqual({ hand: 1, turn: 1 });
    expect(G1.house!.last).toEqual([expect.any(String), null]);
    m.move(1, 'stand');
    expect(m.state.G.house!.played).toEqual({ hand: 1, turn: 2 });
    expect(m.state.G.house!.last[1]).not.toBeNull();
  });
});
