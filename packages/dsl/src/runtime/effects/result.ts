/**
 * How a game ends, as the YAML says it (an `end` rule or an `endGame` effect) → the result: winners, losers, a draw,
 * or a ranking by a score per seat. One function for both, so an end rule and an effect mean the same.
 */
import type { Env } from '../../expr/env';
import { seatsOf } from '../../expr/compile/compile';
import { withLocal, type Scope } from '../../expr/scope';
import { T } from '../../expr/types';
import type { EndSpecIR, TeamsDef } from '../../ir/types';
import { membersOf, teamTable } from '../../ir/teams';
import type { Exec } from './exec';
import type { GameResult } from '../state/state';
import { checkSeat } from './seat-check';

/**
 * The seats a result names. A seat that does not exist at this table is a bug of the spec (runtime/effects/seat-check.ts);
 * `null` (`alive[0]` once nobody is left) names nobody.
 */
function seatList(v: unknown, key: string, numPlayers: number): number[] {
  const list = Array.isArray(v) ? (v as unknown[]) : v === null || v === undefined ? [] : [v];
  for (const s of list) checkSeat(`the end's "${key}"`, s, numPlayers);
  return list as number[];
}

/**
 * Competition ranking ("1224"): seats with equal keys share a rank, the next rank skips the shared places. `better`
 * says whether a beats b.
 */
function rankSeats(seats: readonly number[], better: (a: number, b: number) => number): Map<number, number> {
  const sorted = [...seats].sort((a, b) => better(a, b) || a - b);
  const ranks = new Map<number, number>();
  sorted.forEach((s, i) => {
    const prev = sorted[i - 1];
    ranks.set(s, prev !== undefined && better(prev, s) === 0 ? ranks.get(prev)! : i + 1);
  });
  return ranks;
}

/** The result `spec` gives now; `scope` is where it was written (an end rule: global; `endGame`: its effect list's). */
export function resultFrom(x: Exec, env: Env, spec: EndSpecIR, scope: Scope): GameResult {
  const r = seatResult(x, env, spec, scope);
  // A solitaire has no places: it is won or lost ("1st" of one seat, on a lost game, would read as a win).
  if (env.numPlayers === 1) delete r.ranks;
  if (spec.score !== undefined) {
    // `score:` beside any way of ending: each seat's score kept in the result (a solitaire won or lost, with its score).
    const by = x.p.expr(spec.score, withLocal(scope, 'seat', T.seat), T.number);
    r.scores = seatsOf(env.numPlayers).map((seat) => Number(by({ ...env, seat })));
  }
  // A game with a house: every seat's hands won, lost and pushed against it, for the end screen and `deckhand simulate`.
  if (env.G.house) r.house = env.G.house.tally;
  return x.p.def.teams ? withTeams(r, x.p.def.teams, env.numPlayers) : r;
}

/**
 * A partnership game's result also says which teams there were and which one won (when the winners are exactly one
 * team's members), so an end screen, `simulate --json` and the report can name the team, not two seats.
 */
function withTeams(r: GameResult, teams: TeamsDef, numPlayers: number): GameResult {
  const table = teamTable(teams, numPlayers);
  const winners = r.winners ?? (r.winner !== undefined ? [r.winner] : []);
  const won = table.findIndex((m) => m.length === winners.length && m.every((s) => winners.includes(s)));
  // Places by team when partners share theirs: at four seats the second team comes 2nd, not 3rd (competition
  // ranking over teams: one more than the teams placed strictly better).
  const ranks = r.ranks;
  const shared = ranks && table.every((m) => m.every((s) => ranks[s] === ranks[m[0]!]));
  const teamRanks = shared ? ranks.map((place) => 1 + table.filter((m) => ranks[m[0]!]! < place).length) : ranks;
  return { ...r, ...(teamRanks ? { ranks: teamRanks } : {}), teams: table, ...(won >= 0 ? { winningTeam: won } : {}), ...(teams.names ? { teamNames: [...teams.names] } : {}) };
}

