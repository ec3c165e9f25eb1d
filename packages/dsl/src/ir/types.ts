/**
 * The IR: a plain, normalised, serialisable description of a game. `validate` produces it from YAML; `compile`
 * turns it into a boardgame.io Game. Expressions stay as source text here and are compiled once by `compile`.
 */

export type AttrType = 'number' | 'boolean' | 'string' | 'colour' | 'words';
export type AttrValue = number | boolean | string | string[];

/** A source expression: text (or a literal) with where it was written, for runtime messages. */
export type Expr = string | number | boolean;

export interface CardTypeDef {
  attributes: Record<string, AttrType>;
  /** Attributes printed on the card's back: visible while it is face down in a zone that shows backs. */
  back: string[];
  /** Attributes only the server knows (a quiz answer): no expression may read them, and `publicDef` strips them
   * from the copy of the game a client gets. Only hooks, which run on the server, read them. */
  secret?: string[];
  /** Text attributes a client never receives as text (`drawn:`): expressions read them on the server, a seat's view
   * leaves them out of the face and the server sends them as glyph outlines instead (`CardFace.ink`). */
  drawn?: string[];
  /** What players call this kind of card (`label:`). */
  label?: string;
  /** How it looks (`face:`); absent: a board draws its first number or word. */
  face?: FaceDef;
  /** How sentences say attribute values (`names:`): attribute → value (as text) → [singular, plural]. */
  names?: Record<string, Record<string, [string, string]>>;
  /** The standard playing card (`standard:`): where its ace ranks (1 or 14). */
  standard?: { aces: 'low' | 'high' };
}

/** A colour, or one chosen by an attribute's value. */
export type ColourRule = string | { by: string; values: Record<string, string>; default?: string };

/** How a card type looks. Texts are templates: `{attr}` is replaced by the card's attribute value. */
export interface FaceDef {
  title?: string;
  corner?: string;
  subtitle?: string;
  colour?: ColourRule;
  background?: ColourRule;
  /** A picture in the game folder (a template), served at `/api/games/<id>/assets/<path>`. */
  image?: string;
  /** The attribute holding a standard suit (hearts, diamonds, clubs, spades). */
  suit?: string;
  /** The attribute holding a standard rank (1/14 A, 11 J, 12 Q, 13 K, or the letters). */
  rank?: string;
  speak?: string;
}

/** One physical card. Its id is its index in `GameDef.cards` and never changes during a match. */
export interface CardDef {
  id: number;
  type: string;
  attrs: Record<string, AttrValue>;
  /** The shared zone the card starts the match in. */
  zone: string;
}

export type Visibility = 'hidden' | 'owner' | 'public' | 'top' | 'faces';

/** How a pile is drawn on the table (`display:` on a zone). */
export type PileDisplay = 'top' | 'spread' | 'cascade';

export interface ZoneDef {
  name: string;
  /** What the table calls it (`label:`); default: the name made readable. */
  label?: string;
  /** A line under each pile (`caption:`): text with `{expression}` parts over `pile`, `pileIndex` and `seat`,
   * computed by the server into `PlayerView.captions`. */
  caption?: string;
  /** `false`: a helper zone the rules need and players need not see, left off the table (`onTable: false`); a
   * condition: drawn while it holds (the server lists the zones it leaves off in `PlayerView.offTable`). What its
   * cards are still follows `visibility`; only its drawing is left out. */
  onTable?: false | string;
  /** How the table draws each pile (`display:`): its top card, every card side by side, or every card in a column
   * overlapped to its corner. Absent: the board chooses from the zone's kind. */
  display?: PileDisplay;
  /** `shared`: one for the table; `player`: one per seat. */
  scope: 'shared' | 'player';
  /** `stack`: ordered, the last card is the top; `set`: unordered (kept sorted by id, so order leaks nothing). */
  order: 'stack' | 'set';
  /** Who sees the faces: `hidden` nobody (count only), `owner` the owning seat, `public` everyone, `top` everyone
   * sees the top card only, `faces` each card's own face-up flag decides. */
  visibility: Visibility;
  /** With `faces`: whether the owner also sees face-down cards of their own zone. */
  ownerSeesFaceDown: boolean;
  /** Whether the backs of face-down cards are visible (cards side by side; not a stack). */
  showBacks: boolean;
  /** A row of piles instead of a single pile: `fixed` piles always exist; `max` caps how many may exist; `by`: the
   * card attribute pile i is for (its value i), whose name heads the pile on the table. */
  row?: {
    fixed?: number;
    max?: number;
    by?: string;
    /** On a row keyed by a text attribute (`by: suit`): the value each pile is for, pile i for `keys[i]` (the
     * attribute's values in deck order). A pile index may then be written as the value (`foundations[c.suit]`), a
     * move to the row without a pile puts each card on its own pile, and a card on another value's pile is refused. */
    keys?: string[];
  };
  capacity?: number;
  /** Where dealt and drawn cards come from/go by default. */
}

