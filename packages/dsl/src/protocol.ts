/**
 * What the Deckhand server says on a match socket beside boardgame.io's own messages. boardgame.io 0.50 answers a
 * refused move with silence; the server's transport tells the sender why, on its own socket only.
 */

/** The socket.io event a refused `update` is answered with (to the sending socket only). */
export const MOVE_REJECTED_EVENT = 'deckhand:rejected';

/** Why the server refused a move, as `MOVE_REJECTED_EVENT`'s single argument. */
export interface MoveRejection {
  matchID: string;
  /** The move (or event) name the client sent, when it sent one. */
  move?: string;
  /** The arguments it sent (as sent; for a client to match the rejection to its pending move). */
  args?: unknown[];
  /** The state id the client acted on. */
  stateID?: number;
  /**
   * A stable code: `illegal` (the rules refuse it: see `message`), `not-your-turn`, `stale` (the table changed
   * before the move arrived: the client's view is being updated, try again), `game-over`, `unauthorized`, `malformed`.
   */
  code: 'illegal' | 'not-your-turn' | 'stale' | 'game-over' | 'unauthorized' | 'malformed';
  /** One sentence for the player, in the game's words where the rules give one. */
  message: string;
}
