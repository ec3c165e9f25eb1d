/** The shipped standard playing card and decks, attribute value names, and number arguments `of:` an attribute. */
import { describe, expect, it } from 'vitest';
import { drawFace, logSentence, sentenceText, validate, type GameDef } from '../src/index';
import { gameFrom, start } from './helpers';

const game = (cards: string, deck: string, extra = '') => `
id: t
name: T
players: { min: 2, max: 4 }
cards:
${cards}
deck:
${deck}
zones:
  deck: { visibility: hidden }
  hand: { scope: player, visibility: owner }
  table: { visibility: public }
${extra}
end:
  - { when: "count(deck) == 0", draw: seats }
`;

const NO_MOVES = `moves:\n  go: { do: [] }`;

function defOf(yaml: string): GameDef {
  const r = validate(yaml);
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return r.def;
}

const key = (c: { attrs: Record<string, unknown> }) => `${c.attrs.rank}${String(c.attrs.suit)[0]}`;

describe('the standard playing card', () => {
  it('fills rank, suit and colour, the A–K face and the rank names; the deck lists ranks × suits like a crossed range', () => {
    const def = defOf(game('  playing: { standard: true }', '  - { standard: 52 }', NO_MOVES));
    expect(def.cardTypes.playing!.attributes).toEqual({ rank: 'number', suit: 'string', colour: 'string' });
    expect(def.cardTypes.playing!.label).toBe('Playing card');
    expect(def.cardTypes.playing!.names!.rank!['12']).toEqual(['queen', 'queens']);
    expect(def.cardTypes.playing!.names!.rank!['6']).toEqual(['six', 'sixes']);
    expect(def.cards).toHaveLength(52);
    // The same order (and so the same ids) as `range: { rank: 1..13, suit: [clubs, diamonds, hearts, spades] }`.
    const crossed = defOf(game('  playing: { attributes: { rank: number, suit: string } }', '  - { type: playing, range: { rank: 1..13, suit: [clubs, diamonds, hearts, spades] } }', NO_MOVES));
    expect(def.cards.map(key)).toEqual(crossed.cards.map(key));
    expect(def.cards.filter((c) => c.attrs.colour === 'red').every((c) => c.attrs.suit === 'hearts' || c.attrs.suit === 'diamonds')).toBe(true);
    expect(def.cards.filter((c) => c.attrs.colour === 'red')).toHaveLength(26);
    const queen = def.cards.find((c) => c.attrs.rank === 12 && c.attrs.suit === 'spades')!;
    const face = drawFace('playing', queen.attrs, def.cardTypes.playing, 't');
    expect(face.title).toBe('Q♠');
    expect(face.speak).toBe('queen of spades');
    expect(drawFace('playing', def.cards.find((c) => c.attrs.suit === 'hearts')!.attrs, def.cardTypes.playing, 't').suit?.red).toBe(true);
  });

  it('aces high ranks the ace 14 (drawn A, named ace); short decks keep the ace and the ranks from 6, 7 or 9 up', () => {
    const high = defOf(game('  playing: { standard: { aces: high } }', '  - { standard: 52 }', NO_MOVES));
    expect(Math.min(...high.cards.map((c) => c.attrs.rank as number))).toBe(2);
    const ace = high.cards.find((c) => c.attrs.rank === 14)!;
    expect(drawFace('playing', ace.attrs, high.cardTypes.playing, 't').title).toBe(`A${drawFace('playing', ace.attrs, high.cardTypes.playing, 't').suit!.symbol}`);
    expect(high.cardTypes.playing!.names!.rank!['14']).toEqual(['ace', 'aces']);
    expect(high.cardTypes.playing!.names!.rank!['1']).toBeUndefined();
    const ranks = (size: number, aces: string) =>
      [...new Set(defOf(game(`  playing: { standard: { aces: ${aces} } }`, `  - { standard: ${size} }`, NO_MOVES)).cards.map((c) => c.attrs.rank as number))];
    expect(ranks(32, 'high')).toEqual([7, 8, 9, 10, 11, 12, 13, 14]);
    expect(ranks(24, 'low')).toEqual([1, 9, 10, 11, 12, 13]);
    expect(ranks(36, 'high')).toHaveLength(9);
  });

  it('except leaves cards out; copies, fixed attributes and extra attributes of the game go with it', () => {
    const def = defOf(
      game(
        '  playing: { standard: true, attributes: { points: number, back: string } }',
        '  - { standard: 52, except: [{ rank: 12, suit: clubs }], attributes: { back: blue, points: 0 } }\n  - { type: playing, standard: 24, copies: 2, attributes: { back: red, points: 1 } }',
        NO_MOVES,
      ),
    );
    expect(def.cards).toHaveLength(51 + 48);
    expect(def.cards.some((c) => c.attrs.back === 'blue' && c.attrs.rank === 12 && c.attrs.suit === 'clubs')).toBe(false);
    expect(def.cards.filter((c) => c.attrs.back === 'red' && c.attrs.rank === 9 && c.attrs.suit === 'hearts')).toHaveLength(2);
    expect(def.cardTypes.playing!.attributes.points).toBe('number');
  });

  it('a standard card listed by a range or by hand gets its colour from its suit', () => {
    const def = defOf(game('  playing: { standard: true }', '  - { type: playing, range: { rank: 1..2, suit: [hearts, clubs] } }\n  - { type: playing, attributes: { rank: 5, suit: diamonds } }', NO_MOVES));
    expect(def.cards.map((c) => c.attrs.colour)).toEqual(['red', 'black', 'red', 'black', 'red']);
  });

  it('a game may rename values: names on its own attributes, and over the standard ranks', () => {
    const def = defOf(game('  playing:\n    standard: true\n    attributes:\n      rank: { type: number, names: { 11: knave } }', '  - { standard: 52 }', NO_MOVES));
    expect(def.cardTypes.playing!.names!.rank!['11']).toEqual(['knave', 'knaves']);
    expect(def.cardTypes.playing!.names!.rank!['12']).toEqual(['queen', 'queens']);
  });
});