export type OptionDef =
  | { type: 'boolean'; default: boolean; description?: string }
  | { type: 'number'; default: number; min: number; max: number; integer?: boolean; description?: string }
  | { type: 'enum'; default: string; values: string[]; description?: string };

export type VarType = 'number' | 'boolean' | 'string' | 'seat';

/** A named expression (`define: { "total(cards)": … }`): its parameters and body, called as `total(hand[self])`. */
export interface DefineDef {
  name: string;
  params: string[];
  body: Expr;
}
export interface VarDef {
  type: VarType;
  /** One value for the table, one per seat, or one per team (`teams:`; indexed by a team, `vars.score[team(self)]`). */
  scope: 'global' | 'player' | 'team';
  initial: Expr;
  /** Who is sent its value: nobody (`server`), each seat its own (`owner`); absent: every seat. */
  private?: 'server' | 'owner';
}

/** Where cards are: a zone, optionally a seat (player zones) and a pile (rows). */
export interface ZoneRef {
  zone: string;
  seat?: Expr;
  pile?: Expr;
}

/** A zone a card argument is chosen from; `top`: only its top card may be chosen. */
export interface SourceRef extends ZoneRef {
  top?: boolean;
}

/** Where an effect was written, for messages at run time and for setup checks. */
export interface Src {
  line: number;
  col: number;
}

export type Effect = EffectOp & { src?: Src };

export type EffectOp =
  | { op: 'shuffle'; zone: ZoneRef }
  | {
      op: 'deal';
      from: ZoneRef;
      to: ZoneRef;
      count: Expr | 'all';
      startAt?: Expr;
      /** For a row of piles per seat: one card onto each pile instead of into one pile. */
      eachPile?: boolean;
      faceUp?: boolean;
      /** Variable that receives the seat dealt the last card. */
      lastTo?: string;
      refill?: ZoneRef;
      /** Cards left on top of each refilling pile (default 0). */
      refillKeep?: number;
    }
  | {
      op: 'move';
      from?: ZoneRef;
      to: ZoneRef;
      /** `all`, a number, or absent for "every card matching `where`" / the cards named by `cards`. */
      count?: Expr | 'all';
      where?: Expr;
      cards?: Expr;
      /** Whether the moved cards' identities go into the public log (shown, then put away). */
      reveal?: boolean;
      faceUp?: boolean;
      /** Draw from `refill`, shuffled, when `from` runs out. */
      refill?: ZoneRef;
      /** Cards left on top of each refilling pile (default 0). */
      refillKeep?: number;
      position?: 'top' | 'bottom';
      /** The moved cards turned over as one packet: their order reversed and each card's face turned. */
      turnOver?: boolean;
    }
  | { op: 'flip'; zone: ZoneRef; which: 'top' | 'all'; faceUp: boolean }
  /** `seat`: whose value (a per-seat variable); `team`: which team's (a per-team variable). */
  | { op: 'set'; var: string; seat?: Expr; team?: Expr; value: Expr }
  | { op: 'if'; cond: Expr; then: Effect[]; else: Effect[] }
  | { op: 'forEachSeat'; do: Effect[]; seats?: Expr }
  /** Runs `do` once per element of a list (cards, seats, numbers or groups), with the element bound to `as`. */
  | { op: 'forEach'; in: Expr; as: string; do: Effect[] }
  /**
   * Runs `do` again and again while `cond` holds (`until`: while it does not), checked before each pass; at most
   * `max` passes, after which a condition that still asks for more is a run-time error (runtime/effects/repeat.ts).
   */
  | { op: 'repeat'; cond: Expr; until: boolean; max: number; do: Effect[] }
  | { op: 'passHands'; zone: string; direction: 'left' | 'right' }
  /** Every card of the `from` zones (default: every zone) back onto one pile, face down, in id order (`gather`). */
  | { op: 'gather'; to: ZoneRef; from?: string[] }
  | { op: 'poolAndRedeal'; zone: string; count: Expr; shuffle: boolean }
  | { op: 'newPile'; zone: ZoneRef }
  | { op: 'removeEmptyPiles'; zone: ZoneRef }
  | { op: 'eliminate'; seat: Expr }
  | { op: 'log'; message: string }
  | { op: 'randomSeat'; var: string }
  | { op: 'hook'; name: string }
  | { op: 'endTurn' }
  /** Turn the direction of play around (next/prev and the default turn order follow it). */
  | { op: 'reverse' }
  /** The next turn change passes over this many seats still in play. */
  | { op: 'skip'; count: Expr }
  | { op: 'endPhase' }
  | { op: 'setPhase'; phase: string }
  | ({ op: 'endGame' } & EndSpecIR)
  /** A seat puts `amount` chips in (fewer when it has fewer): a blind counts toward the round's bet, an ante does not (`chips:`). */
  | { op: 'post'; seat: Expr; amount: Expr; ante: boolean }
  /**
   * The hand's pots to their winners (`chips:`): a main pot and side pots built from what each seat put in, each won
   * by the best `by` (`seat` bound) among the seats still in that put in as much, split on a tie with the odd chips
   * clockwise from `oddChip`; then every seat's bet, chips put in and fold are cleared.
   */
  | { op: 'settle'; by: Expr; oddChip?: Expr };

