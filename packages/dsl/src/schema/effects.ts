/** Effects: what setup, moves, turn/phase starts and triggers do to the table. */
import { REPEAT_DEFAULT, REPEAT_MAX } from './repeat';
import { z } from 'zod';
import { Expr, Name, ZoneRefText } from './primitives';
import { PostSpec, SettleSpec } from './chips';

const Count = z.union([z.literal('all'), Expr]).meta({ description: '"all", a number, or an expression' });

/** Where an empty source is refilled from: a zone, or a zone and how many of its top cards stay (a discard's top). */
const Refill = z
  .union([
    ZoneRefText,
    z.strictObject({
      from: ZoneRefText,
      keep: z.number().int().min(0).optional().meta({ description: 'cards left on top of each refilling pile (the discard pile keeps its top card: 1)' }),
    }),
  ])
  .meta({ description: 'when the source runs out, shuffle this zone (all its piles, but the top `keep` cards of each) into it and go on' });

const DealSpec = z.strictObject({
  from: ZoneRefText,
  to: ZoneRefText.meta({ description: 'a per-seat zone (dealt round-robin to every seat in play) or one seat\'s zone/row' }),
  count: Count.meta({ description: 'cards per seat (or per pile with eachPile), or "all" to deal the whole source round-robin' }),
  startAt: Expr.optional().meta({ description: 'seat that receives the first card (default: seat 0)' }),
  eachPile: z.boolean().optional().meta({ description: 'deal one card onto each pile of a row' }),
  faceUp: z.boolean().optional().meta({ description: 'true: the cards land face up; without it they land face down, whatever they showed before (it matters in a `faces` zone)' }),
  lastTo: Name.optional().meta({ description: 'variable that receives the seat dealt the last card' }),
  refill: Refill.optional(),
});

const MoveSpec = z.strictObject({
  from: ZoneRefText.optional().meta({ description: 'source zone; "hand[*]" means every seat\'s hand' }),
  to: ZoneRefText,
  count: Count.optional(),
  where: Expr.optional().meta({ description: 'condition on `card`: only matching cards move' }),
  cards: Expr.optional().meta({ description: 'the card(s) to move, wherever they are (usually a move argument)' }),
  reveal: z.boolean().optional().meta({ description: 'show the moved cards to everyone in the log' }),
  faceUp: z.boolean().optional().meta({ description: 'true: the cards land face up; without it they land face down, whatever they showed before (it matters in a `faces` zone)' }),
  refill: Refill.optional(),
  position: z.enum(['top', 'bottom']).optional(),
  turnOver: z
    .boolean()
    .optional()
    .meta({ description: 'true: the cards are turned over as one packet: their order reverses and each card\'s face turns (face up ↔ face down), as a waste turned back into a stock; not with faceUp' }),
});

const FlipSpec = z.union([
  ZoneRefText,
  z.strictObject({ zone: ZoneRefText, which: z.enum(['top', 'all']).optional(), faceUp: z.boolean().optional() }),
]);

const ForEachSpec = z.strictObject({
  in: Expr.meta({ description: 'a list: cards, seats, range(a, b) or groups(cards, key)' }),
  as: Name.optional().meta({ description: 'the name of the element (default card, seat, n or group by the kind of list)' }),
  do: z.array(z.lazy(() => Effect)),
});

/** `gather: deck`, or `gather: { to: deck, from: [hand, trick] }`: cards back onto one pile before a new deal. */
const GatherSpec = z
  .union([
    ZoneRefText,
    z.strictObject({
      to: ZoneRefText.meta({ description: 'the pile every card goes back to (a shared single pile, usually the deck)' }),
      from: z.array(Name).min(1).optional().meta({ description: 'the zones gathered (default: every zone)' }),
    }),
  ])
  .meta({ description: 'every card (of the `from` zones, default all) back onto one pile, face down, in id order: shuffle it next' });

const SetSpec = z.strictObject({
  var: Name,
  seat: Expr.optional().meta({ description: 'whose value, for a per-seat variable' }),
  team: Expr.optional().meta({ description: 'which team\'s value, for a per-team variable (scope: team), e.g. team(self)' }),
  value: Expr,
});

const RankSpec = z.strictObject({
  by: Expr.meta({ description: 'the score of `seat`' }),
  order: z.enum(['asc', 'desc']).optional().meta({ description: 'desc (default): the highest score ranks first' }),
  ties: Expr.optional().meta({ description: 'share (default): equal scores share a rank; or a tie-break number per `seat`' }),
});

/** The ways a game ends, shared by `end` rules and the `endGame` effect. */
export const EndKeys = {
  winner: Expr.optional().meta({ description: 'the one winning seat' }),
  winners: Expr.optional().meta({ description: 'the winning seats (a list); everyone else loses' }),
  loser: Expr.optional().meta({ description: 'the one losing seat; everyone else wins' }),
  losers: Expr.optional().meta({ description: 'the losing seats (a list); everyone else wins' }),
  draw: Expr.optional().meta({ description: 'the seats sharing a draw' }),
  rank: RankSpec.optional().meta({ description: 'rank every seat by a score; first place wins, last place loses' }),
  team: Expr.optional().meta({ description: 'the one winning team (teams:), e.g. team(self): its members win, everyone else loses' }),
  score: Expr.optional().meta({
    description: 'each seat\'s score (`seat` bound), kept in the result beside any way of ending: a solitaire won or lost with a score (winner: 0, score: "vars.points")',
  }),
};

const EndGameSpec = z.strictObject(EndKeys);

