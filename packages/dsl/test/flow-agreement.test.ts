/**
 * The fast simulator against boardgame.io over generated specs (test/flow-specs.ts): every flow feature the language
 * has — `maxMoves`, stages (a plain or a conditional `then:`), phases, hands, turn-start effects, triggers, passing,
 * stuck turns, eliminations, limits — in random combinations, each spec played from a seed both ways by the same
 * random bots: the same number of moves,
 * result, final `G` (log included) and flow `ctx`. The shipped games' agreement test is packages/games/src/sim-agreement.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { fastPlayout, playout } from '../src/index';
import { flowFeatures, flowSpec } from './flow-specs';
import { gameFrom } from './helpers';

/** The parts of `ctx` the flow decides. */
function flowOf(ctx: State['ctx']) {
  return { turn: ctx.turn, currentPlayer: ctx.currentPlayer, phase: ctx.phase, activePlayers: ctx.activePlayers, numMoves: ctx.numMoves, gameover: ctx.gameover };
}

const json = (x: unknown) => JSON.parse(JSON.stringify(x)) as unknown;

describe('fast simulator and boardgame.io agree on generated specs', () => {
  it('500 generated specs, one seeded playout each: same moves, result, G and ctx', () => {
    let branched = 0;
    fc.assert(
      fc.property(flowFeatures, fc.integer({ min: 0, max: 1e6 }), (f, seed) => {
        if (f.stages && f.branch) branched++;
        const yaml = flowSpec(f);
        const game = gameFrom(yaml);
        const opts = { players: f.players, seed, maxMoves: 100 };
        const slow = playout(game, opts);
        const fast = fastPlayout(game, opts);
        const where = `seed ${seed}, features ${JSON.stringify(f)}`;
        expect({ moves: fast.moves, winner: fast.winner, draw: fast.draw, stalled: fast.stalled }, where).toEqual({ moves: slow.moves, winner: slow.winner, draw: slow.draw, stalled: slow.stalled });
        expect(json(fast.final.G), where).toEqual(json(slow.final.G));
        expect(flowOf(fast.final.ctx), where).toEqual(flowOf(slow.final.ctx));
      }),
      { numRuns: 500, seed: 36 },
    );
    // A good share of them send the turn on by a conditional `then:`.
    expect(branched).toBeGreaterThan(50);
    // About 10 s of one core (boardgame.io's reducer is most of it); the limit leaves room for a loaded machine.
  }, 300_000);
});
