import { describe, expect, it } from 'vitest';
import type { GameDef } from '@deckhand/dsl';
import { spellLog } from './spell';

describe('spellLog', () => {
  it("spells a race line's drawn word (card and attribute) as its answer, and nothing else", () => {
    const def = {
      cardTypes: { disc: { attributes: { word: 'string', back: 'colour' }, back: ['back'], drawn: ['word'] } },
      cards: [{ id: 0, type: 'disc', attrs: { word: 'pear', back: 'red' } }],
    } as unknown as GameDef;
    const drawn = new Map([['disc', ['word']]]);
    const log = [
      { turn: 1, seat: 0, message: 'is ready' },
      { turn: 2, seat: 1, race: { outcome: 'win' as const, seats: [1], word: { card: 0, attr: 'word' } } },
      // An attribute that is not drawn is not spelled.
      { turn: 3, seat: 1, race: { outcome: 'win' as const, seats: [1], word: { card: 0, attr: 'back' } } },
    ];
    const out = spellLog(def, drawn, log);
    expect(out[0]).toBe(log[0]);
    expect(out[1]!.race).toEqual({ outcome: 'win', seats: [1], word: { card: 0, attr: 'word' }, answer: 'pear' });
    expect(out[2]).toBe(log[2]);
    expect(log[1]!.race).not.toHaveProperty('answer'); // the input is not changed
    // Nothing to spell: the very same log.
    const quiet = [log[0]!];
    expect(spellLog(def, drawn, quiet)).toBe(quiet);
  });
});
