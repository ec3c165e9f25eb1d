/**
 * Who won, who lost and whether it was a draw, for one finished game, and the tally over many: the one place the
 * balance report and `deckhand simulate --json` read results from, so they cannot disagree (issue 36, bug 10). A
 * result with several winners (a partnership, a shared first place) is a win for each of them, not a draw; a lost
 * solitaire (no winner, the one seat a loser) is a loss; only a result the game calls a draw counts as one.
 */
import type { GameRecord } from './types';

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
}

/** Wins, losses, draws and places per seat over `records`. */
export function tally(records: readonly GameRecord[], players: number): Tally {
  const t: Tally = {
    completed: 0,
    winsBySeat: Array.from({ length: players }, () => 0),
    lossesBySeat: Array.from({ length: players }, () => 0),
    draws: 0,
    decided: 0,
    placeSum: Array.from({ length: players }, () => 0),
    placesBySeat: Array.from({ length: players }, () => Array.from({ length: players }, () => 0)),
  };
  for (const r of records) {
    const o = outcomeOf(r, players);
    if (!o) continue;
    t.completed++;
    if (o.draw) t.draws++;
    if (o.winners.length > 0) t.decided++;
    for (const w of o.winners) t.winsBySeat[w]! += 1;
    for (const l of o.losers) t.lossesBySeat[l]! += 1;
    o.places.forEach((p, s) => {
      t.placeSum[s]! += p;
      t.placesBySeat[s]![Math.min(Math.max(p, 1), players) - 1]! += 1;
    });
  }
  return t;
}
