import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { joinLogTexts, readState, sharedLogLength, storedState } from './state-text';

const state = (G: unknown, extra: Record<string, unknown> = {}) => ({ G, ctx: { turn: 1, currentPlayer: '0' }, plugins: {}, _stateID: 3, ...extra }) as unknown as State;
const json = (x: unknown) => JSON.parse(JSON.stringify(x)) as unknown;

/** What a database holds after writing `s` whole, read back. */
const roundTrip = (s: State): State => {
  const stored = storedState(s);
  return readState(stored.text, stored.log ? [JSON.stringify(stored.log.entries)] : undefined);
};

describe('a state as stored: the game log apart from the rest', () => {
  it('reads back as the same data as JSON.stringify, whatever the state holds', () => {
    const cases = [
      state({ zones: { deck: [1, 2] }, log: [{ seat: 0, move: 'play', args: [1] }, { message: 'x', gone: undefined }] }),
      state({ log: [] }),
      state({ log: [null, undefined, 3, 'a', [1, { b: undefined }]] }),
      state({ log: [{ a: 1 }], n: Number.NaN, u: undefined }),
      state({ noLog: true }),
      state(null),
      state({ log: 'not a list' }),
      state({ log: [{ a: 1 }] }, { deltalog: undefined }),
    ];
    for (const s of cases) expect(roundTrip(s)).toEqual(json(s));
  });

  it('keeps the log out of the state text, and says which entries are new', () => {
    const s = state({ hand: [1], log: [{ seat: 0 }, { seat: 1 }, { seat: 2 }] });
    const stored = storedState(s, 2);
    expect(JSON.parse(stored.text)).toEqual({ ...json(s) as object, G: { hand: [1] } });
    expect(stored.log).toEqual({ entries: s.G.log, from: 2 });
    // A claim past the end cannot append anything that is not there.
    expect(storedState(s, 9).log!.from).toBe(3);
    expect(storedState(state({ noLog: true })).log).toBeUndefined();
  });

  it("keeps the turn's undo stack without a copy of the log in each entry, and reads it back whole", () => {
    const e = [{ seat: 0 }, { seat: 1 }, { seat: 2 }];
    const undo = [
      { G: { hand: [1, 2], log: [e[0]] }, ctx: { turn: 1 }, plugins: {} },
      { G: { hand: [2], log: [e[0], e[1]] }, ctx: { turn: 1 }, plugins: {}, playerID: '0', moveType: 'play' },
      // Not the start of the state's log: kept as it is.
      { G: { hand: [], log: [{ seat: 9 }] }, ctx: { turn: 1 }, plugins: {}, playerID: '0', moveType: 'play' },
    ];
    const s = state({ hand: [2], log: [e[0], e[1], e[2]] }, { _undo: undo });
    const text = storedState(s).text;
    expect(text.match(/"seat":0/g)).toBeNull();
    expect(text).toContain('"seat":9');
    expect(roundTrip(s)).toEqual(json(s));
  });

  it('joins the rows of a log written in several appends, empty ones included', () => {
    expect(joinLogTexts([])).toEqual([]);
    expect(joinLogTexts(['[{"a":1}]'])).toEqual([{ a: 1 }]);
    expect(joinLogTexts(['[{"a":1},2]', '[]', '["x"]', '[null]'])).toEqual([{ a: 1 }, 2, 'x', null]);
    expect(readState(storedState(state({ log: [1] })).text, ['[1,2]', '[3]']).G).toEqual({ log: [1, 2, 3] });
  });

  it('counts as stored only the entries a later state shares, by identity, from the start of the log', () => {
    const e = [{ seat: 0 }, { seat: 1 }, { seat: 2 }];
    const before = state({ log: [e[0], e[1]] });
    expect(sharedLogLength(before, state({ log: [e[0], e[1], e[2]] }))).toBe(2);
    expect(sharedLogLength(before, state({ log: [e[0], e[1]] }))).toBe(2);
    // Equal but not the same objects (a state read back from the database): nothing is vouched for.
    expect(sharedLogLength(before, state({ log: json([e[0], e[1], e[2]]) }))).toBe(0);
    // A log rewritten at its start, or shorter, or none at all.
    expect(sharedLogLength(before, state({ log: [e[2], e[1], e[2]] }))).toBe(0);
    expect(sharedLogLength(before, state({ log: [e[0]] }))).toBe(0);
    expect(sharedLogLength(undefined, state({ log: [e[0]] }))).toBe(0);
    expect(sharedLogLength(before, state({ noLog: true }))).toBe(0);
  });
});
