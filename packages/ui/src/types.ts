/**
 * The data the kit draws, all derived from @deckhand/dsl's types (type-only: nothing of the DSL runs in the
 * browser bundle). A client holds the game without its deck list, and learns card faces only from `view.faces`.
 */
import type { GameDef, PlayerView } from '@deckhand/dsl';

export type { AttrValue, ArgDef, Expr, GameDef, GameResult, LogEntry, MoveDef, OptionDef, PhaseDef, PileDisplay, PlayerView, ViewCard, ViewPile, ZoneDef, ZoneRef } from '@deckhand/dsl';

/** A card's face as the seat sees it: its type and attributes (never the secret ones). */
export type CardFace = PlayerView['faces'][string];

/** Card id → face, for every card the seat may see. */
export type Faces = PlayerView['faces'];

/** The game as a browser holds it: the IR without `cards`. */
export type ClientGameDef = Omit<GameDef, 'cards'>;

/** The part of boardgame.io's `ctx` a board reads. */
export interface BoardCtx {
  numPlayers: number;
  turn: number;
  currentPlayer: string;
  playOrder: string[];
  playOrderPos?: number;
  phase: string | null;
  /** Set in simultaneous phases: every seat that may move now. */
  activePlayers?: Record<string, unknown> | null;
  gameover?: unknown;
}

/**
 * The host's turn timer running for a seat (the table summary's `turnEndsAt` and `now`): when it ends and the server's
 * time when that was read, both on the server's clock (epoch ms), and the turn's length in seconds.
 */
export interface TurnClockInfo {
  endsAt: number;
  now: number;
  seconds: number;
}

/** Who sits in a seat, as the lobby knows it. */
export interface SeatInfo {
  name?: string;
  connected?: boolean;
  bot?: boolean;
  /** The turn timer runs for this seat now (shown in its chip while it is to move). */
  turnClock?: TurnClockInfo;
}

/** A move's arguments, in the order the move declares them. */
export type MoveArgs = unknown[];

/** What a board reads, and a game's panel on it reads alike (GameBoard's props without its drawing options). */
export interface BoardData {
  /** The game's IR without `cards` (a client never holds the deck list). */
  def: ClientGameDef;
  /** This seat's view: zones (hidden cards `null` or `{ back }`), `faces` of every card it may see, log, vars, result. */
  view: PlayerView;
  /** boardgame.io's ctx (phase, currentPlayer, activePlayers, numPlayers, gameover). */
  ctx: BoardCtx;
  /** The viewer's seat ("0", "1", …), or null for a spectator. */
  playerID: string | null;
  /** Sends a move: the board calls it with the move's name and its args in declared order. */
  onMove: (name: string, args: MoveArgs) => void;
  /** Names, connection and bot flags by seat (from the lobby's match metadata). */
  players?: readonly SeatInfo[];
}
