/**
 * Chips, bets and pots: the game's chip machinery (`chips:`), a phase's betting round (`bet:`), and the two effects
 * that move chips outside a move (`post:` a blind or an ante, `settle:` the pots).
 */
import { z } from 'zod';
import { Expr } from './primitives';

export const ChipsSpec = z
  .strictObject({
    start: Expr.meta({ description: 'the chips each seat starts the game with, e.g. options.stack' }),
    min: Expr.optional().meta({
      description: 'the smallest bet, and the smallest raise while nobody has raised in the round (default 1), e.g. options.bigBlind',
    }),
    max: Expr.optional().meta({
      description: 'the most a bet or a raise may add over the bet to call (default: no limit; a fixed-limit game gives min and max alike)',
    }),
  })
  .meta({
    description:
      'The game\'s chips: every seat\'s stack (vars.chips), its bet in the current betting round (vars.bet), all it put in this hand (vars.inPot), whether it folded (vars.folded), and the size of the round\'s last full raise (vars.raiseBy). Every seat sees them all.',
  });

export const BetSpec = z
  .strictObject({
    first: Expr.meta({
      description: 'the seat that acts first in the round (the first one clockwise from it still able to bet), e.g. next(vars.dealer)',
    }),
  })
  .meta({
    description:
      'A betting round: the seats still in the hand with chips act in turn (fold, check, call, bet, raise, all in) until every one of them has acted and matched the highest bet, or one seat is left.',
  });

export const PostSpec = z.strictObject({
  seat: Expr.meta({ description: 'the seat that puts the chips in' }),
  amount: Expr.meta({ description: 'how many; a seat with fewer puts in what it has (all in)' }),
  ante: z.boolean().optional().meta({ description: 'true: an ante, which goes into the pot but is not part of the bet to call (default: a blind, which is)' }),
});

export const SettleSpec = z.strictObject({
  by: Expr.meta({
    description:
      'the strength of `seat`\'s hand among the seats still in (a number, or a list of numbers compared element by element): the highest wins each pot it has a share in',
  }),
  oddChip: Expr.optional().meta({
    description: 'where the odd chips of a split pot go: one each to the tied winners clockwise from this seat (default: the first seat, 0)',
  }),
});
