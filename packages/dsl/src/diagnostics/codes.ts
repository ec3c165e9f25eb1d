/** Every diagnostic code the language can report, one comment each. */
export const Codes = {
  /** The file is not valid YAML. */
  YamlSyntax: 'yaml/syntax',
  /** A key the schema does not know. */
  UnknownKey: 'schema/unknown-key',
  /** A value of the wrong type. */
  WrongType: 'schema/type',
  /** A required key is missing. */
  MissingKey: 'schema/missing',
  /** A value outside what the schema allows (range, pattern, enum). */
  InvalidValue: 'schema/invalid',
  /** Two things share one name. */
  Duplicate: 'name/duplicate',
  /** A zone name that no zone has. */
  UnknownZone: 'zone/unknown',
  /** A zone used in a way its kind does not allow (a row used as a pile, a player zone without a seat). */
  ZoneKind: 'zone/kind',
  /** A card type that is not declared. */
  UnknownCardType: 'card/unknown-type',
  /** A card attribute that the card type does not declare, or a value of the wrong type. */
  CardAttribute: 'card/attribute',
  /** A phase name that no phase has. */
  UnknownPhase: 'phase/unknown',
  /** A move name that no move has. */
  UnknownMove: 'move/unknown',
  /** A hook name that the game's hooks do not implement. */
  UnknownHook: 'hook/unknown',
  /** A setup option name that is not declared. */
  UnknownOption: 'option/unknown',
  /** A variable that is not declared. */
  UnknownVar: 'var/unknown',
  /** An expression that does not parse. */
  ExprSyntax: 'expr/syntax',
  /** An expression names something that is not in scope. */
  ExprUnknownName: 'expr/unknown-name',
  /** An expression reaches for something it may never reach (globals, prototypes, constructors). */
  ExprForbidden: 'expr/forbidden',
  /** An expression whose parts have the wrong types. */
  ExprType: 'expr/type',
  /** An expression construct the language does not support. */
  ExprUnsupported: 'expr/unsupported',
  /** A name bound inside an expression or effect (`card`, `seat`, an `as` name) hides the same name bound outside. */
  ExprShadow: 'expr/shadow',
  /** A function called with the wrong number of arguments. */
  ExprArity: 'expr/arity',
  /** A deal needs more cards than the deck holds at some allowed player count. */
  DealTooLarge: 'deal/too-large',
  /** The player range is empty or out of bounds. */
  PlayersRange: 'players/range',
  /** A seat number written where a seat is needed that is not a seat at every player count the game allows. */
  SeatRange: 'seat/range',
  /** `range(a, b)` with more numbers than a list may hold (1,000). */
  RangeTooLong: 'expr/range',
  /** A content file that is missing or cannot be read. */
  ContentMissing: 'content/missing',
  /** A content file whose records do not fit the card type. */
  ContentInvalid: 'content/invalid',
  /** The flow has no phase to start in, or more than one. */
  FlowStart: 'flow/start',
  /** A passing phase whose chosen cards another seat could see before they arrive (its `hold` or `from` zone). */
  PassVisible: 'pass/visible',
  /** A turn stage name that the turn's `stages` do not have, or a stage used where the turn has none. */
  UnknownStage: 'stage/unknown',
  /** A move argument used wrongly. */
  MoveArg: 'move/arg',
  /** A `log:` template whose braces do not pair up. */
  LogTemplate: 'log/template',
  /** A `log:` template that would tell other seats about a card they may not see. */
  LogSecret: 'log/secret',
  /** A value every seat is sent (a variable, a log line, a caption) made from a card some seat may not see. */
  InfoLeak: 'info/leak',
  /** A `define:` entry whose head is not `name` or `name(a, b)`, or whose name or parameters clash with another name. */
  DefineHead: 'define/head',
  /** A `repeat` whose body changes nothing its condition reads: it would run no pass or never stop. */
  LoopStatic: 'loop/static',
  /** Named expressions that call themselves, directly or through each other (they would never finish). */
  DefineRecursive: 'define/recursive',
} as const;

export type Code = (typeof Codes)[keyof typeof Codes];
