/**
 * Who won, who lost and whether it was a draw, for one finished game, and the tally over many: the one place the
 * balance report and `deckhand simulate --json` read results from, so they cannot disagree (issue 36, bug 10). A
 * result with several winners (a partnership, a shared first place) is a win for each of them, not a draw; a lost
 * solitaire (no winner, the one seat a loser) is a loss; only a result the game calls a draw counts as one.
 */
import type { GameRecord, TeamInfo } from './types';

export interface Outcome {
  winners: number[];
  losers: number[];
  draw: boolean;
  /** Place of each seat, 1 = best. */
  places: number[];
}

/** A finished game's outcome from its record (old records carry only `winner`, `draw` and `losers`). */
export function outcomeOf(r: GameRecord, players: number): Outcome | undefined {
  if (!r.completed) return undefined;
  const seats = Array.from({ length: players }, (_, s) => s);
  const draw = r.drawn ?? (r.draw !== undefined && r.winners === undefined);
  const winners = r.winners ?? (r.winner !== undefined ? [r.winner] : []);
  const losers = r.losers ?? (r.winner !== undefined ? seats.filter((s) => s !== r.winner) : draw ? seats.filter((s) => !(r.draw ?? []).includes(s)) : []);
  const places = r.places ?? seats.map((s) => (winners.includes(s) || (draw && (r.draw ?? []).includes(s)) ? 1 : 2));
  return { winners, losers, draw, places };
}

export interface Tally {
  completed: number;
  winsBySeat: number[];
  lossesBySeat: number[];
  draws: number;
  /** Games with at least one winner. */
  decided: number;
  /** Sum of each seat's places over completed games. */
  placeSum: number[];
  /** How many completed games each seat finished in each place (index 0 = 1st). */
  placesBySeat: number[][];
  /** A partnership game: games each team won (its members, and only they, among the winners) and lost. */
  winsByTeam?: number[];
  lossesByTeam?: number[];
  /** A one-seat game: games won and lost, and the mean score over finished games that gave one. */
  solo?: { wins: number; losses: number; meanScore?: number };
  /**
   * A game against a house (`house:`): per seat, the hands it won, lost and pushed against the house over every
   * completed game. These are hands, not games: a seat's game wins above say whether it ended ahead of the house.
   */
  house?: { wins: number[]; losses: number[]; pushes: number[] };
}

/** Whether a team won: every winner is one of its members, and every member won (a team win, not a shared first place). */
export function teamWon(o: Outcome, members: readonly number[]): boolean {
  return o.winners.length > 0 && o.winners.length === members.length && members.every((s) => o.winners.includes(s));
}

/**
 * Wins, losses, draws and places per seat over `records`; with `teams`, also per team (a team's win is counted for
 * each member by seat, and once for the team); at one seat, a solitaire's wins, losses and mean score.
 */
export function tally(records: readonly GameRecord[], players: number, teams?: readonly TeamInfo[]): Tally {
  const t: Tally = {
    completed: 0,
    winsBySeat: Array.from({ length: players }, () => 0),
    lossesBySeat: Array.from({ length: players }, () => 0),
    draws: 0,
    decided: 0,
    placeSum: Array.from({ length: players }, () => 0),
    placesBySeat: Array.from({ length: players }, () => Array.from({ length: players }, () => 0)),
    ...(teams ? { winsByTeam: teams.map(() => 0), lossesByTeam: teams.map(() => 0) } : {}),
  };
  let scored = 0;
  let scoreSum = 0;
  for (const r of records) {
    const o = outcomeOf(r, players);
    if (!o) continue;
    t.completed++;
    if (o.draw) t.draws++;
    if (o.winners.length > 0) t.decided++;
    for (const w of o.winners) t.winsBySeat[w]! += 1;
    for (const l of o.losers) t.lossesBySeat[l]! += 1;
    teams?.forEach((team, i) => {
      if (teamWon(o, team.members)) t.winsByTeam![i]! += 1;
      else if (team.members.every((s) => o.losers.includes(s))) t.lossesByTeam![i]! += 1;
    });
    if (r.house) {
      t.house ??= { wins: Array.from({ length: players }, () => 0), losses: Array.from({ length: players }, () => 0), pushes: Array.from({ length: players }, () => 0) };
      for (let s = 0; s < players; s++) {
        t.house.wins[s]! += r.house.wins[s] ?? 0;
        t.house.losses[s]! += r.house.losses[s] ?? 0;
        t.house.pushes[s]! += r.house.pushes[s] ?? 0;
      }
    }
    if (r.scores?.[0] !== undefined && Number.isFinite(r.scores[0])) {
      scored++;
      scoreSum += r.scores[0];
    }
    o.places.forEach((p, s) => {
      t.placeSum[s]! += p;
      t.placesBySeat[s]![Math.min(Math.max(p, 1), players) - 1]! += 1;
    });
  }
  if (players === 1) t.solo = { wins: t.winsBySeat[0]!, losses: t.lossesBySeat[0]!, ...(scored > 0 ? { meanScore: Math.round((scoreSum / scored) * 100) / 100 } : {}) };
  return t;
}

/** "North-South (seats 1 and 3)", or "seats 1 and 3" for an unnamed team: seats counted from 1, as the report does. */
export function teamLabel(team: TeamInfo): string {
  const seats = team.members.map((s) => s + 1);
  const list = seats.length === 1 ? `seat ${seats[0]}` : `seats ${seats.slice(0, -1).join(', ')} and ${seats[seats.length - 1]}`;
  return team.name !== undefined ? `${team.name} (${list})` : list;
}
