import { describe, expect, it } from 'vitest';
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { reducerInput } from './reducer-input';

function deepFreeze<T>(v: T): T {
  if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

/** Every seat acts in a stage with move limits: the reducer counts each move in ctx's active-player maps. */
const staged: Game<{ n: number }> = {
  name: 'staged',
  setup: () => ({ n: 0 }),
  turn: {
    activePlayers: { all: 'play', minMoves: 1, maxMoves: 2 },
    stages: { play: { moves: { bump: ({ G }) => ({ n: G.n + 1 }), rest: ({ G, events }) => (events.setStage('play'), G) } } },
  },
};

const move = (type: string, playerID: string) => ({ type: 'MAKE_MOVE', payload: { type, args: [], playerID } });

describe('reducer input (a lent state, never written)', () => {
  it('lets the reducer count moves and set stages without touching the state it was lent', () => {
    const reduce = CreateGameReducer({ game: staged });
    const lent = deepFreeze(JSON.parse(JSON.stringify(InitializeGame({ game: staged, numPlayers: 2 }))) as State);
    const before = JSON.stringify(lent);
    const next = reduce(reducerInput(lent), move('bump', '0') as never) as State;
    expect((next.G as { n: number }).n).toBe(1);
    expect(next.ctx._activePlayersNumMoves).toEqual({ '0': 1, '1': 0 });
    const staged2 = reduce(reducerInput(next), move('rest', '1') as never) as State;
    expect(staged2.ctx.activePlayers).toEqual({ '0': 'play', '1': 'play' });
    expect(JSON.stringify(lent)).toBe(before);
  });

  it('is needed: boardgame.io writes into the state it is given', () => {
    const reduce = CreateGameReducer({ game: staged });
    const lent = deepFreeze(JSON.parse(JSON.stringify(InitializeGame({ game: staged, numPlayers: 2 }))) as State);
    expect(() => reduce(lent, move('bump', '0') as never)).toThrow(TypeError);
  });
});
