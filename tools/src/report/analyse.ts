/** Turns a simulation's raw records into the report's figures and its warnings in words. */
import { jointZ, mean, percent, proportion, quantile, type Proportion } from './stats';
import { outcomeOf, tally, teamLabel } from './outcome';
import type { EffectCount, SimulationData } from './types';
import { compareWithRandom, type PlayComparison } from './baseline';

interface SeatSummary {
  seat: number;
  /** Wins among completed games. */
  wins: Proportion;
  /** Losses among completed games (last place, or named losers). */
  losses: Proportion;
  /** How many completed games the seat finished in each place (index 0 = 1st). */
  places: number[];
  meanPlace: number;
}

interface MoveSummary {
  name: string;
  chosen: number;
  /** Decisions in which it was legal. */
  legal: number;
  /** Share of all choices. */
  share: number;
}

export interface Summary {
  games: number;
  completed: number;
  capped: number;
  draws: Proportion;
  length: { mean: number; median: number; p10: number; p90: number; min: number; max: number };
  seats: SeatSummary[];
  firstPlayer: { wins: Proportion; fair: number };
  moves: MoveSummary[];
  neverLegal: string[];
  neverChosen: string[];
  effectsNeverRun: EffectCount[];
  warnings: string[];
  /** Skilled play (the run's search bots) against random play on the same seeds, when the run has a baseline. */
  comparison?: PlayComparison;
  /** A partnership game: each team's wins and losses (each also counted for every member in `seats`). */
  teams?: { label: string; members: number[]; wins: Proportion; losses: Proportion }[];
  /** A one-seat game: won or lost, never drawn, and the mean score when the game gives one. */
  solo?: { wins: Proportion; losses: Proportion; meanScore?: number };
  /** A game against a house: what it is called, and per seat its share of hands won, lost and pushed against it. */
  house?: { label: string; seats: { wins: Proportion; losses: Proportion; pushes: Proportion }[] };
}

const pct = (x: number) => `${Math.round(x * 100)} %`;

export function analyse(d: SimulationData): Summary {
  const n = d.players;
  // Wins, losses, draws and places as `simulate --json` counts them: the same function (outcome.ts).
  const t = tally(d.records, n, d.teams);
  const done = d.records.filter((r) => r.completed);
  const capped = d.records.length - done.length;
  const lengths = d.records.map((r) => r.moves);
  const seats: SeatSummary[] = Array.from({ length: n }, (_, seat) => {
    const places = t.placesBySeat[seat]!;
    const meanPlace = t.completed ? t.placeSum[seat]! / t.completed : 0;
    return { seat, wins: proportion(t.winsBySeat[seat]!, t.completed), losses: proportion(t.lossesBySeat[seat]!, t.completed), places, meanPlace };
  });
  const decided = done.map((r) => ({ r, o: outcomeOf(r, n)! })).filter(({ o }) => o.winners.length > 0);
  const firstWins = proportion(decided.filter(({ r, o }) => o.winners.includes(r.firstSeat)).length, decided.length);
  const totalChosen = Object.values(d.chosen).reduce((a, b) => a + b, 0);
  const moves = d.declaredMoves.map((name) => ({ name, chosen: d.chosen[name] ?? 0, legal: d.legal[name] ?? 0, share: totalChosen ? (d.chosen[name] ?? 0) / totalChosen : 0 }));
  const neverLegal = moves.filter((m) => m.legal === 0).map((m) => m.name);
  const neverChosen = moves.filter((m) => m.legal > 0 && m.chosen === 0).map((m) => m.name);
  const effectsNeverRun = (d.effects ?? []).filter((e) => e.runs === 0);

  const summary: Summary = {
    games: d.records.length,
    completed: done.length,
    capped,
    draws: proportion(t.draws, t.completed),
    length: {
      mean: mean(lengths),
      median: quantile(lengths, 0.5),
      p10: quantile(lengths, 0.1),
      p90: quantile(lengths, 0.9),
      min: lengths.length ? Math.min(...lengths) : 0,
      max: lengths.length ? Math.max(...lengths) : 0,
    },
    seats,
    firstPlayer: { wins: firstWins, fair: 1 / n },
    moves,
    neverLegal,
    neverChosen,
    effectsNeverRun,
    warnings: [],
    ...(d.baseline ? { comparison: compareWithRandom(d.bots, d.records, d.baseline) } : {}),
    ...(d.teams
      ? { teams: d.teams.map((team, i) => ({ label: teamLabel(team), members: team.members, wins: proportion(t.winsByTeam![i]!, t.completed), losses: proportion(t.lossesByTeam![i]!, t.completed) })) }
      : {}),
    ...(t.solo
      ? { solo: { wins: proportion(t.solo.wins, t.completed), losses: proportion(t.solo.losses, t.completed), ...(t.solo.meanScore !== undefined ? { meanScore: t.solo.meanScore } : {}) } }
      : {}),
    ...(t.house && d.house
      ? {
          house: {
            label: d.house,
            seats: t.house.wins.map((w, s) => {
              const hands = w + t.house!.losses[s]! + t.house!.pushes[s]!;
              return { wins: proportion(w, hands), losses: proportion(t.house!.losses[s]!, hands), pushes: proportion(t.house!.pushes[s]!, hands) };
            }),
          },
        }
      : {}),
  };
  summary.warnings = warnings(d, summary);
  return summary;
}

