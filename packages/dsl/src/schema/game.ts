/**
 * The schema of `game.yaml`: the single source of truth for its shape. Strict everywhere: an unknown key is an
 * error. Semantic checks (names resolve, expressions type-check, deals fit) come after, in `validate/`.
 */
import { DefineSpec } from './define';
import { z } from 'zod';
import { Effects, EndKeys } from './effects';
import { Expr, Name, RangeText, ZoneRefText } from './primitives';
import { RaceSpec } from './race';
import { FaceSpec } from './face';
import { HandsSpec, PassSpec } from './hands';
import { TeamsSpec } from './teams';
import { BidSpec } from './bidding';
import { HouseSpec } from './house';
import { BetSpec, ChipsSpec } from './chips';

/** Words shown to players: one line, not empty, not a paragraph. */
const Label = z.string().trim().min(1, 'a label cannot be empty').max(120, 'a label is at most 120 characters');

const AttrValueSpec = z.union([z.number(), z.boolean(), z.string(), z.array(z.string())]);

const AttrType = z.enum(['number', 'boolean', 'string', 'colour', 'words']);

/** How a value is said in a sentence: one word, or its singular and plural ("six", or [six, sixes]). */
const ValueName = z.union([z.string().min(1), z.tuple([z.string().min(1), z.string().min(1)])]);

/** An attribute with the words for its values: `rank: { type: number, names: { 1: ace, 12: [queen, queens] } }`. */
const AttrLong = z.strictObject({
  type: AttrType,
  names: z
    .record(z.string(), ValueName)
    .optional()
    .meta({ description: 'value → how a sentence says it: a word, or [singular, plural] (default plural: the word + "s")' }),
});

const StandardCardSpec = z
  .union([z.literal(true), z.strictObject({ aces: z.enum(['low', 'high']).optional().meta({ description: 'low: the ace is rank 1 (default); high: rank 14' }) })])
  .meta({
    description:
      'the standard playing card: attributes rank (1–13, or 2–14 with aces: high), suit (clubs, diamonds, hearts, spades) and colour (red, black), drawn as A–K with ♣♦♥♠, ranks named ace … king',
  });

const CardTypeSpec = z.strictObject({
  standard: StandardCardSpec.optional(),
  attributes: z.record(Name, z.union([AttrType, AttrLong])).optional().meta({ description: 'attribute name → type, or { type, names }' }),
  back: z.array(Name).optional().meta({ description: 'attributes printed on the back, seen while face down' }),
  secret: z
    .array(Name)
    .optional()
    .meta({ description: 'attributes only the server knows (e.g. a quiz answer): unreadable by expressions, stripped by publicDef' }),
  drawn: z
    .array(Name)
    .optional()
    .meta({
      description:
        'text attributes a client never receives as text: the server sends them as glyph outlines (a drawing), so a script cannot read them off the state (e.g. a word to race to read)',
    }),
  description: z.string().optional(),
  label: Label.optional().meta({ description: 'what players call this kind of card (default: its name made readable)' }),
  face: FaceSpec.optional(),
});


const DeckEntrySpec = z
  .strictObject({
    type: Name.optional().meta({ description: 'card type (may be left out with `standard` when one card type is standard)' }),
    standard: z
      .literal([52, 36, 32, 24])
      .optional()
      .meta({ description: 'a standard deck of a standard card type: 52 (ace to king), 36 (6 up), 32 (7 up) or 24 (9 up), every suit' }),
    except: z
      .array(z.record(Name, AttrValueSpec))
      .min(1)
      .optional()
      .meta({ description: 'cards left out of this entry, each by its attribute values, e.g. [{ rank: 12, suit: clubs }]' }),
    copies: z.number().int().min(1).max(1000).optional().meta({ description: 'copies of each card (default 1)' }),
    each: Name.optional().meta({ description: 'a content file (declared under `content`): one card per record' }),
    range: z
      .record(Name, RangeText)
      .optional()
      .meta({ description: 'attribute → "low..high": one card per value (crossed when several)' }),
    attributes: z.record(Name, AttrValueSpec).optional().meta({ description: 'fixed attribute values' }),
    in: Name.optional().meta({ description: 'the zone these cards start in (default "deck")' }),
  })
  .meta({ description: 'cards to put in the game: a range, a content file, or fixed cards, times copies' });

