/** An action a seat can take: a move's name and its arguments, as boardgame.io's `ai.enumerate` lists them. */

/** One move with its arguments, in the move's argument order. */
export interface Action {
  move: string;
  args: unknown[];
}

/** What the stuck check listed, for `seat`, while the action ran. `moves` undefined: nothing kept (or no longer valid). */
export interface KeptListing {
  seat: number;
  /** The seat's legal moves but `pass` (null: the seat may not act at all); undefined when none are kept. */
  moves: Action[] | null | undefined;
}
