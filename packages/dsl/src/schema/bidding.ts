/** A phase's `bid:`: every seat in play bids once, in turn order, into a per-seat variable everyone sees. */
import { z } from 'zod';
import { Expr, Name } from './primitives';

const Label = z.string().trim().min(1).max(120);

/** A condition on a bid, with `bid` bound to the amount, and why it fails in the game's words. */
const Constraint = z.strictObject({
  if: Expr.meta({ description: 'a condition on the bid (`bid` bound to the amount; `self` the bidder)' }),
  unless: Label.optional().meta({ description: 'why a bid is refused, in the game\'s words (default: derived from `if`)' }),
});

export const BidSpec = z
  .strictObject({
    var: Name.meta({ description: 'the per-seat number variable each bid is kept in (every seat sees it): reset it per hand with hands.reset' }),
    min: Expr.optional().meta({ description: 'the lowest bid (default 0); `self` bound' }),
    max: Expr.meta({ description: 'the highest bid, e.g. count(hand[self]); `self` bound' }),
    if: Constraint.optional().meta({ description: 'a constraint on every bid' }),
    last: Constraint.optional().meta({
      description:
        'a constraint on the last bidder only (the seat whose bid completes the round), e.g. the bids may not add up to the number of tricks: if: "sum(seats, vars.bid[seat]) + bid != 13"',
    }),
    nil: Name.optional().meta({
      description: 'a per-seat boolean variable: adds a "nil" bid (a bid of 0 that says so, scored apart), which sets it; a number bid clears it',
    }),
    move: Name.optional().meta({ description: 'the name of the bidding move (default bid; the nil bid is <move>Nil)' }),
    label: Label.optional().meta({ description: 'what the page calls the bidding move (default "Bid")' }),
  })
  .meta({
    description:
      'A bidding round: every seat in play bids once, in the phase\'s turn order, a number from min to max (or nil), kept in `var` and said in the log; the phase ends when every seat has bid (or at its own endIf).',
  });
