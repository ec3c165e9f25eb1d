/** The `race:` option of a phase: a real-time race whose arrival order the server decides (docs/race.md). */
import { z } from 'zod';
import { Effects } from './effects';
import { Expr } from './primitives';

export const RaceSpec = z
  .strictObject({
    racers: Expr.optional().meta({ description: 'seats racing in a round (evaluated when it opens); default every seat in play' }),
    answer: Expr.meta({ description: 'the correct answer (text) or answers (a word list); `self` is the answering seat' }),
    window: Expr.optional().meta({ description: 'tie window in ms, e.g. options.tieWindow (default 250)' }),
    caseSensitive: z.boolean().optional().meta({ description: 'whether letter case matters (default false); surrounding spaces never do' }),
    maxLength: z.number().int().min(1).max(1000).optional().meta({ description: 'longest answer accepted, in characters (default 64)' }),
    begin: Effects.optional().meta({ description: 'effects that open every round, e.g. uncover the next card' }),
    win: Effects.optional().meta({ description: 'one correct answer alone in its window; `winner` is bound' }),
    tie: Effects.optional().meta({ description: 'several correct answers inside the window; `tied` (seats, arrival order) is bound' }),
    stuck: Effects.optional().meta({ description: 'every racer said they are stuck before any correct answer' }),
  })
  .meta({
    description:
      'A real-time race: racers answer at once (moves raceAnswer, raceStuck); the server stamps arrivals; the first correct answer opens a tie window; the server resolves it when the window closes (move raceResolve).',
  });