const ZoneSpec = z.strictObject({
  scope: z.enum(['shared', 'player']).optional().meta({ description: 'one for the table (default) or one per seat' }),
  order: z.enum(['stack', 'set']).optional().meta({ description: 'ordered pile (default) or unordered set' }),
  visibility: z
    .enum(['hidden', 'owner', 'public', 'top', 'faces'])
    .optional()
    .meta({ description: 'who sees the faces (default hidden): hidden, owner, public, top (top card only), faces (per card)' }),
  ownerSeesFaceDown: z.boolean().optional(),
  showBacks: z.boolean().optional().meta({ description: 'face-down cards show their backs (not a stack)' }),
  row: z
    .strictObject({
      fixed: z.number().int().min(1).max(52).optional(),
      max: z.number().int().min(1).max(52).optional(),
      by: Name.optional().meta({
        description: 'the card attribute the piles are for: pile i holds the cards whose attribute is i, and the table heads it with that value\'s name (by: colour → yellow, blue, …; a number attribute needs names:); a text attribute (by: suit) gives one pile per value in deck order, addressed by the value (foundations[c.suit])',
      }),
    })
    .optional()
    .meta({ description: 'a row of piles: fixed count, or dynamic up to max' }),
  capacity: z.number().int().min(1).optional(),
  description: z.string().optional(),
  label: Label.optional().meta({ description: 'what the table calls this zone (default: its name made readable)' }),
  caption: z
    .string()
    .max(200)
    .optional()
    .meta({ description: 'a line shown under each pile, with {expression} parts over `pile`, `pileIndex` and `seat`, e.g. "next {count(pile) + 1}"' }),
  onTable: z
    .union([z.boolean(), z.string().min(1)])
    .optional()
    .meta({
      description:
        'false: a helper zone the rules need but players need not see, left off the table (default true); or a condition, drawn while it holds (e.g. "players == 2": a box only two players use)',
    }),
  display: z
    .enum(['top', 'spread', 'cascade'])
    .optional()
    .meta({
      description:
        'how the table draws each pile: top (its top card and a count), spread (every card side by side), cascade (every card in a column, each overlapping the one before but for its corner, so every value stays readable); default: chosen from the zone',
    }),
});

const OptionSpec = z.union([
  z.strictObject({ type: z.literal('boolean'), default: z.boolean(), description: z.string().optional() }),
  z.strictObject({
    type: z.literal('number'),
    default: z.number(),
    min: z.number(),
    max: z.number(),
    integer: z.boolean().optional().meta({ description: 'only whole numbers (a number of cards, of rounds)' }),
    description: z.string().optional(),
  }),
  z.strictObject({
    type: z.literal('enum'),
    default: z.string(),
    values: z.array(z.string()).min(1),
    description: z.string().optional(),
  }),
]);

const VarSpec = z.strictObject({
  type: z.enum(['number', 'boolean', 'string', 'seat']),
  scope: z
    .enum(['global', 'player', 'team'])
    .optional()
    .meta({ description: 'global (default): one value; player: one per seat (vars.x[seat]); team: one per team of `teams:` (vars.x[team(seat)])' }),
  initial: Expr.optional(),
  private: z
    .enum(['server', 'owner'])
    .optional()
    .meta({ description: 'who is sent its value: `server`: nobody (only the rules read it); `owner` (a per-seat variable): each seat its own. Default: every seat' }),
});

