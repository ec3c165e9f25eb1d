/** A phase's `race:` as written → the IR's RaceDef, checking every expression and effect (docs/race.md). */
import { Codes } from '../../diagnostics/codes';
import { makeScope, withLocal, type Scope } from '../../expr/scope';
import { T } from '../../expr/types';
import type { RaceDef } from '../../ir/types';
import type { Path } from '../../parse/parse';
import type { GameSpecOutput } from '../../schema/game';
import type { Checker } from '../context';
import { checkEffects, type EffectNames } from './effects';

/** The moves race phases have (text races answer, slap races slap); a game may not declare moves of these names. */
const RACE_MOVE_NAMES = ['raceAnswer', 'raceSlap', 'raceStuck', 'raceResolve'] as const;
const DEFAULT_TIE_WINDOW = 250;
const DEFAULT_MAX_ANSWER = 64;

type PhaseSpecOutput = NonNullable<GameSpecOutput['phases']>[string];
type RaceSpecOutput = NonNullable<PhaseSpecOutput['race']>;

/** A slap is one action: slapping again when it was wrong would repeat the same mistake, so one per round. */
const DEFAULT_SLAP_MAX_WRONG = 1;

export function checkRace(c: Checker, name: string, p: PhaseSpecOutput, scope: Scope, names: EffectNames): RaceDef | undefined {
  const r = p.race;
  if (!r) return undefined;
  const path = ['phases', name];
  if (p.simultaneous) {
    c.error(Codes.InvalidValue, 'a race phase is simultaneous by itself: drop "simultaneous"', [...path, 'simultaneous'], {
      key: true,
      hint: 'every racer answers at once in a race; "simultaneous" is for secret choices',
    });
  }
  if ((p.moves ?? []).length > 0) {
    c.error(Codes.InvalidValue, `a race phase takes only the race moves (${RACE_MOVE_NAMES.join(', ')})`, [...path, 'moves'], {
      key: true,
      hint: 'put other moves in a phase of their own',
    });
  }
  const rp = [...path, 'race'];
  if (r.racers !== undefined) c.expr(r.racers, scope, [...rp, 'racers'], T.seats);
  const self = makeScope(scope.def, { self: true });
  checkAnswerKind(c, r, rp);
  if (r.answer !== undefined) c.expr(r.answer, self, [...rp, 'answer'], [T.string, T.words]);
  if (r.slap !== undefined) c.expr(r.slap, self, [...rp, 'slap'], T.boolean);
  if (r.window !== undefined) c.expr(r.window, scope, [...rp, 'window'], T.number);
  if (r.timeout !== undefined) checkTimeout(c, r.timeout, scope, [...rp, 'timeout']);
  if (r.hold !== undefined) c.expr(r.hold, scope, [...rp, 'hold'], T.number);
  if (r.slap !== undefined) {
    for (const key of ['caseSensitive', 'maxLength'] as const) {
      if (r[key] !== undefined) c.error(Codes.InvalidValue, `"${key}" is about text answers; this race's answer is a slap`, [...rp, key], { key: true, hint: `drop "${key}", or race with "answer:" instead of "slap:"` });
    }
  }
  const maxWrong = r.maxWrong ?? (r.slap !== undefined ? DEFAULT_SLAP_MAX_WRONG : undefined);
  return {
    ...(r.racers !== undefined ? { racers: r.racers } : {}),
    ...(r.answer !== undefined ? { answer: r.answer } : {}),
    ...(r.slap !== undefined ? { slap: r.slap } : {}),
    window: r.window ?? DEFAULT_TIE_WINDOW,
    caseSensitive: r.caseSensitive ?? false,
    maxLength: r.maxLength ?? DEFAULT_MAX_ANSWER,
    begin: checkEffects(c, r.begin, scope, names, [...rp, 'begin']),
    win: checkEffects(c, r.win, withLocal(scope, 'winner', T.seat), names, [...rp, 'win']),
    tie: checkEffects(c, r.tie, withLocal(scope, 'tied', T.seats), names, [...rp, 'tie']),
    stuck: checkEffects(c, r.stuck, scope, names, [...rp, 'stuck']),
    wrong: checkEffects(c, r.wrong, withLocal(scope, 'self', T.seat), names, [...rp, 'wrong']),
    ...(maxWrong !== undefined ? { maxWrong } : {}),
    ...(r.timeout !== undefined ? { timeout: r.timeout } : {}),
    ...(r.hold !== undefined ? { hold: r.hold } : {}),
  };
}

/** A race answers with a text (`answer:`) or an action (`slap:`): exactly one of them. */
function checkAnswerKind(c: Checker, r: RaceSpecOutput, rp: Path): void {
  if (r.answer !== undefined && r.slap !== undefined) {
    c.error(Codes.InvalidValue, 'a race answers with a text ("answer") or a slap ("slap"), not both', [...rp, 'slap'], {
      key: true,
      hint: '"answer:" is what a racer types; "slap:" is when a slap (a button, no text) is right',
    });
  } else if (r.answer === undefined && r.slap === undefined) {
    c.error(Codes.MissingKey, 'a race needs "answer" (the text to type) or "slap" (when a slap is right)', rp, {
      key: true,
      hint: 'e.g. answer: top(deck).word, or slap: "top(pile).rank == 11"',
    });
  }
}

/** `timeout:` is a number of ms; a literal must be positive (a round that times out at once could never be won). */
function checkTimeout(c: Checker, e: RaceSpecOutput['timeout'] & {}, scope: Scope, path: Path): void {
  c.expr(e, scope, path, T.number);
  const n = typeof e === 'number' ? e : typeof e === 'string' && e.trim() !== '' ? Number(e) : NaN;
  if (Number.isFinite(n) && n <= 0) {
    c.error(Codes.InvalidValue, `a race timeout must be more than 0 ms, got ${e}`, path, { hint: 'leave "timeout" out for rounds that wait until every racer is done' });
  }
}

/** The race moves' names are taken once any phase races. */
export function checkRaceMoveNames(c: Checker, spec: GameSpecOutput): void {
  if (!Object.values(spec.phases ?? {}).some((p) => p.race)) return;
  for (const m of Object.keys(spec.moves)) {
    if ((RACE_MOVE_NAMES as readonly string[]).includes(m)) {
      c.error(Codes.Duplicate, `"${m}" is a built-in move of race phases`, ['moves', m], { key: true, hint: 'rename the move' });
    }
  }
}
