/** A phase's `race:` as written → the IR's RaceDef, checking every expression and effect (docs/race.md). */
import { Codes } from '../diagnostics/codes';
import { makeScope, withLocal, type Scope } from '../expr/scope';
import { T } from '../expr/types';
import type { RaceDef } from '../ir/types';
import type { GameSpecOutput } from '../schema/game';
import type { Checker } from './context';
import { checkEffects, type EffectNames } from './effects';

/** The moves every race phase has; a game may not declare moves of these names. */
export const RACE_MOVE_NAMES = ['raceAnswer', 'raceStuck', 'raceResolve'] as const;
export const DEFAULT_TIE_WINDOW = 250;
export const DEFAULT_MAX_ANSWER = 64;

type PhaseSpecOutput = NonNullable<GameSpecOutput['phases']>[string];

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
  c.expr(r.answer, makeScope(scope.def, { self: true }), [...rp, 'answer'], [T.string, T.words]);
  if (r.window !== undefined) c.expr(r.window, scope, [...rp, 'window'], T.number);
  return {
    ...(r.racers !== undefined ? { racers: r.racers } : {}),
    answer: r.answer,
    window: r.window ?? DEFAULT_TIE_WINDOW,
    caseSensitive: r.caseSensitive ?? false,
    maxLength: r.maxLength ?? DEFAULT_MAX_ANSWER,
    begin: checkEffects(c, r.begin, scope, names, [...rp, 'begin']),
    win: checkEffects(c, r.win, withLocal(scope, 'winner', T.number), names, [...rp, 'win']),
    tie: checkEffects(c, r.tie, withLocal(scope, 'tied', T.seats), names, [...rp, 'tie']),
    stuck: checkEffects(c, r.stuck, scope, names, [...rp, 'stuck']),
  };
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
