/** Default log sentences (log/sentence.ts), past tenses, and the template splitter. */
import { describe, expect, it } from 'vitest';
import { logSentence, sentenceText, type LogEntry, type MoveDef } from '../src/index';
import { pastTense } from '../src/log/past-tense';
import { revealClause } from '../src/log/sentence';
import { parseTemplate } from '../src/log/template';

const move = (name: string, label: string | undefined, args: MoveDef['args']): MoveDef => ({
  name,
  ...(label ? { label } : {}),
  args,
  do: [],
  simultaneous: false,
  secretArgs: false,
  serverOnly: false,
});
const hand = { zone: 'hand', seat: 'self' as const };
const def = {
  moves: {
    play: move('play', 'Play', [{ name: 'c', type: 'card', from: [hand], top: false }, { name: 'p', type: 'pile', zone: { zone: 'building' }, allowNew: true }]),
    name: move('name', 'Name a number', [{ name: 'n', type: 'number', min: 0, max: 21 }]),
    pick: move('pick', 'Pick', [{ name: 'pick', type: 'card', from: [hand], top: false }]),
    returnToBox: move('returnToBox', 'Return to the box', [{ name: 'chosen', type: 'cards', from: [hand], count: 5, top: false }]),
    nothingToPlay: move('nothingToPlay', 'Nothing to play', []),
    passThree: move('passThree', 'Pass three cards', [{ name: 'cs', type: 'cards', from: [hand], count: 3, top: false }]),
    layOff: move('layOff', 'Lay off', [{ name: 'c', type: 'card', from: [hand], top: false }, { name: 'm', type: 'pile', zone: { zone: 'melds' }, allowNew: false }]),
    extend: move('extend', 'Add', [{ name: 'c', type: 'card', from: [hand], top: false }, { name: 'm', type: 'pile', zone: { zone: 'melds' }, allowNew: false, label: 'meld' }]),
    ask: move('ask', undefined, [{ name: 'who', type: 'seat' }, { name: 'rank', type: 'choice', values: ['A', 'K'] }, { name: 'loud', type: 'boolean' }]),
  },
};
const faces: Record<number, string> = { 4: '4', 15: '15', 40: 'Term 5: induction', 7: '7', 8: '8' };
const names = { seat: (s: number) => ['Ada', 'Bot 2', 'Cy'][s]!, card: (id: number) => faces[id] };
const say = (e: LogEntry) => sentenceText(logSentence(def, e), names);

