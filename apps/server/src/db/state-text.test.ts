import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { stateText } from './state-text';

const state = (G: unknown, extra: Record<string, unknown> = {}) => ({ G, ctx: { turn: 1, currentPlayer: '0' }, plugins: {}, _stateID: 3, ...extra }) as unknown as State;

describe('the stored text of a state', () => {
  it('holds the same data as JSON.stringify, whatever the state holds', () => {
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
    for (const s of cases) expect(JSON.parse(stateText(s))).toEqual(JSON.parse(JSON.stringify(s)));
  });

  it('writes each log entry once: a later state whose log goes on from it reuses the text written', () => {
    let written = 0;
    const entry = (seat: number) => ({ seat, toJSON: () => (written++, { seat }) });
    const log = [entry(0)];
    const states = [state({ log })];
    for (let i = 1; i < 5; i++) states.push(state({ log: [...states.at(-1)!.G.log, entry(i)] }, { _stateID: 3 + i }));
    for (const s of states) expect(JSON.parse(stateText(s)).G.log).toEqual(s.G.log.map((e: { seat: number }) => ({ seat: e.seat })));
    expect(written).toBe(5);
  });

  it('writes a log again where it is not the one written before with entries added (another branch, a reload)', () => {
    const shared = { seat: 0 };
    const a = state({ log: [shared, { seat: 1 }] });
    const b = state({ log: [{ seat: 9 }, shared, { seat: 2 }] });
    const c = state({ log: [{ seat: 7 }, { seat: 1 }] });
    for (const s of [a, b, c, a]) expect(JSON.parse(stateText(s))).toEqual(JSON.parse(JSON.stringify(s)));
  });
});
