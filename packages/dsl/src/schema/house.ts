/** `house:`: an automated house (a dealer, a banker) that plays by a fixed rule and is not a seat. */
import { z } from 'zod';
import { Effects } from './effects';
import { Expr, Name } from './primitives';

export const HouseSpec = z
  .strictObject({
    label: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .optional()
      .meta({ description: 'what the table heads its panel with, e.g. Dealer (default: House)' }),
    speak: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .optional()
      .meta({ description: 'how a sentence names it, in lower case: "the dealer" (default: "the" and the label in lower case)' }),
    zones: z
      .array(Name)
      .min(1)
      .optional()
      .meta({ description: 'shared zones that are the house\'s (its hand, its hole card): drawn in its own panel, not among the table\'s piles' }),
    plays: z
      .strictObject({
        when: Expr.meta({ description: 'checked after every action: the house plays the first time it holds, once per hand (or per turn)' }),
        each: z.enum(['hand', 'turn']).optional().meta({ description: 'how often the house may play: once per hand (default; the whole game without hands:) or once per turn' }),
        do: Effects.meta({ description: 'what the house does, in its own name: a line starting in lower case reads with it as the subject ("draws …" → "The dealer draws …")' }),
      })
      .meta({ description: 'when and how the house plays: its effects, run automatically (no seat moves for it)' }),
    settle: z
      .strictObject({
        seats: Expr.optional().meta({ description: 'the seats whose hands are settled (default: every seat in play)' }),
        win: Expr.meta({ description: 'the seat (`seat` bound) beats the house' }),
        lose: Expr.meta({ description: 'the house beats the seat (checked after `win`); neither: a push' }),
        stake: Expr.optional().meta({ description: 'what a win gains and a loss costs, `seat` bound (default 1)' }),
        score: Name.optional().meta({ description: 'a per-seat number variable the stakes are added to (a loss subtracts)' }),
      })
      .optional()
      .meta({ description: 'after the house plays: each seat\'s hand is a win, a loss or a push against it, logged, counted for the result and kept in `score`' }),
  })
  .meta({
    description:
      'An automated house (a dealer, a banker): not a seat (never in seats, alive, the turn order or the lobby). It plays its `do` effects when `when` first holds, and settles every seat\'s hand against it (win, lose or push).',
  });
