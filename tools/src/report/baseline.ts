/**
 * Skilled play against random play: the same seeds played by the bots of the run (search bots, players who try to
 * win) and by random bots. Says whether the first player's advantage and the length of a game differ between the
 * two, by 95 % intervals: two win rates differ when the interval of their difference leaves out zero; two mean
 * lengths when their difference is more than 1.96 standard errors.
 */
import { mean, proportion, type Proportion } from './stats';
import type { GameRecord } from './types';

export interface PlayComparison {
  bots: string[];
  baselineBots: string[];
  firstPlayer: { skilled: Proportion; random: Proportion; differs: boolean };
  length: { skilled: number; random: number; differs: boolean };
  draws: { skilled: Proportion; random: Proportion; differs: boolean };
  /** What differs, in words (empty: nothing measurably). */
  findings: string[];
}

const Z95 = 1.959964;

function firstWins(records: readonly GameRecord[]): Proportion {
  const decided = records.filter((r) => r.completed && r.winner !== undefined);
  return proportion(decided.filter((r) => r.winner === r.firstSeat).length, decided.length);
}

function draws(records: readonly GameRecord[]): Proportion {
  const done = records.filter((r) => r.completed);
  return proportion(done.filter((r) => r.winner === undefined).length, done.length);
}

/** Whether two proportions differ at 95 % (normal approximation of the difference; needs a few games each). */
export function proportionsDiffer(a: Proportion, b: Proportion): boolean {
  if (a.n < 10 || b.n < 10) return false;
  const se = Math.sqrt((a.p * (1 - a.p)) / a.n + (b.p * (1 - b.p)) / b.n);
  return se === 0 ? a.p !== b.p : Math.abs(a.p - b.p) > Z95 * se;
}

/** Whether two samples' means differ at 95 % (Welch's standard error). */
export function meansDiffer(a: readonly number[], b: readonly number[]): boolean {
  if (a.length < 10 || b.length < 10) return false;
  const v = (xs: readonly number[]) => {
    const m = mean(xs);
    return xs.reduce((t, x) => t + (x - m) ** 2, 0) / (xs.length - 1);
  };
  const se = Math.sqrt(v(a) / a.length + v(b) / b.length);
  return se === 0 ? mean(a) !== mean(b) : Math.abs(mean(a) - mean(b)) > Z95 * se;
}

const pct = (x: number) => `${Math.round(x * 100)} %`;

export function compareWithRandom(bots: string[], records: readonly GameRecord[], baseline: { bots: string[]; records: readonly GameRecord[] }): PlayComparison {
  const fs = firstWins(records);
  const fr = firstWins(baseline.records);
  const ls = records.map((r) => r.moves);
  const lr = baseline.records.map((r) => r.moves);
  const ds = draws(records);
  const dr = draws(baseline.records);
  const c: PlayComparison = {
    bots,
    baselineBots: baseline.bots,
    firstPlayer: { skilled: fs, random: fr, differs: proportionsDiffer(fs, fr) },
    length: { skilled: mean(ls), random: mean(lr), differs: meansDiffer(ls, lr) },
    draws: { skilled: ds, random: dr, differs: proportionsDiffer(ds, dr) },
    findings: [],
  };
  if (c.firstPlayer.differs) {
    c.findings.push(`the first player wins ${pct(fs.p)} of decided games under skilled play, ${pct(fr.p)} under random play: random play ${fs.p > fr.p ? 'understates' : 'overstates'} the first player's advantage.`);
  }
  if (c.length.differs) {
    c.findings.push(`games last ${Math.round(c.length.skilled)} actions on average under skilled play, ${Math.round(c.length.random)} under random play: random play makes games ${c.length.random > c.length.skilled ? 'longer' : 'shorter'} than players who try to win do.`);
  }
  if (c.draws.differs) c.findings.push(`${pct(ds.p)} of finished games are draws under skilled play, ${pct(dr.p)} under random play.`);
  return c;
}
