/**
 * Partnerships (`teams:`): which team a seat is on, who its members are, who its partner is. Teams are fixed by seat
 * for the whole match, so every answer is arithmetic over the seat number and the table size: nothing is stored.
 */
import type { TeamsDef } from './types';

/** How many teams a table of `numPlayers` has (the validator made sure it divides evenly). */
export function teamCount(t: TeamsDef, numPlayers: number): number {
  if (t.count !== undefined) return t.count;
  return Math.max(1, Math.floor(numPlayers / (t.size ?? 2)));
}

/** The team of `seat`: `alternate` deals seats round the teams (0,1,0,1: partners sit opposite); `blocks` keeps neighbours together. */
export function teamOf(t: TeamsDef, seat: number, numPlayers: number): number {
  const count = teamCount(t, numPlayers);
  if (t.seating === 'blocks') return Math.min(count - 1, Math.floor(seat / Math.max(1, Math.floor(numPlayers / count))));
  return ((seat % count) + count) % count;
}

/** The seats of `team`, in seat order (empty for a team that does not exist at this table). */
export function membersOf(t: TeamsDef, team: number, numPlayers: number): number[] {
  const out: number[] = [];
  for (let s = 0; s < numPlayers; s++) if (teamOf(t, s, numPlayers) === team) out.push(s);
  return out;
}

/** Every team's members, team 0 first. */
export function teamTable(t: TeamsDef, numPlayers: number): number[][] {
  return Array.from({ length: teamCount(t, numPlayers) }, (_, team) => membersOf(t, team, numPlayers));
}

/**
 * The partner of `seat`: its next teammate in the turn direction that is still in the game; when every teammate is
 * out, the next teammate all the same (a partner stays a partner); the seat itself when it plays alone. Unlike
 * `next(seat, 2)` it never lands on an opponent when a seat between them is out.
 */
export function partnerOf(t: TeamsDef, seat: number, numPlayers: number, out: readonly number[], dir: number): number {
  const team = teamOf(t, seat, numPlayers);
  let fallback: number | undefined;
  for (let k = 1; k < numPlayers; k++) {
    const s = (((seat + dir * k) % numPlayers) + numPlayers) % numPlayers;
    if (teamOf(t, s, numPlayers) !== team) continue;
    if (!out.includes(s)) return s;
    fallback ??= s;
  }
  return fallback ?? seat;
}

/** The name of `team` as the game writes it (`names:`), if it gave one. */
export function teamName(t: TeamsDef, team: number): string | undefined {
  return t.names?.[team];
}

/** How many values a variable of this scope holds at a table of `numPlayers`: one per seat or per team; undefined: one. */
export function varSlots(scope: 'global' | 'player' | 'team', teams: TeamsDef | undefined, numPlayers: number): number | undefined {
  if (scope === 'player') return numPlayers;
  if (scope === 'team') return teams ? teamCount(teams, numPlayers) : 1;
  return undefined;
}
