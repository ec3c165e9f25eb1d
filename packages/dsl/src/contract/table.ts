/**
 * What the server tells a browser about the table around a match (GET /api/games/:id/matches[/:matchID]) and how
 * to play a game (GET /api/games/:id/rules). Types only: defined once here, used by the server and the web client.
 */
import type { CardFace } from '../runtime/views/view';
import type { GameResult } from '../runtime/state/state';

export type MatchStatus = 'waiting' | 'playing' | 'over';

export interface SeatSummary {
  seat: number;
  /** Absent while the seat is free. */
  name?: string;
  /** A bot's seat from the start. */
  bot: boolean;
  /** A human seat a bot plays for now: the player left or has been away longer than the grace period. */
  standIn: boolean;
  /** The player pressed Leave; they may reclaim the seat. */
  left: boolean;
  connected: boolean;
}

export interface MatchSummary {
  matchID: string;
  gameId: string;
  status: MatchStatus;
  /** Free seats still to fill while waiting (0 otherwise). */
  waitingFor: number;
  numPlayers: number;
  createdAt: number;
  updatedAt: number;
  /** The seat that may start the match early (filling the free seats with bots). */
  host?: number;
  /** The host's turn timer, when set. */
  turnSeconds?: number;
  /**
   * While the turn timer runs for seats to move (a timer set, the match playing, a human seat to move): when it ends,
   * on the server's clock (epoch ms). Absent otherwise (bots move on their own and are never timed).
   */
  turnEndsAt?: number;
  /** The seats the turn timer runs for (those to move that a person plays), with `turnEndsAt`. */
  timedSeats?: number[];
  /**
   * When each timed seat's time ends (epoch ms, by seat number): a seat's time starts when its turn begins, or when
   * it is given something to do in a phase where several seats move, so seats of one phase may differ.
   * `turnEndsAt` is the earliest of them.
   */
  seatEndsAt?: Record<number, number>;
  /**
   * The server's clock when it wrote this summary (epoch ms), with `turnEndsAt`: the time left is `turnEndsAt - now`,
   * counted down from when the summary arrived, so a browser whose clock disagrees with the server's still shows it
   * right.
   */
  now?: number;
  /** The host lets spectators write in the table chat (they always read it). */
  spectatorChat?: boolean;
  seats: SeatSummary[];
  /** Seats that may move now (empty unless playing). */
  turn: number[];
  result?: GameResult;
  /** The rematch, once someone asked for it, and who did. */
  nextMatchID?: string;
  nextMatchBy?: number;
}

/** A card type as the rules drawer shows it: its description, its attributes, and one card drawn as an example. */
export interface RulesCardType {
  type: string;
  /** What players call this kind of card (its YAML `label:`), when the game names it. */
  label?: string;
  description?: string;
  attributes: string[];
  /** One card of this type as a seat would see it face up (secret attributes never included). */
  example?: CardFace;
}

export interface RulesSheet {
  gameId: string;
  name: string;
  /** The game folder's rules.md, written for players. */
  markdown: string;
  cardTypes: RulesCardType[];
  /** Each move as players read it: its YAML `label:` (the button's words, "Name a number") when the game gives one. */
  moves: { name: string; label?: string; description?: string }[];
  /** The phases in the order the YAML declares them, with their `label:` ("picking", written for sentences). */
  phases: { name: string; label?: string }[];
}
