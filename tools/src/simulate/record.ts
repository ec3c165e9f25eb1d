/** Collects what the report needs while a simulation plays: one record per game, move choices and legality. */
import { teamTable, type Chooser, type ChooserState, type GameDef, type PlayoutResult } from '@deckhand/dsl';
import type { EffectCount, GameRecord, SimulationData, TeamInfo } from '../report';

interface ResultWithRanks {
  winner?: number;
  draw?: number[];
  losers?: number[];
  /** Seats best first (ties are not told apart). */
  ranking?: number[];
  /** Place of each seat, 1 = best, when the language gives it. */
  ranks?: number[];
  scores?: number[];
  /** A game against a house: per seat, the hands won, lost and pushed against it. */
  house?: { wins: number[]; losses: number[]; pushes: number[] };
}

/** A partnership game's teams at a table of `players`, as the report and `--json` name them. */
export function teamsOf(def: GameDef, players: number): TeamInfo[] | undefined {
  if (!def.teams) return undefined;
  return teamTable(def.teams, players).map((members, i) => ({ members, ...(def.teams!.names?.[i] !== undefined ? { name: def.teams!.names[i] } : {}) }));
}

/**
 * Places per seat (1 = best; a group shares a place) from the game's own ranking when it has one, else: the winner
 * (or those sharing a draw), then the seats still in, then the eliminated, the last out first.
 */
export function placesFrom(result: ResultWithRanks, out: readonly number[], players: number): number[] {
  if (result.ranks && result.ranks.length === players) return [...result.ranks];
  const seats = Array.from({ length: players }, (_, s) => s);
  const groups: number[][] = [];
  if (result.ranking && result.ranking.length > 0) groups.push(...result.ranking.map((s) => [s]));
  else {
    const top = result.winner !== undefined ? [result.winner] : (result.draw ?? []);
    if (top.length) groups.push(top);
    const placed = new Set(top);
    const stillIn = seats.filter((s) => !placed.has(s) && !out.includes(s));
    if (stillIn.length) groups.push(stillIn);
    for (const s of [...out].reverse()) if (!placed.has(s)) groups.push([s]);
  }
  const places = seats.map(() => 0);
  let next = 1;
  for (const g of groups) {
    for (const s of g) if (places[s] === 0) places[s] = next;
    next += g.length;
  }
  // A seat the ranking leaves out shares the last place.
  return places.map((p) => (p === 0 ? Math.min(next, players) : Math.min(p, players)));
}

/**
 * One game's record: the playout's standings (wins, losses, places whatever way the game ended) when it gives them,
 * else derived from the result. The report and `simulate --json` both count from these (report/outcome.ts).
 */
export function gameRecord(r: PlayoutResult<ChooserState>, players: number, firstSeat: number): GameRecord {
  const completed = r.completed;
  const st = r.standings;
  const result = (r.final.G.result ?? {}) as ResultWithRanks;
  const losers = st?.losers ?? result.losers;
  return {
    moves: r.moves,
    completed,
    firstSeat,
    ...(completed && r.winner !== undefined ? { winner: r.winner } : {}),
    ...(completed && st ? { winners: [...st.winners], drawn: st.draw } : {}),
    ...(completed && r.draw ? { draw: r.draw } : {}),
    ...(completed && losers ? { losers: [...losers] } : {}),
    ...(completed ? { places: st?.ranks.length === players ? [...st.ranks] : placesFrom(result, r.final.G.out, players) } : {}),
    ...(completed && result.scores ? { scores: [...result.scores] } : {}),
    ...(completed && result.house ? { house: { wins: [...result.house.wins], losses: [...result.house.losses], pushes: [...result.house.pushes] } } : {}),
  };
}

export class Recorder {
  private readonly records: GameRecord[] = [];
  private readonly chosen: Record<string, number> = {};
  private readonly legal: Record<string, number> = {};
  private firstSeat = 0;
  private fresh = true;

  constructor(
    private readonly def: GameDef,
    private readonly run: { game: string; players: number; seed: string; maxMoves: number; bots: string[] },
  ) {}

  /** Wraps a bot so every decision counts the moves that were legal and the one chosen. */
  chooser(inner: Chooser): Chooser {
    return (actions, rand, state, seat, game) => {
      for (const m of new Set(actions.map((a) => a.move))) this.legal[m] = (this.legal[m] ?? 0) + 1;
      const pick = inner(actions, rand, state, seat, game);
      this.chosen[pick.move] = (this.chosen[pick.move] ?? 0) + 1;
      return pick;
    };
  }

  /** Give to the playout's onState: the first state of each game tells whose turn comes first. */
  readonly onState = (state: ChooserState) => {
    if (this.fresh) this.firstSeat = Number(state.ctx.currentPlayer);
    this.fresh = false;
  };

  add(r: PlayoutResult<ChooserState>): void {
    this.records.push(gameRecord(r, this.run.players, this.firstSeat));
    this.fresh = true;
  }

  data(effects?: EffectCount[]): SimulationData {
    const declared = [...Object.keys(this.def.moves), ...(this.def.turn.canPass ? ['pass'] : [])];
    for (const m of Object.keys(this.chosen)) if (!declared.includes(m)) declared.push(m);
    return {
      ...this.run,
      name: this.def.name,
      ...(teamsOf(this.def, this.run.players) ? { teams: teamsOf(this.def, this.run.players)! } : {}),
      ...(this.def.house ? { house: this.def.house.label } : {}),
      records: this.records,
      declaredMoves: declared,
      chosen: this.chosen,
      legal: this.legal,
      ...(effects ? { effects } : {}),
    };
  }
}