const ArgSpec = z.strictObject({
  type: z.enum(['number', 'boolean', 'choice', 'seat', 'card', 'cards', 'pile']),
  min: Expr.optional(),
  max: Expr.optional(),
  values: z.array(z.string()).optional(),
  of: Name.optional().meta({
    description: 'for number: the card attribute whose values it takes (e.g. rank): min and max default to the deck\'s, and sentences say it by the attribute\'s names ("queens")',
  }),
  from: z.union([ZoneRefText, z.array(ZoneRefText)]).optional().meta({ description: 'zones the card(s) must be in' }),
  top: z
    .union([z.boolean(), z.array(Name)])
    .optional()
    .meta({ description: 'true: only the top card of each listed pile may be chosen; a list of zone names: only for those sources (top: [discard])' }),
  count: Expr.optional(),
  zone: ZoneRefText.optional().meta({ description: 'for pile: the row (a pile index, or a new pile)' }),
  allowNew: z.boolean().optional(),
  label: Label.optional().meta({ description: 'what the page calls this argument (default: its name made readable)' }),
});

const StageBranchSpec = z.strictObject({
  when: Expr.optional().meta({ description: 'a condition over the state after the move (its arguments in scope); none: the default, written last' }),
  stage: Name.meta({ description: 'the stage the turn goes on in when `when` holds: a stage name, or `next` (the stage after the move\'s own)' }),
});

const MoveDefSpec = z.strictObject({
  description: z.string().optional(),
  args: z.record(Name, ArgSpec).optional(),
  label: Label.optional().meta({ description: 'what a button or the log calls this move (default: its name made readable)' }),
  if: Expr.optional().meta({ description: 'precondition: the move is invalid when false' }),
  unless: Label.optional().meta({
    description: 'why the move is not available when `if` (or, with no `if`, the guard) fails, in the game\'s words, e.g. "Only when you hold one card" (default: derived from `if`)',
  }),
  guard: Name.optional().meta({ description: 'a TypeScript guard hook: extra precondition' }),
  free: z.boolean().optional().meta({ description: 'in a simultaneous phase, does not use up one of the seat\'s moves (maxMovesEach)' }),
  undo: z
    .boolean()
    .optional()
    .meta({ description: 'false: a player may never take this move back; default: they may while it showed nothing (no draw, reveal, face turned up or chance)' }),
  log: z.string().optional().meta({
    description: 'the log\'s sentence for this move, e.g. "{self} played {c} on {p}": {expression} placeholders (seats, cards, numbers, lists) read after its effects; {{ and }} for literal braces',
  }),
  stage: z.union([Name, z.array(Name).min(1)]).optional().meta({ description: 'the turn stage(s) (turn.stages) the move may be played in; default: any' }),
  then: z
    .union([Name, z.array(StageBranchSpec).min(1)])
    .optional()
    .meta({
      description:
        'the stage the turn goes on in after this move: a stage name, or `next` (the stage after the move\'s own); or a list of { when, stage } read after the move, the first whose `when` holds chosen (the last may have no `when`: the default; none holds and no default: the turn stays in its stage)',
    }),
  do: Effects.optional(),
});

const TurnSpec = z.strictObject({
  first: Expr.optional().meta({ description: 'seat taking the first turn' }),
  next: Expr.optional().meta({ description: 'seat taking the next turn (default: the next seat clockwise still in play)' }),
  maxMoves: z.number().int().min(1).optional(),
  onBegin: Effects.optional(),
  endWhenStuck: z.boolean().optional().meta({ description: 'end the turn when the player has no legal move left' }),
  canPass: z.boolean().optional().meta({ description: 'the player may end the turn by choice (move "pass")' }),
  stages: z
    .array(z.union([Name, z.strictObject({ name: Name, optional: z.boolean().optional(), label: Label.optional() })]))
    .min(1)
    .optional()
    .meta({ description: 'the steps of a turn in order, e.g. [draw, { name: meld, optional: true }, discard]; each move says its stage(s) with `stage:`' }),
});

