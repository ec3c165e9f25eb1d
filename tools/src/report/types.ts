/** What a simulation run hands to the report: one record per game and counts over the whole run. */

export interface GameRecord {
  /** Actions played. */
  moves: number;
  /** False when the game hit the move cap (or no seat could move) before ending. */
  completed: boolean;
  winner?: number;
  /** Every winning seat (a partnership, a shared first place); absent in records that carry only `winner`. */
  winners?: number[];
  /** The game ended as a draw (the game said so); absent in records that carry only `draw`. */
  drawn?: boolean;
  /** Seats sharing a draw (empty: a draw with nobody left). */
  draw?: number[];
  /** Seats that lost, when the game names them (absent: everyone but the winner). */
  losers?: number[];
  /** Place of each seat, 1 = best; ties share a place. Absent when the game did not end. */
  places?: number[];
  /** The seat whose turn came first. */
  firstSeat: number;
  /** Each seat's score when the game gives one (`rank: { by }`, a solitaire's `score:`). */
  scores?: number[];
  /** A game against a house (`house:`): per seat, the hands it won, lost and pushed against the house in this game. */
  house?: { wins: number[]; losses: number[]; pushes: number[] };
}

/** A team of a partnership game (`teams:`) at the simulated table. */
export interface TeamInfo {
  members: number[];
  /** What the game calls it (`teams.names`). */
  name?: string;
}

export interface EffectCount {
  /** Where the effect is written, `line:col` in game.yaml, and the section it belongs to. */
  line: number;
  col: number;
  where: string;
  op: string;
  runs: number;
}

export interface SimulationData {
  game: string;
  name: string;
  players: number;
  seed: string;
  maxMoves: number;
  /** Which bot played each seat (e.g. "random", "game bot"). */
  bots: string[];
  /** A partnership game's teams: a team's win is a win for each member, and the report also counts it by team. */
  teams?: TeamInfo[];
  /** A game against a house (`house:`): what the game calls it; each record then carries the hands against it. */
  house?: string;
  records: GameRecord[];
  /** Every move the game declares (plus `pass` when turns may be passed). */
  declaredMoves: string[];
  /** How many times each move was chosen. */
  chosen: Record<string, number>;
  /** In how many decisions each move was among the legal actions. */
  legal: Record<string, number>;
  /** Every effect written in the spec, with how many times it ran (absent when not measured). */
  effects?: EffectCount[];
  /**
   * When search bots played (players who try to win): the same seeds played by random bots, so the report can say
   * whether skilled play changes the first player's advantage and the games' length.
   */
  baseline?: { bots: string[]; records: GameRecord[] };
}