const ASK = game(
  '  playing: { standard: true }',
  '  - { standard: 52 }',
  `setup:
  - deal: { from: deck, to: hand, count: 5 }
  - move: { from: deck, to: table }
moves:
  ask:
    args:
      who: { type: seat }
      rank: { type: number, of: rank }
    if: who != self
    log: "{self} asked {who} for {plural(rank)}; top card is a {name(top(table).rank)}"
    do: [ endTurn ]
  name:
    args:
      who: { type: seat }
      rank: { type: number, of: rank }
    if: who != self
    do: [ endTurn ]`,
);

describe('value names in sentences', () => {
  const names = { seat: (s: number) => ['Ada', 'Bea'][s]!, card: () => undefined };

  it('a number argument of: rank takes the deck\'s ranks and is said by name, in templates and default sentences', () => {
    const g = gameFrom(ASK);
    const def = g.deckhand.def;
    expect(def.moves.ask!.args[1]).toMatchObject({ type: 'number', min: 1, max: 13, of: 'rank' });
    const m = start(g, 2, 'ask');
    expect(m.move(0, 'ask', 1, 14)).toBe(false);
    expect(m.move(0, 'ask', 1, 12)).toBe(true);
    const top = def.cards[(m.state.G.zones.table as number[]).at(-1)!]!.attrs.rank as number;
    const said = def.cardTypes.playing!.names!.rank![String(top)]![0];
    expect(sentenceText(logSentence(def, m.state.G.log.at(-1)!), names)).toBe(`Ada asked Bea for queens; top card is a ${said}`);
    expect(m.move(1, 'name', 0, 6)).toBe(true);
    expect(sentenceText(logSentence(def, m.state.G.log.at(-1)!), names)).toBe('Bea named Ada, six');
  });
});