const PhaseSpec = z.strictObject({
  label: Label.optional().meta({ description: 'what the page calls this phase (default: its name made readable)' }),
  start: z.boolean().optional(),
  moves: z.array(Name).optional(),
  simultaneous: z.boolean().optional().meta({ description: 'every seat in play moves at once' }),
  maxMovesEach: z.number().int().min(1).optional(),
  onBegin: Effects.optional(),
  onEnd: Effects.optional(),
  endIf: Expr.optional(),
  next: Name.optional(),
  turn: TurnSpec.optional(),
  race: RaceSpec.optional().meta({ description: 'a real-time race phase (docs/race.md)' }),
  pass: PassSpec.optional(),
  bid: BidSpec.optional(),
  bet: BetSpec.optional(),
});

const TriggerSpec = z.strictObject({
  zone: ZoneRefText.optional().meta({ description: 'a row: the trigger runs per pile, with `pile` and `pileIndex` bound' }),
  when: Expr,
  do: Effects,
});

const EndSpec = z.strictObject({
  when: Expr,
  ...EndKeys,
  reason: z.string().min(1).optional().meta({ description: 'why the game ended, shown to players on the end screen (e.g. "Only one player still holds cards")' }),
});

/** A cap on the game's length, and how the game ends when it is reached (a tie-break by score, or a draw). */
const LimitSpec = z
  .strictObject({
    turns: z.number().int().min(1).meta({ description: 'the game ends once this many turns have been played' }),
    then: z
      .strictObject({
        ...EndKeys,
        reason: z.string().min(1).optional().meta({ description: 'shown on the end screen (default: "The limit of N turns was reached.")' }),
      })
      .meta({ description: 'how the game ends then: winner(s), loser(s), rank or draw, as in an end rule' }),
  })
  .meta({ description: 'a cap on the game\'s length: after `turns` turns the game ends as `then` says (checked after the game\'s own end rules)' });

const PlayersSpec = z.strictObject({
  min: z.number().int().min(1).max(64),
  max: z.number().int().min(1).max(64),
});

export const GameSpec = z
  .strictObject({
    $schema: z.string().optional(),
    deckhand: z
      .number()
      .int()
      .min(1)
      .max(3)
      .optional()
      .meta({ description: 'the edition of the language this spec is written in (3 is the current one; `deckhand migrate` rewrites an older spec)' }),
    id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'an id is lower-case letters, digits and "-"'),
    name: z.string().min(1),
    description: z.string().optional(),
    players: PlayersSpec,
    teams: TeamsSpec.optional(),
    options: z.record(Name, OptionSpec).optional(),
    content: z.record(Name, z.string()).optional().meta({ description: 'content data files (YAML lists), relative to this file' }),
    cards: z.record(Name, CardTypeSpec),
    deck: z.array(DeckEntrySpec).min(1),
    zones: z.record(Name, ZoneSpec),
    vars: z.record(Name, VarSpec).optional(),
    chips: ChipsSpec.optional(),
    define: DefineSpec.optional(),
    setup: Effects.optional(),
    turn: TurnSpec.optional(),
    phases: z.record(Name, PhaseSpec).optional(),
    moves: z.record(Name, MoveDefSpec),
    triggers: z.array(TriggerSpec).optional(),
    hands: HandsSpec.optional(),
    house: HouseSpec.optional(),
    eliminate: Expr.optional().meta({ description: 'condition on `seat`: that seat is out of the game' }),
    end: z
      .array(EndSpec)
      .min(1)
      .optional()
      .meta({ description: 'the end rules, checked in order after every action; optional when `limit:` ends the game' }),
    limit: LimitSpec.optional(),
    revealAtEnd: z.boolean().optional(),
    hooks: z.array(Name).optional().meta({ description: 'the TypeScript hooks this game uses (from hooks.ts)' }),
  })
  .meta({ title: 'Deckhand game', description: 'A card game for Deckhand: cards, zones, setup, turns, moves and the end.' });

export type GameSpecInput = z.input<typeof GameSpec>;
export type GameSpecOutput = z.output<typeof GameSpec>;

/** The JSON Schema editors use for completion and checking. */
export function jsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(GameSpec, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;
}