function seatResult(x: Exec, env: Env, spec: EndSpecIR, scope: Scope): GameResult {
  const p = x.p;
  const global = scope;
  // The shared frozen 0..n-1 (read only here: every list the result keeps is a new one).
  const seats = seatsOf(env.numPlayers);
  const r: GameResult = {};
  if (spec.rank) {
    const by = p.expr(spec.rank.by, withLocal(scope, 'seat', T.seat), T.number);
    const tie = spec.rank.ties !== 'share' ? p.expr(spec.rank.ties, withLocal(scope, 'seat', T.seat), T.number) : undefined;
    const sign = spec.rank.order === 'asc' ? -1 : 1;
    const scores = seats.map((seat) => Number(by({ ...env, seat })));
    const tieKeys = tie ? seats.map((seat) => Number(tie({ ...env, seat }))) : undefined;
    const ranks = rankSeats(seats, (a, b) => sign * (scores[b]! - scores[a]!) || (tieKeys ? sign * (tieKeys[b]! - tieKeys[a]!) : 0));
    r.scores = scores;
    r.ranks = seats.map((s) => ranks.get(s)!);
    r.winners = seats.filter((s) => r.ranks![s] === 1);
    const last = Math.max(...r.ranks);
    if (last > 1) r.losers = seats.filter((s) => r.ranks![s] === last);
    else r.draw = [...seats];
    if (r.winners.length === 1 && last > 1) r.winner = r.winners[0]!;
    return r;
  }
  if (spec.team !== undefined && p.def.teams) {
    const team = Number(p.expr(spec.team, global, T.number)(env));
    const count = teamTable(p.def.teams, env.numPlayers).length;
    if (!Number.isInteger(team) || team < 0 || team >= count) throw new Error(`the end's "team" is ${JSON.stringify(team)}, which is not a team: this table has teams 0 to ${count - 1}`);
    const winners = membersOf(p.def.teams, team, env.numPlayers);
    r.winners = winners;
    r.losers = seats.filter((s) => !winners.includes(s));
    r.ranks = seats.map((s) => (winners.includes(s) ? 1 : winners.length + 1));
    if (winners.length === 1) r.winner = winners[0]!;
    return r;
  }
  if (spec.draw !== undefined) {
    r.draw = seatList(p.expr(spec.draw, global, T.seats)(env), 'draw', env.numPlayers).slice();
    return r;
  }
  let winners = spec.winner !== undefined ? seatList(p.expr(spec.winner, global, T.number)(env), 'winner', env.numPlayers) : undefined;
  if (spec.winners !== undefined) winners = seatList(p.expr(spec.winners, global, T.seats)(env), 'winners', env.numPlayers);
  let losers = spec.loser !== undefined ? seatList(p.expr(spec.loser, global, T.number)(env), 'loser', env.numPlayers) : undefined;
  if (spec.losers !== undefined) losers = seatList(p.expr(spec.losers, global, T.seats)(env), 'losers', env.numPlayers);
  // No seat named as a winner (an end rule with only `when`, `winners:` of an empty list — a solitaire lost —, or
  // `winner: alive[0]` once nobody is left) and none as a loser: nobody wins, so every seat loses. Not a draw "among
  // nobody", which reports counted as both a draw and a loss (issue 36, bug 5).
  if ((!winners || winners.length === 0) && (!losers || losers.length === 0)) {
    r.winners = [];
    r.losers = [...seats];
    r.ranks = seats.map(() => 1);
    return r;
  }
  // Said one way, the other follows: the losers are everyone who did not win, and the other way round.
  winners ??= seats.filter((s) => !losers!.includes(s));
  if (winners.length === 1 && spec.winner !== undefined && spec.loser === undefined && spec.losers === undefined && spec.winners === undefined) {
    r.winner = winners[0]!;
    return r;
  }
  losers ??= seats.filter((s) => !winners!.includes(s));
  r.winners = winners;
  r.losers = losers;
  r.ranks = seats.map((s) => (winners!.includes(s) ? 1 : losers!.includes(s) ? seats.length - losers!.length + 1 : winners!.length + 1));
  if (winners.length === 1) r.winner = winners[0]!;
  return r;
}
