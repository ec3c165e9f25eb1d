/** The shape of boardgame.io's `G` for every compiled game. Cards are ids into `GameDef.cards`. */
import type { LogPart } from '../../log/parts';

/** A pile is a list of card ids; the last is the top. */
export type Pile = number[];

/** Per zone: shared → Pile; per player → Pile[] by seat; shared row → Pile[]; per player row → Pile[][] by seat. */
export type ZoneContents = Pile | Pile[] | Pile[][];

export interface LogEntry {
  turn: number;
  seat: number | null;
  move?: string;
  /** The move's arguments. A move with secret arguments (they name hidden cards) keeps them in `G`, but only the
   * seat that made it sees them in its view (runtime/views/view.ts). */
  args?: unknown[];
  /** How many cards went with the move's card argument, lying on it (a run moved from a column: "7♥ and 2 cards on
   * it"); absent when none did (runtime/turn/carried.ts). */
  carried?: number;
  /** Card ids shown to everyone by this action. */
  revealed?: number[];
  /** Per revealed card, the seat whose zone it was shown from (null: a shared zone); absent when none was a seat's. */
  from?: (number | null)[];
  message?: string;
  /** Set on the entry that marks the start (`begins`) or the end (`ends`) of hand `number` (`hands:`). */
  hand?: { number: number; at: 'begins' | 'ends' };
  /** The line as a sentence of parts, written by a `log:` template (log/parts.ts). */
  parts?: LogPart[];
  /**
   * A race round's outcome as data (the board says it with names: "Bea read camel first"); `message` says the
   * same in words for readers without names (1-based seats).
   */
  race?: {
    outcome: 'win' | 'tie' | 'stuck';
    seats: number[];
    answer?: string;
    timedOut?: true;
    /** A slap race's round (no word: said as slaps). */
    slap?: true;
    /**
     * A game that draws its words (`drawn:`) never spells the answer in its state: the line names the card and
     * attribute it was read from (a card everyone saw), and the server spells it (`answer`) as it sends the log, with
     * the card named by the match's alias (games' spellLog), so no client learns which deck id stands for the word.
     */
    word?: { card: number; attr: string };
  };
}

export interface GameResult {
  /** The one winner, when there is exactly one. */
  winner?: number;
  /** Seats sharing a draw. */
  draw?: number[];
  ranking?: number[];
  /** Why the game ended: the `reason` of the `end` rule that fired (or the one a hook gave). */
  reason?: string;
  /** Every winning seat (with `winners:`, `loser:`, `losers:` or `rank:`). */
  winners?: number[];
  losers?: number[];
  /** Per seat: its place, 1 = first; equal places share a rank (1, 1, 3). */
  ranks?: number[];
  /** Per seat: the score the ranking was made by (`rank: { by }`). */
  scores?: number[];
  /** A partnership game (`teams:`): every team's seats, team 0 first. */
  teams?: number[][];
  /** The team whose members are exactly the winners, when there is one. */
  winningTeam?: number;
  /** What the game calls each team (`teams.names`), when it names them. */
  teamNames?: string[];
  /** A game with a house (`house:`): per seat, the hands it won, lost and pushed against the house in the game. */
  house?: HouseTally;
}

/** Per seat (by seat number), the hands settled against the house as wins, losses and pushes. */
export interface HouseTally {
  wins: number[];
  losses: number[];
  pushes: number[];
}

/** One hand's scores (`G.handHistory`, runtime/turn/hand-history.ts): per variable, its values per seat (or per team). */
export interface HandRecord {
  /** The hand's number (1 = the first). */
  hand: number;
  vars: Record<string, number[]>;
}

/** Where the house stands (`house:`; runtime/turn/house.ts). Every seat is sent it: the house plays in the open. */
export interface HouseState {
  /** The hand and turn it last played in (absent: it has not played yet). */
  played?: { hand: number; turn: number };
  /** It plays once per turn (`each: turn`), not once per hand. */
  perTurn?: true;
  /** Per seat, the outcome of its last settled hand (null: not settled yet, or not in it). */
  last: ('win' | 'lose' | 'push' | null)[];
  tally: HouseTally;
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
  /** The turn direction: 1 clockwise (absent: 1), -1 after a `reverse`. */
  dir?: 1 | -1;
  /** Seats the next turn change passes over (`skip`), reset when a turn begins. */
  skip?: number;
  /** Per card id, the seat whose move last moved it (`playedBy(card)`: who played a trick's card). */
  playedBy?: Record<string, number>;
  /** Per card id, the turn in which a seat's move last moved it (`movedThisTurn(card)`: "not the card you just
   * discarded"). Written with `playedBy`, told to a seat for the cards it sees only. */
  movedOn?: Record<string, number>;
  /** Per card id, the zone a seat's move last took it from (`movedThisTurn(card, zone)`), kept with `movedOn`. */
  movedFrom?: Record<string, string>;
  /** With `hands:`: the hand being played (1 = the first), and where its change stands (runtime/turn/hands.ts). */
  hands?: HandsState;
  /** With `hands:`: each hand's public scores once it is over, the first hand first (runtime/turn/hand-history.ts). */
  handHistory?: HandRecord[];
  /** With `house:`: when the house last played and each seat's outcomes against it. */
  house?: HouseState;
  /** Game-specific state kept by hooks; hidden from every seat unless a hook's view says otherwise. */
  hook: Record<string, unknown>;
  /** The current (or last) round of a race phase; see docs/race.md. */
  race?: RaceState;
  result?: GameResult;
}

interface HandsState {
  number: number;
  /** A new hand was dealt and the start phase is on its way: turn starts in between do nothing. */
  starting?: true;
  /** A new hand was dealt in a game without phases: the next turn is `turn.first`, not the next seat. */
  fresh?: true;
}

/** A race round, as the server keeps it. Times are the server clock's milliseconds. */
export interface RaceState {
  /** Rounds count from 1 across the match. */
  round: number;
  /** Whether answers are still taken (false once resolved, until the next round opens). */
  open: boolean;
  /** When the round opened. */
  openedAt: number;
  /** The latest arrival stamped; stamps never go backwards. */
  lastAt: number;
  racers: number[];
  /** Correct answers in arrival order. */
  correct: { seat: number; at: number }[];
  /** Seats that said they are stuck this round. */
  stuck: number[];
  /** Wrong answers per seat this round (each seat is sent only its own count). */
  wrong: number[];
  /** When the round closes: the tie window's end once a correct answer arrived, else the timeout (if any). */
  deadline?: number;
  /** Between rounds (`open` false): when the next round opens, the race's `hold` after the last one resolved. */
  nextAt?: number;
  /** How the previous round ended. */
  last?: RaceOutcome;
}

export interface RaceOutcome {
  round: number;
  outcome: 'win' | 'tie' | 'stuck';
  /** A stuck round that ended because its timeout passed (nobody answered in time). */
  timedOut?: true;
  /** The winner, or the tied seats in arrival order. */
  seats: number[];
  /** Each correct answer's delay after the first, in ms. */
  margins: number[];
  /** What the word was: the correct answer of the round (the winner's, or the first tied seat's; with everyone
   * stuck, the answer nobody gave). Public once the round is over, so a table can show it before the next card. */
  answer?: string;
}
