/**
 * Which moves may be taken back (issue 37 item 7), read from the effects of any game: the rule from the IR and the
 * comparison of the table before and after a move (what it showed, to whom).
 */
import { describe, expect, it } from 'vitest';
import { undoLeak, undoRules, validate, type GameDef } from '../src/index';
import { gameFrom, start } from './helpers';

const GAME = `
id: undo-test
name: Undo test
players: { min: 2, max: 3 }
cards:
  c: { attributes: { v: number } }
deck:
  - { type: c, range: { v: 1..30 } }
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: owner }
  stock: { scope: player, visibility: top }
  table: { visibility: public }
  tucked: { visibility: hidden }
  faces: { visibility: faces }
setup:
  - shuffle: deck
  - deal: { from: deck, to: hand, count: 3 }
  - deal: { from: deck, to: stock, count: 3 }
turn:
  canPass: true
moves:
  lay:
    args: { c: { type: card, from: "hand[self]" } }
    do:
      - move: { cards: c, to: table }
  tuck:
    args: { c: { type: card, from: "hand[self]" } }
    do:
      - move: { cards: c, to: tucked }
  draw:
    do:
      - move: { from: deck, to: "hand[self]", count: 1 }
  layThenRefill:
    args: { c: { type: card, from: "hand[self]" } }
    do:
      - move: { cards: c, to: table }
      - if: count(hand[self]) == 0
        then:
          - move: { from: deck, to: "hand[self]", count: 3 }
  fromStock:
    args: { c: { type: card, from: "stock[self]", top: true } }
    do:
      - move: { cards: c, to: table }
  fromEither:
    args: { c: { type: card, from: ["hand[self]", "stock[self]"], top: [stock] } }
    do:
      - move: { cards: c, to: table }
  steal:
    args: { s: { type: seat } }
    do:
      - move: { from: "hand[s]", to: "hand[self]", count: 1 }
  mix:
    do:
      - shuffle: deck
  flipUp:
    do:
      - flip: { zone: faces, which: all, faceUp: true }
  done:
    do:
      - endTurn
  noTakeBack:
    undo: false
    args: { c: { type: card, from: "hand[self]" } }
    do:
      - move: { cards: c, to: table }
end:
  - when: count(deck) == 0
    draw: seats
`;

function def(): GameDef {
  const r = validate(GAME, { file: 'undo.yaml' });
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.def;
}

describe('undo rules from the effects', () => {
  const rules = undoRules(def());

  it('laying or tucking your own card may be taken back', () => {
    expect(rules['lay']).toEqual({ undo: 'yes' });
    expect(rules['tuck']).toEqual({ undo: 'yes' });
  });

  it('a draw from a pile nobody sees may not, and says why', () => {
    expect(rules['draw']).toEqual({ undo: 'no', reason: 'It draws from the deck, which nobody could see.' });
  });

  it('a draw under a condition is checked once it has run', () => {
    expect(rules['layThenRefill']).toEqual({ undo: 'checked', reason: 'It draws from the deck, which nobody could see.' });
  });

  it('the top of a pile whose top card is seen uncovers the next one', () => {
    expect(rules['fromStock']).toMatchObject({ undo: 'no', reason: expect.stringContaining('uncovers the next card of the stock') });
  });

  it('a card from the hand or from the top of the stock: checked once it has run (only the stock uncovers a card)', () => {
    expect(rules['fromEither']).toMatchObject({ undo: 'checked', reason: expect.stringContaining('uncovers the next card of the stock') });
  });

  it("another seat's cards, chance, faces turned up and the turn's end may not", () => {
    expect(rules['steal']).toMatchObject({ undo: 'no', reason: expect.stringContaining("another player's hand") });
    expect(rules['mix']).toMatchObject({ undo: 'no', reason: expect.stringContaining('chance') });
    expect(rules['flipUp']).toMatchObject({ undo: 'no', reason: 'It turns cards face up.' });
    expect(rules['done']).toMatchObject({ undo: 'no', reason: 'It ends your turn.' });
  });

  it('`undo: false` in the YAML turns it off', () => {
    expect(rules['noTakeBack']).toMatchObject({ undo: 'no', reason: 'The rules say this move cannot be taken back.' });
  });

  it('boardgame.io is told the same: only moves that can never show anything are undoable in its reducer', () => {
    const game = gameFrom(GAME);
    const moves = game.moves as Record<string, { undoable?: boolean }>;
    expect(game.disableUndo).toBe(false);
    expect(moves['lay']!.undoable).toBe(true);
    expect(moves['draw']!.undoable).toBe(false);
    expect(moves['layThenRefill']!.undoable).toBe(false);
    expect(moves['pass']!.undoable).toBe(false);
  });
});

describe('undo leak: the table before and after', () => {
  const game = gameFrom(GAME);
  const { def: d, hooks } = game.deckhand;

  it('a laid card shows the others only what the mover chose to show', () => {
    const m = start(game, 2);
    const before = m.state.G;
    const card = (before.zones['hand'] as number[][])[0]![0]!;
    expect(m.move(0, 'lay', card)).toBe(true);
    expect(undoLeak(d, hooks, before, m.state.G, 0, 2)).toBeUndefined();
  });

  it('a draw shows the mover a card they had not seen', () => {
    const m = start(game, 2);
    const before = m.state.G;
    expect(m.move(0, 'draw')).toBe(true);
    expect(undoLeak(d, hooks, before, m.state.G, 0, 2)).toBe('It showed you a card you had not seen.');
  });

  it('the same move, from the hand: nothing shown; from the stock: the next card shown', () => {
    const m = start(game, 2);
    const before = m.state.G;
    const inHand = (before.zones['hand'] as number[][])[0]![0]!;
    expect(m.move(0, 'fromEither', inHand)).toBe(true);
    expect(undoLeak(d, hooks, before, m.state.G, 0, 2)).toBeUndefined();
    const mid = m.state.G;
    const top = (mid.zones['stock'] as number[][])[0]!.at(-1)!;
    expect(m.move(0, 'fromEither', top)).toBe(true);
    expect(undoLeak(d, hooks, mid, m.state.G, 0, 2)).toBe('It showed you a card you had not seen.');
  });

  it('taking a stock top card uncovers the next one for everyone', () => {
    const m = start(game, 2);
    const before = m.state.G;
    const top = (before.zones['stock'] as number[][])[0]!.at(-1)!;
    expect(m.move(0, 'fromStock', top)).toBe(true);
    expect(undoLeak(d, hooks, before, m.state.G, 0, 2)).toBe('It showed you a card you had not seen.');
  });
});