export type EffectInput =
  | 'endTurn'
  | 'endPhase'
  | 'reverse'
  | {
      shuffle?: string;
      deal?: z.input<typeof DealSpec>;
      move?: z.input<typeof MoveSpec>;
      flip?: z.input<typeof FlipSpec>;
      set?: z.input<typeof SetSpec>;
      if?: string | number | boolean;
      then?: EffectInput[];
      else?: EffectInput[];
      forEachSeat?: EffectInput[];
      forEach?: { in: string | number | boolean; as?: string; do: EffectInput[] };
      repeat?: { while?: string | number | boolean; until?: string | number | boolean; max?: number; do: EffectInput[] };
      passHands?: { zone: string; direction?: 'left' | 'right' };
      gather?: z.input<typeof GatherSpec>;
      poolAndRedeal?: { zone: string; count: string | number | boolean; shuffle?: boolean };
      newPile?: string;
      removeEmptyPiles?: string;
      eliminate?: string | number | boolean;
      log?: string;
      randomSeat?: string;
      hook?: string;
      endTurn?: true;
      reverse?: true;
      skip?: string | number | boolean;
      endPhase?: true;
      setPhase?: string;
      endGame?: z.input<typeof EndGameSpec>;
      post?: z.input<typeof PostSpec>;
      settle?: z.input<typeof SettleSpec>;
    };

const OP_KEYS = [
  'shuffle',
  'deal',
  'move',
  'flip',
  'set',
  'if',
  'forEachSeat',
  'forEach',
  'repeat',
  'passHands',
  'gather',
  'poolAndRedeal',
  'newPile',
  'removeEmptyPiles',
  'eliminate',
  'log',
  'randomSeat',
  'hook',
  'endTurn',
  'reverse',
  'skip',
  'endPhase',
  'setPhase',
  'endGame',
  'post',
  'settle',
] as const;

const Effect: z.ZodType<EffectInput> = z.lazy(() =>
  z.union([
    z.enum(['endTurn', 'endPhase', 'reverse']),
    z
      .strictObject({
        shuffle: ZoneRefText.optional(),
        deal: DealSpec.optional(),
        move: MoveSpec.optional(),
        flip: FlipSpec.optional(),
        set: SetSpec.optional(),
        if: Expr.optional().meta({ description: 'condition; with `then` and optional `else`' }),
        then: z.array(Effect).optional(),
        else: z.array(Effect).optional(),
        forEachSeat: z.array(Effect).optional().meta({ description: 'run for every seat in play, with `seat` bound' }),
        forEach: ForEachSpec.optional().meta({ description: 'run once per element of a list, the element bound to `as`' }),
        repeat: z
          .strictObject({
            while: Expr.optional().meta({ description: 'run `do` again while this holds (checked before each pass)' }),
            until: Expr.optional().meta({ description: 'run `do` again until this holds (checked before each pass)' }),
            max: z.number().int().min(1).max(REPEAT_MAX).optional().meta({ description: `at most this many passes (default ${REPEAT_DEFAULT}); a condition still asking for more after them is a run-time error` }),
            do: z.array(Effect),
          })
          .optional()
          .meta({ description: 'a loop: run `do` while a condition holds (or until it does), e.g. the house draws while its total is under 17' }),
        passHands: z.strictObject({ zone: Name, direction: z.enum(['left', 'right']).optional() }).optional(),
        gather: GatherSpec.optional(),
        poolAndRedeal: z.strictObject({ zone: Name, count: Expr, shuffle: z.boolean().optional() }).optional(),
        newPile: ZoneRefText.optional(),
        removeEmptyPiles: ZoneRefText.optional(),
        eliminate: Expr.optional(),
        log: z.string().optional().meta({ description: 'a line for the log; {expression} placeholders name seats, cards, numbers and lists, e.g. "{seat} takes {count(hand[seat])} cards"' }),
        randomSeat: Name.optional().meta({ description: 'set this variable to a seat in play chosen at random (seeded)' }),
        hook: Name.optional().meta({ description: 'a TypeScript hook of the game, by name' }),
        endTurn: z.literal(true).optional(),
        reverse: z.literal(true).optional().meta({ description: 'turn the direction of play around' }),
        skip: Expr.optional().meta({ description: 'the next turn change passes over this many seats in play' }),
        endPhase: z.literal(true).optional(),
        setPhase: Name.optional(),
        endGame: EndGameSpec.optional(),
        post: PostSpec.optional().meta({ description: 'a seat puts chips in outside a move: a blind (part of the bet to call) or an ante (chips:)' }),
        settle: SettleSpec.optional().meta({ description: 'the hand\'s pots to their winners: main and side pots from what each seat put in, split on a tie (chips:)' }),
      })
      .superRefine((v, ctx) => {
        const ops = OP_KEYS.filter((k) => v[k] !== undefined);
        if (ops.length === 0) {
          ctx.addIssue({ code: 'custom', message: `an effect needs one of: ${OP_KEYS.join(', ')}`, params: { code: 'schema/missing' } });
        } else if (ops.length > 1) {
          ctx.addIssue({ code: 'custom', message: `one effect per list item, found ${ops.join(' and ')}`, params: { code: 'schema/invalid' } });
        }
        if ((v.then || v.else) && v.if === undefined) {
          ctx.addIssue({ code: 'custom', message: '"then"/"else" need an "if"', params: { code: 'schema/missing' } });
        }
        if (v.if !== undefined && !v.then) {
          ctx.addIssue({ code: 'custom', message: '"if" needs a "then" list', params: { code: 'schema/missing' } });
        }
      }),
  ]),
);

export const Effects = z.array(Effect);
