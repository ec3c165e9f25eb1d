/**
 * The data the kit draws, all derived from @deckhand/dsl's types (type-only: nothing of the DSL runs in the
 * browser bundle). A client holds the game without its deck list, and learns card faces only from `view.faces`.
 */
import type { GameDef, PlayerView } from '@deckhand/dsl';

export type { AttrValue, ArgDef, Expr, GameDef, GameResult, LogEntry, MoveDef, OptionDef, PhaseDef, PlayerView, ViewCard, ViewPile, ZoneDef, ZoneRef } from '@deckhand/dsl';

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

/** Who sits in a seat, as the lobby knows it. */
export interface SeatInfo {
  name?: string;
  connected?: boolean;
  bot?: boolean;
}

/** A move's arguments, in the order the move declares them. */
export type MoveArgs = unknown[];