/** Favoured when the interval of a win rate (95 %, or wider for a joint test) leaves out the fair share. */
function favour(x: Proportion, fair: number): 'above' | 'below' | undefined {
  if (x.n < 10) return undefined;
  if (x.low > fair) return 'above';
  if (x.high < fair) return 'below';
  return undefined;
}

/**
 * The seats a fair game would not give such win rates, tested jointly: each seat's interval at 95 % / seats
 * (Bonferroni), so that on a fair game the report warns about some seat in at most 5 % of runs, at any number of
 * seats (each seat at 95 % alone warned in 17.5 % of fair 4-seat runs and 27 % at 6: issue 36, bug 10). `fair`: the
 * share of wins a seat gets when wins are spread evenly (the games' winners over the seats).
 */
export function unbalancedSeats(s: Pick<Summary, 'seats'>, fair: number): { seat: SeatSummary; side: 'above' | 'below'; shown: Proportion }[] {
  const z = jointZ(s.seats.length);
  const out: { seat: SeatSummary; side: 'above' | 'below'; shown: Proportion }[] = [];
  for (const seat of s.seats) {
    const joint = proportion(Math.round(seat.wins.p * seat.wins.n), seat.wins.n, z);
    const side = favour(joint, fair);
    if (side) out.push({ seat, side, shown: seat.wins });
  }
  return out;
}

/** A fair seat's share of wins: all the wins there were (a partnership win is a win for each partner), spread evenly. */
export function fairShare(s: Pick<Summary, 'seats' | 'completed'>): number {
  const n = s.seats.length;
  const totalWins = s.seats.reduce((a, seat) => a + seat.wins.p * seat.wins.n, 0);
  return s.completed > 0 && totalWins > 0 ? totalWins / s.completed / n : 1 / n;
}

function warnings(d: SimulationData, s: Summary): string[] {
  const out: string[] = [];
  const n = d.players;
  if (s.capped > 0) {
    out.push(`${s.capped} of ${s.games} games (${pct(s.capped / s.games)}) did not end within ${d.maxMoves} moves: the game may not always end (raise --max-moves to tell a long game from an endless one).`);
  }
  if (s.completed > 0 && s.draws.p >= 0.1) out.push(`${percent(s.draws)} of finished games are draws.`);
  const fair = fairShare(s);
  for (const { seat, side } of unbalancedSeats(s, fair)) {
    const far = Math.abs(seat.wins.p - fair) >= Math.max(0.05, fair * 0.25) ? 'far ' : '';
    out.push(`seat ${seat.seat + 1} wins ${percent(seat.wins)} at ${n} players: ${far}${side} the ${pct(fair)} a fair seat would.`);
  }
  const fp = favour(s.firstPlayer.wins, 1 / n);
  if (fp) out.push(`the first player wins ${percent(s.firstPlayer.wins)} of decided games: ${fp} the ${pct(1 / n)} of a game where moving first makes no difference.`);
  for (const m of s.neverLegal) out.push(`move "${m}" was never legal in ${s.games} games: its condition may never hold, or what it needs never happens.`);
  for (const m of s.neverChosen) out.push(`move "${m}" was legal but never chosen.`);
  if (s.effectsNeverRun.length > 0) {
    const shown = s.effectsNeverRun.slice(0, 5).map((e) => `line ${e.line} (${e.op} in ${e.where})`).join(', ');
    out.push(`${s.effectsNeverRun.length} effect${s.effectsNeverRun.length === 1 ? '' : 's'} never ran: ${shown}${s.effectsNeverRun.length > 5 ? ', …' : ''}.`);
  }
  if (s.completed > 0 && s.length.max > 0 && s.length.min === s.length.max && s.games > 1) out.push(`every game lasted exactly ${s.length.min} moves: is play forced?`);
  return out;
}
