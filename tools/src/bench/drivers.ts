/**
 * The loops the figures time. Every driver plays the same seeded games (seed `bench-<i>`, boardgame.io's random
 * stream) with the same random bot (its own stream, prng(i + 1)) picking among the legal actions, so each pair of
 * workloads plays the very same actions and only the engine differs. Each returns how many actions it played.
 */
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { prng, simulator, type CompiledGame } from '@deckhand/dsl';

type Enumerate = (G: unknown, ctx: State['ctx'], playerID: string) => { move: string; args: unknown[] }[];

export type Driver = (games: number, players: number) => number;

const seedOf = (i: number) => `bench-${i}`;

/** Through boardgame.io's own reducer, as its master runs a match: compiled YAML or a hand-written game alike. */
export function reducerDriver(game: Game): Driver {
  const processed = ProcessGameConfig(game) as Game;
  const enumerate = processed.ai!.enumerate as unknown as Enumerate;
  return (games, players) => {
    let actions = 0;
    for (let i = 0; i < games; i++) {
      const seeded = { ...processed, seed: seedOf(i) } as Game;
      let state = InitializeGame({ game: seeded, numPlayers: players }) as State;
      const reducer = CreateGameReducer({ game: seeded });
      const rand = prng(i + 1);
      while (!state.ctx.gameover) {
        const seat = state.ctx.currentPlayer;
        const list = enumerate(state.G, state.ctx, seat);
        const a = list[Math.floor(rand() * list.length)]!;
        const next = reducer(state, { type: 'MAKE_MOVE', payload: { type: a.move, args: a.args, playerID: seat } } as never) as State;
        if (next._stateID === state._stateID) throw new Error(`${game.name}: a listed action was refused (${a.move})`);
        state = next;
        actions++;
      }
    }
    return actions;
  };
}

/**
 * The fast simulator: the same compiled rules on plain mutable state. `logText: false`: as search bots' rollouts
 * play, log entries without their sentences.
 */
export function simDriver(game: CompiledGame, opts: { logText?: boolean } = {}): Driver {
  const sim = simulator(game);
  return (games, players) => {
    let actions = 0;
    for (let i = 0; i < games; i++) {
      const s = sim.start({ players, seed: seedOf(i), ...(opts.logText === false ? { logText: false } : {}) });
      const rand = prng(i + 1);
      while (!sim.isOver(s)) {
        const seat = sim.actors(s)[0]!;
        const list = sim.legalActions(s, seat);
        if (!sim.apply(s, seat, list[Math.floor(rand() * list.length)]!)) throw new Error(`${game.name}: a listed action was refused`);
        actions++;
      }
    }
    return actions;
  };
}

/** A plain function playing one game (the limit implementations). */
export function plainDriver(play: (players: number, seed: string, rand: () => number) => number): Driver {
  return (games, players) => {
    let actions = 0;
    for (let i = 0; i < games; i++) actions += play(players, seedOf(i), prng(i + 1));
    return actions;
  };
}
