/**
 * What a playout is worth to each seat, in [0, 1]: graded by place, not only first place. With four seats (Hearts),
 * a search that values only winning has nothing to choose by once it is behind: every play then scores 0. By place,
 * third is better than fourth, so a seat behind still plays to lose the fewest points.
 *
 * - A finished game: the seat's place by the game's own result (its ranks where it ranks seats, else the winners
 *   first and the others after), seats tied sharing the places they cover: 1 for first, 0 for last, (n − place) /
 *   (n − 1). At two seats this is exactly win 1, loss 0, draw ½. A game nobody wins is lost by every seat.
 * - A rollout cut short at the horizon (standing.ts): half the place it stands in by the game's ranking, half its
 *   place by progress over the rollout (how much its ranking key gained since the decision's state, against the
 *   others'). The standing says who is ahead; progress says who gained, which moves even when a lead is too big to
 *   change in a few tricks (the place then stays the same whatever is played, and would leave nothing to choose by).
 * - No result at all (a rollout with no ranking to score it by): the middle, ½, for every seat.
 */
import type { GameResult } from '../../runtime/state/state';

/** A standing with each seat's ranking key, bigger is better (the score negated where lower ranks first). */
export interface StandingResult extends GameResult {
  ahead: number[];
}

/** Reward by place from competition ranks (1 = first; seats tied share a rank and the places it covers). */
export function byRanks(ranks: readonly number[]): number[] {
  const n = ranks.length;
  if (n < 2) return ranks.map(() => 1);
  const count = new Map<number, number>();
  for (const r of ranks) count.set(r, (count.get(r) ?? 0) + 1);
  // Seats sharing rank r cover places r … r + c − 1: each gets the mean of them.
  return ranks.map((r) => (n - (r + (count.get(r)! - 1) / 2)) / (n - 1));
}

/** Competition ranks of seats by a key, bigger first. */
function ranksBy(keys: readonly number[]): number[] {
  return keys.map((k) => 1 + keys.filter((o) => o > k).length);
}

/**
 * Each seat's reward for a game's result (undefined: unscored, the middle for all). In a game against a house
 * (`house:`) each seat plays the house, not the others: half its place, half its record of hands against the house
 * ((hands won − hands lost) / hands, from 0 to 1), so a decision that wins one more hand is worth more even when the
 * game's result stays the same (one seat alone would otherwise only learn whether it ended ahead).
 */
export function placeRewards(result: GameResult | undefined, numPlayers: number): number[] {
  const place = seatPlaces(result, numPlayers);
  const house = result?.house;
  if (!house) return place;
  return place.map((r, s) => {
    const w = house.wins[s] ?? 0;
    const l = house.losses[s] ?? 0;
    const hands = w + l + (house.pushes[s] ?? 0);
    return hands === 0 ? r : (r + (1 + (w - l) / hands) / 2) / 2;
  });
}

function seatPlaces(result: GameResult | undefined, numPlayers: number): number[] {
  const seats = Array.from({ length: numPlayers }, (_, s) => s);
  if (!result) return seats.map(() => 0.5);
  if (result.ranks && result.ranks.length === numPlayers) return byRanks(result.ranks);
  if (result.winner !== undefined) return byRanks(seats.map((s) => (s === result.winner ? 1 : 2)));
  const first = result.draw ?? result.winners ?? [];
  if (first.length === 0) return seats.map(() => 0);
  return byRanks(seats.map((s) => (first.includes(s) ? 1 : first.length + 1)));
}

/**
 * How far apart rollouts' progress margins lie in one decision: the largest margin seen so far. Margins are in the
 * game's own units (Hearts' points, Trumps' tricks), so no fixed scale fits every game; measured against the largest
 * seen, the biggest swing any rollout showed counts fully and a small one a little (as value normalization by the
 * range seen so far does in MuZero). One per decision.
 */
export class ProgressScale {
  private largest = 0;

  /** Margins in [−1, 1]: each against the largest margin seen so far, these ones included. */
  of(margins: readonly number[]): number[] {
    for (const m of margins) this.largest = Math.max(this.largest, Math.abs(m));
    return margins.map((m) => (this.largest === 0 ? 0 : m / this.largest));
  }
}

/**
 * A rollout cut short: half its place in the standing, half its progress since `start`. With a `scale`, progress is
 * graded by how much: ½ + ½ · (the seat's gain less the others' mean gain, against the scale), so taking one point
 * is much better than taking thirteen even when every other seat took none. Without one, by place among the gains.
 */
export function cutShortRewards(start: StandingResult | undefined, end: StandingResult, numPlayers: number, scale?: ProgressScale): number[] {
  const standing = placeRewards(end, numPlayers);
  if (!start) return standing;
  const gains = end.ahead.map((k, s) => k - (start.ahead[s] ?? 0));
  if (!scale) {
    const progress = byRanks(ranksBy(gains));
    return standing.map((r, s) => (r + progress[s]!) / 2);
  }
  const total = gains.reduce((a, b) => a + b, 0);
  const others = Math.max(1, gains.length - 1);
  const margins = scale.of(gains.map((g) => g - (total - g) / others));
  return standing.map((r, s) => (r + 0.5 + 0.5 * margins[s]!) / 2);
}
