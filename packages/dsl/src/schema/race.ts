/** The `race:` option of a phase: a real-time race whose arrival order the server decides (docs/race.md). */
import { z } from 'zod';
import { Effects } from './effects';
import { Expr } from './primitives';

export const RaceSpec = z
  .strictObject({
    racers: Expr.optional().meta({ description: 'seats racing in a round (evaluated when it opens); default every seat in play' }),
    answer: Expr.optional().meta({ description: 'the correct answer (text) or answers (a word list); `self` is the answering seat. A race has `answer` or `slap`' }),
    slap: Expr.optional().meta({
      description: 'the answer is an action, not a text (move raceSlap): a slap is right when this condition holds as it arrives; `self` is the slapping seat. A race has `answer` or `slap`',
    }),
    window: Expr.optional().meta({ description: 'tie window in ms, e.g. options.tieWindow (default 250)' }),
    caseSensitive: z.boolean().optional().meta({ description: 'whether letter case matters (default false); surrounding spaces never do' }),
    maxLength: z.number().int().min(1).max(1000).optional().meta({ description: 'longest answer accepted, in characters (default 64)' }),
    begin: Effects.optional().meta({ description: 'effects that open every round, e.g. uncover the next card' }),
    win: Effects.optional().meta({ description: 'one correct answer alone in its window; `winner` is bound' }),
    tie: Effects.optional().meta({ description: 'several correct answers inside the window; `tied` (seats, arrival order) is bound' }),
    stuck: Effects.optional().meta({ description: 'no correct answer: every racer said they are stuck (or ran out of wrong answers), or the timeout passed' }),
    wrong: Effects.optional().meta({ description: "a racer's answer (or slap) is wrong: its penalty, run at once; `self` is that racer" }),
    maxWrong: z
      .number()
      .int()
      .min(1)
      .max(100)
      .optional()
      .meta({ description: 'wrong answers a racer may give in one round; then it is done for the round (default 1 for a slap race, no limit for text)' }),
    hold: Expr.optional().meta({
      description:
        'ms a round\'s outcome stays on the table before the next round opens (the referee opens it), so an answer typed for the card just won is never judged against the next; e.g. 1500 (default 0: at once)',
    }),
    timeout: Expr.optional().meta({
      description: 'ms a round waits for a correct answer, counted from when it opens; then it ends as stuck (default: it waits until every racer is done)',
    }),
  })
  .meta({
    description:
      'A real-time race: racers answer at once (moves raceAnswer or raceSlap, raceStuck); the server stamps arrivals; the first correct answer opens a tie window; the server resolves it when the window closes or the round times out (move raceResolve).',
  });
