/** `hands:` (several hands in one game, scores kept across them) and a phase's `pass:` (passing chosen cards). */
import { z } from 'zod';
import { Effects } from './effects';
import { Expr, Name } from './primitives';

export const HandsSpec = z
  .strictObject({
    onBegin: Effects.meta({ description: 'how every hand begins, the first included: gather, shuffle, deal' }),
    endIf: Expr.meta({ description: 'the hand is over (checked after every action, before the end rules)' }),
    onEnd: Effects.optional().meta({ description: 'run once the hand is over, before the end rules are checked: score it' }),
    reset: z
      .array(Name)
      .optional()
      .meta({ description: 'variables set back to their initial value before every hand but the first (tricks taken, a flag)' }),
  })
  .meta({
    description:
      'Several hands in one game: each begins with onBegin, ends when endIf holds, is scored by onEnd; then the end rules are checked and, if the game goes on, the next hand begins in the start phase. Variables not in reset keep their values (the scores).',
  });

const Direction = z.enum(['left', 'right', 'across', 'hold']);

export const PassSpec = z
  .strictObject({
    count: Expr.meta({ description: 'how many cards each seat chooses' }),
    from: Name.meta({ description: 'the per-seat zone they are chosen from (a hand)' }),
    hold: Name.meta({ description: 'a per-seat zone seen by its owner only, where chosen cards wait until every seat has chosen' }),
    to: z
      .union([Direction, z.array(Direction).min(1), Expr])
      .meta({
        description:
          'left, right, across or hold; a list of these, one per hand in turn (hearts: [left, right, across, hold]); or a seat expression with `seat` bound to the passer',
      }),
    into: Name.optional().meta({ description: 'the receiving seat\'s zone (default: `from`)' }),
    move: Name.optional().meta({ description: 'the name of the choosing move (default passCards)' }),
    label: z.string().trim().min(1).max(120).optional().meta({ description: 'what the page calls the choosing move (default "Pass N cards")' }),
  })
  .meta({
    description:
      'A passing phase: every seat in play secretly chooses `count` cards of its `from` zone at once; they wait in `hold`, and when all have chosen every card goes to `into` of the seat `to` names. Skipped on a `hold` hand.',
  });
