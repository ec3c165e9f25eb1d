/**
 * Race phases, read-only side: what a seat may do in a race now, and the referee API a server uses to close tie
 * windows on time (docs/race.md). Pure functions of `G` (and the program's clock).
 */
import type { Env } from '../expr/env';
import { T } from '../expr/types';
import type { RaceDef } from '../ir/types';
import type { Exec } from '../runtime/effects/exec';
import { alive, type Program } from '../runtime/program';
import type { Action } from '../runtime/legal/action';
import type { GameState, RaceState } from '../runtime/state/state';

/**
 * The moves of race phases. Clients send `answer` (a text race: the text, and optionally the round it answers) or
 * `slap` (a slap race: optionally the round it slaps), and `stuck`; the referee sends `resolve`.
 */
export const RACE_MOVES = { answer: 'raceAnswer', slap: 'raceSlap', stuck: 'raceStuck', resolve: 'raceResolve' } as const;

/** The server's time in ms, as the program was compiled to read it (compile's `clock`, default Date.now). */
export function clockOf(p: Program): number {
  return (p.clock ?? Date.now)();
}

/** Whether a racer is done for this round: answered correctly, said stuck, or used up its wrong answers. */
export function isDone(r: RaceState, seat: number): boolean {
  return r.stuck.includes(seat) || r.correct.some((c) => c.seat === seat);
}

/** How answers compare: surrounding spaces never count; case counts only where the race says so. */
export function normaliseAnswer(text: string, caseSensitive: boolean): string {
  const t = text.trim();
  return caseSensitive ? t : t.toLowerCase();
}

/** The correct answers for `seat` now (the race's `answer`: a text or a word list). */
export function expectedAnswers(x: Exec, env: Env, race: RaceDef, seat: number): string[] {
  if (race.answer === undefined) return [];
  const v = x.p.expr(race.answer, x.p.scopes.self, [T.string, T.words])({ ...env, self: seat });
  const list = Array.isArray(v) ? v : [v];
  const out: string[] = [];
  for (const a of list) if (typeof a === 'string' && a.trim() !== '' && !out.includes(a)) out.push(a);
  return out;
}

/** Whether a slap by `seat` is right now (a slap race's `slap` condition, `self` bound to the slapper). */
export function slapIsRight(x: Exec, env: Env, race: RaceDef, seat: number): boolean {
  return race.slap !== undefined && Boolean(x.p.expr(race.slap, x.p.scopes.self, T.boolean)({ ...env, self: seat }));
}

/**
 * A seat's legal race actions: after the window has closed by the server clock, only `raceResolve`; before, for a
 * racer not yet done, every correct answer (bots need to know it; it is on the uncovered card) or, in a slap race,
 * a slap while it is right, and `raceStuck`. Wrong answers and wrong slaps are legal too but not listed (a bot may
 * send any text, or slap at any time, and pay the race's `wrong` penalty).
 */
export function raceActions(x: Exec, env: Env, seat: number, race: RaceDef): Action[] {
  const G = env.G;
  const r = G.race;
  if (!r || G.result || !alive(G, env.numPlayers).includes(seat)) return [];
  // Between rounds (a held outcome): nothing until the hold is over, then the referee's resolve opens the next round.
  if (!r.open) return r.nextAt !== undefined && clockOf(x.p) >= r.nextAt ? [{ move: RACE_MOVES.resolve, args: [] }] : [];
  if (r.deadline !== undefined && clockOf(x.p) >= r.deadline) return [{ move: RACE_MOVES.resolve, args: [] }];
  if (!r.racers.includes(seat) || isDone(r, seat)) return [];
  const stuck = { move: RACE_MOVES.stuck, args: [] };
  if (race.slap !== undefined) return slapIsRight(x, env, race, seat) ? [{ move: RACE_MOVES.slap, args: [r.round] }, stuck] : [stuck];
  return [...expectedAnswers(x, env, race, seat).map((a) => ({ move: RACE_MOVES.answer, args: [a] })), stuck];
}

/**
 * Referee API. When the open race's tie window closes, or a held outcome gives way to the next round, in the server
 * clock's ms (the `clock` given to `compile`, Date.now by default); undefined while neither is due. A server calls this after every update of a match and
 * keeps one timer per match for the earliest deadline.
 */
export function nextRaceDeadline(G: Pick<GameState, 'race' | 'result'>): number | undefined {
  const r = G.race;
  if (!r || G.result) return undefined;
  // Between rounds: when the held outcome gives way to the next round (the race's `hold`).
  if (!r.open) return r.nextAt;
  return r.deadline;
}

/**
 * Referee API. The action a server submits when `nextRaceDeadline(G)` has passed: move `raceResolve`, no
 * arguments, as a seat still in the game (it may be any such seat; the server clock, not the sender, decides
 * whether the window has closed). Undefined while no window is open.
 */
export function raceRefereeAction(G: Pick<GameState, 'race' | 'result' | 'out'>): { type: typeof RACE_MOVES.resolve; args: []; playerID: string } | undefined {
  if (nextRaceDeadline(G) === undefined) return undefined;
  const r = G.race!;
  const seat = r.racers.find((s) => !G.out.includes(s)) ?? r.racers[0] ?? 0;
  return { type: RACE_MOVES.resolve, args: [], playerID: String(seat) };
}

/** What a seat may see of the race: everything but other seats' wrong answers (only its own count is sent). */
export interface RaceView extends Omit<RaceState, 'wrong'> {
  /** This seat's own wrong answers this round (absent for spectators). */
  myWrong?: number;
}

export function raceView(r: RaceState, seat: number | null, hideAnswer = false): RaceView {
  const { wrong, ...rest } = r;
  const mine = seat === null ? undefined : wrong[seat];
  const view: RaceView = { ...rest, correct: r.correct.map((c) => ({ ...c })), ...(mine !== undefined ? { myWrong: mine } : {}) };
  // In a game that draws its words (`drawn:`), the word just raced is not spelled out afterwards either.
  if (hideAnswer && view.last?.answer !== undefined) {
    const { answer: _answer, ...last } = view.last;
    view.last = last;
  }
  return view;
}