export type ArgDef = { label?: string } & (
  /** `of`: the card attribute whose values it takes (sentences say it by that attribute's names). */
  | { name: string; type: 'number'; min: Expr; max: Expr; of?: string }
  | { name: string; type: 'boolean' }
  | { name: string; type: 'choice'; values: string[] }
  | { name: string; type: 'seat' }
  /** `top`: only the top card of each source pile; `from[i].top`: only for that source (`top: [discard]`). */
  | { name: string; type: 'card'; from: SourceRef[]; top: boolean }
  /** `count`: exactly that many; otherwise `min` (default 1) to `max` (default no limit) cards, e.g. a meld. */
  | { name: string; type: 'cards'; from: SourceRef[]; count?: Expr; min?: Expr; max?: Expr; top: boolean }
  /** A pile index in a row zone (an existing pile, or `new` for a fresh one where the row allows it). */
  | { name: string; type: 'pile'; zone: ZoneRef; allowNew: boolean }
);

export interface MoveDef {
  name: string;
  /** What a button or the log calls it (`label:`); default: the name made readable. */
  label?: string;
  args: ArgDef[];
  /** Precondition; the move is invalid when false. */
  if?: Expr;
  /** Why the move is not available when its precondition fails, in the game's words (`unless:`; derived from `if`
   * when not written). Also the reason when a guard refuses without giving one. */
  unless?: string;
  /** A hook guard (TypeScript precondition) by name. */
  guard?: string;
  do: Effect[];
  /** Simultaneous moves (many seats at once) ignore stale state ids. */
  simultaneous: boolean;
  /** Whether the args are hidden from other seats in the log. Derived: true when an arg names hidden cards. */
  secretArgs: boolean;
  /** Whether the move touches hidden cards, so it must run on the server only. Derived. */
  serverOnly: boolean;
  /** In a simultaneous phase, the move does not count toward the seat's `maxMovesEach` (e.g. tidying up). */
  free?: boolean;
  /** The one phase it belongs to (a passing phase's own move): never offered outside it. */
  onlyIn?: string;
  /** The log's sentence for this move (`log:`), `{expression}` placeholders evaluated after its effects. */
  log?: string;
  /** `false`: a player may never take this move back (`undo: false`); absent: the effects decide (undo/undo-rules.ts). */
  undo?: false;
  /** The turn stages it may be played in (`stage:`); absent: any. */
  stages?: string[];
  /**
   * The stage the turn goes on in after it (`then:`): a stage's name, or `next` (the one after the move's own); or a
   * list of branches read after the move's effects (and the triggers they fire), the first whose `when` holds chosen.
   */
  then?: string | StageBranch[];
}

/**
 * One entry of a move's conditional `then:`: the stage the turn goes on in (a name, or `next`) when `when` holds, an
 * expression in the move's scope (its arguments, `self`) over the state after the move. No `when`: the default (last).
 */
export interface StageBranch {
  when?: Expr;
  stage: string;
}

export interface TurnDef {
  /** Seat that takes the first turn (expression over setup state); default seat 0. */
  first?: Expr;
  /** Seat that takes the next turn, evaluated when a turn ends; default the next seat clockwise still in play. */
  next?: Expr;
  /** Moves per turn before it ends by itself. */
  maxMoves?: number;
  onBegin: Effect[];
  /** The turn ends by itself when the current seat has no legal move left. */
  endWhenStuck: boolean;
  /** Whether the player may end the turn by choice (adds the `endTurn` move). */
  canPass: boolean;
  /** Steps of a turn in order (draw, meld, discard): each starts where the last left off; boardgame.io's stages. */
  stages?: StageDef[];
}

