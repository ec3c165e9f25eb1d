/**
 * The scores hand by hand as a table: one row per hand, one column per seat (or per team, when the game's score is
 * kept per team), each cell the hand's change, the running total and this hand's other figures (Hearts' points,
 * Spades' bids and tricks). Read from the view's `handHistory` (the server's record at the end of each hand: public
 * number variables only) and, at the end of a game that stopped in the middle of a hand (Crib's 61), the variables
 * as they stand. Which variable is the score comes from the YAML's end rules, as for the player panels. Pure.
 */
import { historyVars, humanise, teamName, teamTable, type ClientGameDef, type HandRecord, type PlayerView } from '@deckhand/dsl/client';

export interface HistoryColumn {
  /** Whose score: a seat's name, or a team's ("North-South", else its members: "Ada and Cy"). */
  label: string;
  seats: number[];
}

export interface HistoryCell {
  /** What the hand added (negative: took away). */
  delta: number;
  /** The running total after the hand. */
  total: number;
  /** The hand's other figures, in words: "points 13", "Ada: bid 3, tricks 4". */
  details: string[];
}

export interface HistoryRow {
  hand: number;
  /** The game ended during this hand: its figures are as they stood then, not a scored hand. */
  unfinished?: boolean;
  cells: HistoryCell[];
}

export interface HandHistoryData {
  /** What the totals count, in the game's words ("score"). */
  scoreLabel: string;
  /** `asc` when the lowest total ranks first (Hearts). */
  order: 'asc' | 'desc';
  columns: HistoryColumn[];
  /** Each column's total before the first hand (the score variable's initial value). */
  start: number[];
  rows: HistoryRow[];
}

/** A figure with a true minus sign (read as "minus", and as wide as a plus): the table, the chart's axis and legend. */
export const figure = (n: number) => (n < 0 ? `−${-n}` : String(n));

type Def = Pick<ClientGameDef, 'vars' | 'end' | 'teams' | 'hands'>;

const SCORE = /^vars\.([A-Za-z_]\w*)\[(?:seat|team\(seat\))\]$/;

/** The variable the game scores by: a ranking's or a `score:`'s, else one its end conditions read, else `score`. */
export function scoreVar(def: Def, kept: readonly string[]): string | undefined {
  const rules = def.end ?? [];
  for (const r of rules) {
    for (const e of [r.rank?.by, r.score]) {
      const m = typeof e === 'string' ? SCORE.exec(e.replace(/\s+/g, '')) : null;
      if (m && kept.includes(m[1]!)) return m[1];
    }
  }
  for (const r of rules) {
    for (const e of [r.winner, r.winners, r.team, r.when]) {
      if (typeof e !== 'string') continue;
      for (const m of e.matchAll(/vars\.([A-Za-z_]\w*)\[/g)) if (kept.includes(m[1]!)) return m[1];
    }
  }
  return kept.includes('score') ? 'score' : kept[0];
}

/** The hand-by-hand table of a game with `hands:`, or undefined when there is nothing to show yet. */
export function handHistoryData(def: Def, view: Pick<PlayerView, 'handHistory' | 'hands' | 'vars' | 'result'>, numPlayers: number, seatName: (seat: number) => string): HandHistoryData | undefined {
  if (!def.hands) return undefined;
  const kept = historyVars(def);
  const score = scoreVar(def, kept);
  if (score === undefined) return undefined;
  const records: HandRecord[] = [...(view.handHistory ?? [])];
  // A game over in the middle of a hand: that hand's figures as they stood at the end, marked as such.
  const current = view.hands?.number;
  const last = records[records.length - 1]?.hand ?? 0;
  const unfinished = view.result !== undefined && current !== undefined && current > last;
  if (unfinished) {
    const vars: Record<string, number[]> = {};
    for (const name of kept) {
      const v = view.vars[name];
      if (Array.isArray(v)) vars[name] = v.map((x) => (typeof x === 'number' ? x : 0));
    }
    records.push({ hand: current, vars });
  }
  if (records.length === 0) return undefined;
  const byTeam = def.vars[score]!.scope === 'team' && def.teams !== undefined;
  const teams = byTeam ? teamTable(def.teams!, numPlayers) : [];
  const names = (seats: number[]) => (seats.length === 2 ? `${seatName(seats[0]!)} and ${seatName(seats[1]!)}` : seats.map(seatName).join(', '));
  const columns: HistoryColumn[] = byTeam
    ? teams.map((seats, t) => ({ label: teamName(def.teams!, t) ?? names(seats), seats }))
    : Array.from({ length: numPlayers }, (_, s) => ({ label: seatName(s), seats: [s] }));
  const initial = def.vars[score]!.initial;
  const start = columns.map(() => (typeof initial === 'number' ? initial : 0));
  const others = kept.filter((n) => n !== score);
  const scopeOf = (n: string) => def.vars[n]!.scope;
  const said = (rec: HandRecord, n: string, i: number) => (rec.vars[n]?.[i] !== undefined ? [`${humanise(n)} ${rec.vars[n]![i]}`] : []);
  const seatFigures = (rec: HandRecord, s: number) => others.filter((n) => scopeOf(n) === 'player').flatMap((n) => said(rec, n, s));
  const teamFigures = (rec: HandRecord, t: number) => others.filter((n) => scopeOf(n) === 'team').flatMap((n) => said(rec, n, t));
  const teamOf = (s: number) => (def.teams ? teamTable(def.teams, numPlayers).findIndex((m) => m.includes(s)) : 0);
  const at = (rec: HandRecord | undefined, c: number) => rec?.vars[score]?.[byTeam ? c : columns[c]!.seats[0]!];
  const rows: HistoryRow[] = records.map((rec, i) => ({
    hand: rec.hand,
    ...(unfinished && i === records.length - 1 ? { unfinished: true } : {}),
    cells: columns.map((col, c) => {
      const total = at(rec, c) ?? start[c]!;
      const before = i === 0 ? start[c]! : (at(records[i - 1], c) ?? start[c]!);
      // A team's column: its own figures (bags), then each member's (bid, tricks). A seat's: its own, then its team's.
      const details = byTeam
        ? [...teamFigures(rec, c), ...col.seats.flatMap((s) => (seatFigures(rec, s).length ? [`${seatName(s)}: ${seatFigures(rec, s).join(', ')}`] : []))]
        : [...seatFigures(rec, col.seats[0]!), ...teamFigures(rec, teamOf(col.seats[0]!))];
      return { delta: total - before, total, details };
    }),
  }));
  return { scoreLabel: humanise(score), order: rankOrder(def, score), columns, start, rows };
}

/** `asc` when a ranking by the score puts the lowest first. */
function rankOrder(def: Def, score: string): 'asc' | 'desc' {
  for (const r of def.end ?? []) {
    const m = typeof r.rank?.by === 'string' ? SCORE.exec(r.rank.by.replace(/\s+/g, '')) : null;
    if (m?.[1] === score) return r.rank!.order ?? 'desc';
  }
  return 'desc';
}