describe('default log sentences', () => {
  it('name the seat, the move in the past tense and its arguments by type, piles 1-based', () => {
    expect(say({ turn: 1, seat: 0, move: 'play', args: [4, 1] })).toBe('Ada played 4 on pile 2');
    expect(say({ turn: 1, seat: 2, move: 'ask', args: [0, 'K', true] })).toBe('Cy asked Ada, K, loud: yes');
    expect(say({ turn: 1, seat: 1, move: 'pass' })).toBe('Bot 2 passed');
  });

  it('a label that names its own object is followed by a colon; a verb with a particle is not', () => {
    expect(say({ turn: 1, seat: 0, move: 'passThree', args: [[4, 7, 8]] })).toBe('Ada passed three cards: 4, 7 and 8');
    expect(say({ turn: 1, seat: 0, move: 'layOff', args: [7, 0] })).toBe('Ada laid off 7 on pile 1');
  });

  it("a pile is said by its argument's label where it has one: \"on meld 2\", not \"on pile 2\"", () => {
    expect(say({ turn: 1, seat: 0, move: 'extend', args: [7, 1] })).toBe('Ada added 7 on meld 2');
    expect(say({ turn: 1, seat: 0, parts: [{ seat: 0 }, ' placed ', { card: 40 }, ' on ', { pile: 0, zone: 'sets', label: 'set', caption: '1 card' }] })).toBe(
      'Ada placed Term 5: induction on set 1 — 1 card',
    );
  });

  it('a label that is not a verb is quoted after the seat', () => {
    expect(say({ turn: 1, seat: 0, move: 'nothingToPlay', args: [] })).toBe('Ada: nothing to play');
  });

  it('say who showed each revealed card', () => {
    expect(say({ turn: 1, seat: 1, move: 'name', args: [15], revealed: [15], from: [0] })).toBe('Bot 2 named a number: 15; Ada showed 15');
    expect(say({ turn: 1, seat: 1, move: 'name', args: [7], revealed: [7, 8], from: [2, 2] })).toBe('Bot 2 named a number: 7; Cy showed 7 and 8');
    expect(say({ turn: 1, seat: 1, move: 'name', args: [7], revealed: [7] })).toBe('Bot 2 named a number: 7; revealed 7');
    // A card its argument names (played face up) is not said twice.
    expect(say({ turn: 1, seat: 0, move: 'play', args: [4, 1], revealed: [4], from: [0] })).toBe('Ada played 4 on pile 2');
  });

  it('the reveal clause: one holder said at once, several grouped in the order they first appear, added to a given line', () => {
    expect(revealClause({ revealed: [7, 8], from: [2, 2] })).toEqual(['; ', { seat: 2 }, ' showed ', { list: [{ card: 7 }, { card: 8 }] }]);
    expect(revealClause({ revealed: [7, 8, 4], from: [2, 0, 2] })).toEqual([
      '; ', { seat: 2 }, ' showed ', { list: [{ card: 7 }, { card: 4 }] },
      '; ', { seat: 0 }, ' showed ', { card: 8 },
    ]);
    // No holder at all, and a holder after a shared zone's card: the shared one is the actor's when there is one.
    expect(revealClause({ revealed: [7] })).toEqual(['; revealed ', { card: 7 }]);
    expect(revealClause({ revealed: [7, 8], from: [null, 1] }, 0)).toEqual(['; ', { seat: 0 }, ' revealed ', { card: 7 }, '; ', { seat: 1 }, ' showed ', { card: 8 }]);
    // Onto a line's own parts: the same list comes back, the clause at its end; nothing revealed leaves it alone.
    const line = [{ seat: 1 }, ' named ', { n: 15 }];
    expect(revealClause({ revealed: [15], from: [0] }, undefined, line)).toBe(line);
    expect(line).toEqual([{ seat: 1 }, ' named ', { n: 15 }, '; ', { seat: 0 }, ' showed ', { card: 15 }]);
    expect(revealClause({ revealed: [] }, undefined, line)).toHaveLength(7);
  });

  it('a secret choice reads "chose a card"; once its own effects revealed it, it reads with the card', () => {
    expect(say({ turn: 1, seat: 1, move: 'pick' })).toBe('Bot 2 chose a card');
    expect(say({ turn: 1, seat: 1, move: 'returnToBox' })).toBe('Bot 2 chose 5 cards');
    expect(say({ turn: 1, seat: 1, move: 'pick', revealed: [40] })).toBe('Bot 2 picked Term 5: induction');
    // The seat that chose reads its own choice; a card this view has no face for is "a card".
    expect(say({ turn: 1, seat: 1, move: 'pick', args: [40] })).toBe('Bot 2 picked Term 5: induction');
    expect(say({ turn: 1, seat: 1, move: 'pick', args: [99] })).toBe('Bot 2 picked a card');
  });

  it('races, messages and template lines', () => {
    expect(say({ turn: 1, seat: 1, move: 'raceResolve', race: { outcome: 'win', seats: [1], answer: 'camel' } })).toBe('Bot 2 read “camel” first');
    expect(say({ turn: 1, seat: null, race: { outcome: 'tie', seats: [0, 1, 2] } })).toBe('Ada, Bot 2 and Cy tie on the answer');
    expect(say({ turn: 1, seat: null, race: { outcome: 'stuck', seats: [] } })).toBe('Everyone is stuck on the answer');
    expect(say({ turn: 1, seat: null, race: { outcome: 'stuck', seats: [], timedOut: true } })).toBe('Nobody answered in time');
    // A slap race (Slapjack) has no word to read: its rounds are slaps.
    expect(say({ turn: 1, seat: 0, race: { outcome: 'win', seats: [0], slap: true } })).toBe('Ada slapped first');
    expect(say({ turn: 1, seat: null, race: { outcome: 'tie', seats: [0, 2], slap: true } })).toBe('Ada and Cy slapped together');
    expect(say({ turn: 1, seat: null, race: { outcome: 'stuck', seats: [], slap: true, timedOut: true } })).toBe('Nobody slapped in time');
    expect(say({ turn: 1, seat: null, race: { outcome: 'stuck', seats: [], slap: true } })).toBe('Nobody slapped');
    // A line in lower case says what its seat did; one in upper case is a sentence of its own.
    expect(say({ turn: 1, seat: 2, message: 'takes the pile' })).toBe('Cy takes the pile');
    expect(say({ turn: 1, seat: 2, message: 'Play changes direction.' })).toBe('Play changes direction.');
    expect(say({ turn: 1, seat: 2, message: 'Go fish!' })).toBe('Go fish!');
    expect(say({ turn: 1, seat: null, message: 'The deck is reshuffled.' })).toBe('The deck is reshuffled.');
    expect(say({ turn: 1, seat: 0, parts: [{ seat: 0 }, ' placed ', { card: 40 }, ' on ', { pile: 0, zone: 'sets' }] })).toBe('Ada placed Term 5: induction on pile 1');
    expect(say({ turn: 1, seat: 0, parts: [{ seat: 0 }, ' drew ', { card: null }] })).toBe('Ada drew a card');
  });
});

describe('past tense of a move label', () => {
  it('turns labels that start with a known verb, and leaves the rest', () => {
    expect(pastTense('Play')).toBe('played');
    expect(pastTense('Name two numbers')).toBe('named two numbers');
    expect(pastTense('Draw a card')).toBe('drew a card');
    expect(pastTense('Slap')).toBe('slapped');
    expect(pastTense('Rearrange')).toBe('rearranged');
    expect(pastTense('Go fishing')).toBe('went fishing');
    expect(pastTense('Nothing to play')).toBeUndefined();
    expect(pastTense('constructor')).toBeUndefined();
  });
});

describe('log template splitting', () => {
  it('splits text and placeholders, with literal braces and quotes inside placeholders', () => {
    expect(parseTemplate("{a} and {{b}} {c == '}' ? 1 : 2}")).toEqual({
      ok: true,
      hasPlaceholders: true,
      pieces: [{ expr: 'a', at: 1 }, { text: ' and {b} ' }, { expr: "c == '}' ? 1 : 2", at: 15 }],
    });
  });

  it('reports unbalanced braces where they are', () => {
    expect(parseTemplate('a {b')).toMatchObject({ ok: false, at: 2 });
    expect(parseTemplate('a } b')).toMatchObject({ ok: false, at: 2 });
    expect(parseTemplate('a {b {c}}')).toMatchObject({ ok: false, at: 5 });
    expect(parseTemplate('a { } b')).toMatchObject({ ok: false, at: 2 });
  });
});