/** One step of a turn (`turn.stages`). An optional stage may be skipped: the next stage's moves are open in it too. */
export interface StageDef {
  name: string;
  label?: string;
  optional: boolean;
}

export interface PhaseDef {
  name: string;
  /** What the table calls it (`label:`); default: the name made readable. */
  label?: string;
  start: boolean;
  moves: string[];
  /** Every non-eliminated seat moves at once (each up to `maxMoves` times) instead of taking turns. */
  simultaneous: boolean;
  maxMovesEach?: number;
  onBegin: Effect[];
  onEnd: Effect[];
  endIf?: Expr;
  next?: string;
  turn?: TurnDef;
  /** A real-time race phase: every racer may answer at once; the server's clock decides (docs/race.md). */
  race?: RaceDef;
  /** A passing phase: every seat in play chooses cards at once, and they all change hands together (`pass:`). */
  pass?: PassDef;
  /** A betting round (`bet:`): the seat that acts first as written (the turn order passes over seats that cannot bet). */
  bet?: { first: Expr };
}

/** Where passed cards go: a fixed way round the table, or a seat expression with `seat` bound to the passer. */
export type PassDirection = 'left' | 'right' | 'across' | 'hold';
export type PassTarget = { dir: PassDirection } | { seat: Expr };

/**
 * Passing chosen cards (`phases.<name>.pass`). The phase is simultaneous and offers one generated move, `move`:
 * each seat in play chooses `count` cards of its own `from` pile, which wait face down in its `hold` pile (seen by
 * its owner only). When every seat has chosen, every held card goes at once to `into` of the seat `to` names. A
 * phase whose direction is `hold` for this hand is skipped.
 */
export interface PassDef {
  /** The generated move's name (default `passCards`). */
  move: string;
  count: Expr;
  from: string;
  hold: string;
  into: string;
  /** One target for every hand, or one per hand in turn (hand 1 the first, then round again). */
  to: PassTarget[];
}

/**
 * Several hands in one game (`hands:`): every hand begins with `onBegin` (gather, shuffle, deal); after every
 * action, once `endIf` holds, `onEnd` scores it and the game's end rules are checked; if the game goes on, the
 * variables in `reset` go back to their initial values and the next hand begins from the start phase.
 */
export interface HandsDef {
  onBegin: Effect[];
  endIf: Expr;
  onEnd: Effect[];
  reset: string[];
}

/**
 * A race: rounds in which every racing seat may submit answers at once (moves `raceAnswer`, `raceStuck`). The
 * server stamps each arrival with its own clock; the first correct answer opens a tie window; correct answers that
 * arrive inside it tie. When the window closes (`raceResolve`, sent by the server's referee, or any race move that
 * arrives after it) or nobody can still answer, the round resolves: `win`, `tie` or `stuck` runs, and the next round
 * opens with `begin`. See docs/race.md.
 */
export interface RaceDef {
  /** Seats racing in a round (a list of seats, evaluated when the round opens); default: every seat in play. */
  racers?: Expr;
  /** Text races: the correct answer (text) or answers (a word list), with `self` bound to the answering seat. */
  answer?: Expr;
  /** Slap races (move `raceSlap`, no text): a slap by `self` is right when this condition holds as it arrives. */
  slap?: Expr;
  /** The tie window in milliseconds (evaluated at the first correct answer), e.g. `options.tieWindow`. */
  window: Expr;
  /** Whether letter case matters when comparing answers (surrounding spaces never do). */
  caseSensitive: boolean;
  /** Longest answer accepted, in characters; longer ones are rejected. */
  maxLength: number;
  /** Effects that open every round (e.g. uncover the next card). */
  begin: Effect[];
  /** One correct answer alone in its window: `winner` (a seat) is bound. */
  win: Effect[];
  /** Several correct answers in the window: `tied` (seats, in arrival order) is bound. */
  tie: Effect[];
  /** No correct answer: every racer is done (stuck, or out of wrong answers), or the round timed out. */
  stuck: Effect[];
  /** A wrong answer or slap: its penalty, with `self` bound to the racer who gave it. */
  wrong: Effect[];
  /** Wrong answers a racer may give per round before it is done for the round; undefined: no limit. */
  maxWrong?: number;
  /** Ms from a round's opening after which it ends as `stuck` when no correct answer came (evaluated at opening). */
  timeout?: Expr;
  /** Ms a round's outcome is held before the next round opens (evaluated as the round resolves); none: at once. */
  hold?: Expr;
}

