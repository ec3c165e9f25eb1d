/**
 * Who is ahead in a game not yet over, by the game's own measure: the ranking its end rules rank seats by (the last
 * one that ranks; a `limit:`'s `then`, the game's own word on a game cut short, is the last end rule). Crazy Eights
 * ranks by cards left in hand (fewest first), Hearts by points, Rummy by points in hand, Trumps by tricks, Go Fish by
 * books. A search's rollout cut short at its horizon is scored by it as if the game ended there.
 *
 * Why: a random rollout of a shedding game to its very end runs 50–200 actions, so a decision of 3,000 simulated
 * actions saw only 40–60 of them, a few per candidate, and the end of a long random game says little about the first
 * move of it; the search chose nearly at random (Crazy Eights: 52 % against random play). Cut at a horizon and
 * scored by the standing, each rollout costs a fraction as much and measures what the move did to the race.
 *
 * In a game of several hands (`hands:`) the scores the ranking reads move only when a hand is scored, so the standing
 * scores the hand in play as if it ended now (its `onEnd`, on a copy): Hearts' points taken so far count.
 *
 * A game whose end rules never rank (Bag's winner, Art of Argument's draw) has no standing: its rollouts run to the
 * end as before.
 */
import type { Ctx } from 'boardgame.io';
import type { CompiledGame } from '../../compile/compile';
import { newEnv } from '../../expr/env';
import type { HookRandom } from '../../hooks/api';
import { run } from '../../runtime/effects/effects';
import { resultFrom } from '../../runtime/effects/result';
import { cloneG } from '../../sim/clone';
import type { GameState } from '../../runtime/state/state';
import type { StandingResult } from './reward';

/**
 * The standing of a state: its ranking as a result (`winner`, or a `draw` among the seats tied first, with every
 * seat's rank) and each seat's ranking key, bigger is better (reward.ts grades by both).
 */
export type Standing = (G: GameState, ctx: Ctx) => StandingResult;

/** Scoring reads the state; it never draws a random number. */
const noRandom: HookRandom = {
  shuffle: () => {
    throw new Error('a standing draws no random numbers');
  },
  int: () => {
    throw new Error('a standing draws no random numbers');
  },
  number: () => {
    throw new Error('a standing draws no random numbers');
  },
};

const cache = new WeakMap<CompiledGame, Standing | null>();

/** The game's standing, or undefined when no end rule ranks the seats. */
export function standingOf(game: CompiledGame): Standing | undefined {
  let out = cache.get(game);
  if (out === undefined) {
    out = makeStanding(game) ?? null;
    cache.set(game, out);
  }
  return out ?? undefined;
}

function makeStanding(game: CompiledGame): Standing | undefined {
  const p = game.deckhand.program;
  const ranking = [...p.def.end].reverse().find((e) => e.rank !== undefined);
  if (!ranking) return undefined;
  const spec = { rank: ranking.rank! };
  const sign = spec.rank.order === 'asc' ? -1 : 1;
  const x = { p, random: noRandom, revealed: [], setup: false };
  const handEnd = p.def.hands?.onEnd;
  return (G, ctx) => {
    const env = newEnv(G, ctx.numPlayers, Number(ctx.currentPlayer), ctx.turn, (ctx.phase as string | null | undefined) ?? null);
    // The hand's scoring is the table's, nobody's move (as runtime/turn/hands.ts runs it); on a copy, never the state.
    if (handEnd && G.hands && !G.result) {
      const scored = cloneG(G);
      try {
        env.G = scored;
        run(x, handEnd, env, p.scopes.global);
      } catch {
        // A hand's end that asks more than scoring (a random draw, a change of phase) is not run here: the
        // standing then reads the scores as they stand.
        env.G = G;
      }
    }
    const r = resultFrom(x, env, spec, p.scopes.global);
    // Seats tied first share it, as a drawn game's seats do; the others are behind.
    const first = r.winner !== undefined ? { winner: r.winner } : { draw: r.winners ?? [] };
    return { ...first, ranks: r.ranks ?? [], ahead: (r.scores ?? []).map((x) => sign * x) };
  };
}
