/** The shape of boardgame.io's `G` for every compiled game. Cards are ids into `GameDef.cards`. */

/** A pile is a list of card ids; the last is the top. */
export type Pile = number[];

/** Per zone: shared → Pile; per player → Pile[] by seat; shared row → Pile[]; per player row → Pile[][] by seat. */
export type ZoneContents = Pile | Pile[] | Pile[][];

export interface LogEntry {
  turn: number;
  seat: number | null;
  move?: string;
  /** Omitted when the move's arguments name hidden cards. */
  args?: unknown[];
  /** Card ids shown to everyone by this action. */
  revealed?: number[];
  message?: string;
}

export interface GameResult {
  winner?: number;
  /** Seats sharing a draw. */
  draw?: number[];
  ranking?: number[];
}

export interface GameState {
  zones: Record<string, ZoneContents>;
  /** Face-up cards, for zones with per-card faces. Only `true` entries are kept. */
  faceUp: Record<string, true>;
  vars: Record<string, unknown>;
  /** Eliminated seats, in the order they went out. */
  out: number[];
  /** Seats that went out during the most recent move (for "draw among the last ones standing"). */
  lastOut: number[];
  /** The chosen setup options. */
  options: Record<string, unknown>;
  log: LogEntry[];
  /** Moves each seat has made in the current phase (simultaneous phases end when every seat has made theirs). */
  moved: number[];
  /** Turns in a row that ended at once because the player had no legal move (a deadlock ends the game). */
  stuck: number;
  /** Game-specific state kept by hooks; hidden from every seat unless a hook's view says otherwise. */
  hook: Record<string, unknown>;
  result?: GameResult;
}