export interface TriggerDef {
  /** A condition checked after every move; for rows, once per pile with `pile` bound to the pile's cards. */
  zone?: ZoneRef;
  when: Expr;
  do: Effect[];
  /** Where it was written, for the run-time error when it keeps firing. */
  src?: Src;
}

/** How a game ends: one winner, several winners, a loser or losers (everyone else wins), a draw, or a ranking. */
export interface EndSpecIR {
  winner?: Expr;
  winners?: Expr;
  loser?: Expr;
  losers?: Expr;
  draw?: Expr;
  /** Rank every seat by a score (`seat` bound); the best-ranked win, the worst-ranked lose; the scores are kept. */
  rank?: RankDef;
  /** The one winning team (`teams:`): its members win, everyone else loses. */
  team?: Expr;
  /** Each seat's score (`seat` bound), kept in the result whatever way the game ends (a solitaire's score). */
  score?: Expr;
}

export interface RankDef {
  by: Expr;
  /** `desc` (default): the highest score ranks first; `asc`: the lowest. */
  order: 'asc' | 'desc';
  /** `share`: equal scores share a rank; or an expression per seat that breaks ties (in the same order). */
  ties: 'share' | Expr;
}

export interface EndDef extends EndSpecIR {
  when: Expr;
  /** Why the game ended, in players' words; copied into the result for the end screen. */
  reason?: string;
}

/**
 * Partnerships (`teams:`): the seats split into teams by a fixed pattern. `count` teams (or teams of `size` seats);
 * `alternate`: seat s is on team s % count (opposite seats at four players in two teams); `blocks`: neighbours
 * together (seats 0–1, 2–3). `names`: what the log and the end screen call each team (default: its members).
 */
export interface TeamsDef {
  count?: number;
  size?: number;
  seating: 'alternate' | 'blocks';
  names?: string[];
}

/**
 * An automated house (`house:`): a dealer or banker that plays by a fixed rule and is not a seat. After every action
 * (once triggers and eliminations are done, before the hand's end is checked), the first time `when` holds in a hand
 * (or a turn, `each: turn`) its `do` runs in its own name; then `settle`, if given, scores every settled seat's hand
 * against it (runtime/turn/house.ts).
 */
export interface HouseDef {
  /** What the table heads its panel with (default "House"). */
  label: string;
  /** How a sentence names it, in lower case ("the dealer"). */
  speak: string;
  /** Shared zones drawn in its panel. */
  zones: string[];
  when: Expr;
  each: 'hand' | 'turn';
  do: Effect[];
  settle?: SettleDef;
}

/** Each settled seat's hand against the house: a win, else a loss, else a push; `stake` added to or taken from `score`. */
export interface SettleDef {
  seats?: Expr;
  win: Expr;
  lose: Expr;
  stake: Expr;
  score?: string;
}

export interface GameDef {
  id: string;
  name: string;
  players: { min: number; max: number };
  /** Partnerships: teams fixed by seat (`teams:`). */
  teams?: TeamsDef;
  /** Chips, bets and pots (`chips:`): the variables of ir/chips.ts are declared in `vars`. */
  chips?: ChipsDef;
  options: Record<string, OptionDef>;
  cardTypes: Record<string, CardTypeDef>;
  cards: CardDef[];
  zones: Record<string, ZoneDef>;
  vars: Record<string, VarDef>;
  /** Named expressions, by name (`define:`); absent when the game has none. */
  defines?: Record<string, DefineDef>;
  setup: Effect[];
  turn: TurnDef;
  phases: Record<string, PhaseDef>;
  startPhase?: string;
  /** Moves available outside phases (or in every phase that lists none). */
  moves: Record<string, MoveDef>;
  triggers: TriggerDef[];
  /** Several hands in one game, scores kept across them (`hands:`). */
  hands?: HandsDef;
  /** An automated house that is not a seat (`house:`). */
  house?: HouseDef;
  /** A seat for whom this holds is out of the game (checked after every move). */
  eliminateWhen?: Expr;
  end: EndDef[];
  revealAtEnd: boolean;
  hooks: string[];
  /** Some expression calls `movedThisTurn`: moves record the turn each card moved in (`G.movedOn`). */
  tracksMoveTurns?: boolean;
  /** Some expression calls `movedThisTurn(card, zone)`: moves also record the zone each card left (`G.movedFrom`). */
  tracksMoveSources?: boolean;
}

/** The game's chips (`chips:`): each seat's starting stack, and the betting limits every round uses. */
export interface ChipsDef {
  start: Expr;
  /** The smallest bet, and the smallest raise while nobody has raised in the round. */
  min: Expr;
  /** The most a bet or raise may add over the bet to call; absent: no limit. */
  max?: Expr;
}
