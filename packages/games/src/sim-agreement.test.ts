/**
 * The fast simulator against boardgame.io: for seeded games of every shipped game, at its fewest players and at
 * four (or its most), the same bots play the same match both ways, and both must end in exactly the same `G` (log
 * included), `ctx`, random stream state and result. The simulator's playouts without log text (`logText: false`,
 * for search bots' rollouts) must end in the same state but for the log's sentences. And the simulator with its
 * generated code (each move's step generated for its phase: dsl runtime/move-step.ts) against the same game compiled
 * without (`codegen: false`: the generic step, the reference): the same state and log after every action.
 */
import type { State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { compile, fastPlayout, playout, type GameState, type SimState } from '@deckhand/dsl';
import { loadGames } from './load';

const SEEDS = 20;
/** A game of several hands is that many games long (Hearts plays about ten): fewer seeds cover as many hands. */
const seedsOf = (g: { def: { hands?: unknown } }) => (g.def.hands ? 3 : SEEDS);
const games = await loadGames();

/** The parts of `ctx` the flow decides: whose turn, which phase, who may act, how it ended. */
function flowOf(ctx: State['ctx']) {
  return {
    turn: ctx.turn,
    currentPlayer: ctx.currentPlayer,
    playOrderPos: ctx.playOrderPos,
    phase: ctx.phase,
    activePlayers: ctx.activePlayers,
    numMoves: ctx.numMoves,
    gameover: ctx.gameover,
  };
}

/** `G` with every log entry's sentence (`message`, `parts`) left out: what a playout without log text keeps. */
function withoutLogText(G: GameState): unknown {
  return JSON.parse(JSON.stringify({ ...G, log: G.log.map(({ message: _m, parts: _p, ...entry }) => entry) }));
}

/** boardgame.io keeps no generator state until the first draw; both sides drew the same numbers if these match. */
function randomOf(state: State<GameState>): unknown {
  return (state.plugins.random?.data as { prngstate?: unknown } | undefined)?.prngstate;
}

describe.each(games.map((g) => [g.id, g] as const))('%s: the fast simulator agrees with boardgame.io', (_id, g) => {
  const counts = [...new Set([g.def.players.min, Math.min(4, g.def.players.max)])];
  it.each(counts)(`%i players, ${seedsOf(g)} seeded games: same final state, log, random stream and result`, (players) => {
    for (let i = 0; i < seedsOf(g); i++) {
      const opts = { players, seed: `agree:${i}`, ...(g.bot ? { choose: g.bot.choose } : {}) };
      const slow = playout(g.game, opts);
      const fast = fastPlayout(g.game, opts);
      const where = `${g.id}, ${players} players, seed agree:${i}`;
      expect(fast.completed, where).toBe(true);
      expect({ moves: fast.moves, winner: fast.winner, draw: fast.draw, simulatedMs: fast.simulatedMs }, where).toEqual({
        moves: slow.moves,
        winner: slow.winner,
        draw: slow.draw,
        simulatedMs: slow.simulatedMs,
      });
      expect(JSON.parse(JSON.stringify(fast.final.G)), where).toEqual(JSON.parse(JSON.stringify(slow.final.G)));
      expect(flowOf(fast.final.ctx), where).toEqual(flowOf(slow.final.ctx));
      const drawn = randomOf(slow.final);
      if (drawn !== undefined) expect((fast.final as SimState).random, where).toEqual(drawn);
      expect(fast.final.stateID, where).toBe(slow.final._stateID);
      const quiet = fastPlayout(g.game, { ...opts, logText: false });
      expect(quiet.moves, where).toBe(slow.moves);
      expect(withoutLogText(quiet.final.G), where).toEqual(withoutLogText(slow.final.G));
      expect(flowOf(quiet.final.ctx), where).toEqual(flowOf(slow.final.ctx));
    }
  });
});

describe.each(games.map((g) => [g.id, g] as const))('%s: the generated move steps agree with the generic one', (_id, g) => {
  const generic = compile(g.def, g.hooks, { codegen: false });
  const counts = [...new Set([g.def.players.min, Math.min(4, g.def.players.max)])];
  it.each(counts)(`%i players, ${seedsOf(g)} seeded games: same state and log after every action`, (players) => {
    for (let i = 0; i < seedsOf(g); i++) {
      const opts = { players, seed: `steps:${i}`, ...(g.bot ? { choose: g.bot.choose } : {}) };
      const where = `${g.id}, ${players} players, seed steps:${i}`;
      // Every state on both sides, as JSON (the log by its length and last entries; whole at the end): the first that
      // differs names the action that made it.
      const seen: string[][] = [[], []];
      const note = (k: number) => (s: SimState) => seen[k]!.push(JSON.stringify([{ ...s.G, log: [s.G.log.length, s.G.log.slice(-2)] }, flowOf(s.ctx)]));
      const fast = fastPlayout(g.game, { ...opts, onState: note(0) });
      const slow = fastPlayout(generic, { ...opts, onState: note(1) });
      expect(fast.moves, where).toBe(slow.moves);
      expect(seen[0]!.length, where).toBe(seen[1]!.length);
      for (let a = 0; a < seen[0]!.length; a++) expect(seen[0]![a], `${where}, after action ${a}`).toBe(seen[1]![a]);
      expect(JSON.parse(JSON.stringify(fast.final.G)), where).toEqual(JSON.parse(JSON.stringify(slow.final.G)));
      expect(flowOf(fast.final.ctx), where).toEqual(flowOf(slow.final.ctx));
    }
  });
});
